import type { OutboxMessage } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  quoteForm,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';

describe.each(engines)("e-mailing a quote's approval link on %s", (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(engine, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Quotes <quotes@firebreak.test>',
      PUBLIC_URL: 'https://firebreak.example.co.za',
    });
    users = await registerEachRole(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const as = (role: TestRole, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(users[role].token), payload: payload as object });

  it("sends the link and the quote's PDF through the outbox, and refuses what it should", async () => {
    const saved = await as('PROJECT_MANAGER', '/api/quick-quote/save', quoteForm());
    expect(saved.statusCode).toBe(201);
    const quote = saved.json().quote as { id: string; quoteNumber: string };
    const made = await as('PROJECT_MANAGER', `/api/quotes/${quote.id}/approval-links`);
    expect(made.statusCode).toBe(201);
    const { token, url, link } = made.json() as { token: string; url: string; link: { id: string } };
    const path = `/api/quotes/${quote.id}/approval-links/${link.id}/email`;

    expect((await as('ENGINEER', path, { to: 'client@site.test', token })).statusCode).toBe(403);
    expect((await as('PROJECT_MANAGER', path, { to: 'not an address', token })).statusCode).toBe(400);
    expect((await as('PROJECT_MANAGER', path, { to: 'client@site.test' })).statusCode).toBe(400);
    expect((await as('PROJECT_MANAGER', path, { to: 'client@site.test', token: 'forged' })).statusCode).toBe(
      404,
    );
    const otherLink = `/api/quotes/${quote.id}/approval-links/another-link/email`;
    expect((await as('PROJECT_MANAGER', otherLink, { to: 'client@site.test', token })).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('outbox_messages').select('id').execute();
    expect(rows).toHaveLength(0);

    const sent = await as('PROJECT_MANAGER', path, { to: 'client@site.test, buyer@site.test', token });
    expect(sent.statusCode).toBe(202);
    const message = sent.json() as OutboxMessage;
    expect(message).toMatchObject({
      relatedType: 'quote',
      relatedId: quote.id,
      to: ['client@site.test', 'buyer@site.test'],
    });
    await t.app.context.outbox.runDue();

    const arrived = smtp.received.find((r) => r.mail.messageId === message.messageId);
    expect(arrived?.recipients.sort()).toEqual(['buyer@site.test', 'client@site.test']);
    expect(arrived?.mail.subject).toContain(quote.quoteNumber);
    expect(arrived?.mail.text).toContain(url);
    const pdf = arrived?.mail.attachments[0];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const related = await t.app.inject({
      method: 'GET',
      url: `/api/outbox/related?relatedType=quote&relatedId=${quote.id}`,
      headers: bearer(users.ENGINEER.token),
    });
    expect(related.statusCode).toBe(200);
    expect(related.json().items[0]).toMatchObject({ id: message.id, status: 'sent' });
  });
});
