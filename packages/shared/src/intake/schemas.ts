/**
 * Paperwork intake's API (issue 32): `POST /api/sites/:id/intake` (multipart, field `files`, up to 200),
 * `GET /api/intake/:batchId`, `POST /api/intake/:batchId/accept`, and a page's preview image at
 * `GET /api/intake/:batchId/files/:fileId/pages/:page` (PNG).
 */
import { z } from 'zod';
import { INTAKE_FILE_STATUSES, INTAKE_LIMITS, PAPER_KINDS } from './rules';

/** Where a word sits on its page: [x, y, width, height] as fractions of the page (0–1, from the top left). */
export const boxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type Box = z.infer<typeof boxSchema>;

/** A word of a page and where it is: the reader's input, from the PDF's text layer or OCR. */
export type PageWord = {
  text: string;
  box: Box;
  /** OCR's confidence in the word's text, 0 to 1; absent for words from a PDF's text layer. */
  confidence?: number;
};
export type ReadPage = {
  /** From 1. */
  page: number;
  /** In PDF points. */
  width: number;
  height: number;
  words: PageWord[];
  /** 'text': the PDF's text layer; 'ocr': recognised from the page's image. */
  source: 'text' | 'ocr';
};

export const intakeFieldSchema = z.object({
  /** Stable within the file: `${group}.${key}`, e.g. 'asset:0.serial', 'document.certificateNumber'. */
  id: z.string(),
  group: z.string(),
  key: z.string(),
  label: z.string(),
  /** As the register will hold it: dates YYYY-MM-DD, readings in the catalogue's unit, type an AssetTypeKey. */
  value: z.string(),
  /** For a reading: the catalogue's unit ('bar', 'kPa', 'V' …); else null. */
  unit: z.string().nullable(),
  /** The words on the page it came from, as printed ('12/03/2025', '10.5 bar'); null when derived. */
  words: z.string().nullable(),
  page: z.number().nullable(),
  /** The words' box on that page (one box around all of them). */
  box: boxSchema.nullable(),
});
export type IntakeField = z.infer<typeof intakeFieldSchema>;

/** A proposal that would clash with what is there: the same serial at the site, a certificate read before. */
export const intakeDuplicateSchema = z.object({
  fieldId: z.string(),
  message: z.string(),
  /** The asset the serial is already on (accepting the group records onto it instead of adding one). */
  assetId: z.string().nullable(),
});
export type IntakeDuplicate = z.infer<typeof intakeDuplicateSchema>;

/** The next visit the register would owe an asset once accepted, from the SANS schedule. */
export const intakeNextDueSchema = z.object({
  group: z.string(),
  frequency: z.string(),
  date: z.string(),
});

export const intakeFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The library document it is stored as (linked to the site); null until stored or when refused. */
  documentId: z.string().nullable(),
  documentSlug: z.string().nullable(),
  status: z.enum(INTAKE_FILE_STATUSES),
  /** 0–100 while reading. */
  progress: z.number(),
  error: z.string().nullable(),
  kind: z.enum(PAPER_KINDS).nullable(),
  kindLabel: z.string().nullable(),
  /** Each page's size in points, for the preview's highlight boxes. */
  pages: z.array(z.object({ page: z.number(), width: z.number(), height: z.number() })),
  fields: z.array(intakeFieldSchema),
  duplicates: z.array(intakeDuplicateSchema),
  nextDue: z.array(intakeNextDueSchema),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type IntakeFile = z.infer<typeof intakeFileSchema>;

export const intakeBatchSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  clientName: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  counts: z.object({
    files: z.number(),
    reading: z.number(),
    proposed: z.number(),
    failed: z.number(),
    accepted: z.number(),
    rejected: z.number(),
  }),
  files: z.array(intakeFileSchema),
});
export type IntakeBatch = z.infer<typeof intakeBatchSchema>;

/** A site's batches, newest first (the site page lists them). */
export const intakeBatchSummarySchema = intakeBatchSchema.omit({ files: true });
export type IntakeBatchSummary = z.infer<typeof intakeBatchSummarySchema>;

const decision = z.enum(['accept', 'edit', 'reject'], { error: 'A field is accepted, edited or rejected' });

/**
 * The review's answer for some files. A file is 'reject' (nothing taken) or 'accept' with its fields:
 * only the fields listed as accept or edit are written; one not listed is not taken (nothing enters the
 * register unreviewed). An accepted asset group needs its type and location.
 */
export const intakeAcceptSchema = z.object({
  files: z
    .array(
      z.object({
        fileId: z.string().min(1).max(100),
        action: z.enum(['accept', 'reject'], { error: 'A file is accepted or rejected' }),
        fields: z
          .array(
            z.object({
              id: z.string().min(1).max(200),
              action: decision,
              value: z.string().trim().max(INTAKE_LIMITS.valueMax).optional(),
            }),
          )
          .max(2000)
          .default([]),
      }),
    )
    .min(1, 'Send at least one file')
    .max(INTAKE_LIMITS.maxFiles),
});
export type IntakeAcceptInput = z.input<typeof intakeAcceptSchema>;

export const intakeAcceptResultSchema = z.object({
  assetsCreated: z.number(),
  assetsUpdated: z.number(),
  records: z.number(),
  defects: z.number(),
  batch: intakeBatchSchema,
});
export type IntakeAcceptResult = z.infer<typeof intakeAcceptResultSchema>;

/** 409 of accept: every clash, so the screen can mark them all at once (none for a file already decided). */
export const intakeConflictSchema = z.object({
  error: z.string(),
  conflicts: z.array(z.object({ fileId: z.string(), fieldId: z.string(), message: z.string() })).optional(),
});
export type IntakeConflict = z.infer<typeof intakeConflictSchema>;
