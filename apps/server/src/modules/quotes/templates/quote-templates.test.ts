import { QUOTE_MESSAGES, QUOTE_TEMPLATE_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  quoteForm,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';

const URL = '/api/quote-templates';

const kitchenHoods = {
  name: 'Kitchen Hood Suppression',
  projectType: 'FIRE_SUPPRESSION',
  baseRate: 1850.5,
  minArea: 5,
  maxArea: 400,
  typicalDuration: '2–3 weeks',
  includes: ['  Wet-chemical agent cylinders with nozzles over each appliance  ', 'Manual pull station'],
  exclusions: ['Extraction fan and duct cleaning'],
  notes: ['Priced per m² of canopy footprint'],
  paymentTerms: '50% deposit on order; balance on commissioning.',
  validity: 'This quotation is valid for 30 days from its date.',
  validityDays: 30,
};

type Template = { id: string; name: string; baseRate: number; active: boolean; includes: string[] };

describe.each(engines)('quote templates on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const call = (role: TestRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url = URL, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(users[role].token), ...(payload ? { payload } : {}) });
  const everything = async () =>
    (await call('ADMIN', 'GET', `${URL}?includeRetired=true`)).json() as Template[];
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity', '=', 'quote')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const generate = (overrides: Record<string, unknown>) =>
    call('ENGINEER', 'POST', '/api/quick-quote/generate', quoteForm(overrides));

  it('lists the active templates for management to the roles that quote, not to technicians', async () => {
    const listed = await call('ENGINEER', 'GET');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((x: Template) => x.id)).toEqual([
      'SPRINKLER_SYSTEM',
      'FIRE_ALARM',
      'FIRE_SUPPRESSION',
    ]);
    expect(listed.json()[0]).toMatchObject({
      baseRate: 450,
      minArea: 250,
      maxArea: 60_000,
      active: true,
      sortOrder: 1,
    });
    expect((await call('TECHNICIAN', 'GET')).statusCode).toBe(403);
    const bad = await call('ADMIN', 'GET', `${URL}?includeRetired=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });

  it('lets a PROJECT_MANAGER create a template that Quick Quote offers and prices with', async () => {
    const auditBefore = await auditCount();
    const created = await call('PROJECT_MANAGER', 'POST', URL, {
      ...kitchenHoods,
      name: '  Kitchen   Hood Suppression ',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({
      name: 'Kitchen Hood Suppression',
      baseRate: 1850.5,
      includes: ['Wet-chemical agent cylinders with nozzles over each appliance', 'Manual pull station'],
      active: true,
      sortOrder: 4,
    });
    const row = await t.database.db
      .selectFrom('quote_templates')
      .select('base_rate_cents')
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.base_rate_cents)).toBe(185_050);
    expect(await auditCount()).toBe(auditBefore + 1);

    const quick = (await call('ENGINEER', 'GET', '/api/quick-quote/templates')).json() as Template[];
    expect(quick.map((x) => x.name)).toContain('Kitchen Hood Suppression');
    const quote = await generate({
      projectType: template.id,
      area: 10,
      urgency: 'STANDARD',
      location: 'LOCAL',
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      baseRate: 1850.5,
      baseAmount: 18_505,
      projectTypeName: 'Kitchen Hood Suppression',
    });
  });

  it('refuses ENGINEER and TECHNICIAN with 403 and writes nothing', async () => {
    const before = await everything();
    const auditBefore = await auditCount();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const created = await call(role, 'POST', URL, { ...kitchenHoods, name: `By ${role}` });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({ error: expect.any(String) });
      const edited = await call(role, 'PUT', `${URL}/FIRE_ALARM`, { ...kitchenHoods, name: 'Taken over' });
      expect(edited.statusCode).toBe(403);
      const retired = await call(role, 'PATCH', `${URL}/FIRE_ALARM/status`, { active: false });
      expect(retired.statusCode).toBe(403);
    }
    expect(await everything()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('answers bad input with a clear 400 { error } and writes nothing', async () => {
    const before = await everything();
    const auditBefore = await auditCount();
    const M = QUOTE_TEMPLATE_MESSAGES;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ minArea: 500, maxArea: 400 }, M.areaOrder],
      [{ minArea: 400, maxArea: 400 }, M.areaOrder],
      [{ baseRate: -10 }, M.baseRatePositive],
      [{ baseRate: 0 }, M.baseRatePositive],
      [{ baseRate: 12.345 }, M.baseRateCents],
      [{ baseRate: 100_000.01 }, M.baseRateTooLarge],
      [{ baseRate: '450' }, M.baseRateInvalid],
      [{ minArea: -1 }, M.minAreaInvalid],
      [{ name: '   ' }, M.nameRequired],
      [{ projectType: 'PLUMBING' }, M.projectType],
      [{ includes: ['Valves', '   '] }, M.itemEmpty('Includes')],
      [{ notes: Array.from({ length: 21 }, (_, i) => `Note ${i}`) }, M.listTooLong('Notes')],
      [{ exclusions: ['x'.repeat(301)] }, M.itemTooLong('Exclusions')],
      [{ validityDays: 0 }, M.validityDays],
      [{ validityDays: 366 }, M.validityDays],
      [{ typicalDuration: '' }, M.durationRequired],
    ];
    for (const [change, message] of cases) {
      const created = await call('ADMIN', 'POST', URL, { ...kitchenHoods, name: 'Bad input', ...change });
      expect(created.statusCode, JSON.stringify(change)).toBe(400);
      expect(created.json()).toEqual({ error: expect.stringContaining(message) });
      const edited = await call('ADMIN', 'PUT', `${URL}/FIRE_ALARM`, {
        ...kitchenHoods,
        name: 'Bad input',
        ...change,
      });
      expect(edited.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await everything()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('keeps active names unique whatever the case (409), and frees a retired name', async () => {
    const before = await everything();
    const duplicate = await call('ADMIN', 'POST', URL, {
      ...kitchenHoods,
      name: 'fire alarm system (sans 10139)',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: QUOTE_TEMPLATE_MESSAGES.duplicateName('fire alarm system (sans 10139)'),
    });
    const renamed = await call('ADMIN', 'PUT', `${URL}/FIRE_SUPPRESSION`, {
      ...kitchenHoods,
      name: 'SPRINKLER SYSTEM (SANS 10287)',
    });
    expect(renamed.statusCode).toBe(409);
    expect(await everything()).toEqual(before);

    const spare = (
      await call('ADMIN', 'POST', URL, { ...kitchenHoods, name: 'Foam Deluge' })
    ).json() as Template;
    expect((await call('ADMIN', 'PATCH', `${URL}/${spare.id}/status`, { active: false })).statusCode).toBe(
      200,
    );
    const again = await call('ADMIN', 'POST', URL, { ...kitchenHoods, name: 'FOAM DELUGE' });
    expect(again.statusCode).toBe(201);
    const restore = await call('ADMIN', 'PATCH', `${URL}/${spare.id}/status`, { active: true });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toEqual({ error: QUOTE_TEMPLATE_MESSAGES.duplicateName('Foam Deluge') });
    expect((await everything()).find((x) => x.id === spare.id)?.active).toBe(false);
  });

  it('lets only one of two concurrent creates with the same name win (the partial unique index)', async () => {
    const responses = await Promise.all(
      ['Water Mist', 'WATER MIST', 'water mist'].map((name) =>
        call('ADMIN', 'POST', URL, { ...kitchenHoods, name }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const named = (await everything()).filter((x) => x.name.toLowerCase() === 'water mist');
    expect(named).toHaveLength(1);

    const row = await t.database.db
      .selectFrom('quote_templates')
      .selectAll()
      .where('id', '=', named[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    const copy = (id: string, active: number) => ({ ...row, id, name: 'WATER mist', active });
    await expect(
      t.database.db.insertInto('quote_templates').values(copy('direct-1', 1)).execute(),
    ).rejects.toThrow();
    await t.database.db.insertInto('quote_templates').values(copy('direct-2', 0)).execute();
    await t.database.db.deleteFrom('quote_templates').where('id', '=', 'direct-2').execute();
  });

  it('prices the next quote with an edited template while a saved quote keeps its own figures', async () => {
    const saved = await call(
      'ADMIN',
      'POST',
      '/api/quick-quote/save',
      quoteForm({ projectType: 'FIRE_ALARM' }),
    );
    expect(saved.statusCode).toBe(201);
    const savedQuote = saved.json().quote;
    expect(savedQuote.baseRate).toBe(165);

    const current = (await everything()).find((x) => x.id === 'FIRE_ALARM') as Template &
      Record<string, unknown>;
    const { id: _id, active: _active, updatedAt: _updatedAt, sortOrder, ...fields } = current;
    const edited = await call('PROJECT_MANAGER', 'PUT', `${URL}/FIRE_ALARM`, {
      ...fields,
      sortOrder,
      baseRate: 190.25,
      includes: ['Addressable panel', 'Detectors and call points'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: 'FIRE_ALARM', baseRate: 190.25, active: true });

    const quote = await generate({
      projectType: 'FIRE_ALARM',
      area: 100,
      urgency: 'STANDARD',
      location: 'LOCAL',
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      baseRate: 190.25,
      baseAmount: 19_025,
      includes: ['Addressable panel', 'Detectors and call points'],
    });

    const reread = await call('ADMIN', 'GET', `/api/quotes/${savedQuote.id}`);
    expect(reread.json()).toMatchObject({
      baseRate: 165,
      total: savedQuote.total,
      includes: savedQuote.includes,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', 'FIRE_ALARM')
      .where('action', '=', 'update-template')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before ?? '{}')).toMatchObject({ baseRateCents: 16_500 });
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ baseRateCents: 19_025 });
  });

  it('retires a template: generate refuses it, saved quotes stay readable, restore brings it back', async () => {
    const saved = await call(
      'ADMIN',
      'POST',
      '/api/quick-quote/save',
      quoteForm({ projectType: 'FIRE_SUPPRESSION', area: 80 }),
    );
    expect(saved.statusCode).toBe(201);
    const quoteId = saved.json().quote.id;

    const retired = await call('ADMIN', 'PATCH', `${URL}/FIRE_SUPPRESSION/status`, { active: false });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ id: 'FIRE_SUPPRESSION', active: false });

    const quick = (await call('ENGINEER', 'GET', '/api/quick-quote/templates')).json() as Template[];
    expect(quick.map((x) => x.id)).not.toContain('FIRE_SUPPRESSION');
    expect(((await call('ENGINEER', 'GET')).json() as Template[]).map((x) => x.id)).not.toContain(
      'FIRE_SUPPRESSION',
    );
    const all = (await call('ENGINEER', 'GET', `${URL}?includeRetired=true`)).json() as Template[];
    expect(all.find((x) => x.id === 'FIRE_SUPPRESSION')?.active).toBe(false);

    const refused = await generate({ projectType: 'FIRE_SUPPRESSION', area: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: QUOTE_MESSAGES.unknownTemplate });
    const refusedSave = await call(
      'ADMIN',
      'POST',
      '/api/quick-quote/save',
      quoteForm({ projectType: 'FIRE_SUPPRESSION' }),
    );
    expect(refusedSave.statusCode).toBe(400);

    expect((await call('ADMIN', 'GET', `/api/quotes/${quoteId}`)).json()).toMatchObject({
      templateId: 'FIRE_SUPPRESSION',
      baseRate: 3200,
    });
    expect((await call('ADMIN', 'GET', `/api/quotes/${quoteId}/pdf`)).statusCode).toBe(200);

    const restored = await call('PROJECT_MANAGER', 'PATCH', `${URL}/FIRE_SUPPRESSION/status`, {
      active: true,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().active).toBe(true);
    expect((await generate({ projectType: 'FIRE_SUPPRESSION', area: 50 })).statusCode).toBe(200);
  });

  it('answers 404 for a template that does not exist', async () => {
    const edited = await call('ADMIN', 'PUT', `${URL}/NO_SUCH`, kitchenHoods);
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ error: QUOTE_TEMPLATE_MESSAGES.notFound });
    expect((await call('ADMIN', 'PATCH', `${URL}/NO_SUCH/status`, { active: false })).statusCode).toBe(404);
  });
});
