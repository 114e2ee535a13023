/**
 * zod schemas of the quoting API (spec §7 Quick quote, plus quote history) and of quote templates
 * (templates.ts), kept apart from the pure rules in rules.ts so the web needs no zod. Form fields are
 * read loosely and checked by validateQuoteForm, so the server answers with the spec's own messages
 * in the spec's order.
 */
import { z } from 'zod';
import { QUOTE_KINDS } from '../boq/rules';
import { boqLineSchema } from '../boq/schemas';
import { isCalendarDate, MAX_RAND } from '../common/validation';
import { CLIENT_TYPES, PROJECT_TYPES, URGENCIES } from '../projects/rules';
import {
  type GeneratedQuote,
  isQuoteStatus,
  QUOTE_LIMITS,
  QUOTE_LOCATIONS,
  QUOTE_MESSAGES,
  QUOTE_SORTS,
  QUOTE_STATUSES,
  type QuoteListQuery,
  type QuoteListResponse,
  type QuoteRequest,
  type QuoteStatus,
  type QuoteTemplate,
  type RecentQuote,
  type SavedQuote,
  toQuoteRequest,
  validateQuoteForm,
} from './rules';
import { QUOTE_TEMPLATE_LIMITS, QUOTE_TEMPLATE_MESSAGES } from './templates';

const formField = (description: string) => z.unknown().optional().describe(description);

const quoteFormFields = {
  projectType: formField('Template id (spec §3: projectType is a template id); required'),
  clientType: formField(`One of ${CLIENT_TYPES.join(', ')}; required`),
  area: formField('Area in m², a positive number up to 1 000 000; required'),
  urgency: formField(`One of ${URGENCIES.join(', ')}; default STANDARD`),
  location: formField('LOCAL (within 50 km) or REMOTE; default LOCAL'),
  projectTitle: formField(`Required, at most ${QUOTE_LIMITS.projectTitleMax} characters`),
  clientName: formField(`Optional, at most ${QUOTE_LIMITS.clientNameMax} characters`),
  contactNumber: formField(`Optional, at most ${QUOTE_LIMITS.contactNumberMax} characters`),
};

function checkForm(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const message = validateQuoteForm(value);
  if (message) ctx.addIssue({ code: 'custom', message });
}

/** POST /api/quick-quote/generate: the quote form with a numeric area. */
export const quoteFormSchema = z
  .object(quoteFormFields)
  .superRefine(checkForm)
  .transform((value): QuoteRequest => toQuoteRequest(value));

/**
 * POST /api/quick-quote/save: the generated quote. Only the form fields are read (templateId
 * first when present); every figure is recomputed on the server, whatever the client sent.
 */
export const saveQuoteSchema = z
  .object({
    ...quoteFormFields,
    templateId: z.string().max(64).optional().describe('The template the preview was priced with'),
  })
  .superRefine(checkForm)
  .transform((value): QuoteRequest => {
    const request = toQuoteRequest(value);
    return value.templateId?.trim() ? { ...request, projectType: value.templateId.trim() } : request;
  });

const money = z.number().describe('Rand, at most two decimals');
const clientTypeSchema = z.enum(CLIENT_TYPES);
const urgencySchema = z.enum(URGENCIES);
const locationSchema = z.enum(QUOTE_LOCATIONS);
const statusSchema = z.enum(QUOTE_STATUSES);
const projectTypeSchema = z.enum(PROJECT_TYPES);

export const quoteTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectType: projectTypeSchema,
  baseRate: money.describe('Rand per m²'),
  minArea: z.number(),
  maxArea: z.number(),
  typicalDuration: z.string(),
  includes: z.array(z.string()),
  exclusions: z.array(z.string()),
  notes: z.array(z.string()),
  paymentTerms: z.string(),
  validity: z.string(),
  validityDays: z.number().int(),
}) satisfies z.ZodType<QuoteTemplate>;

export const generatedQuoteSchema = z.object({
  quoteNumber: z.string(),
  generatedAt: z.string(),
  generatedBy: z.string(),
  projectTitle: z.string(),
  clientName: z.string(),
  contactNumber: z.string(),
  templateId: z.string(),
  projectType: projectTypeSchema,
  projectTypeName: z.string(),
  area: z.number(),
  clientType: clientTypeSchema,
  urgency: urgencySchema,
  location: locationSchema,
  baseRate: money,
  baseAmount: money,
  urgencyPercent: z.number().int(),
  urgencyAdjustment: money,
  travelPercent: z.number().int(),
  travelAdjustment: money,
  subtotal: money,
  markup: money,
  vat: money,
  total: money,
  typicalDuration: z.string(),
  paymentTerms: z.string(),
  validity: z.string(),
  validityDays: z.number().int(),
  includes: z.array(z.string()),
  exclusions: z.array(z.string()),
  notes: z.array(z.string()),
}) satisfies z.ZodType<GeneratedQuote>;

export const savedQuoteSchema = generatedQuoteSchema.extend({
  id: z.string(),
  status: statusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  createdById: z.string().nullable(),
  kind: z.enum(QUOTE_KINDS),
  lines: z.array(boqLineSchema),
  siteId: z.string().nullable(),
  visitId: z.string().nullable(),
}) satisfies z.ZodType<SavedQuote>;

export const recentQuoteSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  projectTitle: z.string(),
  clientName: z.string(),
  area: z.number(),
  total: money,
  status: statusSchema,
  createdAt: z.string(),
  kind: z.enum(QUOTE_KINDS),
}) satisfies z.ZodType<RecentQuote>;

export const quoteSummarySchema = recentQuoteSchema.extend({
  clientType: clientTypeSchema,
  projectType: projectTypeSchema,
  projectTypeName: z.string(),
  urgency: urgencySchema,
  location: locationSchema,
  generatedBy: z.string(),
  linkedProject: z
    .object({ id: z.string(), title: z.string() })
    .nullable()
    .optional()
    .describe('The project the quote became, if any'),
  clientDecision: z
    .enum(['APPROVED', 'DECLINED'])
    .nullable()
    .optional()
    .describe("The client's answer through an approval link; the status is then final"),
});

export const quoteListResponseSchema = z.object({
  items: z.array(quoteSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<QuoteListResponse>;

export const saveQuoteResponseSchema = z.object({
  message: z.literal(QUOTE_MESSAGES.saved),
  quote: savedQuoteSchema,
});

/** POST /api/visits/:id/quote: the Draft BOQ quote made from a visit's defects, and its message. */
export const defectQuoteResponseSchema = z.object({ message: z.string(), quote: savedQuoteSchema });
export type DefectQuoteResponse = z.infer<typeof defectQuoteResponseSchema>;

/** PATCH /api/quotes/:id. Checked as a whole so the message reads the same for every bad value. */
export const quoteStatusUpdateSchema = z
  .object({
    status: z
      .unknown()
      .optional()
      .describe(`One of ${QUOTE_STATUSES.join(', ')}`),
  })
  .superRefine((value, ctx) => {
    if (!isQuoteStatus(value.status)) ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.invalidStatus });
  })
  .transform((value) => ({ status: value.status as QuoteStatus }));
export type QuoteStatusUpdate = z.output<typeof quoteStatusUpdateSchema>;

export const quoteIdParamsSchema = z.object({ id: z.string().max(64) });
export type QuoteIdParams = z.infer<typeof quoteIdParamsSchema>;

class QueryProblem {
  constructor(readonly message: string) {}
}

type ParsedQuery = Required<Pick<QuoteListQuery, 'page' | 'pageSize' | 'sort'>> & QuoteListQuery;

/** Reads the history query string; the first problem as a message, or the query. */
export function parseQuoteListQuery(raw: Record<string, string | undefined>): ParsedQuery | string {
  const value = (name: string) => raw[name]?.trim() || undefined;
  const oneOf = <T extends string>(name: string, label: string, values: readonly T[]) => {
    const given = value(name);
    if (given === undefined || (values as readonly string[]).includes(given)) return given as T | undefined;
    throw new QueryProblem(`${label} must be one of ${values.join(', ')}`);
  };
  const date = (name: string, label: string) => {
    const given = value(name);
    if (given === undefined || isCalendarDate(given)) return given;
    throw new QueryProblem(`${label} must be a date as YYYY-MM-DD`);
  };
  const amount = (name: string, label: string) => {
    const given = value(name);
    if (given === undefined) return undefined;
    const number = Number(given);
    if (Number.isFinite(number) && number >= 0 && number <= MAX_RAND) return number;
    throw new QueryProblem(`${label} must be a number of rand from 0 to ${MAX_RAND}`);
  };
  const whole = (name: string, label: string, min: number, max: number, fallback: number) => {
    const given = value(name);
    if (given === undefined) return fallback;
    const number = Number(given);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    throw new QueryProblem(`${label} must be a whole number from ${min} to ${max}`);
  };
  try {
    const search = value('search');
    if (search && search.length > QUOTE_LIMITS.searchMax) {
      throw new QueryProblem(`Search must be at most ${QUOTE_LIMITS.searchMax} characters`);
    }
    const query: ParsedQuery = {
      search,
      status: oneOf('status', 'Status', QUOTE_STATUSES),
      projectType: oneOf('projectType', 'Project type', PROJECT_TYPES),
      clientType: oneOf('clientType', 'Client type', CLIENT_TYPES),
      from: date('from', 'From date'),
      to: date('to', 'To date'),
      minTotal: amount('minTotal', 'Minimum total'),
      maxTotal: amount('maxTotal', 'Maximum total'),
      page: whole('page', 'Page', 1, 100_000, 1),
      pageSize: whole('pageSize', 'Page size', 1, QUOTE_LIMITS.pageSizeMax, 10),
      sort: oneOf('sort', 'Sort', QUOTE_SORTS) ?? 'newest',
    };
    if (query.from && query.to && query.from > query.to)
      throw new QueryProblem('The from date must not be after the to date');
    if (query.minTotal !== undefined && query.maxTotal !== undefined && query.minTotal > query.maxTotal) {
      throw new QueryProblem('The minimum total must not be more than the maximum total');
    }
    return query;
  } catch (problem) {
    if (problem instanceof QueryProblem) return problem.message;
    throw problem;
  }
}

const queryParam = (description: string) => z.string().optional().describe(description);

/** GET /api/quotes: search, filters, sorting and paging of the quote history. */
export const quoteListQuerySchema = z
  .object({
    search: queryParam(
      `Words in the title, client or quote number; at most ${QUOTE_LIMITS.searchMax} characters`,
    ),
    status: queryParam(QUOTE_STATUSES.join(' | ')),
    projectType: queryParam(PROJECT_TYPES.join(' | ')),
    clientType: queryParam(CLIENT_TYPES.join(' | ')),
    from: queryParam('Saved on or after this Johannesburg date, YYYY-MM-DD'),
    to: queryParam('Saved on or before this Johannesburg date, YYYY-MM-DD'),
    minTotal: queryParam('Total in rand at least'),
    maxTotal: queryParam('Total in rand at most'),
    page: queryParam('From 1; default 1'),
    pageSize: queryParam(`1 to ${QUOTE_LIMITS.pageSizeMax}; default 10`),
    sort: queryParam(`${QUOTE_SORTS.join(' | ')}; default newest`),
  })
  .transform((raw, ctx) => {
    const parsed = parseQuoteListQuery(raw);
    if (typeof parsed !== 'string') return parsed;
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  });

const L = QUOTE_TEMPLATE_LIMITS;
const M = QUOTE_TEMPLATE_MESSAGES;

/** Text trimmed (inner runs of spaces kept: terms are prose), then bounded. */
const text = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .max(max * 4, tooLong)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

const list = (label: string) =>
  z
    .array(z.string({ error: M.itemEmpty(label) }), { error: M.listTooLong(label) })
    .max(L.listItemsMax, M.listTooLong(label))
    .transform((items) => items.map((item) => item.trim()))
    .pipe(z.array(z.string().min(1, M.itemEmpty(label)).max(L.listItemMax, M.itemTooLong(label))));

const isWholeCents = (rand: number) => Math.abs(rand * 100 - Math.round(rand * 100)) < 1e-6;

/** POST /api/quote-templates and PUT /api/quote-templates/:id. */
export const quoteTemplateInputSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .max(L.nameMax * 4, M.nameTooLong)
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong)),
    projectType: z.enum(PROJECT_TYPES, { error: M.projectType }),
    baseRate: z
      .number({ error: M.baseRateInvalid })
      .refine(Number.isFinite, M.baseRateInvalid)
      .refine((rand) => rand > 0, M.baseRatePositive)
      .refine((rand) => rand <= L.baseRateMax, M.baseRateTooLarge)
      .refine(isWholeCents, M.baseRateCents)
      .describe('Rand per m², more than 0, at most two decimals'),
    minArea: z
      .number({ error: M.minAreaInvalid })
      .min(0, M.minAreaInvalid)
      .max(L.areaMax, M.minAreaInvalid)
      .describe('m², 0 or more'),
    maxArea: z
      .number({ error: M.maxAreaInvalid })
      .positive(M.maxAreaInvalid)
      .max(L.areaMax, M.maxAreaInvalid)
      .describe('m², more than minArea'),
    typicalDuration: text(M.durationRequired, M.durationTooLong, L.durationMax),
    includes: list('Includes'),
    exclusions: list('Exclusions'),
    notes: list('Notes'),
    paymentTerms: text(M.paymentTermsRequired, M.paymentTermsTooLong, L.paymentTermsMax),
    validity: text(M.validityRequired, M.validityTooLong, L.validityMax),
    validityDays: z
      .number({ error: M.validityDays })
      .int(M.validityDays)
      .min(L.validityDaysMin, M.validityDays)
      .max(L.validityDaysMax, M.validityDays),
    sortOrder: z
      .number({ error: M.sortOrder })
      .int(M.sortOrder)
      .min(0, M.sortOrder)
      .max(L.sortOrderMax, M.sortOrder)
      .optional()
      .describe('Position in the lists, smallest first; default after the last'),
  })
  .superRefine((value, ctx) => {
    if (value.minArea >= value.maxArea)
      ctx.addIssue({ code: 'custom', path: ['minArea'], message: M.areaOrder });
  });
export type QuoteTemplateInput = z.input<typeof quoteTemplateInputSchema>;
export type QuoteTemplateValues = z.output<typeof quoteTemplateInputSchema>;

/** A template as the Templates tab lists it: the quick quote's fields plus whether it is in use. */
export const managedQuoteTemplateSchema = quoteTemplateSchema.extend({
  active: z.boolean().describe('false once retired: Quick Quote no longer offers it'),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type ManagedQuoteTemplate = z.infer<typeof managedQuoteTemplateSchema>;

/** GET /api/quote-templates?includeRetired=true */
export const quoteTemplateListQuerySchema = z.object({
  includeRetired: z
    .enum(['true', 'false'], { error: 'includeRetired must be true or false' })
    .optional()
    .transform((value) => value === 'true')
    .describe('true lists retired templates too; default false'),
});

/** PATCH /api/quote-templates/:id/status */
export const quoteTemplateStatusSchema = z.object({
  active: z.boolean({ error: 'active must be true or false' }),
});
