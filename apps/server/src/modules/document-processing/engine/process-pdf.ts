/**
 * The PDF-processing engine (issue 12): text layer where it is usable, OCR of the rendered page where
 * it is not, per-page quality, metadata with fire-protection facts, and an extractive summary. Runs in
 * a parse-pool child ('process-pdf' job); bad files end in an error with a `problem` code.
 */
import { type PageWord, PROCESSING_LIMITS, type ReadPage } from '@firebreak/shared';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  classifyPdfError,
  hasEncryptionDictionary,
  joinTextItems,
  looksLikePdf,
  openPdfDocument,
  PdfReadError,
} from '../../../lib/pdf-text';
import { loadPdfjs } from '../../../lib/pdfjs-loader';
import { assembleResult, type PageOutcome } from './assemble-result';
import { type LayoutTextItem, ocrLayoutWords, textLayoutWords } from './layout-words';
import type { PageSize } from './metadata';
import { type OcrPageResult, prepareOcrPage, readPreparedPage } from './ocr-page';
import { OCR_WORKERS, OcrUnavailableError } from './ocr-worker';
import { popplerPageHasImages } from './poppler-images';
import type { PopplerInput } from './poppler-run';
import { popplerPageTexts } from './poppler-text';
import { RENDER_DPI } from './render-page';
import { scoreTextLayer } from './text-score';
import type { EngineOptions, EngineProgress, EngineResult } from './types';

const QUICK_DPI = 200;
/** The largest PDF given to poppler's page tools through a pipe rather than by its file. */
const MAX_PIPED_BYTES = 64 * 1024 * 1024;

/**
 * How the text layer is read. poppler: `pdftotext -raw` when the machine has it (the same text, about
 * three times as fast: decision 0093), else pdfjs; false: pdfjs only. filePath: where the bytes are
 * on disk, for pdftotext to read them there rather than through a pipe.
 */
export type TextSource = { poppler?: boolean; filePath?: string };

export async function processPdf(
  input: Uint8Array,
  options: EngineOptions,
  report: (progress: EngineProgress) => void,
  source: TextSource = {},
): Promise<EngineResult> {
  if (!looksLikePdf(input)) throw new PdfReadError('not-pdf', 'The file is not a PDF');
  if (hasEncryptionDictionary(input)) throw new PdfReadError('encrypted', 'The PDF is encrypted');
  // Started before pdfjs opens the file, so the two run at once. Layout words need pdfjs's item
  // positions, so a layout run reads its text with pdfjs alone.
  const quickPages = options.mode === 'quick' ? PROCESSING_LIMITS.quickScanPages : null;
  const lastPage = [options.maxPages, quickPages].reduce<number | null>(
    (last, limit) => (limit === null ? last : Math.min(last ?? limit, limit)),
    null,
  );
  const popplerTexts =
    source.poppler !== false && !options.layout
      ? popplerPageTexts({ filePath: source.filePath, data: input }, lastPage)
      : Promise.resolve(null);
  // Its result is awaited only once pdfjs has opened the file; a rejection is not left unhandled.
  void popplerTexts.catch(() => null);
  const task = await openPdfDocument(input);
  try {
    let pdf: PDFDocumentProxy;
    let info: Record<string, unknown>;
    try {
      pdf = await task.promise;
      info = (await pdf.getMetadata()).info as Record<string, unknown>;
    } catch (error) {
      throw classifyPdfError(error);
    }
    // Opened without a password but still encrypted (an owner password): refused all the same.
    if (info.EncryptFilterName) throw new PdfReadError('encrypted', 'The PDF is encrypted');
    if (pdf.numPages < 1) throw new PdfReadError('no-pages', 'The PDF has no pages');
    // pdftoppm and pdfimages see OCR pages in the same file when the machine has them; bytes without
    // a file go through a pipe, twice a page, so only a file of moderate size is sent that way.
    const sendable = source.filePath !== undefined || input.byteLength <= MAX_PIPED_BYTES;
    const popplerInput =
      source.poppler !== false && sendable ? { filePath: source.filePath, data: input } : undefined;
    return await processPages(pdf, info, input.byteLength, options, report, popplerTexts, popplerInput);
  } finally {
    await task.destroy().catch(() => {});
  }
}

async function processPages(
  pdf: PDFDocumentProxy,
  info: Record<string, unknown>,
  fileSize: number,
  options: EngineOptions,
  report: (progress: EngineProgress) => void,
  popplerTexts: Promise<string[] | null>,
  popplerInput: PopplerInput | undefined,
): Promise<EngineResult> {
  const quick = options.mode === 'quick';
  let count = Math.min(pdf.numPages, options.maxPages ?? pdf.numPages);
  if (quick) count = Math.min(count, PROCESSING_LIMITS.quickScanPages);
  // pdftotext's pages, used only when it read the same number of pages pdfjs sees.
  const poppler = await popplerTexts.catch(() => null);
  const fastTexts = poppler?.length === count ? poppler : null;
  // Each page's outcome and layout, in page order; an OCR page's come when tesseract has read it.
  const outcomes: Promise<PageOutcome>[] = [];
  const layouts: Promise<ReadPage | null>[] = [];
  const sizes: PageSize[] = [];
  // The pages tesseract is reading (OCR_WORKERS at most, each worker a thread of its own): the next
  // OCR page is rendered and enhanced meanwhile, and queued when a reading ends.
  const reading: Promise<unknown>[] = [];
  let ocrDone = 0;
  for (let number = 1; number <= count; number += 1) {
    report({ page: number, pages: count, stage: `Reading text layer of page ${number}` });
    const started = performance.now();
    let page: PDFPageProxy;
    try {
      page = await pdf.getPage(number);
    } catch (error) {
      throw classifyPdfError(error);
    }
    try {
      const viewport = page.getViewport({ scale: 1 });
      sizes.push({ width: viewport.width, height: viewport.height });
      const fast = fastTexts?.[number - 1];
      const content =
        fast === undefined ? await page.getTextContent().catch(() => ({ items: [] })) : { items: [] };
      const text = fast ?? joinTextItems(content.items as { str?: string; hasEOL?: boolean }[]);
      const size = { width: round2(viewport.width), height: round2(viewport.height) };
      const layoutOf = (source: ReadPage['source'], words: () => PageWord[]): ReadPage | null =>
        options.layout ? { page: number, ...size, words: words(), source } : null;
      const textLayout = () =>
        layoutOf('text', () => textLayoutWords(content.items as LayoutTextItem[], viewport));
      const scored = scoreTextLayer(text);
      // A page that draws no image has nothing OCR could add: its text layer, short or not, is the text.
      const layer =
        scored.usable || (await hasImages(page, popplerInput)) ? scored : { ...scored, usable: true };
      const base = { page: number, enhanced: false, skewDegrees: 0, hasText: layer.usable };
      const fromTextLayer = (): PageOutcome => ({
        ...base,
        method: layer.usable || !quick ? 'standard' : 'ocr',
        quality: layer.usable ? layer.wordShare : layer.wordShare * Math.min(1, layer.characters / 40),
        text,
        textLength: text.length,
        confidence: layer.wordShare,
        words: 0,
        milliseconds: Math.round(performance.now() - started),
      });
      // Quick mode OCRs one page without text, whatever the options, to estimate the quality.
      const wantsOcr = !layer.usable && (quick ? ocrDone < 1 : options.useOCR);
      if (!wantsOcr) {
        outcomes.push(Promise.resolve(fromTextLayer()));
        layouts.push(Promise.resolve(textLayout()));
        continue;
      }
      ocrDone += 1;
      const stages = { render: 'Rendering', enhance: 'Enhancing', ocr: 'Reading' } as const;
      // The quick scan's one page is read at 200 dpi: about twice as fast, and enough to judge quality.
      const ocrOptions = {
        enhance: options.enhanceImages && !quick,
        // A layout run (paperwork intake) reads forms and tables: enhancement levels the page and lifts
        // the table's rules off its words, which the words' places need more than the time it saves.
        alwaysEnhance: Boolean(options.layout),
        // Its forms' small print and cells are read at the page's own resolution: scaled to the text,
        // the dev corpus's fields came out less precise (mild scans: 155 of 158 right against 157).
        fullSize: Boolean(options.layout),
        dpi: quick ? QUICK_DPI : RENDER_DPI,
        poppler: popplerInput,
      };
      const stage = (what: 'render' | 'enhance' | 'ocr') =>
        report({
          page: number,
          pages: count,
          stage: what === 'ocr' ? `Reading page ${number} (OCR)` : `${stages[what]} page ${number}`,
        });
      const failed = (error: unknown): null => {
        if (error instanceof OcrUnavailableError) throw error;
        if (count === 1) throw Object.assign(new Error((error as Error)?.message), { code: codeOf(error) });
        return null; // one page that cannot be OCR'd does not fail the run
      };
      const prepared = await prepareOcrPage(page, ocrOptions, stage).catch(failed);
      while (reading.length >= OCR_WORKERS) await reading.shift();
      const read = prepared ? readPreparedPage(prepared, stage).catch(failed) : Promise.resolve(null);
      // A short text layer (a page number, a caption) beats OCR that found less.
      const textLayerWins = (result: OcrPageResult | null) =>
        !quick && layer.characters > 0 && (result?.text.replace(/\s/g, '').length ?? 0) < layer.characters;
      const outcome = read.then((result): PageOutcome => {
        if (textLayerWins(result)) return fromTextLayer();
        return {
          ...base,
          method: 'ocr',
          quality: result?.quality ?? 0,
          text: result?.text ?? '',
          textLength: result?.text.length ?? 0,
          enhanced: result?.enhanced ?? false,
          skewDegrees: result?.skewDegrees ?? 0,
          confidence: result?.meanConfidence ?? 0,
          words: result?.words ?? 0,
          milliseconds: Math.round(performance.now() - started),
        };
      });
      const layout = read.then((result) =>
        textLayerWins(result)
          ? textLayout()
          : layoutOf('ocr', () => (result ? ocrLayoutWords(result.recognised.words, result.recognised) : [])),
      );
      // Awaited later (OCR that cannot run at all, by a later OCR page); handled here so a failure
      // meanwhile is not an unhandled rejection.
      for (const pending of [read, outcome, layout]) pending.catch(() => {});
      outcomes.push(outcome);
      layouts.push(layout);
      reading.push(read);
    } finally {
      page.cleanup();
    }
  }
  const pages = await Promise.all(outcomes);
  const layoutPages = (await Promise.all(layouts)).filter((layout) => layout !== null);
  const result = assembleResult(pages, { pdf, info, fileSize, sizes, options, quick });
  return options.layout ? { ...result, pages: layoutPages } : result;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const IMAGE_OPERATORS = [
  'paintImageXObject',
  'paintImageXObjectRepeat',
  'paintInlineImageXObject',
  'paintInlineImageXObjectGroup',
  'paintImageMaskXObject',
  'paintImageMaskXObjectGroup',
  'paintImageMaskXObjectRepeat',
  'paintSolidColorImageMask',
] as const;

/**
 * Whether the page paints any image (a scan always does); asked only of pages with little text. By
 * pdfimages when the machine has it: pdfjs's operator list decodes the images to find them.
 */
async function hasImages(page: PDFPageProxy, poppler: PopplerInput | undefined): Promise<boolean> {
  const listed = poppler ? await popplerPageHasImages(poppler, page.pageNumber) : null;
  if (listed !== null) return listed;
  const { OPS } = await loadPdfjs();
  const wanted = new Set<number>(IMAGE_OPERATORS.map((name) => OPS[name]));
  try {
    const list = await page.getOperatorList();
    return list.fnArray.some((fn) => wanted.has(fn));
  } catch {
    return true; // unsure: let OCR look
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'page-too-large';
}
