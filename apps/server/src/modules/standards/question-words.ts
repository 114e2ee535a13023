/**
 * The words of a question that carry its form, not its subject: 'how often must sprinklers be
 * serviced' is searched as 'sprinklers serviced', and 'how' and 'must' are never highlighted. This is
 * the one place the standards search decides it (decision 0080): when the shared concept map
 * (packages/shared/src/search-concepts.ts, issue 26 part 2) is on main, its question-word list
 * replaces QUESTION_WORDS here and nothing else changes.
 */
import { tokenize } from '../search/text';

export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `a an the how often what which who whom whose when where why is are was were be been being do does
  did done should shall must may might can could would will need needs needed have has had i we you
  me us my our your it its this that these those there to of for in on at by with about any some
  tell explain please give show find`.split(/\s+/),
);

export type SplitQuestion = {
  /** The query without its question words: what the engine matches. */
  meaningful: string;
  /** The question words found, in the order written, once each. */
  ignored: string[];
};

/**
 * Takes the question words out of a query. A hyphenated or dotted code ('FM-200', 'SANS 10287-1')
 * is kept whole. When every word is a question word nothing is left to match ('how must' finds
 * nothing, rather than every passage that says 'must').
 */
export function splitQuestion(query: string): SplitQuestion {
  const kept: string[] = [];
  const ignored: string[] = [];
  for (const word of query.trim().split(/\s+/).filter(Boolean)) {
    const bare = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (bare && QUESTION_WORDS.has(bare)) {
      if (!ignored.includes(bare)) ignored.push(bare);
    } else {
      kept.push(word);
    }
  }
  const meaningful = kept.join(' ');
  return { meaningful: tokenize(meaningful).length > 0 ? meaningful : '', ignored };
}

export const isQuestionWord = (token: string) => QUESTION_WORDS.has(token.toLowerCase());
