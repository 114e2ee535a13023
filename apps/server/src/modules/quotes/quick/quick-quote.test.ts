import { QUOTE_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, quoteForm, registerUser } from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';

const MEGABYTE = 'x'.repeat(1_000_000);

describe.each(engines)('quick quote on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let user: { firstName: string; lastName: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const registered = await registerUser(t.app, { firstName: 'Thandi', lastName: 'Mokoena' });
    token = registered.token;
    user = { firstName: 'Thandi', lastName: 'Mokoena' };
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

  it('needs a token for every quick-quote endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/quick-quote/templates'],
      ['GET', '/api/quick-quote/recent'],
      ['POST', '/api/quick-quote/generate'],
      ['POST', '/api/quick-quote/save'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? quoteForm() : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  describe('GET /api/quick-quote/templates', () => {
    it('lists the three standard templates with rand rates, area range, duration and lists', async () => {
      const response = await get('/api/quick-quote/templates');
      expect(response.statusCode).toBe(200);
      const templates = response.json();
      expect(templates.map((template: { id: string }) => template.id)).toEqual([
        'SPRINKLER_SYSTEM',
        'FIRE_ALARM',
        'FIRE_SUPPRESSION',
      ]);
      expect(templates[0]).toMatchObject({
        name: 'Sprinkler System (SANS 10287)',
        projectType: 'SPRINKLER_SYSTEM',
        baseRate: 450,
        minArea: 250,
        maxArea: 60_000,
        typicalDuration: '6–10 weeks',
        validityDays: 30,
      });
      for (const template of templates) {
        expect(template.includes.length).toBeGreaterThan(3);
        expect(template.exclusions.length).toBeGreaterThanOrEqual(3);
        expect(template.notes.length).toBeGreaterThan(4);
        expect(template.paymentTerms).toEqual(expect.any(String));
        expect(template.validity).toEqual(expect.any(String));
      }
      expect(JSON.stringify(templates)).toMatch(/SANS 10287[\s\S]*SANS 10139[\s\S]*SANS 14520/);
    });
  });

  describe('POST /api/quick-quote/generate', () => {
    it('prices the worked example exactly and stores nothing', async () => {
      const response = await post('/api/quick-quote/generate', quoteForm());
      expect(response.statusCode).toBe(200);
      const quote = response.json();
      expect(quote).toMatchObject({
        quoteNumber: expect.stringMatching(/^Q-\d{4}-DRAFT$/),
        generatedBy: `${user.firstName} ${user.lastName}`,
        projectTitle: 'Distribution Centre Sprinklers',
        clientName: 'Midrand Logistics Park (Pty) Ltd',
        contactNumber: '011 555 0142',
        templateId: 'SPRINKLER_SYSTEM',
        projectType: 'SPRINKLER_SYSTEM',
        projectTypeName: 'Sprinkler System (SANS 10287)',
        area: 1200,
        clientType: 'INDUSTRIAL',
        urgency: 'URGENT',
        location: 'REMOTE',
        baseRate: 450,
        baseAmount: 540_000,
        urgencyPercent: 25,
        urgencyAdjustment: 135_000,
        travelPercent: 15,
        travelAdjustment: 101_250,
        subtotal: 776_250,
        markup: 116_437.5,
        vat: 133_903.13,
        total: 1_026_590.63,
        typicalDuration: '6–10 weeks',
        validityDays: 30,
      });
      expect(Date.parse(quote.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(quote.includes.length).toBeGreaterThan(3);
      const count = await t.database.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('applies HIGH as +10%, LOW as −10%, and defaults urgency STANDARD and location LOCAL', async () => {
      const high = (
        await post('/api/quick-quote/generate', quoteForm({ urgency: 'HIGH', location: 'LOCAL' }))
      ).json();
      expect(high).toMatchObject({ urgencyPercent: 10, subtotal: 594_000, travelAdjustment: 0 });
      const low = (
        await post('/api/quick-quote/generate', quoteForm({ urgency: 'LOW', location: 'LOCAL' }))
      ).json();
      expect(low).toMatchObject({ urgencyPercent: -10, urgencyAdjustment: -54_000, subtotal: 486_000 });
      const defaults = (
        await post('/api/quick-quote/generate', quoteForm({ urgency: undefined, location: '' }))
      ).json();
      expect(defaults).toMatchObject({ urgency: 'STANDARD', location: 'LOCAL', subtotal: 540_000 });
    });

    it('accepts a numeric string area and rounds it to 0.01 m², and does not enforce the template range', async () => {
      const response = await post('/api/quick-quote/generate', quoteForm({ area: ' 12.345 ' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().area).toBe(12.35);
    });

    it.each([
      ['no body fields', {}, QUOTE_MESSAGES.requiredFields],
      ['a missing project type', quoteForm({ projectType: undefined }), QUOTE_MESSAGES.requiredFields],
      ['a blank client type', quoteForm({ clientType: ' ' }), QUOTE_MESSAGES.requiredFields],
      ['a missing area', quoteForm({ area: null }), QUOTE_MESSAGES.requiredFields],
      ['an empty area', quoteForm({ area: '' }), QUOTE_MESSAGES.requiredFields],
      ['a blank project title', quoteForm({ projectTitle: '   ' }), QUOTE_MESSAGES.requiredFields],
      ['area 0', quoteForm({ area: 0 }), QUOTE_MESSAGES.invalidArea],
      ['a negative area', quoteForm({ area: -10 }), QUOTE_MESSAGES.invalidArea],
      ["area 'abc'", quoteForm({ area: 'abc' }), QUOTE_MESSAGES.invalidArea],
      ["area 'NaN'", quoteForm({ area: 'NaN' }), QUOTE_MESSAGES.invalidArea],
      ["area 'Infinity'", quoteForm({ area: 'Infinity' }), QUOTE_MESSAGES.invalidArea],
      ['an area object', quoteForm({ area: { value: 5 } }), QUOTE_MESSAGES.invalidArea],
      ['area 1e308', quoteForm({ area: 1e308 }), QUOTE_MESSAGES.areaTooLarge],
      ['area above 1 000 000 m²', quoteForm({ area: 1_000_001 }), QUOTE_MESSAGES.areaTooLarge],
      ['an unknown client type', quoteForm({ clientType: 'MINING' }), QUOTE_MESSAGES.invalidClientType],
      ['an unknown urgency', quoteForm({ urgency: 'ASAP' }), QUOTE_MESSAGES.invalidUrgency],
      ['an unknown location', quoteForm({ location: 'OFFSHORE' }), QUOTE_MESSAGES.invalidLocation],
      ['an unknown template id', quoteForm({ projectType: 'FIRE_HYDRANT' }), QUOTE_MESSAGES.unknownTemplate],
      ['a 1 MB title', quoteForm({ projectTitle: MEGABYTE }), QUOTE_MESSAGES.projectTitleTooLong],
      [
        'a 201-character client name',
        quoteForm({ clientName: 'x'.repeat(201) }),
        QUOTE_MESSAGES.clientNameTooLong,
      ],
    ])('answers 400 for %s with a clear message', async (_case, payload, message) => {
      const response = await post('/api/quick-quote/generate', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it('says the spec area message first for 1e308 and other absurd areas', async () => {
      const response = await post('/api/quick-quote/generate', quoteForm({ area: 1e308 }));
      expect(response.json().error.startsWith(QUOTE_MESSAGES.invalidArea)).toBe(true);
    });

    it('answers 4xx, never 5xx, for bodies that are not a form', async () => {
      for (const payload of ['not json', '[]', 'null', '"text"', '{"area":']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/quick-quote/generate',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, payload).toBeLessThan(500);
        expect(response.json().error).toEqual(expect.any(String));
      }
      const tooBig = await post(
        '/api/quick-quote/generate',
        quoteForm({ projectTitle: 'x'.repeat(1_100_000) }),
      );
      expect(tooBig.statusCode).toBe(413);
    });
  });

  describe('POST /api/quick-quote/save', () => {
    it("saves the generated quote with the year's next number and answers 'Quote saved successfully!'", async () => {
      const generated = (await post('/api/quick-quote/generate', quoteForm())).json();
      const response = await post('/api/quick-quote/save', generated);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Quote saved successfully!');
      const year = generated.quoteNumber.slice(2, 6);
      expect(body.quote).toMatchObject({
        id: expect.any(String),
        quoteNumber: `Q-${year}-0001`,
        status: 'Draft',
        total: 1_026_590.63,
        includes: generated.includes,
        exclusions: generated.exclusions,
        notes: generated.notes,
      });
      const second = (await post('/api/quick-quote/save', quoteForm({ projectTitle: 'Second' }))).json();
      expect(second.quote.quoteNumber).toBe(`Q-${year}-0002`);
    });

    it('prices the quote itself and ignores figures, numbers and authors sent by the client', async () => {
      const generated = (await post('/api/quick-quote/generate', quoteForm())).json();
      const tampered = {
        ...generated,
        total: 1,
        subtotal: 1,
        vat: 0,
        baseRate: 1,
        quoteNumber: 'Q-1999-9999',
        generatedBy: 'Someone Else',
        status: 'Won',
        includes: ['Free everything'],
      };
      const response = await post('/api/quick-quote/save', tampered);
      expect(response.statusCode).toBe(201);
      const { quote } = response.json();
      expect(quote).toMatchObject({ total: 1_026_590.63, subtotal: 776_250, vat: 133_903.13, baseRate: 450 });
      expect(quote.quoteNumber).not.toBe('Q-1999-9999');
      expect(quote.generatedBy).toBe('Thandi Mokoena');
      expect(quote.status).toBe('Draft');
      expect(quote.includes).not.toContain('Free everything');
      const row = await t.database.db
        .selectFrom('quotes')
        .select(['total_cents', 'subtotal_cents', 'markup_cents', 'vat_cents'])
        .where('id', '=', quote.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        total_cents: 102_659_063,
        subtotal_cents: 77_625_000,
        markup_cents: 11_643_750,
        vat_cents: 13_390_313,
      });
    });

    it('uses templateId when the quote carries one', async () => {
      const response = await post(
        '/api/quick-quote/save',
        quoteForm({ projectType: 'FIRE_ALARM', templateId: 'FIRE_ALARM' }),
      );
      expect(response.json().quote).toMatchObject({
        templateId: 'FIRE_ALARM',
        projectType: 'FIRE_ALARM',
        baseRate: 165,
      });
    });

    it.each([
      ['a missing title', quoteForm({ projectTitle: '' }), QUOTE_MESSAGES.requiredFields],
      ['area 0', quoteForm({ area: 0 }), QUOTE_MESSAGES.invalidArea],
      ["area 'abc'", quoteForm({ area: 'abc' }), QUOTE_MESSAGES.invalidArea],
      ['an unknown template', quoteForm({ templateId: 'NOPE' }), QUOTE_MESSAGES.unknownTemplate],
      ['a 1 MB title', quoteForm({ projectTitle: MEGABYTE }), QUOTE_MESSAGES.projectTitleTooLong],
      [
        'a contact number of 41 characters',
        quoteForm({ contactNumber: '1'.repeat(41) }),
        QUOTE_MESSAGES.contactNumberTooLong,
      ],
    ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
      const before = await t.database.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const response = await post('/api/quick-quote/save', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      const after = await t.database.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('announces the saved quote to listeners', async () => {
      const seen: string[] = [];
      const off = t.app.context.events.on('quote.saved', ({ quoteNumber }) => {
        seen.push(quoteNumber);
      });
      const { quote } = (await post('/api/quick-quote/save', quoteForm())).json();
      await t.app.context.events.settled();
      off();
      expect(seen).toEqual([quote.quoteNumber]);
    });
  });

  describe('GET /api/quick-quote/recent', () => {
    it('lists the five newest quotes with the spec fields, newest first', async () => {
      const saved: string[] = [];
      for (const title of ['R1', 'R2', 'R3', 'R4', 'R5', 'R6']) {
        saved.push(
          (await post('/api/quick-quote/save', quoteForm({ projectTitle: title, area: 100 }))).json().quote
            .id,
        );
      }
      const response = await get('/api/quick-quote/recent');
      expect(response.statusCode).toBe(200);
      const recent = response.json();
      expect(recent).toHaveLength(5);
      expect(recent.map((quote: { projectTitle: string }) => quote.projectTitle)).toEqual([
        'R6',
        'R5',
        'R4',
        'R3',
        'R2',
      ]);
      expect(recent[0]).toEqual({
        id: saved[5],
        quoteNumber: expect.stringMatching(/^Q-\d{4}-\d{4}$/),
        projectTitle: 'R6',
        clientName: 'Midrand Logistics Park (Pty) Ltd',
        area: 100,
        total: expect.any(Number),
        status: 'Draft',
        createdAt: expect.any(String),
        kind: 'QUICK',
      });
    });
  });
});
