/**
 * PDF processing (spec §3 options/response/statistics; issue 12): the API's zod schemas and the types
 * taken from them, shared by the server (which runs the jobs) and the web (which shows them).
 */
import { z } from 'zod';
import { documentMetadataSchema } from '../documents/schemas';
import { PROCESSING_JOB_STATUSES, PROCESSING_LIMITS, PROCESSING_METHODS } from './rules';

export const processingOptionsSchema = z.object({
  useOCR: z.boolean(),
  enhanceImages: z.boolean(),
  extractMetadata: z.boolean(),
  generateSummary: z.boolean(),
  maxPages: z.number().int().min(1).max(PROCESSING_LIMITS.maxPagesCeiling).nullable(),
});
export type ProcessingOptions = z.infer<typeof processingOptionsSchema>;

export const pageResultSchema = z.object({
  page: z.number().int(),
  method: z.enum(PROCESSING_METHODS),
  /** The page's score, 0 to 1 (DESIGN.md: ink in word boxes × word confidence × word-like tokens). */
  quality: z.number(),
  textLength: z.number().int(),
  /** Whether the page was enhanced (sharp pipeline) before OCR. */
  enhanced: z.boolean(),
  /** The page's angle corrected by deskew, in degrees (0 when not OCR'd). */
  skewDegrees: z.number(),
  milliseconds: z.number(),
});
export type PageResult = z.infer<typeof pageResultSchema>;

export const fireFactsSchema = z.object({
  /** SANS / NFPA / EN / ISO references, normalised ('SANS 10287', 'NFPA 13'). */
  standards: z.array(z.string()),
  /** Dates found, as written and as ISO when they parse. */
  dates: z.array(z.object({ text: z.string(), iso: z.string().nullable() })),
  /** Pressures with units ('10 bar', '1500 kPa'), and in kPa when converted. */
  pressures: z.array(z.object({ text: z.string(), kPa: z.number().nullable() })),
  /** Certificate, report or job numbers ('Certificate No. HT-2024-0193'). */
  certificateNumbers: z.array(z.string()),
});
export type FireFacts = z.infer<typeof fireFactsSchema>;

export const processingMetadataSchema = z.object({
  title: z.string().nullable(),
  author: z.string().nullable(),
  subject: z.string().nullable(),
  keywords: z.string().nullable(),
  creator: z.string().nullable(),
  producer: z.string().nullable(),
  creationDate: z.string().nullable(),
  modificationDate: z.string().nullable(),
  pdfVersion: z.string().nullable(),
  pageCount: z.number().int(),
  /** Page sizes in PDF points (1/72 inch), first page first, repeats collapsed. */
  pageSizes: z.array(z.object({ width: z.number(), height: z.number(), pages: z.number().int() })),
  fileSize: z.number().int(),
  facts: fireFactsSchema,
});
export type ProcessingMetadata = z.infer<typeof processingMetadataSchema>;

export const processingSummarySchema = z.object({
  /** Extractive: the document's own key sentences, chosen on the server without any network model. */
  kind: z.literal('extractive'),
  sentences: z.array(z.string()),
  text: z.string(),
});
export type ProcessingSummary = z.infer<typeof processingSummarySchema>;

/** §3 processing response, plus the text itself and per-page detail (issue 12). */
export const processingResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  jobId: z.string(),
  fileName: z.string(),
  finalText: z
    .object({
      method: z.enum(PROCESSING_METHODS),
      quality: z.number(),
      /** Mean OCR word confidence (0 to 1) where pages were OCR'd, else the text layer's word share. */
      confidence: z.number(),
      textLength: z.number().int(),
      /** Pages processed (maxPages honoured). */
      pages: z.number().int(),
      /** Pages in the file. */
      totalPages: z.number().int(),
      /** Pages separated by form feed (\f), as pdftotext does. */
      text: z.string(),
      /** Whether the file looks scanned: most pages had no usable text layer. */
      scanned: z.boolean(),
      pageResults: z.array(pageResultSchema),
    })
    .nullable(),
  metadata: processingMetadataSchema.nullable(),
  summary: processingSummarySchema.nullable(),
  options: processingOptionsSchema,
  /** Whether this run was the quick scan (only the file was sent). */
  quickScan: z.boolean(),
  processingTime: z.number(),
});
export type ProcessingResponse = z.infer<typeof processingResponseSchema>;

export const processingProgressSchema = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  /** What the worker is doing now ('Reading text layer', 'Rendering page 3', 'OCR page 3', ...). */
  stage: z.string(),
});
export type ProcessingProgress = z.infer<typeof processingProgressSchema>;

export const processingJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(PROCESSING_JOB_STATUSES),
  progress: processingProgressSchema,
  quickScan: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  result: processingResponseSchema.nullable(),
});
export type ProcessingJob = z.infer<typeof processingJobSchema>;

/** GET /api/document-processing/jobs: the caller's recent jobs, newest first (without their text). */
export const processingJobListSchema = z.object({ items: z.array(processingJobSchema) });
export type ProcessingJobList = z.infer<typeof processingJobListSchema>;

/** 202 answer of a run that did not finish within the wait. */
export const processingAcceptedSchema = z.object({
  jobId: z.string(),
  status: z.enum(PROCESSING_JOB_STATUSES),
});
export type ProcessingAccepted = z.infer<typeof processingAcceptedSchema>;

/** §3 processing statistics. */
export const processingStatsSchema = z.object({
  totalProcessed: z.number().int(),
  successful: z.number().int(),
  averageProcessingTime: z.number(),
  ocrUsageRate: z.number(),
  recentProcessing: z.array(
    z.object({
      jobId: z.string(),
      fileName: z.string(),
      status: z.string(),
      method: z.enum(PROCESSING_METHODS).nullable(),
      processingTime: z.number().nullable(),
      timestamp: z.string(),
    }),
  ),
});
export type ProcessingStats = z.infer<typeof processingStatsSchema>;

/** 'Add to library': the finished job's PDF and text stored as a document (name defaults to the file's). */
export const addToLibrarySchema = documentMetadataSchema.extend({
  name: documentMetadataSchema.shape.name.optional(),
});

export type AddToLibraryInput = z.input<typeof addToLibrarySchema>;
