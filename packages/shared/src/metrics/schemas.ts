/**
 * The lists behind the dashboard's figures (docs/metrics.md): the overdue tasks the 'Overdue Tasks'
 * card counts, and one month's payments and costs behind 'Cash Flow This Month' and the chart.
 */
import { z } from 'zod';
import { COST_CATEGORIES } from '../project-money/rules';
import { MILESTONE_KINDS, PROJECT_STATUSES } from '../projects/rules';

/** At most this many overdue tasks are listed; `total` says how many there are. */
export const OVERDUE_TASKS_LIMIT = 100;

export const overdueTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(MILESTONE_KINDS),
  dueDate: z.string(),
  /** Calendar days (Johannesburg) since the due date; at least 1. */
  daysOverdue: z.number(),
  projectId: z.string(),
  projectTitle: z.string(),
  projectStatus: z.enum(PROJECT_STATUSES),
});
export type OverdueTask = z.infer<typeof overdueTaskSchema>;

/** Most overdue first; `total` is the dashboard's overdueTasks (the same query counts both). */
export const overdueTasksResponseSchema = z.object({
  items: z.array(overdueTaskSchema),
  total: z.number(),
  limit: z.number(),
});
export type OverdueTasksResponse = z.infer<typeof overdueTasksResponseSchema>;

/** A calendar month, YYYY-MM (months 01–12). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const cashFlowMonthParamsSchema = z.object({
  month: z.string().regex(MONTH_PATTERN, 'Month must be YYYY-MM'),
});

/** At most this many payments and this many costs are listed; the counts and totals cover all. */
export const CASH_FLOW_ENTRIES_LIMIT = 500;

/** A client payment from the money register (recorded there or on a project's Money tab). */
export const cashFlowPaymentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** The project, when the payment was recorded on its Money tab; null otherwise. */
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  /** The (first) invoice it pays, INV-YYYY-NNNN; null for a payment held as the client's credit. */
  claimNumber: z.string().nullable(),
  date: z.string(),
  /** Rand, to the cent. */
  amount: z.number(),
});
export type CashFlowPayment = z.infer<typeof cashFlowPaymentSchema>;

export const cashFlowCostSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  /** Null for a spend change made on the Overview. */
  category: z.enum(COST_CATEGORIES).nullable(),
  description: z.string(),
  date: z.string(),
  amount: z.number(),
});
export type CashFlowCost = z.infer<typeof cashFlowCostSchema>;

/** One month of cash flow: the same figures as the card and chart, and the entries they add up. */
export const cashFlowMonthDetailSchema = z.object({
  month: z.string(),
  received: z.number(),
  spent: z.number(),
  net: z.number(),
  /** What issued invoices falling due in the month still owe today. */
  due: z.number(),
  payments: z.array(cashFlowPaymentSchema),
  costs: z.array(cashFlowCostSchema),
  paymentCount: z.number(),
  costCount: z.number(),
  limit: z.number(),
});
export type CashFlowMonthDetail = z.infer<typeof cashFlowMonthDetailSchema>;

/**
 * One decision the Win Rate counts (docs/metrics.md): a tender won or lost (a project that left TENDER
 * for work, or was cancelled as one) or a quote marked Won or Lost. A project made from a decided quote
 * is that quote's decision, counted once, as the quote.
 */
export const winRateDecisionSchema = z.object({
  kind: z.enum(['tender', 'quote']),
  /** The project's id (a tender) or the quote's. */
  id: z.string(),
  /** The quote's number; null for a tender. */
  number: z.string().nullable(),
  title: z.string(),
  clientName: z.string(),
  outcome: z.enum(['WON', 'LOST']),
  /** When it was last changed: the decision's day as near as the records keep it. */
  date: z.string(),
});
export type WinRateDecision = z.infer<typeof winRateDecisionSchema>;

/** The Win Rate's decisions and counts: `winRate` is the card's figure (0 when nothing is decided). */
export const winRateDetailSchema = z.object({
  winRate: z.number(),
  won: z.number().int(),
  decided: z.number().int(),
  tenders: z.object({ won: z.number().int(), lost: z.number().int() }),
  quotes: z.object({ won: z.number().int(), lost: z.number().int() }),
  decisions: z.array(winRateDecisionSchema),
});
export type WinRateDetail = z.infer<typeof winRateDetailSchema>;

/** One site behind the dashboard's compliance figures (decision 0066): its status and the facts behind it. */
export const complianceSiteSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(['COMPLIANT', 'NON_COMPLIANT', 'PENDING']),
  /** Open visits past their due date, and the oldest due date among them. */
  overdueVisits: z.number().int(),
  oldestOverdue: z.string().nullable(),
  /** The day of the latest completed visit, and whether a check on it failed. */
  lastCompleted: z.string().nullable(),
  lastFailed: z.boolean(),
  /** Open critical and major defects. */
  openDefects: z.number().int(),
});
export type ComplianceSite = z.infer<typeof complianceSiteSchema>;
