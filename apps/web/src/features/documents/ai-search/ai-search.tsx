/**
 * AI Search (spec §2, §4, §5): query box, the four method tabs, AI Options, Clear, suggestion
 * chips, the AI Analysis banner (first tab only), and the results panel. Searches run 300 ms after
 * the last change for a non-blank query; Compare (fourth tab only) shows comparison.hybrid.results.
 * The second, semantic panel (semantic-panel/) sits below the results.
 */

import { type AiSearchResult, DOCUMENT_SEARCH, type QueryAnalysis } from '@firebreak/shared';
import PsychologyIcon from '@mui/icons-material/Psychology';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isAxiosError } from 'axios';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadDocument, previewPath } from '../browse/documents-api';
import { LoadingText } from '../browse/loading-text';
import { SearchBox } from '../components/search-box';
import { SemanticPanel } from '../semantic-panel/semantic-panel';
import { AiOptions } from './ai-options';
import {
  type AiSearchSettings,
  analyzeQuery,
  compareMethods,
  fetchSuggestions,
  searchByMethod,
  useSearchFilters,
} from './ai-search-api';
import { ResultRow } from './result-row';
import { METHOD_BY_TAB, AI_SEARCH_STRINGS as S } from './strings';

const { defaults } = DOCUMENT_SEARCH;
const DEFAULT_SETTINGS: AiSearchSettings = {
  category: '',
  type: '',
  tags: [],
  limit: defaults.limit,
  threshold: defaults.threshold,
  semanticWeight: defaults.semanticWeight,
  keywordWeight: defaults.keywordWeight,
};

export function AiSearch({ onOpenDocument }: { onOpenDocument?: (result: AiSearchResult) => void }) {
  const navigate = useNavigate();
  const open = onOpenDocument ?? ((result: AiSearchResult) => navigate(previewPath(result.id)));
  const { data: filterData } = useSearchFilters();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState(0);
  const [showOptions, setShowOptions] = useState(false);
  const [settings, setSettings] = useState<AiSearchSettings>(DEFAULT_SETTINGS);
  const [results, setResults] = useState<AiSearchResult[]>([]);
  const [resultMethod, setResultMethod] = useState<string>(METHOD_BY_TAB[0]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<QueryAnalysis | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const analysed = useRef<string>('');
  const blank = query.trim() === '';
  const hasFilter = Boolean(settings.category || settings.type || settings.tags.length);

  useEffect(() => {
    if (blank || tab === 3) return;
    const method = METHOD_BY_TAB[tab] ?? 'hybrid';
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      setError(null);
      try {
        const response = await searchByMethod(method, query.trim(), settings, controller.signal);
        setResults(response.results);
        setResultMethod(response.method);
        if (tab === 0 && method === 'semantic' && analysed.current !== query.trim()) {
          analysed.current = query.trim();
          analyzeQuery(query.trim()).then(setAnalysis, (cause) =>
            console.error('Query analysis failed', cause),
          );
        }
      } catch (cause) {
        if (controller.signal.aborted) return;
        setResults([]);
        setError(S.searchFailed(isAxiosError(cause) ? cause.response?.statusText || undefined : undefined));
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, DOCUMENT_SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, tab, settings, blank]);

  useEffect(() => {
    if (blank) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query.trim(), controller.signal).then(setSuggestions, (cause) => {
        if (!controller.signal.aborted) console.error('Suggestions failed', cause);
      });
    }, DOCUMENT_SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, blank]);

  const clearAll = () => {
    setQuery('');
    setSettings((current) => ({ ...current, category: '', type: '', tags: [] }));
    setResults([]);
    setAnalysis(null);
    setSuggestions([]);
    setError(null);
    analysed.current = '';
  };

  const runCompare = async () => {
    setLoading(true);
    setError(null);
    try {
      const { comparison } = await compareMethods(query.trim(), settings);
      setResults(comparison.hybrid.results);
      setResultMethod('hybrid');
    } catch {
      setResults([]);
      setError(S.compareFailed);
    } finally {
      setLoading(false);
    }
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
          onClick={() => setShowOptions((shown) => !shown)}
          aria-expanded={showOptions}
        >
          {S.options}
        </Button>
        {!blank || hasFilter ? <Button onClick={clearAll}>{S.clear}</Button> : null}
        {tab === 3 ? (
          <Button variant="contained" disabled={blank || loading} onClick={runCompare}>
            {S.compare}
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        aria-label={S.methodTabs}
        sx={{ mb: 2 }}
      >
        {S.tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {showOptions ? (
        <AiOptions
          settings={settings}
          filters={filterData?.filters}
          onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
        />
      ) : null}
      {suggestions.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap' }}
          aria-label={S.suggestions}
        >
          {suggestions.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              onClick={() => setQuery(suggestion)}
              variant="outlined"
            />
          ))}
        </Stack>
      ) : null}
      {tab === 0 && analysis && !blank ? (
        <Alert severity="info" icon={<PsychologyIcon />} sx={{ mb: 2 }} data-testid="ai-analysis">
          <Typography sx={{ fontWeight: 600 }}>{S.analysis}</Typography>
          <Typography variant="body2">
            {S.intent(analysis.intent)} · {S.confidence(Math.round(analysis.confidence * 100))}
          </Typography>
          {analysis.suggestions.length > 1 ? (
            <Typography variant="body2">
              {S.tryLabel} {analysis.suggestions.slice(1).join(', ')}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ai-search-results">
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
          <Typography sx={{ py: 3 }} color="text.secondary">
            {S.noResults}
          </Typography>
        ) : (
          <List>
            {results.map((result) => (
              <ResultRow key={result.id} result={result} onOpen={open} onDownload={download} />
            ))}
          </List>
        )}
      </Paper>
      <SemanticPanel />
    </Box>
  );
}
