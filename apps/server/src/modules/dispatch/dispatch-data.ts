/**
 * What the board and an assignment read (decision 0091): visits with their site, client and vehicle;
 * the people who can be booked with their hours, leave, project schedules and registrations; and a
 * visit's needs from the maintenance catalogue. Each reader is one query for any number of rows.
 */
import {
  assetTypeOf,
  type BoardVisit,
  type Conflict,
  defaultVisitMinutes,
  type FireSystem,
  mergeRequirements,
  OPEN_VISIT_STATUSES,
  type RegistrationRequirement,
  registrationProblems,
  SYSTEMS,
  type VisitCover,
  type VisitKind,
  type VisitStatus,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { parseList } from '../visits/visits.mapper';
import type { Booking, PersonFacts, VehicleFacts } from './conflicts';

export function visitQuery({ db }: ServiceDeps<'db'>) {
  return db
    .selectFrom('inspection_visits as v')
    .innerJoin('sites as s', 's.id', 'v.site_id')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('vehicles as vh', 'vh.id', 'v.vehicle_id')
    .select([
      'v.id',
      'v.site_id',
      'v.due_date',
      'v.covers',
      'v.status',
      'v.kind',
      'v.scheduled_for',
      'v.start_minute',
      'v.duration_minutes',
      'v.technician_id',
      'v.vehicle_id',
      's.name as site_name',
      's.address as site_address',
      's.area as site_area',
      's.latitude',
      's.longitude',
      's.access_start_minute',
      's.access_end_minute',
      'c.id as client_id',
      'c.name as client_name',
      'vh.registration as vehicle_registration',
    ]);
}
export type VisitRow = Awaited<ReturnType<ReturnType<typeof visitQuery>['executeTakeFirstOrThrow']>>;

export const isOpen = (status: string) => OPEN_VISIT_STATUSES.includes(status as VisitStatus);

/** The catalogue type of each asset of the given sites (site ids: a list or a subquery). */
export async function assetTypesOf(
  { db }: ServiceDeps<'db'>,
  siteIds: readonly string[],
): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (let i = 0; i < siteIds.length; i += 500) {
    const rows = await db
      .selectFrom('assets')
      .select(['id', 'asset_type'])
      .where('site_id', 'in', siteIds.slice(i, i + 500))
      .execute();
    for (const row of rows) types.set(row.id, row.asset_type);
  }
  return types;
}

/** What a visit's covered assets are and need: systems (catalogue order), the merged registrations, the count. */
export function needsOf(row: Pick<VisitRow, 'covers'>, assetTypes: ReadonlyMap<string, string>) {
  const covers = parseList<VisitCover>(row.covers);
  const systems = new Set<FireSystem>();
  const requirements: (RegistrationRequirement | null)[] = [];
  for (const cover of covers) {
    const key = assetTypes.get(cover.assetId);
    const type = key ? assetTypeOf(key) : undefined;
    if (!type) continue; // removed from the register since
    systems.add(type.system);
    requirements.push(type.registration);
  }
  return {
    systems: SYSTEMS.filter((s) => systems.has(s)),
    requires: mergeRequirements(requirements),
    assetCount: covers.length,
  };
}

export type Needs = ReturnType<typeof needsOf>;

export const durationOf = (row: Pick<VisitRow, 'duration_minutes'>, needs: Needs) =>
  row.duration_minutes ?? defaultVisitMinutes(needs.assetCount);

export function bookingOf(row: VisitRow, needs: Needs): Booking {
  return {
    id: row.id,
    siteName: row.site_name,
    date: row.scheduled_for ?? row.due_date,
    startMinute: row.start_minute ?? null,
    durationMinutes: durationOf(row, needs),
    vehicleId: row.vehicle_id,
    accessStartMinute: row.access_start_minute ?? null,
    accessEndMinute: row.access_end_minute ?? null,
  };
}

export const pointOf = (row: Pick<VisitRow, 'latitude' | 'longitude'>) =>
  row.latitude === null || row.latitude === undefined || row.longitude === null || row.longitude === undefined
    ? null
    : { latitude: Number(row.latitude), longitude: Number(row.longitude) };

export function toBoardVisit(row: VisitRow, needs: Needs, today: string, conflicts: Conflict[]): BoardVisit {
  const point = pointOf(row);
  const status = row.status as VisitStatus;
  return {
    id: row.id,
    siteId: row.site_id,
    siteName: row.site_name,
    clientId: row.client_id,
    clientName: row.client_name,
    address: row.site_address,
    area: row.site_area ?? '',
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    kind: (row.kind ?? 'ROUTINE') as VisitKind,
    status,
    dueDate: row.due_date,
    overdue: isOpen(status) && row.due_date < today,
    scheduledFor: row.scheduled_for,
    startMinute: row.start_minute ?? null,
    durationMinutes: durationOf(row, needs),
    technicianId: row.technician_id,
    vehicleId: row.vehicle_id,
    vehicleRegistration: row.vehicle_registration,
    systems: needs.systems,
    assetCount: needs.assetCount,
    requires: needs.requires,
    conflicts,
  };
}

export type PersonRow = PersonFacts & {
  role: string;
  userId: string | null;
  userRole: string | null;
  disabled: boolean;
};

/**
 * People with what the checks need, by id: everyone when `ids` is undefined. Leave and schedules only
 * where they touch [from, to]; every registration (few per person).
 */
export async function peopleFacts(
  { db }: ServiceDeps<'db'>,
  { ids, from, to }: { ids?: readonly string[]; from: string; to: string },
): Promise<Map<string, PersonRow>> {
  if (ids && ids.length === 0) return new Map();
  const some = ids !== undefined;
  const list = [...(ids ?? [])];
  const [people, leave, schedules, registrations] = await Promise.all([
    db
      .selectFrom('personnel as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.id',
        'p.name',
        'p.role',
        'p.status',
        'p.user_id',
        'p.work_start_minute',
        'p.work_end_minute',
        'u.role as user_role',
        'u.disabled_at',
      ])
      .orderBy('p.name')
      .orderBy('p.id')
      .$if(some, (q) => q.where('p.id', 'in', list))
      .execute(),
    db
      .selectFrom('personnel_leave')
      .select(['personnel_id', 'start_date', 'end_date', 'reason'])
      .where('start_date', '<=', to)
      .where('end_date', '>=', from)
      .orderBy('start_date')
      .$if(some, (q) => q.where('personnel_id', 'in', list))
      .execute(),
    db
      .selectFrom('personnel_schedules as ps')
      .innerJoin('projects', 'projects.id', 'ps.project_id')
      .select(['ps.personnel_id', 'ps.start_date', 'ps.end_date', 'projects.title'])
      .where('ps.start_date', '<=', to)
      .where('ps.end_date', '>=', from)
      .orderBy('ps.start_date')
      .$if(some, (q) => q.where('ps.personnel_id', 'in', list))
      .execute(),
    db
      .selectFrom('personnel_registrations')
      .select(['personnel_id', 'category', 'level', 'number', 'expires_on'])
      .orderBy('expires_on')
      .$if(some, (q) => q.where('personnel_id', 'in', list))
      .execute(),
  ]);
  const facts = new Map<string, PersonRow>();
  for (const p of people)
    facts.set(p.id, {
      id: p.id,
      name: p.name,
      role: p.role,
      status: p.status,
      userId: p.user_id,
      userRole: p.user_role,
      disabled: Boolean(p.disabled_at),
      workStartMinute: Number(p.work_start_minute ?? 450),
      workEndMinute: Number(p.work_end_minute ?? 990),
      leave: [],
      schedules: [],
      registrations: [],
    });
  for (const l of leave)
    (facts.get(l.personnel_id)?.leave as PersonRow['leave'][number][] | undefined)?.push({
      startDate: l.start_date,
      endDate: l.end_date,
      reason: l.reason,
    });
  for (const s of schedules)
    (facts.get(s.personnel_id)?.schedules as PersonRow['schedules'][number][] | undefined)?.push({
      startDate: s.start_date,
      endDate: s.end_date,
      title: s.title,
    });
  for (const r of registrations)
    (facts.get(r.personnel_id)?.registrations as PersonRow['registrations'][number][] | undefined)?.push({
      category: r.category,
      level: r.level,
      number: r.number,
      expiresOn: r.expires_on,
    });
  return facts;
}

export async function vehicleFacts({ db }: ServiceDeps<'db'>, ids: readonly string[]) {
  const facts = new Map<string, VehicleFacts>();
  if (ids.length === 0) return facts;
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'registration', 'status'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) facts.set(row.id, row);
  return facts;
}

/**
 * The REGISTRATION conflicts of booking `technicianId` on `date` for a visit covering `covers` at
 * `siteId` (what PATCH /api/visits/:id checks; the board's assignment checks every kind).
 */
export async function registrationConflicts(
  { db }: ServiceDeps<'db'>,
  {
    siteId,
    covers,
    technicianId,
    date,
  }: { siteId: string; covers: string; technicianId: string; date: string },
): Promise<Conflict[]> {
  const needs = needsOf({ covers }, await assetTypesOf({ db }, [siteId]));
  if (needs.requires.length === 0) return [];
  const person = (await peopleFacts({ db }, { ids: [technicianId], from: date, to: date })).get(technicianId);
  if (!person) return [];
  return registrationProblems(person.name, needs.requires, person.registrations, date).map((p) => ({
    kind: 'REGISTRATION',
    message: p.message,
    adminOnly: true,
  }));
}
