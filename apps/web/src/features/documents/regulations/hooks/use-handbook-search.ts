/**
 * The Regulations tab's search state (spec §4 Handbook): typing searches after a 300 ms pause; a topic
 * button sets the topic, shows its results and puts '{topic} (topic search)' in the box; a chapter
 * card starts a fresh search of its own pages (the box's query is not carried over); Clear empties the
 * query, the topic and the results.
 */
import {
  HANDBOOK_LIMITS,
  type HandbookChapter,
  type HandbookHit,
  type HandbookTopic,
  type PreparedPage,
  queryTerms,
  searchChapter,
  searchHandbook,
  searchTopic,
  TOPIC_EXPANSIONS,
  topicQueryLabel,
} from '@firebreak/shared';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type SearchMode =
  | { kind: 'query'; query: string }
  | { kind: 'topic'; topic: HandbookTopic }
  | { kind: 'chapter'; chapter: HandbookChapter };

export function useHandbookSearch(index: readonly PreparedPage[]) {
  const [text, setText] = useState('');
  const [topic, setTopic] = useState<HandbookTopic | null>(null);
  const [chapter, setChapter] = useState<HandbookChapter | null>(null);
  const debounced = useDebouncedValue(text, HANDBOOK_LIMITS.debounceMs);
  // Clearing the box clears the results at once, without waiting for the pause.
  const settledQuery = text.trim() ? debounced : '';

  const { mode, results, terms } = useMemo(() => {
    const current: SearchMode = topic
      ? { kind: 'topic', topic }
      : chapter
        ? { kind: 'chapter', chapter }
        : { kind: 'query', query: settledQuery };
    return { mode: current, ...run(index, current) };
  }, [index, topic, chapter, settledQuery]);

  return {
    text,
    mode,
    results,
    terms,
    type(value: string) {
      setText(value);
      setTopic(null);
      setChapter(null);
    },
    pickTopic(next: HandbookTopic) {
      setTopic(next);
      setChapter(null);
      setText(topicQueryLabel(next));
    },
    pickChapter(next: HandbookChapter) {
      setChapter(next);
      setTopic(null);
      setText('');
    },
    clear() {
      setText('');
      setTopic(null);
      setChapter(null);
    },
  };
}

function run(index: readonly PreparedPage[], mode: SearchMode): { results: HandbookHit[]; terms: string[] } {
  if (mode.kind === 'topic') {
    return { results: searchTopic(index, mode.topic), terms: queryTerms(TOPIC_EXPANSIONS[mode.topic]) };
  }
  if (mode.kind === 'chapter') {
    return { results: searchChapter(index, mode.chapter, ''), terms: queryTerms(mode.chapter.name) };
  }
  return { results: searchHandbook(index, mode.query), terms: queryTerms(mode.query) };
}
