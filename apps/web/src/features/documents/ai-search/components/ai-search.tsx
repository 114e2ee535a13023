/**
 * AI Search (spec §2, §4, §5): query box, the four method tabs, AI Options, Clear, suggestion
 * chips, the AI Analysis banner (first tab only), and the results panel. Issue 26: the search is
 * asked without a threshold, so the panel lists every ranked result, at or above the chosen
 * relevance as 'Best matches' and the rest under 'Other matches (N)'; the settings' filter hides the
 * rest on purpose and the panel says how many it hides. Above the results, the 'Best answer' when
 * the server has one; each row shows its best passage, with 'Open at page N'. Searches run 300 ms after
 * the last change for a non-blank query; Compare (fourth tab only) shows comparison.hybrid.results
 * as the results, and the three methods side by side above them. The spec's second, semantic panel
 * is the collapsible 'Search settings and details' area under the tabs (semantic-panel/): its settings
 * drive this one search, 'AI Options' opens and closes it, and it shows the chosen result's details.
 */

import { type AiSearchResult, DOCUMENT_SEARCH, describeIntent, previewPath } from '@firebreak/shared';
import PsychologyIcon from '@mui/icons-material/Psychology';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadDocument } from '@/entities/document/api/download-document';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { analysisQueryOptions } from '../../api/analyze-query';
import { useCompareMethods } from '../../api/compare-methods';
import { useSearchFilters } from '../../api/get-search-filters';
import { suggestionsQueryOptions } from '../../api/get-suggestions';
import { type AiSearchSettings, searchQueryOptions } from '../../api/search-documents';
import { LoadingText } from '../../browse/components/loading-text';
import { NO_LINK_FILTERS } from '../../components/link-filter-fields';
import { SearchBox } from '../../components/search-box';
import { SETTINGS_AREA_ID, SemanticPanel } from '../../semantic-panel/components/semantic-panel';
import { METHOD_BY_TAB, AI_SEARCH_STRINGS as S } from '../strings';
import { BestAnswer } from './best-answer';
import { CompareView } from './compare-view';
import { ResultTiers } from './result-tiers';

const { defaults } = DOCUMENT_SEARCH;
const DEFAULT_SETTINGS: AiSearchSettings = {
  category: '',
  type: '',
  tags: [],
  limit: defaults.limit,
  threshold: defaults.threshold,
  hideBelow: false,
  semanticWeight: defaults.semanticWeight,
  keywordWeight: defaults.keywordWeight,
  ...NO_LINK_FILTERS,
};
const COMPARE_TAB = 3;

export function AiSearch({
  onOpenDocument,
}: {
  onOpenDocument?: (result: AiSearchResult, page?: number | null) => void;
}) {
  const navigate = useNavigate();
  const open =
    onOpenDocument ??
    ((result: AiSearchResult, page?: number | null) => navigate(previewPath(result.id, page)));
  const { data: filterData } = useSearchFilters();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState(0);
  const [showSettings, setShowSettings] = useState(false);
  const [settings, setSettings] = useState<AiSearchSettings>(DEFAULT_SETTINGS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const focusDetails = useRef(false);
  const trimmed = query.trim();
  const blank = trimmed === '';
  const hasFilter = Boolean(settings.category || settings.type || settings.tags.length);
  const comparing = tab === COMPARE_TAB;
  const method = METHOD_BY_TAB[tab] ?? 'hybrid';

  // The query and settings are asked for once they have rested 300 ms; a blank query asks nothing.
  const request = useMemo(() => ({ q: trimmed, settings }), [trimmed, settings]);
  const settled = useDebouncedValue(request, DOCUMENT_SEARCH.debounceMs);
  const active = blank ? '' : settled.q;
  const search = useQuery({
    ...searchQueryOptions(method, active, settled.settings),
    enabled: active !== '' && !comparing,
  });
  const suggestions = useQuery(suggestionsQueryOptions(active));
  // The AI Analysis banner belongs to the semantic first tab, asked once a search there has answered.
  const analysis = useQuery(
    analysisQueryOptions(
      active,
      tab === 0 && method === 'semantic' && search.isSuccess && !search.isPlaceholderData,
    ),
  );
  const compare = useCompareMethods();

  const results = blank
    ? []
    : comparing
      ? (compare.data?.comparison.hybrid.results ?? [])
      : search.isError
        ? []
        : (search.data?.results ?? []);
  const selected = results.find((result) => result.id === selectedId);
  const answer = !comparing && !blank && !search.isError ? search.data : undefined;
  // After a row's details button, focus moves to the details it opened.
  useEffect(() => {
    if (!focusDetails.current || !selected) return;
    focusDetails.current = false;
    detailHeading.current?.focus();
  }, [selected]);
  const resultMethod = comparing ? 'hybrid' : (search.data?.method ?? method);
  const loading = comparing ? compare.isPending : !blank && (request !== settled || search.isFetching);
  const error = comparing
    ? compare.isError
      ? S.compareFailed
      : null
    : search.isError && !blank
      ? S.searchFailed(
          isAxiosError(search.error) ? search.error.response?.statusText || undefined : undefined,
        )
      : null;

  const clearAll = () => {
    setQuery('');
    setSelectedId(null);
    setSettings((current) => ({ ...current, category: '', type: '', tags: [] }));
    compare.reset();
  };

  const runCompare = () => compare.mutate({ query: trimmed, settings });

  const showHidden = () => setSettings((current) => ({ ...current, hideBelow: false }));

  const openAnswer = (documentId: string, page: number | null) => {
    const result = results.find((candidate) => candidate.id === documentId);
    if (result) open(result, page);
    else navigate(previewPath(documentId, page));
  };

  const showDetails = (result: AiSearchResult) => {
    focusDetails.current = true;
    setSelectedId(result.id);
    setShowSettings(true);
  };

  const download = async (result: AiSearchResult) => {
    if (!(await downloadDocument(result.id, result.fileName)))
      console.error('Error downloading document:', result.id);
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <SearchBox
          value={query}
          onChange={setQuery}
          placeholder={S.placeholder}
          label={S.queryLabel}
          clearLabel={S.clearQuery}
          icon={<PsychologyIcon aria-hidden />}
          maxLength={DOCUMENT_SEARCH.queryMaxLength}
        />
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          onClick={() => setShowSettings((shown) => !shown)}
          aria-expanded={showSettings}
          aria-controls={SETTINGS_AREA_ID}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {S.options}
        </Button>
        {!blank || hasFilter ? (
          <Button onClick={clearAll} sx={{ flexShrink: 0 }}>
            {S.clear}
          </Button>
        ) : null}
        {comparing ? (
          <Button variant="contained" disabled={blank || loading} onClick={runCompare} sx={{ flexShrink: 0 }}>
            {S.compare}
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        aria-label={S.methodTabs}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {S.tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <SemanticPanel
        expanded={showSettings}
        onToggle={setShowSettings}
        settings={settings}
        method={method}
        comparing={comparing}
        onMethodChange={(next) => setTab(METHOD_BY_TAB.indexOf(next))}
        onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
        filters={filterData?.filters}
        query={trimmed}
        selected={selected}
        detailHeadingRef={detailHeading}
        onCloseDetails={() => setSelectedId(null)}
        onDownload={download}
      />
      {!blank && suggestions.data?.length ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap' }}
          aria-label={S.suggestions}
        >
          {suggestions.data.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              onClick={() => setQuery(suggestion)}
              variant="outlined"
            />
          ))}
        </Stack>
      ) : null}
      {tab === 0 && analysis.data && !blank ? (
        <Alert severity="info" icon={<PsychologyIcon />} sx={{ mb: 2 }} data-testid="ai-analysis">
          <Typography sx={{ fontWeight: 600 }}>{S.analysis}</Typography>
          <Typography variant="body2" data-testid="ai-intent">
            {analysis.data.description ?? describeIntent(analysis.data.intent, analysis.data.confidence)}
          </Typography>
          {analysis.data.reading?.asks.map((ask) => (
            <Typography variant="body2" key={ask.id}>
              {S.reading(ask.cue, ask.label)}
            </Typography>
          ))}
          {analysis.data.reading?.questionWords.length ? (
            <Typography variant="body2">{S.notCounted(analysis.data.reading.questionWords)}</Typography>
          ) : null}
          {analysis.data.suggestions.length > 1 ? (
            <Typography variant="body2">
              {S.tryLabel} {analysis.data.suggestions.slice(1).join(', ')}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {comparing && !blank && compare.data && !compare.isPending ? (
        <CompareView comparison={compare.data.comparison} />
      ) : null}
      {answer?.bestAnswer && !loading ? <BestAnswer answer={answer.bestAnswer} onOpen={openAnswer} /> : null}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2 } }}
        component="section"
        aria-labelledby="ai-search-results"
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="ai-search-results">
            {S.results} {blank ? null : S.found(results.length)}
          </Typography>
          {blank ? null : (
            <Typography variant="body2" color="text.secondary">
              {S.method(resultMethod)}
            </Typography>
          )}
        </Stack>
        {loading ? (
          <LoadingText text={S.analyzing} />
        ) : blank ? (
          <Typography sx={{ py: 3 }} color="text.secondary">
            {S.prompt}
          </Typography>
        ) : results.length === 0 ? (
          <Box sx={{ py: 3 }}>
            <Typography color="text.secondary">{S.noResults}</Typography>
            {answer?.belowThreshold ? (
              <HiddenNote count={answer.belowThreshold} threshold={settings.threshold} onShow={showHidden} />
            ) : answer?.suggestions.length ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {S.noMatchHint}
                </Typography>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
                  data-testid="no-match-suggestions"
                >
                  <Typography variant="body2">{S.tryWords}</Typography>
                  {answer.suggestions.map((suggestion) => (
                    <Chip
                      key={suggestion}
                      label={suggestion}
                      onClick={() => setQuery(suggestion)}
                      variant="outlined"
                    />
                  ))}
                </Stack>
              </>
            ) : null}
          </Box>
        ) : (
          <>
            {answer?.belowThreshold ? (
              <HiddenNote count={answer.belowThreshold} threshold={settings.threshold} onShow={showHidden} />
            ) : null}
            <ResultTiers
              results={results}
              threshold={settings.threshold}
              selectedId={selectedId}
              onOpen={open}
              onDownload={download}
              onDetails={showDetails}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}

/** What the threshold filter hides, and a way to show it again. */
function HiddenNote({ count, threshold, onShow }: { count: number; threshold: number; onShow: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mt: 1 }}
      data-testid="hidden-below"
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          {S.showHidden}
        </Button>
      }
    >
      {S.hiddenBelow(count, threshold)}
    </Alert>
  );
}
