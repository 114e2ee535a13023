import { randomUUID } from 'node:crypto';
import {
  addDays,
  BOQ_MESSAGES,
  DEFECT_QUOTE_MESSAGES,
  defectQuoteProposalSchema,
  defectSchema,
  savedQuoteSchema,
  todayInSouthAfrica,
  visitSchema,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  personOf,
  qualify,
  quoteForm,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { registerDefectResolution } from './defect-quotes';

const today = todayInSouthAfrica();

describe.each(engines)('defects become quotes on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let siteId: string;
  let visitId: string;
  let pumpAsset: string;
  let extinguisherAsset: string;
  const itemIds: Record<string, string> = {};
  const defects: Record<'pump' | 'extinguisher' | 'siteWide', string> = {
    pump: randomUUID(),
    extinguisher: randomUUID(),
    siteWide: randomUUID(),
  };

  const as = (role: TestRole, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(users[role].token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const defectRow = (id: string) =>
    t.database.db.selectFrom('visit_defects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    const technician = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    const client = await as('PROJECT_MANAGER', 'POST', '/api/clients', {
      name: 'Sandton Towers Body Corporate',
      type: 'Commercial',
      status: 'Active',
    });
    const site = await as('PROJECT_MANAGER', 'POST', `/api/clients/${client.json().id}/sites`, {
      name: 'Sandton Towers',
      address: '1 Rivonia Road, Sandton, 2196',
      contactName: 'Sipho Dlamini',
      contactPhone: '011 555 0101',
      accessNotes: '',
    });
    siteId = site.json().id;
    const asset = async (type: string, serial: string, location: string) => {
      const response = await as('PROJECT_MANAGER', 'POST', `/api/sites/${siteId}/assets`, {
        type,
        make: 'Chubb',
        model: 'M1',
        serial,
        location,
        installedOn: addDays(today, -400),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    pumpAsset = await asset('SPRINKLER_JOCKEY_PUMP', 'JP-77', 'Pump room');
    extinguisherAsset = await asset('EXTINGUISHER_DCP', 'DCP-9', 'Lobby');
    const list = await as(
      'PROJECT_MANAGER',
      'GET',
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
    );
    const [first] = visitSchema.array().parse(list.json());
    if (!first) throw new Error('no visit generated');
    visitId = first.id;
    expect(
      (
        await as('PROJECT_MANAGER', 'PATCH', `/api/visits/${visitId}`, {
          scheduledFor: addDays(today, 1),
          technicianId: technician,
        })
      ).statusCode,
    ).toBe(200);
    for (const [key, assetId, description] of [
      ['pump', pumpAsset, 'Jockey pump cycles every 40 seconds'],
      ['extinguisher', extinguisherAsset, 'Gauge in the red; discharged'],
      ['siteWide', null, 'Escape route signage missing on level 3'],
    ] as const) {
      const response = await as('TECHNICIAN', 'PUT', `/api/visits/${visitId}/defects/${defects[key]}`, {
        assetId,
        severity: 'MAJOR',
        description,
      });
      expect(response.statusCode).toBe(201);
    }
    const supplier = randomUUID();
    const at = '2026-09-01T08:00:00.000Z';
    await t.database.db
      .insertInto('suppliers')
      .values({
        id: supplier,
        name: 'Highveld Fire',
        name_key: 'highveld fire',
        column_map: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const item = (
      code: string,
      description: string,
      assetType: string | null,
      cents: number,
      deleted = false,
    ) => ({
      id: randomUUID(),
      supplier_id: supplier,
      code,
      code_key: code.toLowerCase(),
      description,
      unit: 'each',
      category: 'Repairs',
      asset_type: assetType,
      unit_price_cents: cents,
      price_updated_at: at,
      deleted_at: deleted ? at : null,
      created_at: at,
      updated_at: at,
    });
    const rows = [
      item('DCP9', '9 kg DCP extinguisher', 'EXTINGUISHER_DCP', 89_500),
      item('DCP-SVC', 'DCP extinguisher service and refill', 'EXTINGUISHER_DCP', 32_000),
      item('DCP-OLD', 'Withdrawn DCP refill', 'EXTINGUISHER_DCP', 10_000, true),
      item('JP-SEAL', 'Jockey pump mechanical seal kit', 'SPRINKLER_JOCKEY_PUMP', 215_000),
      item('LAB-HR', 'Technician hour', null, 65_000),
    ];
    await t.database.db.insertInto('price_items').values(rows).execute();
    for (const row of rows) itemIds[row.code] = row.id;
  });
  afterAll(async () => t?.close());

  it("offers each open defect with its asset and the price list's items for its type, cheapest first", async () => {
    const response = await as('ENGINEER', 'GET', `/api/visits/${visitId}/quote-proposal`);
    expect(response.statusCode).toBe(200);
    const proposal = defectQuoteProposalSchema.parse(response.json());
    expect(proposal).toMatchObject({
      siteId,
      siteName: 'Sandton Towers',
      clientName: 'Sandton Towers Body Corporate',
      clientType: 'COMMERCIAL',
      projectTitle: 'Defect repairs: Sandton Towers',
      // The jockey pump's system; extinguishers and site-wide defects call for no project type.
      projectType: 'SPRINKLER_SYSTEM',
    });
    const byId = new Map(proposal.defects.map((entry) => [entry.defect.id, entry]));
    expect(byId.get(defects.extinguisher)).toMatchObject({
      assetType: 'EXTINGUISHER_DCP',
      quote: null,
    });
    expect(byId.get(defects.extinguisher)?.assetLabel).toBe(
      'Portable extinguisher (dry chemical powder) · DCP-9 · Lobby',
    );
    // The deleted item is never offered; the cheaper live one first.
    expect(byId.get(defects.extinguisher)?.suggestions.map((item) => item.code)).toEqual(['DCP-SVC', 'DCP9']);
    expect(byId.get(defects.pump)?.suggestions.map((item) => item.code)).toEqual(['JP-SEAL']);
    expect(byId.get(defects.siteWide)).toMatchObject({
      assetType: null,
      assetLabel: 'Site-wide',
      suggestions: [],
    });
  });

  it("makes one Draft BOQ quote of the chosen defects for the site's client, and each defect keeps its id", async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('quotes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const url = `/api/visits/${visitId}/quote`;
    const template = (await as('ENGINEER', 'GET', '/api/quick-quote/templates')).json()[0].id as string;
    // Refusals first: each leaves no quote and no defect taken.
    const refusals: [TestRole, unknown, number, string | RegExp][] = [
      ['TECHNICIAN', { templateId: template, lines: [{ defectId: defects.pump }] }, 403, /./],
      [
        'ENGINEER',
        { templateId: template, lines: [{ defectId: defects.pump, priceItemId: itemIds['DCP-OLD'] }] },
        400,
        BOQ_MESSAGES.priceItemGone('DCP-OLD'),
      ],
      [
        'ENGINEER',
        { templateId: template, lines: [{ defectId: randomUUID() }] },
        400,
        BOQ_MESSAGES.defectNotOnVisit,
      ],
      [
        'ENGINEER',
        { templateId: template, lines: [{ defectId: defects.pump, quantity: '-1' }] },
        400,
        /Quantity/,
      ],
      ['ENGINEER', { templateId: template, lines: [] }, 400, BOQ_MESSAGES.noOpenDefects],
      [
        'ENGINEER',
        { templateId: template, lines: [{ defectId: defects.pump }, { defectId: defects.pump }] },
        400,
        'Each defect can be quoted once',
      ],
    ];
    for (const [role, body, status, message] of refusals) {
      const response = await as(role, 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toMatch(message);
    }
    expect(await count()).toBe(before);
    expect((await defectRow(defects.pump)).quote_id).toBeNull();

    const response = await as('ENGINEER', 'POST', url, {
      templateId: template,
      urgency: 'URGENT',
      lines: [
        { defectId: defects.extinguisher, priceItemId: itemIds['DCP-SVC'], quantity: '2' },
        { defectId: defects.pump, priceItemId: null },
      ],
    });
    expect(response.statusCode).toBe(201);
    const quote = savedQuoteSchema.parse(response.json().quote);
    expect(response.json().message).toBe(DEFECT_QUOTE_MESSAGES.created(quote.quoteNumber));
    expect(quote).toMatchObject({
      kind: 'BOQ',
      status: 'Draft',
      siteId,
      visitId,
      projectTitle: 'Defect repairs: Sandton Towers',
      clientName: 'Sandton Towers Body Corporate',
      clientType: 'COMMERCIAL',
      contactNumber: '',
      urgency: 'URGENT',
    });
    expect(quote.lines).toMatchObject([
      {
        defectId: defects.extinguisher,
        priceItemId: itemIds['DCP-SVC'],
        code: 'DCP-SVC',
        unit: 'each',
        quantity: 2,
        unitPrice: 320,
        amount: 640,
        priceUpdatedAt: '2026-09-01T08:00:00.000Z',
      },
      { defectId: defects.pump, priceItemId: null, code: '', unitPrice: 0, amount: 0, priceUpdatedAt: null },
    ]);
    expect(quote.lines[0]?.description).toBe(
      'DCP extinguisher service and refill (Portable extinguisher (dry chemical powder) · DCP-9 · Lobby: Gauge in the red; discharged)',
    );
    // Priced as any bill: R 640 base, +25% urgent, markup and VAT.
    expect(quote).toMatchObject({ baseAmount: 640, subtotal: 800, markup: 120, vat: 138, total: 1058 });
    expect((await defectRow(defects.extinguisher)).quote_id).toBe(quote.id);
    expect((await defectRow(defects.pump)).quote_id).toBe(quote.id);

    // Already on a quote: refused, nothing more written.
    const again = await as('PROJECT_MANAGER', 'POST', url, {
      templateId: template,
      lines: [{ defectId: defects.pump }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: DEFECT_QUOTE_MESSAGES.alreadyQuoted(quote.quoteNumber) });
    expect(await count()).toBe(before + 1);
    const proposal = defectQuoteProposalSchema.parse(
      (await as('PROJECT_MANAGER', 'GET', `/api/visits/${visitId}/quote-proposal`)).json(),
    );
    expect(proposal.defects.find((entry) => entry.defect.id === defects.pump)?.quote).toEqual({
      id: quote.id,
      quoteNumber: quote.quoteNumber,
    });
    // The next test prices the pump again through a quote of its own.
    await t.database.db
      .updateTable('visit_defects')
      .set({ quote_id: null })
      .where('id', '=', defects.pump)
      .execute();
  });

  it('a technician may not see the proposal (no quotes); an unknown visit is 404', async () => {
    expect((await as('TECHNICIAN', 'GET', `/api/visits/${visitId}/quote-proposal`)).statusCode).toBe(403);
    expect(
      (await as('PROJECT_MANAGER', 'GET', `/api/visits/${randomUUID()}/quote-proposal`)).statusCode,
    ).toBe(404);
  });

  it('the office marks a defect put right once; the field and engineers may not', async () => {
    const url = `/api/visits/${visitId}/defects/${defects.siteWide}/resolve`;
    expect((await as('TECHNICIAN', 'POST', url)).statusCode).toBe(403);
    expect((await as('ENGINEER', 'POST', url)).statusCode).toBe(403);
    const response = await as('PROJECT_MANAGER', 'POST', url);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(DEFECT_QUOTE_MESSAGES.resolved);
    expect(defectSchema.parse(response.json().defect)).toMatchObject({ status: 'RESOLVED' });
    const again = await as('PROJECT_MANAGER', 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: DEFECT_QUOTE_MESSAGES.notOpen });
    const open = await as('PROJECT_MANAGER', 'GET', `/api/sites/${siteId}/defects?status=OPEN`);
    expect(open.json().map((d: { id: string }) => d.id)).not.toContain(defects.siteWide);
    const proposal = defectQuoteProposalSchema.parse(
      (await as('PROJECT_MANAGER', 'GET', `/api/visits/${visitId}/quote-proposal`)).json(),
    );
    expect(proposal.defects.map((entry) => entry.defect.id)).not.toContain(defects.siteWide);
  });

  it("a quoted defect is put right when its quote's project is completed, and lists its quote", async () => {
    const saved = await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm());
    expect(saved.statusCode).toBe(201);
    const quote = saved.json().quote as { id: string; quoteNumber: string };
    await t.database.db
      .updateTable('visit_defects')
      .set({ quote_id: quote.id })
      .where('id', '=', defects.pump)
      .execute();
    const listed = await as('PROJECT_MANAGER', 'GET', `/api/sites/${siteId}/defects?status=OPEN`);
    expect(listed.json().find((d: { id: string }) => d.id === defects.pump)).toMatchObject({
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
    });
    expect(
      (await as('PROJECT_MANAGER', 'PATCH', `/api/quotes/${quote.id}`, { status: 'Won' })).statusCode,
    ).toBe(200);
    const converted = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(converted.statusCode).toBe(201);
    const projectId = converted.json().project.id as string;

    const watcher = registerDefectResolution({
      db: t.database.db,
      events: t.app.context.events,
      log: console,
    });
    try {
      // Still open while the project is only active.
      expect(
        (await as('PROJECT_MANAGER', 'PATCH', `/api/projects/${projectId}`, { progress: 50 })).statusCode,
      ).toBe(200);
      await watcher.idle();
      expect((await defectRow(defects.pump)).status).toBe('OPEN');
      const done = await as('PROJECT_MANAGER', 'PATCH', `/api/projects/${projectId}`, {
        status: 'COMPLETED',
      });
      expect(done.statusCode).toBe(200);
      await watcher.idle();
    } finally {
      watcher.close();
    }
    const pump = await defectRow(defects.pump);
    expect(pump.status).toBe('RESOLVED');
    expect(pump.resolved_at).not.toBeNull();
    // A defect the quote does not price stays open.
    expect((await defectRow(defects.extinguisher)).status).toBe('OPEN');
  });

  it('the project a defects quote became names its quote, site and visit', async () => {
    const [quote] = (
      await t.database.db
        .selectFrom('quotes')
        .select(['id', 'quote_number'])
        .where('visit_id', '=', visitId)
        .execute()
    ).filter(Boolean);
    if (!quote) throw new Error('the defects quote of the first test');
    expect(
      (await as('PROJECT_MANAGER', 'PATCH', `/api/quotes/${quote.id}`, { status: 'Won' })).statusCode,
    ).toBe(200);
    const converted = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(converted.statusCode).toBe(201);
    const url = `/api/projects/${converted.json().project.id}/origin`;
    expect((await as('TECHNICIAN', 'GET', url)).statusCode).toBe(403);
    const origin = await as('ENGINEER', 'GET', url);
    expect(origin.statusCode).toBe(200);
    const visit = visitSchema.parse((await as('PROJECT_MANAGER', 'GET', `/api/visits/${visitId}`)).json());
    expect(origin.json()).toEqual({
      quote: { id: quote.id, quoteNumber: quote.quote_number, kind: 'BOQ', status: 'Won' },
      site: { id: siteId, name: 'Sandton Towers' },
      visit: { id: visitId, dueDate: visit.dueDate },
    });
    expect((await as('ENGINEER', 'GET', `/api/projects/${randomUUID()}/origin`)).statusCode).toBe(404);
  });
});
