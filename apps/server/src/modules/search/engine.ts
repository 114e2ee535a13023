/**
 * The in-process search engine (docs/decisions/0030): keyword = MiniSearch BM25 with Porter2
 * stemming, stop words, field boosts name > tags > description > content, prefix, typo tolerance and
 * synonym expansion; semantic = cosine over embedder vectors; hybrid = fusion that never buries an
 * exact keyword hit. Every method reports relevance 0–100 on one calibrated scale, and filters
 * (category, type, tags) are applied inside the engine. The database stays the source of truth:
 * the engine is rebuilt at start and updated by every write and delete.
 */
import type { AiSearchMethod } from '@firebreak/shared';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Embedder } from './embedder';
import { expandSynonyms } from './synonyms';
import { processTerm, queryTerms, tokenize } from './text';

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

type Meta = { category: string; type: string; tags: string[]; slot: number };

export type SearchEngine = ReturnType<typeof createSearchEngine>;

export function createSearchEngine({ embedder }: { embedder: Embedder }) {
  const dims = embedder.dimensions;
  let keyword = newKeywordIndex();
  const meta = new Map<string, Meta>();
  const slotIds: (string | null)[] = [];
  const freeSlots: number[] = [];
  let vectors = new Float32Array(1024 * dims);
  const termCounts = new Map<string, number>();
  const titles = new Map<string, string>();

  function allocateSlot(): number {
    const slot = freeSlots.pop() ?? slotIds.length;
    if (slot === slotIds.length) slotIds.push(null);
    if ((slot + 1) * dims > vectors.length) {
      const grown = new Float32Array(vectors.length * 2);
      grown.set(vectors);
      vectors = grown;
    }
    return slot;
  }

  function countTerms(doc: IndexedDocument, delta: number) {
    for (const token of new Set([...tokenize(`${doc.name} ${doc.description}`), ...doc.tags])) {
      if (token.length < 3 || /^\d+$/.test(token) || !processTerm(token)) continue;
      const next = (termCounts.get(token) ?? 0) + delta;
      if (next <= 0) termCounts.delete(token);
      else termCounts.set(token, next);
    }
  }

  function remove(id: string) {
    const existing = meta.get(id);
    if (!existing) return;
    keyword.discard(id);
    slotIds[existing.slot] = null;
    freeSlots.push(existing.slot);
    meta.delete(id);
    const title = titles.get(id);
    titles.delete(id);
    if (title !== undefined) countTerms({ ...emptyDoc(id), name: title }, -1);
  }

  function add(doc: IndexedDocument) {
    if (meta.has(doc.id)) remove(doc.id);
    const content = doc.content.slice(0, CONTENT_CHARS);
    keyword.add({ ...doc, content, tags: doc.tags.join(' ') });
    const slot = allocateSlot();
    slotIds[slot] = doc.id;
    const vector = embedder.embed([
      { text: doc.name, weight: 3 },
      { text: doc.tags.join(' '), weight: 2 },
      { text: doc.description, weight: 2 },
      { text: content.slice(0, 4000), weight: 1 },
    ]);
    if (vector) vectors.set(vector, slot * dims);
    else vectors.fill(0, slot * dims, (slot + 1) * dims);
    meta.set(doc.id, { category: doc.category, type: doc.type, tags: doc.tags, slot });
    titles.set(doc.id, doc.name);
    countTerms({ ...emptyDoc(doc.id), name: doc.name }, 1);
  }

  function passes(id: string, filters: SearchFilters): boolean {
    const m = meta.get(id);
    if (!m) return false;
    if (filters.category && m.category !== filters.category) return false;
    if (filters.type && m.type !== filters.type) return false;
    if (filters.tags && filters.tags.length > 0 && !filters.tags.some((tag) => m.tags.includes(tag)))
      return false;
    return true;
  }

  /** Keyword hits with relevance 0–1: share of query terms matched, scaled by BM25 against the best hit. */
  function keywordSearch(query: string, filters: SearchFilters, size: number): SearchHit[] {
    const terms = new Set(queryTerms(query));
    if (terms.size === 0) return [];
    const synonyms = expandSynonyms(query);
    const synonymTerms = new Set(
      synonyms.flatMap((phrase) => queryTerms(phrase)).filter((t) => !terms.has(t)),
    );
    const text = [query, ...synonyms].join(' ');
    const filtered = Boolean(filters.category || filters.type || filters.tags?.length);
    const options = {
      ...(filtered ? { filter: (result: SearchResult) => passes(result.id as string, filters) } : {}),
      boostTerm: (term: string) => (synonymTerms.has(term) ? SYNONYM_BOOST : 1),
    };
    // Exact and prefix terms first; typo tolerance (costly on a large vocabulary) only when a query word found nothing.
    let results: SearchResult[] = keyword.search(text, { ...options, fuzzy: false });
    const found = new Set(results.flatMap((result) => result.queryTerms));
    const missing = new Set([...terms].filter((term) => !found.has(term)));
    if (missing.size > 0 || results.length < FUZZY_FALLBACK_BELOW) {
      // Only the words that found nothing get typo tolerance (or all, when almost nothing was found).
      const all = results.length < FUZZY_FALLBACK_BELOW;
      results = keyword.search(text, {
        ...options,
        fuzzy: (term: string) => ((all || missing.has(term)) && term.length >= 5 ? 0.2 : false),
      });
    }
    if (results.length === 0) return [];
    const best = results[0]?.score ?? 1;
    const phrase = query.trim().toLowerCase();
    return results.slice(0, size).map((result) => {
      const matched = new Set<string>();
      for (const term of result.terms) {
        for (const queryTerm of terms)
          if (term === queryTerm || term.startsWith(queryTerm)) matched.add(queryTerm);
      }
      const synonymHit = result.terms.some((term) => synonymTerms.has(term));
      let coverage = matched.size / terms.size;
      if (synonymHit) coverage = Math.max(coverage, 0.8);
      let relevance = coverage * (0.55 + 0.45 * Math.min(1, result.score / best));
      // A multi-word query found verbatim is a strong match whatever BM25's spread says.
      const exact = terms.size > 1 && matched.size === terms.size && exactPhrase(result.id as string, phrase);
      if (exact) relevance = Math.max(relevance, 0.9 + 0.1 * Math.min(1, result.score / best));
      return { id: result.id as string, relevance, method: 'keyword' as const };
    });
  }

  function exactPhrase(id: string, phrase: string): boolean {
    const title = titles.get(id)?.toLowerCase() ?? '';
    const stored = keyword.getStoredFields(id) as { description?: string } | undefined;
    return title.includes(phrase) || Boolean(stored?.description?.toLowerCase().includes(phrase));
  }

  function semanticScores(query: string, filters: SearchFilters): Map<string, number> {
    const vector = embedder.embed([
      { text: query, weight: 2 },
      { text: expandSynonyms(query).join(' '), weight: 1 },
    ]);
    const scores = new Map<string, number>();
    if (!vector) return scores;
    const { floor, ceiling } = SEMANTIC_CALIBRATION;
    const filtered = Boolean(filters.category || filters.type || filters.tags?.length);
    for (let slot = 0; slot < slotIds.length; slot += 1) {
      const id = slotIds[slot];
      if (!id) continue;
      let dot = 0;
      const offset = slot * dims;
      for (let d = 0; d < dims; d += 1) dot += (vectors[offset + d] as number) * (vector[d] as number);
      if (dot <= floor) continue;
      if (filtered && !passes(id, filters)) continue;
      scores.set(id, Math.min(1, (dot - floor) / (ceiling - floor)));
    }
    return scores;
  }

  /** The best `size` entries at or above `minimum` (filtering first keeps the sort small at 100k). */
  function top(scores: Map<string, number>, size: number, minimum = 0): [string, number][] {
    const kept: [string, number][] = [];
    for (const entry of scores) if (entry[1] >= minimum) kept.push(entry);
    return kept.sort((a, b) => b[1] - a[1]).slice(0, size);
  }

  function search(query: string, options: SearchOptions): SearchHit[] {
    const filters = { category: options.category, type: options.type, tags: options.tags ?? [] };
    const threshold = options.threshold ?? (options.method === 'keyword' ? 0 : 0.3);
    let hits: SearchHit[];
    if (options.method === 'keyword') {
      hits = keywordSearch(query, filters, CANDIDATES);
    } else if (options.method === 'semantic') {
      hits = top(semanticScores(query, filters), CANDIDATES, threshold).map(([id, relevance]) => ({
        id,
        relevance,
        method: 'semantic',
      }));
    } else {
      const ws = options.semanticWeight ?? 0.7;
      const wk = options.keywordWeight ?? 1 - ws;
      const keywordHits = new Map(
        keywordSearch(query, filters, CANDIDATES).map((hit) => [hit.id, hit.relevance]),
      );
      const semantic = semanticScores(query, filters);
      // A document only the semantic side found needs ws·sem >= threshold to survive.
      const semanticOnly = top(semantic, CANDIDATES, ws > 0 ? threshold / ws : 2);
      const ids = new Set([...keywordHits.keys(), ...semanticOnly.map(([id]) => id)]);
      hits = [...ids].map((id) => {
        const kw = keywordHits.get(id) ?? 0;
        const sem = semantic.get(id) ?? 0;
        // max(): a strong keyword hit keeps its own score whatever the semantic side says.
        return { id, relevance: Math.max(kw, ws * sem + wk * kw), method: 'hybrid' as const };
      });
    }
    return hits
      .filter((hit) => hit.relevance >= threshold && hit.relevance > 0)
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
    for (const title of titles.values()) {
      if (title.toLowerCase().includes(text)) out.add(title);
      if (out.size >= size) return [...out];
    }
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

  return {
    add,
    remove,
    search,
    suggest,
    has: (id: string) => meta.has(id),
    get size() {
      return meta.size;
    },
    rebuild(docs: Iterable<IndexedDocument>) {
      keyword = newKeywordIndex();
      meta.clear();
      slotIds.length = 0;
      freeSlots.length = 0;
      termCounts.clear();
      titles.clear();
      for (const doc of docs) add(doc);
    },
  };
}

function emptyDoc(id: string): IndexedDocument {
  return { id, name: '', tags: [], description: '', content: '', category: '', type: '', department: '' };
}

function newKeywordIndex() {
  return new MiniSearch<Record<string, unknown>>({
    fields: ['name', 'tags', 'description', 'content'],
    storeFields: ['description'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { name: 4, tags: 3, description: 2, content: 1 },
      // Prefix only on the last word, the one still being typed.
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });
}
