/**
 * Detailed BOQ quotes through the API (issue 17): saving, editing a Draft, revising and copying with
 * the lines, the refusals (and that a refusal writes nothing), permissions per role, and, for random
 * bills on each database, agreement between the API's figures, the stored rows and the PDF's numbers.
 */
import { randomUUID } from 'node:crypto';
import {
  BOQ_LIMITS,
  BOQ_MESSAGES,
  calculateBoq,
  clientBoqLines,
  clientQuoteBreakdown,
  QUOTE_MESSAGES,
  type RawBoqLineInput,
  type SavedQuote,
} from '@firebreak/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../lib/pdf-text';
import {
  bearer,
  quoteForm,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';

const bill = (overrides: Record<string, unknown> = {}) => ({
  templateId: 'SPRINKLER_SYSTEM',
  projectTitle: 'Cold store sprinkler upgrade',
  clientName: 'Cape Winelands Cold Storage',
  contactNumber: '021 555 0199',
  clientType: 'INDUSTRIAL',
  urgency: 'STANDARD',
  location: 'LOCAL',
  lines: [
    {
      code: 'SPK-K80-P',
      description: 'Pendent sprinkler head K80 68 °C',
      unit: 'each',
      quantity: 24,
      unitPrice: 98.5,
    },
    { description: 'Technician hour', unit: 'hour', quantity: '12.5', unitPrice: 650 },
  ] as RawBoqLineInput[],
  ...overrides,
});

/** 'R 1 234,56' (en-ZA, any spaces) → 123456 cents. */
const centsOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', ''));
const MONEY = /-?R\s?\d{1,3}(?:[\s\u00a0]\d{3})*,\d{2}/g;

describe.each(engines)('Detailed BOQ quotes on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let supplierId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { COMPANY_NAME: 'Hydrant & Sons (Pty) Ltd' });
    users = await registerEachRole(t.app);
    supplierId = randomUUID();
    const at = '2026-09-01T08:00:00.000Z';
    await t.database.db
      .insertInto('suppliers')
      .values({
        id: supplierId,
        name: 'Highveld Fire Supplies',
        name_key: 'highveld fire supplies',
        column_map: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const as = (role: TestRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(users[role].token), payload: payload as object | undefined });
  const saveBoq = async (overrides: Record<string, unknown> = {}): Promise<SavedQuote> => {
    const response = await as('PROJECT_MANAGER', 'POST', '/api/quotes/boq', bill(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().quote;
  };
  const priceItem = async (values: { code: string; cents: number; deleted?: boolean; updated?: string }) => {
    const id = randomUUID();
    const at = '2026-10-01T08:00:00.000Z';
    await t.database.db
      .insertInto('price_items')
      .values({
        id,
        supplier_id: supplierId,
        code: values.code,
        code_key: values.code.toLowerCase(),
        description: `Item ${values.code}`,
        unit: 'each',
        category: 'Sprinklers',
        asset_type: null,
        unit_price_cents: values.cents,
        price_updated_at: values.updated ?? at,
        deleted_at: values.deleted ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };
  /** Every row a save or edit could write, counted. */
  const written = async () => {
    const count = async (table: 'quotes' | 'quote_lines' | 'audit_log' | 'quote_counters') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counter = await t.database.db.selectFrom('quote_counters').selectAll().execute();
    const lines = await t.database.db
      .selectFrom('quote_lines')
      .select(['id', 'quote_id', 'amount_cents', 'unit_price_cents', 'quantity_milli'])
      .orderBy('id')
      .execute();
    const quotes = await t.database.db
      .selectFrom('quotes')
      .select(['id', 'total_cents', 'status', 'project_title', 'updated_at'])
      .orderBy('id')
      .execute();
    return {
      quotes: await count('quotes'),
      lines: await count('quote_lines'),
      audit: await count('audit_log'),
      counters: counter.map((row) => `${row.year}:${row.last_number}`),
      lineRows: lines.map((row) => JSON.stringify(row)),
      quoteRows: quotes.map((row) => JSON.stringify(row)),
    };
  };

  it('saves a BOQ quote: numbered after Quick Quotes, priced line by line, lines in order', async () => {
    const quick = await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm());
    const quickNumber = quick.json().quote.quoteNumber as string;
    const itemId = await priceItem({ code: 'SPK-K80-P', cents: 9_000, updated: '2026-08-15T06:00:00.000Z' });
    const events: unknown[] = [];
    const off = t.app.context.events.on('quote.saved', (event) => {
      events.push(event);
    });
    const response = await as(
      'ENGINEER',
      'POST',
      '/api/quotes/boq',
      bill({
        urgency: 'URGENT',
        location: 'REMOTE',
        lines: [
          // From the price list, with the price changed by the office: what was sent is kept.
          {
            priceItemId: itemId,
            code: 'SPK-K80-P',
            description: 'Pendent head',
            unit: 'each',
            quantity: 24,
            unitPrice: 98.5,
          },
          { description: 'Technician hour', unit: 'hour', quantity: '12.5', unitPrice: 650 },
          { description: 'Site induction', quantity: 1, unitPrice: 0 },
        ],
      }),
    );
    await t.app.context.events.settled();
    off();
    expect(response.statusCode, response.body).toBe(201);
    const { message, quote } = response.json() as { message: string; quote: SavedQuote };
    expect(message).toBe(QUOTE_MESSAGES.saved);
    const sequence = (number: string) => Number(number.slice(7));
    expect(sequence(quote.quoteNumber)).toBe(sequence(quickNumber) + 1);
    const pricing = calculateBoq({
      lines: [
        { quantityMilli: 24_000, unitPriceCents: 9_850 },
        { quantityMilli: 12_500, unitPriceCents: 65_000 },
        { quantityMilli: 1_000, unitPriceCents: 0 },
      ],
      urgency: 'URGENT',
      location: 'REMOTE',
    });
    expect(quote).toMatchObject({
      kind: 'BOQ',
      status: 'Draft',
      area: 0,
      baseRate: 0,
      templateId: 'SPRINKLER_SYSTEM',
      projectTypeName: 'Sprinkler System (SANS 10287)',
      baseAmount: 2_364 + 8_125,
      subtotal: pricing.subtotalCents / 100,
      markup: pricing.markupCents / 100,
      vat: pricing.vatCents / 100,
      total: pricing.totalCents / 100,
      generatedBy: expect.stringContaining('Naledi'),
    });
    expect(
      quote.lines.map(({ position, priceItemId, code, quantity, unitPrice, amount, priceUpdatedAt }) => ({
        position,
        priceItemId,
        code,
        quantity,
        unitPrice,
        amount,
        priceUpdatedAt,
      })),
    ).toEqual([
      {
        position: 0,
        priceItemId: itemId,
        code: 'SPK-K80-P',
        quantity: 24,
        unitPrice: 98.5,
        amount: 2_364,
        priceUpdatedAt: '2026-08-15T06:00:00.000Z',
      },
      {
        position: 1,
        priceItemId: null,
        code: '',
        quantity: 12.5,
        unitPrice: 650,
        amount: 8_125,
        priceUpdatedAt: null,
      },
      {
        position: 2,
        priceItemId: null,
        code: '',
        quantity: 1,
        unitPrice: 0,
        amount: 0,
        priceUpdatedAt: null,
      },
    ]);
    expect((await as('TECHNICIAN', 'GET', `/api/quotes/${quote.id}`)).statusCode).toBe(403);
    const fetched = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}`)).json();
    expect(fetched).toEqual(quote);
    expect(events).toEqual([
      { quoteId: quote.id, quoteNumber: quote.quoteNumber, status: 'Draft', totalCents: pricing.totalCents },
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', quote.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create']);
    expect(JSON.parse(String(audit[0]?.after))).toMatchObject({ kind: 'BOQ', lines: 3, total: quote.total });
  });

  describe('refusals write nothing', () => {
    let goneId: string;
    let draft: SavedQuote;
    beforeAll(async () => {
      goneId = await priceItem({ code: 'OLD-VALVE', cents: 120_000, deleted: true });
      draft = await saveBoq({ projectTitle: 'Refusal target' });
    });
    const line = (overrides: Record<string, unknown>) => ({
      description: 'Pipe 50 mm',
      unit: 'm',
      quantity: 3,
      unitPrice: 10,
      ...overrides,
    });
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        'a negative quantity',
        { lines: [line({ quantity: -1 })] },
        400,
        `lines.0.quantity: ${BOQ_MESSAGES.quantityInvalid}`,
      ],
      [
        'a zero quantity',
        { lines: [line({ quantity: '0' })] },
        400,
        `lines.0.quantity: ${BOQ_MESSAGES.quantityInvalid}`,
      ],
      [
        'text for a quantity',
        { lines: [line({ quantity: 'twelve' })] },
        400,
        `lines.0.quantity: ${BOQ_MESSAGES.quantityInvalid}`,
      ],
      [
        '4 decimals of quantity',
        { lines: [line({ quantity: '1.2345' })] },
        400,
        `lines.0.quantity: ${BOQ_MESSAGES.quantityInvalid}`,
      ],
      [
        'a negative price',
        { lines: [line({ unitPrice: -0.01 })] },
        400,
        `lines.0.unitPrice: ${BOQ_MESSAGES.priceInvalid}`,
      ],
      [
        'text for a price',
        { lines: [line({ unitPrice: '12' })] },
        400,
        `lines.0.unitPrice: ${BOQ_MESSAGES.priceInvalid}`,
      ],
      [
        'a price in tenths of a cent',
        { lines: [line({ unitPrice: 1.005 })] },
        400,
        `lines.0.unitPrice: ${BOQ_MESSAGES.priceInvalid}`,
      ],
      ['no lines', { lines: [] }, 400, `lines: ${BOQ_MESSAGES.noLines}`],
      [
        `${BOQ_LIMITS.linesMax + 1} lines`,
        { lines: Array.from({ length: BOQ_LIMITS.linesMax + 1 }, () => line({})) },
        400,
        `lines: ${BOQ_MESSAGES.tooManyLines}`,
      ],
      [
        'a blank description',
        { lines: [line({ description: '  ' })] },
        400,
        `lines.0.description: ${BOQ_MESSAGES.descriptionRequired}`,
      ],
      ['an unknown template', { templateId: 'HOSE_REEL' }, 400, QUOTE_MESSAGES.unknownTemplate],
      [
        'an unknown price item',
        { lines: [line({ priceItemId: '00000000-0000-4000-8000-00000000dead' })] },
        400,
        BOQ_MESSAGES.priceItemUnknown,
      ],
      ['an unknown defect', { lines: [line({ defectId: randomUUID() })] }, 400, BOQ_MESSAGES.defectUnknown],
    ];

    it.each(cases)('POST refuses %s', async (_case, overrides, status, message) => {
      const before = await written();
      const response = await as('PROJECT_MANAGER', 'POST', '/api/quotes/boq', bill(overrides));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: message });
      expect(await written()).toEqual(before);
    });

    it.each(cases)('PUT refuses %s', async (_case, overrides, status, message) => {
      const before = await written();
      const response = await as('PROJECT_MANAGER', 'PUT', `/api/quotes/${draft.id}/boq`, bill(overrides));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: message });
      expect(await written()).toEqual(before);
    });

    it('refuses a deleted price item by its code', async () => {
      const before = await written();
      const response = await as(
        'PROJECT_MANAGER',
        'POST',
        '/api/quotes/boq',
        bill({ lines: [line({ priceItemId: goneId, code: 'OLD-VALVE' })] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: BOQ_MESSAGES.priceItemGone('OLD-VALVE') });
      expect(await written()).toEqual(before);
    });

    it('edits only a Draft BOQ quote', async () => {
      const quick = (await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm())).json().quote;
      const sent = await saveBoq({ projectTitle: 'Already sent' });
      expect(
        (await as('PROJECT_MANAGER', 'PATCH', `/api/quotes/${sent.id}`, { status: 'Sent' })).statusCode,
      ).toBe(200);
      const before = await written();
      const onQuick = await as('PROJECT_MANAGER', 'PUT', `/api/quotes/${quick.id}/boq`, bill());
      expect(onQuick.statusCode).toBe(400);
      expect(onQuick.json()).toEqual({ error: BOQ_MESSAGES.notBoq });
      const onSent = await as('PROJECT_MANAGER', 'PUT', `/api/quotes/${sent.id}/boq`, bill());
      expect(onSent.statusCode).toBe(409);
      expect(onSent.json()).toEqual({ error: BOQ_MESSAGES.notDraft });
      const unknown = await as('PROJECT_MANAGER', 'PUT', `/api/quotes/${randomUUID()}/boq`, bill());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: QUOTE_MESSAGES.notFound });
      expect(await written()).toEqual(before);
    });

    it('lets ADMIN, PROJECT_MANAGER and ENGINEER save and edit; TECHNICIAN gets 403 and writes nothing', async () => {
      const before = await written();
      const post = await as('TECHNICIAN', 'POST', '/api/quotes/boq', bill());
      expect(post.statusCode).toBe(403);
      const put = await as(
        'TECHNICIAN',
        'PUT',
        `/api/quotes/${draft.id}/boq`,
        bill({ projectTitle: 'Hijack' }),
      );
      expect(put.statusCode).toBe(403);
      const revise = await as('TECHNICIAN', 'POST', `/api/quotes/${draft.id}/revisions`, {});
      expect(revise.statusCode).toBe(403);
      const unsigned = await t.app.inject({ method: 'POST', url: '/api/quotes/boq', payload: bill() });
      expect(unsigned.statusCode).toBe(401);
      expect(await written()).toEqual(before);
      for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER'] as const) {
        expect((await as(role, 'POST', '/api/quotes/boq', bill())).statusCode, role).toBe(201);
        expect((await as(role, 'PUT', `/api/quotes/${draft.id}/boq`, bill())).statusCode, role).toBe(200);
      }
    });
  });

  it('keeps a line’s defect when the defect exists', async () => {
    const { db } = t.database;
    const at = '2026-11-01T08:00:00.000Z';
    const ids = { client: randomUUID(), site: randomUUID(), visit: randomUUID(), defect: randomUUID() };
    await db
      .insertInto('clients')
      .values({
        id: ids.client,
        name: `Defect client ${ids.client}`,
        name_key: `defect client ${ids.client}`,
        type: 'Commercial',
        contact: '',
        email: '',
        phone: '',
        address: '',
        status: 'Active',
        rating: 3,
        last_contact: null,
        notes: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('sites')
      .values({
        id: ids.site,
        client_id: ids.client,
        name: 'Warehouse 4',
        address: '',
        contact_name: '',
        contact_phone: '',
        access_notes: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('inspection_visits')
      .values({
        id: ids.visit,
        site_id: ids.site,
        due_date: '2026-11-01',
        frequency: 'MONTHLY',
        frequencies: '["MONTHLY"]',
        covers: '[]',
        status: 'COMPLETED',
        scheduled_for: null,
        technician_id: null,
        vehicle_id: null,
        notes: '',
        completed_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('visit_defects')
      .values({
        id: ids.defect,
        visit_id: ids.visit,
        site_id: ids.site,
        asset_id: null,
        severity: 'MAJOR',
        description: 'Sprinkler head painted over',
        status: 'OPEN',
        created_at: at,
        updated_at: at,
        quote_id: null,
        resolved_at: null,
      })
      .execute();
    const quote = await saveBoq({
      lines: [{ defectId: ids.defect, description: 'Replace painted head', quantity: 1, unitPrice: 142.5 }],
    });
    expect(quote.lines[0]?.defectId).toBe(ids.defect);
  });

  it('replaces a Draft’s header and lines in one go, auditing the totals before and after', async () => {
    const draft = await saveBoq();
    const response = await as(
      'PROJECT_MANAGER',
      'PUT',
      `/api/quotes/${draft.id}/boq`,
      bill({
        projectTitle: 'Cold store: phase 2',
        templateId: 'FIRE_ALARM',
        location: 'REMOTE',
        lines: [
          { code: 'DET-SMK', description: 'Addressable smoke detector', quantity: 40, unitPrice: 485.9 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as SavedQuote;
    expect(updated).toMatchObject({
      id: draft.id,
      quoteNumber: draft.quoteNumber,
      status: 'Draft',
      projectTitle: 'Cold store: phase 2',
      templateId: 'FIRE_ALARM',
      projectTypeName: 'Fire Alarm System (SANS 10139)',
      baseAmount: 19_436,
      createdAt: draft.createdAt,
    });
    expect(updated.lines).toHaveLength(1);
    expect((await as('PROJECT_MANAGER', 'GET', `/api/quotes/${draft.id}`)).json()).toEqual(updated);
    const stored = await t.database.db
      .selectFrom('quote_lines')
      .selectAll()
      .where('quote_id', '=', draft.id)
      .execute();
    expect(stored.map((row) => row.code)).toEqual(['DET-SMK']);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', draft.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.before))).toMatchObject({ lines: 2, total: draft.total });
    expect(JSON.parse(String(audit.after))).toMatchObject({ lines: 1, total: updated.total });
  });

  it('revises a BOQ quote from a bill or from its own lines, and copies it with its lines', async () => {
    const original = await saveBoq({ projectTitle: 'Revise me', urgency: 'HIGH' });
    const again = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${original.id}/revisions`, {});
    expect(again.statusCode, again.body).toBe(201);
    const rev1 = again.json() as SavedQuote;
    expect(rev1).toMatchObject({
      quoteNumber: `${original.quoteNumber} Rev 1`,
      kind: 'BOQ',
      status: 'Draft',
      projectTitle: 'Revise me',
      urgency: 'HIGH',
      baseAmount: original.baseAmount,
      total: original.total,
    });
    const strip = (lines: SavedQuote['lines']) => lines.map(({ id: _id, ...rest }) => rest);
    expect(strip(rev1.lines)).toEqual(strip(original.lines));
    expect(rev1.lines.map((line) => line.id)).not.toContain(original.lines[0]?.id);

    const changed = await as(
      'ADMIN',
      'POST',
      `/api/quotes/${rev1.id}/revisions`,
      bill({
        projectTitle: 'Revise me',
        lines: [{ description: 'Call-out fee', quantity: 1, unitPrice: 850 }],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json()).toMatchObject({ quoteNumber: `${original.quoteNumber} Rev 2`, baseAmount: 850 });
    expect(changed.json().lines).toHaveLength(1);

    const bad = await as(
      'PROJECT_MANAGER',
      'POST',
      `/api/quotes/${original.id}/revisions`,
      bill({ lines: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: `lines: ${BOQ_MESSAGES.noLines}` });
    // A Quick Quote is still revised from the Quick Quote form, with its own words for a bad form.
    const quick = (await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm())).json().quote;
    const quickBad = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quick.id}/revisions`, bill());
    expect(quickBad.statusCode).toBe(400);
    const quickGood = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quick.id}/revisions`, quoteForm());
    expect(quickGood.statusCode).toBe(201);
    expect(quickGood.json()).toMatchObject({ kind: 'QUICK', lines: [] });

    const copy = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${original.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const copied = copy.json() as SavedQuote;
    expect(copied.quoteNumber).not.toBe(original.quoteNumber);
    expect(copied).toMatchObject({ kind: 'BOQ', total: original.total, status: 'Draft' });
    expect(strip(copied.lines)).toEqual(strip(original.lines));
    const ids = await t.database.db
      .selectFrom('quote_lines')
      .select('id')
      .where('quote_id', 'in', [original.id, rev1.id, copied.id])
      .execute();
    expect(new Set(ids.map((row) => row.id)).size).toBe(original.lines.length * 3);
  });

  it('shows the client its lines at client prices on the public page, adding up to the estimate', async () => {
    const quote = await saveBoq({ urgency: 'URGENT', location: 'REMOTE' });
    const made = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/approval-links`);
    expect(made.statusCode).toBe(201);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/public/quote-approval/${made.json().token}`,
    });
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body.boqLines).toEqual([
      expect.objectContaining({ code: 'SPK-K80-P', quantity: 24, unit: 'each' }),
      expect.objectContaining({ code: '', description: 'Technician hour', quantity: 12.5, unit: 'hour' }),
    ]);
    const sum = body.boqLines.reduce(
      (total: number, line: { amount: number }) => total + Math.round(line.amount * 100),
      0,
    );
    expect(sum).toBe(Math.round(body.lines[0].amount * 100));
    // Client prices: more than cost, and the markup nowhere.
    expect(body.boqLines[0].amount).toBeGreaterThan(quote.lines[0]?.amount ?? 0);
    expect(JSON.stringify(body)).not.toContain('markup');
    // A Quick Quote's page has no bill.
    const quick = (await as('PROJECT_MANAGER', 'POST', '/api/quick-quote/save', quoteForm())).json().quote;
    const quickLink = (await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quick.id}/approval-links`)).json();
    const quickPage = await t.app.inject({
      method: 'GET',
      url: `/api/public/quote-approval/${quickLink.token}`,
    });
    expect(quickPage.json()).not.toHaveProperty('boqLines');
  });

  it('becomes a project once the client approves it, its total the budget', async () => {
    const quote = await saveBoq({ projectTitle: 'BOQ to project' });
    const made = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/approval-links`);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/public/quote-approval/${made.json().token}/decision`,
      payload: { decision: 'APPROVED', name: 'Thandi Mokoena' },
    });
    expect(decided.statusCode).toBe(200);
    const converted = await as('PROJECT_MANAGER', 'POST', `/api/quotes/${quote.id}/project`);
    expect(converted.statusCode, converted.body).toBe(201);
    const project = await t.database.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', converted.json().project.id)
      .executeTakeFirstOrThrow();
    expect(Number(project.budget_cents)).toBe(Math.round(quote.total * 100));
    const shown = await as('PROJECT_MANAGER', 'GET', `/api/projects/${project.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
  });

  it('prints a long bill across pages, the table header on each, long descriptions wrapped, no area', async () => {
    const long =
      'Supply and install 50 mm schedule 10 black steel pipe with grooved couplings, hangers at 3 m centres, painted signal red to SANS 1091, including all fittings';
    const quote = await saveBoq({
      lines: Array.from({ length: BOQ_LIMITS.linesMax }, (_, index) => ({
        code: `PIPE-${String(index + 1).padStart(3, '0')}`,
        description: `${long} (${index + 1})`,
        unit: 'm',
        quantity: '6.5',
        unitPrice: 189.95,
      })),
    });
    const response = await as('PROJECT_MANAGER', 'GET', `/api/quotes/${quote.id}/pdf`);
    expect(response.statusCode).toBe(200);
    const pdf = await extractPdfText(response.rawPayload);
    expect(pdf.numPages).toBeGreaterThan(5);
    const billPages = pdf.pages.filter((page) => /PIPE-\d{3}/.test(page.extracted_text));
    expect(billPages.length).toBeGreaterThan(5);
    for (const page of billPages) {
      expect(page.extracted_text, `page ${page.page_number}`).toMatch(
        /Description[\s\S]*Quantity[\s\S]*Amount \(ZAR\)/,
      );
    }
    const text = pdf.pages.map((page) => page.extracted_text).join('\n');
    for (let index = 1; index <= BOQ_LIMITS.linesMax; index += 1) {
      expect(text).toContain(`PIPE-${String(index).padStart(3, '0')}`);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(`including all fittings (${BOQ_LIMITS.linesMax})`);
    expect(text).not.toMatch(/Area:|Markup|Subtotal/);
  });

  describe('agreement: API, stored rows and PDF', () => {
    const lineArb = fc.record({
      code: fc.constantFrom('', 'SPK-K80', 'DET-SMK-01', 'MCP-RED'),
      description: fc.constantFrom(
        'Pendent sprinkler head',
        'Pipe 65 mm',
        'Technician hour',
        'Fire panel 4 loop',
      ),
      unit: fc.constantFrom('each', 'm', 'hour'),
      quantityMilli: fc.integer({ min: 1, max: 2_000_000 }),
      unitPriceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_000 })),
    });
    const billArb = fc.record({
      urgency: fc.constantFrom('STANDARD', 'URGENT', 'HIGH', 'LOW'),
      location: fc.constantFrom('LOCAL', 'REMOTE'),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
    });

    it('agree for random bills', async () => {
      await fc.assert(
        fc.asyncProperty(billArb, async (random) => {
          const lines = random.lines.map((line) => ({
            code: line.code,
            description: line.description,
            unit: line.unit,
            quantity: String(line.quantityMilli / 1000),
            unitPrice: line.unitPriceCents / 100,
          }));
          const saved = await as(
            'PROJECT_MANAGER',
            'POST',
            '/api/quotes/boq',
            bill({ urgency: random.urgency, location: random.location, lines }),
          );
          expect(saved.statusCode, saved.body).toBe(201);
          const id = saved.json().quote.id as string;
          const quote = (await as('PROJECT_MANAGER', 'GET', `/api/quotes/${id}`)).json() as SavedQuote;
          const pricing = calculateBoq({
            lines: random.lines,
            urgency: random.urgency as 'STANDARD',
            location: random.location as 'LOCAL',
          });
          // The API's figures are calculateBoq's.
          expect(Math.round(quote.baseAmount * 100)).toBe(pricing.baseAmountCents);
          expect(Math.round(quote.urgencyAdjustment * 100)).toBe(pricing.urgencyAdjustmentCents);
          expect(Math.round(quote.travelAdjustment * 100)).toBe(pricing.travelAdjustmentCents);
          expect(Math.round(quote.subtotal * 100)).toBe(pricing.subtotalCents);
          expect(Math.round(quote.markup * 100)).toBe(pricing.markupCents);
          expect(Math.round(quote.vat * 100)).toBe(pricing.vatCents);
          expect(Math.round(quote.total * 100)).toBe(pricing.totalCents);
          expect(quote.lines.map((line) => Math.round(line.amount * 100))).toEqual(pricing.lineAmountsCents);
          // The stored rows say the same.
          const header = await t.database.db
            .selectFrom('quotes')
            .select(['base_amount_cents', 'total_cents'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const sums = await t.database.db
            .selectFrom('quote_lines')
            .select((eb) => [eb.fn.sum<string | number>('amount_cents').as('sum'), eb.fn.countAll().as('n')])
            .where('quote_id', '=', id)
            .executeTakeFirstOrThrow();
          expect(Number(sums.sum)).toBe(Number(header.base_amount_cents));
          expect(Number(sums.n)).toBe(random.lines.length);
          expect(Number(header.total_cents)).toBe(pricing.totalCents);
          // The PDF prints the client lines, which add up to the estimate's first line, and the totals.
          const pdf = await as('PROJECT_MANAGER', 'GET', `/api/quotes/${id}/pdf`);
          const text = (await extractPdfText(pdf.rawPayload)).pages
            .map((page) => page.extracted_text)
            .join('\n');
          const client = clientBoqLines(quote);
          const breakdown = clientQuoteBreakdown(quote);
          const [billText = '', rest = ''] = text.split(/\nEstimate\n/);
          const estimateText = rest.split(/\nIncludes\n/)[0] ?? '';
          const printed = (billText.split('Amount (ZAR)')[1] ?? '').match(MONEY) ?? [];
          // Each row prints its rate then its amount.
          const amounts = printed.filter((_, index) => index % 2 === 1).map(centsOf);
          expect(amounts).toEqual(client.map((line) => Math.round(line.clientAmount * 100)));
          const estimate = (estimateText.match(MONEY) ?? []).map(centsOf);
          expect(estimate).toEqual(breakdown.map((row) => Math.round(row.amount * 100)));
          expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(estimate[0]);
          expect(estimate.at(-1)).toBe(pricing.totalCents);
        }),
        { numRuns: 12 },
      );
    });
  });
});
