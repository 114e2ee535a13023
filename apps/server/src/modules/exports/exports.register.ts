/**
 * The register as the accounting export reads it: issued invoices and credit notes dated in the
 * period with their lines, payments received in the period with their allocations, and the clients
 * they belong to. Drafts are never read. Everything comes back in one fixed order (date, number, id)
 * so the same data always gives the same file.
 */
import type { AccountingExportQuery, InvoiceKind, PaymentMethod, TaxCode } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';

export type RegisterLine = {
  description: string;
  quantityMilli: number;
  unitPriceCents: number;
  taxCode: TaxCode;
  netCents: number;
  vatCents: number;
};

export type RegisterDocument = {
  id: string;
  kind: InvoiceKind;
  number: string;
  clientId: string;
  issueDate: string;
  dueDate: string | null;
  reference: string;
  /** A credit note's invoice number. */
  creditsNumber: string | null;
  exclCents: number;
  vatCents: number;
  totalCents: number;
  lines: RegisterLine[];
};

export type RegisterPayment = {
  id: string;
  clientId: string;
  paidOn: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  allocations: { invoiceNumber: string; amountCents: number }[];
};

export type RegisterCustomer = {
  id: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
  vatNumber: string | null;
  paymentTermsDays: number | null;
};

export type Register = {
  documents: RegisterDocument[];
  payments: RegisterPayment[];
  /** Every client a document or a payment belongs to, by id. */
  customers: Map<string, RegisterCustomer>;
};

export async function readRegister(
  { db }: ServiceDeps<'db'>,
  { from, to }: Pick<AccountingExportQuery, 'from' | 'to'>,
): Promise<Register> {
  const issued = db
    .selectFrom('invoices as i')
    .where('i.status', '=', 'ISSUED')
    .where('i.number', 'is not', null)
    .where('i.issue_date', '>=', from)
    .where('i.issue_date', '<=', to);
  const documentRows = await issued
    .leftJoin('invoices as credited', 'credited.id', 'i.credits_invoice_id')
    .select([
      'i.id',
      'i.kind',
      'i.number',
      'i.client_id',
      'i.issue_date',
      'i.due_date',
      'i.reference',
      'i.excl_cents',
      'i.vat_cents',
      'i.total_cents',
      'credited.number as credits_number',
    ])
    .orderBy('i.issue_date')
    .orderBy('i.number')
    .orderBy('i.id')
    .execute();
  const lineRows = await issued
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .select([
      'l.invoice_id',
      'l.description',
      'l.quantity_milli',
      'l.unit_price_cents',
      'l.tax_code',
      'l.net_cents',
      'l.vat_cents',
    ])
    .orderBy('l.invoice_id')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  const linesOf = new Map<string, RegisterLine[]>();
  for (const row of lineRows) {
    const lines = linesOf.get(row.invoice_id) ?? [];
    lines.push({
      description: row.description,
      quantityMilli: Number(row.quantity_milli),
      unitPriceCents: Number(row.unit_price_cents),
      taxCode: row.tax_code as TaxCode,
      netCents: Number(row.net_cents),
      vatCents: Number(row.vat_cents),
    });
    linesOf.set(row.invoice_id, lines);
  }
  const documents = documentRows.map(
    (row): RegisterDocument => ({
      id: row.id,
      kind: row.kind as InvoiceKind,
      number: row.number ?? '',
      clientId: row.client_id,
      issueDate: row.issue_date ?? '',
      dueDate: row.due_date,
      reference: row.reference,
      creditsNumber: row.credits_number,
      exclCents: Number(row.excl_cents),
      vatCents: Number(row.vat_cents),
      totalCents: Number(row.total_cents),
      lines: linesOf.get(row.id) ?? [],
    }),
  );

  const received = db
    .selectFrom('client_payments as p')
    .where('p.paid_on', '>=', from)
    .where('p.paid_on', '<=', to);
  const paymentRows = await received
    .select(['p.id', 'p.client_id', 'p.paid_on', 'p.amount_cents', 'p.method', 'p.reference'])
    .orderBy('p.paid_on')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  const allocationRows = await received
    .innerJoin('payment_allocations as a', 'a.payment_id', 'p.id')
    .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
    .select(['a.payment_id', 'a.id', 'i.number', 'a.amount_cents'])
    .orderBy('a.payment_id')
    .orderBy('i.number')
    .orderBy('a.id')
    .execute();
  const allocationsOf = new Map<string, RegisterPayment['allocations']>();
  for (const row of allocationRows) {
    const allocations = allocationsOf.get(row.payment_id) ?? [];
    allocations.push({ invoiceNumber: row.number ?? '', amountCents: Number(row.amount_cents) });
    allocationsOf.set(row.payment_id, allocations);
  }
  const payments = paymentRows.map(
    (row): RegisterPayment => ({
      id: row.id,
      clientId: row.client_id,
      paidOn: row.paid_on,
      amountCents: Number(row.amount_cents),
      method: row.method as PaymentMethod,
      reference: row.reference,
      allocations: allocationsOf.get(row.id) ?? [],
    }),
  );

  return { documents, payments, customers: await readCustomers({ db }, documents, payments) };
}

async function readCustomers(
  { db }: ServiceDeps<'db'>,
  documents: RegisterDocument[],
  payments: RegisterPayment[],
): Promise<Map<string, RegisterCustomer>> {
  const ids = [...new Set([...documents.map((d) => d.clientId), ...payments.map((p) => p.clientId)])];
  const customers = new Map<string, RegisterCustomer>();
  // Chunks keep the statement's parameters far below SQLite's and PostgreSQL's limits.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('clients as c')
      .leftJoin('client_billing as b', 'b.client_id', 'c.id')
      .select([
        'c.id',
        'c.name',
        'c.contact',
        'c.email',
        'c.phone',
        'c.address',
        'b.vat_number',
        'b.payment_terms_days',
        'b.billing_email',
      ])
      .where('c.id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows)
      customers.set(row.id, {
        id: row.id,
        name: row.name,
        contact: row.contact,
        email: row.billing_email || row.email,
        phone: row.phone,
        address: row.address,
        vatNumber: row.vat_number,
        paymentTermsDays: row.payment_terms_days === null ? null : Number(row.payment_terms_days),
      });
  }
  return customers;
}
