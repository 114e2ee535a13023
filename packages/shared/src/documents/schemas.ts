/** zod schemas of the documents and AI-search API (spec §3, §7; issue 4). */
import { z } from 'zod';
import { NUL_MESSAGE } from '../common/validation';
import {
  AI_SEARCH_METHODS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_DEPARTMENTS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_SEARCH,
  QUERY_INTENTS,
} from './rules';

/**
 * Whether a document's searchable text has been read: an upload answers at once and its text is read
 * in the background ('pending'), then 'ready' or 'failed' (textNote says why, or that it is partial).
 */
export const DOCUMENT_TEXT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DocumentTextStatus = (typeof DOCUMENT_TEXT_STATUSES)[number];

/** What a document may be linked to (decision 0081): one client, site, project and asset at most. */
export const DOCUMENT_LINK_KINDS = ['client', 'site', 'project', 'asset'] as const;
export type DocumentLinkKind = (typeof DOCUMENT_LINK_KINDS)[number];

/**
 * One thing a document is about, with the name to show. A visit's service report and certificate
 * are linked to the visit's site and client by the visit itself: `visitId` names that visit, and such
 * links change only with the visit. Links chosen by a person have `visitId` null.
 */
export const documentLinkSchema = z.object({
  kind: z.enum(DOCUMENT_LINK_KINDS),
  id: z.string(),
  name: z.string(),
  visitId: z.string().nullable(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** §3 Catalogue document, plus the library's own fields (uuid, uploadedBy, createdAt, sha256, text status, links). */
export const catalogueDocumentSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  fileName: z.string(),
  type: z.enum(DOCUMENT_FILE_TYPES),
  extension: z.string(),
  path: z.string(),
  fullPath: z.string(),
  size: z.string(),
  fileSize: z.number().int(),
  lastModified: z.string(),
  category: z.string(),
  subcategory: z.string(),
  department: z.string(),
  documentType: z.enum(DOCUMENT_KINDS),
  revision: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  searchableContent: z.string(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  sha256: z.string(),
  textStatus: z.enum(DOCUMENT_TEXT_STATUSES),
  textNote: z.string().nullable(),
  /** While a scanned document's text is being read by OCR: percent done (0-100); null otherwise. */
  textProgress: z.number().int().min(0).max(100).nullable(),
  /** The client, site, project and asset it is about, in that order (decision 0081). */
  links: z.array(documentLinkSchema),
});
export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>;

export const categorySchema = z.object({
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  documents: z.array(catalogueDocumentSchema),
});
export type DocumentCategoryGroup = z.infer<typeof categorySchema>;

export const documentStatisticsSchema = z.object({
  totalDocuments: z.number().int(),
  categories: z.number().int(),
  departments: z.number().int(),
  fileTypes: z.number().int(),
  byType: z.record(z.string(), z.number().int()),
});
export type DocumentStatistics = z.infer<typeof documentStatisticsSchema>;

/** An id as the app makes them (a uuid, or a demo row's slug-like id); anything else is refused before a lookup. */
const LINK_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;
const linkIdFilter = z.string().regex(LINK_ID, 'Invalid link id').optional();

export const DOCUMENT_LIST_SORTS = ['category', 'recent'] as const;

/**
 * GET /api/documents: a page of the catalogue, by category and name, or the most recently changed
 * first (`sort=recent`); only the documents linked to a client, site, project or asset when asked
 * (a client's include those linked to its sites, assets and projects, and its visits' reports).
 */
export const listDocumentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(500),
  sort: z.enum(DOCUMENT_LIST_SORTS).default('category'),
  clientId: linkIdFilter,
  siteId: linkIdFilter,
  projectId: linkIdFilter,
  assetId: linkIdFilter,
});
export type ListDocumentsQuery = z.input<typeof listDocumentsQuerySchema>;
export type DocumentLinkFilters = Pick<
  z.output<typeof listDocumentsQuerySchema>,
  'clientId' | 'siteId' | 'projectId' | 'assetId'
>;

export const documentListResponseSchema = z.object({
  documents: z.array(catalogueDocumentSchema),
  categories: z.array(categorySchema),
  statistics: documentStatisticsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** Upload fields arrive as multipart, past the edge's NUL check on JSON: refused here the same way. */
const text = () => z.string().refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

const tagList = z
  .array(text().trim().min(1).max(40))
  .max(30, 'At most 30 tags')
  .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))]);

/**
 * A link sent with an upload, a change or add-to-library: an id, or null (or '') for none. Left out,
 * an upload has none and a change keeps what the document has.
 */
const linkInput = z
  .union([z.literal(''), z.string().regex(LINK_ID, 'Invalid link id'), z.null()])
  .optional()
  .transform((value) => (value === '' ? null : value));

/** Metadata sent with an upload (multipart fields) or a PATCH. */
export const documentMetadataSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(200),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose one of the categories' }),
  department: z.enum(DOCUMENT_DEPARTMENTS, { error: 'Choose one of the departments' }),
  documentType: z.enum(DOCUMENT_KINDS).default('Document'),
  subcategory: text().trim().max(100).default(''),
  revision: z
    .string()
    .trim()
    .regex(/^(Rev \d{1,4})?$/, "Revision must look like 'Rev 2' or be empty")
    .default(''),
  tags: tagList.default([]),
  description: text().trim().max(2000).default(''),
  clientId: linkInput,
  siteId: linkInput,
  projectId: linkInput,
  assetId: linkInput,
});
export type DocumentMetadata = z.infer<typeof documentMetadataSchema>;

export const updateDocumentSchema = documentMetadataSchema.partial();
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;

/** A catalogue id is a slug; a library uuid is also accepted. Anything else is refused before any lookup. */
export const documentIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/i, 'Invalid document id'),
});

const commaList = z
  .string()
  .max(2000)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

const { limit, threshold, defaults } = DOCUMENT_SEARCH;

/** GET /api/ai-search/{method} query (§7). Out-of-range limit, threshold or weights are 400s. */
export const aiSearchQuerySchema = z
  .object({
    q: z.string().max(DOCUMENT_SEARCH.queryMaxLength, 'Query is too long (at most 10,000 characters)'),
    limit: z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(limit.min, `Limit must be between ${limit.min} and ${limit.max}`)
      .max(limit.max, `Limit must be between ${limit.min} and ${limit.max}`)
      .default(defaults.limit),
    category: z.string().max(100).optional(),
    type: z.string().max(40).optional(),
    tags: commaList,
    threshold: z.coerce
      .number()
      .min(0, 'Threshold must be between 0 and 1')
      .max(threshold.max, 'Threshold must be between 0 and 1')
      .optional(),
    semanticWeight: z.coerce.number().min(0).max(1).optional(),
    keywordWeight: z.coerce.number().min(0).max(1).optional(),
    // Only the documents about a client, site, project or asset (decision 0081), as the list filters.
    clientId: linkIdFilter,
    siteId: linkIdFilter,
    projectId: linkIdFilter,
    assetId: linkIdFilter,
  })
  .superRefine((value, ctx) => {
    if (value.q.trim() === '') ctx.addIssue({ code: 'custom', path: ['q'], message: 'Query is required' });
    const s = value.semanticWeight ?? defaults.semanticWeight;
    const k = value.keywordWeight ?? 1 - s;
    if (Math.abs(s + k - 1) > DOCUMENT_SEARCH.weightSumTolerance)
      ctx.addIssue({ code: 'custom', path: ['semanticWeight'], message: 'Weights must sum to 1' });
  });
export type AiSearchQuery = z.infer<typeof aiSearchQuerySchema>;

/**
 * A passage of a document as a search shows it (issue 26 §3): its own words (cut around what matched,
 * with '…' where cut), the heading it sits under, its PDF page, and the [start, end) character ranges
 * of the query's words, equivalents and concepts in `text` (question words are never among them).
 */
export const searchPassageSchema = z.object({
  text: z.string(),
  heading: z.string(),
  page: z.number().int().nullable(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchPassage = z.infer<typeof searchPassageSchema>;

export const aiSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['pdf', 'excel', 'word', 'powerpoint', 'project', 'other']),
  description: z.string(),
  category: z.string(),
  department: z.string().optional(),
  method: z.string().optional(),
  size: z.string(),
  lastModified: z.string(),
  tags: z.array(z.string()),
  relevanceScore: z.number(),
  fileName: z.string(),
  /** The passage that best matches the query; null when none of its passages holds the query's words. */
  passage: searchPassageSchema.nullable().optional(),
});
export type AiSearchResult = z.infer<typeof aiSearchResultSchema>;

/** The one passage of the library that answers the question, in the document's own words. */
export const bestAnswerSchema = z.object({
  passage: searchPassageSchema,
  documentId: z.string(),
  documentName: z.string(),
  page: z.number().int().nullable(),
});
export type BestAnswer = z.infer<typeof bestAnswerSchema>;

/** What the search read in the query: what it asks for, in words, and the words it did not count. */
export const queryReadingSchema = z.object({
  asks: z.array(z.object({ id: z.string(), label: z.string(), cue: z.string() })),
  questionWords: z.array(z.string()),
});
export type QueryReading = z.infer<typeof queryReadingSchema>;

export const aiSearchResponseSchema = z.object({
  results: z.array(aiSearchResultSchema),
  method: z.enum(AI_SEARCH_METHODS),
  total: z.number().int(),
  tookMs: z.number(),
  /** The best passage when it deserves the name (issue 26 §3), else null. */
  bestAnswer: bestAnswerSchema.nullable(),
  /** Results a threshold sent with the request left out (0 without one). */
  belowThreshold: z.number().int(),
  /** When nothing matched: other words to try. */
  suggestions: z.array(z.string()),
  reading: queryReadingSchema,
});
export type AiSearchResponse = z.infer<typeof aiSearchResponseSchema>;

export const filterOptionsResponseSchema = z.object({
  filters: z.object({
    categories: z.array(z.string()),
    types: z.array(z.string()),
    tags: z.array(z.string()),
  }),
  statistics: documentStatisticsSchema,
});
export type FilterOptionsResponse = z.infer<typeof filterOptionsResponseSchema>;

const queryText = z
  .string({ error: 'Query is required' })
  .max(DOCUMENT_SEARCH.queryMaxLength, 'Query is too long (at most 10,000 characters)')
  .refine((value) => value.trim() !== '', 'Query is required');

export const analyzeQueryBodySchema = z.object({ query: queryText });

export const queryAnalysisSchema = z.object({
  intent: z.enum(QUERY_INTENTS),
  confidence: z.number().min(0).max(1),
  suggestions: z.array(z.string()),
  /** The intent said the way a person would ('Looks like you want a procedure or work instruction'). */
  description: z.string().optional(),
  reading: queryReadingSchema.optional(),
});
export type QueryAnalysis = z.infer<typeof queryAnalysisSchema>;
export const analyzeQueryResponseSchema = z.object({ analysis: queryAnalysisSchema });

export const suggestionsQuerySchema = z.object({
  q: z.string().max(DOCUMENT_SEARCH.queryMaxLength).default(''),
});
export const suggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });

export const compareBodySchema = z.object({
  query: queryText,
  options: z
    .object({
      limit: z.number().int().min(limit.min).max(limit.max).default(DOCUMENT_SEARCH.compareLimit),
      category: z.string().max(100).optional(),
      type: z.string().max(40).optional(),
      tags: z.array(z.string().max(40)).max(30).default([]),
    })
    .default({ limit: DOCUMENT_SEARCH.compareLimit, tags: [] }),
});

export const compareResponseSchema = z.object({
  comparison: z.object({
    semantic: z.object({ results: z.array(aiSearchResultSchema) }),
    keyword: z.object({ results: z.array(aiSearchResultSchema) }),
    hybrid: z.object({ results: z.array(aiSearchResultSchema) }),
  }),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
