/**
 * My day's read (issue 30 §1): the visits of the signed-in user's person (personnel.user_id) from
 * today to Sunday, company time, day by day in booked order (booked time, then those booked for the
 * day only), open and completed ones (cancelled ones are left out). A visit's day is its scheduled
 * date, else its due date, as the visits list has it.
 */
import {
  defaultVisitMinutes,
  johannesburgDate,
  type MyDay,
  type MyDayVisit,
  restOfWeek,
  type VisitKind,
  type VisitStatus,
} from '@firebreak/shared';
import { sql } from 'kysely';
import type { ServiceDeps } from '../../lib/context';
import type { Actor } from '../../lib/permissions';
import { baseQuery, type Row, systemsOf } from '../visits/visit-rows';
import { timeOnSite } from '../visits/visit-time';
import { parseList } from '../visits/visits.mapper';

export async function myDay({ db }: ServiceDeps<'db'>, actor: Actor, now = new Date()): Promise<MyDay> {
  const today = johannesburgDate(now);
  const dates = restOfWeek(today);
  const person = await db
    .selectFrom('personnel')
    .select(['id', 'name'])
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  const empty = dates.map((date) => ({ date, visits: [] as MyDayVisit[] }));
  const generatedAt = now.toISOString();
  if (!person) return { today, hasPerson: false, personName: null, days: empty, generatedAt };

  const day = sql<string>`coalesce(v.scheduled_for, v.due_date)`;
  const rows = (await baseQuery({ db })
    .select([
      'v.start_minute',
      'v.duration_minutes',
      'sites.area as site_area',
      'sites.latitude as site_latitude',
      'sites.longitude as site_longitude',
      'sites.contact_name as contact_name',
      'sites.contact_phone as contact_phone',
      day.as('day'),
    ])
    .where('v.technician_id', '=', person.id)
    .where('v.status', '!=', 'CANCELLED')
    .where(day, '>=', today)
    .where(day, '<=', dates[dates.length - 1] as string)
    .execute()) as (Row & {
    start_minute: number | null;
    duration_minutes: number | null;
    site_area: string | null;
    site_latitude: number | null;
    site_longitude: number | null;
    contact_name: string;
    contact_phone: string;
    day: string;
  })[];
  const systems = await systemsOf({ db }, rows);
  const time = await timeOnSite(
    { db },
    rows.map((r) => r.id),
    now,
  );
  const recorded = new Map<string, number>();
  const ids = rows.map((r) => r.id);
  for (let start = 0; start < ids.length; start += 500) {
    const counts = await db
      .selectFrom('visit_results')
      .select((eb) => ['visit_id', eb.fn.countAll<number>().as('n')])
      .where('visit_id', 'in', ids.slice(start, start + 500))
      .groupBy('visit_id')
      .execute();
    for (const c of counts) recorded.set(c.visit_id, Number(c.n));
  }
  const byBooking = [...rows].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (a.start_minute ?? Number.MAX_SAFE_INTEGER) - (b.start_minute ?? Number.MAX_SAFE_INTEGER) ||
      a.site_name.localeCompare(b.site_name) ||
      a.id.localeCompare(b.id),
  );
  const days = dates.map((date) => ({
    date,
    visits: byBooking
      .filter((row) => row.day === date)
      .map((row): MyDayVisit => {
        const assetCount = parseList(row.covers).length;
        const spent = time.get(row.id);
        const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
        return {
          id: row.id,
          siteId: row.site_id,
          siteName: row.site_name,
          clientName: row.client_name,
          address: row.site_address,
          area: row.site_area ?? '',
          latitude: number(row.site_latitude),
          longitude: number(row.site_longitude),
          accessNotes: row.access_notes,
          notes: row.notes,
          contactName: row.contact_name,
          contactPhone: row.contact_phone,
          systems: systems.get(row.id) ?? [],
          assetCount,
          resultsRecorded: recorded.get(row.id) ?? 0,
          signed: Boolean(row.signed_by),
          kind: (row.kind ?? 'ROUTINE') as VisitKind,
          status: row.status as VisitStatus,
          startMinute: number(row.start_minute),
          durationMinutes: number(row.duration_minutes) ?? defaultVisitMinutes(assetCount),
          onSite: spent?.onSite ?? false,
          minutesOnSite: Math.floor((spent?.ms ?? 0) / 60_000),
          completedAt: row.completed_at,
        };
      }),
  }));
  return { today, hasPerson: true, personName: person.name, days, generatedAt };
}
