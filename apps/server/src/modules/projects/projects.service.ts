/**
 * Projects: create, list, read, update and milestones (money: modules/project-money). Emits project events after each
 * save; alert rules and realtime listen to them.
 */
import { randomUUID } from 'node:crypto';
import {
  type CreateProjectInput,
  johannesburgDate,
  type ListProjectsQuery,
  type MilestoneInput,
  type Project,
  type ProjectStatus,
  randToCents,
  type UpdateProjectInput,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProjectsTable } from '../../db/schema/projects';
import type { ServiceDeps } from '../../lib/context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { type Actor, assertCan, assertCanOnRow } from '../../lib/permissions';
import { containsText } from '../../lib/sql';
import { recordAudit } from '../audit/audit.service';
import { teamOf } from '../resources/people.service';
import { resolveProjectClient } from './project-client';
import { toMilestone, toProject, toProjectListItem } from './projects.mapper';

declare module '../../lib/events' {
  interface DomainEvents {
    'project.created': { project: Project; actorId: string | null };
    'project.updated': { project: Project; previous: Project; actorId: string | null };
  }
}

/** actor null: the system itself (no owner rules). */
type Change<T> = ServiceDeps<'db' | 'events'> & { actor: Actor | null } & T;

const SORT_COLUMNS = {
  createdAt: 'projects.created_at',
  updatedAt: 'projects.updated_at',
  dueDate: 'projects.due_date',
  title: 'projects.title',
  clientName: 'projects.client_name',
  budget: 'projects.budget_cents',
  progress: 'projects.progress',
} as const;

const today = () => johannesburgDate(new Date());

export async function createProject({
  db,
  events,
  actor,
  input,
}: Change<{ input: CreateProjectInput }>): Promise<Project> {
  const now = new Date().toISOString();
  const row: ProjectsTable = {
    id: randomUUID(),
    title: input.title,
    client_name: input.clientName,
    client_id: null,
    client_type: input.clientType,
    type: input.type,
    urgency: input.urgency,
    location: input.location,
    area: input.area,
    budget_cents: randToCents(input.budget),
    spent_cents: 0,
    due_date: input.dueDate,
    start_date: input.startDate,
    description: input.description,
    status: 'TENDER',
    tender_outcome: null,
    progress: 0,
    health: 'GOOD',
    compliance_status: 'PENDING',
    archived_at: null,
    created_by: actor?.id ?? null,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    const client = await resolveProjectClient({ db: trx }, actor, input);
    row.client_id = client.id;
    row.client_name = client.name;
    if (!input.confirmDuplicate) await assertNoTwin(trx, input.title, client.name);
    await trx.insertInto('projects').values(row).execute();
    const { confirmDuplicate: _confirmed, ...audited } = input;
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'project',
      entityId: row.id,
      after: { ...audited, clientId: client.id, clientName: client.name },
    });
  });
  const project = toProject(row, [], []);
  events.emit('project.created', { project, actorId: actor?.id ?? null });
  return project;
}

export async function getProject({ db }: ServiceDeps<'db'>, id: string): Promise<Project> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  const [milestones, team] = await Promise.all([
    db.selectFrom('milestones').selectAll().where('project_id', '=', id).orderBy('position').execute(),
    teamOf({ db }, id),
  ]);
  return toProject(row, milestones, team);
}

/** The filters of a projects query, without paging or sort: what its total depends on. */
function filteredProjects(db: Kysely<Database>, query: ListProjectsQuery) {
  let base = db.selectFrom('projects');
  if (query.archived === 'only') base = base.where('projects.archived_at', 'is not', null);
  else if (query.archived !== 'include') base = base.where('projects.archived_at', 'is', null);
  if (query.status) base = base.where('projects.status', 'in', query.status);
  if (query.type) base = base.where('projects.type', 'in', query.type);
  if (query.urgency) base = base.where('projects.urgency', 'in', query.urgency);
  if (query.clientType) base = base.where('projects.client_type', 'in', query.clientType);
  if (query.client) base = base.where(containsText('projects.client_name', query.client));
  if (query.clientId) base = base.where('projects.client_id', '=', query.clientId);
  if (query.q) {
    const q = query.q;
    base = base.where((eb) =>
      eb.or([
        containsText('projects.title', q),
        containsText('projects.client_name', q),
        containsText('projects.location', q),
      ]),
    );
  }
  return base;
}

/** The key of a query's filters, for caching its total (paging and sort do not change it). */
export function projectFilterKey(query: ListProjectsQuery): string {
  const { status, type, urgency, clientType, client, clientId, q, archived } = query;
  return JSON.stringify([status, type, urgency, clientType, client, clientId, q, archived]);
}

export async function countProjects({ db }: ServiceDeps<'db'>, query: ListProjectsQuery): Promise<number> {
  const { total } = await filteredProjects(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * One page of projects. The page's ids come from a (sort column, id) index alone, then its rows by
 * id, so a deep page skips index entries rather than table rows (0012-list-indexes). The total may
 * come from a cache (`countTotal`), since it does not change from page to page.
 */
export async function listProjects({
  db,
  query,
  countTotal = (q) => countProjects({ db }, q),
}: ServiceDeps<'db'> & {
  query: ListProjectsQuery;
  /** The total's source, e.g. a cache; by default a count. */
  countTotal?: (query: ListProjectsQuery) => Promise<number>;
}) {
  const todayDate = today();
  const column = SORT_COLUMNS[query.sort];
  const [total, idRows] = await Promise.all([
    countTotal(query),
    filteredProjects(db, query)
      .select('projects.id')
      // The tie-break follows the sort's direction so one index serves both terms.
      .orderBy(column, query.order)
      .orderBy('projects.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const ids = idRows.map((row) => row.id);
  if (ids.length === 0) return { items: [], total, page: query.page, pageSize: query.pageSize };
  // Counts for this page only: a correlated subquery per row would run for every matching row.
  const [rows, overdue, alerts] = await Promise.all([
    db.selectFrom('projects').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('milestones')
      .select((eb) => ['project_id', eb.fn.countAll<number>().as('n')])
      .where('project_id', 'in', ids)
      .where('completed_at', 'is', null)
      .where('due_date', '<', todayDate)
      .groupBy('project_id')
      .execute(),
    db
      .selectFrom('alerts')
      .select((eb) => ['project_id', eb.fn.countAll<number>().as('n')])
      .where('project_id', 'in', ids)
      .where('acknowledged', '=', 0)
      .where('resolved_at', 'is', null)
      .groupBy('project_id')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const overdueBy = new Map(overdue.map((row) => [row.project_id, row.n]));
  const alertsBy = new Map(alerts.map((row) => [row.project_id, row.n]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    // A project deleted between the two reads is left out of the page.
    return row
      ? [
          toProjectListItem({
            ...row,
            overdue_milestones: overdueBy.get(id) ?? 0,
            open_alerts: alertsBy.get(id) ?? 0,
          }),
        ]
      : [];
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Engineers change only the projects they work on: on its team, or its creator (docs/permissions.md). */
function assertMayUpdate(actor: Actor | null, project: Project) {
  if (!actor) return;
  const isOwn =
    project.createdBy === actor.id || project.assignedTeam.some((member) => member.userId === actor.id);
  assertCanOnRow(actor.role, 'projects.update', isOwn);
}

/** The fields an update touched, before and after; milestones and team as short lists. */
function auditedChange(previous: Project, input: UpdateProjectInput) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of [
    'status',
    'progress',
    'spent',
    'budget',
    'health',
    'complianceStatus',
    'dueDate',
    'title',
    'clientName',
    'clientType',
    'type',
    'urgency',
    'location',
    'startDate',
    'description',
  ] as const) {
    if (input[key] === undefined) continue;
    before[key] = previous[key];
    after[key] = input[key];
  }
  if (input.milestones) {
    before.milestones = previous.milestones.map(
      (m) => `${m.title} (${m.dueDate ?? 'no date'}${m.completedAt ? ', done' : ''})`,
    );
    after.milestones = input.milestones.map((m) => {
      const done = m.completed ?? Boolean(previous.milestones.find((p) => p.id === m.id)?.completedAt);
      return `${m.title} (${m.dueDate ?? 'no date'}${done ? ', done' : ''})`;
    });
  }
  if (input.assignedTeam) {
    before.assignedTeam = previous.assignedTeam.map((member) => member.id).sort();
    after.assignedTeam = [...new Set(input.assignedTeam)].sort();
  }
  return { before, after };
}

/** How the tender outcome follows a status change (winRate counts decided tenders). */
function tenderOutcome(row: ProjectsTable, next: ProjectStatus): string | null {
  if (row.status !== 'TENDER' || next === 'TENDER') return row.tender_outcome;
  return next === 'CANCELLED' ? 'LOST' : 'WON';
}

const unprocessable = (message: string) => new AppError(422, message, 'UNPROCESSABLE');

/**
 * One client rarely has two projects of the same title; when it would, the save is refused with a
 * 409 the screen turns into a warning, and a save with confirmDuplicate goes ahead (issue 15).
 */
async function assertNoTwin(db: Kysely<Database>, title: string, clientName: string, exceptId?: string) {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where(sql`lower(trim(title))`, '=', title.trim().toLowerCase())
    .where(sql`lower(trim(client_name))`, '=', clientName.trim().toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw conflict(`${clientName} already has a project called '${title}'. Save again to keep both.`);
}

export async function updateProject({
  db,
  events,
  actor,
  id,
  input,
}: Change<{ id: string; input: UpdateProjectInput }>): Promise<Project> {
  const previous = await getProject({ db }, id);
  assertMayUpdate(actor, previous);
  if (actor && (input.budget !== undefined || input.spent !== undefined))
    assertCan(actor.role, 'projects.finance');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const changes: Partial<ProjectsTable> = { updated_at: now };
    if (input.status !== undefined) {
      changes.status = input.status;
      changes.tender_outcome = tenderOutcome(row, input.status);
    }
    if (input.progress !== undefined) changes.progress = input.progress;
    if (input.health !== undefined) changes.health = input.health;
    if (input.complianceStatus !== undefined) changes.compliance_status = input.complianceStatus;
    if (input.budget !== undefined) changes.budget_cents = randToCents(input.budget);
    if (input.dueDate !== undefined) changes.due_date = input.dueDate;
    if (input.title !== undefined) changes.title = input.title;
    if (input.clientId !== undefined || input.clientName !== undefined) {
      const client = await resolveProjectClient({ db: trx }, actor, {
        clientId: input.clientId,
        clientName: input.clientName ?? row.client_name,
        clientType: input.clientType ?? row.client_type,
      });
      changes.client_id = client.id;
      changes.client_name = client.name;
    }
    if (input.clientType !== undefined) changes.client_type = input.clientType;
    if (input.type !== undefined) changes.type = input.type;
    if (input.urgency !== undefined) changes.urgency = input.urgency;
    if (input.location !== undefined) changes.location = input.location;
    if (input.startDate !== undefined) changes.start_date = input.startDate;
    if (input.description !== undefined) changes.description = input.description;
    if (input.archived !== undefined) {
      const status = input.status ?? row.status;
      if (input.archived && status !== 'COMPLETED' && status !== 'CANCELLED')
        throw unprocessable('Only a completed or cancelled project can be archived');
      changes.archived_at = input.archived ? (row.archived_at ?? now) : null;
    }
    if ((input.title !== undefined || changes.client_name !== undefined) && !input.confirmDuplicate)
      await assertNoTwin(trx, input.title ?? row.title, changes.client_name ?? row.client_name, id);
    if (input.spent !== undefined) {
      const spentCents = randToCents(input.spent);
      const delta = spentCents - Number(row.spent_cents);
      changes.spent_cents = spentCents;
      // The ledger keeps every change of spend so cash flow can be read per month.
      if (delta !== 0) {
        await trx
          .insertInto('project_ledger')
          .values({
            id: randomUUID(),
            project_id: id,
            kind: 'EXPENSE',
            amount_cents: delta,
            occurred_on: today(),
            description: delta > 0 ? 'Spend recorded' : 'Spend corrected',
            created_by: actor?.id ?? null,
            created_at: now,
          })
          .execute();
      }
    }
    await trx.updateTable('projects').set(changes).where('id', '=', id).execute();
    if (input.milestones) await replaceMilestones(trx, id, input.milestones, now);
    if (input.assignedTeam) await replaceTeam(trx, id, input.assignedTeam);
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'project',
      entityId: id,
      ...auditedChange(previous, input),
    });
  });
  const project = await getProject({ db }, id);
  events.emit('project.updated', { project, previous, actorId: actor?.id ?? null });
  return project;
}

async function replaceMilestones(
  trx: Kysely<Database>,
  projectId: string,
  items: MilestoneInput[],
  now: string,
) {
  const existing = await trx
    .selectFrom('milestones')
    .selectAll()
    .where('project_id', '=', projectId)
    .execute();
  const byId = new Map(existing.map((m) => [m.id, m]));
  const keep = new Set(items.map((item) => item.id).filter((id): id is string => Boolean(id)));
  for (const id of keep)
    if (!byId.has(id)) throw badRequest('A milestone in the list does not belong to this project');
  const removed = existing.filter((m) => !keep.has(m.id)).map((m) => m.id);
  if (removed.length) await trx.deleteFrom('milestones').where('id', 'in', removed).execute();
  for (const [position, item] of items.entries()) {
    const current = item.id ? byId.get(item.id) : undefined;
    const completedAt =
      item.completed === undefined
        ? (current?.completed_at ?? null)
        : item.completed
          ? (current?.completed_at ?? now)
          : null;
    if (current) {
      await trx
        .updateTable('milestones')
        .set({
          title: item.title,
          kind: item.kind,
          due_date: item.dueDate,
          completed_at: completedAt,
          position,
        })
        .where('id', '=', current.id)
        .execute();
    } else {
      await trx
        .insertInto('milestones')
        .values({
          id: randomUUID(),
          project_id: projectId,
          title: item.title,
          kind: item.kind,
          due_date: item.dueDate,
          completed_at: completedAt,
          position,
          created_at: now,
        })
        .execute();
    }
  }
}

/** The team is people from Resources → Personnel (decision 0064), by personnel id. */
async function replaceTeam(trx: Kysely<Database>, projectId: string, personnelIds: string[]) {
  const unique = [...new Set(personnelIds)];
  if (unique.length) {
    const found = await trx.selectFrom('personnel').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw badRequest('A team member is not in Resources → Personnel');
  }
  await trx.deleteFrom('project_people').where('project_id', '=', projectId).execute();
  if (unique.length) {
    await trx
      .insertInto('project_people')
      .values(unique.map((personnelId) => ({ project_id: projectId, personnel_id: personnelId })))
      .execute();
  }
}

export async function addMilestone({
  actor,
  projectId,
  input,
  ...deps
}: Change<{ projectId: string; input: Omit<MilestoneInput, 'id'> }>) {
  const previous = await getProject(deps, projectId);
  assertMayUpdate(actor, previous);
  const now = new Date().toISOString();
  const last = await deps.db
    .selectFrom('milestones')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  const row = {
    id: randomUUID(),
    project_id: projectId,
    title: input.title,
    kind: input.kind,
    due_date: input.dueDate,
    completed_at: input.completed ? now : null,
    position: Number(last?.max ?? -1) + 1,
    created_by: actor?.id ?? null,
    created_at: now,
  };
  await deps.db.insertInto('milestones').values(row).execute();
  await deps.db.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
  await recordAudit({
    db: deps.db,
    actor,
    action: 'add-milestone',
    entity: 'project',
    entityId: projectId,
    after: { title: row.title, kind: row.kind, dueDate: row.due_date, completed: Boolean(row.completed_at) },
  });
  const project = await getProject(deps, projectId);
  deps.events.emit('project.updated', { project, previous, actorId: actor?.id ?? null });
  return toMilestone(row);
}
