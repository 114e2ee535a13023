/** A small handbook data file for component tests. */
import type { HandbookData } from '@firebreak/shared';

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
