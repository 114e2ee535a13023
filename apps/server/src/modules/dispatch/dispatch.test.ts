import { randomUUID } from 'node:crypto';
import {
  addDays,
  assignmentRefusalSchema,
  assignmentResultSchema,
  type DispatchBoard,
  dispatchBoardSchema,
  mondayOf,
  nearestNextOrder,
  routeKm,
  todayInSouthAfrica,
  visitSchema,
  zonedInstant,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProject,
  personOf,
  type RegisteredUser,
  registerEachRole,
  registerUser,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { assignVisit } from './assignment.service';
import { endOfNextMonth } from './board.service';

const today = todayInSouthAfrica();
/** Monday two weeks on: every day of that week is in the future. */
const monday = mondayOf(addDays(today, 14));
const day = (offset: number) => addDays(monday, offset);

describe.each(engines)('dispatch board on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let manager: string;
  let admin: string;
  let tech: string;
  let fieldHand: string;
  let vehicleId: string;
  let projectId: string;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, token = manager) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const db = () => t.database.db;
  const stamp = () => new Date().toISOString();

  /** A new client's site with one asset of `type`; its visits (generated), soonest due first. */
  async function site(
    name: string,
    type: string,
    place: { area?: string; latitude?: number; longitude?: number; access?: [number, number] } = {},
  ) {
    const client = await api('POST', '/api/clients', {
      name: `${name} Owners`,
      type: 'Commercial',
      status: 'Active',
    });
    const created = await api('POST', `/api/clients/${client.json().id}/sites`, {
      name,
      address: `1 ${name} Road, Johannesburg`,
      contactName: 'Lerato Dlamini',
      contactPhone: '011 555 0123',
      accessNotes: '',
    });
    const siteId = created.json().id as string;
    await api('POST', `/api/sites/${siteId}/assets`, {
      type,
      make: 'Chubb',
      model: 'M1',
      serial: `S-${randomUUID().slice(0, 8)}`,
      location: 'Lobby',
      installedOn: addDays(today, -40),
    });
    await db()
      .updateTable('sites')
      .set({
        area: place.area ?? '',
        latitude: place.latitude ?? null,
        longitude: place.longitude ?? null,
        access_start_minute: place.access?.[0] ?? null,
        access_end_minute: place.access?.[1] ?? null,
      })
      .where('id', '=', siteId)
      .execute();
    const visits = visitSchema
      .array()
      .parse(
        (
          await api(
            'GET',
            `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
          )
        ).json(),
      );
    expect(visits.length).toBeGreaterThan(0);
    return { siteId, clientId: client.json().id as string, visits: visits.map((v) => v.id) };
  }
  const register = (personnelId: string, category: string, level: string, expiresOn: string) =>
    db()
      .insertInto('personnel_registrations')
      .values({
        id: randomUUID(),
        personnel_id: personnelId,
        category,
        level,
        number: `REG-${randomUUID().slice(0, 6)}`,
        expires_on: expiresOn,
        document_id: null,
        created_at: stamp(),
        updated_at: stamp(),
      })
      .execute();
  const assign = (visitId: string, body: Record<string, unknown>, token = manager) =>
    api('PUT', `/api/visits/${visitId}/assignment`, { durationMinutes: 60, ...body }, token);
  const kindsOf = (response: { json: () => unknown }) =>
    assignmentRefusalSchema.parse(response.json()).conflicts.map((c) => c.kind);
  const board = async (query = `week=${monday}`, token = manager): Promise<DispatchBoard> => {
    const response = await api('GET', `/api/dispatch/board?${query}`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    return dispatchBoardSchema.parse(response.json());
  };
  const auditOf = (visitId: string) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'after as after_json'])
      .where('entity_id', '=', visitId)
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    manager = users.PROJECT_MANAGER.token;
    admin = users.ADMIN.token;
    tech = await personOf(t.app, users.TECHNICIAN);
    const hand = await api('POST', '/api/resources/personnel', {
      name: 'Sipho Ndlovu',
      role: 'Fire Technician',
      status: 'Available',
      skills: [],
    });
    expect(hand.statusCode, hand.body).toBe(201);
    fieldHand = hand.json().id;
    for (const person of [tech, fieldHand]) {
      await register(person, 'PORTABLE_EXTINGUISHERS', 'SERVICEMAN', addDays(today, 400));
      await register(person, 'FIRE_DETECTION', 'TECHNICIAN', addDays(today, 400));
    }
    const vehicle = await api('POST', '/api/resources/vehicles', {
      type: 'Bakkie',
      registration: 'GP 777-001',
      status: 'Available',
      fuel: 80,
      mileage: 42000,
    });
    vehicleId = vehicle.json().id;
    projectId = (await createProject(t.app, manager, { title: 'Hospital sprinklers' })).id;
  });
  afterAll(async () => t?.close());

  it('is for the office to book; engineers read; technicians neither', async () => {
    const s = await site('Permit Court', 'EXTINGUISHER_DCP');
    expect((await api('GET', '/api/dispatch/board', undefined, users.TECHNICIAN.token)).statusCode).toBe(403);
    expect((await api('GET', '/api/dispatch/board', undefined, users.ENGINEER.token)).statusCode).toBe(200);
    for (const token of [users.TECHNICIAN.token, users.ENGINEER.token]) {
      const refused = await assign(
        s.visits[0] as string,
        { technicianId: tech, date: day(0), startTime: '09:00' },
        token,
      );
      expect(refused.statusCode).toBe(403);
    }
    expect((await api('GET', '/api/dispatch/board', undefined, '')).statusCode).toBe(401);
  });

  it('books a visit, audits it, and takes it off again', async () => {
    const s = await site('Booking House', 'EXTINGUISHER_DCP');
    const id = s.visits[0] as string;
    const booked = await assign(id, { technicianId: tech, date: day(0), startTime: '09:00', vehicleId });
    expect(booked.statusCode, booked.body).toBe(200);
    const visit = assignmentResultSchema.parse(booked.json());
    expect(visit).toMatchObject({
      status: 'SCHEDULED',
      scheduledFor: day(0),
      startMinute: 540,
      durationMinutes: 60,
      technicianId: tech,
      vehicleId,
      vehicleRegistration: 'GP 777-001',
      requires: [{ category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN' }],
      conflicts: [],
      overridden: [],
    });
    expect((await auditOf(id)).map((a) => a.action)).toContain('assign');

    const off = await assign(id, { technicianId: null, date: day(0), startTime: '09:00' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      status: 'DUE',
      scheduledFor: null,
      startMinute: null,
      technicianId: null,
    });
    expect((await auditOf(id)).map((a) => a.action)).toContain('unassign');
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const s = await site('Refusal Park', 'EXTINGUISHER_DCP');
    const id = s.visits[0] as string;
    const base = { technicianId: tech, date: day(1), startTime: '09:00' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, date: addDays(today, -1) }, 422, 'passed'],
      [{ ...base, startTime: '23:30', durationMinutes: 60 }, 400, 'midnight'],
      [{ ...base, startTime: '25:00' }, 400, 'Start time'],
      [{ ...base, durationMinutes: 5 }, 400, 'at least 15'],
      [{ ...base, technicianId: randomUUID() }, 404, 'Technician'],
      [{ ...base, vehicleId: randomUUID() }, 404, 'Vehicle'],
    ];
    for (const [body, status, words] of cases) {
      const response = await assign(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toContain(words);
    }
    expect((await assign(randomUUID(), base)).statusCode).toBe(404);
    const row = await db()
      .selectFrom('inspection_visits')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ technician_id: null, scheduled_for: null, start_minute: null });
    expect(await auditOf(id)).toEqual([]);

    // A closed visit takes no booking.
    await db().updateTable('inspection_visits').set({ status: 'CANCELLED' }).where('id', '=', id).execute();
    expect((await assign(id, base)).statusCode).toBe(409);
  });

  it("refuses a start already past on today's date (the current quarter hour and later are fine)", async () => {
    const s = await site('Clock Tower', 'EXTINGUISHER_DCP');
    const deps = { db: t.database.db, engine: t.database.engine, events: t.app.context.events };
    const now = zonedInstant(day(2), 12 * 60 + 7); // 12:07 on that day
    const actor = { id: users.ADMIN.user.id, role: 'ADMIN' as const };
    const input = { technicianId: tech, date: day(2), durationMinutes: 60 };
    await expect(
      assignVisit(deps, { actor, id: s.visits[0] as string, input: { ...input, startTime: '11:45' }, now }),
    ).rejects.toMatchObject({ status: 422 });
    const booked = await assignVisit(deps, {
      actor,
      id: s.visits[0] as string,
      input: { ...input, startTime: '12:00' },
      now,
    });
    expect(booked.startMinute).toBe(720);
  });

  it('refuses a technician whose sign-in is disabled', async () => {
    const gone = await registerUser(t.app, { role: 'TECHNICIAN', firstName: 'Gone' });
    const person = await personOf(t.app, gone);
    await db().updateTable('users').set({ disabled_at: stamp() }).where('id', '=', gone.user.id).execute();
    const s = await site('Disabled Depot', 'HYDRANT');
    const response = await assign(s.visits[0] as string, {
      technicianId: person,
      date: day(1),
      startTime: '09:00',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain('disabled');
  });

  it('finds every schedule conflict (409) and lets the office override with a reason, audited', async () => {
    const a = await site('Overlap Towers', 'EXTINGUISHER_DCP', { access: [7 * 60, 15 * 60] });
    const b = await site('Overlap Annex', 'SMOKE_DETECTOR_ZONE');
    const c = await site('Van Court', 'EXTINGUISHER_CO2');
    expect(
      (
        await assign(a.visits[0] as string, {
          technicianId: tech,
          date: day(3),
          startTime: '09:00',
          vehicleId,
        })
      ).statusCode,
    ).toBe(200);

    // Double booked: the same technician 09:30 that day.
    const overlap = await assign(b.visits[0] as string, {
      technicianId: tech,
      date: day(3),
      startTime: '09:30',
    });
    expect(overlap.statusCode).toBe(409);
    expect(kindsOf(overlap)).toEqual(['OVERLAP']);
    expect(overlap.json().error).toContain('Overlap Towers');

    // The vehicle already out with another technician.
    const van = await assign(c.visits[0] as string, {
      technicianId: fieldHand,
      date: day(3),
      startTime: '09:30',
      vehicleId,
    });
    expect(kindsOf(van)).toEqual(['VEHICLE']);
    await db().updateTable('vehicles').set({ status: 'Maintenance' }).where('id', '=', vehicleId).execute();
    const workshop = await assign(c.visits[0] as string, {
      technicianId: fieldHand,
      date: day(3),
      startTime: '12:00',
      vehicleId,
    });
    expect(kindsOf(workshop)).toEqual(['VEHICLE']);
    expect(workshop.json().conflicts[0].message).toContain('maintenance');
    await db().updateTable('vehicles').set({ status: 'Available' }).where('id', '=', vehicleId).execute();

    // Outside the site's access hours (07:00–15:00) and outside working hours (07:30–16:30), a weekend.
    const late = await assign(a.visits[0] as string, {
      technicianId: tech,
      date: day(3),
      startTime: '14:30',
    });
    expect(kindsOf(late)).toEqual(['ACCESS_HOURS']);
    const evening = await assign(b.visits[0] as string, {
      technicianId: tech,
      date: day(3),
      startTime: '16:00',
    });
    expect(kindsOf(evening)).toEqual(['WORKING_HOURS']);
    const saturday = await assign(b.visits[0] as string, {
      technicianId: tech,
      date: day(5),
      startTime: '09:00',
    });
    expect(kindsOf(saturday)).toEqual(['WORKING_HOURS']);

    // Leave and a project schedule.
    await db()
      .insertInto('personnel_leave')
      .values({
        id: randomUUID(),
        personnel_id: tech,
        start_date: day(4),
        end_date: day(4),
        reason: 'Family',
        created_at: stamp(),
      })
      .execute();
    const leave = await assign(b.visits[0] as string, {
      technicianId: tech,
      date: day(4),
      startTime: '09:00',
    });
    expect(kindsOf(leave)).toEqual(['LEAVE']);
    expect(leave.json().conflicts[0].message).toContain('Family');
    await db()
      .insertInto('personnel_schedules')
      .values({
        id: randomUUID(),
        personnel_id: fieldHand,
        project_id: projectId,
        start_date: day(0),
        end_date: day(1),
        created_at: stamp(),
      })
      .execute();
    const project = await assign(b.visits[0] as string, {
      technicianId: fieldHand,
      date: day(1),
      startTime: '09:00',
    });
    expect(kindsOf(project)).toEqual(['PROJECT']);
    expect(project.json().conflicts[0].message).toContain('Hospital sprinklers');

    // Nothing was written by any refusal.
    const untouched = await db()
      .selectFrom('inspection_visits')
      .select(['technician_id'])
      .where('id', 'in', [b.visits[0] as string, c.visits[0] as string])
      .execute();
    expect(untouched.every((v) => v.technician_id === null)).toBe(true);

    // The office overrides with a reason; the audit keeps both.
    const forced = await assign(b.visits[0] as string, {
      technicianId: tech,
      date: day(3),
      startTime: '09:30',
      overrideReason: 'Both sites share a plant room',
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const result = assignmentResultSchema.parse(forced.json());
    expect(result.overridden.map((x) => x.kind)).toEqual(['OVERLAP']);
    expect(result.conflicts.map((x) => x.kind)).toEqual(['OVERLAP']);
    const audit = await auditOf(b.visits[0] as string);
    expect(audit.map((x) => x.action)).toEqual(['assign-override']);
    expect(audit[0]?.after_json).toContain('Both sites share a plant room');
    expect(audit[0]?.after_json).toContain('OVERLAP');

    // The board shows the standing conflict on both bookings.
    const week = await board();
    const lane = week.lanes.find((l) => l.technicianId === tech);
    const wednesday = lane?.days[3];
    expect(wednesday?.visits.map((v) => v.conflicts.map((x) => x.kind))).toEqual([['OVERLAP'], ['OVERLAP']]);
  });

  it('refuses a missing or lapsed registration (422); only an administrator overrides it', async () => {
    const s = await site('Sprinkler Hall', 'SPRINKLER_CONTROL_VALVE');
    const id = s.visits[0] as string;
    const body = { technicianId: fieldHand, date: day(2), startTime: '10:00' };
    const missing = await assign(id, body);
    expect(missing.statusCode).toBe(422);
    expect(kindsOf(missing)).toEqual(['REGISTRATION']);
    expect(missing.json().conflicts[0]).toMatchObject({ adminOnly: true });
    expect(missing.json().error).toContain('Sprinklers');

    await register(fieldHand, 'SPRINKLERS', 'TECHNICIAN', day(1)); // lapses the day before
    const lapsed = await assign(id, body);
    expect(lapsed.statusCode).toBe(422);
    expect(lapsed.json().error).toContain(`expires on ${day(1)}`);

    const manager422 = await assign(id, { ...body, overrideReason: 'Renewal in the post' });
    expect(manager422.statusCode).toBe(422);
    expect(manager422.json().error).toBe('Only an administrator may override a missing registration');
    expect(await auditOf(id)).toEqual([]);

    const byAdmin = await assign(id, { ...body, overrideReason: 'Renewal in the post' }, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().overridden.map((c: { kind: string }) => c.kind)).toEqual(['REGISTRATION']);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['assign-override']);
    expect(audit[0]?.after_json).toContain('Renewal in the post');
  });

  it('the schedule dialog (PATCH) refuses a technician without the registration; an administrator overrides', async () => {
    const s = await site('Gas Room', 'GAS_CYLINDER');
    const id = s.visits[0] as string;
    const body = { scheduledFor: day(2), technicianId: fieldHand };
    const refused = await api('PATCH', `/api/visits/${id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(kindsOf(refused)).toEqual(['REGISTRATION']);
    expect(refused.json().error).toContain('Gas suppression');
    const byManager = await api('PATCH', `/api/visits/${id}`, { ...body, overrideReason: 'Supervised' });
    expect(byManager.statusCode).toBe(422);
    expect(byManager.json().error).toBe('Only an administrator may override a missing registration');
    expect(await auditOf(id)).toEqual([]);
    const byAdmin = await api('PATCH', `/api/visits/${id}`, { ...body, overrideReason: 'Supervised' }, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'SCHEDULED', technicianId: fieldHand });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['update']);
    expect(audit[0]?.after_json).toContain('Supervised');
    // A note on the booking as it stands is not checked again.
    expect((await api('PATCH', `/api/visits/${id}`, { notes: 'Bring the cylinder scale' })).statusCode).toBe(
      200,
    );
  });

  it('books exactly one of two racing assignments for the same slot', async () => {
    const one = await site('Race One', 'EXTINGUISHER_DCP');
    const two = await site('Race Two', 'EXTINGUISHER_DCP');
    const body = { technicianId: fieldHand, date: day(4), startTime: '11:00' };
    const answers = await Promise.all([
      assign(one.visits[0] as string, body),
      assign(two.visits[0] as string, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('draws the week: lanes, hours, bookings, unassigned, filters, routes and lapsing registrations', async () => {
    await register(tech, 'GAS_SUPPRESSION', 'TECHNICIAN', addDays(endOfNextMonth(today), -1));
    const near = await site('Route Alpha', 'EXTINGUISHER_DCP', {
      area: 'Sandton',
      latitude: -26.1076,
      longitude: 28.0567,
    });
    const far = await site('Route Bravo', 'EXTINGUISHER_DCP', {
      area: 'Pretoria',
      latitude: -25.7479,
      longitude: 28.2293,
    });
    const mid = await site('Route Charlie', 'EXTINGUISHER_DCP', {
      area: 'Midrand',
      latitude: -25.9992,
      longitude: 28.1263,
    });
    for (const [s, time] of [
      [near, '08:00'],
      [far, '10:00'],
      [mid, '13:00'],
    ] as const) {
      const response = await assign(s.visits[0] as string, {
        technicianId: tech,
        date: day(1),
        startTime: time,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const week = await board(`week=${day(2)}`);
    expect(week.weekStart).toBe(monday);
    expect(week.days).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    const names = week.lanes.map((l) => l.technicianId);
    expect(names).toContain(tech); // a TECHNICIAN sign-in
    expect(names).toContain(fieldHand); // no sign-in, a technician by role
    expect(names).toContain(await personOf(t.app, users.ENGINEER));
    expect(names).not.toContain(await personOf(t.app, users.PROJECT_MANAGER));

    const lane = week.lanes.find((l) => l.technicianId === fieldHand);
    expect(lane?.days.map((d) => d.workingMinutes)).toEqual([540, 540, 540, 540, 540, 0, 0]);
    expect(lane?.days[0]?.projects).toEqual(['Hospital sprinklers']);
    const monday0 = week.lanes.find((l) => l.technicianId === tech)?.days[1];
    expect(monday0?.visits.map((v) => v.siteName)).toEqual(['Route Alpha', 'Route Bravo', 'Route Charlie']);
    expect(monday0?.bookedMinutes).toBe(180);
    const points =
      monday0?.visits.map((v) => ({
        id: v.id,
        point: { latitude: v.latitude as number, longitude: v.longitude as number },
      })) ?? [];
    expect(monday0?.bookedKm).toBe(routeKm(points.map((p) => p.point)));
    expect(monday0?.suggestedOrder).toEqual(nearestNextOrder(points));
    expect(monday0?.suggestedOrder).toEqual([near.visits[0], mid.visits[0], far.visits[0]]);
    expect(monday0?.suggestedKm).toBeLessThan(monday0?.bookedKm ?? 0);

    const techLane = week.lanes.find((l) => l.technicianId === tech);
    expect(techLane?.days[4]).toMatchObject({ workingMinutes: 0, leave: 'Family' });
    expect(techLane?.lapsingNextMonth).toEqual(['GAS_SUPPRESSION']);

    // Unassigned: open visits due by the week's end, none booked, overdue first.
    expect(week.unassigned.length).toBeGreaterThan(0);
    expect(week.unassigned.every((v) => v.technicianId === null || v.scheduledFor === null)).toBe(true);
    expect(week.unassigned.every((v) => v.dueDate <= day(6))).toBe(true);
    const dues = week.unassigned.map((v) => v.dueDate);
    expect(dues).toEqual([...dues].sort());

    // Filters keep the lanes and narrow the visits.
    const sandton = await board(`week=${monday}&area=Sandton`);
    const shown = sandton.lanes.flatMap((l) => l.days.flatMap((d) => d.visits));
    expect(shown.map((v) => v.siteName)).toEqual(['Route Alpha']);
    expect(sandton.lanes.find((l) => l.technicianId === tech)?.days[1]?.bookedMinutes).toBe(180);
    const byClient = await board(`week=${monday}&clientId=${far.clientId}`);
    expect(byClient.lanes.flatMap((l) => l.days.flatMap((d) => d.visits)).map((v) => v.siteName)).toEqual([
      'Route Bravo',
    ]);
    const detection = await board(`week=${monday}&system=DETECTION`);
    const detected = [
      ...detection.unassigned,
      ...detection.lanes.flatMap((l) => l.days.flatMap((d) => d.visits)),
    ];
    expect(detected.length).toBeGreaterThan(0);
    expect(detected.every((v) => v.systems.includes('DETECTION'))).toBe(true);
    const due = await board(`week=${monday}&status=SCHEDULED`);
    expect(due.unassigned).toEqual([]);
    expect((await api('GET', '/api/dispatch/board?week=2026-02-30')).statusCode).toBe(400);
    expect((await api('GET', '/api/dispatch/board?system=LASERS')).statusCode).toBe(400);
  });
});
