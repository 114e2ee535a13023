import { describe, expect, it } from 'vitest';
import {
  contextAround,
  HANDBOOK_CHAPTERS,
  HANDBOOK_TOPICS,
  handbookStats,
  highlightSegments,
  prepareHandbook,
  queryTerms,
  searchChapter,
  searchHandbook,
  searchTopic,
  TOPIC_EXPANSIONS,
  topicQueryLabel,
} from './rules';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const index = prepareHandbook([
  { page_number: 12, extracted_text: 'The pump test is run weekly.\nA pump\ntest record is kept.' },
  { page_number: 31, extracted_text: 'Pumps and tests: each pump, each test, every pump.' },
  { page_number: 45, extracted_text: 'Water supply duration depends on the hazard.' },
  { page_number: 70, extracted_text: 'Sprinkler head spacing and coverage.' },
  { page_number: 90, extracted_text: 'Nothing of interest here at all.' },
]);

describe('query words', () => {
  it('ignores words of 2 characters or fewer, edge punctuation and repeats', () => {
    expect(queryTerms('a to the pump, PUMP (test) of 13')).toEqual(['the', 'pump', 'test']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('gives no results for a blank query or one of only short words', () => {
    expect(searchHandbook(index, '')).toEqual([]);
    expect(searchHandbook(index, '   ')).toEqual([]);
    expect(searchHandbook(index, 'a of to')).toEqual([]);
  });
});

describe('relevance', () => {
  it('is the count of matches plus 2 for a literal hit of the whole query', () => {
    const hits = searchHandbook(index, 'pump test');
    // page 12: pump ×2, test ×2, literal 'pump test' twice (line break collapsed) → 4 + 2
    // page 31: 'pump' inside Pumps + pump + pump = 3, 'test' inside tests + test = 2 → 5, no literal
    expect(hits.map((h) => [h.page, h.matches, h.relevanceScore])).toEqual([
      [12, 4, 6],
      [31, 5, 5],
    ]);
  });

  it('matches case-insensitively and ranks ties by page', () => {
    const hits = searchHandbook(index, 'SPRINKLER');
    expect(hits).toEqual([
      { page: 70, matches: 1, relevanceScore: 3, context: 'Sprinkler head spacing and coverage.' },
    ]);
    const tie = searchHandbook(index, 'each every');
    expect(tie.map((h) => h.page)).toEqual([31]);
  });

  it('returns at most 15 results by default, and the limit asked for', () => {
    const many = prepareHandbook(
      Array.from({ length: 40 }, (_, i) => ({
        page_number: i + 1,
        extracted_text: `hydrant ${'hydrant '.repeat(i % 5)}`,
      })),
    );
    expect(searchHandbook(many, 'hydrant')).toHaveLength(15);
    expect(searchHandbook(many, 'hydrant', { limit: 3 })).toHaveLength(3);
  });
});

describe('context', () => {
  it('is at most 300 characters around the first match, marked where cut', () => {
    const text = `${filler(80)} the first valve appears here ${filler(80)}`;
    const hits = searchHandbook(prepareHandbook([{ page_number: 1, extracted_text: text }]), 'valve');
    const context = hits[0]!.context;
    expect(context.startsWith('...')).toBe(true);
    expect(context.endsWith('...')).toBe(true);
    expect(context.replace(/^\.\.\.|\.\.\.$/g, '').length).toBeLessThanOrEqual(300);
    expect(context).toContain('valve');
  });

  it('keeps short pages whole', () => {
    expect(contextAround('short page', 0)).toBe('short page');
  });
});

describe('topics and chapters', () => {
  it('offers the eight topics, each a fixed phrase, with 10 results and the box label', () => {
    expect(HANDBOOK_TOPICS).toEqual([
      'installation',
      'testing',
      'maintenance',
      'water_supply',
      'sprinkler_heads',
      'pumps',
      'documentation',
      'compliance',
    ]);
    for (const topic of HANDBOOK_TOPICS) expect(TOPIC_EXPANSIONS[topic].split(' ').length).toBeGreaterThan(2);
    expect(topicQueryLabel('water_supply')).toBe('Water supply (topic search)');
    const many = prepareHandbook(
      Array.from({ length: 30 }, (_, i) => ({ page_number: i + 1, extracted_text: 'fire pump churn' })),
    );
    expect(searchTopic(many, 'pumps')).toHaveLength(10);
  });

  it('has the §9 chapters and page ranges', () => {
    expect(HANDBOOK_CHAPTERS.map((c) => `${c.number} ${c.name} ${c.from}-${c.to}`)).toEqual([
      '1 General Requirements 11-30',
      '2 Water Supply Systems 31-60',
      '3 Sprinkler Components 61-90',
      '4 Installation Standards 91-110',
      '5 Testing & Commissioning 111-130',
      '6 Maintenance 131-150',
      '7 Documentation 151-154',
    ]);
  });

  it('limits a chapter search to its pages, using the chapter name when the box is empty', () => {
    const water = HANDBOOK_CHAPTERS[1]!;
    expect(searchChapter(index, water, 'pump test').map((h) => h.page)).toEqual([31]);
    expect(searchChapter(index, water, '').map((h) => h.page)).toEqual([45]);
  });
});

describe('display helpers', () => {
  it('splits a context into matching and plain parts', () => {
    expect(highlightSegments('Pump tests: pump.', ['pump', 'test'])).toEqual([
      { text: 'Pump', match: true },
      { text: ' ', match: false },
      { text: 'test', match: true },
      { text: 's: ', match: false },
      { text: 'pump', match: true },
      { text: '.', match: false },
    ]);
    expect(highlightSegments('a+b (c)', ['a+b'])).toEqual([
      { text: 'a+b', match: true },
      { text: ' (c)', match: false },
    ]);
  });

  it('works out the banner figures', () => {
    const stats = handbookStats({
      document_info: {
        title: 't',
        source_file: 'f.pdf',
        total_pages: 3,
        extraction_date: '',
        total_words: 1000,
        total_characters: 0,
      },
      pages: [],
      keywords: [],
      search_terms: [],
    });
    expect(stats).toEqual({ pages: 3, words: 1000, averageWordsPerPage: 333 });
  });
});
