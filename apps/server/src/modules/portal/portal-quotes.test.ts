import { randomUUID } from 'node:crypto';
import {
  PORTAL_DOWNLOADS,
  PORTAL_MESSAGES,
  portalQuoteSchema,
  portalSiteDetailSchema,
  QUOTE_APPROVAL_MESSAGES,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  personOf,
  quoteForm,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { visitFor } from '../../test/visit-kit';

describe.each(engines)("the portal's quotes on %s", (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let clientA: { id: string; name: string };
  let clientB: { id: string; name: string };
  let contactA: Awaited<ReturnType<typeof registerClientContact>>;
  const office = () => users.PROJECT_MANAGER.token;

  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const save = async (clientName: string, title = `Sprinklers ${randomUUID().slice(0, 6)}`) => {
    const response = await api(
      office(),
      'POST',
      '/api/quick-quote/save',
      quoteForm({ clientName, projectTitle: title }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().quote as { id: string; quoteNumber: string; total: number };
  };
  const link = async (quoteId: string) => {
    const response = await api(office(), 'POST', `/api/quotes/${quoteId}/approval-links`);
    expect(response.statusCode).toBe(201);
    return response.json() as { token: string; link: { id: string } };
  };
  const portalQuotes = async (token = contactA.token) => {
    const response = await api(token, 'GET', '/api/portal/quotes');
    expect(response.statusCode).toBe(200);
    return portalQuoteSchema.array().parse(response.json());
  };
  const quoteRow = (id: string) =>
    t.database.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine, { COMPANY_NAME: 'Hydrant & Sons (Pty) Ltd' });
    users = await registerEachRole(t.app);
    clientA = await createClient(t.app, office(), `Acme Holdings ${randomUUID().slice(0, 6)}`);
    clientB = await createClient(t.app, office(), `Bravo Estates ${randomUUID().slice(0, 6)}`);
    contactA = await registerClientContact(t.app, office(), clientA.id, {
      firstName: 'Lerato',
      lastName: 'Dlamini',
    });
  });
  afterAll(async () => t?.close());

  it("lists only sent quotes of the contact's clients, latest revision only, with the public page's figures", async () => {
    const draft = await save(clientA.name);
    const sent = await save(clientA.name);
    const { token } = await link(sent.id);
    const other = await save(clientB.name);
    await link(other.id);
    // Sent, then revised: the revision (not yet sent) replaces it, so neither shows until it is sent.
    const revised = await save(clientA.name);
    await link(revised.id);
    const revision = await api(
      office(),
      'POST',
      `/api/quotes/${revised.id}/revisions`,
      quoteForm({ clientName: clientA.name, area: 1500 }),
    );
    expect(revision.statusCode).toBe(201);
    const rev = revision.json() as { id: string };

    let ids = (await portalQuotes()).map((quote) => quote.id);
    expect(ids).toContain(sent.id);
    for (const hidden of [draft.id, other.id, revised.id, rev.id]) expect(ids).not.toContain(hidden);
    await link(rev.id);
    ids = (await portalQuotes()).map((quote) => quote.id);
    expect(ids).toContain(rev.id);
    expect(ids).not.toContain(revised.id);

    const shown = (await portalQuotes()).find((quote) => quote.id === sent.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${token}` });
    expect(page.statusCode).toBe(200);
    expect(shown).toMatchObject({
      state: 'OPEN',
      number: sent.quoteNumber,
      clientName: clientA.name,
      decision: null,
    });
    expect(shown?.total).toBe(page.json().total);
    expect(shown?.total).toBe(sent.total);
    expect(shown?.lines).toEqual(
      page.json().lines.map(({ label, amount }: { label: string; amount: number }) => ({ label, amount })),
    );

    // The PDF is the public link's PDF.
    const ours = await api(contactA.token, 'GET', PORTAL_DOWNLOADS.quote(sent.id));
    const theirs = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${token}/pdf` });
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['content-type']).toBe('application/pdf');
    expect(await readPdfText(ours.rawPayload)).toBe(await readPdfText(theirs.rawPayload));
    expect(await readPdfText(ours.rawPayload)).toContain(sent.quoteNumber);

    // Another client's quote, a draft and a replaced revision are 404 to the contact.
    for (const id of [other.id, draft.id, revised.id, randomUUID()]) {
      expect((await api(contactA.token, 'GET', PORTAL_DOWNLOADS.quote(id))).statusCode, id).toBe(404);
      const answer = await api(contactA.token, 'POST', `/api/portal/quotes/${id}/decision`, {
        decision: 'APPROVED',
      });
      expect(answer.statusCode, id).toBe(404);
    }
    expect((await quoteRow(other.id)).client_decision).toBeNull();
  });

  it("takes the answer through the public flow, in the contact's name, once", async () => {
    const quote = await save(clientA.name);
    const first = await link(quote.id);
    const second = await link(quote.id);
    // Hostile bodies change nothing.
    for (const body of [
      { decision: 'MAYBE' },
      { decision: 'APPROVED', extra: 1 },
      { decision: 'APPROVED', note: 'x'.repeat(1001) },
      {},
    ]) {
      const response = await api(contactA.token, 'POST', `/api/portal/quotes/${quote.id}/decision`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Staff use the office's screens.
    expect(
      (
        await api(users.ADMIN.token, 'POST', `/api/portal/quotes/${quote.id}/decision`, {
          decision: 'APPROVED',
        })
      ).statusCode,
    ).toBe(403);
    expect((await quoteRow(quote.id)).status).toBe('Sent');

    const response = await api(contactA.token, 'POST', `/api/portal/quotes/${quote.id}/decision`, {
      decision: 'APPROVED',
      note: 'Go ahead in January',
    });
    expect(response.statusCode).toBe(200);
    const answered = portalQuoteSchema.parse(response.json());
    expect(answered).toMatchObject({
      state: 'APPROVED',
      decision: { decision: 'APPROVED', name: 'Lerato Dlamini', note: 'Go ahead in January' },
    });
    // As the public link leaves it: Won, answered, the other link closed, the answer on the newest link.
    const row = await quoteRow(quote.id);
    expect(row).toMatchObject({
      status: 'Won',
      client_decision: 'APPROVED',
      decided_link_id: second.link.id,
    });
    const links = await t.database.db
      .selectFrom('quote_approval_links')
      .selectAll()
      .where('quote_id', '=', quote.id)
      .execute();
    const decided = links.find((l) => l.id === second.link.id);
    expect(decided).toMatchObject({
      decision: 'APPROVED',
      decided_name: 'Lerato Dlamini',
      decided_user_id: contactA.user.id,
    });
    expect(links.find((l) => l.id === first.link.id)).toMatchObject({
      decision: null,
      revoked_reason: 'DECIDED',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', quote.id)
      .where('action', '=', 'client-decision')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(contactA.user.id);
    // The public page shows the same answer; a second answer either way is 409.
    const page = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${second.token}` });
    expect(page.json().decision).toMatchObject({ decision: 'APPROVED', name: 'Lerato Dlamini' });
    expect(page.json().total).toBe(answered.total);
    const again = await api(contactA.token, 'POST', `/api/portal/quotes/${quote.id}/decision`, {
      decision: 'DECLINED',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(QUOTE_APPROVAL_MESSAGES.alreadyDecided);
    const publicAgain = await t.app.inject({
      method: 'POST',
      url: `/api/public/quote-approval/${first.token}/decision`,
      payload: { decision: 'DECLINED', name: 'Someone else' },
    });
    expect(publicAgain.statusCode).toBe(409);
    expect((await quoteRow(quote.id)).status).toBe('Won');

    // The same answer through a public link leaves the quote the same way.
    const viaLink = await save(clientA.name);
    const { token } = await link(viaLink.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/public/quote-approval/${token}/decision`,
      payload: { decision: 'APPROVED', name: 'Lerato Dlamini' },
    });
    expect(await quoteRow(viaLink.id)).toMatchObject({
      status: row.status,
      client_decision: row.client_decision,
    });
    expect((await portalQuotes()).find((q) => q.id === viaLink.id)?.state).toBe('APPROVED');
  });

  it('declines, and calls a quote with no open link closed (409 to an answer)', async () => {
    const declined = await save(clientA.name);
    await link(declined.id);
    const response = await api(contactA.token, 'POST', `/api/portal/quotes/${declined.id}/decision`, {
      decision: 'DECLINED',
    });
    expect(response.statusCode).toBe(200);
    expect((await quoteRow(declined.id)).status).toBe('Lost');

    const withdrawn = await save(clientA.name);
    const made = await link(withdrawn.id);
    expect((await api(office(), 'POST', `/api/quote-approval-links/${made.link.id}/revoke`)).statusCode).toBe(
      200,
    );
    expect((await portalQuotes()).find((q) => q.id === withdrawn.id)?.state).toBe('CLOSED');
    const answer = await api(contactA.token, 'POST', `/api/portal/quotes/${withdrawn.id}/decision`, {
      decision: 'APPROVED',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(PORTAL_MESSAGES.quoteClosed);
    expect((await quoteRow(withdrawn.id)).client_decision).toBeNull();
  });

  it("shows a defect's quote on the site once it was sent, never a draft", async () => {
    const person = await personOf(t.app, users.TECHNICIAN);
    const { visitId, siteId, assetId } = await visitFor(t.app, office(), person);
    const client = (
      await t.database.db
        .selectFrom('sites')
        .select('client_id')
        .where('id', '=', siteId)
        .executeTakeFirstOrThrow()
    ).client_id;
    const contact = await registerClientContact(t.app, office(), client);
    const defectId = randomUUID();
    const defect = await t.app.inject({
      method: 'PUT',
      url: `/api/visits/${visitId}/defects/${defectId}`,
      headers: bearer(users.TECHNICIAN.token),
      payload: { assetId, severity: 'CRITICAL', description: 'Cylinder corroded at the base' },
    });
    expect(defect.statusCode).toBe(201);
    const template = (await api(office(), 'GET', '/api/quick-quote/templates')).json()[0].id as string;
    const made = await api(office(), 'POST', `/api/visits/${visitId}/quote`, {
      templateId: template,
      lines: [{ defectId, priceItemId: null }],
    });
    expect(made.statusCode).toBe(201);
    const quoteId = made.json().quote.id as string;
    const detail = async () =>
      portalSiteDetailSchema.parse((await api(contact.token, 'GET', `/api/portal/sites/${siteId}`)).json());
    expect((await detail()).defects[0]).toMatchObject({ id: defectId, severity: 'CRITICAL', quote: null });
    expect((await portalQuotes(contact.token)).map((q) => q.id)).not.toContain(quoteId);
    const { token } = await link(quoteId);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${token}` });
    expect((await detail()).defects[0]?.quote).toMatchObject({
      id: quoteId,
      status: 'OPEN',
      total: page.json().total,
    });
    const listed = (await portalQuotes(contact.token)).find((q) => q.id === quoteId);
    expect(listed).toMatchObject({ siteId, state: 'OPEN', total: page.json().total });
    // Client A's contact does not see it.
    expect((await portalQuotes()).map((q) => q.id)).not.toContain(quoteId);
  });
});
