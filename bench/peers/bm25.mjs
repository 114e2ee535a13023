// The textbook baseline our search is held against: Okapi BM25 (k1 1.2, b 0.75) over one bag of
// words per document, Porter stemming (the `stemmer` package), an English stop-word list and the
// title counted twice. No synonyms, no prefixes, no fuzziness, no vectors. Written for the bench
// only; it shares nothing with apps/server/src/modules/search.
import { stemmer } from 'stemmer';

const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most
  my myself no nor not now of off on once only or other our ours ourselves out over own same she
  should so some such than that the their theirs them themselves then there these they this those
  through to too under until up very was we were what when where which while who whom why will with
  would you your yours yourself yourselves`.split(/\s+/),
);

export function bm25Terms(text) {
  const terms = [];
  for (const token of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (STOP_WORDS.has(token)) continue;
    terms.push(stemmer(token));
  }
  return terms;
}

/** docs: { id, title, body }[]; returns search(query, limit) -> { id, score }[]. */
export function createBm25({ k1 = 1.2, b = 0.75, titleWeight = 2 } = {}) {
  const postings = new Map(); // term -> Map(docIndex -> tf)
  const lengths = [];
  const ids = [];
  return {
    add({ id, title, body }) {
      const index = ids.length;
      ids.push(id);
      const counts = new Map();
      const titleTerms = bm25Terms(title);
      const bodyTerms = bm25Terms(body);
      for (const term of titleTerms) counts.set(term, (counts.get(term) ?? 0) + titleWeight);
      for (const term of bodyTerms) counts.set(term, (counts.get(term) ?? 0) + 1);
      lengths.push(titleTerms.length * titleWeight + bodyTerms.length);
      for (const [term, tf] of counts) {
        if (!postings.has(term)) postings.set(term, new Map());
        postings.get(term).set(index, tf);
      }
    },
    search(query, limit = 10) {
      const n = ids.length;
      const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, n);
      const scores = new Map();
      for (const term of new Set(bm25Terms(query))) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = Math.log(1 + (n - list.size + 0.5) / (list.size + 0.5));
        for (const [doc, tf] of list) {
          const norm = tf + k1 * (1 - b + (b * lengths[doc]) / averageLength);
          scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (k1 + 1)) / norm);
        }
      }
      return [...scores]
        .sort((x, y) => y[1] - x[1])
        .slice(0, limit)
        .map(([doc, score]) => ({ id: ids[doc], score }));
    },
  };
}
