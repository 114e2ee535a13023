/**
 * Compare Methods side by side: one column per method (three at md and wider; on a phone a toggle
 * picks the one column shown), each listing its top results with their relevance; a document more than one method found carries a
 * chip ('in all 3', 'also in keyword') and a coloured marker shared by its rows in every column.
 */
import { AI_SEARCH_METHODS, type AiSearchMethod, type CompareResponse } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RelevanceBadge } from '../../components/relevance-badge';
import { AI_SEARCH_STRINGS as S } from '../strings';

type Comparison = CompareResponse['comparison'];

// Dark enough for white text; one per document found by more than one method, in order of first sight.
// Bright enough to see as a bar on the dark theme; none is a relevance band's colour.
const MARKERS = ['#1565c0', '#6a1b9a', '#00695c', '#ad1457', '#4527a0', '#0277bd', '#6d4c41', '#283593'];

/** For each document id, the methods whose results hold it. */
export function methodsById(comparison: Comparison): Map<string, AiSearchMethod[]> {
  const found = new Map<string, AiSearchMethod[]>();
  for (const method of AI_SEARCH_METHODS)
    for (const result of comparison[method].results)
      found.set(result.id, [...new Set([...(found.get(result.id) ?? []), method])]);
  return found;
}

export function overlapLabel(method: AiSearchMethod, methods: AiSearchMethod[]): string | null {
  const others = methods.filter((other) => other !== method);
  if (others.length === 0) return null;
  if (others.length >= AI_SEARCH_METHODS.length - 1) return S.inAll;
  return S.alsoIn(others.join(' and '));
}

export function CompareView({ comparison }: { comparison: Comparison }) {
  const [shown, setShown] = useState<AiSearchMethod>('semantic');
  const found = methodsById(comparison);
  const shared = [...found].filter(([, methods]) => methods.length > 1).map(([id]) => id);
  const marker = (id: string) => {
    const index = shared.indexOf(id);
    return index < 0 ? null : MARKERS[index % MARKERS.length];
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="method-comparison"
      sx={{ p: 2, mb: 2 }}
      data-testid="method-comparison"
    >
      <Typography variant="h6" component="h2" id="method-comparison">
        {S.comparison}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {S.comparisonIntro}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={shown}
        onChange={(_, next: AiSearchMethod | null) => next && setShown(next)}
        aria-label={S.columnToShow}
        sx={{ display: { xs: 'flex', md: 'none' }, mb: 2 }}
      >
        {AI_SEARCH_METHODS.map((method) => (
          <ToggleButton key={method} value={method} sx={{ px: 0.5 }}>
            {S.methodLabels[method]} ({comparison[method].results.length})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={2}>
        {AI_SEARCH_METHODS.map((method) => {
          const { results } = comparison[method];
          const headingId = `compare-${method}`;
          return (
            <Grid
              key={method}
              size={{ xs: 12, md: 4 }}
              sx={{ minWidth: 0, display: { xs: method === shown ? 'block' : 'none', md: 'block' } }}
            >
              <Box
                component="section"
                aria-labelledby={headingId}
                data-testid={`compare-column-${method}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }}
              >
                <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
                  {S.methodLabels[method]}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({S.columnCount(results.length)})
                  </Typography>
                </Typography>
                {results.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                    {S.noColumnResults}
                  </Typography>
                ) : (
                  <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {results.map((result) => {
                      const colour = marker(result.id);
                      const overlap = overlapLabel(method, found.get(result.id) ?? []);
                      return (
                        <Box
                          component="li"
                          key={result.id}
                          data-testid="compare-row"
                          sx={{
                            py: 1,
                            pl: 1,
                            borderBottom: 1,
                            borderColor: 'divider',
                            borderLeft: 4,
                            borderLeftColor: colour ?? 'transparent',
                          }}
                        >
                          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                            {result.name}
                          </Typography>
                          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                            <RelevanceBadge score={result.relevanceScore} />
                            {overlap && colour ? (
                              <Chip
                                size="small"
                                label={overlap}
                                sx={{ bgcolor: colour, color: '#fff' }}
                                data-testid="overlap-chip"
                              />
                            ) : null}
                          </Stack>
                        </Box>
                      );
                    })}
                  </Box>
                )}
              </Box>
            </Grid>
          );
        })}
      </Grid>
    </Paper>
  );
}
