import { addDays, johannesburgDate, QUOTE_APPROVAL_MESSAGES, typicalDurationDays } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  quoteForm,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { PUBLIC_APPROVAL_RATE_PER_MINUTE } from './quote-approval.routes';
import { createApprovalSigner } from './quote-approval.service';

type Saved = { id: string; quoteNumber: string; total: number; status: string };

describe.each(engines)('quote approval, conversion and revisions on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;

  beforeAll(async () => {
    t = await createTestApp(engine, { COMPANY_NAME: 'Hydrant & Sons (Pty) Ltd' });
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const as = (role: TestRole, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(users[role].token), payload: payload as object | undefined });
  const save = async (overrides: Record<string, unknown> = {}): Promise<Saved> => {
    const response = await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().quote;
  };
  const link = async (quoteId: string) => {
    const response = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quoteId}/approval-links`);
    expect(response.statusCode).toBe(201);
    return response.json() as {
      token: string;
      path: string;
      url: string;
      link: { id: string; expiresAt: string };
    };
  };
  const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${token}` });
  const decide = (token: string, payload: unknown, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/quote-approval/${token}/decision`,
      payload: payload as object,
      remoteAddress: ip,
    });
  const status = async (id: string) =>
    (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${id}`)).json().status as string;

  it('lets only ADMIN and PROJECT_MANAGER make links; the public routes need no account', async () => {
    const quote = await save();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      expect((await as(role, 'POST', `/api/quotes/${quote.id}/approval-links`)).statusCode, role).toBe(403);
    }
    expect((await as('ADMIN', 'POST', `/api/quotes/${quote.id}/approval-links`)).statusCode).toBe(201);
    const { token, path, url, link: made } = await link(quote.id);
    expect(path).toBe(`/q/${token}`);
    // The whole link on PUBLIC_URL, as invitations are (issue 27 item 15).
    expect(url).toBe(`${t.app.context.config.publicUrl}/q/${token}`);
    const days = (new Date(made.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const shown = await open(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      quoteNumber: quote.quoteNumber,
      clientName: 'Midrand Logistics Park (Pty) Ltd',
      total: quote.total,
      companyName: 'Hydrant & Sons (Pty) Ltd',
    });
    expect(shown.json().lines.at(-1).amount).toBe(quote.total);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The row keeps the token's hash, never the token.
    const row = await t.database.db
      .selectFrom('quote_approval_links')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toHaveLength(64);
  });

  it('approves once, records name, note, time and IP, and refuses the second use', async () => {
    const quote = await save({ projectTitle: 'Approve once' });
    const { token } = await link(quote.id);
    const missing = await decide(token, { decision: 'APPROVED', name: '  ' });
    expect(missing.statusCode).toBe(400);
    // Sending the link marked the Draft Sent; the refused answer changed nothing.
    expect(await status(quote.id)).toBe('Sent');

    const before = Date.now();
    const approved = await decide(token, { decision: 'APPROVED', name: 'Thandi Mokoena', note: 'Go ahead' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      decision: 'APPROVED',
      name: 'Thandi Mokoena',
      quoteNumber: quote.quoteNumber,
    });
    expect(await status(quote.id)).toBe('Won');

    const workflow = (await as('ENGINEER', 'GET', `/api/quotes/${quote.id}/workflow`)).json();
    expect(workflow.links[0]).toMatchObject({
      state: 'DECIDED',
      decision: 'APPROVED',
      decidedName: 'Thandi Mokoena',
      decidedNote: 'Go ahead',
      decidedIp: '203.0.113.7',
    });
    expect(new Date(workflow.links[0].decidedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await decide(token, { decision: 'DECLINED', name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(QUOTE_APPROVAL_MESSAGES.decided);
    expect(await status(quote.id)).toBe('Won');
    // The link stays the client's read-only record of the answer, with its PDF (issue 27 item 6).
    const record = await open(token);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      quoteNumber: quote.quoteNumber,
      total: quote.total,
      decision: { decision: 'APPROVED', name: 'Thandi Mokoena', note: 'Go ahead' },
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', quote.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['approval-link', 'client-decision']),
    );
  });

  it('declines to Lost', async () => {
    const quote = await save({ projectTitle: 'Declined' });
    const { token } = await link(quote.id);
    const declined = await decide(token, { decision: 'DECLINED', name: 'Bongani Dlamini' });
    expect(declined.statusCode).toBe(200);
    expect(await status(quote.id)).toBe('Lost');
  });

  it('refuses expired, revoked, tampered and mismatched links and changes nothing', async () => {
    const quote = await save({ projectTitle: 'Refusals' });
    const other = await save({ projectTitle: 'Other quote' });

    // Expired: signed and stored as made 31 days ago.
    const { token: expiredToken, link: expiredLink } = await link(quote.id);
    const past = new Date(Date.now() - 31 * 86_400_000);
    const signer = createApprovalSigner(t.config.jwtSecret);
    const stale = await signer.sign(
      { linkId: expiredLink.id, subjectId: quote.id },
      new Date(past.getTime() + 86_400_000),
    );
    await t.database.db
      .updateTable('quote_approval_links')
      .set({
        expires_at: new Date(past.getTime() + 86_400_000).toISOString(),
        token_hash: (await import('node:crypto')).createHash('sha256').update(stale).digest('hex'),
      })
      .where('id', '=', expiredLink.id)
      .execute();
    const expired = await decide(stale, { decision: 'APPROVED', name: 'Late' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(QUOTE_APPROVAL_MESSAGES.expired);
    expect((await open(expiredToken)).statusCode).toBe(404);

    // Revoked.
    const { token: revokedToken, link: revokedLink } = await link(quote.id);
    expect(
      (await as('ENGINEER', 'POST', `/api/quote-approval-links/${revokedLink.id}/revoke`)).statusCode,
    ).toBe(403);
    const revoked = await as('PROJECT_MANAGER', 'POST', `/api/quote-approval-links/${revokedLink.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().state).toBe('REVOKED');
    const afterRevoke = await decide(revokedToken, { decision: 'APPROVED', name: 'Revoked' });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().error).toBe(QUOTE_APPROVAL_MESSAGES.revoked);

    // Tampered: one character of the signature changed.
    const { token } = await link(quote.id);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    const bad = await decide(tampered, { decision: 'APPROVED', name: 'Tamper' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toBe(QUOTE_APPROVAL_MESSAGES.invalid);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/quote-approval/${tampered}/pdf` })).statusCode,
    ).toBe(404);

    // A well-signed token naming this link but another quote.
    const { link: otherLink } = await link(quote.id);
    const crossed = await signer.sign(
      { linkId: otherLink.id, subjectId: other.id },
      new Date(Date.now() + 86_400_000),
    );
    expect((await decide(crossed, { decision: 'APPROVED', name: 'Crossed' })).statusCode).toBe(404);

    expect(await status(quote.id)).toBe('Sent');
    expect(await status(other.id)).toBe('Draft');
    const decided = await t.database.db
      .selectFrom('quote_approval_links')
      .select('id')
      .where('quote_id', 'in', [quote.id, other.id])
      .where('decision', 'is not', null)
      .execute();
    expect(decided).toHaveLength(0);
  });

  it('turns an approved quote into a project once, and only an approved one', async () => {
    const draft = await save({ projectTitle: 'Not yet approved' });
    const refused = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${draft.id}/project`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(QUOTE_APPROVAL_MESSAGES.notApproved);

    const quote = await save({ projectTitle: 'Warehouse Sprinklers', clientName: 'Kagiso Holdings' });
    const { token } = await link(quote.id);
    const note = 'Start after 15 January; site contact Johan';
    expect((await decide(token, { decision: 'APPROVED', name: 'Kagiso', note })).statusCode).toBe(200);
    expect((await as('ENGINEER', 'POST', `/api/quotes/${quote.id}/project`)).statusCode).toBe(403);
    const converted = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(converted.statusCode).toBe(201);
    const { project } = converted.json();
    expect(project.title).toBe('Warehouse Sprinklers');

    const stored = (await as('PROJECT_MANAGER', 'GET', `/api/projects/${project.id}`)).json();
    expect(stored).toMatchObject({
      title: 'Warehouse Sprinklers',
      clientName: 'Kagiso Holdings',
      budget: quote.total,
    });
    const client = await t.database.db
      .selectFrom('clients')
      .select('name')
      .where('name_key', '=', 'kagiso holdings')
      .executeTakeFirst();
    expect(client?.name).toBe('Kagiso Holdings');

    const workflow = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}/workflow`)).json();
    expect(workflow.project).toEqual({ id: project.id, title: 'Warehouse Sprinklers' });
    const listed = (
      await as('PROJECT_MANAGER', 'GET', `/api/quotes?search=${encodeURIComponent(quote.quoteNumber)}`)
    ).json();
    expect(listed.items[0].linkedProject).toEqual({ id: project.id, title: 'Warehouse Sprinklers' });
    // Issue 27 item 4: where, from when, until when, and the client's note; the quote itself is named
    // once, by the project's origin.
    const row = await t.database.db
      .selectFrom('quotes')
      .select(['location', 'typical_duration'])
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    const today = johannesburgDate(new Date());
    const days = typicalDurationDays(row.typical_duration);
    expect(days).toBeGreaterThan(0);
    expect(stored).toMatchObject({
      location: row.location,
      startDate: today,
      dueDate: addDays(today, days ?? 0),
      description: QUOTE_APPROVAL_MESSAGES.clientNote('Kagiso', note),
    });
    expect(stored.description).not.toContain(quote.quoteNumber);
    const origin = (await as('PROJECT_MANAGER', 'GET', `/api/projects/${project.id}/origin`)).json();
    expect(origin.quote).toMatchObject({ id: quote.id, quoteNumber: quote.quoteNumber });

    const twice = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(QUOTE_APPROVAL_MESSAGES.alreadyProject('Warehouse Sprinklers'));
    const projects = await t.database.db
      .selectFrom('projects')
      .select('id')
      .where('title', '=', 'Warehouse Sprinklers')
      .execute();
    expect(projects).toHaveLength(1);
  });

  it('revises under the same number with Rev N, keeping each revision and its PDF; duplicates get a new number', async () => {
    const quote = await save({ projectTitle: 'Revised', area: 1000 });
    const rev1 = await as(
      'PROJECT_MANAGER',
      'POST',
      `/api/quotes/${quote.id}/revisions`,
      quoteForm({ projectTitle: 'Revised', area: 1500 }),
    );
    expect(rev1.statusCode).toBe(201);
    expect(rev1.json().quoteNumber).toBe(`${quote.quoteNumber} Rev 1`);
    expect(rev1.json().total).toBeGreaterThan(quote.total);
    const rev2 = await as(
      'PROJECT_MANAGER',
      'POST',
      `/api/quotes/${rev1.json().id}/revisions`,
      quoteForm({ projectTitle: 'Revised', area: 800 }),
    );
    expect(rev2.json().quoteNumber).toBe(`${quote.quoteNumber} Rev 2`);
    expect((await as('ENGINEER', 'POST', `/api/quotes/${quote.id}/revisions`, quoteForm())).statusCode).toBe(
      403,
    );

    const original = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}`)).json();
    expect(original.total).toBe(quote.total);
    const pdf = await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${quote.quoteNumber}.pdf`);
    const revPdf = await as('PROJECT_MANAGER', 'GET', `/api/quotes/${rev1.json().id}/pdf`);
    expect(revPdf.headers['content-disposition']).toContain(`${quote.quoteNumber} Rev 1.pdf`);

    const workflow = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${rev2.json().id}/workflow`)).json();
    expect(workflow.revisions.map((r: { quoteNumber: string }) => r.quoteNumber)).toEqual([
      quote.quoteNumber,
      `${quote.quoteNumber} Rev 1`,
      `${quote.quoteNumber} Rev 2`,
    ]);

    const copy = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${rev1.json().id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().quoteNumber).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(copy.json().quoteNumber).not.toBe(quote.quoteNumber);
    expect(copy.json()).toMatchObject({ status: 'Draft', total: rev1.json().total, projectTitle: 'Revised' });

    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', 'in', [rev1.json().id, copy.json().id])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['duplicate', 'revise']);
  });

  it('rate-limits the public routes per IP', async () => {
    const answers: number[] = [];
    for (let index = 0; index <= PUBLIC_APPROVAL_RATE_PER_MINUTE; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/public/quote-approval/not-a-token',
        remoteAddress: '198.51.100.99',
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, PUBLIC_APPROVAL_RATE_PER_MINUTE)).toEqual(
      Array(PUBLIC_APPROVAL_RATE_PER_MINUTE).fill(404),
    );
    expect(answers.at(-1)).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/public/quote-approval/not-a-token',
      remoteAddress: '198.51.100.100',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
