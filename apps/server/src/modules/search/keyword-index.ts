/**
 * The keyword side of the search engine: a BM25+ inverted index in typed arrays (docs/decisions/0034).
 * One posting list per (term, field) holds document slots (Int32Array) and term frequencies
 * (Uint8Array); a query adds each list's contribution into per-slot accumulators, so its cost is the
 * number of postings it touches, with no per-hit objects. Scoring follows the MiniSearch settings it
 * replaces (0031): per-field BM25+ (k 1.2, b 0.7, d 0.5), boosts name 4 > tags 3 > description 2 >
 * content 1, prefix matches on the word being typed, typo tolerance by edit distance, and the score
 * multiplied by the number of query words matched.
 *
 * Removal marks the slot dead; its postings stay until compaction filters every list, after which
 * the slot may be reused. Until then document frequencies count the dead slots (bounded: compaction
 * runs once dead slots pass an eighth of the live ones).
 */
import { processTerm, tokenize } from './text';
import { createTopK } from './top-k';

export const FIELDS = ['name', 'tags', 'description', 'content'] as const;
export type KeywordFields = Record<(typeof FIELDS)[number], string>;
const DEFAULT_BOOSTS = [4, 3, 2, 1];
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** A short prefix in a large vocabulary could name thousands of words; the closest ones carry the meaning. */
const MAX_PREFIX_TERMS = 50;
const MAX_FUZZY_TERMS = 50;
/** Bits of the match masks: the query's own words first, then synonym words. */
export const MAX_QUERY_TERMS = 24;

type PostingList = { docs: Int32Array; tfs: Uint8Array; length: number };
type TermEntry = { lists: (PostingList | undefined)[] };

/**
 * A word of the query: `boost` 1 for the user's words, lower for synonyms and question concepts.
 * `bit` is its bit in the match masks (several terms of one concept share one); `direct` says
 * whether it is one of the user's own words (default: boost 1).
 */
export type SourceTerm = {
  term: string;
  boost: number;
  prefix: boolean;
  fuzzy: boolean;
  bit?: number;
  direct?: boolean;
};

export type KeywordHits = {
  count: number;
  slots: Int32Array;
  scores: Float64Array;
  /** Source terms matched exactly or by prefix. */
  exact: Uint32Array;
  /** Source terms matched in any way, typo tolerance included. */
  any: Uint32Array;
  /** The part of each score that came from the query's own words (not from synonyms). */
  direct: Float64Array;
};

export type KeywordIndex = ReturnType<typeof createKeywordIndex>;

export function createKeywordIndex({ boosts = DEFAULT_BOOSTS }: { boosts?: readonly number[] } = {}) {
  const vocabulary = new Map<string, TermEntry>();
  /** Sorted, for prefix ranges; kept sorted by binary insertion. */
  const sorted: string[] = [];
  /** Words by length, for typo tolerance. */
  const byLength: string[][] = [];
  const stems = new Map<string, string | null>();

  let capacity = 0;
  let alive = new Uint8Array(0);
  const lengths = FIELDS.map(() => new Uint16Array(0));
  const lengthSums = FIELDS.map(() => 0);
  let live = 0;
  let postings = 0;
  const dead: number[] = [];

  // Accumulators, reused by every query (the engine is single-threaded).
  let scores = new Float64Array(0);
  let directScores = new Float64Array(0);
  let exactMask = new Uint32Array(0);
  let anyMask = new Uint32Array(0);
  let touched = new Int32Array(0);

  function ensureCapacity(slot: number) {
    if (slot < capacity) return;
    let next = Math.max(1024, capacity);
    while (next <= slot) next *= 2;
    const grownAlive = new Uint8Array(next);
    grownAlive.set(alive);
    alive = grownAlive;
    for (let f = 0; f < FIELDS.length; f += 1) {
      const grown = new Uint16Array(next);
      grown.set(lengths[f] as Uint16Array);
      lengths[f] = grown;
    }
    scores = new Float64Array(next);
    directScores = new Float64Array(next);
    exactMask = new Uint32Array(next);
    anyMask = new Uint32Array(next);
    touched = new Int32Array(next);
    capacity = next;
  }

  function stem(token: string): string | null {
    let term = stems.get(token);
    if (term === undefined) {
      if (stems.size > 500_000) stems.clear();
      term = processTerm(token);
      stems.set(token, term);
    }
    return term;
  }

  function entryFor(term: string): TermEntry {
    let entry = vocabulary.get(term);
    if (!entry) {
      entry = { lists: [] };
      vocabulary.set(term, entry);
      sorted.splice(lowerBound(sorted, term), 0, term);
      const bucket = byLength[term.length];
      if (bucket) bucket.push(term);
      else byLength[term.length] = [term];
    }
    return entry;
  }

  function add(slot: number, fields: KeywordFields) {
    ensureCapacity(slot);
    if (alive[slot]) throw new Error(`slot ${slot} is in use`);
    FIELDS.forEach((field, f) => {
      const counts = new Map<string, number>();
      for (const token of tokenize(fields[field])) {
        const term = stem(token);
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      const length = Math.min(counts.size, 65_535);
      (lengths[f] as Uint16Array)[slot] = length;
      lengthSums[f] = (lengthSums[f] as number) + length;
      for (const [term, count] of counts) {
        const entry = entryFor(term);
        let list = entry.lists[f];
        if (!list) {
          list = { docs: new Int32Array(4), tfs: new Uint8Array(4), length: 0 };
          entry.lists[f] = list;
        }
        if (list.length === list.docs.length) {
          const docs = new Int32Array(list.length * 2);
          docs.set(list.docs);
          const tfs = new Uint8Array(list.length * 2);
          tfs.set(list.tfs);
          list.docs = docs;
          list.tfs = tfs;
        }
        list.docs[list.length] = slot;
        list.tfs[list.length] = Math.min(count, 255);
        list.length += 1;
        postings += 1;
      }
    });
    alive[slot] = 1;
    live += 1;
  }

  function remove(slot: number) {
    if (slot >= capacity || !alive[slot]) return;
    alive[slot] = 0;
    live -= 1;
    for (let f = 0; f < FIELDS.length; f += 1) {
      lengthSums[f] = (lengthSums[f] as number) - ((lengths[f] as Uint16Array)[slot] as number);
    }
    dead.push(slot);
  }

  /** Whether enough dead postings have piled up to be worth a pass over every list. */
  function needsCompaction(): boolean {
    return dead.length > 0 && (dead.length * 8 > live || postings < 200_000);
  }

  /** Drops dead slots from every list; returns the slots now free for reuse. */
  function compact(): number[] {
    if (dead.length === 0) return [];
    postings = 0;
    for (const [term, entry] of vocabulary) {
      let empty = true;
      entry.lists.forEach((list, f) => {
        if (!list) return;
        let kept = 0;
        for (let i = 0; i < list.length; i += 1) {
          const doc = list.docs[i] as number;
          if (!alive[doc]) continue;
          list.docs[kept] = doc;
          list.tfs[kept] = list.tfs[i] as number;
          kept += 1;
        }
        list.length = kept;
        postings += kept;
        if (kept === 0) entry.lists[f] = undefined;
        else empty = false;
      });
      if (empty) dropTerm(term);
    }
    const freed = dead.splice(0);
    for (const slot of freed) for (const fieldLengths of lengths) fieldLengths[slot] = 0;
    return freed;
  }

  function dropTerm(term: string) {
    vocabulary.delete(term);
    const at = lowerBound(sorted, term);
    if (sorted[at] === term) sorted.splice(at, 1);
    const bucket = byLength[term.length];
    const i = bucket?.indexOf(term) ?? -1;
    if (bucket && i >= 0) bucket.splice(i, 1);
  }

  /** Releases the spare room of lists grown by doubling (after a bulk build). */
  function trim() {
    for (const entry of vocabulary.values()) {
      for (const list of entry.lists) {
        if (!list || list.docs.length === list.length) continue;
        list.docs = list.docs.slice(0, list.length);
        list.tfs = list.tfs.slice(0, list.length);
      }
    }
  }

  function prefixTerms(prefix: string): string[] {
    const out: string[] = [];
    for (let i = lowerBound(sorted, prefix); i < sorted.length; i += 1) {
      const term = sorted[i] as string;
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) out.push(term);
    }
    if (out.length <= MAX_PREFIX_TERMS) return out;
    return out.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, MAX_PREFIX_TERMS);
  }

  function fuzzyTerms(term: string, maxDistance: number): [string, number][] {
    const out: [string, number][] = [];
    for (let length = term.length - maxDistance; length <= term.length + maxDistance; length += 1) {
      for (const candidate of byLength[length] ?? []) {
        if (candidate === term) continue;
        const distance = boundedLevenshtein(term, candidate, maxDistance);
        if (distance <= maxDistance) out.push([candidate, distance]);
      }
    }
    if (out.length <= MAX_FUZZY_TERMS) return out;
    return out.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_FUZZY_TERMS);
  }

  let touchedCount = 0;

  function accumulate(term: string, weight: number, bit: number, exact: boolean, direct: boolean): boolean {
    const entry = vocabulary.get(term);
    if (!entry || live === 0) return false;
    let found = false;
    for (let f = 0; f < FIELDS.length; f += 1) {
      const list = entry.lists[f];
      if (!list || list.length === 0) continue;
      found = true;
      const df = list.length;
      const idf = Math.log(1 + (live - df + 0.5) / (df + 0.5));
      const factor = weight * (boosts[f] as number) * idf;
      const average = (lengthSums[f] as number) / live || 1;
      const norm0 = BM25.k * (1 - BM25.b);
      const normLength = (BM25.k * BM25.b) / average;
      const fieldLengths = lengths[f] as Uint16Array;
      // Locals, not the closure's variables: the loop below runs once per posting.
      const { docs, tfs } = list;
      const isAlive = alive;
      const sums = scores;
      const directSums = direct ? directScores : null;
      const any = anyMask;
      const exacts = exactMask;
      const seen = touched;
      const { k, d } = BM25;
      let seenCount = touchedCount;
      for (let i = 0; i < df; i += 1) {
        const doc = docs[i] as number;
        if (isAlive[doc] === 0) continue;
        const tf = tfs[i] as number;
        const score =
          factor * (d + (tf * (k + 1)) / (tf + norm0 + normLength * (fieldLengths[doc] as number)));
        if (any[doc] === 0) seen[seenCount++] = doc;
        sums[doc] = (sums[doc] as number) + score;
        if (directSums) directSums[doc] = (directSums[doc] as number) + score;
        any[doc] = (any[doc] as number) | bit;
        if (exact) exacts[doc] = (exacts[doc] as number) | bit;
      }
      touchedCount = seenCount;
    }
    return found;
  }

  /**
   * Scores the query and returns the `size` best slots that pass `accept`, best first. Words that
   * found nothing get typo tolerance; all words do when fewer than `fuzzyBelow` documents matched.
   */
  function search(
    terms: SourceTerm[],
    accept: ((slot: number) => boolean) | null,
    size: number,
    fuzzyBelow: number,
  ): KeywordHits {
    score(terms, accept, fuzzyBelow);
    const hits = selectTop(accept, size);
    reset();
    return hits;
  }

  /**
   * The best slot of each group (`groupOf` gives a slot's group, or -1 to leave it out) by `rank`
   * (default: score × terms matched, as search ranks), groups in no particular order: a document's
   * best passage, for every document at once. The scores returned are the ranks.
   */
  function searchBestPerGroup(
    terms: SourceTerm[],
    groupOf: (slot: number) => number,
    fuzzyBelow: number,
    rank: (score: number, any: number, exact: number, group: number) => number = (value, any) =>
      value * popcount(any),
  ): KeywordHits & { groups: Int32Array } {
    const accept = (slot: number) => groupOf(slot) >= 0;
    score(terms, accept, fuzzyBelow);
    const best = new Map<number, { slot: number; score: number }>();
    for (let i = 0; i < touchedCount; i += 1) {
      const doc = touched[i] as number;
      const group = groupOf(doc);
      if (group < 0) continue;
      const value = rank(scores[doc] as number, anyMask[doc] as number, exactMask[doc] as number, group);
      const held = best.get(group);
      if (!held || value > held.score || (value === held.score && doc < held.slot))
        best.set(group, { slot: doc, score: value });
    }
    const n = best.size;
    const out = {
      count: n,
      slots: new Int32Array(n),
      scores: new Float64Array(n),
      exact: new Uint32Array(n),
      any: new Uint32Array(n),
      direct: new Float64Array(n),
      groups: new Int32Array(n),
    };
    let i = 0;
    for (const [group, { slot, score: value }] of best) {
      out.slots[i] = slot;
      out.scores[i] = value;
      out.exact[i] = exactMask[slot] as number;
      out.any[i] = anyMask[slot] as number;
      out.direct[i] = directScores[slot] as number;
      out.groups[i] = group;
      i += 1;
    }
    reset();
    return out;
  }

  /** Adds every term's postings into the accumulators (typo tolerance where words found nothing). */
  function score(terms: SourceTerm[], accept: ((slot: number) => boolean) | null, fuzzyBelow: number) {
    touchedCount = 0;
    const missing: number[] = [];
    terms.forEach((source, index) => {
      const bit = source.bit ?? 2 ** index;
      const direct = source.direct ?? source.boost === 1;
      let found = accumulate(source.term, source.boost, bit, true, direct);
      if (source.prefix) {
        for (const term of prefixTerms(source.term)) {
          const weight =
            (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - source.term.length));
          found = accumulate(term, source.boost * weight, bit, true, direct) || found;
        }
      }
      if (!found) missing.push(index);
    });
    const few = countAccepted(accept, fuzzyBelow) < fuzzyBelow;
    if (missing.length > 0 || few) {
      terms.forEach((source, index) => {
        if (!source.fuzzy || !(few || missing.includes(index))) return;
        const maxDistance = Math.min(2, Math.round(source.term.length * 0.2));
        if (source.term.length < 5 || maxDistance === 0) return;
        for (const [term, distance] of fuzzyTerms(source.term, maxDistance)) {
          // A word already counted as a prefix match keeps that score only.
          if (source.prefix && term.startsWith(source.term)) continue;
          const weight = (FUZZY_WEIGHT * term.length) / (term.length + distance);
          accumulate(
            term,
            source.boost * weight,
            source.bit ?? 2 ** index,
            false,
            source.direct ?? source.boost === 1,
          );
        }
      });
    }
  }

  function reset() {
    for (let i = 0; i < touchedCount; i += 1) {
      const doc = touched[i] as number;
      scores[doc] = 0;
      directScores[doc] = 0;
      anyMask[doc] = 0;
      exactMask[doc] = 0;
    }
    touchedCount = 0;
  }

  function countAccepted(accept: ((slot: number) => boolean) | null, enough: number): number {
    if (!accept) return touchedCount;
    let count = 0;
    for (let i = 0; i < touchedCount && count < enough; i += 1) if (accept(touched[i] as number)) count += 1;
    return count;
  }

  /** Top `size` by score × words matched, through a min-heap over the touched slots. */
  function selectTop(accept: ((slot: number) => boolean) | null, size: number): KeywordHits {
    const top = createTopK(size);
    for (let i = 0; i < touchedCount; i += 1) {
      const doc = touched[i] as number;
      const score = (scores[doc] as number) * popcount(anyMask[doc] as number);
      if (!top.wouldKeep(score)) continue;
      if (accept && !accept(doc)) continue;
      top.push(doc, score);
    }
    const { slots, scores: best } = top.drain();
    const exact = new Uint32Array(slots.length);
    const any = new Uint32Array(slots.length);
    const direct = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i += 1) {
      exact[i] = exactMask[slots[i] as number] as number;
      any[i] = anyMask[slots[i] as number] as number;
      direct[i] = directScores[slots[i] as number] as number;
    }
    return { count: slots.length, slots, scores: best, exact, any, direct };
  }

  /** How many documents hold a term, in the field that holds it in the most documents. */
  function documentFrequency(term: string): number {
    let df = 0;
    for (const list of vocabulary.get(term)?.lists ?? []) if (list && list.length > df) df = list.length;
    return df;
  }

  /** A term's inverse document frequency, from the field that holds it in the most documents. */
  function idf(term: string): number {
    const df = documentFrequency(term);
    return Math.log(1 + (live - df + 0.5) / (df + 0.5));
  }

  return {
    add,
    idf,
    remove,
    needsCompaction,
    compact,
    trim,
    search,
    searchBestPerGroup,
    prefixTerms,
    documentFrequency,
    clear() {
      vocabulary.clear();
      sorted.length = 0;
      byLength.length = 0;
      capacity = 0;
      alive = new Uint8Array(0);
      for (let f = 0; f < FIELDS.length; f += 1) {
        lengths[f] = new Uint16Array(0);
        lengthSums[f] = 0;
      }
      live = 0;
      postings = 0;
      dead.length = 0;
      ensureCapacity(0);
    },
    get stats() {
      return { live, dead: dead.length, terms: vocabulary.size, postings };
    },
  };
}

function lowerBound(array: string[], value: string): number {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((array[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function popcount(mask: number): number {
  let v = mask - ((mask >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
}

/** Edit distance, or max + 1 as soon as it must exceed `max`. */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}
