/** Payment rows → the API's ClientPayment (bigint columns may come back from PostgreSQL as strings). */
import type { ClientPayment, PaymentMethod } from '@firebreak/shared';
import type { ClientPaymentsTable } from '../../db/schema/invoices';

export type AllocationRow = {
  id: string;
  payment_id: string;
  invoice_id: string;
  invoice_number: string | null;
  amount_cents: number | string;
};

export function toClientPayment(
  row: ClientPaymentsTable & { client_name: string },
  allocations: readonly AllocationRow[],
): ClientPayment {
  const amountCents = Number(row.amount_cents);
  const allocatedCents = allocations.reduce((sum, allocation) => sum + Number(allocation.amount_cents), 0);
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    date: row.paid_on,
    amountCents,
    method: row.method as PaymentMethod,
    reference: row.reference,
    notes: row.notes,
    allocatedCents,
    unallocatedCents: amountCents - allocatedCents,
    allocations: allocations.map((allocation) => ({
      id: allocation.id,
      invoiceId: allocation.invoice_id,
      invoiceNumber: allocation.invoice_number,
      amountCents: Number(allocation.amount_cents),
    })),
    createdAt: row.created_at,
  };
}
