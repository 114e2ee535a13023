import type { AddressInfo } from 'node:net';
import {
  addDays,
  appointmentSchema,
  DISPATCH_SOCKET_EVENT,
  type DispatchSocketPayload,
  MY_DAY_SOCKET_EVENT,
  mondayOf,
  todayInSouthAfrica,
  visitSchema,
  zonedInstant,
} from '@firebreak/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../../lib/events';
import {
  bearer,
  personOf,
  qualify,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { announceBooking, type DispatchChange } from './dispatch-events';

const today = todayInSouthAfrica();
const tuesday = addDays(mondayOf(addDays(today, 14)), 1);

function open(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
/** The next `event` on the socket (the test's own timeout is the only limit). */
const next = (socket: Socket, event: string) =>
  new Promise<DispatchSocketPayload>((resolve) => socket.once(event, resolve));

describe.each(engines)('dispatch realtime on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  const sockets: Socket[] = [];
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = '') =>
    t.app.inject({
      method,
      url,
      headers: bearer(token || users.PROJECT_MANAGER.token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    users = await registerEachRole(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it("tells the office's boards and the technicians before and after; the weekly plan shows the booked time", async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const tech = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    const engineer = await qualify(t.app, await personOf(t.app, users.ENGINEER));
    const client = await api('POST', '/api/clients', {
      name: 'Live Owners',
      type: 'Commercial',
      status: 'Active',
    });
    const site = await api('POST', `/api/clients/${client.json().id}/sites`, {
      name: 'Live Tower',
      address: '1 Live Road, Sandton',
      contactName: 'Lerato Dlamini',
      contactPhone: '011 555 0123',
      accessNotes: '',
    });
    await api('POST', `/api/sites/${site.json().id}/assets`, {
      type: 'EXTINGUISHER_DCP',
      make: 'Chubb',
      model: 'M1',
      serial: 'LIVE-1',
      location: 'Lobby',
      installedOn: addDays(today, -40),
    });
    const [visit] = visitSchema
      .array()
      .parse(
        (
          await api(
            'GET',
            `/api/visits?siteId=${site.json().id}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
          )
        ).json(),
      );
    if (!visit) throw new Error('no visit was generated');

    const office = await open(url, users.PROJECT_MANAGER.token);
    const techSocket = await open(url, users.TECHNICIAN.token);
    const engineerSocket = await open(url, users.ENGINEER.token);
    sockets.push(office, techSocket, engineerSocket);

    const board = next(office, DISPATCH_SOCKET_EVENT);
    const myDay = next(techSocket, MY_DAY_SOCKET_EVENT);
    const booked = await api('PUT', `/api/visits/${visit.id}/assignment`, {
      technicianId: tech,
      date: tuesday,
      startTime: '09:30',
      durationMinutes: 90,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await board).toMatchObject({ visitId: visit.id, dates: [tuesday] });
    expect(await myDay).toEqual({
      visitId: visit.id,
      dates: [tuesday],
      message: `Live Tower booked for you on ${tuesday} at 09:30`,
    });

    // The weekly plan (and so the calendar feed) shows the booked time and length.
    const plan = await api(
      'GET',
      `/api/weekly-plan/appointments?start=${mondayOf(tuesday)}`,
      undefined,
      users.TECHNICIAN.token,
    );
    const inspection = appointmentSchema
      .array()
      .parse(plan.json())
      .find((a) => a.kind === 'INSPECTION');
    expect(inspection).toMatchObject({ date: tuesday, start: '09:30', end: '11:00' });

    // Moved to the engineer: the technician hears it is gone, the engineer that it is theirs.
    const gone = next(techSocket, MY_DAY_SOCKET_EVENT);
    const theirs = next(engineerSocket, MY_DAY_SOCKET_EVENT);
    const moved = await api('PUT', `/api/visits/${visit.id}/assignment`, {
      technicianId: engineer,
      date: tuesday,
      startTime: '10:00',
      durationMinutes: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await gone).message).toBe(`Live Tower is no longer yours on ${tuesday}`);
    expect((await theirs).message).toBe(`Live Tower booked for you on ${tuesday} at 10:00`);

    // The schedule dialog's change of day reaches the engineer too.
    const redated = next(engineerSocket, MY_DAY_SOCKET_EVENT);
    const patched = await api('PATCH', `/api/visits/${visit.id}`, { scheduledFor: addDays(tuesday, 1) });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await redated).toMatchObject({ dates: [tuesday, addDays(tuesday, 1)] });
  });
});

describe('the sentences of a booking change', () => {
  const day = '2026-03-03';
  const now = zonedInstant(day, 8 * 60);
  async function said(change: Parameters<typeof announceBooking>[1]) {
    const events = createEventBus(() => {});
    let heard: DispatchChange | undefined;
    events.on('dispatch.changed', (c) => {
      heard = c;
    });
    const db = {
      selectFrom: () => ({
        select: () => ({
          where: () => ({
            execute: async () => [
              { id: 'p1', user_id: 'u1' },
              { id: 'p2', user_id: 'u2' },
            ],
          }),
        }),
      }),
    } as unknown as Parameters<typeof announceBooking>[0]['db'];
    await announceBooking({ db, events }, change);
    await events.settled();
    return heard;
  }
  it("says what changed on today's visits, to whom", async () => {
    const moved = await said({
      visitId: 'v',
      siteName: 'Acme Towers',
      before: { technicianId: 'p1', date: day, startMinute: 9 * 60 },
      after: { technicianId: 'p1', date: day, startMinute: 10 * 60 + 30 },
      now,
    });
    expect(moved?.notices).toEqual([
      { userId: 'u1', payload: { visitId: 'v', dates: [day], message: 'Acme Towers moved to 10:30 today' } },
    ]);
    const handed = await said({
      visitId: 'v',
      siteName: 'Acme Towers',
      before: { technicianId: 'p1', date: day, startMinute: 9 * 60 },
      after: { technicianId: 'p2', date: addDays(day, 1), startMinute: 8 * 60 },
      now,
    });
    expect(handed?.notices.map((n) => [n.userId, n.payload.message])).toEqual([
      ['u2', 'Acme Towers booked for you tomorrow at 08:00'],
      ['u1', 'Acme Towers is no longer yours today'],
    ]);
    const same = await said({
      visitId: 'v',
      siteName: 'Acme Towers',
      before: { technicianId: 'p1', date: day, startMinute: 540 },
      after: { technicianId: 'p1', date: day, startMinute: 540 },
      now,
    });
    expect(same).toBeUndefined();
  });
});
