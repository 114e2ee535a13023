/**
 * The work of an inspection visit on site (issue 16, part 2b): a result per covered asset (each task
 * passed, failed or not tested, the asset's readings, notes), defects with a severity, photos and the
 * client's signature, then completion, which writes the service report and, when everything passed,
 * the certificate of inspection.
 *
 * Every write is safe to replay, because the phone keeps its changes while offline and sends them
 * again when the connection returns: a result is a PUT keyed by (visit, asset), a defect and a photo
 * are PUTs keyed by an id the phone made (a UUID), the signature is a PUT on the visit. Replaying
 * the same body changes nothing; any write after the visit is completed or cancelled is a 409 with
 * `VISIT_STRINGS.closed`, and completion is a 409 too when the visit was already completed.
 */
import { z } from 'zod';
import { singleLine } from './validation';

export const CHECK_OUTCOMES = ['PASS', 'FAIL', 'NOT_TESTED'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
export const CHECK_OUTCOME_LABELS: Record<CheckOutcome, string> = {
  PASS: 'Pass',
  FAIL: 'Fail',
  NOT_TESTED: 'Not tested',
};

export const DEFECT_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];
export const DEFECT_SEVERITY_LABELS: Record<DefectSeverity, string> = {
  CRITICAL: 'Critical — system impaired',
  MAJOR: 'Major — fix before the next visit',
  MINOR: 'Minor — note for the client',
};

export const VISIT_WORK_LIMITS = {
  notesMax: 2000,
  defectMax: 1000,
  captionMax: 200,
  signerMax: 120,
  /** A photo as taken on a phone, before the server resizes it. */
  photoMaxBytes: 20 * 1024 * 1024,
  /** The longest side of a stored photo, in pixels. */
  photoMaxSide: 1600,
  photosPerVisitMax: 200,
  /** The signature as a PNG data URL. */
  signatureMaxBytes: 512 * 1024,
  /**
   * The widest or tallest signature taken, in pixels, read from the PNG's header before anything is
   * decoded (the pad draws 600 × 220; 2000 leaves room for other clients, 4 megapixels at most).
   */
  signatureMaxSide: 2000,
  /** The stored signature, re-encoded, fits inside this many pixels (the report draws it 220 × 80 pt). */
  signatureStoredSide: 1000,
} as const;

export const VISIT_WORK_STRINGS = {
  assetNotOnVisit: 'That asset is not part of this visit',
  taskOutOfRange: (index: number) => `Task ${index + 1} is not on this asset's checklist`,
  readingUnknown: (key: string) => `${key} is not a reading of this asset`,
  readingOutOfRange: (label: string, min: number, max: number, unit: string) =>
    `${label} must be between ${min} and ${max} ${unit}`,
  photoNotImage: 'A photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'A photo may be at most 20 MB',
  photoLimit: `A visit may hold at most ${VISIT_WORK_LIMITS.photosPerVisitMax} photos`,
  signatureInvalid: 'The signature must be a PNG image of at most 512 KB',
  signatureTooLarge: `The signature may be at most ${VISIT_WORK_LIMITS.signatureMaxSide} × ${VISIT_WORK_LIMITS.signatureMaxSide} pixels`,
  signatureAgain: "The client's signature could not be read: ask the client to sign again",
  defectNotOnVisit: 'That defect is not part of this visit',
  changedWhileFinishing: 'The visit kept changing while it was being finished: finish it again',
  notStarted: 'Record a result for every asset before finishing the visit',
  unrecorded: (count: number) => `${count} asset${count === 1 ? ' has' : 's have'} no result yet`,
  signatureNeeded: "The client's signature is needed to finish the visit",
  idTaken: 'That id belongs to another visit',
  taskRepeated: (index: number) => `Task ${index + 1} is recorded twice`,
  readingRepeated: (label: string) => `${label} is recorded twice`,
  photoUnreadable: 'The photo could not be read: it is damaged or has too many pixels',
} as const;

const uuid = z.uuid({ error: 'An id must be a UUID' });
/** The id the phone made for a defect or a photo (the :defectId and :photoId of their PUTs). */
export const phoneIdSchema = uuid;

/** PUT /api/visits/:id/results/:assetId — the whole result of one asset, replacing the last one. */
export const assetResultInputSchema = z
  .object({
    /** One outcome per task of the asset's checklist on this visit, by its index in `tasks`. */
    checks: z
      .array(z.object({ taskIndex: z.number().int().min(0), outcome: z.enum(CHECK_OUTCOMES) }).strict())
      .max(100),
    readings: z
      .array(z.object({ key: z.string().min(1).max(40), value: z.number().finite() }).strict())
      .max(20),
    notes: z.string().trim().max(VISIT_WORK_LIMITS.notesMax),
    /** When the technician recorded it on the phone (ISO time); the server keeps its own too. */
    recordedAt: z.iso.datetime({ error: 'recordedAt must be an ISO date-time' }),
  })
  .strict();
export type AssetResultInput = z.infer<typeof assetResultInputSchema>;

/** The asset's outcome: FAIL if any task failed, PASS if all passed, else NOT_TESTED. */
export function assetOutcome(checks: readonly { outcome: CheckOutcome }[]): CheckOutcome {
  if (checks.some((c) => c.outcome === 'FAIL')) return 'FAIL';
  if (checks.length > 0 && checks.every((c) => c.outcome === 'PASS')) return 'PASS';
  return 'NOT_TESTED';
}

export const assetResultSchema = assetResultInputSchema.extend({
  assetId: z.string(),
  outcome: z.enum(CHECK_OUTCOMES),
  updatedAt: z.string(),
});
export type AssetResult = z.infer<typeof assetResultSchema>;

/** PUT /api/visits/:id/defects/:defectId (the id is a UUID the phone made). */
export const defectInputSchema = z
  .object({
    assetId: z.string().min(1).max(100).nullable(),
    severity: z.enum(DEFECT_SEVERITIES),
    description: z.string().trim().min(3, 'Describe the defect').max(VISIT_WORK_LIMITS.defectMax),
  })
  .strict();
export type DefectInput = z.infer<typeof defectInputSchema>;

export const defectSchema = defectInputSchema.extend({
  id: z.string(),
  visitId: z.string(),
  /** OPEN until it is put right (a later visit or the quote it becomes, issue 17). */
  status: z.enum(['OPEN', 'RESOLVED']),
  createdAt: z.string(),
  /** The quote that prices putting it right (issue 17), with its number where the list knows it. */
  quoteId: z.string().nullable().optional(),
  quoteNumber: z.string().nullable().optional(),
  /** When it was marked put right: by hand, or when its quote's project was completed. */
  resolvedAt: z.string().nullable().optional(),
});
export type Defect = z.infer<typeof defectSchema>;

/** PUT /api/visits/:id/photos/:photoId is multipart: `file` and these fields. */
export const photoFieldsSchema = z
  .object({
    assetId: z.string().min(1).max(100).optional(),
    defectId: uuid.optional(),
    /** One line: its line breaks become spaces (it is printed under the photo in the report). */
    caption: z.string().overwrite(singleLine).max(VISIT_WORK_LIMITS.captionMax).optional(),
  })
  .strict();
export type PhotoFields = z.infer<typeof photoFieldsSchema>;

export const visitPhotoSchema = z.object({
  id: z.string(),
  assetId: z.string().nullable(),
  defectId: z.string().nullable(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** GET this for the stored (resized, metadata-free) JPEG. */
  url: z.string(),
  createdAt: z.string(),
});
export type VisitPhoto = z.infer<typeof visitPhotoSchema>;

/** PUT /api/visits/:id/signature */
export const signatureInputSchema = z
  .object({
    /** One line: its line breaks become spaces (the report prints the name). */
    signedBy: z
      .string()
      .overwrite(singleLine)
      .min(2, "Type the client's name")
      .max(VISIT_WORK_LIMITS.signerMax),
    /** data:image/png;base64,… as drawn on the screen. */
    image: z.string().startsWith('data:image/png;base64,', VISIT_WORK_STRINGS.signatureInvalid),
  })
  .strict();
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const visitSignatureSchema = z.object({
  signedBy: z.string(),
  signedAt: z.string(),
  url: z.string(),
});
export type VisitSignature = z.infer<typeof visitSignatureSchema>;

/** What a visit's work holds so far: sent with GET /api/visits/:id. */
export const visitWorkSchema = z.object({
  results: z.array(assetResultSchema),
  defects: z.array(defectSchema),
  photos: z.array(visitPhotoSchema),
  signature: visitSignatureSchema.nullable(),
  /** Library documents written when the visit was completed. */
  reportDocumentId: z.string().nullable(),
  certificateDocumentId: z.string().nullable(),
});
export type VisitWork = z.infer<typeof visitWorkSchema>;

export const DEFECT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

/** GET /api/sites/:id/defects?status=OPEN — a site's defects, newest first. */
export const siteDefectsQuerySchema = z.object({ status: z.enum(DEFECT_STATUSES).optional() }).strict();
export type SiteDefectsQuery = z.infer<typeof siteDefectsQuerySchema>;
