/**
 * The searchable text of a stored file, by type: PDF with pdfjs (the handbook's reader), docx with
 * mammoth, xlsx with exceljs, pptx slide text with jszip, MS Project XML task names and notes.
 * Uploads (in the parse pool's children, never in the server process: docs/decisions/0051) and the
 * demo seed use exactly these, so searchableContent is always extracted, never typed.
 * Each parser is imported when a file of its type first arrives: a parse child that reads PDFs never
 * loads exceljs or mammoth (~250 ms of every child's start, docs/decisions/0056).
 */
import { extractPdfText } from '../../lib/pdf-text';
import type { DocumentPassage } from '../search/passages';
import { type ExtractedText, MAX_CHARS, pdfDocumentText, searchableText } from './searchable-text';

/** A file's text as one run for search, and with its lines for passages ('a | b | c' for a row). */
type ReadText = { text: string; layout: string };

export type { ExtractedText };

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

async function excelText(data: Uint8Array): Promise<ReadText> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  const parts: string[] = [];
  const lines: string[] = [];
  workbook.eachSheet((sheet) => {
    parts.push(sheet.name);
    if (lines.length) lines.push('');
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => {
        const text = cell.text;
        if (text) {
          parts.push(text);
          cells.push(text.replace(/\s+/g, ' '));
        }
      });
      if (cells.length) lines.push(cells.join(' | '));
    });
  });
  return { text: parts.join(' '), layout: lines.join('\n') };
}

async function powerpointText(data: Uint8Array): Promise<ReadText> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(data);
  const slides = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
  const parts: string[] = [];
  const slideTexts: string[] = [];
  for (const name of slides) {
    const xml = (await zip.file(name)?.async('string')) ?? '';
    for (const match of xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)) parts.push(decodeXml(match[1] ?? ''));
    // One line per paragraph of the slide, a blank line between slides.
    const paragraphs: string[] = [];
    for (const paragraph of xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)) {
      const runs = [...(paragraph[1] ?? '').matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) =>
        decodeXml(run[1] ?? ''),
      );
      const line = runs.join('').trim();
      if (line) paragraphs.push(line);
    }
    slideTexts.push(paragraphs.join('\n'));
  }
  return { text: parts.join(' '), layout: slideTexts.join('\n\n') };
}

async function wordText(data: Uint8Array): Promise<ReadText> {
  const { default: mammoth } = await import('mammoth');
  const text = (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
  return { text, layout: text };
}

function projectText(data: Uint8Array): ReadText {
  const xml = Buffer.from(data).toString('utf8');
  const parts: string[] = [];
  for (const match of xml.matchAll(/<(Title|Name|Notes|Subject)>([^<]*)<\/\1>/g)) {
    parts.push(decodeXml(match[2] ?? ''));
  }
  return { text: parts.join(' '), layout: parts.join('\n') };
}

/** Printable runs of a legacy binary Office file: better than nothing for search. */
function printableText(data: Uint8Array): string {
  return (
    Buffer.from(data)
      .toString('latin1')
      .match(/[\x20-\x7e]{4,}/g) ?? []
  ).join(' ');
}

export async function extractDocumentText(
  data: Uint8Array,
  extension: string,
  options: { maxPdfPages?: number } = {},
): Promise<ExtractedText> {
  let read: ReadText;
  let note: string | null = null;
  let pdfPages: number | undefined;
  let passages: DocumentPassage[] | undefined;
  switch (extension) {
    case 'pdf': {
      const pdf = await extractPdfText(data, { maxPages: options.maxPdfPages, maxChars: MAX_CHARS });
      const whole = pdfDocumentText(pdf);
      read = { text: whole.text, layout: whole.text };
      ({ note, passages } = whole);
      pdfPages = pdf.pages.length;
      break;
    }
    case 'docx':
      read = await wordText(data);
      break;
    case 'xlsx':
      read = await excelText(data);
      break;
    case 'pptx':
      read = await powerpointText(data);
      break;
    case 'xml':
      read = projectText(data);
      break;
    default: {
      const text = printableText(data);
      read = { text, layout: text };
    }
  }
  return {
    ...searchableText(read.text, note, { layout: read.layout, passages }),
    ...(pdfPages === undefined ? {} : { pdfPages }),
  };
}

/** The searchable text alone (the demo seed, which reads the files it generated itself). */
export async function extractText(data: Uint8Array, extension: string): Promise<string> {
  return (await extractDocumentText(data, extension)).text;
}
