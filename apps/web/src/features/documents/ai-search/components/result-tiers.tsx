/**
 * The results in two tiers (issue 26 §1): 'Best matches', at or above the relevance the user chose
 * (the similarity slider, Balanced 0.70 unless moved), then 'Other matches (N)', drawn less certain.
 * Nothing is left out here: hiding what falls below is the settings' filter, set on purpose.
 */
import type { AiSearchResult } from '@firebreak/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { AI_SEARCH_STRINGS as S } from '../strings';
import { ResultRow } from './result-row';

export function ResultTiers({
  results,
  threshold,
  selectedId,
  onOpen,
  onDownload,
  onDetails,
}: {
  results: AiSearchResult[];
  /** 0–1, the similarity threshold. */
  threshold: number;
  selectedId: string | null;
  onOpen: (result: AiSearchResult, page?: number | null) => void;
  onDownload: (result: AiSearchResult) => void;
  onDetails: (result: AiSearchResult) => void;
}) {
  const percent = Math.round(threshold * 100);
  const best = results.filter((result) => result.relevanceScore >= percent);
  const other = results.filter((result) => result.relevanceScore < percent);
  const row = (result: AiSearchResult, lessCertain: boolean) => (
    <ResultRow
      key={result.id}
      result={result}
      lessCertain={lessCertain}
      selected={result.id === selectedId}
      onOpen={onOpen}
      onDownload={onDownload}
      onDetails={onDetails}
    />
  );
  return (
    <>
      <Box component="section" aria-labelledby="ai-best-matches" data-testid="best-matches">
        <Typography variant="subtitle1" component="h3" id="ai-best-matches" sx={{ mt: 1.5, fontWeight: 600 }}>
          {S.bestMatches}
        </Typography>
        {best.length ? (
          <List>{best.map((result) => row(result, false))}</List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {S.noBestMatches(percent)}
          </Typography>
        )}
      </Box>
      {other.length ? (
        <Box component="section" aria-labelledby="ai-other-matches" data-testid="other-matches">
          <Typography
            variant="subtitle1"
            component="h3"
            id="ai-other-matches"
            sx={{ mt: 2, fontWeight: 600 }}
          >
            {S.otherMatches(other.length)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {S.otherHint(percent)}
          </Typography>
          <List>{other.map((result) => row(result, true))}</List>
        </Box>
      ) : null}
    </>
  );
}
