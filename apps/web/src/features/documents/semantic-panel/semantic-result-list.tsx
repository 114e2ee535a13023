/**
 * The panel's results as selectable rows. Each row is one toggle button (aria-pressed) that selects
 * the document for the detail pane; the actions live in the pane, so no button nests in another.
 */
import type { AiSearchResult } from '@firebreak/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileTypeIcon } from '../browse/file-type-icon';
import { DocumentInfoRow } from '../components/document-info-row';
import { RelevanceBadge } from '../components/relevance-badge';
import { DETAIL_PANE_ID } from './semantic-detail';
import { SEMANTIC_PANEL_STRINGS as S } from './strings';

export function SemanticResultList({
  results,
  selectedId,
  onSelect,
}: {
  results: AiSearchResult[];
  selectedId: string | null;
  onSelect: (result: AiSearchResult) => void;
}) {
  return (
    <List aria-label={S.resultList} disablePadding>
      {results.map((result) => {
        const selected = result.id === selectedId;
        return (
          <ListItem key={result.id} disablePadding divider data-testid="semantic-result">
            <ListItemButton
              selected={selected}
              aria-pressed={selected}
              aria-controls={DETAIL_PANE_ID}
              onClick={() => onSelect(result)}
              sx={{ alignItems: 'flex-start', gap: 2 }}
            >
              <FileTypeIcon type={result.type} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography sx={{ fontWeight: 600 }}>{result.name}</Typography>
                  <RelevanceBadge score={result.relevanceScore} />
                </Stack>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {result.description}
                </Typography>
                <DocumentInfoRow
                  chips={[{ label: result.category }]}
                  details={[result.size]}
                  sx={{ mt: 0.5, flexWrap: 'nowrap' }}
                />
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
