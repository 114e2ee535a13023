/**
 * Call-outs, repair visits and what a chargeable visit is billed for (issue 29 §2; docs/decisions/0088).
 * A ROUTINE visit is the site's SANS schedule (covered, or billed by an agreement's run); a CALL_OUT or a
 * REPAIR is chargeable: call-out fee, labour from the time on site, travel and the parts used.
 */
import { z } from 'zod';
import { isCalendarDate } from '../common/validation';
import { divideRounded } from '../quotes/rules';

export const VISIT_KINDS = ['ROUTINE', 'CALL_OUT', 'REPAIR'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_KIND_LABELS: Record<VisitKind, string> = {
  ROUTINE: 'Routine inspection',
  CALL_OUT: 'Call-out',
  REPAIR: 'Repair',
};
export const CHARGEABLE_VISIT_KINDS: readonly VisitKind[] = ['CALL_OUT', 'REPAIR'];
export const isChargeableKind = (kind: string) =>
  (CHARGEABLE_VISIT_KINDS as readonly string[]).includes(kind);

export const VISIT_CHARGE_LIMITS = {
  reasonMax: 500,
  partsMax: 50,
  partDescriptionMax: 300,
  /** Whole kilometres, there and back. */
  travelKmMax: 5000,
  partQuantityMax: 100_000,
  /** Cents: R 1 000 000 a part. */
  partPriceMaxCents: 100_000_000,
} as const;

/** Labour is billed in quarter hours, each started quarter counted whole. */
export const LABOUR_BLOCK_MINUTES = 15;

/**
 * Billable labour in thousandths of an hour: the time on site (started → completed) rounded UP to the
 * next quarter hour (0:01 → 0.25 h, 1:15 → 1.25 h, 1:16 → 1.5 h). Nothing when either time is missing
 * or the completion is not after the start.
 */
export function labourHoursMilli(startedAt: string | null, completedAt: string | null): number {
  if (!startedAt || !completedAt) return 0;
  return labourMilliOfMs(Date.parse(completedAt) - Date.parse(startedAt));
}

/** Time on site in milliseconds (the sum of its stretches) billed in whole blocks, in thousandths of an hour. */
export function labourMilliOfMs(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  const blockMs = LABOUR_BLOCK_MINUTES * 60_000;
  const blocks = Math.ceil(ms / blockMs);
  return blocks * ((LABOUR_BLOCK_MINUTES * 1000) / 60);
}

/** A part's selling price: the price list's price plus the markup in whole percent, to the cent. */
export function markedUpCents(unitPriceCents: number, markupPercent: number): number {
  return Number(divideRounded(BigInt(unitPriceCents) * BigInt(100 + markupPercent), 100n));
}

export const VISIT_CHARGE_STRINGS = {
  notChargeable:
    'A routine inspection is not invoiced from its visit: it is covered or billed by its agreement',
  notCompleted: 'Complete the visit first: only a completed visit is invoiced',
  alreadyInvoiced: (number: string) => `This work is already invoiced (${number})`,
  quoteNotApproved: 'Only a won (approved) quote is invoiced',
  quoteSuperseded: 'This quote has a later revision: invoice the latest one',
  quoteNoSite: 'This quote is not for a client site, so there is no client to invoice',
  quoteWorkNotDone:
    "The quote's work is not done yet: complete its repair visit, or mark its defects put right",
  repairNeedsWonQuote: 'A repair visit does the work of a won defect quote: this quote is not won',
  repairQuoteNoSite: 'This quote is not for one of your sites',
  repairExists: 'This quote already has an open repair visit',
  partsClosed: 'Parts and travel cannot change once the visit is invoiced',
  partsOpenOnly: 'Parts and travel are recorded while the visit is open; the office corrects them after',
  priceItemUnknown: 'A part refers to a price list item that does not exist',
  siteNotFound: 'Site not found',
} as const;

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is not a real date (YYYY-MM-DD)` })
    .refine(isCalendarDate, { message: `${label} is not a real date (YYYY-MM-DD)` });

export const callOutInputSchema = z
  .object({
    reason: z
      .string({ error: 'Say why the call-out is needed' })
      .trim()
      .min(1, 'Say why the call-out is needed')
      .max(
        VISIT_CHARGE_LIMITS.reasonMax,
        `The reason holds at most ${VISIT_CHARGE_LIMITS.reasonMax} characters`,
      ),
    date: calendarDate('Date'),
    technicianId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict();
export type CallOutInput = z.infer<typeof callOutInputSchema>;

export const repairVisitInputSchema = z
  .object({
    date: calendarDate('Date'),
    technicianId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict();
export type RepairVisitInput = z.infer<typeof repairVisitInputSchema>;

export const visitPartInputSchema = z
  .object({
    description: z.string().trim().max(VISIT_CHARGE_LIMITS.partDescriptionMax).default(''),
    /** Up to three decimals. */
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .positive('Quantity must be more than 0')
      .max(VISIT_CHARGE_LIMITS.partQuantityMax)
      .refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, 'Quantity has at most 3 decimals'),
    /** A price list item: its description and price are used. */
    priceListItemId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict()
  .refine((p) => p.priceListItemId || p.description.length > 0, {
    message: 'Each part needs a description or a price list item',
  });

export const visitChargesInputSchema = z
  .object({
    travelKm: z
      .number({ error: 'Travel is a whole number of kilometres' })
      .int('Travel is a whole number of kilometres')
      .min(0)
      .max(VISIT_CHARGE_LIMITS.travelKmMax, `Travel is at most ${VISIT_CHARGE_LIMITS.travelKmMax} km`),
    parts: z.array(visitPartInputSchema).max(VISIT_CHARGE_LIMITS.partsMax),
  })
  .strict();
export type VisitChargesInput = z.input<typeof visitChargesInputSchema>;

/** A part as a visit shows it: no price (a technician never receives money; the invoice carries it). */
export const visitPartSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  priceListItemId: z.string().nullable(),
});
export type VisitPart = z.infer<typeof visitPartSchema>;

export const visitChargesSchema = z.object({
  kind: z.enum(VISIT_KINDS),
  chargeable: z.boolean(),
  travelKm: z.number().int(),
  parts: z.array(visitPartSchema),
  /** The invoice made from the visit, when there is one (its id only). */
  invoiceId: z.string().nullable(),
});
export type VisitCharges = z.infer<typeof visitChargesSchema>;
