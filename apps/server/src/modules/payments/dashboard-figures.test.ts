/**
 * The office dashboard's money from the register (issue 29 §3): 'Debtors' and 'Overdue' are the
 * debtors' ageing totals (one function), each equal to the /debtors list it opens to the cent; cash
 * flow's money in is the payments received per month and money due the open invoices by due date.
 */
import {
  addDays,
  cashFlowMonthDetailSchema,
  dashboardMetricsSchema,
  debtorsAgeingSchema,
  debtorsFiguresSchema,
  FINANCIAL_METRICS,
  invoiceListSchema,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { insertClient, insertInvoice } from '../../test/money-register';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

describe.each(engines)("the dashboard's money on %s", (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  const today = todayInSouthAfrica();
  const day = (offset: number) => addDays(today, offset);
  /** The invoices this test writes: client, issue and due dates, R 1 000 excl. VAT × quantity. */
  const invoices: { id: string; totalCents: number; dueDate: string }[] = [];
  let paidCents = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    const db = t.database.db;
    const late = await insertClient({ db }, 'Late Payers (Pty) Ltd');
    const prompt = await insertClient({ db }, 'Prompt Payers (Pty) Ltd');
    const write = async (clientId: string, issued: number, due: number, quantity: number) => {
      const invoice = await insertInvoice(
        { db },
        {
          clientId,
          issueDate: day(issued),
          dueDate: day(due),
          lines: [{ quantity, unitPriceCents: 100_033 }],
        },
      );
      invoices.push({ id: invoice.id, totalCents: invoice.totalCents, dueDate: day(due) });
      return invoice;
    };
    const old = await write(late, -100, -70, 3); // 90 days old, overdue
    await write(late, -40, -10, 1); // overdue
    await write(prompt, -5, 25, 2); // current, not yet due
    await insertInvoice(
      { db },
      { clientId: prompt, issueDate: day(-3), status: 'DRAFT', lines: [{ quantity: 9, unitPriceCents: 1 }] },
    );
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(users.PROJECT_MANAGER.token),
      payload: {
        clientId: late,
        date: day(-1),
        amountCents: 123_456,
        reference: 'EFT 881',
        allocations: [{ invoiceId: old.id, amountCents: 123_456 }],
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    paidCents = 123_456;
  });
  afterAll(async () => t?.close());

  const get = (url: string, role: TestRole = 'PROJECT_MANAGER') =>
    t.app.inject({ method: 'GET', url, headers: bearer(users[role].token) });

  it("shows 'Debtors' and 'Overdue' equal to the debtors list's totals, to the cent", async () => {
    const figures = debtorsFiguresSchema.parse((await get('/api/reports/debtors-figures')).json());
    const list = debtorsAgeingSchema.parse((await get('/api/reports/debtors-ageing')).json());
    const overdueList = debtorsAgeingSchema.parse(
      (await get('/api/reports/debtors-ageing?overdue=true')).json(),
    );
    const owed = invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0) - paidCents;
    const overdue =
      invoices
        .filter((invoice) => invoice.dueDate < today)
        .reduce((sum, invoice) => sum + invoice.totalCents, 0) - paidCents;
    expect(figures).toEqual({
      asOf: today,
      debtorsCents: owed,
      overdueCents: overdue,
      clients: 2,
      overdueClients: 1,
    });
    expect(figures.debtorsCents).toBe(list.totals.totalCents);
    expect(figures.overdueCents).toBe(list.totals.overdueCents);
    // Overdue opens the list filtered to the clients with something overdue: the same overdue total.
    expect(overdueList.rows.map((row) => row.clientName)).toEqual(['Late Payers (Pty) Ltd']);
    expect(overdueList.totals.overdueCents).toBe(figures.overdueCents);
    expect(list.rows).toHaveLength(2);
    expect((await get('/api/reports/debtors-ageing?overdue=maybe')).statusCode).toBe(400);
  });

  it("gives the Invoices list the figures of every matching invoice, not its page's: on All, the Debtors and Overdue figures", async () => {
    const figures = debtorsFiguresSchema.parse((await get('/api/reports/debtors-figures')).json());
    const page = invoiceListSchema.parse((await get('/api/invoices?limit=1')).json());
    expect(page.items).toHaveLength(1);
    expect(page.outstandingCents).toBe(figures.debtorsCents);
    expect(page.overdueCents).toBe(figures.overdueCents);
    const overdueTab = invoiceListSchema.parse((await get('/api/invoices?status=OVERDUE&limit=1')).json());
    expect(overdueTab.total).toBe(2);
    expect(overdueTab.outstandingCents).toBe(figures.overdueCents);
    expect(overdueTab.overdueCents).toBe(figures.overdueCents);
    const drafts = invoiceListSchema.parse((await get('/api/invoices?status=DRAFT')).json());
    expect([drafts.outstandingCents, drafts.overdueCents]).toEqual([0, 0]);
  });

  it('gives an engineer the figures and a technician no money at all', async () => {
    expect((await get('/api/reports/debtors-figures', 'ENGINEER')).statusCode).toBe(200);
    for (const url of ['/api/reports/debtors-figures', '/api/reports/debtors-ageing?overdue=true']) {
      const refused = await get(url, 'TECHNICIAN');
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toMatch(/Cents/);
    }
    const metrics = dashboardMetricsSchema.parse((await get('/api/projects/metrics', 'TECHNICIAN')).json());
    for (const key of FINANCIAL_METRICS) expect(metrics[key]).toBeNull();
  });

  it('reads cash flow from the register: payments received per month, open invoices by due date', async () => {
    const metrics = dashboardMetricsSchema.parse((await get('/api/projects/metrics')).json());
    const months = metrics.cashFlowMonths!;
    expect(months).toHaveLength(6);
    const paidMonth = day(-1).slice(0, 7);
    for (const month of months) {
      const received = month.month === paidMonth ? paidCents : 0;
      // What each invoice falling due in the month still owes today (the oldest is part-paid).
      const due = invoices
        .filter((invoice) => invoice.dueDate.slice(0, 7) === month.month)
        .reduce(
          (sum, invoice) => sum + invoice.totalCents - (invoice.dueDate === day(-70) ? paidCents : 0),
          0,
        );
      expect({
        month: month.month,
        received: Math.round(month.received * 100),
        due: Math.round(month.due * 100),
      }).toEqual({ month: month.month, received, due });
      expect(month.net).toBe(month.received - month.spent);
    }
    // The month's list adds up to the chart's figure, and names the client the payment came from.
    const detail = cashFlowMonthDetailSchema.parse(
      (await get(`/api/projects/metrics/cash-flow/${paidMonth}`)).json(),
    );
    expect(Math.round(detail.received * 100)).toBe(paidCents);
    expect(detail.payments).toEqual([
      expect.objectContaining({ clientName: 'Late Payers (Pty) Ltd', projectId: null, amount: 1_234.56 }),
    ]);
    expect(detail.due).toBe(months.find((month) => month.month === paidMonth)!.due);
  });
});
