import { clientPaymentListSchema, clientPaymentSchema } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { insertClient, insertCreditNote, insertInvoice } from '../../test/money-register';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { lockInvoiceBalances } from './payments.service';

describe.each(engines)('payments on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const api = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    role: TestRole = 'PROJECT_MANAGER',
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(users[role].token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const balanceOf = async (id: string) =>
    (await lockInvoiceBalances({ db: t.database.db }, [id])).get(id)?.balanceCents ?? Number.NaN;
  const counts = async () => {
    const [payments, allocations] = await Promise.all([
      t.database.db
        .selectFrom('client_payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      t.database.db
        .selectFrom('payment_allocations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return [Number(payments.n), Number(allocations.n)];
  };
  /** R 1 000 excl. VAT, standard-rated: R 1 150,00. */
  const invoiceFor = (clientId: string, issueDate = '2026-10-01') =>
    insertInvoice(
      { db: t.database.db },
      {
        clientId,
        issueDate,
        dueDate: '2026-10-31',
        lines: [{ quantity: 1, unitPriceCents: 100_000 }],
      },
    );

  it('takes a part payment, holds the rest as credit and allocates it later', async () => {
    const clientId = await insertClient({ db: t.database.db });
    const first = await invoiceFor(clientId);
    const second = await invoiceFor(clientId);
    expect(first.totalCents).toBe(115_000);
    const created = await api('POST', '/api/payments', {
      clientId,
      date: '2026-10-15',
      amountCents: 200_000,
      method: 'EFT',
      reference: 'ACME EFT 0042',
      allocations: [
        { invoiceId: first.id, amountCents: 115_000 },
        { invoiceId: second.id, amountCents: 40_000 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const payment = clientPaymentSchema.parse(created.json());
    expect(payment).toMatchObject({ allocatedCents: 155_000, unallocatedCents: 45_000, method: 'EFT' });
    expect(payment.allocations.map((a) => a.invoiceNumber).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    expect(await balanceOf(first.id)).toBe(0);
    expect(await balanceOf(second.id)).toBe(75_000);

    // The held credit pays the second invoice later; what is left after it is still held.
    const later = await api('POST', `/api/payments/${payment.id}/allocations`, {
      allocations: [{ invoiceId: second.id, amountCents: 45_000 }],
    });
    expect(later.statusCode).toBe(200);
    expect(clientPaymentSchema.parse(later.json())).toMatchObject({
      allocatedCents: 200_000,
      unallocatedCents: 0,
    });
    expect(await balanceOf(second.id)).toBe(30_000);
    const none = await api('POST', `/api/payments/${payment.id}/allocations`, {
      allocations: [{ invoiceId: second.id, amountCents: 1 }],
    });
    expect(none.statusCode).toBe(409);

    const listed = clientPaymentListSchema.parse(
      (await api('GET', `/api/payments?clientId=${clientId}`)).json(),
    );
    expect(listed.total).toBe(1);
    expect(listed.items[0]?.id).toBe(payment.id);
    const read = await api('GET', `/api/payments/${payment.id}`, undefined, 'ENGINEER');
    expect(read.statusCode).toBe(200);
    expect(clientPaymentSchema.parse(read.json()).allocatedCents).toBe(200_000);
  });

  it('counts issued credit notes against the balance', async () => {
    const clientId = await insertClient({ db: t.database.db });
    const invoice = await invoiceFor(clientId);
    const credit = await insertCreditNote(
      { db: t.database.db },
      {
        invoice,
        clientId,
        issueDate: '2026-10-05',
        lines: [{ lineId: invoice.lineIds[0] ?? '', amountCents: 20_000 }],
      },
    );
    expect(credit.totalCents).toBe(23_000);
    const pay = (amountCents: number) =>
      api('POST', '/api/payments', {
        clientId,
        date: '2026-10-20',
        amountCents,
        allocations: [{ invoiceId: invoice.id, amountCents }],
      });
    expect((await pay(92_001)).statusCode).toBe(409);
    expect((await pay(92_000)).statusCode).toBe(201);
    expect(await balanceOf(invoice.id)).toBe(0);
  });

  it('refuses bad payments with a clear message and writes nothing', async () => {
    const clientId = await insertClient({ db: t.database.db });
    const otherClient = await insertClient({ db: t.database.db });
    const invoice = await invoiceFor(clientId);
    const theirs = await invoiceFor(otherClient);
    const draft = await insertInvoice(
      { db: t.database.db },
      {
        clientId,
        issueDate: '2026-10-01',
        status: 'DRAFT',
        lines: [{ quantity: 2, unitPriceCents: 5_000 }],
      },
    );
    const credit = await insertCreditNote(
      { db: t.database.db },
      {
        invoice,
        clientId,
        issueDate: '2026-10-02',
        lines: [{ lineId: invoice.lineIds[0] ?? '', amountCents: 1_000 }],
      },
    );
    const before = await counts();
    const base = { clientId, date: '2026-10-20', amountCents: 50_000 };
    const refusals: [unknown, number, RegExp][] = [
      [
        { ...base, allocations: [{ invoiceId: invoice.id, amountCents: 50_001 }] },
        400,
        /more than the R\s500,00 of this payment/,
      ],
      [
        {
          ...base,
          amountCents: 200_000,
          allocations: [{ invoiceId: invoice.id, amountCents: 150_000 }],
        },
        409,
        /still owing/,
      ],
      [
        { ...base, allocations: [{ invoiceId: theirs.id, amountCents: 100 }] },
        400,
        /another client's invoice/,
      ],
      [{ ...base, allocations: [{ invoiceId: draft.id, amountCents: 100 }] }, 400, /draft/],
      [{ ...base, allocations: [{ invoiceId: credit.id, amountCents: 100 }] }, 400, /credit note/],
      [
        { ...base, allocations: [{ invoiceId: 'no-such-invoice', amountCents: 100 }] },
        400,
        /Invoice not found/,
      ],
      [
        {
          ...base,
          allocations: [
            { invoiceId: invoice.id, amountCents: 100 },
            { invoiceId: invoice.id, amountCents: 100 },
          ],
        },
        400,
        /only once/,
      ],
      [{ ...base, date: '2026-02-30' }, 400, /Date/],
      [{ ...base, date: 'yesterday' }, 400, /Date/],
      [{ ...base, amountCents: 100_000_000_000_001 }, 400, /at most R 1 000 000 000 000/],
      [{ ...base, amountCents: 0 }, 400, /more than 0/],
      [{ ...base, amountCents: 10.5 }, 400, /whole cents/],
      [{ ...base, method: 'CHEQUE' }, 400, /Method/],
      [{ ...base, clientId: 'nobody' }, 400, /client does not exist/],
      [{ ...base, allocations: 'all of it' }, 400, /list/],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await api('POST', '/api/payments', payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json().error).toMatch(message);
    }
    expect(await counts()).toEqual(before);
    expect(await balanceOf(invoice.id)).toBe(115_000 - 1_150);
  });

  it('lets only one of two racing payments take the same balance', async () => {
    const clientId = await insertClient({ db: t.database.db });
    const invoice = await invoiceFor(clientId);
    const pay = () =>
      api('POST', '/api/payments', {
        clientId,
        date: '2026-10-20',
        amountCents: invoice.totalCents,
        allocations: [{ invoiceId: invoice.id, amountCents: invoice.totalCents }],
      });
    const statuses = (await Promise.all([pay(), pay()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await balanceOf(invoice.id)).toBe(0);
    const listed = clientPaymentListSchema.parse(
      (await api('GET', `/api/payments?clientId=${clientId}`)).json(),
    );
    expect(listed.total).toBe(1);
  });

  it('deletes a mistaken payment with its allocations, and audits it', async () => {
    const clientId = await insertClient({ db: t.database.db });
    const invoice = await invoiceFor(clientId);
    const created = clientPaymentSchema.parse(
      (
        await api('POST', '/api/payments', {
          clientId,
          date: '2026-10-20',
          amountCents: 15_000,
          allocations: [{ invoiceId: invoice.id, amountCents: 15_000 }],
        })
      ).json(),
    );
    expect(await balanceOf(invoice.id)).toBe(100_000);
    expect((await api('DELETE', `/api/payments/${created.id}`, undefined, 'ENGINEER')).statusCode).toBe(403);
    expect((await api('DELETE', `/api/payments/${created.id}`, undefined, 'ADMIN')).statusCode).toBe(204);
    expect(await balanceOf(invoice.id)).toBe(115_000);
    expect((await api('GET', `/api/payments/${created.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/payments/${created.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_id', 'before'])
      .where('entity_id', '=', clientId)
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['payment', 'delete-payment']);
    expect(audit[1]?.actor_id).toBe(users.ADMIN.user.id);
    expect(audit[1]?.before).toContain(created.id);
  });

  it('lets managers write, engineers read, technicians nothing', async () => {
    const clientId = await insertClient({ db: t.database.db });
    const invoice = await invoiceFor(clientId);
    const payment = { clientId, date: '2026-10-20', amountCents: 100 };
    const reads = [
      '/api/payments',
      '/api/payments/anything',
      `/api/clients/${clientId}/statement?from=2026-10-01&to=2026-10-31`,
      `/api/clients/${clientId}/statement.pdf?from=2026-10-01&to=2026-10-31`,
      '/api/reports/debtors-ageing',
    ];
    for (const url of reads) {
      expect((await api('GET', url, undefined, 'TECHNICIAN')).statusCode).toBe(403);
      expect([200, 404]).toContain((await api('GET', url, undefined, 'ENGINEER')).statusCode);
    }
    for (const role of ['TECHNICIAN', 'ENGINEER'] as const) {
      expect((await api('POST', '/api/payments', payment, role)).statusCode).toBe(403);
      expect(
        (
          await api(
            'POST',
            '/api/payments/x/allocations',
            { allocations: [{ invoiceId: invoice.id, amountCents: 1 }] },
            role,
          )
        ).statusCode,
      ).toBe(403);
      expect((await api('DELETE', '/api/payments/x', undefined, role)).statusCode).toBe(403);
    }
    expect((await api('POST', '/api/payments', payment, 'ADMIN')).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
  });
});
