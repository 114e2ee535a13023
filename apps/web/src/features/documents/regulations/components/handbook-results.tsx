/**
 * Hits: page number, matches, relevance and the context with the query's words highlighted. A hit's
 * page number opens the whole page's text (HandbookPageDialog).
 */
import type { HandbookHit, HandbookPage } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SearchMode } from '../hooks/use-handbook-search';
import { REGULATIONS_STRINGS as S } from '../strings';
import { HandbookPageDialog } from './handbook-page-dialog';
import { HighlightedText } from './highlighted-text';

type Props = {
  mode: SearchMode;
  results: readonly HandbookHit[];
  terms: readonly string[];
  boxText: string;
  pages: readonly HandbookPage[];
};

function heading(mode: SearchMode, count: number, boxText: string): string | null {
  if (mode.kind === 'chapter') {
    const { chapter } = mode;
    return S.resultsInChapter(S.chapterTitle(chapter.number, chapter.name), chapter.from, chapter.to, count);
  }
  if (mode.kind === 'topic') return S.resultsFor(boxText, count);
  return mode.query.trim() ? S.resultsFor(mode.query.trim(), count) : null;
}

export function HandbookResults({ mode, results, terms, boxText, pages }: Props) {
  // The page stays set while the dialog closes, so its text does not vanish mid-fade.
  const [page, setPage] = useState<HandbookPage | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const title = heading(mode, results.length, boxText);
  if (!title) return null;
  return (
    <Box component="section" aria-labelledby="handbook-results-title" sx={{ mb: 3 }}>
      {/* A live region around the heading: a heading may not take the status role itself. */}
      <div role="status">
        <Typography id="handbook-results-title" component="h3" variant="h6">
          {title}
        </Typography>
      </div>
      {results.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {S.noResults(mode.kind === 'chapter' ? mode.chapter.name : boxText.trim())}
        </Typography>
      ) : (
        <List aria-label={S.results}>
          {results.map((hit) => (
            <ListItem key={hit.page} divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  <Link
                    component="button"
                    color="inherit"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setPage(pages.find((p) => p.page_number === hit.page) ?? null);
                      setIsOpen(true);
                    }}
                    sx={{ font: 'inherit', verticalAlign: 'baseline' }}
                  >
                    {S.page(hit.page)}
                  </Link>
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
                <HighlightedText text={hit.context} terms={terms} />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <HandbookPageDialog page={page} open={isOpen} terms={terms} onClose={() => setIsOpen(false)} />
    </Box>
  );
}
