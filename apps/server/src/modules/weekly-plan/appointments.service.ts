/**
 * Dated appointments on one's own weekly plan (docs/decisions/0050, 0061): the client meetings a person
 * scheduled, the personnel schedules of the personnel record that is them, and the site visits they
 * scheduled or that are on a project whose team they are on, and the inspection visits assigned to
 * their person (decision 0065), for one Monday–Friday week in
 * Africa/Johannesburg (a fixed UTC+02:00).
 */
import {
  type Appointment,
  addDays,
  defaultVisitMinutes,
  eventSummary,
  FREQUENCY_LABELS,
  type Frequency,
  mondayOf,
  type PlanEvent,
  zonedInstant,
  zonedParts,
} from '@firebreak/shared';
import { sql } from 'kysely';
import type { ServiceDeps } from '../../lib/context';
import { fullName, type PlanOwner } from './weekly-plan.service';

/** A personnel schedule is shown as a working-day block on each of its weekdays (decision 0050). */
export const SCHEDULE_DAY = { start: '08:00', end: '17:00' } as const;

/** The company's wall-clock date and 'HH:MM' of an instant. */
const localParts = zonedParts;

/** Date, then all-day items (site visits) first, then start time, then title. */
const byTime = (a: Appointment, b: Appointment) =>
  a.date.localeCompare(b.date) ||
  (a.start ?? '').localeCompare(b.start ?? '') ||
  a.title.localeCompare(b.title);

/** The appointments of the week holding `weekStart` (snapped to its Monday), Monday to Friday, in time order. */
export async function listAppointments(
  { db }: ServiceDeps<'db'>,
  user: PlanOwner,
  weekStart: string,
): Promise<Appointment[]> {
  const monday = mondayOf(weekStart);
  const friday = addDays(monday, 4);
  const from = zonedInstant(monday, 0).toISOString();
  const until = zonedInstant(addDays(monday, 5), 0).toISOString();

  const meetings = await db
    .selectFrom('client_meetings')
    .innerJoin('clients', 'clients.id', 'client_meetings.client_id')
    .select([
      'client_meetings.id',
      'client_meetings.starts_at',
      'client_meetings.duration_minutes',
      'client_meetings.client_id',
      'clients.name',
    ])
    .where('client_meetings.user_id', '=', user.id)
    .where('client_meetings.starts_at', '>=', from)
    .where('client_meetings.starts_at', '<', until)
    .execute();

  const wantedName = fullName(user).replace(/\s+/g, ' ').toLowerCase();
  const schedules = await db
    .selectFrom('personnel_schedules')
    .innerJoin('personnel', 'personnel.id', 'personnel_schedules.personnel_id')
    .innerJoin('projects', 'projects.id', 'personnel_schedules.project_id')
    .select([
      'personnel_schedules.id',
      'personnel_schedules.start_date',
      'personnel_schedules.end_date',
      'personnel_schedules.project_id',
      'projects.title',
    ])
    .where((eb) =>
      eb.or([
        eb('personnel.user_id', '=', user.id),
        eb.and([
          eb('personnel.user_id', 'is', null),
          eb(sql<string>`lower(personnel.name)`, '=', wantedName),
        ]),
      ]),
    )
    .where('personnel_schedules.start_date', '<=', friday)
    .where('personnel_schedules.end_date', '>=', monday)
    .execute();

  const siteVisits = await db
    .selectFrom('milestones')
    .innerJoin('projects', 'projects.id', 'milestones.project_id')
    .select([
      'milestones.id',
      'milestones.title',
      'milestones.due_date',
      'milestones.project_id',
      'projects.title as project_title',
    ])
    .where('milestones.kind', '=', 'SITE_VISIT')
    .where('milestones.due_date', '>=', monday)
    .where('milestones.due_date', '<=', friday)
    .where((eb) =>
      eb.or([
        eb('milestones.created_by', '=', user.id),
        eb.exists(
          eb
            .selectFrom('project_people')
            .innerJoin('personnel', 'personnel.id', 'project_people.personnel_id')
            .select('project_people.personnel_id')
            .whereRef('project_people.project_id', '=', 'milestones.project_id')
            .where('personnel.user_id', '=', user.id),
        ),
      ]),
    )
    .execute();

  // Inspection visits assigned to one's person (decision 0065): at their booked time and length
  // (the dispatch board's, issue 30), else all-day on their scheduled date.
  const inspections = await db
    .selectFrom('inspection_visits')
    .innerJoin('personnel', 'personnel.id', 'inspection_visits.technician_id')
    .innerJoin('sites', 'sites.id', 'inspection_visits.site_id')
    .select([
      'inspection_visits.id',
      'inspection_visits.scheduled_for',
      'inspection_visits.start_minute',
      'inspection_visits.duration_minutes',
      'inspection_visits.covers',
      'inspection_visits.frequency',
      'inspection_visits.site_id',
      'sites.name as site_name',
    ])
    .where('personnel.user_id', '=', user.id)
    .where('inspection_visits.status', 'in', ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'])
    .where('inspection_visits.scheduled_for', '>=', monday)
    .where('inspection_visits.scheduled_for', '<=', friday)
    .execute();

  const appointments: Appointment[] = meetings.map((m) => {
    const start = new Date(m.starts_at);
    const local = localParts(start);
    const end = localParts(new Date(start.getTime() + Number(m.duration_minutes) * 60_000));
    return {
      id: `meeting-${m.id}`,
      kind: 'MEETING',
      title: `Meeting: ${m.name}`,
      date: local.date,
      start: local.time,
      end: end.time,
      clientId: m.client_id,
    };
  });
  for (const s of schedules) {
    for (let i = 0; i < 5; i += 1) {
      const date = addDays(monday, i);
      if (date < s.start_date || date > s.end_date) continue;
      appointments.push({
        id: `schedule-${s.id}-${date}`,
        kind: 'SCHEDULE',
        title: `Scheduled: ${s.title}`,
        date,
        ...SCHEDULE_DAY,
        projectId: s.project_id,
      });
    }
  }
  for (const v of siteVisits) {
    appointments.push({
      id: `site-visit-${v.id}`,
      kind: 'SITE_VISIT',
      title: `Site visit: ${v.project_title}`,
      date: v.due_date,
      start: null,
      end: null,
      detail: v.title,
      projectId: v.project_id,
    });
  }
  for (const v of inspections) {
    if (!v.scheduled_for) continue;
    appointments.push({
      id: `inspection-${v.id}`,
      kind: 'INSPECTION',
      title: `Inspection: ${v.site_name}`,
      date: v.scheduled_for,
      ...bookedTime(v),
      detail: `${FREQUENCY_LABELS[v.frequency as Frequency] ?? v.frequency} inspection`,
      siteId: v.site_id,
    });
  }
  return appointments.sort(byTime);
}

const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A booked visit's 'HH:MM' start and end (its length, else the estimate from its assets); nulls when not timed. */
function bookedTime(v: { start_minute?: number | null; duration_minutes?: number | null; covers: string }) {
  if (v.start_minute === null || v.start_minute === undefined) return { start: null, end: null };
  let assets = 0;
  try {
    const covers = JSON.parse(v.covers);
    assets = Array.isArray(covers) ? covers.length : 0;
  } catch {}
  const length = v.duration_minutes ?? defaultVisitMinutes(assets);
  return { start: clockOf(v.start_minute), end: clockOf(Math.min(24 * 60 - 1, v.start_minute + length)) };
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Calendar events of appointments, titled '{name} — {title}' like the plan's blocks. */
export function appointmentEvents(
  planKey: string,
  name: string,
  appointments: readonly Appointment[],
  domain = 'weekly-plan.firebreak',
): PlanEvent[] {
  return appointments.map((a) => {
    if (a.start === null || a.end === null) {
      // A site visit: a whole-day event on its date.
      return {
        uid: `${planKey}-${a.id}@${domain}`,
        summary: eventSummary(name, a.title),
        start: new Date(`${a.date}T00:00:00Z`),
        end: new Date(`${addDays(a.date, 1)}T00:00:00Z`),
        allDay: true,
      };
    }
    const start = minutesOf(a.start);
    let end = minutesOf(a.end);
    if (end <= start) end += 24 * 60; // a meeting running past midnight
    return {
      uid: `${planKey}-${a.id}@${domain}`,
      summary: eventSummary(name, a.title),
      start: zonedInstant(a.date, start),
      end: zonedInstant(a.date, end),
    };
  });
}
