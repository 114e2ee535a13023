import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoResourcesSeeder } from '../../db/seeders/demo-resources';
import { bearer, createProject, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(engines)('resources on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await registerUser(t.app)).token;
    await demoResourcesSeeder.run(t.database.db);
  });
  afterAll(async () => t?.close());

  const api = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/resources${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const rows = async (table: 'inventory_items' | 'vehicles' | 'personnel_schedules' | 'equipment') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('the demo seed gives the spec summary note, counted from the data', async () => {
    const summary = (await api('GET', '/summary')).json();
    // The spec's four sample people (three available) and the signed-in tester's own person.
    expect(summary.note).toBe(
      '4 of 5 personnel available, 2 equipment items need maintenance, 2 inventory items below minimum stock',
    );
  });

  it('personnel: add, edit, schedule, double-booking refused', async () => {
    expect((await api('POST', '/personnel', { name: '', role: 'x', status: 'Available' })).statusCode).toBe(
      400,
    );
    expect((await api('POST', '/personnel', { name: 'A', role: 'x', status: 'Asleep' })).statusCode).toBe(
      400,
    );
    const person = (
      await api('POST', '/personnel', {
        name: 'Lindiwe Mthembu',
        role: 'Fitter',
        status: 'Available',
        skills: ['Pipework'],
      })
    ).json();
    const edited = (
      await api('PUT', `/personnel/${person.id}`, {
        name: 'Lindiwe Mthembu',
        role: 'Lead Fitter',
        status: 'On Site',
        skills: ['Pipework', 'Welding'],
      })
    ).json();
    expect(edited).toMatchObject({
      role: 'Lead Fitter',
      status: 'On Site',
      skills: ['Pipework', 'Welding'],
      projects: 0,
    });
    const project = await createProject(t.app, token);
    const first = await api('POST', `/personnel/${person.id}/schedules`, {
      projectId: project.id,
      startDate: '2099-01-05',
      endDate: '2099-01-09',
    });
    expect(first.statusCode).toBe(201);
    const before = await rows('personnel_schedules');
    const clash = await api('POST', `/personnel/${person.id}/schedules`, {
      projectId: project.id,
      startDate: '2099-01-09',
      endDate: '2099-01-12',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('This person is already scheduled on those dates');
    expect(await rows('personnel_schedules')).toBe(before);
    expect(
      (
        await api('POST', `/personnel/${person.id}/schedules`, {
          projectId: project.id,
          startDate: '2099-01-09',
          endDate: '2099-01-01',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', `/personnel/${person.id}/schedules`, {
          projectId: 'nope',
          startDate: '2099-02-01',
          endDate: '2099-02-02',
        })
      ).statusCode,
    ).toBe(404);
    const listed = (await api('GET', '/personnel')).json().find((p: { id: string }) => p.id === person.id);
    expect(listed.projects).toBe(1);
  });

  it('equipment: check out / in, and maintenance with a past due date raises a MAINTENANCE alert', async () => {
    const item = (
      await api('POST', '/equipment', {
        name: 'Core Drill',
        status: 'Available',
        location: 'Workshop',
        nextMaintenanceDue: '2099-01-01',
      })
    ).json();
    const out = await api('POST', `/equipment/${item.id}/check-out`, {
      to: 'Thabo Nkosi',
      dueBack: '2099-02-01',
    });
    expect(out.json()).toMatchObject({
      status: 'In Use',
      checkedOutTo: 'Thabo Nkosi',
      dueBack: '2099-02-01',
    });
    expect(
      (await api('POST', `/equipment/${item.id}/check-out`, { to: 'X', dueBack: '2099-02-01' })).statusCode,
    ).toBe(409);
    expect(
      (await api('POST', `/equipment/${item.id}/check-out`, { to: '', dueBack: 'soon' })).statusCode,
    ).toBe(400);
    expect((await api('POST', `/equipment/${item.id}/check-in`)).json()).toMatchObject({
      status: 'Available',
      checkedOutTo: null,
    });
    const logged = await api('POST', `/equipment/${item.id}/maintenance`, {
      performedOn: '2024-01-01',
      nextDue: '2024-06-01',
      notes: 'Annual',
    });
    expect(logged.json()).toMatchObject({ lastMaintenance: '2024-01-01', nextMaintenanceDue: '2024-06-01' });
    const alerts = await t.database.db
      .selectFrom('alerts')
      .selectAll()
      .where('type', '=', 'MAINTENANCE')
      .where('resolved_at', 'is', null)
      .execute();
    expect(alerts.map((a) => a.title)).toContain('Maintenance overdue: Core Drill');
    await api('POST', `/equipment/${item.id}/maintenance`, {
      performedOn: '2025-01-01',
      nextDue: '2099-06-01',
    });
    const open = await t.database.db
      .selectFrom('alerts')
      .select('title')
      .where('type', '=', 'MAINTENANCE')
      .where('resolved_at', 'is', null)
      .execute();
    expect(open.map((a) => a.title)).not.toContain('Maintenance overdue: Core Drill');
  });

  it('vehicles: fuel 0–100, unique registration, assign, service with odometer', async () => {
    const before = await rows('vehicles');
    for (const bad of [
      { type: 'Bakkie', registration: 'GP 1', status: 'Available', fuel: 101, mileage: 0 },
      { type: 'Bakkie', registration: 'GP 1', status: 'Available', fuel: -1, mileage: 0 },
      { type: 'Bakkie', registration: 'GP 1', status: 'Available', fuel: 50, mileage: -5 },
      { type: 'Bakkie', registration: '', status: 'Available', fuel: 50, mileage: 0 },
    ])
      expect((await api('POST', '/vehicles', bad)).statusCode).toBe(400);
    const dup = await api('POST', '/vehicles', {
      type: 'Hilux',
      registration: 'gp xy 12 zz gp',
      status: 'Available',
      fuel: 50,
      mileage: 1,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A vehicle with this registration already exists');
    expect(await rows('vehicles')).toBe(before);
    const vehicle = (
      await api('POST', '/vehicles', {
        type: 'Ranger',
        registration: 'CA 987-654',
        status: 'Available',
        fuel: 70,
        mileage: 1000,
      })
    ).json();
    expect(
      (await api('POST', `/vehicles/${vehicle.id}/assign`, { to: 'Zanele Khumalo' })).json(),
    ).toMatchObject({ status: 'In Use', assignedTo: 'Zanele Khumalo' });
    expect(
      (await api('POST', `/vehicles/${vehicle.id}/service`, { servicedOn: '2026-01-01', odometer: 500 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', `/vehicles/${vehicle.id}/service`, { servicedOn: '2026-01-01', odometer: 1500 })
      ).json().mileage,
    ).toBe(1500);
  });

  it('inventory: status rule, negative stock refused, reorder and receive', async () => {
    expect((await api('POST', '/inventory', { item: 'Valves', quantity: -1, minStock: 5 })).statusCode).toBe(
      400,
    );
    const item = (await api('POST', '/inventory', { item: 'Gauges', quantity: 4, minStock: 10 })).json();
    expect(item.status).toBe('Critical');
    expect(
      (await api('PUT', `/inventory/${item.id}`, { item: 'Gauges', quantity: 7, minStock: 10 })).json()
        .status,
    ).toBe('Low');
    expect((await api('POST', `/inventory/${item.id}/reorders`, { quantity: 0 })).statusCode).toBe(400);
    expect(
      (await api('POST', `/inventory/${item.id}/reorders`, { quantity: 20 })).json().pendingReorder,
    ).toBe(20);
    expect((await api('POST', `/inventory/${item.id}/reorders`, { quantity: 5 })).statusCode).toBe(409);
    const received = (await api('POST', `/inventory/${item.id}/receive`)).json();
    expect(received).toMatchObject({ quantity: 27, status: 'Good', pendingReorder: null });
    expect((await api('POST', `/inventory/${item.id}/receive`)).statusCode).toBe(409);
  });

  it('inventory CSV: export neutralises formulas; import validates every row and writes nothing on error', async () => {
    await api('POST', '/inventory', { item: '=cmd|/C calc!A0', quantity: 1, minStock: 1 });
    const exported = await api('GET', '/inventory/export');
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    expect(exported.body).toContain("'=cmd|/C calc!A0");
    expect(exported.body.split('\r\n')[0]).toBe('\uFEFFitem,quantity,minStock,status');
    const csv = (body: string) => api('POST', '/inventory/import', body, { 'content-type': 'text/csv' });
    const before = await rows('inventory_items');
    const wrong = await csv('name,qty\nA,1\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/columns item, quantity, minStock/);
    const bad = await csv('item,quantity,minStock\nNew thing,5,2\nBroken,-3,2\n,1,1\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Row 3: Quantity cannot be negative/);
    expect(bad.json().error).toMatch(/Row 4: Item is required/);
    expect(await rows('inventory_items')).toBe(before);
    const big = await csv(`item,quantity,minStock\n${'x,1,1\n'.repeat(1_800_000)}`);
    expect(big.statusCode).toBe(413);
    expect(typeof big.json().error).toBe('string');
    const ok = await csv(exported.body);
    expect(ok.json()).toEqual({ created: 0, updated: before });
    const added = await csv('item,quantity,minStock\nNozzles,3,10\n');
    expect(added.json()).toEqual({ created: 1, updated: 0 });
    const list = (await api('GET', '/inventory')).json();
    expect(list.find((i: { item: string }) => i.item === '=cmd|/C calc!A0')).toBeTruthy();
  });

  it('feeds dashboard utilisation for equipment and vehicles', async () => {
    const metrics = (
      await t.app.inject({ method: 'GET', url: '/api/projects/metrics', headers: bearer(token) })
    ).json();
    expect(metrics.resourceUtilization.equipment).toBeGreaterThan(0);
    expect(metrics.resourceUtilization.vehicles).toBeGreaterThan(0);
  });
});
