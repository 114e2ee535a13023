import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  countWords,
  HANDBOOK_CHAPTERS,
  type HandbookData,
  prepareHandbook,
  searchHandbook,
} from '@firebreak/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_PDF_NAME, buildBuiltinHandbook, DATA_FILE_NAME } from './builtin-handbook';
import { findHandbookDir, parseSource, readSourceFiles } from './handbook-source';

const dir = findHandbookDir()!;
const committedJson = readFileSync(path.join(dir, 'generated', DATA_FILE_NAME), 'utf8');
const committed = JSON.parse(committedJson) as HandbookData;

describe('the built-in handbook', () => {
  let built: Awaited<ReturnType<typeof buildBuiltinHandbook>>;
  beforeAll(async () => {
    built = await buildBuiltinHandbook(dir);
  }, 60_000);

  it('is current: the committed PDF and data file are what the source builds to', () => {
    expect(built.pdf.equals(readFileSync(path.join(dir, 'generated', BUILTIN_PDF_NAME)))).toBe(true);
    expect(`${JSON.stringify(built.data, null, 2)}\n`).toBe(committedJson);
  });

  it('has 154 pages with the §9 chapters opening on their first pages', () => {
    const pages = parseSource(readSourceFiles(dir));
    expect(pages).toHaveLength(154);
    for (const chapter of HANDBOOK_CHAPTERS) {
      expect(pages[chapter.from - 1]!.chapter).toBe(`Chapter ${chapter.number}: ${chapter.name}`);
      const printed = committed.pages[chapter.from - 1]!.extracted_text;
      expect(printed.startsWith(`Chapter ${chapter.number}: ${chapter.name}`)).toBe(true);
    }
  });

  it('has at least 150 words on every content page (11–154), extracted from the PDF', () => {
    const short = committed.pages
      .filter((page) => page.page_number >= 11)
      .filter((page) => countWords(page.extracted_text) < 150);
    expect(short).toEqual([]);
    expect(committed.document_info.total_words).toBe(
      committed.pages.reduce((n, page) => n + countWords(page.extracted_text), 0),
    );
  });

  it('is our own sample: it says so and cites standards by number only', () => {
    const text = committed.pages.map((page) => page.extracted_text).join('\n');
    expect(committed.pages[1]!.extracted_text).toContain('original sample handbook');
    for (const standard of ['SANS 10287', 'SANS 10400-T', 'NFPA 13', 'EN 12845'])
      expect(text).toContain(standard);
  });

  it.each([
    ['pump test', [119, 120, 135]],
    ['sprinkler head spacing', [71, 72]],
    ['water supply duration', [36, 37]],
  ])('finds the right pages first for %j', (query, pages) => {
    const top = searchHandbook(prepareHandbook(committed.pages), query)
      .slice(0, 3)
      .map((hit) => hit.page);
    for (const page of pages) expect(top).toContain(page);
  });
});
