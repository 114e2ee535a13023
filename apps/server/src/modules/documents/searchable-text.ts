/**
 * What is kept of a document's text for search, whatever it was read from; pure, so the server can
 * join the text of a PDF read in parts (pdf-text-parts.ts) exactly as a parse child joins it whole.
 */
import type { PdfText } from '../../lib/pdf-text';
import { type DocumentPassage, splitPassages, splitText } from '../search/passages';

/** Characters of a document's text kept for search (a PDF's reading stops soon after). */
export const MAX_CHARS = 200_000;

export type ExtractedText = {
  text: string;
  /** Set when the text is partial: e.g. only the first pages of a long PDF were read. */
  note: string | null;
  /** For a PDF: the pages read (a scan has pages but next to no text: it is then read by OCR). */
  pdfPages?: number;
  /** The text as passages, in its own case, with the page of each for a PDF (issue 26 §3). */
  passages: DocumentPassage[];
};

/**
 * A PDF's pages as one text, with the note that says when only its first pages were read, and its
 * passages page by page (as far as MAX_CHARS of text reaches, like the searchable text).
 */
export function pdfDocumentText(pdf: PdfText): {
  text: string;
  note: string | null;
  passages: DocumentPassage[];
} {
  const text = pdf.pages.map((page) => page.extracted_text).join('\n');
  const note =
    pdf.pages.length < pdf.numPages
      ? `Only the first ${pdf.pages.length.toLocaleString('en-ZA')} of ${pdf.numPages.toLocaleString('en-ZA')} pages were read`
      : null;
  const pages: { page: number; text: string }[] = [];
  let characters = 0;
  for (const page of pdf.pages) {
    if (characters >= MAX_CHARS) break;
    pages.push({ page: page.page_number, text: page.extracted_text.slice(0, MAX_CHARS - characters) });
    characters += page.extracted_text.length + 1;
  }
  return { text, note, passages: splitPassages(pages) };
}

/**
 * Whatever a file's text came from: what is kept for search, cut at MAX_CHARS (with a note). `layout`
 * is the same text with its lines and paragraphs, when the reader gave them (else the text is split
 * as it is); `passages` are given instead for a PDF, whose pages they know.
 */
export function searchableText(
  text: string,
  note: string | null,
  layout: { layout?: string; passages?: DocumentPassage[] } = {},
): ExtractedText {
  // NUL out as well: PostgreSQL cannot store it in text, and it is never part of a word.
  const cleaned = text.replaceAll('\u0000', ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (cleaned.length > MAX_CHARS && !note)
    note = `Only the first ${MAX_CHARS.toLocaleString('en-ZA')} characters are searchable`;
  const passages = layout.passages ?? splitText((layout.layout ?? text).slice(0, MAX_CHARS));
  return { text: cleaned.slice(0, MAX_CHARS), note, passages };
}

/** A PDF whose text layer holds next to nothing for its pages: scanned images, to be read by OCR. */
export function looksScanned(extracted: ExtractedText): boolean {
  if (extracted.pdfPages === undefined || extracted.pdfPages === 0) return false;
  const words = extracted.text.match(/[a-z]{2,}/g)?.length ?? 0;
  return words < 3 * extracted.pdfPages;
}
