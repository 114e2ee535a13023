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
import { expandSynonyms } from './synonyms';
import { processTerm, queryTerms, tokenize } from './text';
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

export type SearchFilters = { category?: string | undefined; type?: string | undefined; tags?: string[] };

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
/** Cosine values mapped to 0–1 relevance (calibrated on the demo library, bench/search-quality.mjs). */
export const SEMANTIC_CALIBRATION = { floor: 0.35, ceiling: 0.88 };
const CANDIDATES = 100;
const FUZZY_FALLBACK_BELOW = 5;
const SYNONYM_BOOST = 0.5;
const TYPO_COVERAGE = 0.5;

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
    if (!filters.category && !filters.type && tags.length === 0) return null;
    const category = filters.category ? (codes.category.get(filters.category) ?? -1) : undefined;
    const type = filters.type ? (codes.type.get(filters.type) ?? -1) : undefined;
    return (slot) =>
      ids[slot] !== null &&
      (category === undefined || categoryOf[slot] === category) &&
      (type === undefined || typeOf[slot] === type) &&
      (tags.length === 0 || tags.some((tag) => tagsOf[slot]?.includes(tag)));
  }

  /** Keyword hits with relevance 0–1: share of query words matched, scaled by BM25 against the best hit. */
  function keywordSearch(query: string, accept: ((slot: number) => boolean) | null, size: number) {
    const words = [...new Set(queryTerms(query))].slice(0, MAX_QUERY_TERMS);
    if (words.length === 0) return [];
    // A synonym word named by several phrases of a group counts that many times, as MiniSearch did.
    const synonymCounts = new Map<string, number>();
    for (const term of expandSynonyms(query).flatMap((phrase) => queryTerms(phrase)))
      if (!words.includes(term)) synonymCounts.set(term, (synonymCounts.get(term) ?? 0) + 1);
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
    const wordBits = 2 ** words.length - 1;
    const best = hits.scores[0] || 1;
    const phrase = query.trim().toLowerCase();
    const out: { slot: number; relevance: number }[] = [];
    for (let i = 0; i < hits.count; i += 1) {
      const slot = hits.slots[i] as number;
      const exact = hits.exact[i] as number;
      const share = Math.min(1, (hits.scores[i] as number) / best);
      const matched = popcount(exact & wordBits);
      // A word found only through typo tolerance counts half: 'hydrostatc' still finds 'hydrostatic'.
      const typoOnly = popcount((hits.any[i] as number) & ~exact & wordBits);
      let coverage = (matched + TYPO_COVERAGE * typoOnly) / words.length;
      // A synonym hit stands in for one query word at the synonym's weight: 'tax submission to the
      // revenue service' matched only through service ~ maintenance is not 80% covered.
      if (exact > wordBits) coverage = Math.min(1, coverage + SYNONYM_BOOST / words.length);
      let relevance = coverage * (0.55 + 0.45 * share);
      // A multi-word query found verbatim is a strong match whatever BM25's spread says.
      if (words.length > 1 && matched === words.length && phrases[slot]?.includes(phrase))
        relevance = Math.max(relevance, 0.9 + 0.1 * share);
      out.push({ slot, relevance });
    }
    return out;
  }

  function embedQuery(query: string): Float32Array | null {
    return embedder.embed([
      { text: query, weight: 2 },
      { text: expandSynonyms(query).join(' '), weight: 1 },
    ]);
  }

  /** Semantic relevance 0–1 of every slot above the calibration floor that passes the filter. */
  function semanticScan(
    vector: Float32Array,
    accept: ((slot: number) => boolean) | null,
    visit: (slot: number, relevance: number) => void,
  ) {
    const { floor, ceiling } = SEMANTIC_CALIBRATION;
    const cosines = vectors.scan(vector);
    for (let slot = 0; slot < cosines.length; slot += 1) {
      const cosine = cosines[slot] as number;
      if (cosine <= floor || (accept && !accept(slot))) continue;
      visit(slot, Math.min(1, (cosine - floor) / (ceiling - floor)));
    }
  }

  function semanticRelevance(slot: number, vector: Float32Array): number {
    const { floor, ceiling } = SEMANTIC_CALIBRATION;
    const cosine = vectors.cosine(slot, vector);
    return cosine > floor ? Math.min(1, (cosine - floor) / (ceiling - floor)) : 0;
  }

  function search(query: string, options: SearchOptions): SearchHit[] {
    const accept = acceptor(options);
    const threshold = options.threshold ?? (options.method === 'keyword' ? 0 : 0.3);
    const scored: { slot: number; relevance: number }[] = [];
    if (options.method === 'keyword') {
      scored.push(...keywordSearch(query, accept, CANDIDATES));
    } else {
      const ws = options.method === 'semantic' ? 1 : (options.semanticWeight ?? 0.7);
      const wk = options.method === 'semantic' ? 0 : (options.keywordWeight ?? 1 - ws);
      const keywordHits = options.method === 'hybrid' ? keywordSearch(query, accept, CANDIDATES) : [];
      const vector = embedQuery(query);
      // A document only the semantic side found needs ws·sem >= threshold to survive.
      const minimum = ws > 0 ? threshold / ws : 2;
      const top = createTopK(CANDIDATES);
      if (vector) {
        semanticScan(vector, accept, (slot, relevance) => {
          if (relevance >= minimum && top.wouldKeep(relevance)) top.push(slot, relevance);
        });
      }
      const semantic = top.drain();
      const fused = new Map<number, number>();
      for (let i = 0; i < semantic.slots.length; i += 1) {
        const slot = semantic.slots[i] as number;
        fused.set(slot, ws * (semantic.scores[i] as number));
      }
      for (const hit of keywordHits) {
        const sem = vector ? semanticRelevance(hit.slot, vector) : 0;
        // max(): a strong keyword hit keeps its own score whatever the semantic side says.
        fused.set(hit.slot, Math.max(hit.relevance, ws * sem + wk * hit.relevance));
      }
      for (const [slot, relevance] of fused) scored.push({ slot, relevance });
    }
    const method = options.method;
    return scored
      .filter((hit) => hit.relevance >= threshold && hit.relevance > 0)
      .map((hit) => ({ id: ids[hit.slot] as string, relevance: hit.relevance, method }))
      .sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id))
      .slice(0, options.limit)
      .map((hit) => ({ ...hit, relevance: Math.round(hit.relevance * 1000) / 10 }));
  }

  /** Completions from titles, tags and frequent terms, for a typed prefix. */
  function suggest(prefix: string, size = 8): string[] {
    const text = prefix.trim().toLowerCase();
    if (!text) return [];
    const last = text.split(/\s+/).pop() ?? '';
    const out = new Set<string>();
    for (let slot = 0; slot < ids.length && out.size < size; slot += 1) {
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
