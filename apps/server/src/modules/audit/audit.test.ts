import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProject,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const client = {
  name: 'Rosebank Towers',
  type: 'Commercial',
  contact: 'Zanele Khumalo',
  email: 'zanele@rosebanktowers.co.za',
  phone: '011 555 0199',
  address: '1 Cradock Ave, Rosebank',
  status: 'Active',
  rating: 3,
  notes: 'Fire alarm maintenance',
};

type Entry = {
  actor: { id: string; name: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

describe.each(engines)('audit trail (%s)', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const as = (
    user: RegisteredUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const audit = async (query: string) => {
    const response = await as(users.ADMIN, 'GET', `/api/audit?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Entry[]; total: number; page: number; pageSize: number };
  };

  it('is for administrators only', async () => {
    for (const role of ['PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const) {
      const response = await as(users[role], 'GET', '/api/audit');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('records a client created, changed and deleted: who, when, and only the changed fields', async () => {
    const created = await as(users.PROJECT_MANAGER, 'POST', '/api/clients', client);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(
      (await as(users.PROJECT_MANAGER, 'PUT', `/api/clients/${id}`, { ...client, rating: 5 })).statusCode,
    ).toBe(200);
    expect((await as(users.ADMIN, 'DELETE', `/api/clients/${id}`)).statusCode).toBe(204);

    const { items, total } = await audit(`entity=client&entityId=${id}`);
    expect(total).toBe(3);
    const [deleted, updated, create] = items;
    expect(create).toMatchObject({
      action: 'create',
      entity: 'client',
      entityId: id,
      actor: { id: users.PROJECT_MANAGER.user.id, name: 'Pieter Mokoena' },
      before: null,
      after: { name: 'Rosebank Towers', rating: 3, phone: '+27 11 555 0199' },
    });
    expect(updated).toMatchObject({ action: 'update', before: { rating: 3 }, after: { rating: 5 } });
    expect(Object.keys(updated?.after ?? {})).toEqual(['rating']);
    expect(deleted).toMatchObject({
      action: 'delete',
      actor: { id: users.ADMIN.user.id },
      before: { name: 'Rosebank Towers' },
      after: null,
    });
    expect(Date.now() - Date.parse(deleted?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it('records project changes, field actions and weekly plans; never passwords', async () => {
    const project = await createProject(t.app, users.PROJECT_MANAGER.token);
    expect(
      (
        await as(users.PROJECT_MANAGER, 'PATCH', `/api/projects/${project.id}`, {
          spent: 1234,
          health: 'GOOD',
        })
      ).statusCode,
    ).toBe(200);
    const equipment = await as(users.PROJECT_MANAGER, 'POST', '/api/resources/equipment', {
      name: 'Hydrostatic test pump',
      status: 'Available',
      location: 'Midrand store',
      lastMaintenance: '2026-01-10',
      nextMaintenanceDue: '2027-01-10',
    });
    expect(equipment.statusCode).toBe(201);
    const checkOut = await as(
      users.TECHNICIAN,
      'POST',
      `/api/resources/equipment/${equipment.json().id}/check-out`,
      {
        to: 'Tumelo',
        dueBack: '2027-02-01',
      },
    );
    expect(checkOut.statusCode).toBe(200);
    const plan = (await as(users.TECHNICIAN, 'GET', '/api/weekly-plan')).json();
    const template = { ...plan.template, Friday: [] };
    expect((await as(users.TECHNICIAN, 'PUT', '/api/weekly-plan', { template })).statusCode).toBe(200);

    const projectEntries = (await audit(`entity=project&entityId=${project.id}`)).items;
    expect(projectEntries.map((e) => e.action)).toEqual(['update', 'create']);
    // health was sent unchanged: only spend moved.
    expect(projectEntries[0]).toMatchObject({ before: { spent: 0 }, after: { spent: 1234 } });

    const technician = (await audit(`userId=${users.TECHNICIAN.user.id}`)).items;
    const planEntry = technician.find((e) => e.entity === 'weekly-plan');
    expect(Object.keys(planEntry?.after ?? {})).toEqual(['Friday']);
    expect(planEntry?.after).toEqual({ Friday: [] });
    expect(technician.find((e) => e.action === 'check-out')).toMatchObject({
      entity: 'equipment',
      before: { status: 'Available', checkedOutTo: null },
      after: { status: 'In Use', checkedOutTo: 'Tumelo' },
    });
    const signUp = technician.find((e) => e.action === 'sign-up');
    expect(signUp?.after).toMatchObject({ role: 'TECHNICIAN' });
    expect(JSON.stringify(technician)).not.toMatch(/Sprinkl3r|argon2|"password(_hash)?":/i);
  });

  it('pages newest first and filters by date', async () => {
    const first = await audit('pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    const second = await audit('pageSize=2&page=2');
    expect((second.items[0]?.createdAt ?? '') <= (first.items[1]?.createdAt ?? '')).toBe(true);
    expect((await audit('from=2000-01-01&to=2000-01-31')).total).toBe(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
    expect((await audit(`from=${today}&to=${today}`)).total).toBe(first.total);
    const bad = await as(users.ADMIN, 'GET', '/api/audit?from=2026-02-10&to=2026-02-01');
    expect(bad.statusCode).toBe(400);
    expect((await as(users.ADMIN, 'GET', '/api/audit?entity=spaceship')).statusCode).toBe(400);
  });
});
