/**
 * Project money (issue 15): progress claims (tax invoices) with retention and VAT, payments received
 * against them, and costs. The arithmetic is here so the claim dialog's preview, the server's rows
 * and the PDF can never disagree; every figure is integer cents. Definitions: docs/metrics.md.
 */
import { VAT_PERCENT } from '../quotes/rules';

/** PROGRESS: work done, retention held back. RETENTION_RELEASE: retention held earlier, now claimed. */
export const CLAIM_KINDS = ['PROGRESS', 'RETENTION_RELEASE'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  PROGRESS: 'Progress claim',
  RETENTION_RELEASE: 'Retention release',
};

export const COST_CATEGORIES = ['LABOUR', 'MATERIALS', 'SUBCONTRACT', 'PLANT', 'OTHER'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];
export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  LABOUR: 'Labour',
  MATERIALS: 'Materials',
  SUBCONTRACT: 'Subcontract',
  PLANT: 'Plant and equipment',
  OTHER: 'Other',
};

export const CLAIM_STATUSES = ['UNPAID', 'PART_PAID', 'PAID', 'OVERPAID'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  UNPAID: 'Unpaid',
  PART_PAID: 'Part paid',
  PAID: 'Paid',
  OVERPAID: 'Overpaid',
};

export const MONEY_RULES = {
  defaultRetentionPercent: 10,
  maxRetentionPercent: 20,
  /** Days from the claim date to its due date when none is given (30-day terms). */
  defaultTermsDays: 30,
} as const;

export type ClaimAmounts = {
  workValueCents: number;
  retentionCents: number;
  /** What the client owes before VAT: work value less retention. */
  netCents: number;
  vatCents: number;
  totalCents: number;
};

/**
 * A claim's figures. Retention is held on progress claims only; VAT (15%) is charged on what is
 * claimed now (work value less retention), and on retention when it is released (VAT Act s9(3)(c)).
 * Half-cents round away from zero.
 */
export function claimAmounts(input: { kind: ClaimKind; workValueCents: number; retentionPercent: number }) {
  if (!Number.isSafeInteger(input.workValueCents) || input.workValueCents < 0)
    throw new RangeError('workValueCents must be a non-negative integer');
  const percent = input.kind === 'PROGRESS' ? input.retentionPercent : 0;
  const retentionCents = Math.round((input.workValueCents * percent) / 100);
  const netCents = input.workValueCents - retentionCents;
  const vatCents = Math.round((netCents * VAT_PERCENT) / 100);
  return {
    workValueCents: input.workValueCents,
    retentionCents,
    netCents,
    vatCents,
    totalCents: netCents + vatCents,
  } satisfies ClaimAmounts;
}

/** Paid, outstanding and status of a claim from the payments against it. */
export function claimStatus(totalCents: number, paidCents: number) {
  const outstandingCents = Math.max(totalCents - paidCents, 0);
  const overpaidCents = Math.max(paidCents - totalCents, 0);
  const status: ClaimStatus =
    overpaidCents > 0
      ? 'OVERPAID'
      : paidCents >= totalCents
        ? 'PAID'
        : paidCents > 0
          ? 'PART_PAID'
          : 'UNPAID';
  return { outstandingCents, overpaidCents, status };
}
