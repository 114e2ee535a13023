/**
 * Project money (issue 15): the zod schemas of claims, payments and costs, sent and answered, and the
 * types taken from them. The arithmetic is in rules.ts; definitions: docs/metrics.md.
 */
import { z } from 'zod';
import { enumOf, optionalText, randAmount, requiredDate } from '../common/fields';
import { PROJECT_LIMITS } from '../projects/schemas';
import { CLAIM_KINDS, CLAIM_STATUSES, COST_CATEGORIES, MONEY_RULES } from './rules';

const positiveAmount = (label: string) =>
  randAmount(label, PROJECT_LIMITS.budgetMax).refine((value) => value > 0, `${label} must be more than 0`);

export const claimInputSchema = z.object({
  kind: enumOf(CLAIM_KINDS, 'Kind').default('PROGRESS'),
  /** Rand, excl. VAT: the value of work done this period, or the retention released. */
  amount: positiveAmount('Amount'),
  date: requiredDate('Claim date'),
  dueDate: requiredDate('Due date').optional(),
  description: optionalText('Description', 500),
  retentionPercent: z
    .number({ error: 'Retention must be a number' })
    .min(0, 'Retention cannot be negative')
    .max(MONEY_RULES.maxRetentionPercent, `Retention must be at most ${MONEY_RULES.maxRetentionPercent}%`)
    .default(MONEY_RULES.defaultRetentionPercent),
});
export type ClaimInput = z.output<typeof claimInputSchema>;
export type RawClaimInput = z.input<typeof claimInputSchema>;

export const paymentInputSchema = z.object({
  /** The claim this payment settles (all or part of). */
  claimId: z
    .string({ error: 'Choose the claim this payment is for' })
    .min(1, 'Choose the claim this payment is for')
    .max(100),
  amount: positiveAmount('Amount'),
  date: requiredDate('Date'),
  description: optionalText('Description', 500),
  /** The client paid more than the claim still owes, and this is recorded on purpose. */
  overpayment: z.boolean({ error: 'overpayment must be true or false' }).default(false),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;
export type RawPaymentInput = z.input<typeof paymentInputSchema>;

export const costInputSchema = z.object({
  amount: positiveAmount('Amount'),
  date: requiredDate('Date'),
  category: enumOf(COST_CATEGORIES, 'Category'),
  description: optionalText('Description', 500),
});
export type CostInput = z.output<typeof costInputSchema>;
export type RawCostInput = z.input<typeof costInputSchema>;

export const moneyEntryParamsSchema = z.object({
  id: z.string().min(1).max(100),
  entryId: z.string().min(1).max(100),
});

// Response shapes (rand)
export const claimSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(CLAIM_KINDS),
  date: z.string(),
  dueDate: z.string(),
  description: z.string(),
  workValue: z.number(),
  retentionPercent: z.number(),
  retention: z.number(),
  vat: z.number(),
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: z.enum(CLAIM_STATUSES),
  overdue: z.boolean(),
});
export type Claim = z.infer<typeof claimSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  claimId: z.string().nullable(),
  claimNumber: z.string().nullable(),
  amount: z.number(),
  date: z.string(),
  description: z.string(),
  overpayment: z.boolean(),
  /**
   * True for a payment recorded in the payments register and allocated to a claim's invoice: it is
   * listed here so both screens agree, and is changed or deleted there, not on the project.
   */
  inRegister: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const costSchema = z.object({
  id: z.string(),
  amount: z.number(),
  date: z.string(),
  category: z.enum(COST_CATEGORIES).nullable(),
  description: z.string(),
});
export type Cost = z.infer<typeof costSchema>;

export const moneySummarySchema = z.object({
  /** The project's budget, incl. VAT (a won quote's total is its budget). */
  contractValue: z.number(),
  /** The contract value excl. VAT (÷ 1.15): what claims, which are excl. VAT, are measured against. */
  contractValueExclVat: z.number(),
  /** Work value of progress claims, excl. VAT, and its share of the contract value excl. VAT. */
  claimed: z.number(),
  claimedPercent: z.number(),
  invoiced: z.number(),
  received: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
  retentionHeld: z.number(),
  retentionReleased: z.number(),
  costs: z.number(),
  budgetBurnPercent: z.number(),
  /** Work claimed less costs. */
  margin: z.number(),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

export const projectMoneySchema = z.object({
  summary: moneySummarySchema,
  claims: z.array(claimSchema),
  payments: z.array(paymentSchema),
  costs: z.array(costSchema),
});
export type ProjectMoney = z.infer<typeof projectMoneySchema>;
