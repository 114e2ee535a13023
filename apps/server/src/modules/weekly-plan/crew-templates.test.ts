import { CREW_TEMPLATE_MESSAGES, WEEKLY_PLAN_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const URL = '/api/weekly-plan/crew-templates';

const sprinklerDay = {
  name: 'Sprinkler crew day',
  blocks: [
    { title: 'Site induction & toolbox talk', startHour: 7, startMinute: 0, durationMinutes: 30 },
    { title: 'Pipe installation', startHour: 7, startMinute: 30, durationMinutes: 270 },
    { title: 'Lunch', startHour: 12, startMinute: 0, durationMinutes: 30 },
    { title: 'Pressure test & clean-up', startHour: 12, startMinute: 30, durationMinutes: 240 },
  ],
};

describe.each(engines)('crew templates on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const call = (role: TestRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url = URL, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(users[role].token), ...(payload ? { payload } : {}) });
  const count = async () => (await call('TECHNICIAN', 'GET')).json().length as number;

  it('lets an ADMIN or PROJECT_MANAGER create one that everyone lists, blocks in time order', async () => {
    const reversed = { ...sprinklerDay, blocks: [...sprinklerDay.blocks].reverse() };
    const created = await call('PROJECT_MANAGER', 'POST', URL, reversed);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Sprinkler crew day', blocks: sprinklerDay.blocks });
    const listed = await call('TECHNICIAN', 'GET');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([created.json()]);

    const admin = await call('ADMIN', 'POST', URL, {
      name: '  Alarm   commissioning ',
      blocks: [{ title: 'Loop tests', startHour: 8, durationMinutes: 240 }],
    });
    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({
      name: 'Alarm commissioning',
      blocks: [{ title: 'Loop tests', startHour: 8, startMinute: 0, durationMinutes: 240 }],
    });
    expect((await call('ENGINEER', 'GET')).json().map((x: { name: string }) => x.name)).toEqual([
      'Alarm commissioning',
      'Sprinkler crew day',
    ]);
  });

  it('refuses ENGINEER and TECHNICIAN with 403 and stores nothing', async () => {
    const before = await count();
    const [first] = (await call('ADMIN', 'GET')).json();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const created = await call(role, 'POST', URL, { ...sprinklerDay, name: `By ${role}` });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({ error: expect.any(String) });
      expect((await call(role, 'PUT', `${URL}/${first.id}`, { ...sprinklerDay, name: 'X' })).statusCode).toBe(
        403,
      );
      expect((await call(role, 'DELETE', `${URL}/${first.id}`)).statusCode).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await call('ADMIN', 'GET')).json()[0]).toEqual(first);
  });

  it('answers bad input with a clear 400 { error } and stores nothing', async () => {
    const before = await count();
    const block = (title: string, startHour: number, durationMinutes: number) => ({
      title,
      startHour,
      startMinute: 0,
      durationMinutes,
    });
    const cases: Array<[object, string]> = [
      [{ name: '   ', blocks: [block('A', 8, 60)] }, CREW_TEMPLATE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), blocks: [block('A', 8, 60)] }, CREW_TEMPLATE_MESSAGES.nameTooLong],
      [{ name: 'Empty', blocks: [] }, CREW_TEMPLATE_MESSAGES.blocksRequired],
      [
        { name: 'Long', blocks: Array.from({ length: 13 }, (_, i) => block(`B${i}`, i, 30)) },
        CREW_TEMPLATE_MESSAGES.tooManyBlocks,
      ],
      [{ name: 'Short', blocks: [block('A', 8, 4)] }, WEEKLY_PLAN_MESSAGES.durationInvalid],
      [{ name: 'Huge', blocks: [block('A', 8, 601)] }, WEEKLY_PLAN_MESSAGES.durationInvalid],
      [{ name: 'Untitled', blocks: [block(' ', 8, 60)] }, WEEKLY_PLAN_MESSAGES.titleRequired],
      [
        { name: 'Overlap', blocks: [block('Install', 8, 120), block('Test', 9, 60)] },
        '"Install" (08:00–10:00) overlaps "Test" (09:00–10:00)',
      ],
      [{ name: 'Late', blocks: [block('Night shift', 23, 120)] }, '"Night shift" must end by midnight'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('ADMIN', 'POST', URL, payload);
      expect(response.statusCode, message).toBe(400);
      const { error } = response.json();
      expect(error).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a second template of the same name (any letter case) with 409', async () => {
    const response = await call('ADMIN', 'POST', URL, { ...sprinklerDay, name: 'SPRINKLER CREW DAY' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: CREW_TEMPLATE_MESSAGES.duplicateName('SPRINKLER CREW DAY') });
  });

  it('changes and deletes a template; a missing one is 404', async () => {
    const [alarm] = (await call('ADMIN', 'GET')).json();
    const changed = await call('PROJECT_MANAGER', 'PUT', `${URL}/${alarm.id}`, {
      name: 'Alarm commissioning day',
      blocks: [{ title: 'Loop tests', startHour: 8, startMinute: 30, durationMinutes: 180 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: alarm.id, name: 'Alarm commissioning day' });
    const bad = await call('PROJECT_MANAGER', 'PUT', `${URL}/${alarm.id}`, { name: 'X', blocks: [] });
    expect(bad.statusCode).toBe(400);
    expect((await call('ADMIN', 'GET')).json()[0].name).toBe('Alarm commissioning day');

    expect((await call('PROJECT_MANAGER', 'DELETE', `${URL}/${alarm.id}`)).statusCode).toBe(204);
    expect((await call('PROJECT_MANAGER', 'DELETE', `${URL}/${alarm.id}`)).json()).toEqual({
      error: CREW_TEMPLATE_MESSAGES.notFound,
    });
    expect((await call('ADMIN', 'GET')).json().map((x: { name: string }) => x.name)).toEqual([
      'Sprinkler crew day',
    ]);
  });
});
