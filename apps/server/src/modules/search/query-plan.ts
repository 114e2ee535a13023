/**
 * A query as the engine searches it (issue 26 §2, docs/decisions/0079), read with the shared concept
 * map (packages/shared/src/documents/search-concepts.ts):
 * - `words`: the stems of the words that count. Question and filler words ('how', 'often', 'must',
 *   'be' …) never do: they are neither matched nor highlighted.
 * - `synonyms`: the trade's equivalents of those words (FM-200 ~ HFC-227ea ~ gas suppression), each
 *   standing in for the query words of the phrase that brought it in (decision 0032).
 * - `concepts`: what the question asks for ('how often' → weekly, annual, every 6 months, schedule),
 *   searched beside the words at a lower weight; a concept never stands in for a word.
 * The same plan drives the keyword side, the query's vector, passages and their highlights.
 */
import { conceptTermWords, conceptWords, readQuery } from '@firebreak/shared';
import { MAX_QUERY_TERMS, type SourceTerm } from './keyword-index';
import { processTerm, queryTerms, tokenize } from './text';

/** Equivalent terms searched at most (the trade's groups are short; this bounds a long query). */
const MAX_SYNONYM_TERMS = 24;
/** Boost of a synonym term against a query word's 1 (decision 0032). */
export const SYNONYM_BOOST = 0.5;
/** Boost of a question concept's term: evidence that a text answers, never a match of a word. */
export const CONCEPT_BOOST = 0.3;
/** Bits of the match masks: words, then synonyms (one per set of words they stand for), then one per concept. */
const MAX_BITS = 32;
const MAX_SYNONYM_BITS = 8;

export type PlannedConcept = {
  id: string;
  label: string;
  cue: string;
  /** The concept's terms as index terms (stems; a hyphenated term joined: 'sixmonthli'). */
  terms: string[];
  /** Its terms as written, for highlighting ('every N months'). */
  phrases: readonly string[];
  /** Its bit in the match masks (its terms share it). */
  bit: number;
  /** Whether an answer is checked on a passage's words (the concept's answer pattern). */
  checked: boolean;
};

export type QueryPlan = {
  /** Stems of the words that count, in query order, at most MAX_QUERY_TERMS. */
  words: string[];
  /** The words that count, as typed (lower case), joined by spaces. */
  contentText: string;
  /** Question and filler words of the query (they inform the intent only). */
  questionWords: string[];
  /** Equivalent terms: the query words each stands for, and its bit in the match masks. */
  synonyms: { term: string; count: number; standsFor: number; bit: number }[];
  concepts: PlannedConcept[];
  /** The equivalents' phrases (for highlighting), and joined, for the query's vector. */
  equivalents: string[];
  equivalentText: string;
};

/**
 * The index terms of a phrase's words: a hyphenated code joined ('six-monthly' → 'sixmonthli',
 * 'hfc-227ea' → 'hfc227ea'), stop words and bare numbers dropped.
 */
export function indexTerms(words: string[]): string[] {
  const out = new Set<string>();
  for (const word of words) {
    if (/[-/.]/.test(word)) {
      const joined = processTerm(word.replace(/[-/.]/g, ''));
      if (joined) out.add(joined);
      continue;
    }
    const term = processTerm(word);
    if (term && !/^\d+$/.test(term)) out.add(term);
  }
  return [...out];
}

/** A word as the index keeps it (its stem; a stop word as itself), for matching phrases of the map. */
const normalize = (word: string) => processTerm(word) ?? word;

export function planQuery(query: string): QueryPlan {
  const read = readQuery(query, { normalize });
  const contentText = read.contentWords.join(' ');
  const words = [...new Set(queryTerms(contentText))].slice(0, MAX_QUERY_TERMS);
  // A synonym word named by several phrases of a group counts that many times, as MiniSearch did.
  const counts = new Map<string, { count: number; standsFor: number }>();
  for (const expansion of read.equivalents) {
    let mask = 0;
    for (const term of queryTerms(expansion.source)) {
      const index = words.indexOf(term);
      if (index >= 0) mask |= 2 ** index;
    }
    for (const term of indexTerms(conceptWords(expansion.phrase))) {
      if (words.includes(term)) continue;
      const entry = counts.get(term) ?? { count: 0, standsFor: 0 };
      entry.count += 1;
      entry.standsFor |= mask;
      counts.set(term, entry);
    }
  }
  // Synonyms that stand for the same words share a bit: what matters of a match is which words it
  // stands for, and the bits are few.
  const bitOfMask = new Map<number, number>();
  const synonyms: QueryPlan['synonyms'] = [];
  for (const [term, entry] of counts) {
    if (synonyms.length >= MAX_SYNONYM_TERMS) break;
    let bit = bitOfMask.get(entry.standsFor);
    if (bit === undefined) {
      if (words.length + bitOfMask.size >= MAX_BITS || bitOfMask.size >= MAX_SYNONYM_BITS) continue;
      bit = 2 ** (words.length + bitOfMask.size);
      bitOfMask.set(entry.standsFor, bit);
    }
    synonyms.push({ term, ...entry, bit });
  }
  const firstConceptBit = words.length + bitOfMask.size;
  const concepts = read.concepts.slice(0, MAX_BITS - firstConceptBit).map(({ concept, cue }, k) => ({
    id: concept.id,
    label: concept.label,
    cue,
    terms: indexTerms(conceptTermWords(concept)).filter((term) => !words.includes(term)),
    phrases: concept.terms,
    bit: 2 ** (firstConceptBit + k),
    checked: Boolean(concept.answers),
  }));
  return {
    words,
    contentText,
    questionWords: read.questionWords,
    synonyms,
    concepts,
    equivalents: read.equivalents.map((expansion) => expansion.phrase),
    equivalentText: read.equivalents.map((expansion) => expansion.phrase).join(' '),
  };
}

/** The keyword index's source terms of a plan, each with its bit in the match masks. */
export function sourceTerms(plan: QueryPlan, { prefix = true } = {}): SourceTerm[] {
  const last = plan.words.length - 1;
  const sources: SourceTerm[] = plan.words.map((term, i) => ({
    term,
    boost: 1,
    // Prefix only on the last word, the one still being typed.
    prefix: prefix && i === last && term.length >= 3,
    fuzzy: true,
    bit: 2 ** i,
    direct: true,
  }));
  for (const synonym of plan.synonyms)
    sources.push({
      term: synonym.term,
      boost: SYNONYM_BOOST * synonym.count,
      prefix: false,
      fuzzy: false,
      bit: synonym.bit,
    });
  for (const concept of plan.concepts)
    for (const term of concept.terms)
      sources.push({
        term,
        boost: CONCEPT_BOOST,
        prefix: false,
        fuzzy: false,
        bit: concept.bit,
        direct: false,
      });
  return sources;
}

/** The bits of a plan's concepts in the match masks. */
export function conceptBits(plan: QueryPlan): number {
  let mask = 0;
  for (const concept of plan.concepts) mask |= concept.bit;
  return mask;
}

/** The raw tokens of the words that count (for the embedder's check of words it knows). */
export function contentTokens(plan: QueryPlan): string[] {
  return tokenize(plan.contentText);
}
