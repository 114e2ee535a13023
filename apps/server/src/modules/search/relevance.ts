/**
 * Relevance as the chance a document is relevant (docs/decisions/0059): one logistic model per
 * method over what a match is made of, fitted on the judged demo queries by
 * bench/fit-relevance.mjs (relevance-model.json) and checked on the held-out collection. So a
 * relevance of 90 means about nine in ten such hits were judged relevant, whichever method found
 * it, and the similarity threshold's marks (Broad 0.3, Balanced 0.7, Precise 0.9) keep what they
 * say. The top hit is not 100% by construction: nothing is scaled to the best hit.
 */
import type { AiSearchMethod } from '@firebreak/shared';
import model from './relevance-model.json' with { type: 'json' };

/** What the keyword side knows of a match. */
export type KeywordMatch = {
  /** Share of the query's words matched (a typo-tolerant match half, a synonym half a word). */
  coverage: number;
  /** The same, each word weighted by its rarity (IDF) in the library. */
  rareCoverage: number;
  /** BM25 (synonyms included) against the query's best keyword hit. */
  share: number;
  /** BM25 of the query's own words against the best such score: a synonym-only match has none. */
  directShare: number;
  /** A multi-word query found verbatim in the name or description. */
  verbatim: boolean;
};

export type MatchFeatures = KeywordMatch & {
  /** Cosine similarity of the document's and the query's vectors (0 when not computed). */
  cosine: number;
};

export const NO_KEYWORD_MATCH: KeywordMatch = {
  coverage: 0,
  rareCoverage: 0,
  share: 0,
  directShare: 0,
  verbatim: false,
};

/** The model's inputs, in the order of its weights: keyword evidence, and the cosine for the others. */
export function featureVector(model: RelevanceModel, f: MatchFeatures): number[] {
  const keyword = [1, f.coverage, f.rareCoverage, f.share, f.directShare, f.verbatim ? 1 : 0];
  return model === 'keyword' ? keyword : [...keyword, f.cosine];
}

/**
 * Keyword hits are scored on their words alone; semantic and hybrid candidates on everything known
 * of them (the two differ in which documents they consider, not in what a relevance means).
 */
export type RelevanceModel = 'keyword' | 'all';
export const modelFor = (method: AiSearchMethod): RelevanceModel =>
  method === 'keyword' ? 'keyword' : 'all';

const weights = model as unknown as Record<RelevanceModel, number[]>;

/** How far hybrid's weights move a document by its meaning, around a typical cosine. */
const LEAN_GAIN = 10;
const TYPICAL_COSINE = 0.6;

/**
 * Relevance 0–1. Hybrid's semanticWeight and keywordWeight (0.1–0.9, summing to 1) lean the model
 * around its fitted default of 0.7/0.3: more AI weight lifts documents close in meaning (cosine
 * above a typical 0.6) and lowers the others, more keyword weight does the opposite. The lean moves
 * documents against each other without emptying the list; the figures are calibrated at 0.7/0.3.
 */
export function relevanceOf(
  method: AiSearchMethod,
  features: MatchFeatures,
  lean: { semanticWeight?: number | undefined; keywordWeight?: number | undefined } = {},
): number {
  const which = modelFor(method);
  const w = weights[which];
  const x = featureVector(which, features);
  let z = 0;
  for (let i = 0; i < x.length; i += 1) z += (w[i] as number) * (x[i] as number);
  if (method === 'hybrid' && lean.semanticWeight !== undefined) {
    z += LEAN_GAIN * (lean.semanticWeight - 0.7) * (features.cosine - TYPICAL_COSINE);
  }
  return 1 / (1 + Math.exp(-z));
}
