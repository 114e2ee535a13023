/**
 * The money register's demo (issue 29): every demo client's billing details (a VAT number, 30-day
 * terms), six months of issued call-out invoices from the demo's completed visits, their payments
 * (most paid about three weeks after issue, one part-paid, one payment that leaves credit held), one
 * client whose invoices are left unpaid so the oldest is 60 days overdue, a credit note, and two
 * drafts. Figures come from the one VAT rule (shared lineFigures); numbers from the same counters the
 * app issues with, in order of issue date.
 */
import { randomUUID } from 'node:crypto';
import { addDays, documentTotals, johannesburgDate, lineFigures, type TaxCode } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import { nextInYear } from '../../lib/year-counters';
import type { Database } from '../schema';
import type { Seeder } from '../seed';

type DemoLine = { description: string; quantityMilli: number; unitPriceCents: number; taxCode: TaxCode };

/** A call-out's lines: the fee, time on site, travel and a part, at the demo's rates. */
function callOutLines(visitIndex: number): DemoLine[] {
  const hours = [1500, 2000, 2500, 3250, 4000][visitIndex % 5] as number;
  const km = [18_000, 24_500, 38_000, 52_000][visitIndex % 4] as number;
  const lines: DemoLine[] = [
    { description: 'Call-out fee', quantityMilli: 1000, unitPriceCents: 85_000, taxCode: 'STANDARD' },
    {
      description: 'Labour on site (hours)',
      quantityMilli: hours,
      unitPriceCents: 65_000,
      taxCode: 'STANDARD',
    },
    { description: 'Travel (km)', quantityMilli: km, unitPriceCents: 650, taxCode: 'STANDARD' },
  ];
  if (visitIndex % 3 === 0)
    lines.push({
      description: 'Standby battery 12 V 7 Ah',
      quantityMilli: 2000,
      unitPriceCents: 42_000,
      taxCode: 'STANDARD',
    });
  if (visitIndex % 7 === 3)
    lines.push({
      description: 'Fire-safety training for building staff (accredited, exempt)',
      quantityMilli: 1000,
      unitPriceCents: 250_000,
      taxCode: 'EXEMPT',
    });
  return lines;
}

/** A valid-looking South African VAT number (10 digits, a 4 first) per client, always the same. */
const vatNumberOf = (index: number) => `4${String(120_000_000 + index * 7_919_113).slice(-9)}`;

type Planned = {
  id: string;
  clientId: string;
  clientName: string;
  clientAddress: string;
  vatNumber: string;
  siteId: string | null;
  sourceId: string | null;
  issueDate: string;
  reference: string;
  lines: DemoLine[];
};

async function insertDocument(
  db: Kysely<Database>,
  planned: Planned,
  options: { kind: 'INVOICE' | 'CREDIT_NOTE'; number: string | null; dueDate: string | null; now: string } & {
    creditsInvoiceId?: string;
    reason?: string;
    creditsLineIds?: string[];
  },
): Promise<{ totalCents: number; lineIds: string[] }> {
  const figured = planned.lines.map((line) => ({ ...line, ...lineFigures(line) }));
  const totals = documentTotals(figured);
  const issued = options.number !== null;
  await db
    .insertInto('invoices')
    .values({
      id: planned.id,
      kind: options.kind,
      number: options.number,
      status: issued ? 'ISSUED' : 'DRAFT',
      client_id: planned.clientId,
      client_name: planned.clientName,
      client_address: planned.clientAddress,
      client_vat_number: planned.vatNumber,
      site_id: planned.siteId,
      project_id: null,
      source: options.kind === 'CREDIT_NOTE' ? 'MANUAL' : planned.sourceId ? 'VISIT' : 'MANUAL',
      source_id: options.kind === 'CREDIT_NOTE' ? null : planned.sourceId,
      source_key: options.kind === 'INVOICE' && planned.sourceId ? `VISIT:${planned.sourceId}` : null,
      credits_invoice_id: options.creditsInvoiceId ?? null,
      issue_date: issued ? planned.issueDate : null,
      due_date: options.dueDate,
      reference: planned.reference,
      notes: '',
      reason: options.reason ?? '',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: null,
      created_at: options.now,
      updated_at: options.now,
      issued_by: null,
      issued_at: issued ? `${planned.issueDate}T08:00:00.000Z` : null,
    })
    .execute();
  const lineIds = figured.map(() => randomUUID());
  await db
    .insertInto('invoice_lines')
    .values(
      figured.map((line, position) => ({
        id: lineIds[position] as string,
        invoice_id: planned.id,
        position,
        description: line.description,
        quantity_milli: line.quantityMilli,
        unit_price_cents: line.unitPriceCents,
        tax_code: line.taxCode,
        net_cents: line.netCents,
        vat_cents: line.vatCents,
        credits_line_id: options.creditsLineIds?.[position] ?? null,
      })),
    )
    .execute();
  return { totalCents: totals.totalCents, lineIds };
}

async function insertPayment(
  db: Kysely<Database>,
  payment: { clientId: string; date: string; amountCents: number; reference: string; now: string },
  allocations: { invoiceId: string; amountCents: number }[],
): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('client_payments')
    .values({
      id,
      client_id: payment.clientId,
      paid_on: payment.date,
      amount_cents: payment.amountCents,
      method: 'EFT',
      reference: payment.reference,
      notes: '',
      ledger_id: null,
      created_by: null,
      created_at: payment.now,
    })
    .execute();
  if (allocations.length > 0)
    await db
      .insertInto('payment_allocations')
      .values(
        allocations.map((allocation) => ({
          id: randomUUID(),
          payment_id: id,
          invoice_id: allocation.invoiceId,
          amount_cents: allocation.amountCents,
          created_by: null,
          created_at: payment.now,
        })),
      )
      .execute();
}

export const demoInvoicesSeeder: Seeder = {
  name: 'demo-invoices',
  run: async (db) => {
    const now = new Date().toISOString();
    const today = johannesburgDate(new Date());
    const clients = await db
      .selectFrom('clients')
      .select(['id', 'name', 'address'])
      .orderBy('name')
      .execute();
    if (clients.length === 0) return;
    await db
      .insertInto('client_billing')
      .values(
        clients.map((client, index) => ({
          client_id: client.id,
          vat_number: vatNumberOf(index),
          payment_terms_days: 30,
          billing_email: null,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('client_id').doNothing())
      .execute();
    const billing = new Map(clients.map((client, index) => [client.id, vatNumberOf(index)]));

    // Completed visits of the last six months, oldest first; one in three was a chargeable call-out.
    const since = addDays(today, -182);
    const visits = await db
      .selectFrom('inspection_visits as v')
      .innerJoin('sites as s', 's.id', 'v.site_id')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select(['v.id', 'v.completed_at', 's.id as siteId', 's.name as siteName', 'c.id as clientId'])
      .where('v.status', '=', 'COMPLETED')
      .where('v.completed_at', 'is not', null)
      .orderBy('v.completed_at')
      .orderBy('v.id')
      .execute();
    const byId = new Map(clients.map((client) => [client.id, client]));
    const planned: Planned[] = [];
    visits.forEach((visit, index) => {
      const day = johannesburgDate(new Date(visit.completed_at as string));
      if (day < since || day > today || index % 3 !== 0) return;
      const client = byId.get(visit.clientId);
      if (!client) return;
      planned.push({
        id: randomUUID(),
        clientId: client.id,
        clientName: client.name,
        clientAddress: client.address,
        vatNumber: billing.get(client.id) as string,
        siteId: visit.siteId,
        sourceId: visit.id,
        issueDate: day,
        reference: `Call-out: ${visit.siteName}`,
        lines: callOutLines(index),
      });
    });
    // The client who does not pay: the first in the list, with an invoice 95 days old at least.
    const late = clients[0] as (typeof clients)[number];
    planned.push({
      id: randomUUID(),
      clientId: late.id,
      clientName: late.name,
      clientAddress: late.address,
      vatNumber: billing.get(late.id) as string,
      siteId: null,
      sourceId: null,
      issueDate: addDays(today, -95),
      reference: 'Sprinkler pump house valve replacement',
      lines: [
        {
          description: '100 mm gate valve, supplied and fitted',
          quantityMilli: 2000,
          unitPriceCents: 1_245_000,
          taxCode: 'STANDARD',
        },
        { description: 'Labour (hours)', quantityMilli: 6500, unitPriceCents: 65_000, taxCode: 'STANDARD' },
      ],
    });
    planned.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id.localeCompare(b.id));

    const issued: { planned: Planned; totalCents: number; lineIds: string[]; dueDate: string }[] = [];
    for (const invoice of planned) {
      const year = Number(invoice.issueDate.slice(0, 4));
      const number = `INV-${year}-${String(await nextInYear(db, 'invoice_counters', year)).padStart(4, '0')}`;
      const dueDate = addDays(invoice.issueDate, 30);
      const { totalCents, lineIds } = await insertDocument(db, invoice, {
        kind: 'INVOICE',
        number,
        dueDate,
        now,
      });
      issued.push({ planned: invoice, totalCents, lineIds, dueDate });
    }

    // Payments: about three weeks after issue, except the late client's; one part payment; one
    // payment that leaves R 1 000 held as credit.
    let partPaid = false;
    let creditHeld = false;
    for (const [index, invoice] of issued.entries()) {
      const paidOn = addDays(invoice.planned.issueDate, 18 + (index % 9));
      if (invoice.planned.clientId === late.id || paidOn > today) continue;
      const reference = `EFT ${invoice.planned.clientName.split(' ')[0]} ${paidOn.replaceAll('-', '')}`;
      if (!partPaid && index % 4 === 1) {
        partPaid = true;
        const half = Math.round(invoice.totalCents / 2);
        await insertPayment(
          db,
          { clientId: invoice.planned.clientId, date: paidOn, amountCents: half, reference, now },
          [{ invoiceId: invoice.planned.id, amountCents: half }],
        );
        continue;
      }
      const extra = !creditHeld && index % 5 === 2 ? 100_000 : 0;
      if (extra > 0) creditHeld = true;
      await insertPayment(
        db,
        {
          clientId: invoice.planned.clientId,
          date: paidOn,
          amountCents: invoice.totalCents + extra,
          reference,
          now,
        },
        [{ invoiceId: invoice.planned.id, amountCents: invoice.totalCents }],
      );
    }

    // A credit note: the travel on the newest paid-up call-out was charged twice; half is credited.
    const credited = [...issued].reverse().find((invoice) => invoice.planned.sourceId !== null);
    if (credited) {
      const travel = credited.planned.lines.findIndex((line) => line.description.startsWith('Travel'));
      const line = credited.planned.lines[travel] as DemoLine;
      const netCents = Math.round(lineFigures(line).netCents / 2);
      const year = Number(credited.planned.issueDate.slice(0, 4));
      const date =
        addDays(credited.planned.issueDate, 2) > today ? today : addDays(credited.planned.issueDate, 2);
      await insertDocument(
        db,
        {
          ...credited.planned,
          id: randomUUID(),
          issueDate: date,
          lines: [
            {
              description: `Credit: ${line.description}`,
              quantityMilli: 1000,
              unitPriceCents: netCents,
              taxCode: line.taxCode,
            },
          ],
        },
        {
          kind: 'CREDIT_NOTE',
          number: `CN-${year}-${String(await nextInYear(db, 'credit_note_counters', year)).padStart(4, '0')}`,
          dueDate: null,
          now,
          creditsInvoiceId: credited.planned.id,
          reason: 'Travel was charged for the return trip twice',
          creditsLineIds: [credited.lineIds[travel] as string],
        },
      );
    }

    // Two drafts waiting to be issued.
    for (const client of clients.slice(1, 3)) {
      await insertDocument(
        db,
        {
          id: randomUUID(),
          clientId: client.id,
          clientName: client.name,
          clientAddress: client.address,
          vatNumber: billing.get(client.id) as string,
          siteId: null,
          sourceId: null,
          issueDate: today,
          reference: 'Extinguisher service and recharge',
          lines: [
            {
              description: '9 kg DCP extinguisher service',
              quantityMilli: 12_000,
              unitPriceCents: 18_500,
              taxCode: 'STANDARD',
            },
            {
              description: 'Recharge 9 kg DCP',
              quantityMilli: 3000,
              unitPriceCents: 39_500,
              taxCode: 'STANDARD',
            },
          ],
        },
        { kind: 'INVOICE', number: null, dueDate: null, now },
      );
    }
  },
};
