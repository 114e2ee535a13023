import { randomUUID } from 'node:crypto';
import {
  addDays,
  documentTotals,
  invoiceSchema,
  todayInSouthAfrica,
  VISIT_CHARGE_STRINGS,
  visitDetailSchema,
  visitSchema,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  personOf,
  qualify,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

/** Rates set for the test, so every figure below is worked out by hand. */
const RATES = {
  COMPANY_CALL_OUT_FEE_CENTS: '90000', // R 900
  COMPANY_HOURLY_RATE_CENTS: '62000', // R 620 / h
  COMPANY_TRAVEL_PER_KM_CENTS: '575', // R 5.75 / km
  COMPANY_PARTS_MARKUP_PCT: '30',
};

/** Every key of an answer, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

describe.each(engines)('invoices from the work done on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let technicianPerson: string;
  let clientId: string;
  let siteId: string;
  let itemId: string;
  const today = todayInSouthAfrica();

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
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
  const count = async (table: 'invoices' | 'inspection_visits' | 'visit_parts') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine, RATES);
    users = await registerEachRole(t.app);
    technicianPerson = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    const client = await api('POST', '/api/clients', {
      name: 'Menlyn Office Park',
      type: 'Commercial',
      status: 'Active',
      address: '12 Lois Avenue, Menlyn, 0181',
    });
    clientId = client.json().id;
    const site = await api('POST', `/api/clients/${clientId}/sites`, {
      name: 'Menlyn Block C',
      address: '12 Lois Avenue, Menlyn, 0181',
      contactName: 'Sipho Dlamini',
      contactPhone: '012 555 0100',
      accessNotes: '',
    });
    expect(site.statusCode, site.body).toBe(201);
    siteId = site.json().id;
    const supplierId = randomUUID();
    const at = '2026-10-01T08:00:00.000Z';
    await t.database.db
      .insertInto('suppliers')
      .values({
        id: supplierId,
        name: 'Test Fire',
        name_key: 'test fire',
        column_map: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    itemId = randomUUID();
    await t.database.db
      .insertInto('price_items')
      .values({
        id: itemId,
        supplier_id: supplierId,
        code: 'SPK-68',
        code_key: 'spk-68',
        description: 'Sprinkler head 68 °C',
        unit: 'each',
        category: 'Sprinklers',
        asset_type: null,
        unit_price_cents: 8_995, // R 89.95 → +30% = R 116.935 → R 116.94
        price_updated_at: at,
        deleted_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const callOut = async (overrides: Record<string, unknown> = {}) => {
    const response = await api('POST', `/api/sites/${siteId}/call-outs`, {
      reason: 'Sprinkler head leaking in the basement',
      date: today,
      technicianId: technicianPerson,
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return visitSchema.parse(response.json());
  };
  /** Started 08:00, completed 09:20 Johannesburg (1 h 20 min → 1.5 h billed). */
  const completeAt = async (visitId: string) => {
    expect((await api('POST', `/api/visits/${visitId}/start`, undefined, 'TECHNICIAN')).statusCode).toBe(200);
    const done = await api('POST', `/api/visits/${visitId}/complete`, undefined, 'TECHNICIAN');
    expect(done.statusCode, done.body).toBe(200);
    await t.database.db
      .updateTable('inspection_visits')
      .set({ started_at: '2026-11-02T06:00:00.000Z', completed_at: '2026-11-02T07:20:00.000Z' })
      .where('id', '=', visitId)
      .execute();
  };

  it('the office creates a call-out on a site: chargeable, no frequency, scheduled for the technician', async () => {
    const visit = await callOut();
    expect(visit).toMatchObject({
      kind: 'CALL_OUT',
      chargeable: true,
      frequency: null,
      status: 'SCHEDULED',
      scheduledFor: today,
      technicianId: technicianPerson,
      notes: 'Sprinkler head leaking in the basement',
      travelKm: 0,
    });
    // The technician sees it in their list.
    const mine = await api('GET', `/api/visits?from=${today}&to=${today}`, undefined, 'TECHNICIAN');
    expect(
      visitSchema
        .array()
        .parse(mine.json())
        .map((v) => v.id),
    ).toContain(visit.id);
    // Generation leaves it alone, and a routine visit due the same day can still be generated.
    const generated = await api('POST', '/api/visits/generate', {});
    expect(generated.statusCode).toBe(200);
    expect((await api('GET', `/api/visits/${visit.id}`)).json()).toMatchObject({ kind: 'CALL_OUT' });
  });

  it('a call-out may fall on the day a routine inspection is due; generation leaves it be', async () => {
    const asset = await api('POST', `/api/sites/${siteId}/assets`, {
      type: 'EXTINGUISHER_DCP',
      make: 'Chubb',
      model: '4.5 kg DCP',
      serial: 'DCP-9001',
      location: 'Basement',
      installedOn: addDays(today, -40),
    });
    expect(asset.statusCode, asset.body).toBe(201);
    const listed = await api(
      'GET',
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
    );
    const routine = visitSchema
      .array()
      .parse(listed.json())
      .find((v) => v.kind === 'ROUTINE');
    if (!routine) throw new Error('no routine visit generated');
    expect(routine).toMatchObject({ chargeable: false, frequency: expect.any(String) });
    const visit = await callOut({ date: routine.dueDate, technicianId: null });
    expect(visit).toMatchObject({ status: 'DUE', dueDate: routine.dueDate });
    expect((await api('POST', '/api/visits/generate', {})).statusCode).toBe(200);
    const after = visitSchema
      .array()
      .parse(
        (
          await api('GET', `/api/visits?siteId=${siteId}&from=${routine.dueDate}&to=${routine.dueDate}`)
        ).json(),
      );
    expect(after.map((v) => v.kind).sort()).toEqual(['CALL_OUT', 'ROUTINE']);
    expect(after.find((v) => v.kind === 'CALL_OUT')).toMatchObject({ id: visit.id, assetCount: 0 });
  });

  it('refuses a call-out with bad input or for the field, writing nothing', async () => {
    const before = await count('inspection_visits');
    for (const body of [
      { reason: '', date: today },
      { reason: 'Leak', date: '2026-02-30' },
      { reason: 'Leak', date: today, technicianId: randomUUID() },
      { reason: 'x'.repeat(501), date: today },
    ]) {
      const response = await api('POST', `/api/sites/${siteId}/call-outs`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(
      (await api('POST', `/api/sites/${randomUUID()}/call-outs`, { reason: 'Leak', date: today })).statusCode,
    ).toBe(404);
    for (const role of ['TECHNICIAN', 'ENGINEER'] as const)
      expect(
        (await api('POST', `/api/sites/${siteId}/call-outs`, { reason: 'Leak', date: today }, role))
          .statusCode,
      ).toBe(403);
    expect(await count('inspection_visits')).toBe(before);
  });

  it('invoices a completed call-out to the cent: fee, labour in quarter hours, travel, parts + markup', async () => {
    const visit = await callOut();
    // The technician records parts and travel while the visit is open.
    const charges = await api(
      'PUT',
      `/api/visits/${visit.id}/charges`,
      {
        travelKm: 37,
        parts: [
          { priceListItemId: itemId, quantity: 3 },
          { description: 'PTFE tape', quantity: 0.5 },
        ],
      },
      'TECHNICIAN',
    );
    expect(charges.statusCode, charges.body).toBe(200);
    expect(charges.json()).toEqual([
      { id: expect.any(String), description: 'Sprinkler head 68 °C', quantity: 3, priceListItemId: itemId },
      { id: expect.any(String), description: 'PTFE tape', quantity: 0.5, priceListItemId: null },
    ]);
    await completeAt(visit.id);
    // The office prices the typed part on the draft; before that it is 0.
    const created = await api('POST', `/api/visits/${visit.id}/invoice`);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = invoiceSchema.parse(created.json());
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      source: 'VISIT',
      sourceId: visit.id,
      clientId,
      siteId,
      number: null,
    });
    const lines = invoice.lines.map((l) => [
      l.description,
      l.quantity,
      l.unitPriceCents,
      l.netCents,
      l.vatCents,
    ]);
    expect(lines).toEqual([
      ['Call-out fee: Menlyn Block C', 1, 90_000, 90_000, 13_500],
      ['Labour: 1 h 20 min on site, billed as 1.5 h (quarter hours)', 1.5, 62_000, 93_000, 13_950],
      ['Travel: 37 km', 37, 575, 21_275, 3_191], // 3191.25
      ['Sprinkler head 68 °C', 3, 11_694, 35_082, 5_262], // 5262.3
      ['PTFE tape', 0.5, 0, 0, 0],
    ]);
    expect(invoice.exclCents).toBe(239_357);
    expect(invoice.vatCents).toBe(35_903);
    expect(invoice.totalCents).toBe(275_260);
    expect(documentTotals(invoice.lines)).toMatchObject({ exclCents: 239_357, vatCents: 35_903 });
    const row = await t.database.db
      .selectFrom('invoices')
      .select(['source_key', 'total_cents'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(row.source_key).toBe(`VISIT:${visit.id}`);
    expect(Number(row.total_cents)).toBe(275_260);

    // Twice: 409 with the existing invoice's id, nothing more written.
    const before = await count('invoices');
    const again = await api('POST', `/api/visits/${visit.id}/invoice`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: expect.stringContaining('already invoiced'),
      invoiceId: invoice.id,
    });
    expect(await count('invoices')).toBe(before);
    // Both at once: one draft, the other 409.
    const other = await callOut();
    await completeAt(other.id);
    const raced = await Promise.all([
      api('POST', `/api/visits/${other.id}/invoice`),
      api('POST', `/api/visits/${other.id}/invoice`),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Parts and travel are frozen once invoiced.
    const frozen = await api('PUT', `/api/visits/${visit.id}/charges`, { travelKm: 1, parts: [] });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toBe(VISIT_CHARGE_STRINGS.partsClosed);
    // The draft is issued like any other.
    const issued = await api('POST', `/api/invoices/${invoice.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().number).toMatch(/^INV-\d{4}-\d{4}$/);
    // The visit names its invoice.
    expect((await api('GET', `/api/visits/${visit.id}`)).json().invoiceId).toBe(invoice.id);
  });

  it("bills a call-out on a site under an ACTIVE agreement at the agreement's rates, and leaves it chargeable", async () => {
    const at = '2026-10-01T08:00:00.000Z';
    const site = await api('POST', `/api/clients/${clientId}/sites`, {
      name: 'Menlyn Block D',
      address: '14 Lois Avenue, Menlyn, 0181',
      contactName: 'Sipho Dlamini',
      contactPhone: '012 555 0100',
      accessNotes: '',
    });
    expect(site.statusCode, site.body).toBe(201);
    const agreementId = randomUUID();
    await t.database.db
      .insertInto('agreements')
      .values({
        id: agreementId,
        number: 'AGR-2026-9001',
        client_id: clientId,
        status: 'ACTIVE',
        start_date: '2026-01-01',
        end_date: '2027-12-31',
        notice_days: 30,
        auto_renew: 0,
        cadence: 'MONTHLY',
        timing: 'IN_ADVANCE',
        fee_cents: 150_000,
        includes_routine_visits: 1,
        call_outs_included: 0,
        labour_hours_included: 0,
        call_out_fee_cents: 120_000,
        hourly_rate_cents: 80_000,
        travel_per_km_cents: 900,
        parts_markup_bp: 1_000,
        notes: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.database.db
      .insertInto('agreement_sites')
      .values({ agreement_id: agreementId, site_id: site.json().id, position: 0 })
      .execute();
    const response = await api('POST', `/api/sites/${site.json().id}/call-outs`, {
      reason: 'Panel in fault',
      date: today,
      technicianId: technicianPerson,
    });
    expect(response.statusCode, response.body).toBe(201);
    const visit = visitSchema.parse(response.json());
    expect(visit).toMatchObject({ kind: 'CALL_OUT', chargeable: true, agreementId: null, covered: false });
    await completeAt(visit.id);
    const created = await api('POST', `/api/visits/${visit.id}/invoice`);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = invoiceSchema.parse(created.json());
    expect(invoice.lines.map((l) => l.unitPriceCents)).toEqual([120_000, 80_000]);
    expect(invoice.notes).toContain('Rates of agreement AGR-2026-9001: call-out R');
  });

  it('refuses to invoice an open visit, a routine one, an unknown one; nothing written', async () => {
    const before = await count('invoices');
    const open = await callOut();
    const notDone = await api('POST', `/api/visits/${open.id}/invoice`);
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().error).toBe(VISIT_CHARGE_STRINGS.notCompleted);

    const routine = await t.database.db
      .selectFrom('inspection_visits')
      .select('id')
      .where('kind', '=', 'ROUTINE')
      .executeTakeFirst();
    const routineId =
      routine?.id ??
      (
        await t.database.db
          .insertInto('inspection_visits')
          .values({
            id: randomUUID(),
            site_id: siteId,
            due_date: addDays(today, -3),
            frequency: 'MONTHLY',
            frequencies: '["MONTHLY"]',
            covers: '[]',
            status: 'COMPLETED',
            scheduled_for: null,
            technician_id: null,
            vehicle_id: null,
            notes: '',
            completed_at: new Date().toISOString(),
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const routineAnswer = await api('POST', `/api/visits/${routineId}/invoice`);
    expect(routineAnswer.statusCode).toBe(409);
    expect(routineAnswer.json().error).toBe(VISIT_CHARGE_STRINGS.notChargeable);
    expect((await api('GET', `/api/visits/${routineId}`)).json()).toMatchObject({
      kind: 'ROUTINE',
      chargeable: false,
    });
    expect((await api('POST', `/api/visits/${randomUUID()}/invoice`)).statusCode).toBe(404);
    expect(await count('invoices')).toBe(before);
  });

  it('a technician cannot invoice (403) and never receives a money field from a visit', async () => {
    const visit = await callOut();
    await api(
      'PUT',
      `/api/visits/${visit.id}/charges`,
      { travelKm: 12, parts: [{ priceListItemId: itemId, quantity: 1 }] },
      'TECHNICIAN',
    );
    await completeAt(visit.id);
    expect((await api('POST', `/api/visits/${visit.id}/invoice`, undefined, 'TECHNICIAN')).statusCode).toBe(
      403,
    );
    expect((await api('POST', `/api/visits/${visit.id}/invoice`, undefined, 'ENGINEER')).statusCode).toBe(
      403,
    );
    const detail = await api('GET', `/api/visits/${visit.id}`, undefined, 'TECHNICIAN');
    expect(detail.statusCode).toBe(200);
    const parsed = visitDetailSchema.parse(detail.json());
    expect(parsed.parts).toHaveLength(1);
    const list = await api('GET', `/api/visits?from=${today}&to=${today}`, undefined, 'TECHNICIAN');
    for (const answer of [detail.json(), list.json()]) {
      const keys = [...keysOf(answer)];
      expect(
        keys.filter((key) => /cents|price|rate|fee|total|amount|vat/i.test(key) && key !== 'priceListItemId'),
      ).toEqual([]);
    }
    // A technician may not change parts once the visit is completed; the office may (until invoiced).
    const late = await api(
      'PUT',
      `/api/visits/${visit.id}/charges`,
      { travelKm: 14, parts: [] },
      'TECHNICIAN',
    );
    expect(late.statusCode).toBe(409);
    const office = await api('PUT', `/api/visits/${visit.id}/charges`, { travelKm: 14, parts: [] });
    expect(office.statusCode).toBe(200);
    expect((await api('GET', `/api/visits/${visit.id}`)).json()).toMatchObject({ travelKm: 14, parts: [] });
  });

  it('refuses bad parts and travel with a 400, writing nothing', async () => {
    const visit = await callOut();
    const before = await count('visit_parts');
    for (const body of [
      { travelKm: -1, parts: [] },
      { travelKm: 2.5, parts: [] },
      { travelKm: 10, parts: [{ quantity: 1 }] },
      { travelKm: 10, parts: [{ description: 'Valve', quantity: 0 }] },
      { travelKm: 10, parts: [{ description: 'Valve', quantity: 1.0001 }] },
      { travelKm: 10, parts: [{ priceListItemId: randomUUID(), quantity: 1 }] },
    ]) {
      const response = await api('PUT', `/api/visits/${visit.id}/charges`, body, 'TECHNICIAN');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(await count('visit_parts')).toBe(before);
  });

  describe('a won repair quote', () => {
    const boq = (overrides: Record<string, unknown> = {}) => ({
      templateId: 'SPRINKLER_SYSTEM',
      projectTitle: 'Basement sprinkler repairs',
      clientName: 'Menlyn Office Park',
      contactNumber: '012 555 0100',
      clientType: 'COMMERCIAL',
      urgency: 'URGENT',
      location: 'REMOTE',
      lines: [
        { description: 'Pendent sprinkler head K80 68 °C', unit: 'each', quantity: 7, unitPrice: 98.37 },
        { description: 'Technician hour', unit: 'hour', quantity: '3.25', unitPrice: 651.13 },
        { description: 'Pipe fitting', unit: 'each', quantity: 3, unitPrice: 0.03 },
      ],
      ...overrides,
    });
    const quoteAt = async (overrides: Record<string, unknown> = {}) => {
      const saved = await api('POST', '/api/quotes/boq', boq(overrides));
      expect(saved.statusCode, saved.body).toBe(201);
      const id = saved.json().quote.id as string;
      await t.database.db.updateTable('quotes').set({ site_id: siteId }).where('id', '=', id).execute();
      return id;
    };

    it('refuses before it is won and before its work is done; a repair visit needs a won quote', async () => {
      const id = await quoteAt();
      const notWon = await api('POST', `/api/quotes/${id}/invoice`);
      expect(notWon.statusCode).toBe(409);
      expect(notWon.json().error).toBe(VISIT_CHARGE_STRINGS.quoteNotApproved);
      expect((await api('POST', `/api/quotes/${id}/repair-visit`, { date: today })).statusCode).toBe(409);
      expect((await api('PATCH', `/api/quotes/${id}`, { status: 'Won' })).statusCode).toBe(200);
      const notDone = await api('POST', `/api/quotes/${id}/invoice`);
      expect(notDone.statusCode).toBe(409);
      expect(notDone.json().error).toBe(VISIT_CHARGE_STRINGS.quoteWorkNotDone);
      expect((await api('POST', `/api/quotes/${id}/invoice`, undefined, 'TECHNICIAN')).statusCode).toBe(403);
      expect((await api('POST', `/api/quotes/${randomUUID()}/invoice`)).statusCode).toBe(404);
    });

    it('invoices the quote equal to the cent once its repair visit is completed, once', async () => {
      const id = await quoteAt();
      expect((await api('PATCH', `/api/quotes/${id}`, { status: 'Won' })).statusCode).toBe(200);
      const repair = await api('POST', `/api/quotes/${id}/repair-visit`, {
        date: today,
        technicianId: technicianPerson,
      });
      expect(repair.statusCode, repair.body).toBe(201);
      expect(repair.json()).toMatchObject({ kind: 'REPAIR', chargeable: true, quoteId: id });
      expect((await api('POST', `/api/quotes/${id}/repair-visit`, { date: today })).statusCode).toBe(409);
      await completeAt(repair.json().id);
      const quote = (await api('GET', `/api/quotes/${id}`)).json();
      const created = await api('POST', `/api/quotes/${id}/invoice`);
      expect(created.statusCode, created.body).toBe(201);
      const invoice = invoiceSchema.parse(created.json());
      expect(invoice).toMatchObject({
        source: 'QUOTE',
        sourceId: id,
        clientId,
        siteId,
        reference: quote.quoteNumber,
      });
      expect(invoice.totalCents).toBe(Math.round(quote.total * 100));
      expect(invoice.vatCents).toBe(Math.round(quote.vat * 100));
      expect(invoice.exclCents).toBe(Math.round((quote.subtotal + quote.markup) * 100));
      expect(invoice.lines.length).toBeGreaterThanOrEqual(3);
      expect(invoice.lines.map((l) => l.description)).toEqual(
        expect.arrayContaining([expect.stringContaining('Pendent sprinkler head')]),
      );
      const again = await api('POST', `/api/quotes/${id}/invoice`);
      expect(again.statusCode).toBe(409);
      expect(again.json().invoiceId).toBe(invoice.id);
    });

    it('equals the quote to the cent for low urgency too (the discount folded into the lines)', async () => {
      for (const urgency of ['LOW', 'STANDARD', 'HIGH'] as const) {
        const id = await quoteAt({ urgency, location: 'LOCAL' });
        expect((await api('PATCH', `/api/quotes/${id}`, { status: 'Won' })).statusCode).toBe(200);
        const repair = await api('POST', `/api/quotes/${id}/repair-visit`, { date: today });
        await t.database.db
          .updateTable('inspection_visits')
          .set({ status: 'COMPLETED', completed_at: new Date().toISOString() })
          .where('id', '=', repair.json().id)
          .execute();
        const quote = (await api('GET', `/api/quotes/${id}`)).json();
        const created = await api('POST', `/api/quotes/${id}/invoice`);
        expect(created.statusCode, created.body).toBe(201);
        const invoice = invoiceSchema.parse(created.json());
        expect(invoice.totalCents, urgency).toBe(Math.round(quote.total * 100));
        expect(invoice.vatCents, urgency).toBe(Math.round(quote.vat * 100));
        expect(invoice.lines.every((l) => l.unitPriceCents >= 0)).toBe(true);
      }
    });
  });
});
