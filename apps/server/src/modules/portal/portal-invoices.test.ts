import { randomUUID } from 'node:crypto';
import {
  addDays,
  centsToRand,
  PORTAL_DOWNLOADS,
  portalInvoicesSchema,
  statementSchema,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { insertCreditNote, insertInvoice, insertPayment, type TestInvoice } from '../../test/money-register';
import { readPdfText } from '../../test/pdf-text';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const today = todayInSouthAfrica();

describe.each(engines)("the portal's invoices on %s", (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let clientA: { id: string; name: string };
  let clientB: { id: string; name: string };
  let contactA: Awaited<ReturnType<typeof registerClientContact>>;
  let agent: Awaited<ReturnType<typeof registerClientContact>>;
  let late: TestInvoice;
  let current: TestInvoice;
  let draft: TestInvoice;
  let credit: TestInvoice;
  let bravo: TestInvoice;

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const line = (cents: number) => [{ quantity: 1, unitPriceCents: cents }];

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    const office = users.PROJECT_MANAGER.token;
    clientA = await createClient(t.app, office, `Acme Holdings ${randomUUID().slice(0, 6)}`);
    clientB = await createClient(t.app, office, `Bravo Estates ${randomUUID().slice(0, 6)}`);
    const deps = { db: t.database.db };
    late = await insertInvoice(deps, {
      clientId: clientA.id,
      issueDate: addDays(today, -60),
      dueDate: addDays(today, -30),
      lines: line(100_000),
    });
    current = await insertInvoice(deps, {
      clientId: clientA.id,
      issueDate: addDays(today, -5),
      dueDate: addDays(today, 25),
      lines: line(40_000),
    });
    draft = await insertInvoice(deps, {
      clientId: clientA.id,
      issueDate: today,
      status: 'DRAFT',
      lines: line(9_999),
    });
    credit = await insertCreditNote(deps, {
      invoice: late,
      clientId: clientA.id,
      issueDate: addDays(today, -20),
      lines: [{ lineId: late.lineIds[0] ?? '', amountCents: 10_000 }],
    });
    await insertPayment(deps, {
      clientId: clientA.id,
      paidOn: addDays(today, -10),
      amountCents: 50_000,
      method: 'EFT',
      reference: 'ACME-0001',
      allocations: [{ invoiceId: late.id, amountCents: 30_000 }],
    });
    bravo = await insertInvoice(deps, {
      clientId: clientB.id,
      issueDate: addDays(today, -3),
      dueDate: addDays(today, 27),
      lines: line(70_000),
    });
    contactA = await registerClientContact(t.app, office, clientA.id);
    agent = await registerClientContact(t.app, office, [clientA.id, clientB.id]);
  });
  afterAll(async () => t?.close());

  it("shows issued invoices and credit notes, owed as the office's statement says, overdue as the debtors' ageing", async () => {
    const response = await get(contactA.token, '/api/portal/invoices');
    expect(response.statusCode).toBe(200);
    const { accounts } = portalInvoicesSchema.parse(response.json());
    expect(accounts.map((account) => account.clientId)).toEqual([clientA.id]);
    const [account] = accounts;
    if (!account) throw new Error('no account');
    expect(account.invoices.map((invoice) => invoice.id).sort()).toEqual(
      [late.id, current.id, credit.id].sort(),
    );
    expect(account.invoices.map((invoice) => invoice.id)).not.toContain(draft.id);

    const statement = await get(
      users.PROJECT_MANAGER.token,
      `/api/clients/${clientA.id}/statement?from=${addDays(today, -365)}&to=${today}`,
    );
    expect(statement.statusCode).toBe(200);
    const closing = statementSchema.parse(statement.json()).closingCents;
    expect(account.owed).toBe(centsToRand(closing));
    const ageing = await get(users.PROJECT_MANAGER.token, `/api/reports/debtors-ageing?asOf=${today}`);
    const row = ageing.json().rows.find((r: { clientId: string }) => r.clientId === clientA.id);
    expect(account.overdue).toBe(centsToRand(row.overdueCents));
    expect(account.overdue).toBeGreaterThan(0);

    const byId = new Map(account.invoices.map((invoice) => [invoice.id, invoice]));
    // The register's own figures for each.
    for (const invoice of account.invoices) {
      const office = (await get(users.PROJECT_MANAGER.token, `/api/invoices/${invoice.id}`)).json();
      expect(invoice.outstanding, invoice.number).toBe(centsToRand(office.balanceCents));
      expect(invoice.total).toBe(centsToRand(office.totalCents));
      expect(invoice.status).toBe(office.status);
    }
    expect(byId.get(late.id)).toMatchObject({ overdue: true, status: 'OVERDUE' });
    expect(byId.get(current.id)).toMatchObject({ overdue: false });
    expect(byId.get(credit.id)).toMatchObject({ kind: 'CREDIT_NOTE', outstanding: 0 });
    expect(JSON.stringify(account)).not.toMatch(/markup|cost|notes/i);
  });

  it('serves the PDFs of its own invoices and statement, and 404 for anything else', async () => {
    const pdf = await get(contactA.token, PORTAL_DOWNLOADS.invoice(late.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const office = await get(users.PROJECT_MANAGER.token, `/api/invoices/${late.id}/pdf`);
    expect(await readPdfText(pdf.rawPayload)).toBe(await readPdfText(office.rawPayload));

    const from = addDays(today, -90);
    const statement = await get(
      contactA.token,
      `${PORTAL_DOWNLOADS.statement(clientA.id)}?from=${from}&to=${today}`,
    );
    expect(statement.statusCode).toBe(200);
    const officeStatement = await get(
      users.PROJECT_MANAGER.token,
      `/api/clients/${clientA.id}/statement.pdf?from=${from}&to=${today}`,
    );
    expect(await readPdfText(statement.rawPayload)).toBe(await readPdfText(officeStatement.rawPayload));
    // Without a period: the last 90 days.
    expect((await get(contactA.token, PORTAL_DOWNLOADS.statement(clientA.id))).statusCode).toBe(200);

    for (const url of [
      PORTAL_DOWNLOADS.invoice(bravo.id),
      PORTAL_DOWNLOADS.invoice(draft.id),
      PORTAL_DOWNLOADS.invoice(randomUUID()),
      PORTAL_DOWNLOADS.statement(clientB.id),
    ]) {
      const response = await get(contactA.token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toEqual(expect.any(String));
    }
    for (const query of ['from=yesterday', `from=${today}&to=${addDays(today, -1)}`, 'to=2026-02-30'])
      expect(
        (await get(contactA.token, `${PORTAL_DOWNLOADS.statement(clientA.id)}?${query}`)).statusCode,
        query,
      ).toBe(400);
    // Staff use the office's screens.
    expect((await get(users.ADMIN.token, '/api/portal/invoices')).statusCode).toBe(403);
    expect((await get(users.ADMIN.token, PORTAL_DOWNLOADS.invoice(late.id))).statusCode).toBe(403);
  });

  it('gives a managing agent one account per client', async () => {
    const { accounts } = portalInvoicesSchema.parse((await get(agent.token, '/api/portal/invoices')).json());
    expect(accounts.map((account) => account.clientId).sort()).toEqual([clientA.id, clientB.id].sort());
    const b = accounts.find((account) => account.clientId === clientB.id);
    expect(b?.invoices.map((invoice) => invoice.id)).toEqual([bravo.id]);
    expect(b?.owed).toBe(centsToRand(bravo.totalCents));
    expect(b?.overdue).toBe(0);
    expect((await get(agent.token, PORTAL_DOWNLOADS.invoice(bravo.id))).statusCode).toBe(200);
  });
});
