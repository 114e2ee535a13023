/**
 * The dispatch board's week (issue 30 §2–§4, decision 0091): a lane per person who does visits, their
 * working hours and bookings day by day with each booking's conflicts, the day's driving estimate and
 * the nearest-next-stop order, and the open visits nobody has yet. A fixed number of queries for any
 * number of visits: the week's visits, their sites' assets, the people, their leave, schedules and
 * registrations, and the vehicles.
 *
 * Who gets a lane: a person whose sign-in is a TECHNICIAN or ENGINEER and not disabled; a person without
 * a sign-in whose role names a technician or an engineer; and anyone already booked that week (so no
 * booking is ever off the board).
 */
import {
  addDays,
  type BoardDay,
  type BoardLane,
  type BoardVisit,
  type DispatchBoard,
  type dispatchBoardQuerySchema,
  johannesburgDate,
  mondayOf,
  nearestNextOrder,
  REGISTRATION_CATEGORIES,
  routeKm,
} from '@firebreak/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../lib/context';
import { type Booking, conflictsOf, isWeekend, leaveOn, projectsOn } from './conflicts';
import {
  assetTypesOf,
  bookingOf,
  isOpen,
  type Needs,
  needsOf,
  type PersonRow,
  peopleFacts,
  pointOf,
  toBoardVisit,
  type VisitRow,
  vehicleFacts,
  visitQuery,
} from './dispatch-data';

const FIELD_ROLES = new Set(['TECHNICIAN', 'ENGINEER']);

/** Whether a person gets a lane of their own (see the module's note). */
export function doesVisits(person: Pick<PersonRow, 'userId' | 'userRole' | 'disabled' | 'role'>): boolean {
  if (person.userId) return !person.disabled && FIELD_ROLES.has(person.userRole ?? '');
  return /technician|engineer/i.test(person.role);
}

/** The last day of the month after the one holding `today`. */
export function endOfNextMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const firstAfter = new Date(Date.UTC(y, m + 1, 1)); // month index m is next month; m+1 the one after
  firstAfter.setUTCDate(0);
  return firstAfter.toISOString().slice(0, 10);
}

/**
 * Categories the person holds a current registration of today whose every current one lapses by the
 * end of next month: work needing them will be refused then.
 */
export function lapsingNextMonth(person: Pick<PersonRow, 'registrations'>, today: string): string[] {
  const limit = endOfNextMonth(today);
  return REGISTRATION_CATEGORIES.filter((category) => {
    const current = person.registrations.filter((r) => r.category === category && r.expiresOn >= today);
    return current.length > 0 && current.every((r) => r.expiresOn <= limit);
  });
}

const byBookedOrder = (a: { row: VisitRow }, b: { row: VisitRow }) =>
  (a.row.start_minute ?? 24 * 60) - (b.row.start_minute ?? 24 * 60) ||
  a.row.site_name.localeCompare(b.row.site_name) ||
  a.row.id.localeCompare(b.row.id);

export async function dispatchBoard(
  { db }: ServiceDeps<'db'>,
  query: z.output<typeof dispatchBoardQuerySchema>,
  now = new Date(),
): Promise<DispatchBoard> {
  const today = johannesburgDate(now);
  const weekStart = mondayOf(query.week ?? today);
  const weekEnd = addDays(weekStart, 6);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

  // The week's bookings (any status but cancelled) and the open visits without a technician or a
  // day that are due by the week's end.
  const openStatuses = ['DUE', 'SCHEDULED', 'IN_PROGRESS'];
  const inWeek = (q: ReturnType<typeof visitQuery>) =>
    q.where((eb) =>
      eb.or([
        eb.and([
          eb('v.technician_id', 'is not', null),
          eb('v.scheduled_for', '>=', weekStart),
          eb('v.scheduled_for', '<=', weekEnd),
          eb('v.status', '!=', 'CANCELLED'),
        ]),
        eb.and([
          eb.or([eb('v.technician_id', 'is', null), eb('v.scheduled_for', 'is', null)]),
          eb('v.status', 'in', openStatuses),
          eb('v.due_date', '<=', weekEnd),
        ]),
      ]),
    );
  const rows = await inWeek(visitQuery({ db }))
    .orderBy('v.due_date')
    .orderBy('s.name')
    .orderBy('v.id')
    .execute();
  const siteIds = [...new Set(rows.map((r) => r.site_id))];
  const [assetTypes, people, vehicles] = await Promise.all([
    assetTypesOf({ db }, siteIds),
    peopleFacts({ db }, { from: weekStart, to: weekEnd }),
    vehicleFacts(
      { db },
      rows.flatMap((r) => (r.vehicle_id ? [r.vehicle_id] : [])),
    ),
  ]);

  type Entry = { row: VisitRow; needs: Needs; booking: Booking; shown: boolean };
  const shown = (row: VisitRow, needs: Needs) =>
    (!query.area || (row.site_area ?? '').toLowerCase() === query.area.toLowerCase()) &&
    (!query.clientId || row.client_id === query.clientId) &&
    (!query.status || row.status === query.status) &&
    (!query.system || needs.systems.includes(query.system));
  const entries: Entry[] = rows.map((row) => {
    const needs = needsOf(row, assetTypes);
    return { row, needs, booking: bookingOf(row, needs), shown: shown(row, needs) };
  });
  const booked = entries.filter((e) => e.row.technician_id !== null && e.row.scheduled_for !== null);
  const byPersonDay = new Map<string, Entry[]>();
  const byVehicleDay = new Map<string, Entry[]>();
  for (const e of booked) {
    const key = `${e.row.technician_id}|${e.row.scheduled_for}`;
    byPersonDay.set(key, [...(byPersonDay.get(key) ?? []), e]);
    if (e.row.vehicle_id && isOpen(e.row.status)) {
      const vKey = `${e.row.vehicle_id}|${e.row.scheduled_for}`;
      byVehicleDay.set(vKey, [...(byVehicleDay.get(vKey) ?? []), e]);
    }
  }

  const laneIds = new Set([
    ...[...people.values()].filter(doesVisits).map((p) => p.id),
    ...booked.map((e) => e.row.technician_id as string),
  ]);
  const lanes: BoardLane[] = [...people.values()]
    .filter((p) => laneIds.has(p.id))
    .map((person) => ({
      technicianId: person.id,
      name: person.name,
      status: person.status,
      workStartMinute: person.workStartMinute,
      workEndMinute: person.workEndMinute,
      lapsingNextMonth: lapsingNextMonth(person, today),
      days: days.map((date): BoardDay => {
        const dayEntries = (byPersonDay.get(`${person.id}|${date}`) ?? []).sort(byBookedOrder);
        const leave = leaveOn(person, date);
        const visits: BoardVisit[] = dayEntries.map((e) => {
          const conflicts = isOpen(e.row.status)
            ? conflictsOf({
                booking: e.booking,
                person,
                requires: e.needs.requires,
                others: dayEntries.filter((o) => o !== e && isOpen(o.row.status)).map((o) => o.booking),
                vehicle: e.row.vehicle_id ? (vehicles.get(e.row.vehicle_id) ?? null) : null,
                vehicleOthers: (byVehicleDay.get(`${e.row.vehicle_id}|${date}`) ?? [])
                  .filter((o) => o !== e)
                  .map((o) => o.booking),
                today,
              })
            : [];
          return toBoardVisit(e.row, e.needs, today, conflicts);
        });
        const stops = dayEntries.map((e) => ({ id: e.row.id, point: pointOf(e.row) }));
        const suggestedOrder = nearestNextOrder(stops);
        const pointById = new Map(stops.map((s) => [s.id, s.point]));
        return {
          date,
          workingMinutes:
            isWeekend(date) || leave ? 0 : Math.max(0, person.workEndMinute - person.workStartMinute),
          bookedMinutes: dayEntries.reduce((sum, e) => sum + e.booking.durationMinutes, 0),
          leave: leave ? leave.reason : null,
          projects: projectsOn(person, date),
          visits: visits.filter((_, i) => dayEntries[i]?.shown),
          bookedKm: routeKm(stops.map((s) => s.point)),
          suggestedOrder,
          suggestedKm: routeKm(suggestedOrder.map((id) => pointById.get(id) ?? null)),
        };
      }),
    }));

  const unassigned = entries
    .filter(
      (e) =>
        e.shown && isOpen(e.row.status) && (e.row.technician_id === null || e.row.scheduled_for === null),
    )
    .map((e) => toBoardVisit(e.row, e.needs, today, []));
  return { weekStart, days, lanes, unassigned };
}
