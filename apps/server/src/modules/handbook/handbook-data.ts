/**
 * The §3 handbook data file built from extracted pages: document_info with totals, the pages, the
 * most frequent meaningful words as keywords, and the popular searches this handbook answers.
 */
import {
  countWords,
  type HandbookData,
  type HandbookPage,
  POPULAR_HANDBOOK_SEARCHES,
  prepareHandbook,
  searchHandbook,
} from '@firebreak/shared';

const STOP_WORDS = new Set(
  `about above after again against also among another because been before being below between both
  cannot could does doing down during each every from further have having here into itself just more
  most must other over same should some such than that their them then there these they this those
  through under until very were what when where which while will with within without would your
  page only used using than where shall made make many much need needs each like well also before
  after must they them what will from been were each into onto over upon`.split(/\s+/),
);

export function topKeywords(pages: readonly HandbookPage[], count = 40): string[] {
  const frequency = new Map<string, number>();
  for (const page of pages) {
    for (const word of page.extracted_text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []) {
      if (STOP_WORDS.has(word)) continue;
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([word]) => word);
}

export function buildHandbookData(input: {
  pages: HandbookPage[];
  title: string;
  sourceFile: string;
  extractionDate: string;
}): HandbookData {
  const { pages } = input;
  const keywords = topKeywords(pages);
  const index = prepareHandbook(pages);
  const answered = POPULAR_HANDBOOK_SEARCHES.filter(
    (query) => searchHandbook(index, query, { limit: 1 }).length,
  );
  const searchTerms =
    answered.length >= 4 ? answered : [...answered, ...keywords.slice(0, 8 - answered.length)];
  return {
    document_info: {
      title: input.title,
      source_file: input.sourceFile,
      total_pages: pages.length,
      extraction_date: input.extractionDate,
      total_words: pages.reduce((sum, page) => sum + countWords(page.extracted_text), 0),
      total_characters: pages.reduce((sum, page) => sum + page.extracted_text.length, 0),
    },
    pages,
    keywords,
    search_terms: searchTerms,
  };
}
