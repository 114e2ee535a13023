/**
 * Test fixture: clients, issued (or draft) invoices and credit notes written straight into the
 * register's tables, their figures from the shared lineFigures / documentTotals / vatOn, so the
 * payments tests do not need the invoices module's routes.
 */
import { randomUUID } from 'node:crypto';
import { documentTotals, invoiceQuantityToMilli, lineFigures, type TaxCode, vatOn } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';

let sequence = 0;
const next = () => {
  sequence += 1;
  return String(sequence).padStart(4, '0');
};

export async function insertClient({ db }: ServiceDeps<'db'>, name = `Client ${next()} (Pty) Ltd`) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('clients')
    .values({
      id,
      name,
      name_key: name.trim().toLowerCase(),
      type: 'Commercial',
      contact: '',
      email: '',
      phone: '',
      address: '12 Main Road, Germiston',
      status: 'Active',
      rating: 0,
      last_contact: null,
      notes: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

type LineSpec = { description?: string; quantity: number; unitPriceCents: number; taxCode?: TaxCode };

export type TestInvoice = { id: string; number: string | null; totalCents: number; lineIds: string[] };

export async function insertInvoice(
  { db }: ServiceDeps<'db'>,
  input: {
    clientId: string;
    issueDate: string;
    dueDate?: string;
    status?: 'ISSUED' | 'DRAFT';
    lines: LineSpec[];
  },
): Promise<TestInvoice> {
  const id = randomUUID();
  const status = input.status ?? 'ISSUED';
  const lines = input.lines.map((line) => {
    const taxCode = line.taxCode ?? 'STANDARD';
    const quantityMilli = invoiceQuantityToMilli(line.quantity);
    return { ...line, taxCode, quantityMilli, ...lineFigures({ ...line, taxCode, quantityMilli }) };
  });
  const totals = documentTotals(lines);
  const number = status === 'ISSUED' ? `INV-2026-T${next()}` : null;
  const now = new Date().toISOString();
  await db
    .insertInto('invoices')
    .values({
      id,
      kind: 'INVOICE',
      number,
      status,
      client_id: input.clientId,
      client_name: 'Test client',
      client_address: '',
      client_vat_number: null,
      site_id: null,
      project_id: null,
      source: 'MANUAL',
      source_id: null,
      source_key: null,
      credits_invoice_id: null,
      issue_date: status === 'ISSUED' ? input.issueDate : null,
      due_date: input.dueDate ?? null,
      reference: '',
      notes: '',
      reason: '',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: null,
      created_at: now,
      updated_at: now,
      issued_by: null,
      issued_at: status === 'ISSUED' ? now : null,
    })
    .execute();
  const lineIds = lines.map(() => randomUUID());
  await db
    .insertInto('invoice_lines')
    .values(
      lines.map((line, position) => ({
        id: lineIds[position] ?? '',
        invoice_id: id,
        position,
        description: line.description ?? 'Sprinkler maintenance',
        quantity_milli: line.quantityMilli,
        unit_price_cents: line.unitPriceCents,
        tax_code: line.taxCode,
        net_cents: line.netCents,
        vat_cents: line.vatCents,
        credits_line_id: null,
      })),
    )
    .execute();
  return { id, number, totalCents: totals.totalCents, lineIds };
}

/** An issued credit note for parts of an invoice's lines (values excluding VAT, standard-rated). */
export async function insertCreditNote(
  { db }: ServiceDeps<'db'>,
  input: {
    invoice: TestInvoice;
    clientId: string;
    issueDate: string;
    lines: { lineId: string; amountCents: number }[];
  },
): Promise<TestInvoice> {
  const id = randomUUID();
  const lines = input.lines.map((line) => ({
    ...line,
    taxCode: 'STANDARD' as const,
    netCents: line.amountCents,
    vatCents: vatOn(line.amountCents, 'STANDARD'),
    totalCents: line.amountCents + vatOn(line.amountCents, 'STANDARD'),
  }));
  const totals = documentTotals(lines);
  const number = `CN-2026-T${next()}`;
  const now = new Date().toISOString();
  await db
    .insertInto('invoices')
    .values({
      id,
      kind: 'CREDIT_NOTE',
      number,
      status: 'ISSUED',
      client_id: input.clientId,
      client_name: 'Test client',
      client_address: '',
      client_vat_number: null,
      site_id: null,
      project_id: null,
      source: 'MANUAL',
      source_id: null,
      source_key: null,
      credits_invoice_id: input.invoice.id,
      issue_date: input.issueDate,
      due_date: null,
      reference: '',
      notes: '',
      reason: 'Work not done',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: null,
      created_at: now,
      updated_at: now,
      issued_by: null,
      issued_at: now,
    })
    .execute();
  await db
    .insertInto('invoice_lines')
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        invoice_id: id,
        position,
        description: 'Credit',
        quantity_milli: 1000,
        unit_price_cents: line.netCents,
        tax_code: line.taxCode,
        net_cents: line.netCents,
        vat_cents: line.vatCents,
        credits_line_id: line.lineId,
      })),
    )
    .execute();
  return { id, number, totalCents: totals.totalCents, lineIds: [] };
}
