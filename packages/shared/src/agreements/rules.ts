/**
 * Maintenance agreements (issue 29 §1; decision 0087): what an agreement is billed, pure. Billing
 * periods are calendar months, quarters (Jan, Apr, Jul, Oct), half-years (Jan, Jul) or years; an
 * agreement that starts or ends inside one is billed the part it covers, by days, rounded once to the
 * cent (half away from zero). An escalation on an anniversary of the start date multiplies the fee by
 * (1 + pct), rounded the same way. Money is integer cents; percentages are basis points (1% = 100).
 */
import { addDays } from '../common/format';
import { divideRounded } from '../quotes/rules';
import { addMonths } from '../visits/rules';

export const AGREEMENT_STATUSES = ['DRAFT', 'SENT', 'ACTIVE', 'ENDED', 'CANCELLED'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Sent for acceptance',
  ACTIVE: 'Active',
  ENDED: 'Ended',
  CANCELLED: 'Cancelled',
};

/** How the fee is charged: a fee per calendar period, or a fee per visit. */
export const BILLING_CADENCES = ['MONTHLY', 'QUARTERLY', 'SIX_MONTHLY', 'ANNUAL', 'PER_VISIT'] as const;
export type BillingCadence = (typeof BILLING_CADENCES)[number];
export type PeriodCadence = Exclude<BillingCadence, 'PER_VISIT'>;
export const BILLING_CADENCE_LABELS: Record<BillingCadence, string> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SIX_MONTHLY: 'Six-monthly',
  ANNUAL: 'Annual',
  PER_VISIT: 'Per visit',
};
export const CADENCE_MONTHS: Record<PeriodCadence, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SIX_MONTHLY: 6,
  ANNUAL: 12,
};

export const BILLING_TIMINGS = ['IN_ADVANCE', 'IN_ARREARS'] as const;
export type BillingTiming = (typeof BILLING_TIMINGS)[number];
export const BILLING_TIMING_LABELS: Record<BillingTiming, string> = {
  IN_ADVANCE: 'In advance',
  IN_ARREARS: 'In arrears',
};

export const AGREEMENT_LIMITS = {
  /** R 1 trillion, as every amount in the money register. */
  maxCents: 100_000_000_000_000,
  maxSites: 100,
  maxItemsPerSite: 200,
  maxNoticeDays: 365,
  maxCount: 10_000,
  maxIntervalDays: 3650,
  /** Percentages (markup, escalation) at most 1000%, two decimals. */
  maxPercentBp: 100_000,
  /** An agreement runs at most 10 years per term. */
  maxTermDays: 3660,
  notesMax: 1000,
  reasonMax: 500,
  nameMax: 200,
  linkDays: 30,
} as const;

export const AGREEMENT_MESSAGES = {
  notFound: 'Agreement not found',
  notDraft: 'Only a draft agreement can be changed',
  notSendable: 'Only a draft or sent agreement can be sent for acceptance',
  invalidLink: 'This acceptance link is not valid. Ask for a new link.',
  expiredLink: 'This acceptance link has expired. Ask for a new link.',
  closedLink: 'This acceptance link has been withdrawn. Ask for a new link.',
  answered: 'This agreement has already been answered.',
  notActive: 'Only an active agreement can be escalated',
  perVisit: 'Escalation needs a fee: this agreement has none',
  beforeAnniversary: (date: string) => `The first anniversary is ${date}: escalate on or after it`,
  alreadyEscalated: (date: string) => `The fee was already escalated for the anniversary of ${date}`,
  siteElsewhere: "That site is not one of this client's sites",
  assetElsewhere: 'That asset is not at that site',
  unknownClient: 'Unknown client: choose one of your clients',
  unknownSite: 'Unknown site',
  unknownAsset: 'Unknown asset',
  period: 'Period must be a month as YYYY-MM',
} as const;

/** AGR-YYYY-NNNN. */
export const agreementNumber = (year: number, n: number) => `AGR-${year}-${String(n).padStart(4, '0')}`;

/** A percentage with at most two decimals as basis points (12.5 → 1250). */
export const percentToBp = (percent: number) => Math.round(percent * 100);
export const bpToPercent = (bp: number) => bp / 100;

const DAY_MS = 86_400_000;
/** Days from a to b inclusive (calendar dates YYYY-MM-DD). */
export const daysInclusive = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The calendar period of a cadence holding `date`: its first and last day. */
export function periodOf(date: string, cadence: PeriodCadence): { start: string; end: string } {
  const months = CADENCE_MONTHS[cadence];
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  const first = Math.floor(month / months) * months;
  const start = `${year}-${String(first + 1).padStart(2, '0')}-01`;
  return { start, end: addDays(addMonths(start, months), -1) };
}

export type BillingPeriod = {
  /** The calendar period. */
  periodStart: string;
  periodEnd: string;
  /** The part of it the agreement covers. */
  coveredStart: string;
  coveredEnd: string;
  coveredDays: number;
  periodDays: number;
  /** The month (YYYY-MM) its invoice is due: the covered start's in advance, the covered end's in arrears. */
  billingMonth: string;
};

/** Every calendar period from `start` to `end` (inclusive), the first and last cut to the agreement. */
export function billingPeriods({
  start,
  end,
  cadence,
  timing,
}: {
  start: string;
  end: string;
  cadence: PeriodCadence;
  timing: BillingTiming;
}): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  if (end < start) return periods;
  let cursor = start;
  while (cursor <= end) {
    const { start: periodStart, end: periodEnd } = periodOf(cursor, cadence);
    const coveredStart = cursor;
    const coveredEnd = periodEnd < end ? periodEnd : end;
    periods.push({
      periodStart,
      periodEnd,
      coveredStart,
      coveredEnd,
      coveredDays: daysInclusive(coveredStart, coveredEnd),
      periodDays: daysInclusive(periodStart, periodEnd),
      billingMonth: (timing === 'IN_ADVANCE' ? coveredStart : coveredEnd).slice(0, 7),
    });
    cursor = addDays(periodEnd, 1);
  }
  return periods;
}

/** THE PRORATION RULE: fee × covered days ÷ days of the period, rounded half away from zero, once. */
export function proratedFee(feeCents: number, coveredDays: number, periodDays: number): number {
  if (!Number.isSafeInteger(feeCents) || feeCents < 0) throw new RangeError('feeCents must be whole cents');
  if (coveredDays >= periodDays) return feeCents;
  return Number(divideRounded(BigInt(feeCents) * BigInt(coveredDays), BigInt(periodDays)));
}

/** THE ESCALATION RULE: fee × (1 + pct), pct in basis points, rounded to the cent. */
export function escalatedFee(feeCents: number, pctBp: number): number {
  return Number(divideRounded(BigInt(feeCents) * BigInt(10_000 + pctBp), 10_000n));
}

/** The n-th anniversary of the start date (29 Feb becomes 28 Feb in other years). */
export const anniversary = (start: string, n: number) => addMonths(start, 12 * n);

/** The latest anniversary on or before `today` (n ≥ 1), or null in the first year. */
export function latestAnniversary(start: string, today: string): string | null {
  let found: string | null = null;
  for (let n = 1; anniversary(start, n) <= today; n += 1) found = anniversary(start, n);
  return found;
}

/** The first anniversary after `today`. */
export function nextAnniversary(start: string, today: string): string {
  let n = 1;
  while (anniversary(start, n) <= today) n += 1;
  return anniversary(start, n);
}

/**
 * The end an agreement runs to as of `through`: its end date, or, with auto-renewal, that end moved on a
 * year at a time until it reaches `through`.
 */
export function effectiveEnd(agreement: { endDate: string; autoRenew: boolean }, through: string): string {
  let end = agreement.endDate;
  if (!agreement.autoRenew) return end;
  let guard = 0;
  while (end < through && guard < 200) {
    end = addMonths(end, 12);
    guard += 1;
  }
  return end;
}

/** The last day the client may give notice so the agreement does not renew. */
export const noticeDeadline = (endDate: string, noticeDays: number) => addDays(endDate, -noticeDays);

/** The periods of an agreement whose invoice is due in `month` (YYYY-MM): at most one per cadence. */
export function periodsDueIn(
  agreement: {
    startDate: string;
    endDate: string;
    autoRenew: boolean;
    cadence: BillingCadence;
    timing: BillingTiming;
  },
  month: string,
): BillingPeriod[] {
  if (agreement.cadence === 'PER_VISIT') return [];
  const monthEnd = addDays(addMonths(`${month}-01`, 1), -1);
  // Periods from a year before the month to its end are enough to find the one billed in it.
  const end = effectiveEnd(agreement, monthEnd);
  return billingPeriods({
    start: agreement.startDate,
    end,
    cadence: agreement.cadence,
    timing: agreement.timing,
  }).filter((period) => period.billingMonth === month);
}

/** The key that makes a period's invoice once: AGREEMENT:<id>:<covered start>. */
export const agreementSourceKey = (agreementId: string, coveredStart: string) =>
  `AGREEMENT:${agreementId}:${coveredStart}`;

export const BILLING_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The cadences billed by calendar period (every one but PER_VISIT). */
export const PERIOD_CADENCES: readonly PeriodCadence[] = ['MONTHLY', 'QUARTERLY', 'SIX_MONTHLY', 'ANNUAL'];
