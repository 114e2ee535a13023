import { describe, expect, it } from 'vitest';
import { confidenceLevel, formatFileSize, relevanceBand, slugify } from './rules';
import { aiSearchQuerySchema } from './schemas';
import {
  type BasicSearchDocument,
  countActiveFilters,
  EMPTY_BASIC_FILTERS,
  isBlankSearch,
  parseBasicQuery,
  searchDocumentsBasic,
} from './search';

const doc = (overrides: Partial<BasicSearchDocument>): BasicSearchDocument => ({
  name: 'Document',
  description: '',
  fileName: 'document.pdf',
  searchableContent: '',
  tags: [],
  category: 'Operations',
  department: 'Operations',
  type: 'pdf',
  lastModified: '2025-03-01',
  ...overrides,
});

const library = [
  doc({
    name: 'Leave Application Form',
    category: 'Human Resources',
    department: 'Human Resources',
    type: 'word',
    tags: ['leave', 'hr'],
    lastModified: '2025-01-06',
  }),
  doc({
    name: 'Employee Handbook',
    description: 'Leave, conduct and hours',
    tags: ['hr'],
    lastModified: '2024-07-01',
  }),
  doc({ name: 'Budget', fileName: 'Annual_LEAVE_budget.xlsx', type: 'excel', lastModified: '2025-12-31' }),
  doc({ name: 'Pump Test', searchableContent: 'diesel pump annual leave cover', tags: ['pump'] }),
  doc({ name: 'Alpha', tags: ['Leave-Tag'] }),
];

describe('searchDocumentsBasic (§5 basic document search matching)', () => {
  it('returns nothing with no text and no filter', () => {
    expect(searchDocumentsBasic(library, '   ', EMPTY_BASIC_FILTERS)).toEqual([]);
    expect(isBlankSearch('', EMPTY_BASIC_FILTERS)).toBe(true);
  });

  it('matches case-insensitive substrings of name, description, fileName, content and tags; name matches first, then name, description or tags, then the rest, each by name', () => {
    const names = searchDocumentsBasic(library, 'LEAVE', EMPTY_BASIC_FILTERS).map((d) => d.name);
    expect(names).toEqual(['Leave Application Form', 'Alpha', 'Employee Handbook', 'Budget', 'Pump Test']);
  });

  it('matches category, department and type exactly', () => {
    const filters = { ...EMPTY_BASIC_FILTERS, category: 'Human Resources' };
    expect(searchDocumentsBasic(library, '', filters).map((d) => d.name)).toEqual(['Leave Application Form']);
    expect(searchDocumentsBasic(library, '', { ...EMPTY_BASIC_FILTERS, category: 'Human' })).toEqual([]);
    expect(
      searchDocumentsBasic(library, '', { ...EMPTY_BASIC_FILTERS, type: 'excel' }).map((d) => d.name),
    ).toEqual(['Budget']);
    expect(
      searchDocumentsBasic(library, '', { ...EMPTY_BASIC_FILTERS, department: 'Human Resources' }),
    ).toHaveLength(1);
  });

  it('matches any one of the chosen tags', () => {
    const found = searchDocumentsBasic(library, '', { ...EMPTY_BASIC_FILTERS, tags: ['pump', 'leave'] });
    expect(found.map((d) => d.name).sort()).toEqual(['Leave Application Form', 'Pump Test']);
  });

  it('compares lastModified as text with both dates inclusive', () => {
    const range = (start: string, end: string) =>
      searchDocumentsBasic(library, '', { ...EMPTY_BASIC_FILTERS, dateRange: { start, end } }).map(
        (d) => d.name,
      );
    expect(range('2025-01-06', '2025-01-06')).toEqual(['Leave Application Form']);
    expect(range('2025-12-31', '')).toEqual(['Budget']);
    expect(range('', '2024-07-01')).toEqual(['Employee Handbook']);
  });

  it('counts active filters', () => {
    expect(countActiveFilters(EMPTY_BASIC_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        category: 'Design',
        department: '',
        type: 'pdf',
        tags: ['a'],
        dateRange: { start: '2025-01-01', end: '' },
      }),
    ).toBe(4);
  });
});

/** The demo library's documents the issue names (issue 26 §5), as the catalogue describes them. */
const demo = [
  doc({
    name: 'Maintenance Service Schedule',
    description:
      'Planned maintenance schedule for client installations: weekly, quarterly and annual service tasks.',
    tags: ['maintenance', 'service', 'schedule', 'sprinkler'],
  }),
  doc({
    name: 'Quality Inspection and Test Plan',
    description:
      'Inspection and test plan (ITP) for sprinkler installations: hold points, witness points and records.',
    tags: ['itp', 'inspection', 'test-plan', 'quality'],
  }),
  doc({
    name: 'Company Profile',
    description: 'Who we are.',
    searchableContent: 'we install sprinkler systems and offer maintenance contracts',
  }),
  doc({ name: 'Fire Extinguisher Inspection Checklist', tags: ['extinguisher', 'inspection'] }),
  doc({ name: 'Sprinkler System Commissioning Report', tags: ['sprinkler', 'commissioning'] }),
];
const names = (text: string, filters = EMPTY_BASIC_FILTERS) =>
  searchDocumentsBasic(demo, text, filters).map((d) => d.name);

describe('words and phrases (issue 26 §5)', () => {
  it('finds every document holding all the words, in any order, metadata before content', () => {
    expect(names('sprinkler maintenance')).toEqual(['Maintenance Service Schedule', 'Company Profile']);
    expect(names('maintenance SPRINKLER')).toEqual(names('sprinkler maintenance'));
    expect(names('sprinkler commissioning')).toEqual(['Sprinkler System Commissioning Report']);
  });

  it("reads 'testing' as 'test' and leaves out 'and'", () => {
    expect(names('inspection and testing')).toEqual(['Quality Inspection and Test Plan']);
    expect(names('sprinklers')).toContain('Sprinkler System Commissioning Report');
  });

  it('needs a quoted phrase as written, beside the loose words', () => {
    expect(names('"inspection and test"')).toEqual(['Quality Inspection and Test Plan']);
    expect(names('"test and inspection"')).toEqual([]);
    expect(names('"maintenance schedule" weekly')).toEqual(['Maintenance Service Schedule']);
    expect(names('"sprinkler maintenance"')).toEqual([]);
    // An unclosed quote runs to the end: what is being typed already searches.
    expect(names('"inspection and')).toEqual(['Quality Inspection and Test Plan']);
  });

  it('keeps filler words when nothing else is asked, and a phrase of them', () => {
    expect(parseBasicQuery('the').terms.map((t) => t.text)).toEqual(['the']);
    expect(parseBasicQuery('"the and"').terms).toEqual([
      { kind: 'phrase', text: 'the and', forms: ['the and'] },
    ]);
    expect(parseBasicQuery(' (FM-200), ').terms.map((t) => t.text)).toEqual(['fm-200']);
    expect(isBlankSearch(' , " ', EMPTY_BASIC_FILTERS)).toBe(true);
  });

  it('filters by the client, site, project and asset a document is linked to', () => {
    const linked = [
      doc({
        name: 'Site plan',
        links: [
          { kind: 'client', id: 'c1' },
          { kind: 'site', id: 's1' },
        ],
      }),
      doc({ name: 'Other plan', links: [{ kind: 'site', id: 's2' }] }),
      doc({ name: 'Unlinked plan' }),
    ];
    const find = (patch: Partial<typeof EMPTY_BASIC_FILTERS>, text = '') =>
      searchDocumentsBasic(linked, text, { ...EMPTY_BASIC_FILTERS, ...patch }).map((d) => d.name);
    expect(find({ siteId: 's1' })).toEqual(['Site plan']);
    expect(find({ clientId: 'c1' }, 'plan')).toEqual(['Site plan']);
    expect(find({ projectId: 'p1' })).toEqual([]);
    expect(countActiveFilters({ ...EMPTY_BASIC_FILTERS, siteId: 's1', assetId: 'a1' })).toBe(2);
  });
});

describe('document constants and helpers', () => {
  it('bands relevance and confidence as §9 says', () => {
    expect([95, 90, 89, 70, 69, 50, 49].map(relevanceBand)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'deep-orange',
      'deep-orange',
      'error',
    ]);
    expect([0.81, 0.8, 0.41, 0.4].map(confidenceLevel)).toEqual(['high', 'medium', 'medium', 'low']);
  });
  it('formats sizes and slugs', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(slugify('FM-200 Commissioning Checklist')).toBe('fm-200-commissioning-checklist');
    expect(slugify('../..')).toBe('document');
  });
  it('validates AI search queries: blank, limit 5–50, threshold 0–1, weights summing to 1', () => {
    expect(aiSearchQuerySchema.safeParse({ q: 'leave' }).success).toBe(true);
    expect(aiSearchQuerySchema.safeParse({ q: '  ' }).success).toBe(false);
    expect(aiSearchQuerySchema.safeParse({ q: 'x', limit: '4' }).success).toBe(false);
    expect(aiSearchQuerySchema.safeParse({ q: 'x', limit: '50' }).success).toBe(true);
    expect(aiSearchQuerySchema.safeParse({ q: 'x', threshold: '1.01' }).success).toBe(false);
    expect(
      aiSearchQuerySchema.safeParse({ q: 'x', semanticWeight: '0.7', keywordWeight: '0.3' }).success,
    ).toBe(true);
    expect(
      aiSearchQuerySchema.safeParse({ q: 'x', semanticWeight: '0.7', keywordWeight: '0.4' }).success,
    ).toBe(false);
  });
});
