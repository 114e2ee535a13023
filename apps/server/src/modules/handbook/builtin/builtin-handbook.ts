/**
 * The built-in sample handbook: our own original text (apps/server/handbook/source), printed to a PDF
 * and turned into the §3 data file by the same extraction an administrator's upload goes through.
 * Checks the §9 chapter page ranges and at least 150 words on every content page.
 */
import { countWords, HANDBOOK_CHAPTERS, type HandbookData } from '@firebreak/shared';
import { extractPdfText, type PdfTextOptions } from '../../../lib/pdf-text';
import { buildHandbookData } from '../handbook-data';
import { parseSource, readSourceFiles, type SourcePage } from './handbook-source';
import { type HandbookMeta, renderHandbookPdf } from './render-pdf';

export const BUILTIN_PDF_NAME = 'sprinkler-handbook.pdf';
export const DATA_FILE_NAME = 'searchable_content.json';
export const BUILTIN_TOTAL_PAGES = 154;
export const FRONT_MATTER_PAGES = 10;
export const MIN_WORDS_PER_CONTENT_PAGE = 150;

export const BUILTIN_META: HandbookMeta = {
  title: 'Sprinkler Installation and Maintenance Handbook: South African Practice',
  author: 'Firebreak (original sample handbook)',
  subject: 'Automatic sprinkler installation, testing, maintenance and documentation',
  date: new Date('2025-08-01T00:00:00Z'),
};

/** Problems with the printed structure: page count and the chapter openings of §9. */
export function checkStructure(pages: readonly SourcePage[]): string[] {
  const problems: string[] = [];
  if (pages.length !== BUILTIN_TOTAL_PAGES) {
    problems.push(`The handbook has ${pages.length} pages; it must have ${BUILTIN_TOTAL_PAGES}`);
  }
  for (const chapter of HANDBOOK_CHAPTERS) {
    const opening = pages[chapter.from - 1];
    if (!opening?.chapter?.startsWith(`Chapter ${chapter.number}:`)) {
      problems.push(`Chapter ${chapter.number} must open on page ${chapter.from}`);
    }
    for (let number = chapter.from + 1; number <= chapter.to; number += 1) {
      if (pages[number - 1]?.chapter)
        problems.push(`Page ${number} opens a chapter inside chapter ${chapter.number}`);
    }
  }
  return problems;
}

export function checkWordCounts(data: HandbookData): string[] {
  return data.pages
    .filter((page) => page.page_number > FRONT_MATTER_PAGES)
    .map((page) => ({ page: page.page_number, words: countWords(page.extracted_text) }))
    .filter(({ words }) => words < MIN_WORDS_PER_CONTENT_PAGE)
    .map(
      ({ page, words }) =>
        `Page ${page} has ${words} words; content pages need ${MIN_WORDS_PER_CONTENT_PAGE}`,
    );
}

export async function buildBuiltinHandbook(
  handbookDir: string,
): Promise<{ pdf: Buffer; data: HandbookData }> {
  const pages = parseSource(readSourceFiles(handbookDir));
  const structure = checkStructure(pages);
  if (structure.length) throw new Error(structure.join('\n'));
  const pdf = await renderHandbookPdf(pages, BUILTIN_META);
  const data = await handbookDataFromPdf(pdf, BUILTIN_PDF_NAME, BUILTIN_META.date.toISOString());
  const words = checkWordCounts(data);
  if (words.length) throw new Error(words.join('\n'));
  return { pdf, data };
}

/** The one path from PDF bytes to the data file, for the built-in handbook and uploads alike. */
export async function handbookDataFromPdf(
  pdf: Uint8Array,
  sourceFile: string,
  extractionDate: string,
  fallbackTitle?: string,
  pdfOptions: PdfTextOptions = {},
): Promise<HandbookData> {
  const text = await extractPdfText(pdf, pdfOptions);
  const title = text.title ?? fallbackTitle ?? sourceFile.replace(/\.pdf$/i, '');
  return buildHandbookData({ pages: text.pages, title, sourceFile, extractionDate });
}
