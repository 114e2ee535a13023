/**
 * The searchable text of a stored file, by type: PDF with pdfjs (the handbook's reader), docx with
 * mammoth, xlsx with exceljs, pptx slide text with jszip, MS Project XML task names and notes.
 * Uploads (in the parse pool's children, never in the server process: docs/decisions/0051) and the
 * demo seed use exactly these, so searchableContent is always extracted, never typed.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { extractPdfText } from '../handbook/pdf-text';

const MAX_CHARS = 200_000;

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

async function excelText(data: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  const parts: string[] = [];
  workbook.eachSheet((sheet) => {
    parts.push(sheet.name);
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const text = cell.text;
        if (text) parts.push(text);
      });
    });
  });
  return parts.join(' ');
}

async function powerpointText(data: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const slides = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
  const parts: string[] = [];
  for (const name of slides) {
    const xml = (await zip.file(name)?.async('string')) ?? '';
    for (const match of xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)) parts.push(decodeXml(match[1] ?? ''));
  }
  return parts.join(' ');
}

function projectText(data: Uint8Array): string {
  const xml = Buffer.from(data).toString('utf8');
  const parts: string[] = [];
  for (const match of xml.matchAll(/<(Title|Name|Notes|Subject)>([^<]*)<\/\1>/g)) {
    parts.push(decodeXml(match[2] ?? ''));
  }
  return parts.join(' ');
}

/** Printable runs of a legacy binary Office file: better than nothing for search. */
function printableText(data: Uint8Array): string {
  return (
    Buffer.from(data)
      .toString('latin1')
      .match(/[\x20-\x7e]{4,}/g) ?? []
  ).join(' ');
}

export type ExtractedText = {
  text: string;
  /** Set when the text is partial: e.g. only the first pages of a long PDF were read. */
  note: string | null;
  /** For a PDF: the pages read (a scan has pages but next to no text: it is then read by OCR). */
  pdfPages?: number;
};

export async function extractDocumentText(
  data: Uint8Array,
  extension: string,
  options: { maxPdfPages?: number } = {},
): Promise<ExtractedText> {
  let text = '';
  let note: string | null = null;
  let pdfPages: number | undefined;
  switch (extension) {
    case 'pdf': {
      const pdf = await extractPdfText(data, { maxPages: options.maxPdfPages, maxChars: MAX_CHARS });
      text = pdf.pages.map((page) => page.extracted_text).join('\n');
      pdfPages = pdf.pages.length;
      if (pdf.pages.length < pdf.numPages)
        note = `Only the first ${pdf.pages.length.toLocaleString('en-ZA')} of ${pdf.numPages.toLocaleString('en-ZA')} pages were read`;
      break;
    }
    case 'docx':
      text = (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
      break;
    case 'xlsx':
      text = await excelText(data);
      break;
    case 'pptx':
      text = await powerpointText(data);
      break;
    case 'xml':
      text = projectText(data);
      break;
    default:
      text = printableText(data);
  }
  // NUL out as well: PostgreSQL cannot store it in text, and it is never part of a word.
  const cleaned = text.replaceAll('\u0000', ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (cleaned.length > MAX_CHARS && !note)
    note = `Only the first ${MAX_CHARS.toLocaleString('en-ZA')} characters are searchable`;
  return { text: cleaned.slice(0, MAX_CHARS), note, ...(pdfPages === undefined ? {} : { pdfPages }) };
}

/** A PDF whose text layer holds next to nothing for its pages: scanned images, to be read by OCR. */
export function looksScanned(extracted: ExtractedText): boolean {
  if (extracted.pdfPages === undefined || extracted.pdfPages === 0) return false;
  const words = extracted.text.match(/[a-z]{2,}/g)?.length ?? 0;
  return words < 3 * extracted.pdfPages;
}

/** The searchable text alone (the demo seed, which reads the files it generated itself). */
export async function extractText(data: Uint8Array, extension: string): Promise<string> {
  return (await extractDocumentText(data, extension)).text;
}
