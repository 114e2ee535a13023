import { randomUUID } from 'node:crypto';
import { clientPaymentListSchema, debtorsAgeingSchema } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as moveClaimsIntoRegister } from '../../db/migrations/0035-claims-into-register';
import { seedDemoData } from '../../db/seed';
import { demoClientsSeeder } from '../../db/seeders/demo-clients';
import { demoProjectsSeeder } from '../../db/seeders/demo-projects';
import { demoStaffSeeder } from '../../db/seeders/demo-staff';
import {
  bearer,
  createProject,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { lockInvoiceBalances } from './payments.service';

describe.each(engines)('project claims in the money register on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(users.PROJECT_MANAGER.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const balanceOf = async (id: string) =>
    (await lockInvoiceBalances({ db: t.database.db }, [id])).get(id)?.balanceCents;
  const invoiceOf = (id: string) =>
    t.database.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();

  it('writes a claim and its payments into the register as the Money tab records them, and removes them', async () => {
    const project = await createProject(t.app, users.PROJECT_MANAGER.token, {
      budget: 1_000_000,
      clientName: 'Register Mirror Logistics (Pty) Ltd',
    });
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 200_000, date: '2026-10-01' })
    ).json();
    expect(claim.total).toBe(207_000);
    const invoice = await invoiceOf(claim.id);
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      status: 'ISSUED',
      number: claim.number,
      source: 'CLAIM',
      source_id: claim.id,
      source_key: `CLAIM:${claim.id}`,
      client_name: 'Register Mirror Logistics (Pty) Ltd',
      project_id: project.id,
      issue_date: '2026-10-01',
      due_date: '2026-10-31',
    });
    expect([invoice?.excl_cents, invoice?.vat_cents, invoice?.total_cents].map(Number)).toEqual([
      18_000_000, 2_700_000, 20_700_000,
    ]);
    const lines = await t.database.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', claim.id)
      .execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.description).toMatch(/work value R\s200\s000,00 less 10% retention of R\s20\s000,00/);
    expect([lines[0]?.net_cents, lines[0]?.vat_cents].map(Number)).toEqual([18_000_000, 2_700_000]);
    expect(await balanceOf(claim.id)).toBe(20_700_000);

    const payment = (
      await api('POST', `/api/projects/${project.id}/payments`, {
        claimId: claim.id,
        amount: 100_000,
        date: '2026-10-20',
      })
    ).json();
    expect(await balanceOf(claim.id)).toBe(10_700_000);
    const clientId = invoice?.client_id ?? '';
    const listed = clientPaymentListSchema.parse(
      (await api('GET', `/api/payments?clientId=${clientId}`)).json(),
    );
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      id: payment.id,
      amountCents: 10_000_000,
      allocatedCents: 10_000_000,
    });
    const ageing = debtorsAgeingSchema.parse(
      (await api('GET', '/api/reports/debtors-ageing?asOf=2026-10-25')).json(),
    );
    expect(ageing.rows.find((row) => row.clientId === clientId)?.totalCents).toBe(10_700_000);

    // A register payment is allocated to the claim too: the claim cannot go while it is.
    const registerPayment = await api('POST', '/api/payments', {
      clientId,
      date: '2026-10-22',
      amountCents: 700_000,
      allocations: [{ invoiceId: claim.id, amountCents: 700_000 }],
    });
    expect(registerPayment.statusCode).toBe(201);
    expect(await balanceOf(claim.id)).toBe(10_000_000);
    // The project's payment is deleted on the project, not in the register.
    expect((await api('DELETE', `/api/payments/${payment.id}`)).statusCode).toBe(409);

    expect((await api('DELETE', `/api/projects/${project.id}/payments/${payment.id}`)).statusCode).toBe(204);
    expect(await balanceOf(claim.id)).toBe(20_000_000);
    expect(
      await t.database.db
        .selectFrom('client_payments')
        .select('id')
        .where('ledger_id', '=', payment.id)
        .execute(),
    ).toEqual([]);
    const refused = await api('DELETE', `/api/projects/${project.id}/claims/${claim.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/allocated to it in the invoices register/);
    expect(await invoiceOf(claim.id)).toBeTruthy();

    expect((await api('DELETE', `/api/payments/${registerPayment.json().id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/projects/${project.id}/claims/${claim.id}`)).statusCode).toBe(204);
    expect(await invoiceOf(claim.id)).toBeUndefined();
    expect(
      await t.database.db
        .selectFrom('invoice_lines')
        .select('id')
        .where('invoice_id', '=', claim.id)
        .execute(),
    ).toEqual([]);
  });

  it('holds an overpayment beyond the claim as the client credit', async () => {
    const project = await createProject(t.app, users.PROJECT_MANAGER.token, { budget: 1_000_000 });
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 10_000, date: '2026-11-02' })
    ).json();
    const over = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 11_000,
      date: '2026-11-10',
      overpayment: true,
    });
    expect(over.statusCode).toBe(201);
    const payment = (await api('GET', `/api/payments/${over.json().id}`)).json();
    expect(payment).toMatchObject({
      amountCents: 1_100_000,
      allocatedCents: 1_035_000,
      unallocatedCents: 65_000,
    });
    expect(await balanceOf(claim.id)).toBe(0);
  });

  it('moves the claims and payments made before it into the register, once, finding the client by name', async () => {
    const db = t.database.db;
    const project = await createProject(t.app, users.PROJECT_MANAGER.token, {
      budget: 1_000_000,
      clientName: 'Orphaned Claims Ltd',
    });
    // As before the register: rows written straight into the project tables, and a client deleted.
    await db
      .updateTable('projects')
      .set({ client_id: null, client_name: 'Lost Client Holdings' })
      .where('id', '=', project.id)
      .execute();
    const claimId = randomUUID();
    const ledgerIds = [randomUUID(), randomUUID()];
    const now = new Date().toISOString();
    await db
      .insertInto('project_claims')
      .values({
        id: claimId,
        project_id: project.id,
        number: 'INV-2025-0901',
        kind: 'PROGRESS',
        claim_date: '2025-09-30',
        due_date: '2025-10-30',
        description: 'Progress claim 3',
        work_value_cents: 1_000_000,
        retention_percent: 5,
        retention_cents: 50_000,
        vat_cents: 142_500,
        total_cents: 1_092_500,
        created_by: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('project_ledger')
      .values(
        [600_000, 600_000].map((amount, index) => ({
          id: ledgerIds[index] ?? '',
          project_id: project.id,
          kind: 'PAYMENT',
          amount_cents: amount,
          occurred_on: `2025-10-${10 + index}`,
          description: 'EFT received',
          claim_id: claimId,
          category: null,
          overpayment: index,
          created_by: null,
          created_at: now,
        })),
      )
      .execute();

    await moveClaimsIntoRegister(db as never);
    await moveClaimsIntoRegister(db as never);

    const invoice = await invoiceOf(claimId);
    expect(invoice).toMatchObject({
      number: 'INV-2025-0901',
      source: 'CLAIM',
      client_name: 'Lost Client Holdings',
    });
    expect(Number(invoice?.total_cents)).toBe(1_092_500);
    const client = await db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', invoice?.client_id ?? '')
      .executeTakeFirst();
    expect(client?.name_key).toBe('lost client holdings');
    const payments = await db
      .selectFrom('client_payments')
      .selectAll()
      .where('ledger_id', 'in', ledgerIds)
      .orderBy('paid_on')
      .execute();
    expect(payments.map((p) => Number(p.amount_cents))).toEqual([600_000, 600_000]);
    const allocations = await db
      .selectFrom('payment_allocations')
      .select(['payment_id', 'amount_cents'])
      .where('invoice_id', '=', claimId)
      .execute();
    expect(allocations.map((a) => Number(a.amount_cents)).sort((a, b) => a - b)).toEqual([492_500, 600_000]);
    expect(await balanceOf(claimId)).toBe(0);
    const credit = debtorsAgeingSchema
      .parse((await api('GET', '/api/reports/debtors-ageing?asOf=2025-12-31')).json())
      .rows.find((row) => row.clientId === client?.id);
    expect(credit).toMatchObject({ totalCents: 0, unallocatedCents: 107_500 });
    // The register keeps its client: deleting it is refused, not a database error.
    const deleted = await api('DELETE', `/api/clients/${client?.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toMatch(/has invoices or payments/);
  });

  it("lands the demo projects' claims and payments in the register, agreeing with the Money tab", async () => {
    const demo = await createTestApp(engine);
    try {
      const db = demo.database.db;
      await seedDemoData(db, [demoStaffSeeder, demoClientsSeeder, demoProjectsSeeder]);
      const claims = await db.selectFrom('project_claims').selectAll().execute();
      expect(claims.length).toBeGreaterThan(5);
      const invoices = await db.selectFrom('invoices').selectAll().where('source', '=', 'CLAIM').execute();
      expect(invoices.map((i) => [i.id, i.number, Number(i.total_cents)]).sort()).toEqual(
        claims.map((c) => [c.id, c.number, Number(c.total_cents)]).sort(),
      );
      const ledger = await db
        .selectFrom('project_ledger')
        .select(['id', 'amount_cents', 'claim_id'])
        .where('kind', '=', 'PAYMENT')
        .execute();
      const balances = await lockInvoiceBalances(
        { db },
        claims.map((c) => c.id),
      );
      for (const claim of claims) {
        const paid = ledger
          .filter((l) => l.claim_id === claim.id)
          .reduce((sum, l) => sum + Number(l.amount_cents), 0);
        expect(balances.get(claim.id)?.balanceCents).toBe(Math.max(Number(claim.total_cents) - paid, 0));
      }
      const mirrored = await db.selectFrom('client_payments').select('ledger_id').execute();
      expect(mirrored.map((p) => p.ledger_id).sort()).toEqual(ledger.map((l) => l.id).sort());
    } finally {
      await demo.close();
    }
  });
});
