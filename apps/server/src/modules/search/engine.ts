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
import { boundedLevenshtein, createKeywordIndex, popcount, type SourceTerm } from './keyword-index';
import { createPassageIndex, type PassageHit } from './passage-index';
import type { DocumentPassage } from './passages';
import { contentTokens, planQuery, type QueryPlan, sourceTerms } from './query-plan';
import { type KeywordMatch, type MatchFeatures, NO_KEYWORD_MATCH, relevanceOf } from './relevance';
import { processTerm, STOP_WORDS, tokenize } from './text';
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
  /**
   * Its text as passages (passages.ts). Left out, a document already indexed keeps the passages it
   * has (a change of name or tags does not touch the text); an empty list removes them.
   */
  passages?: readonly DocumentPassage[] | undefined;
};

export type SearchFilters = {
  category?: string | undefined;
  type?: string | undefined;
  tags?: string[];
  /** Documents the caller may not reach (another technician's visit reports: decision 0076). */
  exclude?: ReadonlySet<string> | undefined;
  /** Only these documents (those linked to a client, site, project or asset: decision 0081). */
  only?: ReadonlySet<string> | undefined;
};

export type SearchOptions = SearchFilters & {
  method: AiSearchMethod;
  limit: number;
  /** 0–1 on the relevance scale; hits below it are dropped. */
  threshold?: number | undefined;
  semanticWeight?: number | undefined;
  keywordWeight?: number | undefined;
  /** Leave out passages and the best answer (a ranking alone: analyze-query, benchmarks). */
  rankOnly?: boolean;
};

export type SearchHit = { id: string; relevance: number; method: AiSearchMethod };

/** A search with the passage of each hit and the best answer, as the routes answer it. */
export type SearchOutcome = {
  hits: (SearchHit & { passage: PassageHit | null })[];
  /** Hits a threshold sent with the request left out (0 when none was sent). */
  belowThreshold: number;
  /** The one passage that answers the question, when it deserves the name. */
  bestAnswer: { id: string; passage: PassageHit } | null;
  plan: QueryPlan;
};

const CONTENT_CHARS = 20_000;
/** Documents less similar than this are never semantic candidates (their relevance is nil). */
const SEMANTIC_FLOOR = 0.35;
/**
 * No threshold unless a request sends one (issue 26 §1, decision 0079): every ranked result is
 * listed, down to this relevance for a document that only resembles the query in meaning (one that
 * holds a word of the query, or its equivalent or concept, is always listed). Meaning alone scores
 * well under 1% on both judged collections, so a query that shares no word with the library comes
 * back empty and says so, rather than listing the 100 nearest vectors.
 */
const MEANING_ONLY_FLOOR = 0.01;
/**
 * The best answer (issue 26 §3): the best passage of a hit at least this relevant, holding at least
 * this share of the query's words and a term of each concept it asks for ('weekly' for 'how often').
 */
const ANSWER_RELEVANCE = 0.5;
/** The least relevance when the passage holds what the question asks for in its own words. */
const ANSWER_RELEVANCE_CHECKED = 0.3;
const ANSWER_COVERAGE = 0.75;
/** Completions of the last word used for passages, and their weight against a whole word's 1. */
const PASSAGE_PREFIX_TERMS = 10;
const PASSAGE_PREFIX_BOOST = 0.375;
/** Titles read for words to try when nothing matched (the first ones the caller may reach). */
const ALTERNATIVE_TITLES = 5000;
const CANDIDATES = 100;
/** Pseudo-relevance feedback for semantic search: its best keyword hits, and how far they pull. */
const FEEDBACK_DOCUMENTS = 3;
const FEEDBACK_WEIGHT = 0.5;
const FUZZY_FALLBACK_BELOW = 5;
/** A query word found only through typo tolerance or a synonym counts half. */
const SYNONYM_OR_TYPO_CREDIT = 0.5;

export type SearchEngine = ReturnType<typeof createSearchEngine>;

export function createSearchEngine({ embedder }: { embedder: Embedder }) {
  const keyword = createKeywordIndex();
  const vectors = createVectorIndex(embedder.dimensions);
  const passageIndex = createPassageIndex();
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
    passageIndex.remove(id);
    removeDocument(id);
  }

  /** The document alone: its passages stay (add() re-adds a document whose text is unchanged). */
  function removeDocument(id: string) {
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
    if (slotOf.has(doc.id)) removeDocument(doc.id);
    if (doc.passages !== undefined) passageIndex.set(doc.id, doc.passages);
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
    const only = filters.only;
    if (!filters.category && !filters.type && tags.length === 0 && !exclude && !only) return null;
    const category = filters.category ? (codes.category.get(filters.category) ?? -1) : undefined;
    const type = filters.type ? (codes.type.get(filters.type) ?? -1) : undefined;
    return (slot) =>
      ids[slot] !== null &&
      (category === undefined || categoryOf[slot] === category) &&
      (type === undefined || typeOf[slot] === type) &&
      (tags.length === 0 || tags.some((tag) => tagsOf[slot]?.includes(tag))) &&
      (exclude === undefined || !exclude.has(ids[slot] as string)) &&
      (only === undefined || only.has(ids[slot] as string));
  }

  /**
   * Keyword hits with what their relevance is worked out from: the share of the query's words matched
   * (a synonym-only match as half a word), the same share weighted by each word's rarity, BM25
   * against the best hit, and whether a multi-word query stands verbatim in the name or description.
   * Question words are not among the words (query-plan.ts); a question's concepts add to BM25 only.
   */
  function keywordSearch(
    plan: QueryPlan,
    query: string,
    accept: ((slot: number) => boolean) | null,
    size: number,
  ): { slot: number; match: KeywordMatch }[] {
    const { words, synonyms } = plan;
    if (words.length === 0 && plan.concepts.length === 0) return [];
    const hits = keyword.search(sourceTerms(plan), accept, size, FUZZY_FALLBACK_BELOW);
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
      for (const synonym of synonyms) if (exact & synonym.bit) synonymMask |= synonym.standsFor;
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
          coverage: words.length ? Math.min(1, covered / words.length) : 0,
          rareCoverage: words.length ? Math.min(1, rare / rarityTotal) : 0,
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

  /** The query's vector: its words that count, and (weight 1 against 2) their equivalents. */
  function embedQuery(plan: QueryPlan): Float32Array | null {
    return embedder.embed([
      { text: plan.contentText, weight: 2 },
      { text: plan.equivalentText, weight: 1 },
    ]);
  }

  /**
   * Every document a method would consider, with what its relevance is computed from. Keyword: the
   * best `CANDIDATES` by BM25. Semantic: the `CANDIDATES` nearest in meaning (by keyword when no
   * word of the query has a vector), each with its keyword evidence when the keyword side found it.
   * Hybrid: both.
   */
  function candidates(
    query: string,
    method: AiSearchMethod,
    accept: ((slot: number) => boolean) | null,
    plan: QueryPlan = planQuery(query),
  ) {
    const found = new Map<number, MatchFeatures>();
    const keywordHits = keywordSearch(plan, query, accept, CANDIDATES);
    let vector = method === 'keyword' ? null : embedQuery(plan);
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
    const literalOnly = method === 'semantic' && contentTokens(plan).some((token) => !hasMeaning(token));
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

  /**
   * Ranked hits (relevance 0–100, one decimal), each with its best passage, and the best answer.
   * A threshold applies only when sent; without one every ranked result is listed (down to
   * MEANING_ONLY_FLOOR for a document that matches by meaning alone), up to the limit.
   */
  function find(query: string, options: SearchOptions): SearchOutcome {
    const accept = acceptor(options);
    const method = options.method;
    const plan = planQuery(query);
    const threshold = options.threshold;
    const scored: SearchHit[] = [];
    let belowThreshold = 0;
    for (const [slot, features] of candidates(query, method, accept, plan)) {
      const relevance = relevanceOf(method, features, {
        semanticWeight: options.semanticWeight,
        keywordWeight: options.keywordWeight,
      });
      const saysAWord = features.share > 0 || features.coverage > 0;
      if (relevance <= 0 || (!saysAWord && relevance < MEANING_ONLY_FLOOR)) continue;
      if (threshold !== undefined && relevance < threshold) {
        belowThreshold += 1;
        continue;
      }
      scored.push({ id: ids[slot] as string, relevance, method });
    }
    const top = scored
      .sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id))
      .slice(0, options.limit);
    // The passages are ranked with the query's terms, the last word's completions included, and
    // each word weighted by its rarity in the library, as the documents were.
    if (options.rankOnly)
      return {
        hits: top.map((hit) => ({ ...hit, relevance: Math.round(hit.relevance * 1000) / 10, passage: null })),
        belowThreshold,
        bestAnswer: null,
        plan,
      };
    const sources = sourceTerms(plan);
    const last = sources.find((source) => source.prefix);
    if (last)
      for (const term of keyword.prefixTerms(last.term).slice(0, PASSAGE_PREFIX_TERMS))
        sources.push({
          term,
          boost: PASSAGE_PREFIX_BOOST,
          prefix: false,
          fuzzy: false,
          bit: last.bit,
          direct: true,
        });
    const passages = passageIndex.best(
      plan,
      sources,
      titleBits(sources, top),
      (term) => keyword.idf(term),
      // A word no document holds ('done', 'stay') cannot be found in any passage: it weighs nothing.
      plan.words.map((word) => (keyword.documentFrequency(word) > 0 ? keyword.idf(word) : 0)),
    );
    // A question, or a query of three words or more, may have an answer; a name typed may not.
    const asks = plan.questionWords.length > 0 || plan.concepts.length > 0 || plan.words.length >= 3;
    // A passage that holds what a question asks for in its own words ('15 bar' for 'what pressure')
    // may answer from a less likely document than one that only holds the words.
    const checked = plan.concepts.some((concept) => concept.checked);
    let bestAnswer: SearchOutcome['bestAnswer'] = null;
    let bestScore = 0;
    for (const hit of top) {
      const passage = passages.get(hit.id);
      if (!asks || !passage?.answersConcepts || passage.coverage < ANSWER_COVERAGE) continue;
      if (hit.relevance < (checked ? ANSWER_RELEVANCE_CHECKED : ANSWER_RELEVANCE)) continue;
      const score = hit.relevance * (0.5 + 0.5 * passage.coverage);
      if (score > bestScore) {
        bestScore = score;
        bestAnswer = { id: hit.id, passage };
      }
    }
    return {
      hits: top.map((hit) => ({
        ...hit,
        relevance: Math.round(hit.relevance * 1000) / 10,
        passage: passages.get(hit.id) ?? null,
      })),
      belowThreshold,
      bestAnswer,
      plan,
    };
  }

  /** Per hit, the match bits of the query's terms (words, equivalents, concept terms) its title holds. */
  function titleBits(sources: readonly SourceTerm[], hits: readonly SearchHit[]): Map<string, number> {
    const bitOf = new Map<string, number>();
    for (const source of sources) bitOf.set(source.term, (bitOf.get(source.term) ?? 0) | (source.bit ?? 0));
    const out = new Map<string, number>();
    for (const hit of hits) {
      let bits = 0;
      for (const token of tokenize(names[slotOf.get(hit.id) ?? -1] ?? '')) {
        const term = processTerm(token);
        if (term) bits |= bitOf.get(term) ?? 0;
      }
      out.set(hit.id, bits);
    }
    return out;
  }

  /** The ranked hits alone (benchmarks and tests). */
  function search(query: string, options: SearchOptions): SearchHit[] {
    return find(query, { ...options, rankOnly: true }).hits.map(({ id, relevance, method }) => ({
      id,
      relevance,
      method,
    }));
  }

  /** The candidates of a query with their features, for fitting and checking the relevance model. */
  function explain(query: string, method: AiSearchMethod, filters: SearchFilters = {}) {
    return [...candidates(query, method, acceptor(filters))].map(([slot, features]) => ({
      id: ids[slot] as string,
      features,
    }));
  }

  /**
   * Words to try when a query found nothing: the query with its words spelled as the library's titles
   * spell them, then the commonest words of the titles the caller may reach.
   */
  function alternatives(query: string, exclude?: ReadonlySet<string>): string[] {
    const counts = new Map<string, number>();
    let seen = 0;
    for (let slot = 0; slot < ids.length && seen < ALTERNATIVE_TITLES; slot += 1) {
      const id = ids[slot];
      if (!id || exclude?.has(id)) continue;
      seen += 1;
      for (const token of new Set(tokenize(names[slot] ?? ''))) {
        if (token.length < 4 || /\d/.test(token) || !processTerm(token)) continue;
        counts.set(token, (counts.get(token) ?? 0) + 1);
      }
    }
    const out: string[] = [];
    const plan = planQuery(query);
    let changed = false;
    const respelt = plan.contentText.split(' ').map((word) => {
      if (word.length < 4 || counts.has(word)) return word;
      let best = word;
      let bestDistance = 3;
      let bestCount = 0;
      for (const [token, count] of counts) {
        const distance = boundedLevenshtein(word, token, 2);
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
          best = token;
          bestDistance = distance;
          bestCount = count;
        }
      }
      if (best !== word) changed = true;
      return best;
    });
    if (changed) out.push(respelt.join(' '));
    const common = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [token] of common) {
      if (out.length >= 6) break;
      if (!out.includes(token)) out.push(token);
    }
    return out;
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
    passageIndex.clear();
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
    find,
    search,
    alternatives,
    explain,
    suggest,
    has: (id: string) => slotOf.has(id),
    get size() {
      return slotOf.size;
    },
    get stats() {
      return { ...keyword.stats, passages: passageIndex.stats };
    },
    /** Empties the engine (a rebuild adds every document again, then calls settle()). */
    clear,
    /** Releases the spare room a bulk load left in the posting lists. */
    settle: () => {
      keyword.trim();
      passageIndex.settle();
    },
    rebuild(docs: Iterable<IndexedDocument>) {
      clear();
      for (const doc of docs) add(doc);
      keyword.trim();
      passageIndex.settle();
    },
  };
}
