/**
 * What the PDF-processing engine takes and gives (issue 12). The engine runs inside a parse-pool child
 * (docs/decisions/0051), never in the server process: the server sends the file's bytes and these
 * options, and gets progress reports and an EngineResult back.
 */
import type {
  ProcessingMetadata,
  ProcessingProgress,
  ProcessingResponse,
  ProcessingSummary,
  ReadPage,
} from '@firebreak/shared';

export type EngineOptions = {
  /**
   * quick: the wizard's quick scan. Reads the text layer of at most PROCESSING_LIMITS.quickScanPages
   * pages and OCRs (without enhancement) at most one page that has no usable text layer, to estimate
   * quality; method says what the full run would need (standard / ocr / hybrid).
   * full: every page up to maxPages, as the options say.
   */
  mode: 'quick' | 'full';
  useOCR: boolean;
  enhanceImages: boolean;
  extractMetadata: boolean;
  generateSummary: boolean;
  maxPages: number | null;
  /**
   * Every page read also as words with their boxes (EngineResult.pages: issue 32's intake reader),
   * from the text layer or the OCR that gave the page its text. False: no pages, nothing else changes.
   */
  layout: boolean;
};

export type EngineProgress = ProcessingProgress;

export type EngineResult = {
  finalText: NonNullable<ProcessingResponse['finalText']>;
  metadata: ProcessingMetadata | null;
  summary: ProcessingSummary | null;
  /** With options.layout only: each page read, in order, its words boxed (at most 5,000 a page). */
  pages?: ReadPage[];
};

/**
 * Error codes the engine throws (as `code` on the error, which the pool passes to the server):
 * 'not-pdf', 'encrypted', 'corrupt', 'no-pages', 'page-too-large' (a page whose render would pass the
 * pixel cap cannot be OCR'd: the page is skipped, not the run, unless it is the only page).
 */
export type EngineErrorCode = 'not-pdf' | 'encrypted' | 'corrupt' | 'no-pages';
