/**
 * The work of an inspection visit on site (issue 16, part 2b): the zod schemas of results, defects,
 * photos and the signature, and the types taken from them. Outcomes, severities and messages are in
 * rules.ts, which also says why every write is safe to replay.
 */
import { z } from 'zod';
import { singleLine } from '../common/validation';
import { logbookEntrySchema } from '../portal/schemas';
import {
  CHECK_OUTCOMES,
  DEFECT_SEVERITIES,
  DEFECT_STATUSES,
  VISIT_WORK_LIMITS,
  VISIT_WORK_STRINGS,
} from './rules';

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

/** POST /api/visits/:id/defects/:defectId/resolve: the office's message and the defect put right. */
export const resolveDefectResponseSchema = z.object({ message: z.string(), defect: defectSchema });
export type ResolveDefectResponse = z.infer<typeof resolveDefectResponseSchema>;

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
  /**
   * The site's log book (SANS 10139, kept by the building's people in the portal) since its last
   * completed visit, newest first: what the technician should know of before starting. Optional: a
   * phone's cached visit from before it has none.
   */
  logbookSinceLastVisit: z.array(logbookEntrySchema).optional(),
});
export type VisitWork = z.infer<typeof visitWorkSchema>;

/** GET /api/sites/:id/defects?status=OPEN — a site's defects, newest first. */
export const siteDefectsQuerySchema = z.object({ status: z.enum(DEFECT_STATUSES).optional() }).strict();
export type SiteDefectsQuery = z.infer<typeof siteDefectsQuerySchema>;
