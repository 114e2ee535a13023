/**
 * Issuing a draft (INV-YYYY-NNNN) and crediting an issued invoice (CN-YYYY-NNNN), each in one
 * transaction: the document's row lock first, then the year's counter (lib/year-counters.ts), so two
 * issues never share a number and a refused or failed one gives its number back (no gaps). An issued
 * document is never edited again; a credit note corrects it.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  type CreditNoteInput,
  creditLineFigures,
  type Invoice,
  type IssueInvoiceInput,
  type TaxCode,
  taxInvoiceForm,
  todayInSouthAfrica,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { nextInYear } from '../../lib/year-counters';
import { recordAudit } from '../audit/audit.service';
import { readInvoice } from './invoices.mapper';
import { lockDraft, money, recipientOf } from './invoices.service';

type Write<T> = ServiceDeps<'db'> & { actor: Actor | null; id: string } & T;

const numbered = (prefix: 'INV' | 'CN', year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

export async function issueInvoice({
  db,
  actor,
  id,
  input,
}: Write<{ input: IssueInvoiceInput }>): Promise<Invoice> {
  const today = todayInSouthAfrica();
  await db.transaction().execute(async (trx) => {
    const draft = await lockDraft({ db: trx, id });
    const issueDate = input.date ?? draft.issue_date ?? today;
    if (issueDate > today) throw badRequest(`The date of issue cannot be after today (${today})`);
    const recipient = await recipientOf({ db: trx }, draft.client_id);
    if (!recipient) throw badRequest('The client of this draft no longer exists');
    const lineCount = await trx
      .selectFrom('invoice_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(lineCount.n) === 0) throw badRequest('Add at least one line before issuing');
    if (taxInvoiceForm(Number(draft.total_cents)) === 'FULL' && recipient.client_address.trim() === '')
      throw badRequest(
        `A tax invoice above R 5 000 must show the recipient's address: fill in ${recipient.client_name}'s address on the client before issuing`,
      );
    const year = Number(issueDate.slice(0, 4));
    const number = numbered('INV', year, await nextInYear(trx, 'invoice_counters', year));
    const dueDate = addDays(issueDate, recipient.termsDays);
    await trx
      .updateTable('invoices')
      .set({
        number,
        status: 'ISSUED',
        client_name: recipient.client_name,
        client_address: recipient.client_address,
        client_vat_number: recipient.client_vat_number,
        issue_date: issueDate,
        due_date: dueDate,
        issued_by: actor?.id ?? null,
        issued_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'issue',
      entity: 'invoice',
      entityId: id,
      after: { number, issueDate, dueDate, total: money(Number(draft.total_cents)) },
    });
  });
  return readInvoice({ db }, id);
}

/** What credit notes already took from each line of an invoice (excl. VAT and VAT), and what is left. */
async function creditableLines({ db }: ServiceDeps<'db'>, invoiceId: string) {
  const [lines, credited] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('invoice_lines as credit')
      .innerJoin('invoices as cn', 'cn.id', 'credit.invoice_id')
      .select((eb) => [
        'credit.credits_line_id',
        eb.fn.sum<number>('credit.net_cents').as('n'),
        eb.fn.sum<number>('credit.vat_cents').as('v'),
      ])
      .where('cn.credits_invoice_id', '=', invoiceId)
      .where('cn.status', '=', 'ISSUED')
      .groupBy('credit.credits_line_id')
      .execute(),
  ]);
  const taken = new Map(
    credited.map((row) => [row.credits_line_id, { net: Number(row.n ?? 0), vat: Number(row.v ?? 0) }]),
  );
  return lines.map((line) => {
    const { net, vat } = taken.get(line.id) ?? { net: 0, vat: 0 };
    return { ...line, creditedNetCents: net, creditedVatCents: vat, leftCents: Number(line.net_cents) - net };
  });
}

export async function creditInvoice({
  db,
  actor,
  id,
  input,
}: Write<{ input: CreditNoteInput }>): Promise<Invoice> {
  const today = todayInSouthAfrica();
  const creditNoteId = randomUUID();
  await db.transaction().execute(async (trx) => {
    // The invoice's row lock: two credit notes on one invoice are checked one after the other.
    const invoice = await trx
      .updateTable('invoices')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!invoice) throw notFound('Invoice not found');
    if (invoice.kind !== 'INVOICE') throw conflict('A credit note cannot itself be credited');
    if (invoice.status !== 'ISSUED')
      throw conflict('Only an issued invoice can be credited: a draft can still be edited or deleted');
    const issueDate = input.date ?? today;
    if (issueDate > today) throw badRequest(`The date of issue cannot be after today (${today})`);
    if (invoice.issue_date && issueDate < invoice.issue_date)
      throw badRequest(`A credit note cannot be dated before its invoice (${invoice.issue_date})`);
    const lines = await creditableLines({ db: trx }, id);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const wanted = new Map<string, number>();
    if (input.lines === null) {
      for (const line of lines) if (line.leftCents > 0) wanted.set(line.id, line.leftCents);
      if (wanted.size === 0) throw conflict(`${invoice.number} is already credited in full`);
    } else {
      for (const { lineId, amountCents } of input.lines) {
        if (!byId.has(lineId)) throw badRequest(`Line ${lineId} is not on ${invoice.number}`);
        wanted.set(lineId, (wanted.get(lineId) ?? 0) + amountCents);
      }
      if (lines.every((line) => line.leftCents <= 0))
        throw conflict(`${invoice.number} is already credited in full`);
      for (const [lineId, amountCents] of wanted) {
        const line = byId.get(lineId)!;
        if (amountCents > line.leftCents)
          throw badRequest(
            `Line ${line.position + 1} ("${line.description}") has only ${money(Math.max(0, line.leftCents))} excl. VAT left to credit, not ${money(amountCents)}`,
          );
      }
    }
    const creditLines = lines
      .filter((line) => wanted.has(line.id))
      .map((line, position) => {
        const netCents = wanted.get(line.id)!;
        const taxCode = line.tax_code as TaxCode;
        // A whole line keeps its quantity and price; a part of one is 1 × the amount credited.
        const whole = netCents === Number(line.net_cents);
        const quantityMilli = whole ? Number(line.quantity_milli) : 1000;
        const unitPriceCents = whole ? Number(line.unit_price_cents) : netCents;
        const { vatCents } = creditLineFigures({
          line: { netCents: Number(line.net_cents), vatCents: Number(line.vat_cents), taxCode },
          creditedNetCents: line.creditedNetCents,
          creditedVatCents: line.creditedVatCents,
          netCents,
        });
        return { line, position, netCents, vatCents, taxCode, quantityMilli, unitPriceCents };
      });
    const exclCents = creditLines.reduce((sum, line) => sum + line.netCents, 0);
    const vatCents = creditLines.reduce((sum, line) => sum + line.vatCents, 0);
    const year = Number(issueDate.slice(0, 4));
    const number = numbered('CN', year, await nextInYear(trx, 'credit_note_counters', year));
    const now = new Date().toISOString();
    await trx
      .insertInto('invoices')
      .values({
        id: creditNoteId,
        kind: 'CREDIT_NOTE',
        number,
        status: 'ISSUED',
        client_id: invoice.client_id,
        client_name: invoice.client_name,
        client_address: invoice.client_address,
        client_vat_number: invoice.client_vat_number,
        site_id: invoice.site_id,
        project_id: invoice.project_id,
        source: invoice.source,
        source_id: invoice.source_id,
        source_key: null,
        credits_invoice_id: id,
        issue_date: issueDate,
        due_date: null,
        reference: invoice.reference,
        notes: '',
        reason: input.reason,
        excl_cents: exclCents,
        vat_cents: vatCents,
        total_cents: exclCents + vatCents,
        created_by: actor?.id ?? null,
        created_at: now,
        updated_at: now,
        issued_by: actor?.id ?? null,
        issued_at: now,
      })
      .execute();
    await trx
      .insertInto('invoice_lines')
      .values(
        creditLines.map((credit) => ({
          id: randomUUID(),
          invoice_id: creditNoteId,
          position: credit.position,
          description: credit.line.description,
          quantity_milli: credit.quantityMilli,
          unit_price_cents: credit.unitPriceCents,
          tax_code: credit.taxCode,
          net_cents: credit.netCents,
          vat_cents: credit.vatCents,
          credits_line_id: credit.line.id,
        })),
      )
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'credit-note',
      entity: 'invoice',
      entityId: creditNoteId,
      after: { number, invoice: invoice.number, reason: input.reason, total: money(exclCents + vatCents) },
    });
  });
  return readInvoice({ db }, creditNoteId);
}
