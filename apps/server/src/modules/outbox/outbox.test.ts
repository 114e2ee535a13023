import { OUTBOX_NO_SMTP, type OutboxListResponse, type OutboxMessage } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { MAX_ATTEMPTS } from './outbox-delivery';
import { enqueueEmail } from './outbox-enqueue';

/** A small but real PDF's bytes, with every byte value in it so nothing is re-encoded on the way. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\n%%EOF\n'),
]);

const MAIL_ENV = { COMPANY_EMAIL: 'office@firebreak.test' };

async function rowOf(t: TestApp, id: string) {
  return t.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** As if the back-off had passed: every queued message is due now. */
async function makeDue(t: TestApp) {
  await t.database.db
    .updateTable('outbox_messages')
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where('status', '=', 'queued')
    .execute();
}

describe('outbox configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/firebreak-config-test' };
  it('takes smtp:// and smtps:// URLs and the company as the sender', () => {
    const config = loadConfig({ ...base, ...MAIL_ENV, SMTP_URL: 'smtps://user:pass@mail.example.com:465' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: '"Firebreak Fire Protection (Pty) Ltd" <office@firebreak.test>',
    });
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://h:587', MAIL_FROM: 'Office <o@x.co.za>' }).mail.from).toBe(
      'Office <o@x.co.za>',
    );
    expect(loadConfig(base).mail.smtpUrl).toBeUndefined();
  });
  it('refuses other URLs, a bad MAIL_FROM, and SMTP_URL with no sender', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://h:25', MAIL_FROM: 'not an address' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://h:25' })).toThrow(ConfigError);
  });
});

describe.each(engines)('the outbox on %s', (engine) => {
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

  const list = async (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: bearer(token) });

  it('sends a message with its PDF to a real SMTP server, and lists it as sent', async () => {
    const before = smtp.received.length;
    const queued = await enqueueEmail(t.app.context, {
      to: ['accounts@client.test', 'ops@client.test'],
      cc: 'boss@client.test',
      subject: 'Tax invoice INV-2026-0001',
      text: 'Please find your invoice attached.',
      attachments: [{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', content: PDF }],
      relatedType: 'invoice',
      relatedId: 'invoice-1',
      createdBy: users.ADMIN.user.id,
    });
    expect(queued.status).toBe('queued');
    await t.app.context.outbox.runDue();

    expect(smtp.received.length).toBe(before + 1);
    const { mail, recipients } = smtp.received.at(-1) as (typeof smtp.received)[number];
    expect(recipients.sort()).toEqual(['accounts@client.test', 'boss@client.test', 'ops@client.test']);
    expect(mail.subject).toBe('Tax invoice INV-2026-0001');
    expect(mail.text?.trim()).toBe('Please find your invoice attached.');
    expect(mail.from?.value[0]?.address).toBe('office@firebreak.test');
    expect(mail.messageId).toBe(queued.messageId);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('INV-2026-0001.pdf');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.compare(mail.attachments[0]?.content as Buffer, PDF)).toBe(0);

    const row = await rowOf(t, queued.id);
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBe(1);
    expect(row.sent_at).not.toBeNull();

    const response = await list(users.ADMIN.token, '?relatedType=invoice&relatedId=invoice-1');
    expect(response.statusCode).toBe(200);
    const body = response.json() as OutboxListResponse;
    expect(body.smtpConfigured).toBe(true);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      status: 'sent',
      to: ['accounts@client.test', 'ops@client.test'],
      cc: ['boss@client.test'],
      attachments: [{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', size: PDF.length }],
      createdBy: { id: users.ADMIN.user.id, name: expect.stringContaining('Ayanda') },
    });
  });

  it('tries a refused message again with back-off, fails it with the server reason, and Retry sends it', async () => {
    smtp.refuse({ match: /^nobody@/, reason: 'No such mailbox here' });
    const before = smtp.received.length;
    const started = Date.now();
    const queued = await enqueueEmail(t.app.context, {
      to: 'nobody@client.test',
      subject: 'Statement',
      text: 'Your statement.',
      relatedType: 'statement',
      relatedId: 'client-9',
    });
    await t.app.context.outbox.runDue();
    let row = await rowOf(t, queued.id);
    expect(row.status).toBe('queued');
    expect(Number(row.attempts)).toBe(1);
    expect(row.last_error).toMatch(/550.*No such mailbox here/);
    // The first retry waits a minute: nothing is due before then.
    expect(Date.parse(row.next_attempt_at) - started).toBeGreaterThanOrEqual(60_000);
    await t.app.context.outbox.runDue();
    expect(Number((await rowOf(t, queued.id)).attempts)).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await makeDue(t);
      await t.app.context.outbox.runDue();
    }
    row = await rowOf(t, queued.id);
    expect(row.status).toBe('failed');
    expect(Number(row.attempts)).toBe(MAX_ATTEMPTS);
    expect(row.last_error).toMatch(/No such mailbox here/);
    await makeDue(t);
    await t.app.context.outbox.runDue();
    expect(Number((await rowOf(t, queued.id)).attempts)).toBe(MAX_ATTEMPTS);
    expect(smtp.received.length).toBe(before);

    const failed = await list(users.ADMIN.token, '?status=failed');
    expect((failed.json() as OutboxListResponse).items.map((item) => item.id)).toContain(queued.id);

    smtp.refuse(null);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${queued.id}/retry`,
      headers: bearer(users.ADMIN.token),
    });
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as OutboxMessage).status).toMatch(/queued|sending|sent/);
    await t.app.context.outbox.runDue();
    row = await rowOf(t, queued.id);
    expect(row.status).toBe('sent');
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.recipients).toEqual(['nobody@client.test']);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'outbox')
      .where('entity_id', '=', queued.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['retry']);
    // A sent message is not retried.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${queued.id}/retry`,
      headers: bearer(users.ADMIN.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('outbox_messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    for (const query of [
      '?status=lost',
      '?pageSize=0',
      '?page=-1',
      '?relatedType=project',
      `?relatedId=${'x'.repeat(101)}`,
    ]) {
      const response = await list(users.ADMIN.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/outbox/no-such-message/retry',
      headers: bearer(users.ADMIN.token),
    });
    expect(missing.statusCode).toBe(404);
    const related = await t.app.inject({
      method: 'GET',
      url: '/api/outbox/related?relatedType=invoice',
      headers: bearer(users.ADMIN.token),
    });
    expect(related.statusCode).toBe(400);
    await expect(
      enqueueEmail(t.app.context, { to: 'not an address', subject: 'x', text: 'y' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(enqueueEmail(t.app.context, { to: [], subject: 'x', text: 'y' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      enqueueEmail(t.app.context, { to: 'a@b.test', subject: '   ', text: 'y' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await count()).toBe(rows);
  });

  it("lets only administrators list and retry, and invoice readers see one item's messages", async () => {
    for (const role of ['TECHNICIAN', 'ENGINEER', 'PROJECT_MANAGER'] as const) {
      const response = await list(users[role].token);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toHaveProperty('error');
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/outbox/anything/retry',
        headers: bearer(users[role].token),
      });
      expect(retry.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    const related = (token: string, type = 'invoice') =>
      t.app.inject({
        method: 'GET',
        url: `/api/outbox/related?relatedType=${type}&relatedId=invoice-1`,
        headers: bearer(token),
      });
    const manager = await related(users.PROJECT_MANAGER.token);
    expect(manager.statusCode).toBe(200);
    expect(manager.json().items).toHaveLength(1);
    expect((await related(users.ENGINEER.token, 'quote')).statusCode).toBe(200);
    expect((await related(users.TECHNICIAN.token)).statusCode).toBe(403);
  });
});

describe.each(engines)('the outbox without SMTP_URL on %s', (engine) => {
  let t: TestApp;
  let admin: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ ADMIN: admin } = await registerEachRole(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records each message as not sent, and Retry records it so again', async () => {
    const message = await enqueueEmail(t.app.context, { to: 'a@client.test', subject: 'Quote', text: 'Hi' });
    expect(message.status).toBe('skipped');
    expect(message.lastError).toBe(OUTBOX_NO_SMTP);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${message.id}/retry`,
      headers: bearer(admin.token),
    });
    expect(retried.statusCode).toBe(200);
    await t.app.context.outbox.runDue();
    const row = await rowOf(t, message.id);
    expect(row.status).toBe('skipped');
    expect(row.last_error).toBe(OUTBOX_NO_SMTP);
    const listed = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(admin.token) });
    expect((listed.json() as OutboxListResponse).smtpConfigured).toBe(false);
  });
});

describe.each(engines)('the outbox across restarts and instances on %s', (engine) => {
  let smtp: TestSmtpServer;
  let first: TestApp;
  const later: TestApp[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp(engine, { ...MAIL_ENV, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    for (const app of later.reverse()) await app.close();
    await first?.close();
    await smtp?.close();
  });

  it('sends a message a dead instance left sending exactly once, and two instances never send one twice', async () => {
    // Written without waking the sender, then left 'sending' by an instance that stopped.
    const { db, files } = first.app.context;
    const stranded = await enqueueEmail(
      { db, files, config: first.config },
      {
        to: 'site@client.test',
        subject: 'Approval link',
        text: 'Link',
        attachments: [{ filename: 'Q.pdf', contentType: 'application/pdf', content: PDF }],
      },
    );
    await first.app.close();
    await db
      .updateTable('outbox_messages')
      .set({
        status: 'sending',
        attempts: 1,
        claim_token: 'a-dead-instance',
        lease_until: new Date(Date.now() - 1000).toISOString(),
      })
      .where('id', '=', stranded.id)
      .execute();

    const env = { ...MAIL_ENV, SMTP_URL: smtp.url, DATA_DIR: first.config.dataDir };
    const second = await createTestApp(engine, env, { shareDatabaseWith: first });
    later.push(second);
    await second.app.context.outbox.runDue();
    await second.app.context.outbox.runDue();
    const sent = smtp.received.filter((r) => r.mail.messageId === stranded.messageId);
    expect(sent).toHaveLength(1);
    expect(Buffer.compare(sent[0]?.mail.attachments[0]?.content as Buffer, PDF)).toBe(0);
    const row = await rowOf(second, stranded.id);
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBe(2);

    const third = await createTestApp(engine, env, { shareDatabaseWith: first });
    later.push(third);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const message = await enqueueEmail(
        { db: second.database.db, files: second.app.context.files, config: second.config },
        { to: `crew${i}@client.test`, subject: `Batch ${i}`, text: 'x' },
      );
      ids.push(message.messageId);
    }
    await Promise.all([second.app.context.outbox.runDue(), third.app.context.outbox.runDue()]);
    await Promise.all([second.app.context.outbox.runDue(), third.app.context.outbox.runDue()]);
    const batch = smtp.received.filter((r) => ids.includes(r.mail.messageId ?? ''));
    expect(batch).toHaveLength(6);
    expect(new Set(batch.map((r) => r.mail.messageId)).size).toBe(6);
  });
});
