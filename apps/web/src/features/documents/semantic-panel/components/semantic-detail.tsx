/**
 * The chosen result: name, description, relevance badge, chips, every tag, why it matched (the method
 * that found it, its relevance, the setting that let it through, the query's words found in it), Open
 * preview and Download.
 */
import { type AiSearchResult, formatShortDate, previewPath } from '@firebreak/shared';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AiSearchSettings } from '../../api/search-documents';
import { FileTypeIcon } from '../../browse/components/file-type-icon';
import { DocumentInfoRow } from '../../components/document-info-row';
import { RelevanceBadge } from '../../components/relevance-badge';
import { SEMANTIC_PANEL_STRINGS as S } from '../strings';

export const DETAIL_PANE_ID = 'semantic-detail-pane';

/** The query's words (3+ letters) that appear in the result's name, description or tags. */
export function wordsFound(query: string, result: AiSearchResult): string[] {
  const text = [result.name, result.description, ...result.tags].join(' ').toLowerCase();
  const words = query.toLowerCase().match(/[\p{L}\p{N}-]{3,}/gu) ?? [];
  return [...new Set(words)].filter((word) => text.includes(word));
}

export function SemanticDetail({
  result,
  query,
  settings,
  headingRef,
  onClose,
  onDownload,
}: {
  result: AiSearchResult | undefined;
  query: string;
  settings: AiSearchSettings;
  headingRef?: Ref<HTMLHeadingElement>;
  onClose: () => void;
  onDownload: (result: AiSearchResult) => void;
}) {
  const words = result ? wordsFound(query, result) : [];
  return (
    <Paper
      variant="outlined"
      component="section"
      id={DETAIL_PANE_ID}
      aria-label={S.details}
      data-testid="semantic-detail"
      sx={{ p: 2 }}
    >
      {result ? (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FileTypeIcon type={result.type} />
            <Typography
              variant="h6"
              component="h3"
              ref={headingRef}
              tabIndex={-1}
              sx={{ flexGrow: 1, minWidth: 0, wordBreak: 'break-word' }}
            >
              {result.name}
            </Typography>
            <IconButton aria-label={S.closeDetails} onClick={onClose} size="small">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box>
            <RelevanceBadge score={result.relevanceScore} />
          </Box>
          <Typography color={result.description ? 'text.primary' : 'text.secondary'}>
            {result.description || S.noDescription}
          </Typography>
          <DocumentInfoRow
            chips={[
              { label: result.category },
              result.department ? { label: result.department, outlined: true } : null,
              { label: result.type.toUpperCase(), outlined: true },
            ]}
            details={[`${result.size} · ${formatShortDate(result.lastModified)}`]}
            sx={{ mt: 0 }}
          />
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            component="ul"
            aria-label={S.tags}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {result.tags.length === 0 ? (
              <Typography component="li" variant="body2" color="text.secondary">
                {S.noTags}
              </Typography>
            ) : (
              result.tags.map((tag) => (
                <li key={tag}>
                  <Chip label={tag} size="small" variant="outlined" />
                </li>
              ))
            )}
          </Stack>
          <Box component="section" aria-labelledby="why-matched-title">
            <Typography id="why-matched-title" variant="subtitle2" component="h4">
              {S.whyMatched}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }} data-testid="why-matched">
              {result.method ? <li>{S.foundBy(result.method)}</li> : null}
              <li>{S.relevance(result.relevanceScore)}</li>
              <li>
                {S.thresholdUsed(
                  settings.threshold,
                  result.relevanceScore >= Math.round(settings.threshold * 100),
                )}
              </li>
              {result.method === 'hybrid' ? (
                <li>{S.weightsUsed(settings.semanticWeight, settings.keywordWeight)}</li>
              ) : null}
              <li>{words.length ? S.wordsFound(words) : S.noWordsFound}</li>
            </Box>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
            <Button
              component={RouterLink}
              to={previewPath(result.id)}
              variant="contained"
              startIcon={<VisibilityIcon />}
            >
              {S.openPreview}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => onDownload(result)}>
              {S.download}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {S.noSelection}
        </Typography>
      )}
    </Paper>
  );
}
