/**
 * §7 AI search: filter options, search by method, query analysis, suggestions and comparison.
 * The routes count each search and analysis as an AI decision (system/usage-counter.ts).
 */
import {
  type AiSearchMethod,
  type AiSearchResponse,
  type AiSearchResult,
  type DocumentStatistics,
  describeIntent,
  type FilterOptionsResponse,
  QUESTION_CONCEPTS,
  type QueryAnalysis,
  type QueryIntent,
  type QueryReading,
  type SearchPassage,
} from '@firebreak/shared';
import type { DocumentIndex } from './document-index';
import { createGloveEmbedder } from './embedder';
import type { SearchOptions } from './engine';
import { showPassage } from './highlight';
import { createIntentClassifier, type IntentClassifier } from './intent';
import { planQuery, type QueryPlan } from './query-plan';

/** Characters of a result's passage shown, and of the best answer's. */
const RESULT_PASSAGE_CHARS = 320;
const ANSWER_PASSAGE_CHARS = 900;

export type SearchAnswer = Omit<AiSearchResponse, 'method' | 'total'>;

/** What the search read in the query, for the web to say so. */
export function readingOf(plan: QueryPlan): QueryReading {
  return {
    asks: plan.concepts.map((concept) => ({ id: concept.id, label: concept.label, cue: concept.cue })),
    questionWords: plan.questionWords,
  };
}

/**
 * A search as the routes answer it: the ranked results, each with its best passage (read from the
 * database for these hits alone), the best answer when there is one, how many results a sent
 * threshold left out, and words to try when nothing matched.
 */
export async function searchDocuments(
  index: DocumentIndex,
  query: string,
  options: SearchOptions,
  { passages = true }: { passages?: boolean } = {},
): Promise<SearchAnswer> {
  const started = performance.now();
  const outcome = index.engine.find(query, options);
  const texts = passages
    ? await index.readPassages(
        outcome.hits.flatMap((hit) => (hit.passage ? [{ id: hit.id, ordinal: hit.passage.ordinal }] : [])),
      )
    : new Map();
  const shown = (id: string, ordinal: number, chars: number): SearchPassage | null => {
    const passage = texts.get(`${id}:${ordinal}`);
    if (!passage) return null;
    return {
      ...showPassage(passage.text, outcome.plan, chars),
      heading: passage.heading,
      page: passage.page,
    };
  };
  const results: AiSearchResult[] = [];
  for (const hit of outcome.hits) {
    const card = index.cards.get(hit.id);
    if (!card) continue;
    const result: AiSearchResult = { ...card, relevanceScore: hit.relevance, method: hit.method };
    if (passages)
      result.passage = hit.passage ? shown(hit.id, hit.passage.ordinal, RESULT_PASSAGE_CHARS) : null;
    results.push(result);
  }
  let bestAnswer: AiSearchResponse['bestAnswer'] = null;
  if (outcome.bestAnswer) {
    const { id, passage } = outcome.bestAnswer;
    const text = shown(id, passage.ordinal, ANSWER_PASSAGE_CHARS);
    const card = index.cards.get(id);
    if (text && card)
      bestAnswer = { passage: text, documentId: id, documentName: card.name, page: text.page };
  }
  return {
    results,
    bestAnswer,
    belowThreshold: outcome.belowThreshold,
    suggestions:
      results.length === 0 && outcome.belowThreshold === 0
        ? index.engine.alternatives(query, options.exclude)
        : [],
    reading: readingOf(outcome.plan),
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  };
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
  const guess = classifier.classify(
    query,
    cards.map(({ card, relevance }) => ({ category: card.category, relevance })),
  );
  // What the question asks for informs the intent: 'how do I …' is after a procedure, 'which form …'
  // a form, when the words alone leave the classifier unsure.
  const plan = planQuery(query);
  let intent: QueryIntent = guess.intent;
  let confidence = guess.confidence;
  const cue = plan.concepts
    .map((concept) => QUESTION_INTENTS.get(concept.id))
    .find((value): value is QueryIntent => value !== undefined);
  if (cue && cue !== intent && confidence < CUE_TRUSTED_BELOW) {
    intent = cue;
    confidence = CUE_TRUSTED_BELOW;
  }
  const suggestions = cards.map(({ card }) => card.name);
  return {
    intent,
    confidence,
    suggestions,
    description: describeIntent(intent, confidence),
    reading: readingOf(plan),
  };
}

/** The intents the question concepts imply (search-concepts.ts), and when a cue outweighs the words. */
const QUESTION_INTENTS = new Map<string, QueryIntent>(
  QUESTION_CONCEPTS.flatMap((concept) => (concept.intent ? [[concept.id, concept.intent] as const] : [])),
);
const CUE_TRUSTED_BELOW = 0.6;

/**
 * Compare sends no threshold (§7): each method lists its ranked hits to the limit, as the methods'
 * own searches do without one (decision 0079); passages are left out of the side-by-side view.
 */
export async function compareMethods(
  index: DocumentIndex,
  query: string,
  options: Omit<SearchOptions, 'method'>,
) {
  const run = async (method: AiSearchMethod) => ({
    results: (await searchDocuments(index, query, { ...options, method }, { passages: false })).results,
  });
  return {
    comparison: {
      semantic: await run('semantic'),
      keyword: await run('keyword'),
      hybrid: await run('hybrid'),
    },
  };
}
