/**
 * Test fixture of the money register, shared by the payments, statements, dashboard-figures and
 * exports tests: clients (with billing), issued or draft invoices, credit notes and payments written
 * straight into the tables, every figure from the shared lineFigures / documentTotals, so those tests
 * need no invoice routes. insertMarchRegister is the known register the accounting export reads.
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
import type { ServiceDeps } from '../lib/context';

/** A fixed moment, so an export of the same rows is byte for byte the same. */
const NOW = '2026-03-01T08:00:00.000Z';

let sequence = 0;
const next = () => {
  sequence += 1;
  return String(sequence).padStart(4, '0');
};

type ClientSpec = { name: string; contact?: string; email?: string; phone?: string; address?: string };

/** A client by name (or in full), with billing details when given. */
export async function insertClient(
  { db }: ServiceDeps<'db'>,
  client: string | ClientSpec = `Client ${next()} (Pty) Ltd`,
  billing?: { vatNumber: string | null; paymentTermsDays: number; billingEmail: string | null },
) {
  const spec: ClientSpec =
    typeof client === 'string' ? { name: client, address: '12 Main Road, Germiston' } : client;
  const id = randomUUID();
  await db
    .insertInto('clients')
    .values({
      id,
      name: spec.name,
      name_key: spec.name.trim().toLowerCase(),
      type: 'Commercial',
      contact: spec.contact ?? '',
      email: spec.email ?? '',
      phone: spec.phone ?? '',
      address: spec.address ?? '',
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

export type FixtureLine = {
  description?: string;
  quantity: number;
  unitPriceCents: number;
  taxCode?: TaxCode;
  /** On a credit note: the invoice line it credits. */
  creditsLineId?: string;
};

export type TestInvoice = {
  id: string;
  number: string | null;
  totalCents: number;
  lineIds: string[];
  totals: ReturnType<typeof documentTotals>;
};

/** An invoice or credit note, issued unless `status` says DRAFT; numbered INV-/CN-2026-Tnnnn unless given. */
export async function insertDocument(
  { db }: ServiceDeps<'db'>,
  doc: {
    kind?: InvoiceKind;
    status?: 'DRAFT' | 'ISSUED';
    number?: string | null;
    clientId: string;
    clientName?: string;
    issueDate: string;
    dueDate?: string | null;
    reference?: string;
    creditsInvoiceId?: string | null;
    lines: FixtureLine[];
  },
): Promise<TestInvoice> {
  const id = randomUUID();
  const kind = doc.kind ?? 'INVOICE';
  const status = doc.status ?? 'ISSUED';
  const lines = doc.lines.map((line) => {
    const taxCode = line.taxCode ?? 'STANDARD';
    const quantityMilli = invoiceQuantityToMilli(line.quantity);
    return { ...line, taxCode, quantityMilli, ...lineFigures({ ...line, taxCode, quantityMilli }) };
  });
  const totals = documentTotals(lines);
  const number =
    doc.number !== undefined
      ? doc.number
      : status === 'ISSUED'
        ? `${kind === 'CREDIT_NOTE' ? 'CN' : 'INV'}-2026-T${next()}`
        : null;
  await db
    .insertInto('invoices')
    .values({
      id,
      kind,
      number,
      status,
      client_id: doc.clientId,
      client_name: doc.clientName ?? 'Test client',
      client_address: '',
      client_vat_number: null,
      site_id: null,
      project_id: null,
      source: 'MANUAL',
      source_id: null,
      source_key: null,
      credits_invoice_id: doc.creditsInvoiceId ?? null,
      issue_date: status === 'ISSUED' || doc.number !== undefined ? doc.issueDate : null,
      due_date: doc.dueDate ?? null,
      reference: doc.reference ?? '',
      notes: '',
      reason: kind === 'CREDIT_NOTE' ? 'Work not done' : '',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: null,
      created_at: NOW,
      updated_at: NOW,
      issued_by: null,
      issued_at: status === 'ISSUED' ? NOW : null,
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
        description: line.description ?? (kind === 'CREDIT_NOTE' ? 'Credit' : 'Sprinkler maintenance'),
        quantity_milli: line.quantityMilli,
        unit_price_cents: line.unitPriceCents,
        tax_code: line.taxCode,
        net_cents: line.netCents,
        vat_cents: line.vatCents,
        credits_line_id: line.creditsLineId ?? null,
      })),
    )
    .execute();
  return { id, number, totalCents: totals.totalCents, lineIds, totals };
}

/** An invoice (issued unless `status` says DRAFT), numbered INV-2026-Tnnnn. */
export const insertInvoice = (
  deps: ServiceDeps<'db'>,
  input: {
    clientId: string;
    issueDate: string;
    dueDate?: string;
    status?: 'ISSUED' | 'DRAFT';
    lines: FixtureLine[];
  },
) => insertDocument(deps, input);

/** An issued credit note for parts of an invoice's lines (values excluding VAT, standard-rated). */
export const insertCreditNote = (
  deps: ServiceDeps<'db'>,
  input: {
    invoice: TestInvoice;
    clientId: string;
    issueDate: string;
    lines: { lineId: string; amountCents: number }[];
  },
) =>
  insertDocument(deps, {
    kind: 'CREDIT_NOTE',
    clientId: input.clientId,
    issueDate: input.issueDate,
    creditsInvoiceId: input.invoice.id,
    lines: input.lines.map((line) => ({
      quantity: 1,
      unitPriceCents: line.amountCents,
      taxCode: 'STANDARD' as const,
      creditsLineId: line.lineId,
    })),
  });

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
