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
} from '@firebreak/shared';
import type { DocumentIndex } from './document-index';
import { createGloveEmbedder } from './embedder';
import type { SearchOptions } from './engine';
import { createIntentClassifier, type IntentClassifier } from './intent';

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

/** The filters and statistics of the documents the caller may reach (`exclude`: decision 0076). */
export function filterOptions(index: DocumentIndex, exclude?: ReadonlySet<string>): FilterOptionsResponse {
  const categories = new Set<string>();
  const types = new Set<string>();
  const tags = new Set<string>();
  const departments = new Set<string>();
  const byType: Record<string, number> = {};
  let total = 0;
  for (const card of index.cards.values()) {
    if (exclude?.has(card.id)) continue;
    total += 1;
    categories.add(card.category);
    types.add(card.type);
    if (card.department) departments.add(card.department);
    byType[card.type] = (byType[card.type] ?? 0) + 1;
    for (const tag of card.tags) tags.add(tag);
  }
  const statistics: DocumentStatistics = {
    totalDocuments: total,
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

let classifier: IntentClassifier | undefined;

export function analyzeQuery(
  index: DocumentIndex,
  query: string,
  exclude?: ReadonlySet<string>,
): QueryAnalysis {
  classifier ??= createIntentClassifier(createGloveEmbedder());
  const hits = index.engine.search(query, { method: 'hybrid', limit: 5, threshold: 0.3, exclude });
  const cards = hits.flatMap((hit) => {
    const card = index.cards.get(hit.id);
    return card ? [{ card, relevance: hit.relevance }] : [];
  });
  const { intent, confidence } = classifier.classify(
    query,
    cards.map(({ card, relevance }) => ({ category: card.category, relevance })),
  );
  const suggestions = cards.map(({ card }) => card.name);
  return { intent, confidence, suggestions };
}

/** Compare sends no threshold (§7): each method lists its hits down to Broad (0.3) to be compared. */
const COMPARE_THRESHOLD = 0.3;

export function compareMethods(index: DocumentIndex, query: string, options: Omit<SearchOptions, 'method'>) {
  const run = (method: AiSearchMethod) => ({
    results: searchDocuments(index, query, {
      ...options,
      threshold: options.threshold ?? COMPARE_THRESHOLD,
      method,
    }).results,
  });
  return { comparison: { semantic: run('semantic'), keyword: run('keyword'), hybrid: run('hybrid') } };
}
