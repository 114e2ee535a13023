/**
 * Defects become quotes (issue 17; docs/decisions/0070): what the office is offered for a visit's open
 * defects, marking a defect put right by hand, and putting right every defect a quote priced once the
 * project that quote became is completed.
 */
import {
  assetTypeOf,
  type ClientType,
  DEFECT_QUOTE_MESSAGES,
  type DefectQuoteProposal,
  isClientType,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { Actor } from '../../lib/permissions';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { toPriceItem } from '../price-list/price-list.service';
import { toDefect } from './visit-work.service';

type Db = Kysely<Database>;

/** How many price list items are offered per defect. */
const SUGGESTIONS = 5;

export const defectQuoteTitle = (siteName: string) => `Defect repairs: ${siteName}`;

/** The site's asset as a person reads it: type, serial, where it is. */
export function assetLabel(asset: { asset_type: string; serial: string; location: string } | undefined) {
  if (!asset) return 'Site-wide';
  return [assetTypeOf(asset.asset_type)?.label ?? asset.asset_type, asset.serial, asset.location]
    .filter(Boolean)
    .join(' · ');
}

/** The visit, its site and the site's client, or 404. */
export async function visitForQuote(db: Db, visitId: string) {
  const row = await db
    .selectFrom('inspection_visits as v')
    .innerJoin('sites as s', 's.id', 'v.site_id')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select([
      'v.id as visitId',
      'v.site_id as siteId',
      's.name as siteName',
      'c.name as clientName',
      'c.type as clientType',
      'c.phone as clientPhone',
    ])
    .where('v.id', '=', visitId)
    .executeTakeFirst();
  if (!row) throw notFound('Visit not found');
  return {
    ...row,
    clientType: (isClientType(row.clientType) ? row.clientType : 'COMMERCIAL') as ClientType,
  };
}

/** The visit's open defects with their assets and the quotes already pricing them, oldest first. */
export async function openDefectsOfVisit(db: Db, visitId: string) {
  return db
    .selectFrom('visit_defects as d')
    .leftJoin('assets as a', 'a.id', 'd.asset_id')
    .leftJoin('quotes as q', 'q.id', 'd.quote_id')
    .selectAll('d')
    .select(['a.asset_type', 'a.serial', 'a.location', 'q.quote_number'])
    .where('d.visit_id', '=', visitId)
    .where('d.status', '=', 'OPEN')
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

export async function defectQuoteProposal({
  db,
  visitId,
}: {
  db: Db;
  visitId: string;
}): Promise<DefectQuoteProposal> {
  const visit = await visitForQuote(db, visitId);
  const defects = await openDefectsOfVisit(db, visitId);
  const types = [...new Set(defects.map((d) => d.asset_type).filter((t): t is string => !!t))];
  const items =
    types.length === 0
      ? []
      : await db
          .selectFrom('price_items as p')
          .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
          .selectAll('p')
          .select('s.name as supplier_name')
          .where('p.asset_type', 'in', types)
          .where('p.deleted_at', 'is', null)
          .orderBy('p.unit_price_cents')
          .orderBy('p.description')
          .execute();
  return {
    visitId: visit.visitId,
    siteId: visit.siteId,
    siteName: visit.siteName,
    clientName: visit.clientName,
    clientType: visit.clientType,
    projectTitle: defectQuoteTitle(visit.siteName),
    defects: defects.map((d) => ({
      defect: toDefect(d),
      assetLabel: assetLabel(
        d.asset_type
          ? { asset_type: d.asset_type, serial: d.serial ?? '', location: d.location ?? '' }
          : undefined,
      ),
      assetType: d.asset_type,
      quote: d.quote_id && d.quote_number ? { id: d.quote_id, quoteNumber: d.quote_number } : null,
      suggestions: items
        .filter((item) => item.asset_type === d.asset_type)
        .slice(0, SUGGESTIONS)
        .map(toPriceItem),
    })),
  };
}

/** POST /api/visits/:id/defects/:defectId/resolve: the office marks an open defect put right. */
export async function resolveDefect({
  db,
  events,
  actor,
  visitId,
  defectId,
  now = new Date(),
}: {
  db: Db;
  events: EventBus;
  actor: AuditActor & Actor;
  visitId: string;
  defectId: string;
  now?: Date;
}) {
  const row = await db
    .selectFrom('visit_defects')
    .selectAll()
    .where('id', '=', defectId)
    .where('visit_id', '=', visitId)
    .executeTakeFirst();
  if (!row) throw notFound('Defect not found');
  if (row.status !== 'OPEN') throw conflict(DEFECT_QUOTE_MESSAGES.notOpen);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('visit_defects')
      .set({ status: 'RESOLVED', resolved_at: at, updated_at: at })
      .where('id', '=', defectId)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'resolve-defect',
      entity: 'visit',
      entityId: visitId,
      before: { defect: defectId, status: 'OPEN' },
      after: { defect: defectId, status: 'RESOLVED', description: row.description },
    });
  });
  events.emit('visits.changed', { siteId: row.site_id });
  return toDefect({ ...row, status: 'RESOLVED', resolved_at: at });
}

/**
 * Every open defect priced by a quote that became this project is put right: the project's
 * completion is the repair's. Returns the sites touched.
 */
export async function resolveDefectsOfProject(db: Db, projectId: string, now = new Date()) {
  const defects = await db
    .selectFrom('visit_defects as d')
    .innerJoin('quotes as q', 'q.id', 'd.quote_id')
    .select(['d.id', 'd.site_id'])
    .where('q.project_id', '=', projectId)
    .where('d.status', '=', 'OPEN')
    .execute();
  if (defects.length === 0) return [];
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('visit_defects')
      .set({ status: 'RESOLVED', resolved_at: at, updated_at: at })
      .where(
        'id',
        'in',
        defects.map((d) => d.id),
      )
      .where('status', '=', 'OPEN')
      .execute();
    await recordAudit({
      db: trx,
      actor: null,
      action: 'resolve-defects',
      entity: 'project',
      entityId: projectId,
      after: { defectsResolved: defects.length },
    });
  });
  return [...new Set(defects.map((d) => d.site_id))];
}

/**
 * Listens for projects becoming COMPLETED and puts their quoted defects right. `idle()` settles once
 * every resolution started so far has finished (tests and shutdown wait on it).
 */
export function registerDefectResolution({
  db,
  events,
  log,
}: {
  db: Db;
  events: EventBus;
  log: { error: (details: object, message: string) => void };
}) {
  const pending = new Set<Promise<void>>();
  const off = events.on('project.updated', ({ project, previous }) => {
    if (project.status !== 'COMPLETED' || previous.status === 'COMPLETED') return;
    const work = resolveDefectsOfProject(db, project.id)
      .then((siteIds) => {
        for (const siteId of siteIds) events.emit('visits.changed', { siteId });
      })
      .catch((error) => log.error({ err: error, projectId: project.id }, 'resolving defects failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
  });
  return {
    idle: async () => {
      await Promise.all([...pending]);
    },
    close: off,
  };
}
