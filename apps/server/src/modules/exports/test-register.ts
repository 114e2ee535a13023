/**
 * A known money register for the export's tests, written straight into the tables (the invoice and
 * payment services are built elsewhere): two clients (one named like a spreadsheet formula), an
 * invoice with a standard, a zero-rated and an exempt line, a credit note on it, a draft and an
 * invoice outside the period that must not be exported, a part payment and a payment with credit
 * left over. Every figure comes from the shared lineFigures / documentTotals.
 */
import { randomUUID } from 'node:crypto';
import {
  documentTotals,
  type InvoiceKind,
  invoiceQuantityToMilli,
  lineFigures,
  type PaymentMethod,
  type TaxCode,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';

export type FixtureLine = { description: string; quantity: number; unitPriceCents: number; taxCode: TaxCode };

const NOW = '2026-03-01T08:00:00.000Z';

export async function insertClient(
  { db }: ServiceDeps<'db'>,
  client: { name: string; contact?: string; email?: string; phone?: string; address?: string },
  billing?: { vatNumber: string | null; paymentTermsDays: number; billingEmail: string | null },
) {
  const id = randomUUID();
  await db
    .insertInto('clients')
    .values({
      id,
      name: client.name,
      name_key: client.name.trim().toLowerCase(),
      type: 'COMMERCIAL',
      contact: client.contact ?? '',
      email: client.email ?? '',
      phone: client.phone ?? '',
      address: client.address ?? '',
      status: 'Active',
      rating: 0,
      last_contact: null,
      notes: '',
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  if (billing)
    await db
      .insertInto('client_billing')
      .values({
        client_id: id,
        vat_number: billing.vatNumber,
        payment_terms_days: billing.paymentTermsDays,
        billing_email: billing.billingEmail,
        updated_at: NOW,
      })
      .execute();
  return id;
}

export async function insertDocument(
  { db }: ServiceDeps<'db'>,
  doc: {
    kind?: InvoiceKind;
    status?: 'DRAFT' | 'ISSUED';
    number: string | null;
    clientId: string;
    clientName: string;
    issueDate: string;
    dueDate?: string | null;
    reference?: string;
    creditsInvoiceId?: string | null;
    lines: FixtureLine[];
  },
) {
  const id = randomUUID();
  const lines = doc.lines.map((line) => {
    const quantityMilli = invoiceQuantityToMilli(line.quantity);
    return { ...line, quantityMilli, ...lineFigures({ ...line, quantityMilli }) };
  });
  const totals = documentTotals(lines);
  await db
    .insertInto('invoices')
    .values({
      id,
      kind: doc.kind ?? 'INVOICE',
      number: doc.number,
      status: doc.status ?? 'ISSUED',
      client_id: doc.clientId,
      client_name: doc.clientName,
      client_address: '',
      client_vat_number: null,
      site_id: null,
      project_id: null,
      source: 'MANUAL',
      source_id: null,
      source_key: null,
      credits_invoice_id: doc.creditsInvoiceId ?? null,
      issue_date: doc.issueDate,
      due_date: doc.dueDate ?? null,
      reference: doc.reference ?? '',
      notes: '',
      reason: doc.kind === 'CREDIT_NOTE' ? 'Work not done' : '',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: null,
      created_at: NOW,
      updated_at: NOW,
      issued_by: null,
      issued_at: doc.status === 'DRAFT' ? null : NOW,
    })
    .execute();
  await db
    .insertInto('invoice_lines')
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        invoice_id: id,
        position,
        description: line.description,
        quantity_milli: line.quantityMilli,
        unit_price_cents: line.unitPriceCents,
        tax_code: line.taxCode,
        net_cents: line.netCents,
        vat_cents: line.vatCents,
        credits_line_id: null,
      })),
    )
    .execute();
  return { id, totals };
}

export async function insertPayment(
  { db }: ServiceDeps<'db'>,
  payment: {
    clientId: string;
    paidOn: string;
    amountCents: number;
    method: PaymentMethod;
    reference: string;
    allocations: { invoiceId: string; amountCents: number }[];
  },
) {
  const id = randomUUID();
  await db
    .insertInto('client_payments')
    .values({
      id,
      client_id: payment.clientId,
      paid_on: payment.paidOn,
      amount_cents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
      notes: '',
      ledger_id: null,
      created_by: null,
      created_at: NOW,
    })
    .execute();
  for (const allocation of payment.allocations)
    await db
      .insertInto('payment_allocations')
      .values({
        id: randomUUID(),
        payment_id: id,
        invoice_id: allocation.invoiceId,
        amount_cents: allocation.amountCents,
        created_by: null,
        created_at: NOW,
      })
      .execute();
  return id;
}

/** The register of March 2026 the tests export (and a few rows around it that they must not). */
export async function insertMarchRegister(deps: ServiceDeps<'db'>) {
  const acmeName = 'Acme Fire Services (Pty) Ltd';
  const acme = await insertClient(
    deps,
    {
      name: acmeName,
      contact: 'Jo Ndlovu',
      email: 'jo@acme.example',
      phone: '011 555 0100',
      address: '1 Main Road\nSandown, Sandton, 2196',
    },
    { vatNumber: '4123456780', paymentTermsDays: 30, billingEmail: 'accounts@acme.example' },
  );
  const formulaName = '=HYPERLINK("http://evil.example","Click")';
  const formula = await insertClient(deps, { name: formulaName, email: 'x@evil.example', address: '' });

  const invoice = await insertDocument(deps, {
    number: 'INV-2026-0001',
    clientId: acme,
    clientName: acmeName,
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    reference: 'PO-77',
    lines: [
      { description: 'Sprinkler service', quantity: 2, unitPriceCents: 125_000, taxCode: 'STANDARD' },
      { description: 'Pump parts for export', quantity: 1.5, unitPriceCents: 33_333, taxCode: 'ZERO_RATED' },
      { description: 'Training levy', quantity: 1, unitPriceCents: 10_000, taxCode: 'EXEMPT' },
    ],
  });
  const creditNote = await insertDocument(deps, {
    kind: 'CREDIT_NOTE',
    number: 'CN-2026-0001',
    clientId: acme,
    clientName: acmeName,
    issueDate: '2026-03-10',
    creditsInvoiceId: invoice.id,
    lines: [
      {
        description: 'Sprinkler service not done',
        quantity: 1,
        unitPriceCents: 125_000,
        taxCode: 'STANDARD',
      },
    ],
  });
  const draft = await insertDocument(deps, {
    status: 'DRAFT',
    number: null,
    clientId: acme,
    clientName: acmeName,
    issueDate: '2026-03-05',
    lines: [{ description: 'Draft work', quantity: 1, unitPriceCents: 99_900, taxCode: 'STANDARD' }],
  });
  const formulaInvoice = await insertDocument(deps, {
    number: 'INV-2026-0002',
    clientId: formula,
    clientName: formulaName,
    issueDate: '2026-03-15',
    dueDate: '2026-04-14',
    lines: [{ description: '+27 call-out', quantity: 1, unitPriceCents: 85_000, taxCode: 'STANDARD' }],
  });
  const april = await insertDocument(deps, {
    number: 'INV-2026-0003',
    clientId: acme,
    clientName: acmeName,
    issueDate: '2026-04-02',
    dueDate: '2026-05-02',
    lines: [{ description: 'April service', quantity: 1, unitPriceCents: 50_000, taxCode: 'STANDARD' }],
  });
  const partPayment = await insertPayment(deps, {
    clientId: acme,
    paidOn: '2026-03-20',
    amountCents: 100_000,
    method: 'EFT',
    reference: 'ACME-EFT-1',
    allocations: [{ invoiceId: invoice.id, amountCents: 100_000 }],
  });
  const withCredit = await insertPayment(deps, {
    clientId: formula,
    paidOn: '2026-03-25',
    amountCents: 100_000,
    method: 'CARD',
    reference: '',
    allocations: [{ invoiceId: formulaInvoice.id, amountCents: 97_750 }],
  });
  return { acme, formula, invoice, creditNote, draft, formulaInvoice, april, partPayment, withCredit };
}
