/**
 * The audit trail: who changed what, when, with the changed fields before and after. Every service
 * write function records its change right after the write (inside its transaction when it has one):
 *
 *   await recordAudit({ db, actor, action: 'update', entity: 'client', entityId: id, before, after });
 *
 * Pass small objects (the input, or the fields the action touches): when both sides are given only
 * the fields that differ are kept; secrets (passwords, tokens, hashes) are never stored; long text is
 * cut. `actor` is null for the system itself or an API-key feed. Reading is listAudit (ADMIN only).
 */
import { randomUUID } from 'node:crypto';
import {
  type AuditEntity,
  type AuditEntry,
  type AuditListResponse,
  addDays,
  type auditListQuerySchema,
  zonedInstant,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import type { Actor } from '../../lib/permissions';

type Fields = Record<string, unknown>;

/** Who acted: a user, or null for the system itself or an API-key feed. */
/** null: the system itself. */
export type AuditActor = Pick<Actor, 'id'> | null;

export type AuditRecord = ServiceDeps<'db'> & {
  actor: AuditActor;
  /** A verb: create, update, delete, or the domain's own (check-out, payment, status, upload...). */
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  before?: Fields | null;
  after?: Fields | null;
};

const SECRET_KEY = /password|token|secret|hash|sha256|api[-_]?key/i;
const MAX_TEXT = 500;
const MAX_SIDE = 8_000;

export async function recordAudit({ db, actor, action, entity, entityId, before, after }: AuditRecord) {
  const [leanBefore, leanAfter] = changedOnly(before ? clean(before) : null, after ? clean(after) : null);
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      created_at: new Date().toISOString(),
      actor_id: actor?.id ?? null,
      action,
      entity,
      entity_id: entityId,
      before: serialise(leanBefore),
      after: serialise(leanAfter),
    })
    .execute();
}

/** recordAudit bound to one entity, for services with many write functions (resources). */
export function entityAudit(entity: AuditEntity) {
  return (
    db: Kysely<Database>,
    actor: AuditActor,
    action: string,
    entityId: string | null,
    before: object | null,
    after: object | null,
  ) =>
    recordAudit({
      db,
      actor,
      action,
      entity,
      entityId,
      before: before as Fields | null,
      after: after as Fields | null,
    });
}

/** Both sides given: keep only the fields whose values differ (compared as JSON). */
function changedOnly(before: Fields | null, after: Fields | null): [Fields | null, Fields | null] {
  if (!before || !after) return [before, after];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Fields = {};
  const a: Fields = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in before) b[key] = before[key];
    if (key in after) a[key] = after[key];
  }
  return [b, a];
}

function clean(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || SECRET_KEY.test(key)) continue;
    out[key] = typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  return out;
}

function serialise(fields: Fields | null): string | null {
  if (!fields) return null;
  const json = JSON.stringify(fields);
  // A blob this large is not a lean change: keep which fields changed, not their values.
  return json.length <= MAX_SIDE ? json : JSON.stringify({ changedFields: Object.keys(fields) });
}

const parse = (text: string | null): Fields | null => (text ? (JSON.parse(text) as Fields) : null);

/** A calendar day in the company's time zone as its first instant. */
const dayStart = (day: string) => zonedInstant(day).toISOString();
const nextDayStart = (day: string) => zonedInstant(addDays(day, 1)).toISOString();

export async function listAudit(
  { db }: ServiceDeps<'db'>,
  query: z.output<typeof auditListQuerySchema>,
): Promise<AuditListResponse> {
  let filtered = db.selectFrom('audit_log');
  if (query.entity) filtered = filtered.where('audit_log.entity', '=', query.entity);
  if (query.entityId) filtered = filtered.where('audit_log.entity_id', '=', query.entityId);
  if (query.userId) filtered = filtered.where('audit_log.actor_id', '=', query.userId);
  if (query.from) filtered = filtered.where('audit_log.created_at', '>=', dayStart(query.from));
  if (query.to) filtered = filtered.where('audit_log.created_at', '<', nextDayStart(query.to));
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .selectAll('audit_log')
      .select(['users.first_name', 'users.last_name'])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actor: row.actor_id
      ? {
          id: row.actor_id,
          name: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : 'Former user',
        }
      : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parse(row.before),
    after: parse(row.after),
  }));
  return { items, total: Number(count.n), page: query.page, pageSize: query.pageSize };
}
