/**
 * Stored alerts: the rules' wishes made real (one alert per cause, never duplicated; an alert whose
 * cause goes away is resolved; acknowledged alerts stay acknowledged), listing and acknowledging.
 */
import { randomUUID } from 'node:crypto';
import type { Alert, AlertPage, AlertsQuery, Severity } from '@firebreak/shared';
import { sql } from 'kysely';
import type { AlertsTable } from '../../db/schema/projects';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { type DesiredAlert, desiredAlerts, RULE_TYPES } from './alert-rules';

declare module '../../lib/events' {
  interface DomainEvents {
    'alert.raised': { alert: Alert };
    'alert.acknowledged': { alert: Alert };
    /** Anything in the alerts table changed (raised, updated, resolved or acknowledged). */
    'alerts.changed': Record<string, never>;
  }
}

const SEVERITY_ORDER: Record<Severity, number> = { CRITICAL: 4, HIGH: 3, MEDIUM: 2, LOW: 1 };

/** The cause key of a site's inspection alert: the prefix, then the site's id (decision 0065). */
export const SITE_CAUSE = 'COMPLIANCE:SITE:';

export function toAlert(row: AlertsTable): Alert {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity as Severity,
    title: row.title,
    message: row.message,
    projectId: row.project_id,
    siteId: row.cause_key.startsWith(SITE_CAUSE) ? row.cause_key.slice(SITE_CAUSE.length) : null,
    createdAt: row.created_at,
    acknowledged: Boolean(row.acknowledged),
  };
}

/** Runs the project rules for some projects (or all) and stores the result. Returns new alerts. */
export async function evaluateProjectAlerts({
  projectIds,
  now = new Date(),
  ...deps
}: ServiceDeps<'db' | 'events'> & { projectIds: string[] | null; now?: Date }): Promise<Alert[]> {
  const desired = await desiredAlerts(deps, projectIds, now);
  let existingQuery = deps.db
    .selectFrom('alerts')
    .selectAll()
    .where('type', 'in', [...RULE_TYPES])
    // Sites' inspection alerts (COMPLIANCE:SITE:…) are the visits module's (decision 0065).
    .where('cause_key', 'not like', `${SITE_CAUSE}%`);
  if (projectIds) existingQuery = existingQuery.where('project_id', 'in', projectIds);
  const existing = await existingQuery.execute();
  return syncAlerts({ ...deps, desired, existing, now });
}

export async function syncAlerts({
  desired,
  existing,
  now,
  ...deps
}: ServiceDeps<'db' | 'events'> & { desired: DesiredAlert[]; existing: AlertsTable[]; now: Date }): Promise<
  Alert[]
> {
  const stamp = now.toISOString();
  const byCause = new Map(existing.map((row) => [row.cause_key, row]));
  const wanted = new Set(desired.map((alert) => alert.causeKey));
  const inserts: AlertsTable[] = [];
  const updates: { id: string; alert: DesiredAlert; reopened: boolean }[] = [];
  const raised: Alert[] = [];

  for (const alert of desired) {
    const current = byCause.get(alert.causeKey);
    if (!current) {
      inserts.push({
        id: randomUUID(),
        type: alert.type,
        severity: alert.severity,
        title: alert.title.slice(0, 200),
        message: alert.message.slice(0, 1000),
        project_id: alert.projectId,
        cause_key: alert.causeKey,
        acknowledged: 0,
        acknowledged_at: null,
        acknowledged_by: null,
        resolved_at: null,
        created_at: stamp,
        updated_at: stamp,
      });
      continue;
    }
    const reopened = current.resolved_at !== null;
    const changed =
      current.severity !== alert.severity ||
      current.title !== alert.title ||
      current.message !== alert.message;
    if (!reopened && !changed) continue;
    updates.push({ id: current.id, alert, reopened });
    const escalated = SEVERITY_ORDER[alert.severity] > SEVERITY_ORDER[current.severity as Severity];
    if ((reopened || escalated) && !current.acknowledged) {
      raised.push(
        toAlert({
          ...current,
          severity: alert.severity,
          title: alert.title,
          message: alert.message,
          resolved_at: null,
        }),
      );
    }
  }
  const gone = existing
    .filter((row) => row.resolved_at === null && !wanted.has(row.cause_key))
    .map((row) => row.id);
  if (inserts.length + updates.length + gone.length === 0) return [];

  // One transaction: on SQLite with synchronous=FULL every separate write would wait for its own fsync.
  await deps.db.transaction().execute(async (trx) => {
    for (const chunk of chunks(inserts, 200)) {
      // Another instance may have raised the same cause a moment ago: its row wins.
      const added = await trx
        .insertInto('alerts')
        .values(chunk)
        .onConflict((oc) => oc.column('cause_key').doNothing())
        .returning('id')
        .execute();
      const addedIds = new Set(added.map((row) => row.id));
      raised.push(...chunk.filter((row) => addedIds.has(row.id)).map(toAlert));
    }
    for (const { id, alert, reopened } of updates) {
      await trx
        .updateTable('alerts')
        .set({
          severity: alert.severity,
          title: alert.title.slice(0, 200),
          message: alert.message.slice(0, 1000),
          resolved_at: null,
          updated_at: stamp,
          ...(reopened ? { created_at: stamp } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
    for (const chunk of chunks(gone, 500)) {
      await trx
        .updateTable('alerts')
        .set({ resolved_at: stamp, updated_at: stamp })
        .where('id', 'in', chunk)
        .execute();
    }
  });

  // A first check over a large portfolio can raise thousands: announce the most severe few, then one
  // 'alerts.changed' that tells every listener to reload.
  const announced = [...raised]
    .sort((a, b) => SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity])
    .slice(0, MAX_ANNOUNCED);
  for (const alert of announced) deps.events.emit('alert.raised', { alert });
  deps.events.emit('alerts.changed', {});
  return raised;
}

const MAX_ANNOUNCED = 20;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Raises one alert per weather warning; resolves the ones that have expired. */
export async function syncWeatherAlerts(
  deps: ServiceDeps<'db' | 'events'>,
  now = new Date(),
): Promise<Alert[]> {
  const stamp = now.toISOString();
  const active = await deps.db
    .selectFrom('weather_alerts')
    .selectAll()
    .where('starts_at', '<=', stamp)
    .where('expires_at', '>', stamp)
    .execute();
  const existing = await deps.db
    .selectFrom('alerts')
    .selectAll()
    .where('type', '=', 'WEATHER')
    .where('resolved_at', 'is', null)
    .execute();
  const desired = active.map(weatherToDesired);
  const existingAll = [
    ...existing,
    ...(await deps.db
      .selectFrom('alerts')
      .selectAll()
      .where('cause_key', 'in', desired.length ? desired.map((d) => d.causeKey) : ['-'])
      .where('resolved_at', 'is not', null)
      .execute()),
  ];
  return syncAlerts({ ...deps, desired, existing: existingAll, now });
}

function weatherToDesired(row: {
  id: string;
  location: string;
  message: string;
  severity: string;
}): DesiredAlert {
  return {
    causeKey: `WEATHER:${row.id}`,
    type: 'WEATHER',
    severity: row.severity as Severity,
    title: `Weather: ${row.location}`,
    message: row.message,
    projectId: null,
  };
}

/** Open alerts, most severe first then newest, one page at a time with the total. */
export async function listOpenAlerts(
  { db }: ServiceDeps<'db'>,
  { projectId, page, pageSize }: AlertsQuery,
): Promise<AlertPage> {
  let open = db.selectFrom('alerts').where('acknowledged', '=', 0).where('resolved_at', 'is', null);
  if (projectId) open = open.where('project_id', '=', projectId);
  const rank = sql<number>`case severity when 'CRITICAL' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 else 1 end`;
  const [{ total }, rows] = await Promise.all([
    open.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    open
      .selectAll()
      .orderBy(rank, 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { items: rows.map(toAlert), total: Number(total), page, pageSize };
}

/** Acknowledging twice is harmless: the first acknowledgement is kept. */
export async function acknowledgeAlert({
  actorId,
  id,
  ...deps
}: ServiceDeps<'db' | 'events'> & { actorId: string; id: string }): Promise<Alert> {
  const row = await deps.db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Alert not found');
  if (row.acknowledged) return toAlert(row);
  const stamp = new Date().toISOString();
  await deps.db
    .updateTable('alerts')
    .set({ acknowledged: 1, acknowledged_at: stamp, acknowledged_by: actorId, updated_at: stamp })
    .where('id', '=', id)
    .where('acknowledged', '=', 0)
    .execute();
  await recordAudit({
    db: deps.db,
    actor: { id: actorId },
    action: 'acknowledge',
    entity: 'alert',
    entityId: id,
    before: { acknowledged: false, title: row.title },
    after: { acknowledged: true, title: row.title },
  });
  const alert = toAlert({ ...row, acknowledged: 1 });
  deps.events.emit('alert.acknowledged', { alert });
  deps.events.emit('alerts.changed', {});
  return alert;
}
