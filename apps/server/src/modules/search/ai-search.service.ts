/**
 * §7 AI search: filter options, search by method, query analysis, suggestions and comparison.
 * The routes count each search and analysis as an AI decision (system/usage-counter.ts).
 */
import type {
  AiSearchMethod,
  AiSearchResult,
  DocumentStatistics,
  FilterOptionsResponse,
  QueryAnalysis,
  QueryIntent,
} from '@firebreak/shared';
import type { DocumentIndex } from './document-index';
import type { SearchOptions } from './engine';
import { tokenize } from './text';

export function searchDocuments(
  index: DocumentIndex,
  query: string,
  options: SearchOptions,
): { results: AiSearchResult[]; tookMs: number } {
  const started = performance.now();
  const hits = index.engine.search(query, options);
  const results: AiSearchResult[] = [];
  for (const hit of hits) {
    const card = index.cards.get(hit.id);
    if (card) results.push({ ...card, relevanceScore: hit.relevance, method: hit.method });
  }
  return { results, tookMs: Math.round((performance.now() - started) * 100) / 100 };
}

export function filterOptions(index: DocumentIndex): FilterOptionsResponse {
  const categories = new Set<string>();
  const types = new Set<string>();
  const tags = new Set<string>();
  const departments = new Set<string>();
  const byType: Record<string, number> = {};
  for (const card of index.cards.values()) {
    categories.add(card.category);
    types.add(card.type);
    if (card.department) departments.add(card.department);
    byType[card.type] = (byType[card.type] ?? 0) + 1;
    for (const tag of card.tags) tags.add(tag);
  }
  const statistics: DocumentStatistics = {
    totalDocuments: index.cards.size,
    categories: categories.size,
    departments: departments.size,
    fileTypes: types.size,
    byType,
  };
  return {
    filters: { categories: [...categories].sort(), types: [...types].sort(), tags: [...tags].sort() },
    statistics,
  };
}

/** Cue words per intent; the first intent with the most cues wins. */
const INTENT_CUES: [QueryIntent, string[]][] = [
  ['find_form', ['form', 'application', 'apply', 'request', 'claim', 'permit', 'template', 'register']],
  [
    'find_procedure',
    [
      'procedure',
      'instruction',
      'how',
      'steps',
      'process',
      'checklist',
      'method',
      'install',
      'test',
      'maintain',
      'maintenance',
      'commissioning',
    ],
  ],
  [
    'find_regulation',
    [
      'sans',
      'nfpa',
      'regulation',
      'regulations',
      'standard',
      'standards',
      'code',
      'compliance',
      'act',
      'legislation',
      'saqcc',
      'bylaw',
    ],
  ],
  [
    'find_financial',
    [
      'invoice',
      'budget',
      'cost',
      'costs',
      'price',
      'pricing',
      'quote',
      'quotation',
      'payment',
      'expense',
      'financial',
      'finance',
      'tender',
      'purchase',
    ],
  ],
  [
    'find_person_or_hr',
    [
      'leave',
      'hr',
      'employee',
      'employees',
      'staff',
      'salary',
      'payroll',
      'overtime',
      'training',
      'onboarding',
      'disciplinary',
      'performance',
      'holiday',
      'off',
    ],
  ],
  [
    'find_document',
    [
      'document',
      'certificate',
      'report',
      'drawing',
      'manual',
      'plan',
      'presentation',
      'schedule',
      'policy',
      'record',
    ],
  ],
];

export function analyzeQuery(index: DocumentIndex, query: string): QueryAnalysis {
  const words = new Set(tokenize(query.slice(0, 2000)));
  let best: QueryIntent = 'other';
  let bestCount = 0;
  for (const [intent, cues] of INTENT_CUES) {
    const count = cues.filter((cue) => words.has(cue)).length;
    if (count > bestCount) {
      best = intent;
      bestCount = count;
    }
  }
  const confidence = bestCount === 0 ? 0.3 : Math.min(0.95, 0.55 + 0.15 * bestCount);
  const hits = index.engine.search(query, { method: 'hybrid', limit: 5, threshold: 0.3 });
  const suggestions = hits
    .map((hit) => index.cards.get(hit.id)?.name)
    .filter((name): name is string => Boolean(name));
  return { intent: best, confidence: Math.round(confidence * 100) / 100, suggestions };
}

export function compareMethods(index: DocumentIndex, query: string, options: Omit<SearchOptions, 'method'>) {
  const run = (method: AiSearchMethod) => ({
    results: searchDocuments(index, query, { ...options, method }).results,
  });
  return { comparison: { semantic: run('semantic'), keyword: run('keyword'), hybrid: run('hybrid') } };
}
