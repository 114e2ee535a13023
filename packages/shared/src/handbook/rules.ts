/**
 * Regulations handbook search (spec §2, §3, §4, §5, §9): the data-file shape, the chapters, the quick
 * topics and the one search used by the Regulations tab and the benchmark. Pure, no zod.
 *
 * Rules: words of 2 characters or fewer are ignored; a blank query gives no results; a page's
 * relevance is the number of times the query's words occur in it, plus 2 when the whole query occurs
 * literally; 15 results (10 for a topic), each with a 300-character context around the first match.
 */

export type HandbookPage = { page_number: number; extracted_text: string };

export type HandbookDocumentInfo = {
  title: string;
  source_file: string;
  total_pages: number;
  extraction_date: string;
  total_words: number;
  total_characters: number;
};

/** Spec §3 Handbook data file. */
export type HandbookData = {
  document_info: HandbookDocumentInfo;
  pages: HandbookPage[];
  keywords: string[];
  search_terms: string[];
};

/** Spec §3 Handbook hit. */
export type HandbookHit = { page: number; matches: number; relevanceScore: number; context: string };

export const HANDBOOK_LIMITS = {
  debounceMs: 300,
  results: 15,
  topicResults: 10,
  contextChars: 300,
  pollMs: 100,
  /** Words this long or shorter are ignored. */
  ignoredWordLength: 2,
  literalBonus: 2,
  uploadMaxBytes: 104_857_600,
} as const;

export type HandbookChapter = { number: number; name: string; from: number; to: number };

/** Spec §9 chapter page ranges. */
export const HANDBOOK_CHAPTERS: readonly HandbookChapter[] = [
  { number: 1, name: 'General Requirements', from: 11, to: 30 },
  { number: 2, name: 'Water Supply Systems', from: 31, to: 60 },
  { number: 3, name: 'Sprinkler Components', from: 61, to: 90 },
  { number: 4, name: 'Installation Standards', from: 91, to: 110 },
  { number: 5, name: 'Testing & Commissioning', from: 111, to: 130 },
  { number: 6, name: 'Maintenance', from: 131, to: 150 },
  { number: 7, name: 'Documentation', from: 151, to: 154 },
];

export const HANDBOOK_TOPICS = [
  'installation',
  'testing',
  'maintenance',
  'water_supply',
  'sprinkler_heads',
  'pumps',
  'documentation',
  'compliance',
] as const;
export type HandbookTopic = (typeof HANDBOOK_TOPICS)[number];

/**
 * The quick topics as a person reads them (issue 27 item 14): the spec names the buttons by their keys
 * ('water_supply'); the screen says 'Water supply'.
 */
export const HANDBOOK_TOPIC_LABELS: Record<HandbookTopic, string> = {
  installation: 'Installation',
  testing: 'Testing',
  maintenance: 'Maintenance',
  water_supply: 'Water supply',
  sprinkler_heads: 'Sprinkler heads',
  pumps: 'Pumps',
  documentation: 'Documentation',
  compliance: 'Compliance',
};

/** Each quick topic searches a fixed phrase (spec §9 'Topic keys map to fixed phrase expansions'). */
export const TOPIC_EXPANSIONS: Record<HandbookTopic, string> = {
  installation: 'installation pipework hangers fittings installer',
  testing: 'hydrostatic pressure test flow test commissioning',
  maintenance: 'inspection maintenance service interval',
  water_supply: 'water supply storage tank duration',
  sprinkler_heads: 'sprinkler head spacing coverage temperature rating',
  pumps: 'fire pump churn performance test',
  documentation: 'records logbook certificate documentation drawings',
  compliance: 'compliance SANS 10287 approval certificate',
};

/** Offered as chips while the query is empty, when the data file names none of its own. */
export const POPULAR_HANDBOOK_SEARCHES = [
  'pump test',
  'sprinkler head spacing',
  'water supply duration',
  'hydraulic calculation',
  'pipe supports',
  'impairment',
  'commissioning certificate',
  'inspection interval',
] as const;

/** What the tab shows when the data file cannot be loaded (spec §8). */
export const FALLBACK_HANDBOOK: HandbookData = {
  document_info: {
    title: 'Fire Protection Regulations Handbook',
    source_file: '',
    total_pages: 0,
    extraction_date: '',
    total_words: 0,
    total_characters: 0,
  },
  pages: [],
  keywords: [],
  search_terms: [],
};

export const topicQueryLabel = (topic: string) =>
  `${HANDBOOK_TOPIC_LABELS[topic as HandbookTopic] ?? topic} (topic search)`;

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] ? words.length : 0;
}

export function handbookStats(data: HandbookData) {
  const pages = data.document_info.total_pages;
  const words = data.document_info.total_words;
  return { pages, words, averageWordsPerPage: pages > 0 ? Math.round(words / pages) : 0 };
}

/** The words of a query that count: lower-case, edge punctuation trimmed, longer than 2 characters. */
export function queryTerms(query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > HANDBOOK_LIMITS.ignoredWordLength);
  return [...new Set(terms)];
}

export type PreparedPage = { page: number; text: string; lower: string };

/** Collapses whitespace once so phrases match across line breaks; do this when the file loads. */
export function prepareHandbook(pages: readonly HandbookPage[]): PreparedPage[] {
  return pages.map((p) => {
    const text = p.extracted_text.replace(/\s+/g, ' ').trim();
    return { page: p.page_number, text, lower: text.toLowerCase() };
  });
}

function countOccurrences(haystack: string, needle: string): { count: number; first: number } {
  let count = 0;
  let first = -1;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    if (first === -1) first = at;
    count += 1;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return { count, first };
}

/** Up to `size` characters around position `at`, cut at word boundaries, with '...' where text was cut. */
export function contextAround(text: string, at: number, size: number = HANDBOOK_LIMITS.contextChars): string {
  if (text.length <= size) return text;
  let start = Math.max(0, Math.min(at - Math.floor(size / 3), text.length - size));
  let end = start + size;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at && space - start < 30) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at && end - space < 30) end = space;
  }
  return `${start > 0 ? '...' : ''}${text.slice(start, end).trim()}${end < text.length ? '...' : ''}`;
}

export type SearchOptions = {
  limit?: number;
  contextChars?: number;
  /** Only pages from..to (inclusive), for a chapter search. */
  pages?: { from: number; to: number };
};

export function searchHandbook(
  index: readonly PreparedPage[],
  query: string,
  options: SearchOptions = {},
): HandbookHit[] {
  const { limit = HANDBOOK_LIMITS.results, contextChars = HANDBOOK_LIMITS.contextChars, pages } = options;
  if (!query.trim()) return [];
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const literal = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const hits: HandbookHit[] = [];
  for (const page of index) {
    if (pages && (page.page < pages.from || page.page > pages.to)) continue;
    let matches = 0;
    let first = -1;
    for (const term of terms) {
      const found = countOccurrences(page.lower, term);
      matches += found.count;
      if (found.first !== -1 && (first === -1 || found.first < first)) first = found.first;
    }
    if (matches === 0) continue;
    const literalHit = page.lower.includes(literal);
    hits.push({
      page: page.page,
      matches,
      relevanceScore: matches + (literalHit ? HANDBOOK_LIMITS.literalBonus : 0),
      context: contextAround(page.text, first, contextChars),
    });
  }
  hits.sort((a, b) => b.relevanceScore - a.relevanceScore || a.page - b.page);
  return hits.slice(0, limit);
}

export function searchTopic(index: readonly PreparedPage[], topic: HandbookTopic): HandbookHit[] {
  return searchHandbook(index, TOPIC_EXPANSIONS[topic], { limit: HANDBOOK_LIMITS.topicResults });
}

/** A chapter search: the query (or, when blank, the chapter's name) within the chapter's pages. */
export function searchChapter(
  index: readonly PreparedPage[],
  chapter: HandbookChapter,
  query: string,
): HandbookHit[] {
  return searchHandbook(index, query.trim() ? query : chapter.name, {
    pages: { from: chapter.from, to: chapter.to },
  });
}

export type TextSegment = { text: string; match: boolean };

/** Splits text into plain and matching parts, for highlighting the query's words in a context. */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = terms.filter(Boolean).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (wanted.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${wanted.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  // split() with one capturing group alternates: plain, match, plain, match, ...
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}
