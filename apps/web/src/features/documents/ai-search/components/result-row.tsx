/**
 * One AI search result (spec §2): type icon, name, relevance badge, view/download, chips, tags; a
 * details button shows the result and why it matched in the settings area's details part. Its best
 * passage (issue 26 §3) is the snippet, the query's words marked, with 'Open at page N' for a PDF.
 * Under 'Other matches' a row is drawn less certain: quieter, its passage shorter.
 */
import { type AiSearchResult, DOCUMENT_SEARCH, formatShortDate } from '@firebreak/shared';
import DownloadIcon from '@mui/icons-material/Download';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileTypeIcon } from '../../browse/components/file-type-icon';
import { TagChips } from '../../browse/components/tag-chips';
import { DocumentInfoRow } from '../../components/document-info-row';
import { RelevanceBadge } from '../../components/relevance-badge';
import { AI_SEARCH_STRINGS as S } from '../strings';
import { PassageText } from './passage-text';

export function ResultRow({
  result,
  selected,
  lessCertain = false,
  onOpen,
  onDownload,
  onDetails,
}: {
  result: AiSearchResult;
  selected: boolean;
  /** Listed under 'Other matches': drawn quieter. */
  lessCertain?: boolean;
  onOpen: (result: AiSearchResult, page?: number | null) => void;
  onDownload: (result: AiSearchResult) => void;
  onDetails: (result: AiSearchResult) => void;
}) {
  const passage = result.passage;
  const page = result.type === 'pdf' ? passage?.page : null;
  return (
    <ListItem
      divider
      onClick={() => onOpen(result)}
      sx={{
        cursor: 'pointer',
        px: { xs: 0, sm: 2 },
        bgcolor: selected ? 'action.selected' : undefined,
        ...(lessCertain ? { borderLeft: 3, borderLeftStyle: 'dashed', borderLeftColor: 'divider' } : {}),
      }}
      data-testid="ai-search-row"
      data-tier={lessCertain ? 'other' : 'best'}
    >
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ width: '100%', minWidth: 0 }}>
        <FileTypeIcon type={result.type} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component="button"
              underline="hover"
              color="inherit"
              sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              {result.name}
            </Link>
            <RelevanceBadge score={result.relevanceScore} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {result.description}
          </Typography>
          {passage ? (
            <Box
              sx={{ mt: 0.75, pl: 1, borderLeft: 2, borderColor: lessCertain ? 'divider' : 'primary.light' }}
              aria-label={S.passageOf(result.name)}
              role="group"
              data-testid="result-passage"
            >
              {passage.heading ? (
                <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                  {passage.heading}
                </Typography>
              ) : null}
              <PassageText
                passage={passage}
                sx={{
                  typography: 'body2',
                  ...(lessCertain
                    ? {
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }
                    : {}),
                }}
              />
              {page ? (
                <Button
                  size="small"
                  sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(result, page);
                  }}
                  aria-label={`${S.openAtPage(page)}: ${result.name}`}
                >
                  {S.openAtPage(page)}
                </Button>
              ) : null}
            </Box>
          ) : null}
          <DocumentInfoRow
            chips={[
              { label: result.category },
              result.department ? { label: result.department, outlined: true } : null,
              result.method ? { label: result.method, outlined: true, primary: true } : null,
            ]}
            details={[`${result.size} · ${formatShortDate(result.lastModified)}`]}
          >
            <TagChips tags={result.tags} max={DOCUMENT_SEARCH.searchRowTags} />
          </DocumentInfoRow>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignSelf: 'flex-start' }}>
          <IconButton
            aria-label={S.details(result.name)}
            aria-pressed={selected}
            onClick={(event) => {
              event.stopPropagation();
              onDetails(result);
            }}
          >
            <InfoOutlinedIcon />
          </IconButton>
          <IconButton
            aria-label={S.view(result.name)}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(result);
            }}
          >
            <VisibilityIcon />
          </IconButton>
          <IconButton
            aria-label={S.download(result.name)}
            onClick={(event) => {
              event.stopPropagation();
              onDownload(result);
            }}
          >
            <DownloadIcon />
          </IconButton>
        </Stack>
      </Stack>
    </ListItem>
  );
}
