/**
 * The site's log book (SANS 10139; issue 31, decision 0092): the building's own people record call-point
 * and alarm tests, false alarms, fires, faults, drills and isolations between the contractor's visits.
 * A contact writes and reads their clients' sites' entries in the portal; the office reads a site's on
 * its page, and the technician sees those since the site's last completed visit on the visit's page.
 * An entry's time is South African local (YYYY-MM-DDTHH:mm), as the form took it.
 */
import { randomUUID } from 'node:crypto';
import {
  LOGBOOK_LIST_MAX,
  type LogbookEntry,
  type LogbookEntryInput,
  type LogbookKind,
  logbookTimeError,
  SITE_STRINGS,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { portalClientIds, portalSiteOr404 } from './portal-access';

function entryQuery({ db }: ServiceDeps<'db'>) {
  return db
    .selectFrom('logbook_entries as e')
    .innerJoin('sites as s', 's.id', 'e.site_id')
    .innerJoin('users as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.site_id',
      's.name as site_name',
      'e.kind',
      'e.occurred_at',
      'e.location',
      'e.description',
      'e.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.created_at', 'desc')
    .limit(LOGBOOK_LIST_MAX);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

const toEntry = (row: EntryRow): LogbookEntry => ({
  id: row.id,
  siteId: row.site_id,
  siteName: row.site_name,
  kind: row.kind as LogbookKind,
  occurredAt: row.occurred_at,
  location: row.location,
  description: row.description,
  recordedBy: `${row.first_name} ${row.last_name}`.trim(),
  createdAt: row.created_at,
});

/** POST /api/portal/logbook: another client's site is a 404; a time to come or before 2000 a 400. */
export async function createLogbookEntry({
  db,
  events,
  actor,
  input,
  now = new Date(),
}: ServiceDeps<'db' | 'events'> & {
  actor: Actor;
  input: Required<LogbookEntryInput>;
  now?: Date;
}): Promise<LogbookEntry> {
  const site = await portalSiteOr404({ db }, actor.id, input.siteId);
  const timeError = logbookTimeError(input.occurredAt, now);
  if (timeError) throw badRequest(timeError);
  const id = randomUUID();
  const row = {
    id,
    client_id: site.client_id,
    site_id: site.id,
    kind: input.kind,
    occurred_at: input.occurredAt,
    location: input.location,
    description: input.description,
    created_by: actor.id,
    created_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('logbook_entries').values(row).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'logbook-entry',
      entityId: id,
      after: {
        siteId: site.id,
        kind: input.kind,
        occurredAt: input.occurredAt,
        location: input.location,
        description: input.description,
      },
    });
  });
  events.emit('portal.changed', { clientId: site.client_id, what: 'logbook' });
  return toEntry(await entryQuery({ db }).where('e.id', '=', id).executeTakeFirstOrThrow());
}

/** GET /api/portal/logbook[?siteId]: the contact's clients' sites' entries, newest first. */
export async function listPortalLogbook({
  db,
  userId,
  siteId,
}: ServiceDeps<'db'> & { userId: string; siteId?: string | undefined }): Promise<LogbookEntry[]> {
  if (siteId) await portalSiteOr404({ db }, userId, siteId);
  const clientIds = await portalClientIds({ db }, userId);
  if (clientIds.length === 0) return [];
  const rows = await entryQuery({ db })
    .where('s.client_id', 'in', clientIds)
    .$if(Boolean(siteId), (q) => q.where('e.site_id', '=', siteId as string))
    .execute();
  return rows.map(toEntry);
}

/** GET /api/sites/:id/logbook for the office: the site's entries, newest first; 404 for no such site. */
export async function siteLogbook({
  db,
  siteId,
}: ServiceDeps<'db'> & { siteId: string }): Promise<LogbookEntry[]> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound(SITE_STRINGS.siteNotFound);
  return (await entryQuery({ db }).where('e.site_id', '=', siteId).execute()).map(toEntry);
}

/** An instant as South African local time to the minute (the country keeps UTC+2 all year). */
const localMinute = (iso: string) => new Date(Date.parse(iso) + 2 * 3_600_000).toISOString().slice(0, 16);

/**
 * The site's entries since its last completed visit other than `visitId` (every kind of visit), newest
 * first; all of them (to the list's bound) when none was completed yet.
 */
export async function logbookSinceLastVisit({
  db,
  siteId,
  visitId,
}: ServiceDeps<'db'> & { siteId: string; visitId: string }): Promise<LogbookEntry[]> {
  const last = await db
    .selectFrom('inspection_visits')
    .select((eb) => eb.fn.max('completed_at').as('at'))
    .where('site_id', '=', siteId)
    .where('status', '=', 'COMPLETED')
    .where('id', '!=', visitId)
    .executeTakeFirst();
  const since = last?.at ? localMinute(String(last.at)) : null;
  const rows = await entryQuery({ db })
    .where('e.site_id', '=', siteId)
    .$if(since !== null, (q) => q.where('e.occurred_at', '>=', since as string))
    .execute();
  return rows.map(toEntry);
}
