/**
 * Texts of the semantic panel on the AI Search tab (spec §2 last AI Search bullet, §4 Semantic panel).
 * The states reuse the AI search's own texts where they fit, so both panels speak alike.
 */
import { AI_SEARCH_STRINGS } from '../ai-search/strings';

export const SEMANTIC_PANEL_STRINGS = {
  title: 'Semantic Search',
  intro: 'Tune the search method, threshold and weights, then pick a result to see its details.',
  queryLabel: 'Semantic search query',
  placeholder: 'Describe the document you need, e.g. "pump test record for a diesel fire pump"',
  clearQuery: 'Clear semantic query',
  method: 'Search method',
  methods: { semantic: 'Semantic', keyword: 'Keyword', hybrid: 'Hybrid' },
  threshold: 'Threshold',
  thresholdHint: 'Used by the semantic method',
  semanticWeight: 'Semantic weight',
  keywordWeight: 'Keyword weight',
  weightsHint: 'Used by the hybrid method; the two always sum to 1',
  limit: 'Result limit',
  tags: AI_SEARCH_STRINGS.tags,
  suggestions: 'Semantic search suggestions',
  results: 'Semantic Results',
  found: AI_SEARCH_STRINGS.found,
  methodUsed: AI_SEARCH_STRINGS.method,
  updating: 'Updating results',
  analyzing: AI_SEARCH_STRINGS.analyzing,
  noResults: AI_SEARCH_STRINGS.noResults,
  prompt: 'Enter a search term to run a semantic search',
  searchFailed: AI_SEARCH_STRINGS.searchFailed,
  resultList: 'Semantic search results',
  details: 'Document details',
  noSelection: 'Select a result to see its details.',
  closeDetails: 'Close details',
  noDescription: 'No description.',
  noTags: 'No tags',
  openPreview: 'Open preview',
  download: 'Download',
  downloading: (name: string) => `Downloading ${name}...`,
  downloadFailed: 'Failed to download document',
} as const;
