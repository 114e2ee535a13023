/**
 * What the money register says about a project's claims (issue 29): each claim is the invoice with
 * the claim's id, so its payments are the allocations to that invoice, whether they were recorded on
 * the project's Money tab (client_payments.ledger_id set) or in the payments register, and its credit
 * notes are the register's. The Money tab reads its claims' paid and outstanding figures from here,
 * so it and the invoices screens agree to the cent.
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';

export type RegisterAllocation = {
  id: string;
  invoiceId: string;
  paymentId: string;
  amountCents: number;
  paidOn: string;
  /** The project payment this allocation came from; null when recorded in the payments register. */
  ledgerId: string | null;
  description: string;
};

export type ClaimsInRegister = {
  allocations: RegisterAllocation[];
  /** Σ allocations per claim (the register's paidCents). */
  paidByClaim: Map<string, number>;
  /** Σ issued credit notes per claim (the register's creditedCents). */
  creditedByClaim: Map<string, number>;
};

export async function readClaimsInRegister(
  { db }: ServiceDeps<'db'>,
  claimIds: readonly string[],
): Promise<ClaimsInRegister> {
  const paidByClaim = new Map<string, number>();
  const creditedByClaim = new Map<string, number>();
  if (claimIds.length === 0) return { allocations: [], paidByClaim, creditedByClaim };
  const [allocationRows, creditRows] = await Promise.all([
    db
      .selectFrom('payment_allocations as a')
      .innerJoin('client_payments as p', 'p.id', 'a.payment_id')
      .select([
        'a.id',
        'a.invoice_id',
        'a.payment_id',
        'a.amount_cents',
        'p.paid_on',
        'p.ledger_id',
        'p.method',
        'p.reference',
        'p.created_at',
      ])
      .where('a.invoice_id', 'in', claimIds)
      .orderBy('p.paid_on', 'desc')
      .orderBy('p.created_at', 'desc')
      .execute(),
    db
      .selectFrom('invoices')
      .select((eb) => ['credits_invoice_id', eb.fn.sum<number>('total_cents').as('n')])
      .where('credits_invoice_id', 'in', claimIds)
      .where('kind', '=', 'CREDIT_NOTE')
      .where('status', '=', 'ISSUED')
      .groupBy('credits_invoice_id')
      .execute(),
  ]);
  const allocations = allocationRows.map((row) => {
    const method = PAYMENT_METHOD_LABELS[row.method as PaymentMethod] ?? row.method;
    return {
      id: row.id,
      invoiceId: row.invoice_id,
      paymentId: row.payment_id,
      amountCents: Number(row.amount_cents),
      paidOn: row.paid_on,
      ledgerId: row.ledger_id,
      description: `${method} payment recorded in the payments register${row.reference ? ` (${row.reference})` : ''}`,
    };
  });
  for (const allocation of allocations)
    paidByClaim.set(
      allocation.invoiceId,
      (paidByClaim.get(allocation.invoiceId) ?? 0) + allocation.amountCents,
    );
  for (const row of creditRows)
    if (row.credits_invoice_id) creditedByClaim.set(row.credits_invoice_id, Number(row.n ?? 0));
  return { allocations, paidByClaim, creditedByClaim };
}
