/**
 * The passages of every document, indexed beside the whole documents (issue 26 §3, decision 0079).
 * A forward index: per passage, the terms of its heading and text with their counts, in typed
 * arrays. A search ranks documents first (engine.ts); then only the passages of the documents it
 * shows are scored, term by term, so a query costs the size of those documents, not of the library,
 * and each term's part of a score is known:
 * - a passage reads under its document's title, so the query words its title holds count as found
 *   in every passage of it, but add nothing to a passage's score (the Sign-off section of a
 *   'Hydrostatic Pressure Test Certificate' answers 'who signs the hydrostatic test certificate');
 * - what a question asks for (search-concepts.ts) is checked on the passage's own words when it is
 *   indexed: for 'what pressure' a number with a pressure unit ('15 bar'), for 'how often' an
 *   interval ('weekly', 'every 6 months'), for 'how many' a number.
 * It keeps no text: a passage is known by its document and ordinal, and its page; the words a
 * search shows are read from the database (document_passages) for the hits alone.
 */
import { QUESTION_CONCEPTS } from '@firebreak/shared';
import { popcount, type SourceTerm } from './keyword-index';
import type { DocumentPassage } from './passages';
import { conceptBits, type QueryPlan } from './query-plan';
import { processTerm, tokenize } from './text';

/** Heading words count twice a text word. */
const HEADING_BOOST = 2;
const BM25 = { k: 1.2, b: 0.75 };
/** Characters of a passage indexed (passages are short; this only bounds a pathological one). */
const PASSAGE_CHARS = 4000;
/** How much more a passage that holds what the question asks for ('15 bar' for 'what pressure') counts. */
const CONCEPT_GAIN = 3;
/** Each concept's answer pattern (search-concepts.ts), by its position in QUESTION_CONCEPTS. */
const ANSWER_PATTERNS = QUESTION_CONCEPTS.map((concept) =>
  concept.answers ? new RegExp(concept.answers, 'iu') : null,
);
const CONCEPT_INDEX = new Map(QUESTION_CONCEPTS.map((concept, index) => [concept.id, index]));
/** Patterns that can only match a text with a digit in it (most: '15 bar', '60 minutes'). */
const NEEDS_DIGIT = QUESTION_CONCEPTS.map((concept) => Boolean(concept.answers?.startsWith('\\d[')));

/** A document's best passage for a query, and what it holds of the query. */
export type PassageHit = {
  ordinal: number;
  page: number | null;
  /** Its rank against the best passage of the same search (0–1). */
  score: number;
  /** Share of the query's words in the passage or its document's title, each weighted by rarity. */
  coverage: number;
  /** Whether it holds what every concept of the question asks for. */
  answersConcepts: boolean;
};

export type PassageIndex = ReturnType<typeof createPassageIndex>;

/** A growable typed array. */
function grow<T extends Int32Array | Uint8Array | Uint16Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  let next = Math.max(1024, array.length);
  while (next < size) next *= 2;
  const grown = new (array.constructor as new (n: number) => T)(next);
  grown.set(array);
  return grown;
}

export function createPassageIndex() {
  const termIds = new Map<string, number>();
  // The arena of (term, count) entries; a passage owns a range of it, heading entries first.
  let entryTerm = new Int32Array(0);
  let entryCount = new Uint8Array(0);
  let entryHeading = new Uint8Array(0);
  let used = 0;
  let garbage = 0;
  // Per passage slot.
  let start = new Int32Array(0);
  let size = new Int32Array(0);
  let length = new Uint16Array(0);
  let page = new Int32Array(0);
  let answers = new Uint16Array(0);
  let slots = 0;
  const freeSlots: number[] = [];
  let lengthSum = 0;
  let live = 0;
  /** The passage slots of each document, in reading order. */
  const passagesOf = new Map<string, number[]>();

  const termId = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = termIds.size;
      termIds.set(term, id);
    }
    return id;
  };

  /** Stems by token, as the keyword index keeps them (stemming is most of the cost of indexing). */
  const stems = new Map<string, string | null>();
  const stem = (token: string) => {
    let term = stems.get(token);
    if (term === undefined) {
      if (stems.size > 500_000) stems.clear();
      term = processTerm(token);
      stems.set(token, term);
    }
    return term;
  };

  function counts(text: string): Map<number, number> {
    const out = new Map<number, number>();
    for (const token of tokenize(text)) {
      const term = stem(token);
      if (!term) continue;
      const id = termId(term);
      out.set(id, (out.get(id) ?? 0) + 1);
    }
    return out;
  }

  function addPassage(passage: DocumentPassage): number {
    const text = passage.text.slice(0, PASSAGE_CHARS);
    const heading = counts(passage.heading);
    const body = counts(text);
    const slot = freeSlots.pop() ?? slots++;
    const n = heading.size + body.size;
    entryTerm = grow(entryTerm, used + n);
    entryCount = grow(entryCount, used + n);
    entryHeading = grow(entryHeading, used + n);
    start = grow(start, slot + 1);
    size = grow(size, slot + 1);
    length = grow(length, slot + 1);
    page = grow(page, slot + 1);
    answers = grow(answers, slot + 1);
    start[slot] = used;
    size[slot] = n;
    for (const [fieldCounts, isHeading] of [
      [heading, 1],
      [body, 0],
    ] as const) {
      for (const [id, count] of fieldCounts) {
        entryTerm[used] = id;
        entryCount[used] = Math.min(count, 255);
        entryHeading[used] = isHeading;
        used += 1;
      }
    }
    let words = 0;
    for (const count of body.values()) words += count;
    length[slot] = Math.min(words, 65_535);
    lengthSum += length[slot] as number;
    live += 1;
    page[slot] = passage.page ?? 0;
    let mask = 0;
    const digits = /\d/.test(text);
    ANSWER_PATTERNS.forEach((pattern, index) => {
      if (!pattern || (!digits && NEEDS_DIGIT[index])) return;
      if (pattern.test(text)) mask |= 1 << index;
    });
    answers[slot] = mask;
    return slot;
  }

  function remove(id: string) {
    const held = passagesOf.get(id);
    if (!held) return;
    for (const slot of held) {
      garbage += size[slot] as number;
      lengthSum -= length[slot] as number;
      live -= 1;
      size[slot] = 0;
      freeSlots.push(slot);
    }
    passagesOf.delete(id);
    if (garbage > 100_000 && garbage * 2 > used) compact();
  }

  /** Moves the live entries together (after many removals). */
  function compact() {
    const terms = new Int32Array(Math.max(1024, used - garbage));
    const countsOut = new Uint8Array(terms.length);
    const headings = new Uint8Array(terms.length);
    let at = 0;
    for (const held of passagesOf.values()) {
      for (const slot of held) {
        const from = start[slot] as number;
        const n = size[slot] as number;
        terms.set(entryTerm.subarray(from, from + n), at);
        countsOut.set(entryCount.subarray(from, from + n), at);
        headings.set(entryHeading.subarray(from, from + n), at);
        start[slot] = at;
        at += n;
      }
    }
    entryTerm = terms;
    entryCount = countsOut;
    entryHeading = headings;
    used = at;
    garbage = 0;
  }

  /** Replaces a document's passages. */
  function set(id: string, passages: readonly DocumentPassage[]) {
    remove(id);
    if (passages.length === 0) return;
    passagesOf.set(
      id,
      passages.map((passage) => addPassage(passage)),
    );
  }

  /**
   * The best passage of each document of `titles` for the query (a document whose passages hold none
   * of its terms is left out). `titles` gives, per document id, the match bits its title holds;
   * `sources` are the query's terms (query-plan.ts sourceTerms, prefix matches of the last word
   * included); `rarity` weighs each query word (its IDF in the library).
   */
  function best(
    plan: QueryPlan,
    sources: readonly SourceTerm[],
    titles: ReadonlyMap<string, number>,
    idf: (term: string) => number,
    rarity: readonly number[],
  ): Map<string, PassageHit> {
    const out = new Map<string, PassageHit>();
    if (live === 0 || (plan.words.length === 0 && plan.concepts.length === 0)) return out;
    const query = new Map<number, { bit: number; weight: number }>();
    for (const source of sources) {
      const id = termIds.get(source.term);
      if (id === undefined) continue;
      const weight = source.boost * idf(source.term);
      const held = query.get(id);
      if (!held || held.weight < weight) query.set(id, { bit: source.bit ?? 0, weight });
    }
    if (query.size === 0) return out;
    const concepts = conceptBits(plan);
    const patterned = plan.concepts.filter((concept) => ANSWER_PATTERNS[CONCEPT_INDEX.get(concept.id) ?? -1]);
    let patternMask = 0;
    for (const concept of patterned) patternMask |= 1 << (CONCEPT_INDEX.get(concept.id) ?? 0);
    // Concepts checked by their terms (no pattern): their bits must be matched.
    let termConcepts = concepts;
    for (const concept of patterned) termConcepts &= ~concept.bit;
    const average = lengthSum / Math.max(1, live) || 1;
    const rarityTotal = rarity.reduce((sum, value) => sum + value, 0) || 1;
    const found: { id: string; slot: number; ordinal: number; rank: number; bits: number }[] = [];
    let top = 0;
    for (const [id, title] of titles) {
      const held = passagesOf.get(id);
      if (!held) continue;
      let bestHere: (typeof found)[number] | null = null;
      held.forEach((slot, ordinal) => {
        const from = start[slot] as number;
        const to = from + (size[slot] as number);
        const norm = BM25.k * (1 - BM25.b + (BM25.b * (length[slot] as number)) / average);
        let score = 0;
        let bits = 0;
        for (let e = from; e < to; e += 1) {
          const hit = query.get(entryTerm[e] as number);
          if (!hit) continue;
          bits |= hit.bit;
          // Words the title already says are context here: they place the passage, not rank it.
          if (hit.bit & title) continue;
          const tf = entryCount[e] as number;
          score += hit.weight * (entryHeading[e] ? HEADING_BOOST : 1) * ((tf * (BM25.k + 1)) / (tf + norm));
        }
        if (bits === 0) return;
        const all = bits | title;
        const answered =
          (all & termConcepts) === termConcepts && ((answers[slot] as number) & patternMask) === patternMask;
        const rank = (score + 0.01) * popcount(all) * (answered && concepts !== 0 ? CONCEPT_GAIN : 1);
        if (!bestHere || rank > bestHere.rank) bestHere = { id, slot, ordinal, rank, bits: all };
      });
      if (!bestHere) continue;
      found.push(bestHere);
      top = Math.max(top, (bestHere as (typeof found)[number]).rank);
    }
    for (const { id, slot, ordinal, rank, bits } of found) {
      let stands = 0;
      for (const synonym of plan.synonyms) if (bits & synonym.bit) stands |= synonym.standsFor;
      let covered = 0;
      plan.words.forEach((_, w) => {
        const bit = 2 ** w;
        covered += (bits & bit ? 1 : stands & bit ? 0.5 : 0) * (rarity[w] as number);
      });
      out.set(id, {
        ordinal,
        page: (page[slot] as number) || null,
        score: top ? rank / top : 0,
        coverage: plan.words.length ? Math.min(1, covered / rarityTotal) : 0,
        answersConcepts:
          (bits & termConcepts) === termConcepts && ((answers[slot] as number) & patternMask) === patternMask,
      });
    }
    return out;
  }

  function clear() {
    termIds.clear();
    stems.clear();
    passagesOf.clear();
    entryTerm = new Int32Array(0);
    entryCount = new Uint8Array(0);
    entryHeading = new Uint8Array(0);
    start = new Int32Array(0);
    size = new Int32Array(0);
    length = new Uint16Array(0);
    page = new Int32Array(0);
    answers = new Uint16Array(0);
    used = 0;
    garbage = 0;
    slots = 0;
    freeSlots.length = 0;
    lengthSum = 0;
    live = 0;
  }

  return {
    set,
    remove,
    best,
    has: (id: string) => passagesOf.has(id),
    clear,
    /** Releases the spare room of the arena after a bulk load. */
    settle() {
      entryTerm = entryTerm.slice(0, Math.max(used, 1024));
      entryCount = entryCount.slice(0, Math.max(used, 1024));
      entryHeading = entryHeading.slice(0, Math.max(used, 1024));
    },
    get stats() {
      return { documents: passagesOf.size, passages: live, entries: used - garbage, terms: termIds.size };
    },
  };
}
