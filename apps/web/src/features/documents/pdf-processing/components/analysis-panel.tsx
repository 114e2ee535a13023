/** Step 1 (§2, §9): the quick scan's pages, text quality band, confidence level, scanned or not, method. */
import { confidenceLevel, type ProcessingResponse, qualityBand, recommendedMethod } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { percent } from '../format';
import { PROCESSING_STRINGS as S } from '../strings';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Typography variant="body2">{children}</Typography>
      ) : (
        children
      )}
    </Stack>
  );
}

/** 'OCR', 'Text and OCR', 'Standard text': the method as a person reads it. */
export const methodName = (method: string) => S.methodName[method] ?? method;

export function QualityChip({ quality }: { quality: number }) {
  return <Chip size="small" color={qualityBand(quality)} label={percent(quality)} />;
}

export function ConfidenceChip({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  const color = level === 'high' ? 'success' : level === 'medium' ? 'warning' : 'error';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={`${percent(confidence)} · ${S.confidenceLevel(level)}`}
    />
  );
}

export function AnalysisPanel({ analysis }: { analysis: ProcessingResponse }) {
  const text = analysis.finalText;
  if (!text) return null;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Fact label={S.pages}>{text.totalPages}</Fact>
      <Fact label={S.textQuality}>
        <QualityChip quality={text.quality} />
        {/* A scan's 0% is no fault of the file: say what it means and what will read it. */}
        {text.scanned && text.quality <= 0.4 ? (
          <Typography variant="body2" color="text.secondary">
            {S.noTextLayer}
          </Typography>
        ) : null}
      </Fact>
      <Fact label={S.confidence}>
        <ConfidenceChip confidence={text.confidence} />
      </Fact>
      <Fact label={S.scanned}>{text.scanned ? S.scannedYes : S.scannedNo}</Fact>
      <Fact label={S.recommendedMethod}>
        <Chip size="small" color="primary" label={methodName(recommendedMethod(text.method, text.quality))} />
      </Fact>
    </Stack>
  );
}
