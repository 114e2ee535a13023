import { randomUUID } from 'node:crypto';
import {
  AGEING_BUCKETS,
  ageingBucket,
  debtorsAgeingSchema,
  statementSchema,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { insertClient, insertCreditNote, insertInvoice } from '../../test/money-register';
import { readPdfText } from '../../test/pdf-text';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { statementMoney } from './statement-pdf';

describe.each(engines)('statements and debtors ageing on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const get = (url: string, role: TestRole = 'ENGINEER') =>
    t.app.inject({ method: 'GET', url, headers: bearer(users[role].token) });
  const pay = async (clientId: string, date: string, amountCents: number, allocations: unknown[] = []) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(users.PROJECT_MANAGER.token),
      payload: { clientId, date, amountCents, reference: `EFT ${date}`, allocations },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };

  it('states the opening, every entry with its running balance, the closing, the ageing and the credit', async () => {
    const db = t.database.db;
    const clientId = await insertClient({ db }, 'Statement Test Holdings (Pty) Ltd');
    const older = await insertInvoice(
      { db },
      {
        clientId,
        issueDate: '2026-01-10',
        dueDate: '2026-02-09',
        lines: [{ quantity: 1, unitPriceCents: 100_000 }],
      },
    );
    await pay(clientId, '2026-01-20', 50_000, [{ invoiceId: older.id, amountCents: 50_000 }]);
    const newer = await insertInvoice(
      { db },
      {
        clientId,
        issueDate: '2026-02-05',
        dueDate: '2026-03-07',
        lines: [
          { quantity: 2.5, unitPriceCents: 33_333 },
          { quantity: 1, unitPriceCents: 10_000, taxCode: 'EXEMPT' },
        ],
      },
    );
    const credit = await insertCreditNote(
      { db },
      {
        invoice: older,
        clientId,
        issueDate: '2026-02-10',
        lines: [{ lineId: older.lineIds[0] ?? '', amountCents: 10_000 }],
      },
    );
    await pay(clientId, '2026-02-15', 60_000, [{ invoiceId: newer.id, amountCents: 40_000 }]);
    // After the period: on neither the statement nor its ageing.
    await pay(clientId, '2026-03-05', 10_000, [{ invoiceId: older.id, amountCents: 10_000 }]);

    const response = await get(`/api/clients/${clientId}/statement?from=2026-02-01&to=2026-02-28`);
    expect(response.statusCode).toBe(200);
    const statement = statementSchema.parse(response.json());
    expect(newer.totalCents).toBe(83_333 + 12_500 + 10_000);
    expect(statement.openingCents).toBe(115_000 - 50_000);
    expect(
      statement.entries.map((e) => [e.date, e.kind, e.debitCents, e.creditCents, e.balanceCents]),
    ).toEqual([
      ['2026-02-05', 'INVOICE', newer.totalCents, 0, 65_000 + newer.totalCents],
      ['2026-02-10', 'CREDIT_NOTE', 0, 11_500, 65_000 + newer.totalCents - 11_500],
      ['2026-02-15', 'PAYMENT', 0, 60_000, 65_000 + newer.totalCents - 71_500],
    ]);
    expect(statement.entries[1]?.description).toContain(older.number);
    expect(statement.entries[1]?.reference).toBe(credit.number);
    expect(statement.closingCents).toBe(newer.totalCents - 6_500);
    expect(statement.ageing).toEqual({
      current: newer.totalCents - 40_000,
      days30: 115_000 - 11_500 - 50_000,
      days60: 0,
      days90: 0,
      days120: 0,
    });
    expect(statement.unallocatedCents).toBe(20_000);
    const open = AGEING_BUCKETS.reduce((sum, bucket) => sum + statement.ageing[bucket], 0);
    expect(statement.closingCents).toBe(open - statement.unallocatedCents);

    // The PDF carries the same figures, to the cent, in the same order.
    const pdf = await get(`/api/clients/${clientId}/statement.pdf?from=2026-02-01&to=2026-02-28`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Statement Test Holdings (Pty) Ltd');
    expect(text).toContain(`Opening balance ${statementMoney(statement.openingCents)}`);
    expect(text).toContain(`Closing balance ${statementMoney(statement.closingCents)}`);
    let at = 0;
    for (const entry of statement.entries) {
      const figures = [entry.debitCents || entry.creditCents, entry.balanceCents]
        .map(statementMoney)
        .join(' ');
      const found = text.indexOf(`${entry.reference} `, at);
      expect(found).toBeGreaterThan(at);
      expect(text.slice(found)).toContain(figures);
      at = found;
    }
    expect(text).toContain(
      [...AGEING_BUCKETS.map((bucket) => statement.ageing[bucket]), open].map(statementMoney).join(' '),
    );
    expect(text).toContain(`Unallocated payments (credit held): ${statementMoney(20_000)}`);
    expect(text).not.toContain('2026-03-05');
  });

  it('refuses a bad period and an unknown client', async () => {
    const clientId = await insertClient({ db: t.database.db });
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01&to=2026-02-01',
      'to=2026-02-01',
      '',
    ]) {
      for (const suffix of ['statement', 'statement.pdf']) {
        const response = await get(`/api/clients/${clientId}/${suffix}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBeTruthy();
      }
    }
    expect((await get('/api/clients/nobody/statement?from=2026-01-01&to=2026-01-31')).statusCode).toBe(404);
    expect((await get('/api/clients/nobody/statement.pdf?from=2026-01-01&to=2026-01-31')).statusCode).toBe(
      404,
    );
    expect((await get('/api/reports/debtors-ageing?asOf=2026-13-01')).statusCode).toBe(400);
  });

  it("ages every client's open invoices by their issue date, to the day", async () => {
    const db = t.database.db;
    const asOf = '2026-06-30';
    const clientId = await insertClient({ db }, 'Ageing Boundaries CC');
    const ages = [0, 29, 30, 59, 60, 89, 90, 119, 120, 400];
    const invoices = [];
    for (const [index, age] of ages.entries()) {
      const issueDate = new Date(Date.parse(`${asOf}T00:00:00Z`) - age * 86_400_000)
        .toISOString()
        .slice(0, 10);
      invoices.push({
        age,
        issueDate,
        ...(await insertInvoice(
          { db },
          {
            clientId,
            issueDate,
            dueDate: new Date(Date.parse(`${issueDate}T00:00:00Z`) + 30 * 86_400_000)
              .toISOString()
              .slice(0, 10),
            lines: [{ quantity: 1, unitPriceCents: 1_000 * (index + 1) }],
          },
        )),
      });
    }
    // Future work and a fully paid client are not open on asOf.
    await insertInvoice(
      { db },
      {
        clientId,
        issueDate: '2026-07-01',
        lines: [{ quantity: 1, unitPriceCents: 999 }],
      },
    );
    const paidUp = await insertClient({ db }, 'Paid Up (Pty) Ltd');
    const paid = await insertInvoice(
      { db },
      {
        clientId: paidUp,
        issueDate: '2026-06-01',
        lines: [{ quantity: 1, unitPriceCents: 5_000 }],
      },
    );
    await pay(paidUp, '2026-06-02', paid.totalCents, [{ invoiceId: paid.id, amountCents: paid.totalCents }]);
    const creditOnly = await insertClient({ db }, 'Credit Only Trust');
    await pay(creditOnly, '2026-06-03', 7_777);

    const response = await get(`/api/reports/debtors-ageing?asOf=${asOf}`);
    expect(response.statusCode).toBe(200);
    const report = debtorsAgeingSchema.parse(response.json());
    const row = report.rows.find((r) => r.clientId === clientId);
    const expected = { current: 0, days30: 0, days60: 0, days90: 0, days120: 0 };
    let overdue = 0;
    for (const invoice of invoices) {
      expected[ageingBucket(invoice.issueDate, asOf)] += invoice.totalCents;
      if (invoice.age > 30) overdue += invoice.totalCents;
    }
    expect(row).toMatchObject({ ...expected, overdueCents: overdue, unallocatedCents: 0 });
    expect(row?.totalCents).toBe(invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0));
    expect(Object.values(expected).every((cents) => cents > 0)).toBe(true);
    expect(report.rows.some((r) => r.clientId === paidUp)).toBe(false);
    expect(report.rows.find((r) => r.clientId === creditOnly)).toMatchObject({
      totalCents: 0,
      unallocatedCents: 7_777,
    });
    for (const key of [...AGEING_BUCKETS, 'totalCents', 'overdueCents', 'unallocatedCents'] as const)
      expect(report.totals[key]).toBe(report.rows.reduce((sum, r) => sum + r[key], 0));

    const today = debtorsAgeingSchema.parse((await get('/api/reports/debtors-ageing')).json());
    expect(today.asOf).toBe(todayInSouthAfrica());
  });

  it('sums 10 000 invoices in the database and gets every cent', async () => {
    const db = t.database.db;
    const clientId = await insertClient({ db }, 'Ten Thousand Invoices Ltd');
    const now = new Date().toISOString();
    let expected = 0;
    const rows = Array.from({ length: 10_000 }, (_, index) => {
      const total = 1_000 + index;
      expected += total;
      return {
        id: randomUUID(),
        kind: 'INVOICE',
        number: `BULK-${index}`,
        status: 'ISSUED',
        client_id: clientId,
        client_name: 'Ten Thousand Invoices Ltd',
        client_address: '',
        client_vat_number: null,
        site_id: null,
        project_id: null,
        source: 'MANUAL',
        source_id: null,
        source_key: null,
        credits_invoice_id: null,
        issue_date: `2025-${String((index % 12) + 1).padStart(2, '0')}-15`,
        due_date: '2026-01-31',
        reference: '',
        notes: '',
        reason: '',
        excl_cents: total,
        vat_cents: 0,
        total_cents: total,
        created_by: null,
        created_at: now,
        updated_at: now,
        issued_by: null,
        issued_at: now,
      };
    });
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto('invoices')
        .values(rows.slice(start, start + 500))
        .execute();
    const report = debtorsAgeingSchema.parse(
      (await get('/api/reports/debtors-ageing?asOf=2026-02-01')).json(),
    );
    const row = report.rows.find((r) => r.clientId === clientId);
    expect(row?.totalCents).toBe(expected);
    expect(row?.overdueCents).toBe(expected);
    expect(AGEING_BUCKETS.reduce((sum, bucket) => sum + (row?.[bucket] ?? 0), 0)).toBe(expected);
  });
});
