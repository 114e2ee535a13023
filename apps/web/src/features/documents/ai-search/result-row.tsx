/**
 * One AI search result (spec §2): type icon, name, relevance badge, view/download, chips, tags; a
 * details button shows the result and why it matched in the settings area's details part.
 */
import { type AiSearchResult, DOCUMENT_SEARCH, formatShortDate } from '@firebreak/shared';
import DownloadIcon from '@mui/icons-material/Download';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileTypeIcon } from '../browse/file-type-icon';
import { TagChips } from '../browse/tag-chips';
import { DocumentInfoRow } from '../components/document-info-row';
import { RelevanceBadge } from '../components/relevance-badge';
import { AI_SEARCH_STRINGS as S } from './strings';

export function ResultRow({
  result,
  selected,
  onOpen,
  onDownload,
  onDetails,
}: {
  result: AiSearchResult;
  selected: boolean;
  onOpen: (result: AiSearchResult) => void;
  onDownload: (result: AiSearchResult) => void;
  onDetails: (result: AiSearchResult) => void;
}) {
  return (
    <ListItem
      divider
      onClick={() => onOpen(result)}
      sx={{ cursor: 'pointer', px: { xs: 0, sm: 2 }, bgcolor: selected ? 'action.selected' : undefined }}
      data-testid="ai-search-row"
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
