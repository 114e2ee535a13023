/**
 * Maintenance agreements' API (issue 29 §1; decision 0087). Amounts in integer cents (`…Cents`),
 * percentages as numbers with at most two decimals (`…Percent`); the arithmetic is in rules.ts.
 */
import { z } from 'zod';
import { enumOf, optionalText, requiredDate } from '../common/fields';
import { FREQUENCIES, SYSTEMS } from '../maintenance-catalogue/rules';
import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  AGREEMENT_STATUSES,
  BILLING_CADENCES,
  BILLING_MONTH_PATTERN,
  BILLING_TIMINGS,
} from './rules';

const L = AGREEMENT_LIMITS;
const maxRand = 'R 1 000 000 000 000';

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(L.maxCents, `${label} must be at most ${maxRand}`);

const count = (label: string, max: number = L.maxCount) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

export const percentField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(L.maxPercentBp / 100, `${label} must be at most ${L.maxPercentBp / 100}%`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} may have at most 2 decimals`,
    );

const id = (label: string) =>
  z
    .string({ error: `Choose the ${label}` })
    .trim()
    .min(1, `Choose the ${label}`)
    .max(100);

/** One system or asset an agreement covers at a site: the catalogue's SANS schedule, or its own interval. */
export const agreementItemInputSchema = z
  .object({
    assetId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((value) => value || null),
    system: z.enum(SYSTEMS, { error: `System must be one of ${SYSTEMS.join(', ')}` }).nullish(),
    /** Blank: the catalogue's SANS schedule for the asset or system. */
    customIntervalDays: count('Custom interval', L.maxIntervalDays)
      .refine((value) => value >= 1, 'Custom interval must be at least 1 day')
      .nullish(),
  })
  .transform((item) => ({
    assetId: item.assetId,
    system: item.system ?? null,
    customIntervalDays: item.customIntervalDays ?? null,
  }))
  .refine((item) => item.assetId !== null || item.system !== null, 'Choose an asset or a system to cover');
export type AgreementItemInput = z.output<typeof agreementItemInputSchema>;

export const agreementSiteInputSchema = z.object({
  siteId: id('site'),
  items: z
    .array(agreementItemInputSchema, { error: 'Items must be a list' })
    .max(L.maxItemsPerSite, `A site has at most ${L.maxItemsPerSite} covered items`)
    .default([]),
});

export const agreementInputSchema = z
  .object({
    clientId: id('client'),
    sites: z
      .array(agreementSiteInputSchema, { error: 'Sites must be a list' })
      .min(1, 'Choose at least one site')
      .max(L.maxSites, `An agreement covers at most ${L.maxSites} sites`)
      .refine((sites) => new Set(sites.map((s) => s.siteId)).size === sites.length, 'A site is listed twice'),
    startDate: requiredDate('Start date'),
    endDate: requiredDate('End date'),
    noticeDays: count('Notice period', L.maxNoticeDays).default(30),
    autoRenew: z.boolean({ error: 'Auto-renewal must be yes or no' }).default(false),
    cadence: enumOf(BILLING_CADENCES, 'Billing'),
    timing: enumOf(BILLING_TIMINGS, 'Billed').default('IN_ADVANCE'),
    /** The fee per period, or per visit for PER_VISIT. */
    feeCents: cents('Fee'),
    includesRoutineVisits: z.boolean().default(true),
    callOutsIncluded: count('Call-outs per year').default(0),
    labourHoursIncluded: count('Labour hours').default(0),
    callOutFeeCents: cents('Call-out fee').default(0),
    hourlyRateCents: cents('Hourly rate').default(0),
    travelPerKmCents: cents('Travel per km').default(0),
    partsMarkupPercent: percentField('Parts markup').default(0),
    notes: optionalText('Notes', L.notesMax),
  })
  .refine((value) => value.endDate >= value.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  })
  .refine(
    (value) =>
      Date.parse(`${value.endDate}T00:00:00Z`) - Date.parse(`${value.startDate}T00:00:00Z`) <=
      L.maxTermDays * 86_400_000,
    { message: 'An agreement runs at most 10 years', path: ['endDate'] },
  );
export type AgreementInput = z.output<typeof agreementInputSchema>;
export type RawAgreementInput = z.input<typeof agreementInputSchema>;

export const agreementListQuerySchema = z.object({
  clientId: z.string().trim().max(100).optional(),
  status: enumOf(AGREEMENT_STATUSES, 'Status').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AgreementListQuery = z.output<typeof agreementListQuerySchema>;

export const agreementIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const agreementTokenParamsSchema = z.object({ token: z.string().min(1).max(2000) });

export const escalationQuerySchema = z.object({
  pct: z.coerce
    .number({ error: 'pct must be a number' })
    .pipe(percentField('Escalation'))
    .refine((value) => value > 0, 'Escalation must be more than 0%'),
});
export const escalationInputSchema = z.object({
  pct: percentField('Escalation').refine((value) => value > 0, 'Escalation must be more than 0%'),
});

export const agreementDecisionInputSchema = z
  .object({
    decision: z.enum(['ACCEPTED', 'DECLINED'], { error: 'Choose Accept or Decline' }),
    name: z
      .string({ error: 'Your name is required' })
      .trim()
      .min(1, 'Your name is required')
      .max(L.nameMax, `Your name must be at most ${L.nameMax} characters`),
    reason: optionalText('Reason', L.reasonMax),
  })
  .refine((value) => value.decision !== 'DECLINED' || value.reason.length > 0, {
    message: 'Say why you decline',
    path: ['reason'],
  });
export type AgreementDecisionInput = z.output<typeof agreementDecisionInputSchema>;

export const billingRunInputSchema = z.object({
  period: z
    .string({ error: AGREEMENT_MESSAGES.period })
    .trim()
    .regex(BILLING_MONTH_PATTERN, AGREEMENT_MESSAGES.period),
});
export type BillingRunInput = z.output<typeof billingRunInputSchema>;

// Answers

const c = z.number().int();

export const agreementItemSchema = z.object({
  id: z.string(),
  assetId: z.string().nullable(),
  assetLabel: z.string().nullable(),
  system: z.enum(SYSTEMS).nullable(),
  /** What is covered, as shown: the asset (type and serial) or the system. */
  label: z.string(),
  /** The standard its schedule comes from (SANS …), or 'Custom'. */
  standard: z.string(),
  /** The catalogue frequencies of its routine tasks, or empty with a custom interval. */
  frequencies: z.array(z.enum(FREQUENCIES)),
  customIntervalDays: z.number().int().nullable(),
});

export const agreementSiteSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  items: z.array(agreementItemSchema),
});

export const agreementRatesSchema = z.object({
  callOutFeeCents: c,
  hourlyRateCents: c,
  travelPerKmCents: c,
  partsMarkupPercent: z.number(),
});
export type AgreementRates = z.infer<typeof agreementRatesSchema>;

export const agreementSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  noticeDays: z.number().int(),
  autoRenew: z.boolean(),
  cadence: z.enum(BILLING_CADENCES),
  timing: z.enum(BILLING_TIMINGS),
  feeCents: c,
  siteCount: z.number().int(),
  siteNames: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

export const agreementSchema = agreementSummarySchema.extend({
  sites: z.array(agreementSiteSchema),
  includesRoutineVisits: z.boolean(),
  callOutsIncluded: z.number().int(),
  labourHoursIncluded: z.number().int(),
  rates: agreementRatesSchema,
  notes: z.string(),
  acceptedName: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedName: z.string().nullable(),
  declinedReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
  documentId: z.string().nullable(),
  /** The last day notice may be given so it does not renew. */
  noticeDeadline: z.string(),
  escalations: z.array(
    z.object({
      anniversary: z.string(),
      percent: z.number(),
      oldFeeCents: c,
      newFeeCents: c,
      createdAt: z.string(),
    }),
  ),
  coveredVisits: z.number().int(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementListSchema = z.object({
  items: z.array(agreementSummarySchema),
  total: z.number().int(),
});
export type AgreementList = z.infer<typeof agreementListSchema>;

export const agreementLinkSchema = z.object({
  token: z.string(),
  path: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  /** The outbox message when an e-mail address was given. */
  emailed: z.boolean(),
});
export type AgreementLink = z.infer<typeof agreementLinkSchema>;

export const sendAgreementInputSchema = z.object({
  to: z
    .array(z.email('Each recipient must be an e-mail address'))
    .max(10, 'At most 10 recipients')
    .default([]),
});

export const escalationPreviewSchema = z.object({
  oldFeeCents: c,
  newFeeCents: c,
  percent: z.number(),
  /** The anniversary it applies from: the latest one passed, or the next when that one is done. */
  anniversary: z.string(),
  /** Whether POST …/escalate applies it now. */
  canApply: z.boolean(),
  reason: z.string().nullable(),
});
export type EscalationPreview = z.infer<typeof escalationPreviewSchema>;

/** What the client sees through the acceptance link: no internal notes. */
export const publicAgreementSchema = agreementSchema
  .omit({ notes: true, documentId: true, coveredVisits: true })
  .extend({ companyName: z.string(), expiresAt: z.string() });
export type PublicAgreement = z.infer<typeof publicAgreementSchema>;

export const agreementDecisionResultSchema = z.object({
  decision: z.enum(['ACCEPTED', 'DECLINED']),
  name: z.string(),
  number: z.string(),
  decidedAt: z.string(),
});

export const billingRunResultSchema = z.object({
  period: z.string(),
  created: z.number().int(),
  existing: z.number().int(),
  invoiceIds: z.array(z.string()),
});
export type BillingRunResult = z.infer<typeof billingRunResultSchema>;
