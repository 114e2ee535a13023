/**
 * The keyword index against MiniSearch (docs/decisions/0034): the index replaced MiniSearch and claims
 * the same BM25+ scoring (k 1.2, b 0.7, d 0.5, per-field document frequency and average length, field
 * boosts, the sum times the number of query words matched). On random small corpora and queries both
 * must find the same documents, with the same scores, in the same order wherever the scores differ.
 *
 * What is left out, because the two legitimately differ there:
 * - Prefix and typo matches: the index weighs and caps them its own way (decision 0034); both run
 *   with exact matching only.
 * - Tokens and stems: MiniSearch is given our tokenize and processTerm, but it measures a field's
 *   length in distinct raw tokens, the index in distinct stems (stop words dropped). Words are drawn
 *   from a vocabulary with no stop words, no hyphenated codes and no two words sharing a stem, where
 *   the two lengths are the same.
 * - Term frequencies above 255 (the index stores them in a byte): fields here hold at most 12 words.
 */
import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createKeywordIndex, FIELDS, type KeywordFields } from './keyword-index';
import { processTerm, tokenize } from './text';

const CANDIDATES = `valve pump hydrant sprinkler alarm hose nozzle pipe riser gauge tank foam smoke
  detector panel extinguisher inspection pressure flow drain certificate register annual weekly diary
  site report cylinder bracket flange clamp ladder helmet glove boot harness permit schedule invoice
  quote crane trench`.split(/\s+/);

/** Candidates kept only when each has a stem of its own. */
const VOCABULARY = (() => {
  const byStem = new Map<string, string[]>();
  for (const word of CANDIDATES) {
    const stem = processTerm(word);
    if (stem) byStem.set(stem, [...(byStem.get(stem) ?? []), word]);
  }
  return [...byStem.values()].filter((words) => words.length === 1).map(([word]) => word as string);
})();

const BOOSTS = { name: 4, tags: 3, description: 2, content: 1 };
const EPSILON = 1e-9;

const words = (max: number) =>
  fc.array(fc.constantFrom(...VOCABULARY), { maxLength: max }).map((list) => list.join(' '));
const documentArbitrary = fc.record<KeywordFields>({
  name: words(4),
  tags: words(3),
  description: words(6),
  content: words(12),
});
// A query word may be missing from the corpus: it must then add nothing on either side.
const queryArbitrary = fc.uniqueArray(fc.constantFrom(...VOCABULARY, 'absentword'), {
  minLength: 1,
  maxLength: 4,
});

type Ranked = { id: number; score: number }[];

function ourRanking(corpus: KeywordFields[], query: string[]): Ranked {
  const index = createKeywordIndex();
  index.clear();
  corpus.forEach((fields, slot) => {
    index.add(slot, fields);
  });
  const terms = query.flatMap((word) => {
    const term = processTerm(word);
    return term ? [{ term, boost: 1, prefix: false, fuzzy: false }] : [];
  });
  const hits = index.search(terms, null, corpus.length, 0);
  return Array.from({ length: hits.count }, (_, i) => ({
    id: hits.slots[i] as number,
    score: hits.scores[i] as number,
  }));
}

function miniSearchRanking(corpus: KeywordFields[], query: string[]): Ranked {
  const search = new MiniSearch<KeywordFields & { id: number }>({
    fields: [...FIELDS],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    searchOptions: { boost: BOOSTS, prefix: false, fuzzy: false, combineWith: 'OR' },
  });
  search.addAll(corpus.map((fields, id) => ({ ...fields, id })));
  return search.search(query.join(' ')).map((result) => ({ id: result.id as number, score: result.score }));
}

/** Every pair `a` ranks apart by more than EPSILON, `b` ranks the same way round. */
function orderDisagreements(a: Ranked, b: Ranked): string[] {
  const scoreInB = new Map(b.map(({ id, score }) => [id, score]));
  const found: string[] = [];
  for (const x of a) {
    for (const y of a) {
      if (x.score - y.score <= EPSILON) continue;
      if (!((scoreInB.get(x.id) ?? 0) > (scoreInB.get(y.id) ?? 0)))
        found.push(`${x.id} above ${y.id} in ours, not in MiniSearch`);
    }
  }
  return found;
}

describe('keyword index against MiniSearch', () => {
  it('draws from a vocabulary large enough to be meaningful', () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(30);
  });

  it('finds the same documents with the same BM25+ scores and order', () => {
    fc.assert(
      fc.property(
        fc.array(documentArbitrary, { minLength: 1, maxLength: 30 }),
        queryArbitrary,
        (corpus, query) => {
          const ours = ourRanking(corpus, query);
          const theirs = miniSearchRanking(corpus, query);
          expect(ours.map(({ id }) => id).sort((x, y) => x - y)).toEqual(
            theirs.map(({ id }) => id).sort((x, y) => x - y),
          );
          const theirScores = new Map(theirs.map(({ id, score }) => [id, score]));
          for (const { id, score } of ours) {
            const expected = theirScores.get(id) as number;
            expect(Math.abs(score - expected)).toBeLessThanOrEqual(EPSILON * Math.max(1, Math.abs(expected)));
          }
          expect(orderDisagreements(ours, theirs)).toEqual([]);
          expect(orderDisagreements(theirs, ours)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
