/**
 * Text processing shared by the keyword index, the embedder and the query side: tokenising that
 * keeps hyphenated codes ('fm-200' gives 'fm200', 'fm' and '200'), English stop words and Porter2
 * stemming (the stemmer package). The same functions run on documents and queries.
 */
import { stemmer } from 'stemmer';

export const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most
  my myself no nor not now of off on once only or other our ours ourselves out over own same she should
  so some such than that the their theirs them themselves then there these they this those through to
  too under until up very was we were what when where which while who whom why will with would you
  your yours yourself yourselves find show me need looking want get document documents file files
  please give`
    .split(/\s+/)
    .filter(Boolean),
);

/** Raw lower-case tokens, with joined forms of hyphenated codes. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[a-z0-9]+(?:[-/.][a-z0-9]+)*/g)) {
    const word = match[0];
    if (/[-/.]/.test(word)) {
      tokens.push(word.replace(/[-/.]/g, ''));
      for (const part of word.split(/[-/.]/)) if (part) tokens.push(part);
    } else {
      tokens.push(word);
    }
  }
  return tokens;
}

/** The index term of a token: null for stop words, else its Porter2 stem. */
export function processTerm(token: string): string | null {
  const term = token.toLowerCase();
  if (term.length === 0 || STOP_WORDS.has(term)) return null;
  if (/\d/.test(term)) return term;
  return stemmer(term);
}

export function queryTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term) terms.push(term);
  }
  return terms;
}
