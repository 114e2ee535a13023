/**
 * The in-process search engine (docs/decisions/0031, 0034): keyword = BM25+ with Porter2 stemming,
 * stop words, field boosts name > tags > description > content, prefix, typo tolerance and synonym
 * expansion (keyword-index.ts); semantic = cosine over embedder vectors (vector-index.ts); hybrid =
 * fusion that never buries an exact keyword hit. Every method reports relevance 0–100 on one
 * calibrated scale, and filters (category, type, tags) are applied inside the engine. The database
 * stays the source of truth: the engine is rebuilt at start and updated by every write and delete.
 * Documents live in numbered slots shared by both indexes.
 */
import type { AiSearchMethod } from '@firebreak/shared';
import type { Embedder } from './embedder';
import {
  createKeywordIndex,
  MAX_QUERY_TERMS,
  MAX_SYNONYM_TERMS,
  popcount,
  type SourceTerm,
} from './keyword-index';
import { type KeywordMatch, type MatchFeatures, NO_KEYWORD_MATCH, relevanceOf } from './relevance';
import { expandSynonyms, expandSynonymsWithSource } from './synonyms';
import { processTerm, queryTerms, STOP_WORDS, tokenize } from './text';
import { createTopK } from './top-k';
import { createVectorIndex } from './vector-index';

export type IndexedDocument = {
  id: string;
  name: string;
  tags: string[];
  description: string;
  content: string;
  category: string;
  type: string;
  department: string;
};

export type SearchFilters = {
  category?: string | undefined;
  type?: string | undefined;
  tags?: string[];
  /** Documents the caller may not reach (another technician's visit reports: decision 0076). */
  exclude?: ReadonlySet<string> | undefined;
};

export type SearchOptions = SearchFilters & {
  method: AiSearchMethod;
  limit: number;
  /** 0–1 on the relevance scale; hits below it are dropped. */
  threshold?: number | undefined;
  semanticWeight?: number | undefined;
  keywordWeight?: number | undefined;
};

export type SearchHit = { id: string; relevance: number; method: AiSearchMethod };

const CONTENT_CHARS = 20_000;
/** Documents less similar than this are never semantic candidates (their relevance is nil). */
const SEMANTIC_FLOOR = 0.35;
/**
 * The threshold when a request gives none: every keyword match (§7 sends no threshold for keyword),
 * Balanced 0.7 for semantic and hybrid, the similarity slider's default (§9).
 */
const DEFAULT_THRESHOLD = 0.7;
const CANDIDATES = 100;
/** Pseudo-relevance feedback for semantic search: its best keyword hits, and how far they pull. */
const FEEDBACK_DOCUMENTS = 3;
const FEEDBACK_WEIGHT = 0.5;
const FUZZY_FALLBACK_BELOW = 5;
const SYNONYM_BOOST = 0.5;
/** A query word found only through typo tolerance or a synonym counts half. */
const SYNONYM_OR_TYPO_CREDIT = 0.5;

export type SearchEngine = ReturnType<typeof createSearchEngine>;

export function createSearchEngine({ embedder }: { embedder: Embedder }) {
  const keyword = createKeywordIndex();
  const vectors = createVectorIndex(embedder.dimensions);
  const slotOf = new Map<string, number>();
  const ids: (string | null)[] = [];
  const freeSlots: number[] = [];
  // Per slot: filter codes, tags, the display name, and name + description lower-cased for the verbatim check.
  const categoryOf: number[] = [];
  const typeOf: number[] = [];
  const tagsOf: string[][] = [];
  const names: string[] = [];
  const phrases: string[] = [];
  const codes = { category: new Map<string, number>(), type: new Map<string, number>() };
  const termCounts = new Map<string, number>();

  const codeOf = (map: Map<string, number>, value: string) => {
    let code = map.get(value);
    if (code === undefined) {
      code = map.size;
      map.set(value, code);
    }
    return code;
  };

  function countTitleTerms(title: string, delta: number) {
    for (const token of new Set(tokenize(title))) {
      if (token.length < 3 || /^\d+$/.test(token) || !processTerm(token)) continue;
      const next = (termCounts.get(token) ?? 0) + delta;
      if (next <= 0) termCounts.delete(token);
      else termCounts.set(token, next);
    }
  }

  function remove(id: string) {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    slotOf.delete(id);
    ids[slot] = null;
    keyword.remove(slot);
    vectors.delete(slot);
    countTitleTerms(names[slot] ?? '', -1);
    tagsOf[slot] = [];
    names[slot] = '';
    phrases[slot] = '';
    // A slot is reused only once compaction has taken its postings out of every list.
    if (keyword.needsCompaction()) freeSlots.push(...keyword.compact());
  }

  function add(doc: IndexedDocument) {
    if (slotOf.has(doc.id)) remove(doc.id);
    const content = doc.content.slice(0, CONTENT_CHARS);
    const slot = freeSlots.pop() ?? ids.length;
    keyword.add(slot, { name: doc.name, tags: doc.tags.join(' '), description: doc.description, content });
    vectors.set(
      slot,
      embedder.embed([
        { text: doc.name, weight: 3 },
        { text: doc.tags.join(' '), weight: 2 },
        { text: doc.description, weight: 2 },
        { text: content.slice(0, 4000), weight: 1 },
      ]),
    );
    ids[slot] = doc.id;
    slotOf.set(doc.id, slot);
    categoryOf[slot] = codeOf(codes.category, doc.category);
    typeOf[slot] = codeOf(codes.type, doc.type);
    tagsOf[slot] = doc.tags;
    names[slot] = doc.name;
    phrases[slot] = `${doc.name.toLowerCase()}\n${doc.description.toLowerCase()}`;
    countTitleTerms(doc.name, 1);
  }

  /** The filter as a slot predicate, or null when nothing is filtered. */
  function acceptor(filters: SearchFilters): ((slot: number) => boolean) | null {
    const tags = filters.tags ?? [];
    const exclude = filters.exclude?.size ? filters.exclude : undefined;
    if (!filters.category && !filters.type && tags.length === 0 && !exclude) return null;
    const category = filters.category ? (codes.category.get(filters.category) ?? -1) : undefined;
    const type = filters.type ? (codes.type.get(filters.type) ?? -1) : undefined;
    return (slot) =>
      ids[slot] !== null &&
      (category === undefined || categoryOf[slot] === category) &&
      (type === undefined || typeOf[slot] === type) &&
      (tags.length === 0 || tags.some((tag) => tagsOf[slot]?.includes(tag))) &&
      (exclude === undefined || !exclude.has(ids[slot] as string));
  }

  /**
   * Keyword hits with what their relevance is worked out from: the share of query words matched
   * (a synonym-only match as half a word), the same share weighted by each word's rarity, BM25
   * against the best hit, and whether a multi-word query stands verbatim in the name or description.
   */
  function keywordSearch(
    query: string,
    accept: ((slot: number) => boolean) | null,
    size: number,
  ): { slot: number; match: KeywordMatch }[] {
    const words = [...new Set(queryTerms(query))].slice(0, MAX_QUERY_TERMS);
    if (words.length === 0) return [];
    // A synonym word named by several phrases of a group counts that many times, as MiniSearch did.
    const synonymCounts = new Map<string, number>();
    /** Per synonym term, a bit mask of the query words it stands in for. */
    const standsFor = new Map<string, number>();
    for (const expansion of expandSynonymsWithSource(query)) {
      let mask = 0;
      for (const term of queryTerms(expansion.source)) {
        const index = words.indexOf(term);
        if (index >= 0) mask |= 2 ** index;
      }
      for (const term of queryTerms(expansion.phrase)) {
        if (words.includes(term)) continue;
        synonymCounts.set(term, (synonymCounts.get(term) ?? 0) + 1);
        standsFor.set(term, (standsFor.get(term) ?? 0) | mask);
      }
    }
    const synonyms = [...synonymCounts].slice(0, MAX_SYNONYM_TERMS);
    const last = words.length - 1;
    const sources: SourceTerm[] = [
      // Prefix only on the last word, the one still being typed.
      ...words.map((term, i) => ({ term, boost: 1, prefix: i === last && term.length >= 3, fuzzy: true })),
      ...synonyms.map(([term, count]) => ({
        term,
        boost: SYNONYM_BOOST * count,
        prefix: false,
        fuzzy: false,
      })),
    ];
    const hits = keyword.search(sources, accept, size, FUZZY_FALLBACK_BELOW);
    if (hits.count === 0) return [];
    const rarity = words.map((word) => keyword.idf(word));
    const rarityTotal = rarity.reduce((sum, value) => sum + value, 0) || 1;
    const wordBits = 2 ** words.length - 1;
    // Also BM25 of the query's own words alone against the best such score, so the model can tell a
    // document that says the words from one found through synonyms.
    let bestDirect = 0;
    for (let i = 0; i < hits.count; i += 1) bestDirect = Math.max(bestDirect, hits.direct[i] as number);
    bestDirect ||= 1;
    const best = hits.scores[0] || 1;
    const phrase = query.trim().toLowerCase();
    const out: { slot: number; match: KeywordMatch }[] = [];
    for (let i = 0; i < hits.count; i += 1) {
      const slot = hits.slots[i] as number;
      const exact = hits.exact[i] as number;
      // A word found only through typo tolerance counts half: 'hydrostatc' still finds 'hydrostatic'.
      // A synonym hit stands in, also at half, for the query words of the phrase that brought it:
      // 'tax submission to the revenue service' matched only through service ~ maintenance covers
      // half of one word of four; 'time off request' matched through leave, half of 'time'.
      const typoOnly = (hits.any[i] as number) & ~exact & wordBits;
      let synonymMask = 0;
      for (let j = 0; j < synonyms.length; j += 1)
        if (exact & (2 ** (words.length + j)))
          synonymMask |= standsFor.get((synonyms[j] as [string, number])[0]) ?? 0;
      let covered = 0;
      let rare = 0;
      for (let w = 0; w < words.length; w += 1) {
        const bit = 2 ** w;
        const credit = exact & bit ? 1 : typoOnly & bit || synonymMask & bit ? SYNONYM_OR_TYPO_CREDIT : 0;
        covered += credit;
        rare += credit * (rarity[w] as number);
      }
      const matched = popcount(exact & wordBits);
      out.push({
        slot,
        match: {
          coverage: Math.min(1, covered / words.length),
          rareCoverage: Math.min(1, rare / rarityTotal),
          share: Math.min(1, (hits.scores[i] as number) / best),
          directShare: Math.min(1, (hits.direct[i] as number) / bestDirect),
          verbatim: words.length > 1 && matched === words.length && Boolean(phrases[slot]?.includes(phrase)),
        },
      });
    }
    return out;
  }

  /** `vector` plus `weight` times the mean of the hits' vectors, normalised. */
  function towards(vector: Float32Array, hits: { slot: number }[], weight: number): Float32Array {
    const moved = Float32Array.from(vector);
    let used = 0;
    for (const hit of hits) {
      const other = vectors.vector(hit.slot);
      if (!other) continue;
      used += 1;
      for (let d = 0; d < moved.length; d += 1)
        moved[d] = (moved[d] as number) + (weight / hits.length) * (other[d] as number);
    }
    if (used === 0) return vector;
    let norm = 0;
    for (let d = 0; d < moved.length; d += 1) norm += (moved[d] as number) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < moved.length; d += 1) moved[d] = (moved[d] as number) / norm;
    return moved;
  }

  /** Whether the embedder knows a word (stop words and numbers carry no meaning of their own). */
  function hasMeaning(token: string): boolean {
    if (STOP_WORDS.has(token) || /^\d+$/.test(token)) return true;
    return embedder.embed([{ text: token, weight: 1 }]) !== null;
  }

  function embedQuery(query: string): Float32Array | null {
    return embedder.embed([
      { text: query, weight: 2 },
      { text: expandSynonyms(query).join(' '), weight: 1 },
    ]);
  }

  /**
   * Every document a method would consider, with what its relevance is computed from. Keyword: the
   * best `CANDIDATES` by BM25. Semantic: the `CANDIDATES` nearest in meaning (by keyword when no
   * word of the query has a vector), each with its keyword evidence when the keyword side found it.
   * Hybrid: both.
   */
  function candidates(query: string, method: AiSearchMethod, accept: ((slot: number) => boolean) | null) {
    const found = new Map<number, MatchFeatures>();
    const keywordHits = keywordSearch(query, accept, CANDIDATES);
    let vector = method === 'keyword' ? null : embedQuery(query);
    // Semantic only: pseudo-relevance feedback in vector space (Rocchio). The query's vector moves
    // towards its best keyword hits, so 'what to do when the alarm goes off' also finds what the
    // evacuation plan's neighbours say (decision 0059: held-out semantic +0.013; hybrid, which
    // already has the keyword side, gained nothing).
    if (vector && method === 'semantic' && keywordHits.length > 0) {
      vector = towards(vector, keywordHits.slice(0, FEEDBACK_DOCUMENTS), FEEDBACK_WEIGHT);
    }
    const byKeyword = new Map(keywordHits.map((hit) => [hit.slot, hit.match]));
    // A word with no meaning vector (a code, a product name, a new term) can only be matched
    // literally, so semantic search takes the keyword side's documents too when the query has one.
    const literalOnly = method === 'semantic' && tokenize(query).some((token) => !hasMeaning(token));
    if (method !== 'semantic' || !vector || literalOnly) {
      for (const hit of keywordHits) {
        found.set(hit.slot, { ...hit.match, cosine: vector ? vectors.cosine(hit.slot, vector) : 0 });
      }
    }
    if (vector) {
      const top = createTopK(CANDIDATES);
      const cosines = vectors.scan(vector);
      for (let slot = 0; slot < cosines.length; slot += 1) {
        const cosine = cosines[slot] as number;
        if (cosine <= SEMANTIC_FLOOR || (accept && !accept(slot)) || ids[slot] === null) continue;
        if (top.wouldKeep(cosine)) top.push(slot, cosine);
      }
      const nearest = top.drain();
      for (let i = 0; i < nearest.slots.length; i += 1) {
        const slot = nearest.slots[i] as number;
        if (found.has(slot)) continue;
        found.set(slot, {
          ...(byKeyword.get(slot) ?? NO_KEYWORD_MATCH),
          cosine: nearest.scores[i] as number,
        });
      }
    }
    return found;
  }

  function search(query: string, options: SearchOptions): SearchHit[] {
    const accept = acceptor(options);
    const threshold = options.threshold ?? (options.method === 'keyword' ? 0 : DEFAULT_THRESHOLD);
    const method = options.method;
    const scored: SearchHit[] = [];
    for (const [slot, features] of candidates(query, method, accept)) {
      const relevance = relevanceOf(method, features, {
        semanticWeight: options.semanticWeight,
        keywordWeight: options.keywordWeight,
      });
      if (relevance >= threshold && relevance > 0)
        scored.push({ id: ids[slot] as string, relevance, method });
    }
    return scored
      .sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id))
      .slice(0, options.limit)
      .map((hit) => ({ ...hit, relevance: Math.round(hit.relevance * 1000) / 10 }));
  }

  /** The candidates of a query with their features, for fitting and checking the relevance model. */
  function explain(query: string, method: AiSearchMethod, filters: SearchFilters = {}) {
    return [...candidates(query, method, acceptor(filters))].map(([slot, features]) => ({
      id: ids[slot] as string,
      features,
    }));
  }

  /** Completions from titles, tags and frequent terms, for a typed prefix (no title of an excluded document). */
  function suggest(prefix: string, size = 8, exclude?: ReadonlySet<string>): string[] {
    const text = prefix.trim().toLowerCase();
    if (!text) return [];
    const last = text.split(/\s+/).pop() ?? '';
    const out = new Set<string>();
    for (let slot = 0; slot < ids.length && out.size < size; slot += 1) {
      if (exclude?.has(ids[slot] as string)) continue;
      const phrase = phrases[slot] as string;
      const at = phrase.indexOf(text);
      // Titles only: the match must end before the line break that starts the description.
      if (at >= 0 && at + text.length <= phrase.indexOf('\n')) out.add(names[slot] as string);
    }
    if (out.size >= size) return [...out];
    const terms = [...termCounts]
      .filter(([term]) => term.startsWith(last) && term !== last)
      .sort((a, b) => b[1] - a[1])
      .slice(0, size);
    const head = text.slice(0, text.length - last.length);
    for (const [term] of terms) {
      out.add(`${head}${term}`);
      if (out.size >= size) break;
    }
    return [...out];
  }

  function clear() {
    keyword.clear();
    vectors.clear();
    slotOf.clear();
    for (const list of [ids, freeSlots, categoryOf, typeOf, tagsOf, names, phrases]) list.length = 0;
    codes.category.clear();
    codes.type.clear();
    termCounts.clear();
  }

  return {
    add,
    remove,
    search,
    explain,
    suggest,
    has: (id: string) => slotOf.has(id),
    get size() {
      return slotOf.size;
    },
    get stats() {
      return keyword.stats;
    },
    /** Empties the engine (a rebuild adds every document again, then calls settle()). */
    clear,
    /** Releases the spare room a bulk load left in the posting lists. */
    settle: () => keyword.trim(),
    rebuild(docs: Iterable<IndexedDocument>) {
      clear();
      for (const doc of docs) add(doc);
      keyword.trim();
    },
  };
}
