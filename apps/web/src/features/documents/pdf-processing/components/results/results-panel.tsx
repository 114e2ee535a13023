/** Step 3 (§2 results): the run's figures, the text, per-page detail, metadata, summary and 'Add to library'. */
import { type ProcessingResponse, previewPath } from '@firebreak/shared';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotice } from '@/lib/use-notice';
import { formatDuration } from '../../format';
import { PROCESSING_STRINGS as S } from '../../strings';
import { ConfidenceChip, Fact, methodName, QualityChip } from '../analysis-panel';
import { AddToLibraryDialog } from './add-to-library-dialog';
import { MetadataPanel } from './metadata-panel';
import { PageResults } from './page-results';
import { TextViewer } from './text-viewer';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1}>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function ResultsPanel({ result }: { result: ProcessingResponse }) {
  const [adding, setAdding] = useState(false);
  const { notify, notice } = useNotice();
  const text = result.finalText;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {text ? (
        <Stack spacing={1}>
          <Fact label={S.method}>{methodName(text.method)}</Fact>
          <Fact label={S.overallQuality}>
            <QualityChip quality={text.quality} />
          </Fact>
          <Fact label={S.confidence}>
            <ConfidenceChip confidence={text.confidence} />
          </Fact>
          <Fact label={S.textLength}>{text.textLength.toLocaleString('en-ZA')}</Fact>
          <Fact label={S.pages}>{S.pagesOf(text.pages, text.totalPages)}</Fact>
          <Fact label={S.processingTime}>{formatDuration(result.processingTime)}</Fact>
        </Stack>
      ) : null}
      <div>
        <Button variant="contained" startIcon={<LibraryAddIcon />} onClick={() => setAdding(true)}>
          {S.addToLibrary}
        </Button>
      </div>
      {text ? (
        <Section title={S.extractedText}>
          <TextViewer text={text.text} fileName={result.fileName} onToast={notify} />
        </Section>
      ) : null}
      {text?.pageResults.length ? (
        <Section title={S.perPage}>
          <PageResults pages={text.pageResults} />
        </Section>
      ) : null}
      {result.metadata ? (
        <Section title={S.metadata}>
          <MetadataPanel metadata={result.metadata} />
        </Section>
      ) : null}
      {result.summary ? (
        <Section title={S.summary}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {result.summary.text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {S.summaryCaption}
          </Typography>
        </Section>
      ) : null}
      {adding ? (
        <AddToLibraryDialog
          jobId={result.jobId}
          fileName={result.fileName}
          onClose={() => setAdding(false)}
          onAdded={(document) => {
            setAdding(false);
            notify(
              S.added(document.name),
              undefined,
              <Button component={RouterLink} to={previewPath(document.id)} color="secondary" size="small">
                {S.openInLibrary}
              </Button>,
            );
          }}
        />
      ) : null}
      {notice}
    </Stack>
  );
}
