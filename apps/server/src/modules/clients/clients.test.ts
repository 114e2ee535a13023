import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, quoteForm, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const makeClient = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sandton City Holdings',
  type: 'Commercial',
  contact: 'Lerato Dlamini',
  email: 'lerato@sandtoncity.co.za',
  phone: '011 555 0142',
  address: '83 Rivonia Rd, Sandhurst, Sandton',
  status: 'Active',
  rating: 4,
  notes: 'Annual sprinkler service contract',
  ...overrides,
});

describe.each(engines)('clients on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('clients')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates with a normalised phone and reads it back', async () => {
    const response = await api('POST', '/api/clients', makeClient());
    expect(response.statusCode).toBe(201);
    const client = response.json();
    expect(client).toMatchObject({
      name: 'Sandton City Holdings',
      phone: '+27 11 555 0142',
      rating: 4,
      totalProjects: 0,
    });
    expect((await api('GET', `/api/clients/${client.id}`)).json().email).toBe('lerato@sandtoncity.co.za');
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await count();
    for (const bad of [
      makeClient({ name: '' }),
      makeClient({ email: 'not-an-email' }),
      makeClient({ phone: '+44 20 7946 0958' }),
      makeClient({ type: 'Retail' }),
      makeClient({ status: 'Dormant' }),
      makeClient({ rating: 6 }),
      makeClient({ rating: -1 }),
      { type: 'Commercial' },
    ]) {
      const response = await api('POST', '/api/clients', bad);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate name (case-insensitive) with 409', async () => {
    const response = await api('POST', '/api/clients', makeClient({ name: ' sandton city holdings ' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/already exists/);
  });

  it('lists with search on name/contact/email, type and status filters, sort and paging, plus summary cards', async () => {
    await api(
      'POST',
      '/api/clients',
      makeClient({
        name: 'Durban Port Authority',
        type: 'Government',
        contact: 'Sipho Zulu',
        email: 'sipho@dpa.gov.za',
        status: 'Prospect',
        rating: 0,
      }),
    );
    await api(
      'POST',
      '/api/clients',
      makeClient({
        name: 'Karoo Cement Works',
        type: 'Industrial',
        contact: 'Anika Botha',
        email: 'anika@karoo.co.za',
        status: 'Inactive',
      }),
    );
    const bySearch = (await api('GET', '/api/clients?search=SIPHO')).json();
    expect(bySearch.items.map((c: { name: string }) => c.name)).toEqual(['Durban Port Authority']);
    expect((await api('GET', '/api/clients?search=karoo.co')).json().total).toBe(1);
    expect((await api('GET', '/api/clients?type=Industrial')).json().items[0].name).toBe(
      'Karoo Cement Works',
    );
    expect((await api('GET', '/api/clients?status=Prospect')).json().total).toBe(1);
    const sorted = (await api('GET', '/api/clients?sort=name&order=desc&pageSize=2&page=1')).json();
    expect(sorted.items.map((c: { name: string }) => c.name)).toEqual([
      'Sandton City Holdings',
      'Karoo Cement Works',
    ]);
    expect(sorted.total).toBe(3);
    expect(sorted.summary).toMatchObject({ totalClients: 3, activeClients: 1 });
    expect((await api('GET', '/api/clients?type=Retail')).statusCode).toBe(400);
    expect((await api('GET', '/api/clients?search=%25')).json().total).toBe(0);
  });

  it('counts projects by name, adds payments to revenue, and refuses delete while a project is active', async () => {
    const client = (await api('POST', '/api/clients', makeClient({ name: 'Midvaal Mills' }))).json();
    const project = await createProject(t.app, token, { clientName: 'MIDVAAL MILLS ' });
    await createProject(t.app, token, { clientName: 'Midvaal Mills' });
    const patched = await api('PATCH', `/api/projects/${project.id}`, { status: 'ACTIVE' });
    expect(patched.statusCode).toBe(200);
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 300_000, date: '2026-01-01' })
    ).json();
    const payment = await api('POST', `/api/projects/${project.id}/payments`, {
      claimId: claim.id,
      amount: 250_000,
      date: '2026-01-15',
      description: 'Deposit',
    });
    // A won quote for the client is not revenue until it is a project that is paid.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quick-quote/save',
      headers: bearer(token),
      payload: quoteForm({ clientName: 'Midvaal Mills' }),
    });
    expect(quote.statusCode).toBe(201);
    await api('PATCH', `/api/quotes/${quote.json().quote.id}`, { status: 'Won' });
    const fetched = (await api('GET', `/api/clients/${client.id}`)).json();
    expect(fetched).toMatchObject({ totalProjects: 2, activeProjects: 1 });
    expect(payment.statusCode).toBeLessThan(300);
    expect(fetched.totalRevenue).toBe(250_000);
    const refused = await api('DELETE', `/api/clients/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This client has active projects and cannot be deleted');
    const summary = (await api('GET', '/api/clients')).json().summary;
    expect(summary.activeProjects).toBe(1);
  });

  it('updates and deletes a client with no active projects; 404 for unknown ids', async () => {
    const client = (await api('POST', '/api/clients', makeClient({ name: 'Temporary Client' }))).json();
    const updated = await api(
      'PUT',
      `/api/clients/${client.id}`,
      makeClient({ name: 'Renamed Client', rating: 2 }),
    );
    expect(updated.json()).toMatchObject({ name: 'Renamed Client', rating: 2 });
    expect((await api('PUT', `/api/clients/${client.id}`, makeClient({ email: 'x' }))).statusCode).toBe(400);
    expect((await api('DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/clients/${client.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', '/api/clients/nope')).statusCode).toBe(404);
  });

  it('schedules a meeting, updates last contact once held, and serves a valid .ics', async () => {
    const client = (await api('POST', '/api/clients', makeClient({ name: 'Meeting Client' }))).json();
    expect(
      (
        await api('POST', `/api/clients/${client.id}/meetings`, {
          date: '2026-13-01',
          time: '10:00',
          durationMinutes: 60,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', `/api/clients/${client.id}/meetings`, {
          date: '2026-03-01',
          time: '25:00',
          durationMinutes: 60,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', `/api/clients/${client.id}/meetings`, {
          date: '2026-03-01',
          time: '10:00',
          durationMinutes: 5,
        })
      ).statusCode,
    ).toBe(400);
    const held = await api('POST', `/api/clients/${client.id}/meetings`, {
      date: '2025-03-03',
      time: '10:30',
      durationMinutes: 60,
      notes: 'Site walk',
    });
    expect(held.statusCode).toBe(201);
    expect(held.json().startsAt).toBe('2025-03-03T08:30:00.000Z');
    expect((await api('GET', `/api/clients/${client.id}`)).json().lastContact).toBe(
      '2025-03-03T08:30:00.000Z',
    );
    const ics = await api('GET', `/api/clients/${client.id}/meetings/${held.json().id}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.summary).toBe('Meeting: Meeting Client');
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-03-03T08:30:00.000Z');
    expect(event.duration.toSeconds()).toBe(3600);
    expect((await api('GET', `/api/clients/${client.id}/meetings`)).json()).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/clients' })).statusCode).toBe(401);
  });
});
