import {
  addDays,
  type InvoiceReminderList,
  NO_BILLING_EMAIL,
  OUTBOX_NO_SMTP,
  type OutboxMessage,
  type OutboxRelatedResponse,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { insertClient, insertCreditNote, insertInvoice } from '../../test/money-register';
import { readPdfText } from '../../test/pdf-text';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { setClientBilling } from '../invoices/client-billing.service';
import { money } from '../invoices/invoices.service';
import { NO_BILLING_EMAIL_SKIPPED, reminderDue, runReminders } from './reminders.service';

const MAIL_ENV = { COMPANY_EMAIL: 'accounts@firebreak.test' };

const oneLine = (unitPriceCents: number) => [
  { quantity: 1, unitPriceCents, description: 'Sprinkler service' },
];

async function withBillingEmail(t: TestApp, clientId: string, billingEmail: string | null) {
  await setClientBilling({
    db: t.database.db,
    actor: null,
    clientId,
    input: { vatNumber: null, paymentTermsDays: 30, billingEmail },
  });
}

const pdfOf = async (received: ReceivedMail) => {
  const attachment = received.mail.attachments[0];
  expect(attachment?.contentType).toBe('application/pdf');
  return readPdfText(attachment?.content as Buffer);
};

async function countRows(t: TestApp, table: 'outbox_messages' | 'audit_log' | 'invoice_reminders') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('which reminder is due', () => {
  const offsets = [-7, 7, 30];
  const invoice = { dueDate: '2026-03-31', issueDate: '2026-03-01' };
  it('takes the latest offset whose day has come, and no reminder before the due date once it has passed', () => {
    expect(reminderDue(invoice, offsets, '2026-03-23')).toBeUndefined();
    expect(reminderDue(invoice, offsets, '2026-03-24')).toBe(-7);
    expect(reminderDue(invoice, offsets, '2026-04-01')).toBeUndefined();
    expect(reminderDue(invoice, offsets, '2026-04-07')).toBe(7);
    expect(reminderDue(invoice, offsets, '2026-05-20')).toBe(30);
    expect(reminderDue(invoice, [], '2026-05-20')).toBeUndefined();
  });
  it('sends no reminder on or before the day the invoice was issued', () => {
    expect(
      reminderDue({ dueDate: '2026-03-05', issueDate: '2026-03-01' }, [-7], '2026-03-01'),
    ).toBeUndefined();
    expect(reminderDue({ dueDate: '2026-03-10', issueDate: '2026-03-01' }, [-7], '2026-03-03')).toBe(-7);
  });
});

describe.each(engines)('e-mailing invoices, credit notes and statements on %s', (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(engine, { ...MAIL_ENV, SMTP_URL: smtp.url });
    users = await registerEachRole(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: unknown, role: TestRole = 'PROJECT_MANAGER') =>
    t.app.inject({ method: 'POST', url, headers: bearer(users[role].token), payload: payload as object });
  const arrived = async (message: OutboxMessage) => {
    await t.app.context.outbox.runDue();
    const found = smtp.received.filter((r) => r.mail.messageId === message.messageId);
    expect(found).toHaveLength(1);
    return found[0] as ReceivedMail;
  };

  it("sends an issued invoice with its PDF to the client's billing e-mail, audited", async () => {
    const db = t.database.db;
    const clientId = await insertClient({ db }, 'Mail Test Towers (Pty) Ltd');
    await withBillingEmail(t, clientId, 'accounts@towers.test');
    const invoice = await insertInvoice(
      { db },
      { clientId, issueDate: '2026-05-04', dueDate: '2026-06-03', lines: oneLine(250_000) },
    );
    const response = await post(`/api/invoices/${invoice.id}/email`, {
      cc: 'manager@towers.test',
      message: 'As discussed on site.',
    });
    expect(response.statusCode).toBe(202);
    const message = response.json() as OutboxMessage;
    expect(message).toMatchObject({
      status: 'queued',
      to: ['accounts@towers.test'],
      cc: ['manager@towers.test'],
      relatedType: 'invoice',
      relatedId: invoice.id,
    });

    const received = await arrived(message);
    expect(received.recipients.sort()).toEqual(['accounts@towers.test', 'manager@towers.test']);
    expect(received.mail.subject).toBe(
      `Tax Invoice ${invoice.number} from Firebreak Fire Protection (Pty) Ltd`,
    );
    expect(received.mail.text).toContain('As discussed on site.');
    expect(received.mail.text).toContain(money(invoice.totalCents));
    expect(received.mail.attachments[0]?.filename).toBe(`${invoice.number}.pdf`);
    const text = await pdfOf(received);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(String(invoice.number));
    expect(text).toContain('Sprinkler service');

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', invoice.id)
      .where('action', '=', 'email')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toContain(message.id);

    const related = await t.app.inject({
      method: 'GET',
      url: `/api/outbox/related?relatedType=invoice&relatedId=${invoice.id}`,
      headers: bearer(users.ENGINEER.token),
    });
    expect(related.statusCode).toBe(200);
    expect((related.json() as OutboxRelatedResponse).items).toMatchObject([
      { id: message.id, status: 'sent' },
    ]);
  });

  it('sends a credit note to the address given, and a statement with its PDF', async () => {
    const db = t.database.db;
    const clientId = await insertClient({ db }, 'Credit Mail Estates (Pty) Ltd');
    const invoice = await insertInvoice(
      { db },
      { clientId, issueDate: '2026-04-01', dueDate: '2026-05-01', lines: oneLine(100_000) },
    );
    const credit = await insertCreditNote(
      { db },
      {
        invoice,
        clientId,
        issueDate: '2026-04-10',
        lines: [{ lineId: invoice.lineIds[0] ?? '', amountCents: 20_000 }],
      },
    );
    const response = await post(`/api/invoices/${credit.id}/email`, {
      to: 'ap@estates.test; ops@estates.test',
    });
    expect(response.statusCode).toBe(202);
    const received = await arrived(response.json() as OutboxMessage);
    expect(received.recipients.sort()).toEqual(['ap@estates.test', 'ops@estates.test']);
    expect(received.mail.subject).toContain(`Credit Note ${credit.number}`);
    expect(await pdfOf(received)).toContain('Credit Note');

    const statement = await post(`/api/clients/${clientId}/statement/email`, {
      from: '2026-04-01',
      to: '2026-04-30',
      recipients: 'ap@estates.test',
    });
    expect(statement.statusCode).toBe(202);
    const sent = statement.json() as OutboxMessage;
    expect(sent).toMatchObject({ relatedType: 'statement', relatedId: clientId });
    const mail = await arrived(sent);
    expect(mail.recipients).toEqual(['ap@estates.test']);
    expect(mail.mail.subject).toContain('Statement from');
    const text = await pdfOf(mail);
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Credit Mail Estates');
    expect(text).toContain(String(invoice.number));
  });

  it('refuses with a clear 4xx and writes nothing: no address, a draft, bad input, other roles', async () => {
    const db = t.database.db;
    const clientId = await insertClient({ db });
    const issued = await insertInvoice(
      { db },
      { clientId, issueDate: '2026-05-01', dueDate: '2026-05-31', lines: oneLine(10_000) },
    );
    const draft = await insertInvoice(
      { db },
      { clientId, issueDate: '2026-05-01', status: 'DRAFT', lines: oneLine(10_000) },
    );
    const outbox = await countRows(t, 'outbox_messages');
    const audit = await countRows(t, 'audit_log');

    const noAddress = await post(`/api/invoices/${issued.id}/email`, {});
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({ error: NO_BILLING_EMAIL });
    const noStatementAddress = await post(`/api/clients/${clientId}/statement/email`, {
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(noStatementAddress.statusCode).toBe(400);
    expect((await post(`/api/invoices/${draft.id}/email`, { to: 'a@b.test' })).statusCode).toBe(409);
    expect((await post('/api/invoices/no-such-invoice/email', { to: 'a@b.test' })).statusCode).toBe(404);
    const badAddress = await post(`/api/invoices/${issued.id}/email`, { to: 'not an address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().error).toMatch(/valid e-mail/);
    expect(
      (
        await post(`/api/clients/${clientId}/statement/email`, {
          from: '2026-05-31',
          to: '2026-05-01',
          recipients: 'a@b.test',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(`/api/clients/${clientId}/statement/email`, {
          from: '2026-02-30',
          to: '2026-05-01',
          recipients: 'a@b.test',
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(`/api/invoices/${issued.id}/email`, { to: 'a@b.test' }, 'ENGINEER')).statusCode).toBe(
      403,
    );
    expect(
      (await post(`/api/invoices/${issued.id}/email`, { to: 'a@b.test' }, 'TECHNICIAN')).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          `/api/clients/${clientId}/statement/email`,
          { from: '2026-05-01', to: '2026-05-31', recipients: 'a@b.test' },
          'TECHNICIAN',
        )
      ).statusCode,
    ).toBe(403);

    expect(await countRows(t, 'outbox_messages')).toBe(outbox);
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });

  it("e-mails a staff invitation's set-password link", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(users.ADMIN.token),
      payload: {
        email: 'new.tech@firebreak.test',
        firstName: 'Sipho',
        lastName: 'Dlamini',
        role: 'TECHNICIAN',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { link: { url: string }; email: OutboxMessage | null };
    expect(body.email).toMatchObject({
      status: 'queued',
      to: ['new.tech@firebreak.test'],
      relatedType: 'user',
    });
    const received = await arrived(body.email as OutboxMessage);
    expect(received.recipients).toEqual(['new.tech@firebreak.test']);
    expect(received.mail.subject).toContain('invitation');
    expect(received.mail.text).toContain(body.link.url);
  });
});

describe.each(engines)('overdue reminders on %s', (engine) => {
  let smtp: TestSmtpServer;
  let first: TestApp;
  const later: TestApp[] = [];
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp(engine, { ...MAIL_ENV, SMTP_URL: smtp.url });
    users = await registerEachRole(first.app);
  });
  afterAll(async () => {
    for (const app of later.reverse()) await app.close();
    await first?.close();
    await smtp?.close();
  });

  it('lets the office set the schedule, and refuses a bad one', async () => {
    const put = (offsets: unknown, role: TestRole = 'PROJECT_MANAGER') =>
      first.app.inject({
        method: 'PUT',
        url: '/api/invoice-reminders/schedule',
        headers: bearer(users[role].token),
        payload: { offsets },
      });
    const read = await first.app.inject({
      method: 'GET',
      url: '/api/invoice-reminders/schedule',
      headers: bearer(users.ENGINEER.token),
    });
    expect(read.json()).toEqual({ offsets: [-7, 7, 30] });
    expect((await put([7, 7])).statusCode).toBe(400);
    expect((await put([1.5])).statusCode).toBe(400);
    expect((await put([400])).statusCode).toBe(400);
    expect(await put('7')).toMatchObject({ statusCode: 400 });
    expect((await put([7], 'ENGINEER')).statusCode).toBe(403);
    expect((await put([7], 'TECHNICIAN')).statusCode).toBe(403);
    const saved = await put([30, -7, 7, 14]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ offsets: [-7, 7, 14, 30] });
    expect((await put([30, 7, -7])).json()).toEqual({ offsets: [-7, 7, 30] });

    const run = (role: TestRole) =>
      first.app.inject({
        method: 'POST',
        url: '/api/invoice-reminders/run',
        headers: bearer(users[role].token),
      });
    expect((await run('ENGINEER')).statusCode).toBe(403);
    const ran = await run('ADMIN');
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toEqual({ queued: 0, skipped: 0, ran: true });
  });

  it('queues one reminder per invoice and offset across two runs and a restart, with the PDF and the balance', async () => {
    const db = first.database.db;
    const today = todayInSouthAfrica();
    const billed = await insertClient({ db }, 'Reminder Plaza (Pty) Ltd');
    await withBillingEmail(first, billed, 'creditors@plaza.test');
    const unreachable = await insertClient({ db }, 'No Address Holdings (Pty) Ltd');
    const lines = oneLine(100_000);
    // 10 days overdue: its 7-day reminder is due; part-paid, so the balance is less than the total.
    const overdue = await insertInvoice(
      { db },
      { clientId: billed, issueDate: addDays(today, -40), dueDate: addDays(today, -10), lines },
    );
    const payment = await first.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(users.PROJECT_MANAGER.token),
      payload: {
        clientId: billed,
        date: addDays(today, -5),
        amountCents: 15_000,
        reference: 'EFT part',
        allocations: [{ invoiceId: overdue.id, amountCents: 15_000 }],
      },
    });
    expect(payment.statusCode).toBe(201);
    // Due in 7 days: the reminder a week before.
    const dueSoon = await insertInvoice(
      { db },
      { clientId: billed, issueDate: addDays(today, -23), dueDate: addDays(today, 7), lines },
    );
    // Paid in full and credited in full: nothing.
    const paid = await insertInvoice(
      { db },
      { clientId: billed, issueDate: addDays(today, -40), dueDate: addDays(today, -10), lines },
    );
    await first.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(users.PROJECT_MANAGER.token),
      payload: {
        clientId: billed,
        date: addDays(today, -12),
        amountCents: paid.totalCents,
        reference: 'EFT full',
        allocations: [{ invoiceId: paid.id, amountCents: paid.totalCents }],
      },
    });
    const credited = await insertInvoice(
      { db },
      { clientId: billed, issueDate: addDays(today, -40), dueDate: addDays(today, -10), lines },
    );
    await insertCreditNote(
      { db },
      {
        invoice: credited,
        clientId: billed,
        issueDate: addDays(today, -20),
        lines: [{ lineId: credited.lineIds[0] ?? '', amountCents: 100_000 }],
      },
    );
    // No billing e-mail: recorded as skipped.
    const noAddress = await insertInvoice(
      { db },
      { clientId: unreachable, issueDate: addDays(today, -40), dueDate: addDays(today, -10), lines },
    );
    const deps = { ...first.app.context, today };

    expect(await runReminders(deps)).toEqual({ queued: 2, skipped: 1, ran: true });
    expect(await runReminders(deps)).toEqual({ queued: 0, skipped: 0, ran: true });
    expect(await runReminders({ ...deps, today: addDays(today, 1) })).toEqual({
      queued: 0,
      skipped: 0,
      ran: true,
    });

    // A restart (a new instance on the same database runs the job at start-up), then the same day again.
    await first.app.close();
    const env = { ...MAIL_ENV, SMTP_URL: smtp.url, DATA_DIR: first.config.dataDir };
    const second = await createTestApp(engine, env, { shareDatabaseWith: first });
    later.push(second);
    const again = { ...second.app.context, today };
    expect(await runReminders(again)).toEqual({ queued: 0, skipped: 0, ran: true });
    await second.app.context.outbox.runDue();

    const forOverdue = smtp.received.filter((r) => r.mail.subject?.includes(String(overdue.number)));
    expect(forOverdue).toHaveLength(1);
    const reminder = forOverdue[0] as ReceivedMail;
    expect(reminder.recipients).toEqual(['creditors@plaza.test']);
    expect(reminder.mail.subject).toBe(
      `Overdue: tax invoice ${overdue.number} from Firebreak Fire Protection (Pty) Ltd`,
    );
    expect(reminder.mail.text).toContain('is now 10 days overdue');
    expect(reminder.mail.text).toContain(`The balance due is ${money(overdue.totalCents - 15_000)}.`);
    const pdf = await pdfOf(reminder);
    expect(pdf).toContain('Tax Invoice');
    expect(pdf).toContain(String(overdue.number));

    const forSoon = smtp.received.filter((r) => r.mail.subject?.includes(String(dueSoon.number)));
    expect(forSoon).toHaveLength(1);
    expect(forSoon[0]?.mail.subject).toContain('is due on');
    for (const none of [paid, credited, noAddress])
      expect(smtp.received.filter((r) => r.mail.subject?.includes(String(none.number)))).toHaveLength(0);

    const reminders = async (id: string) =>
      (
        await second.app.inject({
          method: 'GET',
          url: `/api/invoices/${id}/reminders`,
          headers: bearer(users.ENGINEER.token),
        })
      ).json() as InvoiceReminderList;
    expect((await reminders(overdue.id)).items).toMatchObject([
      {
        offsetDays: 7,
        dueOn: addDays(today, -3),
        status: 'queued',
        reason: null,
        messageId: expect.any(String),
      },
    ]);
    expect((await reminders(dueSoon.id)).items).toMatchObject([{ offsetDays: -7, status: 'queued' }]);
    expect((await reminders(noAddress.id)).items).toMatchObject([
      { offsetDays: 7, status: 'skipped', reason: NO_BILLING_EMAIL_SKIPPED, messageId: null },
    ]);
    expect((await reminders(paid.id)).items).toEqual([]);

    // Three weeks on: the month-after reminder is due for the overdue one, the week-after for the other.
    const later3 = { ...again, today: addDays(today, 20) };
    expect(await runReminders(later3)).toEqual({ queued: 2, skipped: 1, ran: true });
    expect(await runReminders(later3)).toEqual({ queued: 0, skipped: 0, ran: true });
    await second.app.context.outbox.runDue();
    expect(smtp.received.filter((r) => r.mail.subject?.includes(String(overdue.number)))).toHaveLength(2);
    expect((await reminders(overdue.id)).items.map((item) => item.offsetDays)).toEqual([7, 30]);
  });
});

describe.each(engines)('e-mail without an SMTP server on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  it('records an invoice e-mail as not sent, runs no reminders, and leaves the invitation link to hand over', async () => {
    const db = t.database.db;
    const clientId = await insertClient({ db });
    await withBillingEmail(t, clientId, 'ap@client.test');
    const today = todayInSouthAfrica();
    const invoice = await insertInvoice(
      { db },
      { clientId, issueDate: addDays(today, -40), dueDate: addDays(today, -10), lines: oneLine(10_000) },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/email`,
      headers: bearer(users.ADMIN.token),
      payload: {},
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'skipped', lastError: OUTBOX_NO_SMTP });
    expect(await runReminders({ ...t.app.context, today })).toEqual({ queued: 0, skipped: 0, ran: false });
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/invoice-reminders/run',
      headers: bearer(users.PROJECT_MANAGER.token),
    });
    expect(run.json()).toEqual({ queued: 0, skipped: 0, ran: false });
    expect(await countRows(t, 'invoice_reminders')).toBe(0);

    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(users.ADMIN.token),
      payload: {
        email: 'office.two@firebreak.test',
        firstName: 'Lerato',
        lastName: 'Mokoena',
        role: 'ENGINEER',
      },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().email).toBeNull();
    expect(invite.json().link.url).toContain('/invite/');
  });
});
