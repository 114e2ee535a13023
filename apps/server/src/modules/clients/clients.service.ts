/** Clients: list with figures, one, create, update, delete (refused with active projects), meetings. */
import { randomUUID } from 'node:crypto';
import {
  CLIENT_STRINGS,
  type Client,
  type ClientKind,
  type ClientListResponse,
  type ClientStatus,
  type ClientValues,
  can,
  centsToRand,
  type listClientsQuerySchema,
  type Meeting,
  type meetingInputSchema,
  zonedInstant,
} from '@firebreak/shared';
import ical from 'ical-generator';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { ClientsTable } from '../../db/schema/clients';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { containsText } from '../../lib/sql';
import { type AuditActor, recordAudit } from '../audit/audit.service';

type Row = ClientsTable & {
  total_projects: unknown;
  active_projects: unknown;
  paid_cents: unknown;
  last_meeting: unknown;
};

const nameKey = (name: string) => name.trim().toLowerCase();
const duplicateName = () => conflict('A client with this name already exists');

type Eb = ExpressionBuilder<Database, 'clients'>;

/**
 * A client's figures, computed from other areas (docs/decisions/0040, 0062): projects link to their
 * client by projects.client_id.
 * - totalProjects: every project of the client (archived too); activeProjects: those with status ACTIVE.
 * - totalRevenue: payments received on the client's projects (each against a claim on the project's
 *   Money tab). A won quote is not revenue until it is a project that is paid (issue 15).
 */
export const clientFigures = (eb: Eb) => [
  eb
    .selectFrom('projects')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('projects.client_id', '=', 'clients.id')
    .as('total_projects'),
  eb
    .selectFrom('projects')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('projects.client_id', '=', 'clients.id')
    .where('projects.status', '=', 'ACTIVE')
    .as('active_projects'),
  eb
    .selectFrom('project_ledger')
    .innerJoin('projects', 'projects.id', 'project_ledger.project_id')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('project_ledger.amount_cents'), sql<number>`0`).as('n'))
    .whereRef('projects.client_id', '=', 'clients.id')
    .where('project_ledger.kind', '=', 'PAYMENT')
    .as('paid_cents'),
  eb
    .selectFrom('client_meetings')
    .select((e) => e.fn.max('client_meetings.starts_at').as('n'))
    .whereRef('client_meetings.client_id', '=', 'clients.id')
    .where('client_meetings.starts_at', '<=', new Date().toISOString())
    .as('last_meeting'),
];

/** The fields a user edits, as the API shows them (and as the audit trail compares them). */
const editable = (row: ClientsTable): ClientValues => ({
  name: row.name,
  type: row.type as ClientKind,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  address: row.address,
  status: row.status as ClientStatus,
  rating: Number(row.rating),
  notes: row.notes,
});

function toClient(row: Row): Client {
  const meeting = typeof row.last_meeting === 'string' ? row.last_meeting : null;
  const lastContact =
    meeting && (!row.last_contact || meeting > row.last_contact) ? meeting : (row.last_contact ?? null);
  return {
    id: row.id,
    ...editable(row),
    totalProjects: Number(row.total_projects ?? 0),
    activeProjects: Number(row.active_projects ?? 0),
    totalRevenue: centsToRand(Number(row.paid_cents ?? 0)),
    lastContact,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const baseQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('clients')
    .selectAll('clients')
    .select((eb) => clientFigures(eb));

const SORT_COLUMNS = {
  name: 'clients.name_key',
  type: 'clients.type',
  status: 'clients.status',
  rating: 'clients.rating',
  lastContact: 'clients.last_contact',
  createdAt: 'clients.created_at',
} as const;

export async function listClients(
  { db }: ServiceDeps<'db'>,
  query: z.output<typeof listClientsQuerySchema>,
): Promise<ClientListResponse> {
  let filtered = db.selectFrom('clients');
  if (query.search)
    filtered = filtered.where((eb) =>
      eb.or([
        containsText('clients.name', query.search ?? ''),
        containsText('clients.contact', query.search ?? ''),
        containsText('clients.email', query.search ?? ''),
      ]),
    );
  if (query.type) filtered = filtered.where('clients.type', '=', query.type);
  if (query.status) filtered = filtered.where('clients.status', '=', query.status);
  const countRow = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ids = filtered.select('clients.id');
  const rows = await baseQuery(db)
    .where('clients.id', 'in', ids)
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy('clients.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map((row) => toClient(row as Row)),
    total: Number(countRow.n),
    page: query.page,
    pageSize: query.pageSize,
    summary: await clientSummary({ db }),
  };
}

/** The four cards: over every client, whatever the filters. */
export async function clientSummary({ db }: ServiceDeps<'db'>) {
  const counts = await db
    .selectFrom('clients')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`case when clients.status = 'Active' then 1 else 0 end`).as('active'),
    ])
    .executeTakeFirstOrThrow();
  const figures = await db
    .selectFrom(baseQuery(db).as('c'))
    .select((eb) => [
      eb.fn.sum<number>('c.active_projects').as('active_projects'),
      eb.fn.sum<number>('c.paid_cents').as('paid'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalClients: Number(counts.total ?? 0),
    activeClients: Number(counts.active ?? 0),
    activeProjects: Number(figures.active_projects ?? 0),
    totalRevenue: centsToRand(Number(figures.paid ?? 0)),
  };
}

/** Revenue is a money figure: null for a role without 'reports.financial' (docs/permissions.md). */
export function withoutRevenue<T extends { totalRevenue: number | null }>(value: T): T {
  return { ...value, totalRevenue: null };
}

export function clientsForRole(list: ClientListResponse, role: string): ClientListResponse {
  if (can(role, 'reports.financial')) return list;
  return { ...list, items: list.items.map(withoutRevenue), summary: withoutRevenue(list.summary) };
}

export function clientForRole(client: Client, role: string): Client {
  return can(role, 'reports.financial') ? client : withoutRevenue(client);
}

export async function getClient({ db }: ServiceDeps<'db'>, id: string): Promise<Client> {
  const row = await baseQuery(db).where('clients.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Client not found');
  return toClient(row as Row);
}

export async function createClient({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; input: ClientValues }): Promise<Client> {
  const now = new Date().toISOString();
  const id = randomUUID();
  try {
    await db
      .insertInto('clients')
      .values({
        id,
        ...input,
        name_key: nameKey(input.name),
        last_contact: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  await recordAudit({ db, actor, action: 'create', entity: 'client', entityId: id, after: input });
  return getClient({ db }, id);
}

export async function updateClient({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string; input: ClientValues }): Promise<Client> {
  const current = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound('Client not found');
  try {
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('clients')
        .set({ ...input, name_key: nameKey(input.name), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('Client not found');
      // A renamed client's projects carry the new name (they link by id: decision 0062).
      if (input.name !== current.name)
        await trx
          .updateTable('projects')
          .set({ client_name: input.name })
          .where('client_id', '=', id)
          .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'update',
        entity: 'client',
        entityId: id,
        before: editable(current),
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  return getClient({ db }, id);
}

export async function deleteClient({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const client = await getClient({ db: trx }, id);
    if (client.activeProjects > 0) throw conflict(CLIENT_STRINGS.deleteRefused);
    // The money register keeps its invoices and payments (issue 29): their client stays.
    const billed =
      (await trx
        .selectFrom('invoices')
        .select('id')
        .where('client_id', '=', id)
        .limit(1)
        .executeTakeFirst()) ??
      (await trx
        .selectFrom('client_payments')
        .select('id')
        .where('client_id', '=', id)
        .limit(1)
        .executeTakeFirst());
    if (billed)
      throw conflict('This client has invoices or payments in the money register and cannot be deleted');
    await trx.deleteFrom('clients').where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'delete',
      entity: 'client',
      entityId: id,
      before: { name: client.name, type: client.type, contact: client.contact, email: client.email },
    });
  });
}

const toMeeting = (row: Database['client_meetings']): Meeting => ({
  id: row.id,
  clientId: row.client_id,
  userId: row.user_id,
  startsAt: row.starts_at,
  durationMinutes: Number(row.duration_minutes),
  notes: row.notes,
  createdAt: row.created_at,
});

/** Date and time are the company's wall clock (APP_TIME_ZONE); stored as a UTC instant. */
export async function scheduleMeeting({
  db,
  actorId,
  clientId,
  input,
}: ServiceDeps<'db'> & {
  actorId: string;
  clientId: string;
  input: z.output<typeof meetingInputSchema>;
}): Promise<Meeting> {
  await getClient({ db }, clientId);
  const [hours, minutes] = input.time.split(':').map(Number);
  const startsAt = zonedInstant(input.date, (hours ?? 0) * 60 + (minutes ?? 0));
  if (Number.isNaN(startsAt.getTime())) throw badRequest('Date is required');
  const row = {
    id: randomUUID(),
    client_id: clientId,
    user_id: actorId,
    starts_at: startsAt.toISOString(),
    duration_minutes: input.durationMinutes,
    notes: input.notes,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('client_meetings').values(row).execute();
  await recordAudit({
    db,
    actor: { id: actorId },
    action: 'schedule-meeting',
    entity: 'client',
    entityId: clientId,
    after: {
      meetingId: row.id,
      startsAt: row.starts_at,
      durationMinutes: row.duration_minutes,
      notes: row.notes,
    },
  });
  return toMeeting(row);
}

export async function listMeetings({ db }: ServiceDeps<'db'>, clientId: string): Promise<Meeting[]> {
  await getClient({ db }, clientId);
  const rows = await db
    .selectFrom('client_meetings')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('starts_at', 'desc')
    .execute();
  return rows.map(toMeeting);
}

export async function meetingIcs({
  db,
  clientId,
  meetingId,
}: ServiceDeps<'db'> & { clientId: string; meetingId: string }): Promise<string> {
  const client = await getClient({ db }, clientId);
  const row = await db
    .selectFrom('client_meetings')
    .selectAll()
    .where('id', '=', meetingId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound('Meeting not found');
  const start = new Date(row.starts_at);
  const calendar = ical({ prodId: { company: 'Firebreak', product: 'Clients', language: 'EN' } });
  calendar.createEvent({
    id: row.id,
    start,
    end: new Date(start.getTime() + Number(row.duration_minutes) * 60_000),
    summary: `Meeting: ${client.name}`,
    description: row.notes,
    location: client.address,
  });
  return calendar.toString();
}
