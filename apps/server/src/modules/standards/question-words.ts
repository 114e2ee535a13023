/**
 * The words of a question that carry its form, not its subject: 'how often must sprinklers be
 * serviced' is matched on 'sprinklers serviced' (and what 'how often' asks for), and 'how' and 'must'
 * are never highlighted. The list is the shared concept map's (packages/shared/src/documents/search-concepts.ts,
 * issue 26 §2), the one the document library's search reads (decision 0080).
 */
import { QUESTION_WORDS, readQuery } from '@firebreak/shared';

export { QUESTION_WORDS };

export type SplitQuestion = {
  /** The query as the engine reads it (it takes the question words out itself, and reads the concepts). */
  meaningful: string;
  /** The question words found, in the order written, once each. */
  ignored: string[];
};

/** Whether the query has words that count; the engine is handed the whole query. */
export function splitQuestion(query: string): SplitQuestion {
  const read = readQuery(query);
  const ignored = [...new Set(read.questionWords)];
  return { meaningful: read.contentWords.length > 0 ? query.trim() : '', ignored };
}

export const isQuestionWord = (token: string) => QUESTION_WORDS.has(token.toLowerCase());
