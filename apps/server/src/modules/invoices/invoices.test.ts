import {
  addDays,
  documentTotals,
  type Invoice,
  invoiceListSchema,
  invoiceQuantityToMilli,
  invoiceSchema,
  lineFigures,
  type RawInvoiceDraftInput,
  type RawInvoiceLineInput,
  TAX_CODES,
  todayInSouthAfrica,
} from '@firebreak/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { longDay, pdfMoney, pdfQuantity } from './invoice-pdf';

const COMPANY = {
  COMPANY_NAME: 'Hydrant & Sons (Pty) Ltd',
  COMPANY_ADDRESS: '7 Valve Street, Kempton Park, 1619',
  COMPANY_VAT_NUMBER: '4123456789',
  COMPANY_PHONE: '011 555 0100',
};

describe.each(engines)('invoices on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  const today = todayInSouthAfrica();

  beforeAll(async () => {
    t = await createTestApp(engine, COMPANY);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

  const newClient = async (overrides: Record<string, unknown> = {}) => {
    const response = await api('POST', '/api/clients', {
      name: `Client ${Math.random()}`,
      type: 'Commercial',
      status: 'Active',
      address: '3 Sprinkler Lane, Midrand, 1685',
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; name: string; address: string };
  };
  const line = (overrides: Partial<RawInvoiceLineInput> = {}): RawInvoiceLineInput => ({
    description: 'Annual sprinkler inspection',
    quantity: 1,
    unitPriceCents: 100_000,
    taxCode: 'STANDARD',
    ...overrides,
  });
  const draft = async (clientId: string, overrides: Partial<RawInvoiceDraftInput> = {}) => {
    const response = await api('POST', '/api/invoices', { clientId, lines: [line()], ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return invoiceSchema.parse(response.json());
  };
  const issue = async (id: string, body: object = {}) => {
    const response = await api('POST', `/api/invoices/${id}/issue`, body);
    expect(response.statusCode, response.body).toBe(200);
    return invoiceSchema.parse(response.json());
  };
  const count = async (table: 'invoices' | 'invoice_lines' | 'client_billing') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("keeps a client's billing details, refusing a bad VAT number", async () => {
    const client = await newClient();
    expect((await api('GET', `/api/clients/${client.id}/billing`)).json()).toEqual({
      clientId: client.id,
      vatNumber: null,
      paymentTermsDays: 30,
      billingEmail: null,
    });
    const before = await count('client_billing');
    const bad = await api('PUT', `/api/clients/${client.id}/billing`, { vatNumber: '1234567890' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/VAT number must be 10 digits starting with 4/);
    expect(await count('client_billing')).toBe(before);
    const saved = await api('PUT', `/api/clients/${client.id}/billing`, {
      vatNumber: '4987654321',
      paymentTermsDays: 14,
      billingEmail: 'accounts@example.co.za',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ vatNumber: '4987654321', paymentTermsDays: 14 });
    expect((await api('GET', '/api/clients/nope/billing')).statusCode).toBe(404);
  });

  it('saves a draft whose figures follow the one VAT rule, in the JSON and the row alike', async () => {
    const client = await newClient();
    const lines = [
      line({ quantity: 2.5, unitPriceCents: 123_45 }),
      line({
        description: 'Export pump service',
        quantity: 1,
        unitPriceCents: 50_000_00,
        taxCode: 'ZERO_RATED',
      }),
      line({ description: 'Training course', quantity: 3, unitPriceCents: 1_999, taxCode: 'EXEMPT' }),
    ];
    const invoice = await draft(client.id, { lines, reference: 'PO 778' });
    const expected = lines.map((input) => ({
      ...lineFigures({
        quantityMilli: invoiceQuantityToMilli(input.quantity),
        unitPriceCents: input.unitPriceCents,
        taxCode: input.taxCode ?? 'STANDARD',
      }),
      taxCode: input.taxCode ?? 'STANDARD',
    }));
    const totals = documentTotals(expected);
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      number: null,
      source: 'MANUAL',
      clientName: client.name,
      clientAddress: client.address,
      exclCents: totals.exclCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      byTaxCode: totals.byTaxCode,
      balanceCents: 0,
    });
    expect(invoice.lines.map((l) => [l.netCents, l.vatCents])).toEqual(
      expected.map((l) => [l.netCents, l.vatCents]),
    );
    expect(invoice.lines[1]?.vatCents).toBe(0);
    expect(invoice.lines[2]?.vatCents).toBe(0);
    const row = await t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.excl_cents), Number(row.vat_cents), Number(row.total_cents)]).toEqual([
      totals.exclCents,
      totals.vatCents,
      totals.totalCents,
    ]);

    // Replaced whole while a draft, then deleted.
    const replaced = await api('PUT', `/api/invoices/${invoice.id}`, {
      clientId: client.id,
      lines: [line()],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ exclCents: 100_000, vatCents: 15_000, totalCents: 115_000 });
    expect(replaced.json().lines).toHaveLength(1);
    expect((await api('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const client = await newClient();
    const other = await newClient();
    const site = await api('POST', `/api/clients/${other.id}/sites`, { name: 'Depot', address: '1 Road' });
    expect(site.statusCode, site.body).toBe(201);
    const before = [await count('invoices'), await count('invoice_lines')];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ lines: [line({ unitPriceCents: 100_000_000_000_001 })] }, /at most R/],
      [{ lines: [line({ quantity: 2, unitPriceCents: 60_000_000_000_000 })] }, /more than R/],
      [
        {
          lines: [line({ unitPriceCents: 60_000_000_000_000 }), line({ unitPriceCents: 60_000_000_000_000 })],
        },
        /total must be at most R/,
      ],
      [{ date: '2026-02-30' }, /not a valid date/],
      [{ clientId: 'no-such-client' }, /Unknown client/],
      [{ siteId: 'no-such-site' }, /Unknown site/],
      [{ siteId: site.json().id }, /not one of this client's sites/],
      [{ projectId: 'no-such-project' }, /Unknown project/],
      [{ lines: Array.from({ length: 201 }, () => line()) }, /at most 200 lines/],
      [{ lines: [] }, /at least one line/],
      [{ lines: [line({ quantity: 1.0005 })] }, /at most 3 decimals/],
      [{ lines: [line({ quantity: 1e-10 })] }, /at least 0.001/],
      [{ status: 'PAID', lines: 'x' }, /Lines must be a list/],
    ];
    for (const [overrides, message] of cases) {
      const response = await api('POST', '/api/invoices', {
        clientId: client.id,
        lines: [line()],
        ...overrides,
      });
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect([await count('invoices'), await count('invoice_lines')]).toEqual(before);
  });

  it('issues a draft: its number, dates and recipient frozen; never edited after', async () => {
    const client = await newClient();
    await api('PUT', `/api/clients/${client.id}/billing`, { vatNumber: '4111111111', paymentTermsDays: 7 });
    const created = await draft(client.id);
    const issued = await issue(created.id);
    expect(issued.number).toMatch(new RegExp(`^INV-${today.slice(0, 4)}-\\d{4}$`));
    expect(issued).toMatchObject({
      status: 'ISSUED',
      issueDate: today,
      dueDate: addDays(today, 7),
      clientVatNumber: '4111111111',
      balanceCents: 115_000,
    });
    await api('PUT', `/api/clients/${client.id}`, {
      name: client.name,
      type: 'Commercial',
      status: 'Active',
      address: 'Moved',
    });
    expect((await api('GET', `/api/invoices/${created.id}`)).json().clientAddress).toBe(client.address);

    const again = await api('POST', `/api/invoices/${created.id}/issue`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/issued and can no longer be changed/);
    const put = await api('PUT', `/api/invoices/${created.id}`, { clientId: client.id, lines: [line()] });
    expect(put.statusCode).toBe(409);
    expect((await api('DELETE', `/api/invoices/${created.id}`)).statusCode).toBe(409);
    expect((await api('GET', `/api/invoices/${created.id}`)).json().totalCents).toBe(115_000);

    // Issued on an earlier day: overdue after its due date, and found by that derived status.
    const late = await issue((await draft(client.id)).id, { date: '2026-01-05' });
    expect(late).toMatchObject({ issueDate: '2026-01-05', dueDate: '2026-01-12', status: 'OVERDUE' });
    const overdue = invoiceListSchema.parse(
      (await api('GET', `/api/invoices?status=OVERDUE&clientId=${client.id}`)).json(),
    );
    expect(overdue.items.map((item) => item.id)).toEqual([late.id]);
    const search = (await api('GET', `/api/invoices?q=${late.number}`)).json();
    expect(search.items.map((item: { id: string }) => item.id)).toEqual([late.id]);
    const future = await api('POST', `/api/invoices/${(await draft(client.id)).id}/issue`, {
      date: addDays(today, 2),
    });
    expect(future.statusCode).toBe(400);
  });

  it("refuses to issue a full tax invoice without the client's address, giving no number away", async () => {
    const client = await newClient({ address: '' });
    const big = await draft(client.id, { lines: [line({ unitPriceCents: 500_000 })] });
    const small = await draft(client.id, { lines: [line({ unitPriceCents: 1_000 })] });
    const refused = await api('POST', `/api/invoices/${big.id}/issue`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/address/);
    expect((await api('GET', `/api/invoices/${big.id}`)).json().status).toBe('DRAFT');
    // No body at all: issued today. Abridged (R 5 000 or less): no address needed.
    const plain = await api('POST', `/api/invoices/${small.id}/issue`);
    expect(plain.statusCode, plain.body).toBe(200);
    const first = invoiceSchema.parse(plain.json());
    expect(first.issueDate).toBe(today);
    await api('PUT', `/api/clients/${client.id}`, {
      name: client.name,
      type: 'Commercial',
      status: 'Active',
      address: '9 Main Rd',
    });
    const second = await issue(big.id);
    expect(second.clientAddress).toBe('9 Main Rd');
    expect(Number(second.number?.slice(9))).toBe(Number(first.number?.slice(9)) + 1);
  });

  it('hands out consecutive invoice numbers, no gaps and no twins, to 20 concurrent issues', async () => {
    const client = await newClient();
    const drafts = [];
    for (let index = 0; index < 20; index += 1) drafts.push(await draft(client.id));
    const before = await t.database.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('year', '=', Number(today.slice(0, 4)))
      .executeTakeFirst();
    const start = Number(before?.last_number ?? 0);
    const responses = await Promise.all(drafts.map((d) => api('POST', `/api/invoices/${d.id}/issue`, {})));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((response) => response.json().number as string);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.map((number) => Number(number.slice(9))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => start + index + 1),
    );
  });

  it('credits an issued invoice by line and in full, never more than is left', async () => {
    const client = await newClient();
    const invoice = await issue(
      (
        await draft(client.id, {
          lines: [
            line({ quantity: 2, unitPriceCents: 10_000 }),
            line({ description: 'Zero', taxCode: 'ZERO_RATED' }),
          ],
        })
      ).id,
    );
    const [first, second] = invoice.lines as [Invoice['lines'][0], Invoice['lines'][0]];
    const onDraft = await api('POST', `/api/invoices/${(await draft(client.id)).id}/credit-notes`, {
      reason: 'x',
    });
    expect(onDraft.statusCode).toBe(409);

    const part = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Short delivery',
      lines: [{ lineId: first.id, amountCents: 5_001 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    const note = invoiceSchema.parse(part.json());
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'ISSUED',
      reason: 'Short delivery',
      creditsInvoiceId: invoice.id,
      creditsInvoiceNumber: invoice.number,
      exclCents: 5_001,
      vatCents: 750, // 15% of 50.01 = 7.5015 → 7.50
      totalCents: 5_751,
    });
    expect(note.number).toMatch(/^CN-\d{4}-\d{4}$/);
    expect(note.lines[0]?.creditsLineId).toBe(first.id);

    const tooMuch = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Again',
      lines: [{ lineId: first.id, amountCents: 15_000 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatch(/Line 1 \("Annual sprinkler inspection"\) has only R/);
    const unknownLine = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Again',
      lines: [{ lineId: 'nope', amountCents: 1 }],
    });
    expect(unknownLine.statusCode).toBe(400);

    const after = invoiceSchema.parse((await api('GET', `/api/invoices/${invoice.id}`)).json());
    expect(after.lines.map((l) => l.creditedCents)).toEqual([5_001, 0]);
    expect(after).toMatchObject({ creditedCents: 5_751, balanceCents: invoice.totalCents - 5_751 });
    expect(after.creditNotes).toEqual([
      { id: note.id, number: note.number, issueDate: today, totalCents: 5_751 },
    ]);

    const rest = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Cancelled' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().lines.map((l: { netCents: number }) => l.netCents)).toEqual([
      first.netCents - 5_001,
      second.netCents,
    ]);
    const done = invoiceSchema.parse((await api('GET', `/api/invoices/${invoice.id}`)).json());
    expect(done.status).toBe('CREDITED');
    expect(done.balanceCents).toBe(0); // the finishing credit takes the line's VAT left, not 15% of the part
    const full = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Once more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/already credited in full/);
    expect(
      (await api('PUT', `/api/invoices/${note.id}`, { clientId: client.id, lines: [line()] })).statusCode,
    ).toBe(409);
  });

  it('leaves any invoice credited in random parts at exactly zero, never below (property)', async () => {
    const client = await newClient();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 50_000 }).map((milli) => milli / 1000),
            unitPriceCents: fc.integer({ min: 1, max: 5_000_000 }),
            taxCode: fc.constantFrom(...TAX_CODES),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (lines, rounds) => {
          const invoice = await issue((await draft(client.id, { lines: lines.map((l) => line(l)) })).id);
          for (const shares of rounds) {
            const now = invoiceSchema.parse((await api('GET', `/api/invoices/${invoice.id}`)).json());
            const parts = now.lines
              .map((l, index) => ({
                lineId: l.id,
                left: l.netCents - l.creditedCents,
                share: shares[index % shares.length]!,
              }))
              .filter((part) => part.left > 0)
              .map(({ lineId, left, share }) => ({
                lineId,
                amountCents: Math.min(left, Math.max(1, Math.round(left * share))),
              }));
            if (parts.length === 0) break;
            const credit = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, {
              reason: 'Part',
              lines: parts,
            });
            expect(credit.statusCode, credit.body).toBe(201);
            const after = invoiceSchema.parse((await api('GET', `/api/invoices/${invoice.id}`)).json());
            expect(after.balanceCents).toBeGreaterThanOrEqual(0);
          }
          const rest = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, { reason: 'The rest' });
          expect([201, 409]).toContain(rest.statusCode);
          const done = invoiceSchema.parse((await api('GET', `/api/invoices/${invoice.id}`)).json());
          expect(done.balanceCents).toBe(0);
          expect(done.creditedCents).toBe(done.totalCents);
          expect(done.status).toBe('CREDITED');
          // The credit notes' rows add up to the invoice's, line by line, to the cent.
          const rows = await t.database.db
            .selectFrom('invoice_lines as credit')
            .innerJoin('invoices as cn', 'cn.id', 'credit.invoice_id')
            .select(['credit.credits_line_id', 'credit.net_cents', 'credit.vat_cents'])
            .where('cn.credits_invoice_id', '=', invoice.id)
            .execute();
          for (const l of done.lines) {
            const mine = rows.filter((row) => row.credits_line_id === l.id);
            expect(mine.reduce((sum, row) => sum + Number(row.net_cents), 0)).toBe(l.netCents);
            expect(mine.reduce((sum, row) => sum + Number(row.vat_cents), 0)).toBe(l.vatCents);
            expect(mine.every((row) => Number(row.vat_cents) >= 0)).toBe(true);
          }
        },
      ),
      { numRuns: 12, seed: 29 },
    );
  });

  it('prints a tax invoice whose every required field and figure equals the JSON and the row', async () => {
    const client = await newClient({ name: 'Sasol Secunda Works', address: '1 Plant Road, Secunda, 2302' });
    await api('PUT', `/api/clients/${client.id}/billing`, { vatNumber: '4222222222' });
    const created = await draft(client.id, {
      reference: 'PO-991',
      lines: [
        line({ description: 'Sprinkler heads', quantity: 12.5, unitPriceCents: 45_678 }),
        line({
          description: 'Export certificate',
          quantity: 1,
          unitPriceCents: 120_000,
          taxCode: 'ZERO_RATED',
        }),
        line({ description: 'Fire warden course', quantity: 3, unitPriceCents: 99_999, taxCode: 'EXEMPT' }),
      ],
    });
    const draftPdf = await api('GET', `/api/invoices/${created.id}/pdf`);
    expect(draftPdf.statusCode).toBe(409);
    const invoice = await issue(created.id);
    const response = await api('GET', `/api/invoices/${invoice.id}/pdf`, undefined, 'ENGINEER');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/pdf/);
    expect(response.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    const text = await readPdfText(response.rawPayload);
    const row = await t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.excl_cents), Number(row.vat_cents), Number(row.total_cents)]).toEqual([
      invoice.exclCents,
      invoice.vatCents,
      invoice.totalCents,
    ]);
    for (const required of [
      'Tax Invoice',
      COMPANY.COMPANY_NAME,
      COMPANY.COMPANY_ADDRESS,
      `VAT No. ${COMPANY.COMPANY_VAT_NUMBER}`,
      client.name,
      '1 Plant Road, Secunda, 2302',
      'VAT No. 4222222222',
      invoice.number as string,
      `Date of issue: ${longDay(invoice.issueDate as string)}`,
      `Due date: ${longDay(invoice.dueDate as string)}`,
      'PO-991',
      `Value excl. VAT ${pdfMoney(invoice.exclCents)}`,
      `VAT at 15% ${pdfMoney(invoice.vatCents)}`,
      `Total ${pdfMoney(invoice.totalCents)}`,
      `of which zero-rated (Z) ${pdfMoney(invoice.byTaxCode.ZERO_RATED)}`,
      `of which exempt (E) ${pdfMoney(invoice.byTaxCode.EXEMPT)}`,
      'Z = zero-rated',
      'E = exempt',
    ])
      expect(text, required).toContain(required);
    for (const [index, l] of invoice.lines.entries()) {
      const mark = { STANDARD: '', ZERO_RATED: 'Z ', EXEMPT: 'E ' }[l.taxCode];
      expect(text).toContain(
        `${index + 1} ${l.description} ${pdfQuantity(l.quantity)} ${pdfMoney(l.unitPriceCents)} ${mark}${pdfMoney(l.netCents)}`,
      );
    }
    expect(invoice.exclCents).toBe(invoice.lines.reduce((sum, l) => sum + l.netCents, 0));

    const credit = await api('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Heads returned',
    });
    const notePdf = await api('GET', `/api/invoices/${credit.json().id}/pdf`);
    expect(notePdf.statusCode).toBe(200);
    const noteText = await readPdfText(notePdf.rawPayload);
    for (const required of [
      'Credit Note',
      credit.json().number,
      `Credits tax invoice ${invoice.number}`,
      'Heads returned',
      `Total credited ${pdfMoney(credit.json().totalCents)}`,
    ])
      expect(noteText, required).toContain(required);
  });

  it('lets only the office write, engineers read, and technicians reach nothing', async () => {
    const client = await newClient();
    const invoice = await draft(client.id);
    const routes: [string, string, unknown][] = [
      ['GET', '/api/invoices', undefined],
      ['GET', `/api/invoices/${invoice.id}`, undefined],
      ['GET', `/api/invoices/${invoice.id}/pdf`, undefined],
      ['GET', `/api/clients/${client.id}/billing`, undefined],
      ['POST', '/api/invoices', { clientId: client.id, lines: [line()] }],
      ['PUT', `/api/invoices/${invoice.id}`, { clientId: client.id, lines: [line()] }],
      ['POST', `/api/invoices/${invoice.id}/issue`, {}],
      ['POST', `/api/invoices/${invoice.id}/credit-notes`, { reason: 'x' }],
      ['PUT', `/api/clients/${client.id}/billing`, { paymentTermsDays: 10 }],
      ['DELETE', `/api/invoices/${invoice.id}`, undefined],
    ];
    const invoicesBefore = await count('invoices');
    for (const [method, url, body] of routes) {
      const technician = await api(method as 'GET', url, body, 'TECHNICIAN');
      expect(technician.statusCode, `TECHNICIAN ${method} ${url}`).toBe(403);
      expect(technician.body).not.toMatch(/Cents|115/);
      const engineer = await api(method as 'GET', url, body, 'ENGINEER');
      if (method === 'GET') expect(engineer.statusCode, `ENGINEER ${method} ${url}`).not.toBe(403);
      else expect(engineer.statusCode, `ENGINEER ${method} ${url}`).toBe(403);
    }
    expect(await count('invoices')).toBe(invoicesBefore);
    expect((await api('GET', `/api/invoices/${invoice.id}`)).json().status).toBe('DRAFT');
  });

  it('records every write in the audit trail', async () => {
    const client = await newClient();
    const invoice = await issue((await draft(client.id)).id);
    await api('POST', `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Wrong site' });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', invoice.id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'issue']);
    const credit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('action', '=', 'credit-note')
      .execute();
    expect(credit.length).toBeGreaterThan(0);
  });

  it('keeps a client that has invoices: deleting it is a clear 409, not a database error', async () => {
    const client = await newClient();
    await draft(client.id);
    const refused = await api('DELETE', `/api/clients/${client.id}`, undefined, 'ADMIN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/has invoices or payments/);
    const spare = await newClient();
    expect((await api('DELETE', `/api/clients/${spare.id}`, undefined, 'ADMIN')).statusCode).toBe(204);
  });
});
