/**
 * The standards library's API (issue 26 part 4, decision 0080): the standards a company keeps (each a
 * PDF with its code, title and edition, in versions with roll-back; the built-in sample handbook is
 * listed among them), and the passage search over them. The web's Add standard form and the server
 * check the same fields with the same schema.
 */
import { z } from 'zod';

/** The built-in handbook's id in the list: it is one of the standards, but not stored as one. */
export const HANDBOOK_STANDARD_ID = 'handbook';

export const STANDARDS_LIMITS = {
  uploadMaxBytes: 104_857_600,
  /** Versions a standard keeps, the current one included; the oldest others are removed past this. */
  versionsKept: 5,
  searchDefaultResults: 20,
  searchMaxResults: 50,
  queryMaxLength: 200,
  codeMaxLength: 40,
  titleMaxLength: 200,
  editionMaxLength: 40,
} as const;

export const STANDARDS_MESSAGES = {
  pdfOnly: 'Please upload a PDF file only',
  fileMissing: 'Choose a PDF file to upload',
  tooLarge: 'The PDF is larger than 100 MB',
  encrypted: 'This PDF is encrypted or password-protected. Upload an unprotected copy.',
  corrupt: 'This file could not be read as a PDF. It may be damaged or incomplete.',
  noPages: 'This PDF has no pages',
  tooManyPages: 'This PDF has more pages than the library reads (PARSE_MAX_PDF_PAGES)',
  tooSlow: 'This PDF took too long to read. It may be damaged or built to overload readers.',
  tooComplex: 'This PDF needs too much memory to read. It may be damaged or built to overload readers.',
  readerBusy: 'The server is busy reading other files. Try again in a minute.',
  noText:
    'No text could be extracted from this PDF (it may be scanned images). Upload a copy with a text layer, for example one saved from PDF Processing with OCR.',
  codeRequired: 'Enter the standard’s code, e.g. SANS 10139',
  codeInvalid: 'A code holds letters, digits, spaces and - : . / ( ) & only, at most 40 characters',
  titleRequired: 'Enter the standard’s title',
  titleTooLong: 'A title is at most 200 characters',
  editionRequired: 'Enter the edition, e.g. 2021 or Edition 3',
  editionTooLong: 'An edition is at most 40 characters',
  duplicateCode: (code: string) =>
    `The library already holds ${code}: add a new version to it instead of a second copy.`,
  reservedCode: 'That code names the built-in sample handbook: choose another',
  notFound: 'No such standard',
  versionNotFound: 'No such version of this standard',
  unknownStandard: (id: string) => `No standard with the id ${id}`,
  handbookManagedElsewhere:
    'The built-in sample handbook is changed with ‘Replace the handbook’ on the SANS Regulations tab, not here',
  nothingToRollBack: 'There is no earlier version of this standard to roll back to',
  alreadyCurrent: 'That version is already the current one',
  busy: 'This standard is being changed by another upload. Try again when it has finished.',
  queryTooLong: 'A search is at most 200 characters',
  notReady: 'The standards library is being prepared',
} as const;

const CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} \-:./()&]*$/u;
const M = STANDARDS_MESSAGES;
const L = STANDARDS_LIMITS;

/** Trimmed, inner runs of white space made one space. */
const text = (required: string) =>
  z.string({ error: required }).transform((value) => value.trim().replace(/\s+/g, ' '));

export const standardCodeSchema = text(M.codeRequired)
  .pipe(z.string().min(1, M.codeRequired))
  .pipe(z.string().max(L.codeMaxLength, M.codeInvalid).regex(CODE_PATTERN, M.codeInvalid));
export const standardTitleSchema = text(M.titleRequired)
  .pipe(z.string().min(1, M.titleRequired))
  .pipe(z.string().max(L.titleMaxLength, M.titleTooLong));
export const standardEditionSchema = text(M.editionRequired)
  .pipe(z.string().min(1, M.editionRequired))
  .pipe(z.string().max(L.editionMaxLength, M.editionTooLong));

/** The fields sent with a new standard's PDF (multipart text fields before the file). */
export const newStandardFieldsSchema = z.object({
  code: standardCodeSchema,
  title: standardTitleSchema,
  edition: standardEditionSchema,
});
export type NewStandardFields = z.output<typeof newStandardFieldsSchema>;

/** The field sent with a new version's PDF. */
export const newVersionFieldsSchema = z.object({ edition: standardEditionSchema });

/** A change of a standard's code or title (the edition belongs to a version). */
export const updateStandardBodySchema = z
  .object({ code: standardCodeSchema.optional(), title: standardTitleSchema.optional() })
  .refine((body) => body.code !== undefined || body.title !== undefined, {
    message: 'Send a code or a title to change',
  });
export type UpdateStandardInput = z.input<typeof updateStandardBodySchema>;

/** Without a version: back to the version before the current one. */
export const rollBackStandardBodySchema = z
  .object({ versionId: z.string().trim().min(1).max(100).optional() })
  .nullish();

export const standardIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * sample: the built-in handbook written for this product (not a SANS standard); handbook: an
 * administrator's PDF that replaced it on the handbook panel; standard: a standard in the library.
 */
export const STANDARD_KINDS = ['sample', 'handbook', 'standard'] as const;
export type StandardKind = (typeof STANDARD_KINDS)[number];

export const standardSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  edition: z.string(),
  kind: z.enum(STANDARD_KINDS),
  /** Said wherever the standard is named: the sample handbook is not a SANS standard. */
  note: z.string().nullable(),
  totalPages: z.number().int(),
  fileName: z.string(),
  currentVersionId: z.string().nullable(),
  versionCount: z.number().int(),
  /** When the current version was added (ISO, UTC). */
  updatedAt: z.string(),
  canRollBack: z.boolean(),
});
export type StandardSummary = z.infer<typeof standardSummarySchema>;

export const standardsListResponseSchema = z.object({ standards: z.array(standardSummarySchema) });
export type StandardsListResponse = z.infer<typeof standardsListResponseSchema>;

export const standardVersionSchema = z.object({
  id: z.string(),
  edition: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  totalPages: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type StandardVersion = z.infer<typeof standardVersionSchema>;

export const standardVersionsResponseSchema = z.object({
  standard: standardSummarySchema,
  versions: z.array(standardVersionSchema),
});
export type StandardVersionsResponse = z.infer<typeof standardVersionsResponseSchema>;

/** `standard`: one id, several (repeated or comma-separated), or 'all' (the default). */
export const standardsSearchQuerySchema = z.object({
  q: z.string().max(L.queryMaxLength, M.queryTooLong),
  standard: z
    .union([z.string().max(2000), z.array(z.string().max(100)).max(100)])
    .optional()
    .transform((value) => {
      const ids = (Array.isArray(value) ? value : [value ?? ''])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean);
      return ids.length === 0 || ids.includes('all') ? null : [...new Set(ids)];
    }),
  limit: z.coerce.number().int().min(1).max(L.searchMaxResults).default(L.searchDefaultResults),
});

export const highlightSchema = z.object({ start: z.number().int(), end: z.number().int() });
export type Highlight = z.infer<typeof highlightSchema>;

export const standardPassageHitSchema = z.object({
  /** The passage within this index's current text (a key for lists, not a lasting address). */
  id: z.string(),
  standardId: z.string(),
  code: z.string(),
  title: z.string(),
  edition: z.string(),
  kind: z.enum(STANDARD_KINDS),
  /** The version the passage was read from (null for the built-in handbook). */
  versionId: z.string().nullable(),
  page: z.number().int(),
  /** The clause or section heading the passage sits under, when the text shows one. */
  heading: z.string().nullable(),
  headingHighlights: z.array(highlightSchema),
  /** The passage's own words (an extract around the match when the passage is long). */
  text: z.string(),
  /** Character ranges of `text` that match the query's words, in order, not overlapping. */
  highlights: z.array(highlightSchema),
  /** 0–100, the engine's calibrated relevance. */
  relevance: z.number(),
  /**
   * words: the passage holds words of the query (or their synonyms), which are highlighted; meaning:
   * it was found by meaning alone, is listed after every word match and has nothing highlighted.
   */
  match: z.enum(['words', 'meaning']),
});
export type StandardPassageHit = z.infer<typeof standardPassageHitSchema>;

export const standardsSearchResponseSchema = z.object({
  query: z.string(),
  /** Question and filler words of the query that were not matched ('how', 'must'). */
  ignoredWords: z.array(z.string()),
  results: z.array(standardPassageHitSchema),
});
export type StandardsSearchResponse = z.infer<typeof standardsSearchResponseSchema>;
