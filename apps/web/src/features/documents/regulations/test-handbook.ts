/** A small handbook data file for component tests. */
import type { HandbookData, StandardSummary } from '@firebreak/shared';

const filler = 'General text about sprinkler systems in South African buildings.';

export function makeHandbook(): HandbookData {
  const pages = Array.from({ length: 154 }, (_, i) => ({
    page_number: i + 1,
    extracted_text: `${filler} Page ${i + 1}.`,
  }));
  const set = (page: number, text: string) => {
    pages[page - 1] = { page_number: page, extracted_text: text };
  };
  set(12, 'The weekly pump test of a fire pump is recorded. Another pump test follows.');
  set(36, 'Water supply duration for ordinary hazard is commonly 60 minutes.');
  set(71, 'Sprinkler head spacing sets the coverage of each head.');
  set(119, 'Pump test at commissioning: churn, rated and overload. The pump test proves the curve.');
  for (let p = 40; p <= 55; p += 1) set(p, `Fire pump churn and fire pump performance, page ${p}.`);
  return {
    document_info: {
      title: 'Test Sprinkler Handbook',
      source_file: 'test.pdf',
      total_pages: 154,
      extraction_date: '2025-08-01T00:00:00.000Z',
      total_words: 30_800,
      total_characters: 200_000,
    },
    pages,
    keywords: ['pump', 'sprinkler'],
    search_terms: ['pump test', 'sprinkler head spacing', 'water supply duration'],
  };
}

/** The built-in handbook as GET /api/standards lists it. */
export const sampleHandbook: StandardSummary = {
  id: 'handbook',
  code: 'Sample handbook',
  title: 'Test Sprinkler Handbook',
  edition: 'Sample, August 2025',
  kind: 'sample',
  note: 'A sample written for this product, not a SANS standard',
  totalPages: 154,
  fileName: 'test.pdf',
  currentVersionId: null,
  versionCount: 1,
  updatedAt: '2025-08-01T00:00:00.000Z',
  canRollBack: false,
};
