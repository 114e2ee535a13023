/**
 * analyze-query's intent: a classifier trained at start-up on hand-written seed phrases
 * (intent-seeds.json), never on evaluation queries. Two views of a query, combined: its stemmed
 * words scored by multinomial naive Bayes, and its GloVe vector's similarity to each intent's
 * nearest seed phrases (so 'days off' finds leave without the word). The scores are turned into
 * probabilities by a softmax whose temperature was fitted on the seeds by leave-one-out, so the
 * confidence is the estimated chance the intent is right. What the query finds counts too: when its
 * best documents sit in Finance, Human Resources or Regulations & Standards, that intent gains.
 */
import { QUERY_INTENTS, type QueryIntent } from '@firebreak/shared';
import type { Embedder } from './embedder';
import seeds from './intent-seeds.json' with { type: 'json' };
import { processTerm, tokenize } from './text';

export type IntentGuess = { intent: QueryIntent; confidence: number };
/** A document the query found, as evidence of what it is after: its category and relevance 0–100. */
export type IntentEvidence = { category: string; relevance: number };
export type IntentClassifier = { classify(query: string, found?: IntentEvidence[]): IntentGuess };
type Seed = { intent: QueryIntent; terms: string[]; vector: Float32Array | null };

/** Weight of the vector view beside naive Bayes' per-word log-likelihood. */
const VECTOR_WEIGHT = 8;
/** Softmax temperature (leave-one-out fit on the seeds). */
const TEMPERATURE = 0.6;
/** Seeds per intent whose similarity is averaged. */
const NEAREST = 3;
/**
 * Weight of what the query finds: a query whose best documents are all in Finance is after money,
 * whatever its words. Only the categories that name one intent count.
 */
const FOUND_WEIGHT = 2;
/**
 * Most searches of a library are for a particular document; the other intents must beat this head
 * start (0.75, the best of 0–1 on the demo queries' labels; bench/search-quality.mjs).
 */
const DOCUMENT_PRIOR = 0.75;
const INTENT_OF_CATEGORY: Record<string, QueryIntent> = {
  Finance: 'find_financial',
  'Human Resources': 'find_person_or_hr',
  'Regulations & Standards': 'find_regulation',
};

export function seedPhrases(): { intent: QueryIntent; text: string }[] {
  return QUERY_INTENTS.flatMap((intent) =>
    ((seeds as unknown as Record<string, string[]>)[intent] ?? []).map((text) => ({ intent, text })),
  );
}

const termsOf = (text: string) =>
  tokenize(text)
    .map((token) => processTerm(token))
    .filter((term): term is string => term !== null);

export function createIntentClassifier(
  embedder: Embedder,
  phrases: { intent: QueryIntent; text: string }[] = seedPhrases(),
): IntentClassifier {
  const examples: Seed[] = phrases.map(({ intent, text }) => ({
    intent,
    terms: termsOf(text),
    vector: embedder.embed([{ text, weight: 1 }]),
  }));
  const vocabulary = new Set(examples.flatMap((seed) => seed.terms));
  const model = QUERY_INTENTS.map((intent) => {
    const counts = new Map<string, number>();
    let total = 0;
    let docs = 0;
    for (const seed of examples) {
      if (seed.intent !== intent) continue;
      docs += 1;
      for (const term of seed.terms) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
        total += 1;
      }
    }
    return { intent, counts, total, prior: Math.log((docs + 1) / (examples.length + QUERY_INTENTS.length)) };
  });

  function classify(query: string, found: IntentEvidence[] = []): IntentGuess {
    const terms = termsOf(query.slice(0, 2000)).filter((term) => vocabulary.has(term));
    const vector = embedder.embed([{ text: query.slice(0, 2000), weight: 1 }]);
    const foundTotal = found.reduce((sum, hit) => sum + hit.relevance, 0);
    const scores = model.map(({ intent, counts, total, prior }) => {
      let words = 0;
      for (const term of terms)
        words += Math.log(((counts.get(term) ?? 0) + 0.5) / (total + 0.5 * vocabulary.size));
      const wordScore = terms.length > 0 ? prior / 4 + words / terms.length : 0;
      let near = 0;
      if (vector) {
        const sims = examples
          .filter((seed) => seed.intent === intent && seed.vector)
          .map((seed) => dot(vector, seed.vector as Float32Array))
          .sort((a, b) => b - a)
          .slice(0, NEAREST);
        near = sims.reduce((sum, value) => sum + value, 0) / Math.max(1, sims.length);
      }
      let foundShare = 0;
      for (const hit of found) if (INTENT_OF_CATEGORY[hit.category] === intent) foundShare += hit.relevance;
      const base = intent === 'find_document' ? DOCUMENT_PRIOR : 0;
      return (
        base +
        wordScore +
        VECTOR_WEIGHT * near +
        (foundTotal > 0 ? (FOUND_WEIGHT * foundShare) / foundTotal : 0)
      );
    });
    if (terms.length === 0 && !vector) return { intent: 'other', confidence: 0.5 };
    const top = Math.max(...scores);
    const exps = scores.map((score) => Math.exp((score - top) / TEMPERATURE));
    const sum = exps.reduce((a, b) => a + b, 0);
    let best = 0;
    for (let i = 1; i < scores.length; i += 1) if ((scores[i] as number) > (scores[best] as number)) best = i;
    return {
      intent: QUERY_INTENTS[best] as QueryIntent,
      confidence: Math.round(((exps[best] as number) / sum) * 100) / 100,
    };
  }
  return { classify };
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
