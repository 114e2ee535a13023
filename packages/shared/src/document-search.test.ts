import { describe, expect, it } from 'vitest';
import {
  type BasicSearchDocument,
  countActiveFilters,
  EMPTY_BASIC_FILTERS,
  isBlankSearch,
  searchDocumentsBasic,
} from './document-search';
import { confidenceLevel, formatFileSize, relevanceBand, slugify } from './documents';
import { aiSearchQuerySchema } from './documents-schemas';

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

  it('matches case-insensitive substrings of name, description, fileName, content and tags; name matches first, then by name', () => {
    const names = searchDocumentsBasic(library, 'LEAVE', EMPTY_BASIC_FILTERS).map((d) => d.name);
    expect(names).toEqual(['Leave Application Form', 'Alpha', 'Budget', 'Employee Handbook', 'Pump Test']);
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
