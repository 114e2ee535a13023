/**
 * APP_TIME_ZONE (issue 27 item 5): every date is the company's day. Africa/Johannesburg by default;
 * another zone moves the wall-clock times the office enters, the day filters and what the web app is
 * told, on both databases.
 */
import { DEFAULT_TIME_ZONE, johannesburgDate, setAppTimeZone } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { bearer, quoteForm, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

describe('APP_TIME_ZONE', () => {
  it('is Africa/Johannesburg unless set, and refuses a name that is not a time zone', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).timeZone).toBe('Africa/Johannesburg');
    expect(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), APP_TIME_ZONE: 'Pacific/Auckland' })
        .timeZone,
    ).toBe('Pacific/Auckland');
    for (const bad of ['Johannesburg', 'GMT+2', 'Mars/Olympus_Mons', '../etc/passwd']) {
      expect(
        () => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), APP_TIME_ZONE: bad }),
        bad,
      ).toThrow(ConfigError);
    }
  });
});

describe.each(engines)('the company time zone on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // New Zealand in November: UTC+13 (daylight saving), eleven hours ahead of Johannesburg.
    t = await createTestApp(engine, { APP_TIME_ZONE: 'Pacific/Auckland' });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    setAppTimeZone(DEFAULT_TIME_ZONE);
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('tells the web app the zone', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().timeZone).toBe('Pacific/Auckland');
  });

  it("reads a meeting's date and time as the company's wall clock", async () => {
    const created = await api('POST', '/api/clients', {
      name: 'Auckland Harbour Board',
      type: 'Government',
      contact: 'Aroha Ngata',
      email: 'aroha@harbour.example',
      phone: '011 555 0142',
      address: '1 Quay Street',
      status: 'Active',
    });
    expect(created.statusCode).toBe(201);
    const client = created.json();
    const held = await api('POST', `/api/clients/${client.id}/meetings`, {
      date: '2026-11-28',
      time: '09:00',
      durationMinutes: 60,
    });
    expect(held.statusCode).toBe(201);
    expect(held.json().startsAt).toBe('2026-11-27T20:00:00.000Z');
  });

  it("filters quotes by the company's calendar day", async () => {
    const saved = await api('POST', '/api/quick-quote/save', quoteForm({ projectTitle: 'Zone check' }));
    expect(saved.statusCode).toBe(201);
    const made = new Date(saved.json().quote.createdAt);
    const today = johannesburgDate(made); // the configured zone's day
    const inDay = (await api('GET', `/api/quotes?from=${today}&to=${today}&search=Zone%20check`)).json();
    expect(inDay.items.map((q: { projectTitle: string }) => q.projectTitle)).toContain('Zone check');
    // The day before in the company's zone holds nothing made now, whatever the UTC day is.
    const before = new Date(made.getTime() - 86_400_000);
    const dayBefore = johannesburgDate(before);
    const empty = (
      await api('GET', `/api/quotes?from=${dayBefore}&to=${dayBefore}&search=Zone%20check`)
    ).json();
    expect(empty.items).toHaveLength(0);
  });
});
