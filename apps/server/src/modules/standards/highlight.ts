/**
 * What of a passage to show for a query, and which of its words to mark: the words the engine matched
 * (same tokenising and stemming as the index, so 'serviced' marks 'servicing'; a code such as 'FM-200'
 * marks 'FM-200' and 'FM200' whole), the synonyms it searched with, and a prefix of the last word
 * typed. Question words are never marked (question-words.ts).
 */
import { conceptTermPattern, type Highlight, readQuery } from '@firebreak/shared';
import { planQuery } from '../search/query-plan';
import { processTerm } from '../search/text';
import { isQuestionWord } from './question-words';

const WORD = /[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*/gu;
const SEPARATORS = /[-/.]/g;
/** A passage longer than this is shown as an extract around its best run of marks. */
export const SNIPPET_CHARS = 420;

/** Stems and codes to mark word by word, synonym phrases of several words to mark only whole. */
export type HighlightTerms = { terms: Set<string>; phrases: RegExp[]; prefix: string | null };

/** Stems of words already seen (the stemmer is the cost of marking a passage), kept to a bounded size. */
const stems = new Map<string, string | null>();
const STEMS_KEPT = 50_000;

function stemOf(lower: string): string | null {
  let stem = stems.get(lower);
  if (stem === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stem = processTerm(lower);
    stems.set(lower, stem);
  }
  return stem;
}

const termOf = (word: string) => (isQuestionWord(word) ? null : stemOf(word.toLowerCase()));

function addWords(text: string, into: Set<string>) {
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (/[-/.]/.test(word)) {
      // A code is marked whole: 'fm-200' marks FM-200 and FM200, never a lone '200'.
      const joined = termOf(word.replace(SEPARATORS, ''));
      if (joined) into.add(joined);
    } else {
      const term = termOf(word);
      if (term) into.add(term);
    }
  }
}

/**
 * The terms to mark for a query, as the engine's query plan has them: the words that count, their
 * equivalents (FM-200 ~ HFC-227ea), and what the question asks for ('how often' → weekly, annual,
 * 'every 6 months'), never a question word.
 */
export function highlightTerms(query: string): HighlightTerms {
  const plan = planQuery(query);
  const terms = new Set<string>([...plan.words, ...plan.concepts.flatMap((concept) => concept.terms)]);
  const phrases: RegExp[] = [];
  for (const { phrase } of readQuery(query).equivalents) {
    // 'fire pump' for 'pump' marks 'fire pump', never every 'fire'.
    if (/\s/.test(phrase)) phrases.push(conceptTermPattern(phrase));
    else addWords(phrase, terms);
  }
  // A code is marked whole: 'fm-200' marks FM-200 and FM200, never a lone '200'.
  for (const match of plan.contentText.matchAll(WORD)) {
    const word = match[0];
    if (!/[-/.]/.test(word)) continue;
    for (const part of word.split(SEPARATORS)) if (/^\d+$/.test(part)) terms.delete(part);
    addWords(word, terms);
  }
  for (const concept of plan.concepts)
    for (const phrase of concept.phrases) if (/\bN\b/.test(phrase)) phrases.push(conceptTermPattern(phrase));
  const words = [...plan.contentText.matchAll(WORD)].map((match) => match[0].toLowerCase());
  const last = words.at(-1) ?? '';
  const prefix = last.length >= 3 && !/[-/.]/.test(last) && !isQuestionWord(last) ? last : null;
  return { terms, phrases, prefix };
}

/** Ranges of `text` to mark, in order. */
export function findHighlights(text: string, { terms, phrases, prefix }: HighlightTerms): Highlight[] {
  const ranges: Highlight[] = [];
  for (const phrase of phrases)
    for (const match of text.matchAll(phrase))
      ranges.push({ start: match.index, end: match.index + match[0].length });
  const long = [...terms].filter((term) => term.length >= FUZZY_MIN && !/\d/.test(term));
  const matches = (word: string) => {
    const lower = word.toLowerCase();
    if (isQuestionWord(lower)) return false;
    const term = stemOf(lower);
    if (term === null) return false;
    if (terms.has(term) || (prefix !== null && lower.startsWith(prefix))) return true;
    // The engine forgives a typo ('hydrostatc'): so does the marking, on long words (short stems such as interv and intern are too near).
    return term.length >= FUZZY_MIN && long.some((other) => withinOneEdit(term, other));
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    if (!/[-/.]/.test(word)) {
      if (matches(word)) ranges.push({ start, end: start + word.length });
      continue;
    }
    if (matches(word.replace(SEPARATORS, ''))) {
      ranges.push({ start, end: start + word.length });
      continue;
    }
    // 'sprinkler-head': each part on its own.
    let offset = 0;
    for (const part of word.split(SEPARATORS)) {
      if (part && matches(part)) ranges.push({ start: start + offset, end: start + offset + part.length });
      offset += part.length + 1;
    }
  }
  return merge(ranges);
}

const FUZZY_MIN = 7;

/** Whether one insertion, deletion or substitution turns a into b. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

/** Sorted, with overlapping or touching ranges made one. */
function merge(ranges: Highlight[]): Highlight[] {
  const sorted = ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Highlight[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/**
 * The passage, or for a long one the SNIPPET_CHARS-long extract holding the most marks (cut at word
 * boundaries, with an ellipsis where text was left out), and the marks shifted into it.
 */
export function extract(
  text: string,
  highlights: readonly Highlight[],
  size = SNIPPET_CHARS,
): { text: string; highlights: Highlight[] } {
  if (text.length <= size) return { text, highlights: [...highlights] };
  let bestStart = 0;
  let bestCount = -1;
  for (let i = 0; i < highlights.length; i += 1) {
    const from = Math.max(0, (highlights[i] as Highlight).start - 60);
    let count = 0;
    for (let j = i; j < highlights.length && (highlights[j] as Highlight).end <= from + size; j += 1)
      count += 1;
    if (count > bestCount) {
      bestCount = count;
      bestStart = from;
    }
  }
  let start = bestStart;
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const head = start > 0 ? '… ' : '';
  const tail = end < text.length ? ' …' : '';
  const shift = head.length - start;
  return {
    text: `${head}${text.slice(start, end)}${tail}`,
    highlights: highlights
      .filter((range) => range.start >= start && range.end <= end)
      .map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}
