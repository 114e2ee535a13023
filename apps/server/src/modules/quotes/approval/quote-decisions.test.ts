/**
 * A client's decision stands (issue 25 §3, docs/decisions/0073): the first decision through any link
 * closes the quote's other links, race-safe; a status change or a revision withdraws open links; each
 * link and decision keeps the total and hash of what the client saw, and a quote changed since its
 * link was made cannot be answered through it; a decided quote never returns to Draft, its bill stays
 * as decided, and an ENGINEER moves only Draft ↔ Sent. On SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { QUOTE_APPROVAL_MESSAGES, QUOTE_STATUS_MESSAGES, type RawBoqLineInput } from '@firebreak/shared';
import { type KyselyPlugin, type RootOperationNode, TableNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  quoteForm,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { updateQuoteStatus } from '../quotes.service';

type Saved = { id: string; quoteNumber: string; total: number; status: string };
type Made = { token: string; link: { id: string } };

const bill = (lines: RawBoqLineInput[]) => ({
  templateId: 'SPRINKLER_SYSTEM',
  projectTitle: 'Pump room upgrade',
  clientName: 'Client A',
  contactNumber: '011 555 0100',
  clientType: 'COMMERCIAL',
  urgency: 'STANDARD',
  location: 'LOCAL',
  lines,
});
const smallBill = bill([
  { code: 'PMP-1', description: 'Jockey pump', unit: 'each', quantity: 2, unitPrice: 25_000 },
  { description: 'Commissioning', unit: 'hour', quantity: 16, unitPrice: 650 },
]);
const hugeBill = bill([
  { code: 'PMP-1', description: 'Jockey pump', unit: 'each', quantity: 400, unitPrice: 25_000 },
]);

/** Fails every insert into the audit trail: shows whether a change and its audit row share a transaction. */
const auditFails: KyselyPlugin = {
  transformQuery({ node }) {
    const into = (node as RootOperationNode & { into?: TableNode }).into;
    if (
      node.kind === 'InsertQueryNode' &&
      into &&
      TableNode.is(into) &&
      into.table.identifier.name === 'audit_log'
    )
      throw new Error('audit trail unavailable');
    return node;
  },
  transformResult: async ({ result }) => result,
};

describe.each(engines)('client decisions that stand on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const as = (role: TestRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(users[role].token), payload: payload as object | undefined });
  const save = async (overrides: Record<string, unknown> = {}): Promise<Saved> => {
    const response = await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().quote;
  };
  const saveBoq = async (body = smallBill): Promise<Saved> => {
    const response = await as('ENGINEER', 'POST', '/api/quotes/boq', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().quote;
  };
  const link = async (quoteId: string): Promise<Made> => {
    const response = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quoteId}/approval-links`);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  // Each answer from an address of its own, so the per-address limit never answers for the test.
  const open = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/quote-approval/${token}`,
      remoteAddress: `10.9.0.${++ip % 250}`,
    });
  const decide = (token: string, decision: 'APPROVED' | 'DECLINED', name = 'Client A') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/quote-approval/${token}/decision`,
      payload: { decision, name },
      remoteAddress: `10.8.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
  const stored = (id: string) =>
    t.database.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const linkRow = (id: string) =>
    t.database.db
      .selectFrom('quote_approval_links')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const setStatus = (role: TestRole, id: string, status: string) =>
    as(role, 'PATCH', `/api/quotes/${id}`, { status });

  it('approve through A, make the project, decline through B: B is refused, the quote stays Won with its project', async () => {
    const quote = await save({ projectTitle: 'Two links' });
    const a = await link(quote.id);
    const b = await link(quote.id);
    expect((await decide(a.token, 'APPROVED')).statusCode).toBe(200);
    const converted = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(converted.statusCode).toBe(201);

    const declined = await decide(b.token, 'DECLINED', 'Someone else');
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toEqual({ error: QUOTE_APPROVAL_MESSAGES.alreadyDecided });
    const page = await open(b.token);
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({ error: QUOTE_APPROVAL_MESSAGES.alreadyDecided });

    expect((await stored(quote.id)).status).toBe('Won');
    expect((await stored(quote.id)).project_id).toBe(converted.json().project.id);
    const project = await as('PROJECT_MANAGER', 'GET', `/api/projects/${converted.json().project.id}`);
    expect(project.statusCode).toBe(200);
    const closed = await linkRow(b.link.id);
    expect(closed).toMatchObject({ decision: null, revoked_reason: 'DECIDED' });
    expect(closed.revoked_at).not.toBeNull();
    const workflow = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}/workflow`)).json();
    expect(workflow.clientDecision).toBe('APPROVED');
    expect(
      workflow.links.map((l: { state: string; closedReason: string | null }) => [l.state, l.closedReason]),
    ).toEqual(
      expect.arrayContaining([
        ['DECIDED', null],
        ['REVOKED', 'DECIDED'],
      ]),
    );
  });

  it('lets exactly one of two decisions at once count, over many quotes', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const quote = await save({ projectTitle: `Race ${index}` });
        return { quote, a: await link(quote.id), b: await link(quote.id), c: await link(quote.id) };
      }),
    );
    const answers = await Promise.all(
      rounds.flatMap(({ a, b, c }) => [
        decide(a.token, 'APPROVED', 'A'),
        decide(b.token, 'DECLINED', 'B'),
        decide(c.token, 'APPROVED', 'C'),
      ]),
    );
    for (const [index, { quote, a, b, c }] of rounds.entries()) {
      const codes = answers.slice(index * 3, index * 3 + 3).map((answer) => answer.statusCode);
      expect(
        codes.filter((code) => code === 200),
        `${codes}`,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 409),
        `${codes}`,
      ).toHaveLength(2);
      const rows = await Promise.all([a, b, c].map((made) => linkRow(made.link.id)));
      const decided = rows.filter((row) => row.decision !== null);
      expect(decided).toHaveLength(1);
      const row = await stored(quote.id);
      expect(row.status).toBe(decided[0]?.decision === 'APPROVED' ? 'Won' : 'Lost');
      expect(row.client_decision).toBe(decided[0]?.decision);
      expect(row.decided_link_id).toBe(decided[0]?.id);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', quote.id)
        .where('action', '=', 'client-decision')
        .execute();
      expect(audit).toHaveLength(1);
    }
  });

  it('withdraws the open links when the status changes', async () => {
    const quote = await save({ projectTitle: 'Status withdraws' });
    const made = await link(quote.id);
    expect((await open(made.token)).statusCode).toBe(200);
    expect((await setStatus('PROJECT_MANAGER', quote.id, 'Lost')).statusCode).toBe(200);
    const page = await open(made.token);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ error: QUOTE_APPROVAL_MESSAGES.revoked });
    expect((await decide(made.token, 'APPROVED')).statusCode).toBe(410);
    expect((await stored(quote.id)).status).toBe('Lost');
    expect(await linkRow(made.link.id)).toMatchObject({ revoked_reason: 'STATUS', decision: null });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', quote.id)
      .where('action', '=', 'status')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after))).toMatchObject({ status: 'Lost', linksWithdrawn: 1 });
  });

  it('after a revision the old link no longer opens the superseded quote', async () => {
    const quote = await save({ projectTitle: 'Superseded', area: 1000 });
    const made = await link(quote.id);
    const revised = await as(
      'PROJECT_MANAGER',
      'POST',
      `/api/quotes/${quote.id}/revisions`,
      quoteForm({ projectTitle: 'Superseded', area: 1500 }),
    );
    expect(revised.statusCode).toBe(201);
    const page = await open(made.token);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ error: QUOTE_APPROVAL_MESSAGES.replaced });
    expect(page.body).not.toContain('Superseded');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${made.token}/pdf` });
    expect(pdf.statusCode).toBe(410);
    const answered = await decide(made.token, 'APPROVED');
    expect(answered.statusCode).toBe(410);
    expect((await stored(quote.id)).status).toBe('Sent');
    expect((await stored(quote.id)).superseded_by).toBe(revised.json().id);
    expect(await linkRow(made.link.id)).toMatchObject({ revoked_reason: 'REVISED', decision: null });
    // The superseded quote is sent no more; its revision is.
    const again = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/approval-links`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(QUOTE_STATUS_MESSAGES.superseded(revised.json().quoteNumber));
    const fresh = await link(revised.json().id);
    expect((await decide(fresh.token, 'APPROVED')).statusCode).toBe(200);
  });

  it('keeps the total and hash of what the client saw on the link and on the decision; the audit row carries the total', async () => {
    const quote = await saveBoq();
    const made = await link(quote.id);
    const issued = await linkRow(made.link.id);
    expect(Number(issued.issued_total_cents)).toBe(Math.round(quote.total * 100));
    expect(issued.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await decide(made.token, 'APPROVED')).statusCode).toBe(200);
    const decided = await linkRow(made.link.id);
    expect(Number(decided.decided_total_cents)).toBe(Math.round(quote.total * 100));
    expect(decided.decided_hash).toBe(issued.content_hash);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity_id', '=', quote.id)
      .where('action', '=', 'client-decision')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after))).toMatchObject({ decision: 'APPROVED', total: quote.total });
    const workflow = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}/workflow`)).json();
    expect(workflow.links[0]).toMatchObject({ issuedTotal: quote.total, decidedTotal: quote.total });

    // Another quote with other lines has another hash.
    const other = await saveBoq(hugeBill);
    const otherLink = await linkRow((await link(other.id)).link.id);
    expect(otherLink.content_hash).not.toBe(issued.content_hash);
  });

  it.each([
    ['a line', 'line'],
    ['the payment terms', 'terms'],
    ['the total', 'total'],
  ] as const)('refuses a decision when %s changed after the link was made', async (_case, what) => {
    const quote = await saveBoq();
    const made = await link(quote.id);
    const db = t.database.db;
    if (what === 'line')
      await db
        .updateTable('quote_lines')
        .set({ description: 'Cheaper pump' })
        .where('quote_id', '=', quote.id)
        .execute();
    if (what === 'terms')
      await db
        .updateTable('quotes')
        .set({ payment_terms: '100% upfront' })
        .where('id', '=', quote.id)
        .execute();
    if (what === 'total')
      await db.updateTable('quotes').set({ total_cents: 1 }).where('id', '=', quote.id).execute();
    const answered = await decide(made.token, 'APPROVED');
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toEqual({ error: QUOTE_APPROVAL_MESSAGES.changed });
    const page = await open(made.token);
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({ error: QUOTE_APPROVAL_MESSAGES.changed });
    expect((await stored(quote.id)).status).toBe('Sent');
    expect((await linkRow(made.link.id)).decision).toBeNull();
  });

  it('never lets a decided quote back to Draft nor its bill be rewritten; a revision is the way to change it', async () => {
    const quote = await saveBoq();
    const made = await link(quote.id);
    expect((await decide(made.token, 'APPROVED')).statusCode).toBe(200);

    // The review's path: an ENGINEER sets the client-approved quote back to Draft, rewrites, sets Won.
    for (const role of ['ENGINEER', 'PROJECT_MANAGER', 'ADMIN'] as const) {
      for (const status of ['Draft', 'Sent', 'Lost'] as const) {
        const moved = await setStatus(role, quote.id, status);
        expect(moved.statusCode, `${role} → ${status}`).toBe(409);
        expect(moved.json()).toEqual({ error: QUOTE_STATUS_MESSAGES.decidedByClient('APPROVED') });
      }
    }
    const rewritten = await as('ENGINEER', 'PUT', `/api/quotes/${quote.id}/boq`, hugeBill);
    expect(rewritten.statusCode).toBe(409);
    const row = await stored(quote.id);
    expect(row.status).toBe('Won');
    expect(Number(row.total_cents)).toBe(Math.round(quote.total * 100));
    const lines = await t.database.db
      .selectFrom('quote_lines')
      .select('quantity_milli')
      .where('quote_id', '=', quote.id)
      .execute();
    expect(lines.map((line) => Number(line.quantity_milli)).sort((a, b) => a - b)).toEqual([2_000, 16_000]);

    // A change is a revision: a new Draft that needs its own approval.
    const revised = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/revisions`, hugeBill);
    expect(revised.statusCode).toBe(201);
    expect(revised.json()).toMatchObject({ status: 'Draft', quoteNumber: `${quote.quoteNumber} Rev 1` });
    expect((await stored(revised.json().id)).client_decision).toBeNull();
    expect((await stored(quote.id)).status).toBe('Won');
    const workflow = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${revised.json().id}/workflow`)).json();
    expect(workflow).toMatchObject({ status: 'Draft', clientDecision: null, links: [] });
  });

  it('a declined quote stays Lost too', async () => {
    const quote = await save({ projectTitle: 'Declined stays' });
    const made = await link(quote.id);
    expect((await decide(made.token, 'DECLINED')).statusCode).toBe(200);
    const moved = await setStatus('PROJECT_MANAGER', quote.id, 'Won');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ error: QUOTE_STATUS_MESSAGES.decidedByClient('DECLINED') });
    expect((await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/approval-links`)).statusCode).toBe(
      409,
    );
    expect((await stored(quote.id)).status).toBe('Lost');
  });

  it('lets an ENGINEER move a quote only between Draft and Sent, and not withdraw an open link', async () => {
    const quote = await save({ projectTitle: 'Engineer moves' });
    expect((await setStatus('ENGINEER', quote.id, 'Sent')).statusCode).toBe(200);
    expect((await setStatus('ENGINEER', quote.id, 'Draft')).statusCode).toBe(200);
    for (const status of ['Won', 'Lost'] as const) {
      const refused = await setStatus('ENGINEER', quote.id, status);
      expect(refused.statusCode, status).toBe(403);
      expect(refused.json()).toEqual({ error: QUOTE_STATUS_MESSAGES.outcomeForOffice });
    }
    expect((await setStatus('PROJECT_MANAGER', quote.id, 'Won')).statusCode).toBe(200);
    const back = await setStatus('ENGINEER', quote.id, 'Draft');
    expect(back.statusCode).toBe(403);
    expect(back.json()).toEqual({ error: QUOTE_STATUS_MESSAGES.outcomeForOffice });
    expect((await stored(quote.id)).status).toBe('Won');

    const sent = await save({ projectTitle: 'Engineer and a link' });
    const made = await link(sent.id);
    const withdraw = await setStatus('ENGINEER', sent.id, 'Draft');
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json()).toEqual({ error: QUOTE_STATUS_MESSAGES.openLinksForOffice });
    expect((await open(made.token)).statusCode).toBe(200);
    expect((await stored(sent.id)).status).toBe('Sent');
  });

  it('keeps a quote that became a project Won', async () => {
    const quote = await save({ projectTitle: 'Office Won, then a project' });
    expect((await setStatus('PROJECT_MANAGER', quote.id, 'Won')).statusCode).toBe(200);
    const converted = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(converted.statusCode).toBe(201);
    const moved = await setStatus('PROJECT_MANAGER', quote.id, 'Draft');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ error: QUOTE_STATUS_MESSAGES.isProject(converted.json().project.title) });
    expect((await stored(quote.id)).status).toBe('Won');
  });

  it('writes a status change and its audit row in one transaction', async () => {
    const quote = await save({ projectTitle: 'Audit with the change' });
    const made = await link(quote.id);
    const failing = t.database.db.withPlugin(auditFails);
    await expect(
      updateQuoteStatus({
        db: failing,
        events: t.app.context.events,
        actor: { id: users.PROJECT_MANAGER.user.id, role: 'PROJECT_MANAGER' },
        id: quote.id,
        status: 'Lost',
      }),
    ).rejects.toThrow('audit trail unavailable');
    expect((await stored(quote.id)).status).toBe('Sent');
    expect(await linkRow(made.link.id)).toMatchObject({ revoked_at: null });
    expect((await open(made.token)).statusCode).toBe(200);
  });

  it('answers a made-up link id on revoke with 404, and an unknown quote with 404', async () => {
    expect(
      (await as('PROJECT_MANAGER', 'POST', `/api/quote-approval-links/${randomUUID()}/revoke`)).statusCode,
    ).toBe(404);
    expect((await setStatus('PROJECT_MANAGER', randomUUID(), 'Sent')).statusCode).toBe(404);
  });
});
