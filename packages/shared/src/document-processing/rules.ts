/**
 * PDF processing (spec §2 wizard, §8 messages, §9 bands and formulas; issue 12): the wizard's
 * constants and the quick-scan formulas, shared by the server and the web. Schemas: schemas.ts.
 */
import type { ProcessingOptions } from './schemas';

/** How a page's (or a run's) text was obtained: its text layer, OCR of its image, or both kinds of page. */
export const PROCESSING_METHODS = ['standard', 'ocr', 'hybrid'] as const;
export type ProcessingMethod = (typeof PROCESSING_METHODS)[number];

export const PROCESSING_JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ProcessingJobStatus = (typeof PROCESSING_JOB_STATUSES)[number];

export const PROCESSING_STEPS = [
  'Upload PDF Document',
  'Quick Document Analysis',
  'Configure Processing Options',
  'Processing Results',
] as const;

export const PROCESSING_MESSAGES = {
  pdfOnly: 'Please upload a PDF file only',
  tooLarge: 'The PDF is larger than 100 MB',
  maxPages: 'maxPages must be a whole number of at least 1',
  scanFailed: 'Quick scan failed',
  scanUploadFailed: 'Failed to upload file for scanning',
  processingFailed: 'Processing failed',
  unknownError: 'Unknown error occurred',
  jobNotFound: 'Processing job not found',
  jobFinished: 'This job has already finished',
  cancelled: 'Processing was cancelled',
  restarted: 'The server restarted while this job was running',
  busy: 'The server is busy processing other files. Try again in a minute.',
  encrypted: 'This PDF is encrypted or password-protected. Upload an unprotected copy.',
  corrupt: 'This file could not be read as a PDF. It may be damaged or incomplete.',
  noPages: 'This PDF has no pages',
  tooSlow: 'This PDF took too long to process. It may be damaged or built to overload readers.',
  tooComplex: 'This PDF needs too much memory to process. It may be damaged or built to overload readers.',
} as const;

export const PROCESSING_LIMITS = {
  uploadMaxBytes: 104_857_600,
  /** Statistics dialog: at most this many recent runs (§2). */
  recentRuns: 10,
  /** The quick scan reads the text layer of at most this many pages and OCRs at most one page. */
  quickScanPages: 50,
  maxPagesCeiling: 100_000,
} as const;

/** §4: the options 'New Document' restores. */
export const DEFAULT_PROCESSING_OPTIONS = {
  useOCR: true,
  enhanceImages: true,
  extractMetadata: true,
  generateSummary: false,
  maxPages: null,
} as const satisfies ProcessingOptions;

/** §9: text quality above 0.7 is success, above 0.4 warning, else error. */
export function qualityBand(quality: number): 'success' | 'warning' | 'error' {
  if (quality > 0.7) return 'success';
  if (quality > 0.4) return 'warning';
  return 'error';
}

/** §9: the quick scan's recommended method. */
export function recommendedMethod(method: ProcessingMethod, quality: number): ProcessingMethod {
  if (method === 'standard') return 'standard';
  return quality > 0.7 ? 'hybrid' : 'ocr';
}

/** §9: the options suggested after a quick scan (maxPages is kept as the user had it). */
export function suggestedOptions(quality: number, maxPages: number | null = null): ProcessingOptions {
  return {
    useOCR: quality < 0.7,
    enhanceImages: quality < 0.5,
    extractMetadata: true,
    generateSummary: quality > 0.6,
    maxPages,
  };
}

/** Socket event carrying a job's progress to its owner's browsers (every instance, with Redis). */
export const PROCESSING_SOCKET_EVENT = 'processing_job';
