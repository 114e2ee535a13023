/**
 * What of a passage to show and which of its words to mark (issue 26 §3, decision 0079): the words
 * of the query that count, their equivalents and the terms of what the question asks for ('weekly',
 * 'every 6 months' for 'how often'), matched by stem as the index matches them. Question words are
 * never among them, so 'how', 'often' or 'must' are never marked.
 */
import { conceptTermPattern, conceptWords } from '@firebreak/shared';
import { indexTerms, type QueryPlan } from './query-plan';
import { processTerm, tokenize } from './text';

/** [start, end) character offsets into the text shown. */
export type Highlight = [number, number];

export type ShownPassage = { text: string; highlights: Highlight[] };

const WORD = /[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*/gu;

/**
 * The ranges of `text` that hold the query's words, equivalents or concept terms, in order. A word is
 * matched by its stem; an equivalent or a concept term of several words ('clean agent', 'competent
 * person', 'every 6 months') only as the whole phrase, so 'agent' alone is not marked for FM-200.
 */
export function highlightRanges(text: string, plan: QueryPlan): Highlight[] {
  const wanted = new Set<string>(plan.words);
  const phrases: string[] = [];
  for (const phrase of [...plan.equivalents, ...plan.concepts.flatMap((concept) => concept.phrases)]) {
    const words = conceptWords(phrase);
    if (words.length === 1) for (const term of indexTerms(words)) wanted.add(term);
    else phrases.push(phrase);
  }
  // The last word may still be being typed: 'hydrosta' marks 'hydrostatic' as the index finds it.
  const last = plan.words.at(-1);
  const prefix = last && last.length >= 3 ? last : null;
  const ranges: Highlight[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const hit = tokenize(match[0]).some((token) => {
      const term = processTerm(token);
      return term !== null && (wanted.has(term) || (prefix !== null && term.startsWith(prefix)));
    });
    if (hit) ranges.push([start, start + match[0].length]);
  }
  // Phrases of several words are marked whole ('every N months' with any number).
  for (const phrase of phrases)
    for (const match of text.matchAll(conceptTermPattern(phrase)))
      ranges.push([match.index ?? 0, (match.index ?? 0) + match[0].length]);
  return merge(ranges);
}

function merge(ranges: Highlight[]): Highlight[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: Highlight[] = [];
  for (const range of sorted) {
    const held = out.at(-1);
    if (held && range[0] <= held[1]) held[1] = Math.max(held[1], range[1]);
    else out.push([range[0], range[1]]);
  }
  return out;
}

/**
 * At most `maxChars` of the text around the stretch that holds the most marked words, cut at word
 * boundaries with '…' where it was cut, and the marks moved with it.
 */
export function showPassage(text: string, plan: QueryPlan, maxChars: number): ShownPassage {
  const clean = text.trim();
  const ranges = highlightRanges(clean, plan);
  if (clean.length <= maxChars) return { text: clean, highlights: ranges };
  // The window start (at a range's start) that holds the most ranges whole.
  let from = 0;
  let most = 0;
  for (let i = 0; i < ranges.length; i += 1) {
    const start = (ranges[i] as Highlight)[0];
    let count = 0;
    for (let j = i; j < ranges.length && (ranges[j] as Highlight)[1] <= start + maxChars; j += 1) count += 1;
    if (count > most) {
      most = count;
      from = start;
    }
  }
  // Some words before the first mark, for context, when the window has room for them.
  let start = Math.max(0, from - Math.floor(maxChars / 4));
  let end = Math.min(clean.length, start + maxChars);
  start = Math.max(0, end - maxChars);
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < from ? space + 1 : start;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const head = start > 0 ? '…' : '';
  const tail = end < clean.length ? '…' : '';
  const shift = head.length - start;
  return {
    text: `${head}${clean.slice(start, end)}${tail}`,
    highlights: ranges
      .filter(([a, b]) => a >= start && b <= end)
      .map(([a, b]) => [a + shift, b + shift] as Highlight),
  };
}
