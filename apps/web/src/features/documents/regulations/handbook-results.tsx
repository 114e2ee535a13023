/** Hits: page number, matches, relevance and the context with the query's words highlighted. */
import { type HandbookHit, highlightSegments } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SearchMode } from './hooks/use-handbook-search';
import { REGULATIONS_STRINGS as S } from './strings';

type Props = { mode: SearchMode; results: readonly HandbookHit[]; terms: readonly string[]; boxText: string };

function heading(mode: SearchMode, count: number, boxText: string): string | null {
  if (mode.kind === 'chapter') {
    const { chapter } = mode;
    return S.resultsInChapter(S.chapterTitle(chapter.number, chapter.name), chapter.from, chapter.to, count);
  }
  if (mode.kind === 'topic') return S.resultsFor(boxText, count);
  return mode.query.trim() ? S.resultsFor(mode.query.trim(), count) : null;
}

export function HandbookResults({ mode, results, terms, boxText }: Props) {
  const title = heading(mode, results.length, boxText);
  if (!title) return null;
  return (
    <Box component="section" aria-labelledby="handbook-results-title" sx={{ mb: 3 }}>
      <Typography id="handbook-results-title" component="h3" variant="h6" role="status">
        {title}
      </Typography>
      {results.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {S.noResults(mode.kind === 'chapter' ? mode.query || mode.chapter.name : boxText.trim())}
        </Typography>
      ) : (
        <List aria-label={S.results}>
          {results.map((hit) => (
            <ListItem key={hit.page} divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {S.page(hit.page)}
                </Typography>
                <Chip size="small" label={S.matches(hit.matches)} />
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={S.relevance(hit.relevanceScore)}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                <Highlighted text={hit.context} terms={terms} />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The context with matching words in <mark>; each part is keyed by where it starts in the text. */
function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  let offset = 0;
  return highlightSegments(text, terms).map((segment) => {
    const at = offset;
    offset += segment.text.length;
    return segment.match ? (
      <Box component="mark" key={at} sx={{ bgcolor: 'warning.main', color: 'common.black', px: 0.25 }}>
        {segment.text}
      </Box>
    ) : (
      <span key={at}>{segment.text}</span>
    );
  });
}
