/**
 * The second, semantic panel of the AI Search tab (spec §2, §4 Semantic panel, §9 defaults): its own
 * query box, method, threshold, weights, limit and filters; suggestion chips; selectable results
 * with a detail pane. The query (with the settings) is debounced 300 ms; an empty query clears the
 * results, the suggestions and the selected item at once.
 */
import { type AiSearchResult, DOCUMENT_SEARCH } from '@firebreak/shared';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNotice } from '@/lib/use-notice';
import { downloadDocument } from '../api/download-document';
import { useSearchFilters } from '../api/get-search-filters';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { searchQueryOptions } from '../api/search-documents';
import { LoadingText } from '../browse/loading-text';
import { SearchBox } from '../components/search-box';
import { SemanticDetail } from './semantic-detail';
import { SemanticResultList } from './semantic-result-list';
import { type SemanticPanelSettings, SemanticSettings } from './semantic-settings';
import { SEMANTIC_PANEL_STRINGS as S } from './strings';

const { defaults } = DOCUMENT_SEARCH;
export const SEMANTIC_DEFAULTS: SemanticPanelSettings = {
  method: 'hybrid',
  category: '',
  type: '',
  tags: [],
  limit: defaults.limit,
  threshold: defaults.threshold,
  semanticWeight: defaults.semanticWeight,
  keywordWeight: defaults.keywordWeight,
};

export function SemanticPanel() {
  const { data: filterData } = useSearchFilters();
  const [query, setQuery] = useState('');
  const [settings, setSettings] = useState<SemanticPanelSettings>(SEMANTIC_DEFAULTS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { notify, notice } = useNotice();
  const trimmed = query.trim();
  const request = useMemo(() => ({ q: trimmed, settings }), [trimmed, settings]);
  const settled = useDebouncedValue(request, DOCUMENT_SEARCH.debounceMs);
  // An empty query takes effect at once; anything else waits for the pause.
  const active = trimmed === '' ? '' : settled.q;

  const search = useQuery(searchQueryOptions(settled.settings.method, active, settled.settings));
  const suggestions = useQuery(suggestionsQueryOptions(active));
  const results = active === '' ? [] : (search.data?.results ?? []);
  const selected = results.find((result) => result.id === selectedId);
  const pending = trimmed !== '' && (active !== trimmed || search.isPending);

  const changeQuery = (next: string) => {
    setQuery(next);
    if (next.trim() === '') setSelectedId(null);
  };

  const download = async (result: AiSearchResult) => {
    notify(S.downloading(result.name));
    if (!(await downloadDocument(result.id, result.fileName))) notify(S.downloadFailed);
  };

  const failure = search.isError && active !== '' ? S.searchFailed(statusText(search.error)) : null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="semantic-panel-title"
      sx={{ p: 2, mt: 3 }}
      data-testid="semantic-panel"
    >
      <Typography variant="h6" component="h2" id="semantic-panel-title">
        {S.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {S.intro}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <SearchBox
          value={query}
          onChange={changeQuery}
          placeholder={S.placeholder}
          label={S.queryLabel}
          clearLabel={S.clearQuery}
          icon={<ManageSearchIcon aria-hidden />}
          maxLength={DOCUMENT_SEARCH.queryMaxLength}
        />
        <SemanticSettings
          settings={settings}
          filters={filterData?.filters}
          onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
        />
      </Stack>
      {active !== '' && suggestions.data?.length ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap' }}
          role="group"
          aria-label={S.suggestions}
          data-testid="semantic-suggestions"
        >
          {suggestions.data.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              variant="outlined"
              onClick={() => changeQuery(suggestion)}
            />
          ))}
        </Stack>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {S.results} {active === '' || pending ? null : S.found(results.length)}
        </Typography>
        {active !== '' && search.data ? (
          <Typography variant="body2" color="text.secondary">
            {S.methodUsed(search.data.method)}
          </Typography>
        ) : null}
      </Stack>
      {trimmed === '' ? (
        <Typography sx={{ py: 3 }} color="text.secondary">
          {S.prompt}
        </Typography>
      ) : pending && results.length === 0 ? (
        <LoadingText text={S.analyzing} />
      ) : failure ? null : (
        <>
          {pending || search.isFetching ? <LinearProgress aria-label={S.updating} sx={{ mb: 1 }} /> : null}
          {results.length === 0 ? (
            <Typography sx={{ py: 3 }} color="text.secondary">
              {S.noResults}
            </Typography>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 7 }}>
                <SemanticResultList
                  results={results}
                  selectedId={selected?.id ?? null}
                  onSelect={(result) => setSelectedId(result.id)}
                />
              </Grid>
              <Grid
                size={{ xs: 12, md: 5 }}
                // The pane stays in view while a long result list scrolls past it.
                sx={{ alignSelf: 'flex-start', position: { md: 'sticky' }, top: { md: 80 } }}
              >
                <SemanticDetail result={selected} onClose={() => setSelectedId(null)} onDownload={download} />
              </Grid>
            </Grid>
          )}
        </>
      )}
      {notice}
    </Paper>
  );
}

function statusText(error: unknown): string | undefined {
  return isAxiosError(error) ? error.response?.statusText || undefined : undefined;
}
