/**
 * Overdue reminders (issue 29 §4, decision 0089). The office's schedule is a list of offsets in days
 * from the due date (reminder_schedule). A run (jobs/invoice-reminders.ts: at start-up and once a day
 * in company time) looks at every open invoice (issued, part-paid or overdue: a balance still owed)
 * and takes the latest offset whose day (due date + offset) has come: one row per invoice and offset in
 * invoice_reminders (unique), written in the same transaction as the outbox message, so a reminder is
 * taken once however often and on however many instances the job runs. An earlier offset missed while
 * the server was off is passed over (one reminder, not a burst); a 'before' reminder is not sent once
 * the due date has passed, nor on or before the day the invoice was issued. A client with no billing
 * e-mail gets a 'skipped' row saying so. Without SMTP_URL nothing runs: there is nobody to send to
 * and the reminders wait for a configured server.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  type InvoiceReminderList,
  type ReminderRun,
  type ReminderSchedule,
  type ReminderScheduleInput,
  reminderOffsetLabel,
  todayInSouthAfrica,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { longDay } from '../invoices/invoice-pdf';
import { summaryQuery, toSummary } from '../invoices/invoices.mapper';
import { getInvoice, money } from '../invoices/invoices.service';
import { enqueueEmail } from '../outbox/outbox-enqueue';
import { toInvoiceReminder } from './invoice-mail.mapper';
import { invoicePdfAttachment, type MailDeps } from './invoice-mail.service';

export const NO_BILLING_EMAIL_SKIPPED = 'not sent: the client has no billing e-mail';

export async function getReminderSchedule({ db }: ServiceDeps<'db'>): Promise<ReminderSchedule> {
  const rows = await db
    .selectFrom('reminder_schedule')
    .select('offset_days')
    .orderBy('offset_days')
    .execute();
  return { offsets: rows.map((row) => Number(row.offset_days)) };
}

export async function setReminderSchedule({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & { actor: Actor; input: ReminderScheduleInput & { offsets: number[] } }) {
  await db.transaction().execute(async (trx) => {
    const before = await getReminderSchedule({ db: trx });
    await trx.deleteFrom('reminder_schedule').execute();
    const now = new Date().toISOString();
    if (input.offsets.length > 0)
      await trx
        .insertInto('reminder_schedule')
        .values(input.offsets.map((offset_days) => ({ offset_days, updated_at: now })))
        .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'reminder-schedule',
      entityId: 'invoices',
      before: { offsets: before.offsets.join(', ') },
      after: { offsets: input.offsets.join(', ') },
    });
  });
  return getReminderSchedule({ db });
}

export async function listInvoiceReminders(
  { db }: ServiceDeps<'db'>,
  invoiceId: string,
): Promise<InvoiceReminderList> {
  const invoice = await db.selectFrom('invoices').select('id').where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) throw notFound('Invoice not found');
  const rows = await db
    .selectFrom('invoice_reminders')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('offset_days')
    .execute();
  return { items: rows.map(toInvoiceReminder) };
}

/** Which offset, if any, an open invoice is due a reminder for today. */
export function reminderDue(
  invoice: { dueDate: string; issueDate: string | null },
  offsets: number[],
  today: string,
): number | undefined {
  const come = offsets.filter((offset) => {
    const day = addDays(invoice.dueDate, offset);
    if (day > today) return false;
    if (offset < 0 && today > invoice.dueDate) return false;
    return !invoice.issueDate || day > invoice.issueDate;
  });
  return come.length > 0 ? Math.max(...come) : undefined;
}

function reminderText(
  invoice: { number: string; dueDate: string; balanceCents: number },
  company: string,
  today: string,
) {
  const due = longDay(invoice.dueDate);
  const daysLate = Math.round((Date.parse(today) - Date.parse(invoice.dueDate)) / 86_400_000);
  const when =
    daysLate > 0
      ? `was due on ${due} and is now ${daysLate} day${daysLate === 1 ? '' : 's'} overdue`
      : daysLate === 0
        ? 'is due today'
        : `is due on ${due}`;
  return {
    subject:
      daysLate > 0
        ? `Overdue: tax invoice ${invoice.number} from ${company}`
        : `Reminder: tax invoice ${invoice.number} from ${company} is due on ${due}`,
    text: [
      'Good day,',
      '',
      `A reminder that our tax invoice ${invoice.number} ${when}.`,
      `The balance due is ${money(invoice.balanceCents)}.`,
      'The invoice is attached. If you have paid it already, thank you, and please ignore this reminder.',
      '',
      'Kind regards,',
      company,
    ].join('\n'),
  };
}

/** One run: every open invoice due a reminder today gets it once (see the file's comment). */
export async function runReminders(deps: MailDeps & { today?: string | undefined }): Promise<ReminderRun> {
  const { db, config } = deps;
  if (!config.mail.smtpUrl) return { queued: 0, skipped: 0, ran: false };
  const today = deps.today ?? todayInSouthAfrica();
  const { offsets } = await getReminderSchedule(deps);
  const result: ReminderRun = { queued: 0, skipped: 0, ran: true };
  if (offsets.length === 0) return result;
  const earliest = Math.min(...offsets);
  const rows = await summaryQuery({ db })
    .where('invoices.kind', '=', 'INVOICE')
    .where('invoices.status', '=', 'ISSUED')
    .where('invoices.due_date', 'is not', null)
    .where('invoices.due_date', '<=', addDays(today, -earliest))
    .orderBy('invoices.due_date')
    .orderBy('invoices.id')
    .execute();
  // The latest offset already taken per invoice, read once for the run rather than per invoice.
  const takenRows = await db
    .selectFrom('invoice_reminders')
    .innerJoin('invoices', 'invoices.id', 'invoice_reminders.invoice_id')
    .select((eb) => ['invoice_reminders.invoice_id', eb.fn.max('invoice_reminders.offset_days').as('latest')])
    .where('invoices.status', '=', 'ISSUED')
    .where('invoices.due_date', '<=', addDays(today, -earliest))
    .groupBy('invoice_reminders.invoice_id')
    .execute();
  const latestTaken = new Map(takenRows.map((row) => [row.invoice_id, Number(row.latest)]));
  for (const row of rows) {
    const summary = toSummary(row, today);
    if (!['ISSUED', 'PART_PAID', 'OVERDUE'].includes(summary.status) || summary.balanceCents <= 0) continue;
    if (!summary.dueDate || !summary.number) continue;
    const offset = reminderDue({ dueDate: summary.dueDate, issueDate: summary.issueDate }, offsets, today);
    if (offset === undefined) continue;
    const taken = latestTaken.get(summary.id);
    if (taken !== undefined && taken >= offset) continue;
    const outcome = await remind(deps, {
      invoiceId: summary.id,
      clientId: summary.clientId,
      offset,
      dueOn: addDays(summary.dueDate, offset),
      today,
    });
    if (outcome) result[outcome] += 1;
  }
  if (result.queued > 0) deps.outbox.wake();
  return result;
}

/** One invoice's reminder: its row and its message together, or its row saying why none went. */
async function remind(
  deps: MailDeps & { today?: string | undefined },
  target: { invoiceId: string; clientId: string; offset: number; dueOn: string; today: string },
): Promise<'queued' | 'skipped' | undefined> {
  const { db, config } = deps;
  const billing = await db
    .selectFrom('client_billing')
    .select('billing_email')
    .where('client_id', '=', target.clientId)
    .executeTakeFirst();
  const address = billing?.billing_email ?? null;
  const invoice = await getInvoice({ db }, target.invoiceId);
  const attachment = address ? await invoicePdfAttachment(invoice, config.company) : undefined;
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('invoice_reminders')
      .values({
        id,
        invoice_id: target.invoiceId,
        offset_days: target.offset,
        due_on: target.dueOn,
        status: address ? 'queued' : 'skipped',
        reason: address ? null : NO_BILLING_EMAIL_SKIPPED,
        outbox_message_id: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['invoice_id', 'offset_days']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another instance took it first.
    if (!inserted) return undefined;
    let messageId: string | null = null;
    if (address && attachment && invoice.number && invoice.dueDate) {
      const { subject, text } = reminderText(
        { number: invoice.number, dueDate: invoice.dueDate, balanceCents: invoice.balanceCents },
        config.company.name,
        target.today,
      );
      const message = await enqueueEmail(
        { ...deps, db: trx, outbox: undefined },
        {
          to: address,
          subject,
          text,
          attachments: [attachment],
          relatedType: 'invoice',
          relatedId: target.invoiceId,
          createdBy: null,
        },
      );
      messageId = message.id;
      await trx
        .updateTable('invoice_reminders')
        .set({ outbox_message_id: messageId })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit({
      db: trx,
      actor: null,
      action: 'reminder',
      entity: 'invoice',
      entityId: target.invoiceId,
      after: {
        number: invoice.number,
        reminder: reminderOffsetLabel(target.offset),
        to: address,
        status: address ? 'queued' : 'skipped',
        message: messageId,
      },
    });
    return address ? 'queued' : 'skipped';
  });
}
