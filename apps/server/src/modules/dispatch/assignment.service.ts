/**
 * Booking a visit from the board (issue 30 §2–§3, decision 0091): `PUT /api/visits/:id/assignment`.
 * Checked in one transaction with the write, nothing written on a refusal:
 * - the visit exists (404) and is open (409); the day is not before the company's today and, today,
 *   the start is not before the current quarter hour (422);
 * - the technician exists (404) and their sign-in is not disabled (422); the vehicle exists (404);
 * - the conflicts (conflicts.ts). Without a reason: a missing or lapsed registration is 422, any other
 *   conflict 409, each `{ error, conflicts }`. With a reason: the office (ADMIN, PROJECT_MANAGER)
 *   overrides schedule conflicts; only an ADMIN a registration. Audited with what was overridden.
 * Two bookings racing for one technician: on PostgreSQL the person's row is locked (FOR UPDATE) before
 * their day is read, so the second reads the first's booking; SQLite runs one write transaction at a
 * time.
 */
import {
  type AssignmentResult,
  type AssignmentValues,
  CONFLICT_LABELS,
  type Conflict,
  johannesburgDate,
  OPEN_VISIT_STATUSES,
  parseClock,
  VISIT_STRINGS,
  zonedParts,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { ConflictsError, conflict, notFound, unprocessable } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { type Booking, conflictsOf } from './conflicts';
import {
  assetTypesOf,
  bookingOf,
  needsOf,
  type PersonRow,
  peopleFacts,
  toBoardVisit,
  vehicleFacts,
  visitQuery,
} from './dispatch-data';
import { announceBooking } from './dispatch-events';

export const ASSIGNMENT_STRINGS = {
  pastDay: 'A visit cannot be booked on a day that has passed',
  pastTime: 'That time has already passed today: pick a later start',
  technicianNotFound: VISIT_STRINGS.technicianNotFound,
  vehicleNotFound: VISIT_STRINGS.vehicleNotFound,
  disabled: (name: string) => `${name}'s sign-in is disabled: they cannot be booked`,
  startedStays: 'A visit already started on site stays with its technician',
  adminOnly: 'Only an administrator may override a missing registration',
  registration: (conflicts: readonly Conflict[]) =>
    conflicts
      .filter((c) => c.kind === 'REGISTRATION')
      .map((c) => c.message)
      .join('; '),
  schedule: (conflicts: readonly Conflict[]) =>
    `The booking conflicts: ${conflicts.map((c) => `${CONFLICT_LABELS[c.kind]} (${c.message})`).join('; ')}`,
} as const;

export type AssignDeps = ServiceDeps<'db' | 'engine' | 'events'>;

/**
 * Whether the actor may book despite `conflicts` with `reason`; throws the refusal when not. A blank
 * reason is no override.
 */
export function assertBookable(actor: Actor, conflicts: readonly Conflict[], reason: string): Conflict[] {
  const registration = conflicts.filter((c) => c.kind === 'REGISTRATION');
  if (!reason) {
    if (registration.length > 0)
      throw new ConflictsError(422, ASSIGNMENT_STRINGS.registration(registration), conflicts);
    if (conflicts.length > 0)
      throw new ConflictsError(409, ASSIGNMENT_STRINGS.schedule(conflicts), conflicts);
    return [];
  }
  if (registration.length > 0 && actor.role !== 'ADMIN')
    throw new ConflictsError(422, ASSIGNMENT_STRINGS.adminOnly, conflicts);
  return [...conflicts];
}

/** The current quarter hour of the company's today, in minutes after midnight. */
function currentSlot(now: Date): number {
  const minute = parseClock(zonedParts(now).time) ?? 0;
  return minute - (minute % 15);
}

export async function assignVisit(
  deps: AssignDeps,
  { actor, id, input, now = new Date() }: { actor: Actor; id: string; input: AssignmentValues; now?: Date },
): Promise<AssignmentResult> {
  const today = johannesburgDate(now);
  const reason = (input.overrideReason ?? '').trim();
  const { result, before, after, siteName } = await deps.db.transaction().execute(async (trx) => {
    const tx = { db: trx };
    const row = await visitQuery(tx).where('v.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(VISIT_STRINGS.notFound);
    if (row.status === 'COMPLETED' || row.status === 'CANCELLED') throw conflict(VISIT_STRINGS.closed);
    const before = {
      technicianId: row.technician_id,
      date: row.scheduled_for,
      startMinute: row.start_minute ?? null,
      durationMinutes: row.duration_minutes ?? null,
      vehicleId: row.vehicle_id,
      status: row.status,
    };
    const stamp = now.toISOString();
    const types = await assetTypesOf(tx, [row.site_id]);
    const needs = needsOf(row, types);

    if (input.technicianId === null) {
      if (row.status === 'IN_PROGRESS') throw conflict(ASSIGNMENT_STRINGS.startedStays);
      await trx
        .updateTable('inspection_visits')
        .set({
          scheduled_for: null,
          start_minute: null,
          duration_minutes: null,
          technician_id: null,
          vehicle_id: null,
          status: 'DUE',
          updated_at: stamp,
        })
        .where('id', '=', id)
        .execute();
      const after = {
        technicianId: null,
        date: null,
        startMinute: null,
        durationMinutes: null,
        vehicleId: null,
        status: 'DUE',
      };
      await recordAudit({ db: trx, actor, action: 'unassign', entity: 'visit', entityId: id, before, after });
      const updated = await visitQuery(tx).where('v.id', '=', id).executeTakeFirstOrThrow();
      return {
        result: { ...toBoardVisit(updated, needs, today, []), overridden: [] },
        before,
        after,
        siteName: row.site_name,
      };
    }

    const startMinute = parseClock(input.startTime) ?? 0;
    if (input.date < today) throw unprocessable(ASSIGNMENT_STRINGS.pastDay);
    if (input.date === today && startMinute < currentSlot(now))
      throw unprocessable(ASSIGNMENT_STRINGS.pastTime);

    // The technician's row first, locked on PostgreSQL: a second booking of them waits here, then
    // reads this one's.
    const locked = await trx
      .selectFrom('personnel')
      .select('id')
      .where('id', '=', input.technicianId)
      .$if(deps.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!locked) throw notFound(ASSIGNMENT_STRINGS.technicianNotFound);
    const person = (
      await peopleFacts(tx, { ids: [input.technicianId], from: input.date, to: input.date })
    ).get(input.technicianId) as PersonRow;
    if (person.disabled) throw unprocessable(ASSIGNMENT_STRINGS.disabled(person.name));

    const vehicleId = input.vehicleId === undefined ? row.vehicle_id : input.vehicleId;
    let vehicle = null;
    if (vehicleId) {
      await trx
        .selectFrom('vehicles')
        .select('id')
        .where('id', '=', vehicleId)
        .$if(deps.engine === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      vehicle = (await vehicleFacts(tx, [vehicleId])).get(vehicleId) ?? null;
      if (!vehicle) throw notFound(ASSIGNMENT_STRINGS.vehicleNotFound);
    }

    const sameDay = await visitQuery(tx)
      .where('v.scheduled_for', '=', input.date)
      .where('v.status', 'in', [...OPEN_VISIT_STATUSES])
      .where('v.id', '!=', id)
      .where((eb) =>
        eb.or([
          eb('v.technician_id', '=', input.technicianId as string),
          ...(vehicleId ? [eb('v.vehicle_id', '=', vehicleId)] : []),
        ]),
      )
      .execute();
    const otherTypes = await assetTypesOf(tx, [...new Set(sameDay.map((r) => r.site_id))]);
    const bookingsOf = (rows: typeof sameDay): Booking[] =>
      rows.map((r) => bookingOf(r, needsOf(r, otherTypes)));
    const booking: Booking = {
      ...bookingOf(row, needs),
      date: input.date,
      startMinute,
      durationMinutes: input.durationMinutes,
      vehicleId,
    };
    const conflicts = conflictsOf({
      booking,
      person,
      requires: needs.requires,
      others: bookingsOf(sameDay.filter((r) => r.technician_id === input.technicianId)),
      vehicle,
      vehicleOthers: vehicleId ? bookingsOf(sameDay.filter((r) => r.vehicle_id === vehicleId)) : [],
      today,
    });
    const overridden = assertBookable(actor, conflicts, reason);

    const status = row.status === 'IN_PROGRESS' ? 'IN_PROGRESS' : 'SCHEDULED';
    await trx
      .updateTable('inspection_visits')
      .set({
        scheduled_for: input.date,
        start_minute: startMinute,
        duration_minutes: input.durationMinutes,
        technician_id: input.technicianId,
        vehicle_id: vehicleId,
        status,
        updated_at: stamp,
      })
      .where('id', '=', id)
      .execute();
    const after = {
      technicianId: input.technicianId,
      date: input.date,
      startMinute,
      durationMinutes: input.durationMinutes,
      vehicleId,
      status,
    };
    await recordAudit({
      db: trx,
      actor,
      action: overridden.length > 0 ? 'assign-override' : 'assign',
      entity: 'visit',
      entityId: id,
      before,
      after: {
        ...after,
        ...(overridden.length > 0
          ? {
              overrideReason: reason,
              overridden: overridden.map((c) => ({ kind: c.kind, message: c.message })),
            }
          : {}),
      },
    });
    const updated = await visitQuery(tx).where('v.id', '=', id).executeTakeFirstOrThrow();
    return {
      result: { ...toBoardVisit(updated, needs, today, conflicts), overridden },
      before,
      after,
      siteName: row.site_name,
    };
  });
  await announceBooking(deps, { visitId: id, siteName, before, after, now });
  deps.events.emit('visits.changed', { siteId: result.siteId });
  return result;
}
