/**
 * A PDF's metadata for the processing response: its info dictionary (dates as ISO), version, page
 * count and sizes, file size, and the fire-protection facts in its text. Pure apart from its input.
 */
import type { ProcessingMetadata } from '@firebreak/shared';
import { extractFireFacts } from './fire-facts';

/** 'D:20240315103000+02'00'' (PDF 32000-1 §7.9.4) as an ISO timestamp; null when it does not parse. */
export function pdfDateToIso(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(Z|[+-])?(\d{2})?'?(\d{2})?'?/.exec(
      value.trim(),
    );
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, offH, offM] =
    match;
  const numbers = [month, day, hour, minute, second].map(Number);
  if (numbers[0]! < 1 || numbers[0]! > 12 || numbers[1]! < 1 || numbers[1]! > 31) return null;
  let time = Date.UTC(Number(year), numbers[0]! - 1, numbers[1], numbers[2], numbers[3], numbers[4]);
  if (sign === '+' || sign === '-') {
    const offset = (Number(offH ?? 0) * 60 + Number(offM ?? 0)) * 60_000;
    time += sign === '+' ? -offset : offset;
  }
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type PageSize = { width: number; height: number };

/** Page sizes in points, consecutive repeats collapsed into runs. */
export function collapsePageSizes(sizes: PageSize[]): ProcessingMetadata['pageSizes'] {
  const runs: ProcessingMetadata['pageSizes'] = [];
  for (const size of sizes) {
    const width = Math.round(size.width * 100) / 100;
    const height = Math.round(size.height * 100) / 100;
    const last = runs.at(-1);
    if (last && last.width === width && last.height === height) last.pages += 1;
    else runs.push({ width, height, pages: 1 });
  }
  return runs;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.replace(/\0/g, '').trim() : null;

export function buildMetadata(input: {
  info: Record<string, unknown>;
  pageCount: number;
  pageSizes: PageSize[];
  fileSize: number;
  text: string;
}): ProcessingMetadata {
  const { info } = input;
  return {
    title: textOf(info.Title),
    author: textOf(info.Author),
    subject: textOf(info.Subject),
    keywords: textOf(info.Keywords),
    creator: textOf(info.Creator),
    producer: textOf(info.Producer),
    creationDate: pdfDateToIso(info.CreationDate),
    modificationDate: pdfDateToIso(info.ModDate),
    pdfVersion: textOf(info.PDFFormatVersion),
    pageCount: input.pageCount,
    pageSizes: collapsePageSizes(input.pageSizes),
    fileSize: input.fileSize,
    facts: extractFireFacts(input.text),
  };
}
