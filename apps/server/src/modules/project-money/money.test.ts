import { claimAmounts, formatZarExact, projectMoneySchema } from '@firebreak/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProject,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { computeMetrics } from '../projects/metrics.service';

describe('claim arithmetic', () => {
  it('holds retention on progress claims, charges VAT on what is claimed now, in whole cents', () => {
    expect(claimAmounts({ kind: 'PROGRESS', workValueCents: 100_000_00, retentionPercent: 10 })).toEqual({
      workValueCents: 100_000_00,
      retentionCents: 10_000_00,
      netCents: 90_000_00,
      vatCents: 13_500_00,
      totalCents: 103_500_00,
    });
    // Retention released later carries its own VAT and holds nothing back.
    expect(
      claimAmounts({ kind: 'RETENTION_RELEASE', workValueCents: 10_000_00, retentionPercent: 10 }),
    ).toEqual({
      workValueCents: 10_000_00,
      retentionCents: 0,
      netCents: 10_000_00,
      vatCents: 1_500_00,
      totalCents: 11_500_00,
    });
    expect(() => claimAmounts({ kind: 'PROGRESS', workValueCents: 1.5, retentionPercent: 10 })).toThrow(
      RangeError,
    );
  });

  it('always adds up: work = retention + net, total = net + VAT, VAT within half a cent of 15%', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000_00 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.constantFrom('PROGRESS' as const, 'RETENTION_RELEASE' as const),
        (workValueCents, retentionPercent, kind) => {
          const a = claimAmounts({ kind, workValueCents, retentionPercent });
          expect(Number.isSafeInteger(a.totalCents)).toBe(true);
          expect(a.retentionCents + a.netCents).toBe(workValueCents);
          expect(a.netCents + a.vatCents).toBe(a.totalCents);
          expect(Math.abs(a.vatCents - a.netCents * 0.15)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});

describe.each(engines)('project money on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    manager = users.PROJECT_MANAGER.token;
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = manager) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const money = async (projectId: string) => {
    const response = await api('GET', `/api/projects/${projectId}/money`);
    expect(response.statusCode).toBe(200);
    return projectMoneySchema.parse(response.json());
  };
  const newProject = (budget = 1_000_000) =>
    createProject(t.app, manager, { budget, title: `Money ${Math.random()}` });

  it('raises a claim with retention and VAT, numbered INV-YYYY-NNNN, and records a payment against it', async () => {
    const project = await newProject();
    const claim = await api('POST', `/api/projects/${project.id}/claims`, {
      amount: 200_000,
      date: '2026-10-01',
    });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({
      kind: 'PROGRESS',
      workValue: 200_000,
      retention: 20_000,
      vat: 27_000,
      total: 207_000,
      paid: 0,
      outstanding: 207_000,
      status: 'UNPAID',
      dueDate: '2026-10-31',
    });
    expect(claim.json().number).toMatch(/^INV-2026-\d{4}$/);

    const part = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.json().id,
      amount: 100_000,
      date: '2026-10-20',
    });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      amount: 100_000,
      claimNumber: claim.json().number,
      overpayment: false,
    });

    const view = await money(project.id);
    expect(view.claims[0]).toMatchObject({ paid: 100_000, outstanding: 107_000, status: 'PART_PAID' });
    expect(view.summary).toMatchObject({
      contractValue: 1_000_000,
      // The budget is incl. VAT and claims are not: R 200 000 is 23% of R 869 565,22 (issue 27 item 3).
      contractValueExclVat: 869_565.22,
      claimed: 200_000,
      claimedPercent: 23,
      invoiced: 207_000,
      received: 100_000,
      outstanding: 107_000,
      retentionHeld: 20_000,
      retentionReleased: 0,
    });
  });

  it('refuses a payment above what the claim still owes unless it is recorded as an overpayment', async () => {
    const project = await newProject();
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 10_000, date: '2026-11-02' })
    ).json();
    expect(claim.total).toBe(10_350);
    const payments = () =>
      t.database.db.selectFrom('project_ledger').select('id').where('project_id', '=', project.id).execute();

    const tooMuch = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 10_350.01,
      date: '2026-11-10',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe(
      `This payment is more than the ${formatZarExact(10_350)} still owed on ${claim.number}. Record it as an overpayment if the client paid more.`,
    );
    expect(await payments()).toHaveLength(0);

    const exact = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 10_350,
      date: '2026-11-10',
    });
    expect(exact.statusCode).toBe(201);
    const again = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 50,
      date: '2026-11-11',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(
      `${claim.number} is paid in full. Record this as an overpayment if the client paid more.`,
    );

    const over = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 50,
      date: '2026-11-11',
      overpayment: true,
    });
    expect(over.statusCode).toBe(201);
    expect(over.json().overpayment).toBe(true);
    const view = await money(project.id);
    // Paid is what the register allocated to the claim's invoice; the R 0,50 beyond it is held as the
    // client's credit, so the claim shows as overpaid and the project as having received R 104.
    expect(view.claims[0]).toMatchObject({ paid: 10_350, outstanding: 0, status: 'OVERPAID' });
    expect(view.summary.received).toBe(10_400);
  });

  it("shows a payment recorded in the payments register against a claim's invoice, agreeing to the cent", async () => {
    const project = await newProject();
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 100_000, date: '2026-10-01' })
    ).json();
    const invoice = async () => (await api('GET', `/api/invoices/${claim.id}`)).json();
    const clientId = (await invoice()).clientId as string;
    expect(claim.total).toBe(103_500); // 100 000 less 10% retention, plus 15% VAT
    const own = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 20_000,
      date: '2026-10-10',
    });
    expect(own.statusCode, own.body).toBe(201);
    const registered = await api('POST', '/api/payments', {
      clientId,
      date: '2026-10-20',
      amountCents: 30_000_12,
      reference: 'EFT-4411',
      allocations: [{ invoiceId: claim.id, amountCents: 30_000_12 }],
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const view = await money(project.id);
    const register = await invoice();
    expect(register).toMatchObject({ paidCents: 50_000_12, balanceCents: 103_500_00 - 50_000_12 });
    expect(view.claims[0]).toMatchObject({ paid: 50_000.12, outstanding: 53_499.88, status: 'PART_PAID' });
    expect(Math.round(view.claims[0]!.paid * 100)).toBe(register.paidCents);
    expect(Math.round(view.claims[0]!.outstanding * 100)).toBe(register.balanceCents);
    expect(view.summary).toMatchObject({ received: 50_000.12, outstanding: 53_499.88 });
    const listed = view.payments.find((payment) => payment.inRegister);
    expect(listed).toMatchObject({
      claimId: claim.id,
      claimNumber: claim.number,
      amount: 30_000.12,
      date: '2026-10-20',
      overpayment: false,
    });
    expect(listed?.description).toMatch(/EFT-4411/);
    expect(view.payments.map((payment) => payment.date)).toEqual(['2026-10-20', '2026-10-10']);

    // The Money tab's own form now sees what the register took: no more than the register's balance.
    const tooMuch = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 53_499.89,
      date: '2026-10-25',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatch(
      new RegExp(`${formatZarExact(53_499.88).replace(/\s/g, '\\s')} still owed`),
    );
    // A register payment is deleted in the register, not on the project: a clear 409, nothing removed.
    const remove = await api('DELETE', `/api/projects/${project.id}/payments/${listed!.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toMatch(/payments register/);
    expect((await money(project.id)).payments).toHaveLength(2);

    // A credit note on the claim's invoice lowers what the claim still owes on both screens.
    const credit = await api('POST', `/api/invoices/${claim.id}/credit-notes`, {
      reason: 'Retention recalculated',
      lines: [{ lineId: register.lines[0].id, amountCents: 1_000_00 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const credited = await invoice();
    const after = await money(project.id);
    expect(Math.round(after.claims[0]!.outstanding * 100)).toBe(credited.balanceCents);
    expect(Math.round(after.summary.outstanding * 100)).toBe(credited.balanceCents);
  });

  it('keeps progress claims within the contract value and releases no more retention than is held', async () => {
    const project = await newProject(100_000);
    expect(
      (await api('POST', `/api/projects/${project.id}/claims`, { amount: 60_000, date: '2026-09-01' }))
        .statusCode,
    ).toBe(201);
    const over = await api('POST', `/api/projects/${project.id}/claims`, {
      amount: 40_000.01,
      date: '2026-10-01',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe(
      `Progress claims would come to ${formatZarExact(100_000.01)}, more than the contract value of ${formatZarExact(100_000)}. Raise the budget for a variation first.`,
    );

    const release = (amount: number) =>
      api('POST', `/api/projects/${project.id}/claims`, {
        kind: 'RETENTION_RELEASE',
        amount,
        date: '2026-11-01',
      });
    const tooMuch = await release(6_000.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe(`Only ${formatZarExact(6_000)} of retention is held on this project`);
    const released = await release(6_000);
    expect(released.statusCode).toBe(201);
    expect(released.json()).toMatchObject({
      kind: 'RETENTION_RELEASE',
      retention: 0,
      vat: 900,
      total: 6_900,
    });
    const view = await money(project.id);
    expect(view.summary).toMatchObject({ retentionHeld: 0, retentionReleased: 6_000, claimed: 60_000 });
    expect(view.claims).toHaveLength(2);
  });

  it('costs add to the spend and leave it when deleted; cash flow reads payments and costs by month', async () => {
    const project = await newProject(500_000);
    const today = new Date().toISOString().slice(0, 10);
    const before = await computeMetrics({ db: t.database.db, engine });
    const cost = await api('POST', `/api/projects/${project.id}/costs`, {
      amount: 12_345.67,
      date: today,
      category: 'MATERIALS',
      description: 'Sprinkler heads',
    });
    expect(cost.statusCode).toBe(201);
    expect(cost.json()).toMatchObject({
      amount: 12_345.67,
      category: 'MATERIALS',
      description: 'Sprinkler heads',
    });
    const read = await api('GET', `/api/projects/${project.id}`);
    expect(read.json().spent).toBe(12_345.67);
    const view = await money(project.id);
    expect(view.summary).toMatchObject({ costs: 12_345.67, budgetBurnPercent: 2.5, margin: -12_345.67 });
    const after = await computeMetrics({ db: t.database.db, engine });
    expect(Math.round(((before.cashFlowThisMonth ?? 0) - (after.cashFlowThisMonth ?? 0)) * 100)).toBe(
      1_234_567,
    );

    expect((await api('DELETE', `/api/projects/${project.id}/costs/${cost.json().id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/projects/${project.id}`)).json().spent).toBe(0);
    expect((await money(project.id)).costs).toHaveLength(0);
  });

  it('a claim with payments cannot be deleted; its payment can, then the claim', async () => {
    const project = await newProject();
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 1_000, date: '2026-11-01' })
    ).json();
    const payment = (
      await api('POST', `/api/projects/${project.id}/payments`, {
        claimId: claim.id,
        amount: 500,
        date: '2026-11-05',
      })
    ).json();
    const refused = await api('DELETE', `/api/projects/${project.id}/claims/${claim.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `${claim.number} has payments recorded against it. Delete those payments first.`,
    );
    expect((await api('DELETE', `/api/projects/${project.id}/payments/${payment.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/projects/${project.id}/claims/${claim.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/projects/${project.id}/claims/${claim.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', project.id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['add-claim', 'payment', 'delete-payment', 'delete-claim']),
    );
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const project = await newProject();
    const other = await newProject();
    const otherClaim = (
      await api('POST', `/api/projects/${other.id}/claims`, { amount: 1_000, date: '2026-11-01' })
    ).json();
    const cases: [string, unknown, number, RegExp][] = [
      ['claims', { amount: -5, date: '2026-11-01' }, 400, /Amount cannot be negative/],
      ['claims', { amount: 0, date: '2026-11-01' }, 400, /Amount must be more than 0/],
      ['claims', { amount: 'ten', date: '2026-11-01' }, 400, /Amount must be a number/],
      ['claims', { amount: 10, date: '2026-02-30' }, 400, /Claim date is not a valid date/],
      [
        'claims',
        { amount: 10, date: '2026-11-01', retentionPercent: 25 },
        400,
        /Retention must be at most 20%/,
      ],
      ['claims', { amount: 10, date: '2026-11-01', kind: 'BONUS' }, 400, /Kind must be one of/],
      ['claims', { amount: 10, date: '2026-11-01', dueDate: '2026-10-01' }, 422, /due date cannot be before/],
      ['payments', { amount: 10, date: '2026-11-01' }, 400, /Choose the claim this payment is for/],
      ['payments', { claimId: otherClaim.id, amount: 10, date: '2026-11-01' }, 422, /not on this project/],
      [
        'payments',
        { claimId: otherClaim.id, amount: 10, date: '2026-11-01', overpayment: 'yes' },
        400,
        /overpayment/,
      ],
      ['costs', { amount: 10, date: '2026-11-01', category: 'BRIBES' }, 400, /Category must be one of/],
      ['costs', { amount: 1e13, date: '2026-11-01', category: 'OTHER' }, 400, /Amount must be at most/],
    ];
    for (const [segment, body, status, message] of cases) {
      const response = await api('POST', `/api/projects/${project.id}/${segment}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toMatch(message);
    }
    const view = await money(project.id);
    expect([view.claims.length, view.payments.length, view.costs.length]).toEqual([0, 0, 0]);
    expect((await api('GET', '/api/projects/00000000-0000-4000-8000-00000000dead/money')).statusCode).toBe(
      404,
    );
    expect(
      (
        await api('POST', '/api/projects/00000000-0000-4000-8000-00000000dead/costs', {
          amount: 1,
          date: '2026-11-01',
          category: 'OTHER',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('only ADMIN and PROJECT_MANAGER read or change a project’s money', async () => {
    const project = await newProject();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const token = users[role].token;
      expect((await api('GET', `/api/projects/${project.id}/money`, undefined, token)).statusCode).toBe(403);
      const refused = await api(
        'POST',
        `/api/projects/${project.id}/claims`,
        { amount: 10, date: '2026-11-01' },
        token,
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (
          await api(
            'POST',
            `/api/projects/${project.id}/costs`,
            { amount: 10, date: '2026-11-01', category: 'OTHER' },
            token,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await api('GET', `/api/projects/${project.id}/money`, undefined, users.ADMIN.token)).statusCode,
    ).toBe(200);
    expect((await money(project.id)).claims).toHaveLength(0);
  });

  it('two claims raised at once get different numbers', async () => {
    const project = await newProject();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', `/api/projects/${project.id}/claims`, { amount: 1_000, date: '2027-01-05' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const numbers = new Set(responses.map((response) => response.json().number));
    expect(numbers.size).toBe(6);
  });
});
