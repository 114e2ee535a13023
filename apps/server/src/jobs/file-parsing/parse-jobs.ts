/**
 * The jobs the parse worker runs, by name: the searchable text of a library document, the handbook
 * data file from a PDF, a PDF's text page by page (the general one: benchmarks), and the full PDF
 * processing run (text layer or OCR, metadata, summary) with its progress reports.
 * The server imports only the types (ParseJobs) and runs these through the pool.
 */
import { readFile } from 'node:fs/promises';
import type { HandbookData } from '@firebreak/shared';
import { extractPdfText, type PdfPageShare, type PdfText } from '../../lib/pdf-text';
import { processPdf } from '../../modules/document-processing/engine/process-pdf';
import { type PreviewParams, renderPreview } from '../../modules/document-processing/engine/render-preview';
import type {
  EngineOptions,
  EngineProgress,
  EngineResult,
} from '../../modules/document-processing/engine/types';
import { generateScannedPdf, type ScanRequest } from '../../modules/document-processing/scans/generate-scan';
import { type ExtractedText, extractDocumentText } from '../../modules/documents/extract-text';
import { handbookDataFromPdf } from '../../modules/handbook/builtin/builtin-handbook';
import type { PriceFile } from '../../modules/quotes/price-list/price-file';
import { type PriceWorkbookParams, readPriceWorkbook } from '../../modules/quotes/price-list/price-workbook';
import {
  type RegistrationCopyParams,
  registrationCopyPdf,
} from '../../modules/registrations/registration-copy';
import {
  type StoredPhoto,
  type StoredSignature,
  storedPhoto,
  storedSignature,
} from '../../modules/visits/visit-images';
import {
  type DrawnVisitDocuments,
  drawVisitDocuments,
  type VisitDocumentsJob,
} from '../../modules/visits/visit-report';
import type { ReportProgress } from './serve-jobs';
import { checkInflatedSizes, ZIP_EXTENSIONS, type ZipLimits } from './zip-limits';

export type DocumentTextParams = { extension: string; maxPdfPages: number; zip: ZipLimits };
export type HandbookDataParams = {
  sourceFile: string;
  extractionDate: string;
  fallbackTitle?: string;
  maxPages: number;
};
/** share: read only every stride-th page from first (pdf-text-parts.ts joins the shares). */
export type PdfTextParams = { maxPages: number; maxChars?: number; share?: PdfPageShare };

/** filePath: the PDF is read here from the file store's disk, so its bytes are not copied through the server. */
export type ProcessPdfParams = EngineOptions & {
  filePath?: string;
  /** False: read with pdfjs alone, poppler's tools unused (PROCESSING_POPPLER). */
  poppler?: boolean;
};

export type ParseJobs = {
  'document-text': { params: DocumentTextParams; result: ExtractedText };
  'handbook-data': { params: HandbookDataParams; result: HandbookData };
  /** The first maxPages pages' text, or a share of them (numPages says how many the PDF has). */
  'pdf-text': { params: PdfTextParams; result: PdfText };
  /** Text layer or OCR page by page, quality, metadata and summary; reports EngineProgress as it goes. */
  'process-pdf': { params: ProcessPdfParams; result: EngineResult };
  /** One page of a PDF as a PNG at a width of 200-1600 px; 'page-out-of-range' for a page it lacks. */
  'render-preview': { params: PreviewParams; result: Uint8Array };
  /** A scanned-looking PDF drawn from lines of text (the demo seed's scans; canvas stays out of the server). */
  'render-scan': { params: ScanRequest; result: Uint8Array };
  /** A visit photo as stored: upright, within 1600 px, JPEG without metadata (decision 0066). */
  'visit-photo': { params: Record<string, never>; result: StoredPhoto };
  /** A supplier's XLSX price file: header and rows of values; formulas and external links refused (decision 0077). */
  'price-workbook': { params: PriceWorkbookParams; result: PriceFile };
  /** A visit signature as stored: a PNG re-encoded 8-bit RGB without alpha, within 1000 px (decision 0076). */
  'visit-signature': { params: Record<string, never>; result: StoredSignature };
  /** A completed visit's service report (and certificate) as PDFs, drawn from re-encoded images (decision 0076). */
  'visit-documents': { params: VisitDocumentsJob; result: DrawnVisitDocuments };
  /** A photo or scan of a registration card as a one-page PDF around its re-encoded JPEG (issue 30 §3). */
  'registration-copy': { params: RegistrationCopyParams; result: Uint8Array };
};

export const parseJobHandlers = {
  'document-text': async (input: Uint8Array, params: DocumentTextParams): Promise<ExtractedText> => {
    // Office files: every part's real size is checked before a parser inflates anything.
    if (ZIP_EXTENSIONS.has(params.extension)) await checkInflatedSizes(input, params.zip);
    return extractDocumentText(input, params.extension, { maxPdfPages: params.maxPdfPages });
  },
  'handbook-data': (input: Uint8Array, params: HandbookDataParams): Promise<HandbookData> =>
    handbookDataFromPdf(input, params.sourceFile, params.extractionDate, params.fallbackTitle, {
      maxPages: params.maxPages,
      overMaxPages: 'refuse',
    }),
  'pdf-text': (input: Uint8Array, params: PdfTextParams): Promise<PdfText> =>
    extractPdfText(input, { maxPages: params.maxPages, maxChars: params.maxChars, share: params.share }),
  'process-pdf': async (
    input: Uint8Array,
    { filePath, poppler, ...params }: ProcessPdfParams,
    report: ReportProgress,
  ): Promise<EngineResult> =>
    processPdf(
      filePath ? await readFile(filePath) : input,
      params,
      (progress: EngineProgress) => report(progress),
      { filePath, ...(poppler === false ? { poppler: false } : {}) },
    ),
  'render-preview': (input: Uint8Array, params: PreviewParams): Promise<Uint8Array> =>
    renderPreview(input, params),
  'render-scan': async (_input: Uint8Array, params: ScanRequest): Promise<Uint8Array> =>
    (await generateScannedPdf(params)).pdf,
  'visit-photo': (input: Uint8Array): Promise<StoredPhoto> => storedPhoto(input),
  'price-workbook': (input: Uint8Array, params: PriceWorkbookParams): Promise<PriceFile> =>
    readPriceWorkbook(input, params),
  'visit-signature': (input: Uint8Array): Promise<StoredSignature> => storedSignature(input),
  'visit-documents': (_input: Uint8Array, params: VisitDocumentsJob): Promise<DrawnVisitDocuments> =>
    drawVisitDocuments(params),
  'registration-copy': (input: Uint8Array, params: RegistrationCopyParams): Promise<Uint8Array> =>
    registrationCopyPdf(input, params),
};
