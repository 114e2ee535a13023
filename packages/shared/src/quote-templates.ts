/**
 * Template management (spec §2 Quoting, Templates tab; §3 Quote template: id, name, baseRate per m²,
 * minArea, maxArea, typicalDuration), docs/decisions/0068. ADMIN and PROJECT_MANAGER create, change,
 * retire and restore templates ('quotes.templates'); the quick quote prices with the active ones. The
 * web checks a form with the same schema the server reads, so both say the same words.
 */
import { z } from 'zod';
import { PROJECT_TYPES } from './projects';
import { quoteTemplateSchema } from './quote-schemas';
import { QUOTE_LIMITS } from './quotes';

export const QUOTE_TEMPLATE_LIMITS = {
  nameMax: 120,
  /** Rand per m²: the dearest standard template is R 3 200; R 100 000 leaves room for specialist work. */
  baseRateMax: 100_000,
  areaMax: QUOTE_LIMITS.areaMax,
  durationMax: 100,
  listItemsMax: 20,
  listItemMax: 300,
  paymentTermsMax: 2000,
  validityMax: 500,
  validityDaysMin: 1,
  validityDaysMax: 365,
  sortOrderMax: 999,
} as const;

const L = QUOTE_TEMPLATE_LIMITS;

export const QUOTE_TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${L.nameMax} characters`,
  projectType: 'Please choose a project type: Sprinkler System, Fire Alarm or Fire Suppression',
  baseRateInvalid: 'Base rate must be a number of rand per m²',
  baseRatePositive: 'Base rate must be more than R 0 per m²',
  baseRateTooLarge: `Base rate must be at most R ${L.baseRateMax.toLocaleString('en-ZA')} per m²`,
  baseRateCents: 'Base rate must have at most two decimals (whole cents)',
  minAreaInvalid: 'Minimum area must be a number of square meters, 0 or more',
  maxAreaInvalid: `Maximum area must be a number of square meters up to ${L.areaMax.toLocaleString('en-ZA')}`,
  areaOrder: 'Minimum area must be less than maximum area',
  durationRequired: 'Typical duration is required',
  durationTooLong: `Typical duration must be at most ${L.durationMax} characters`,
  listTooLong: (label: string) => `${label} can hold at most ${L.listItemsMax} items`,
  itemEmpty: (label: string) => `${label}: an item must not be empty`,
  itemTooLong: (label: string) => `${label}: each item must be at most ${L.listItemMax} characters`,
  paymentTermsRequired: 'Payment terms are required',
  paymentTermsTooLong: `Payment terms must be at most ${L.paymentTermsMax} characters`,
  validityRequired: 'Validity text is required',
  validityTooLong: `Validity text must be at most ${L.validityMax} characters`,
  validityDays: `Validity days must be a whole number from ${L.validityDaysMin} to ${L.validityDaysMax}`,
  sortOrder: `Sort order must be a whole number from 0 to ${L.sortOrderMax}`,
  duplicateName: (name: string) => `An active quote template named "${name}" already exists`,
  notFound: 'Quote template not found',
} as const;

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

const DURATION_UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

/**
 * The longest span a typical duration names, in calendar days: '4–6 weeks' → 42, '3 months' → 90,
 * '10 working days' → 14 (five working days to the week), '2 weeks' → 14; null when it names none.
 * A won quote's project is due this long after it starts.
 */
export function typicalDurationDays(text: string): number | null {
  const match =
    /(\d+(?:[.,]\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:[.,]\d+)?))?\s*(working\s+)?(day|week|month)s?\b/i.exec(
      text,
    );
  if (!match) return null;
  const most = Number((match[2] ?? match[1] ?? '').replace(',', '.'));
  const unit = DURATION_UNIT_DAYS[(match[4] ?? '').toLowerCase()] ?? 0;
  if (!Number.isFinite(most) || most <= 0 || unit === 0) return null;
  const days = match[3] && unit === 1 ? Math.ceil((most / 5) * 7) : most * unit;
  return Math.min(Math.ceil(days), 3650);
}
