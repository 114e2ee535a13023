/**
 * Defects become quotes (issue 17; docs/decisions/0070): what the office is offered for a visit's open
 * defects, marking a defect put right by hand, and putting right every defect a quote priced once the
 * project that quote became is completed.
 */
import {
  assetTypeOf,
  BOQ_LIMITS,
  BOQ_MESSAGES,
  type BoqLineInput,
  type BoqQuoteInput,
  type ClientType,
  centsToRand,
  DEFECT_QUOTE_MESSAGES,
  type DefectQuoteInput,
  type DefectQuoteProposal,
  isClientType,
  type ProjectType,
  QUOTE_LIMITS,
  type SavedQuote,
  SYSTEM_PROJECT_TYPE,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../../lib/context';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/permissions';
import { type AuditActor, recordAudit } from '../../audit/audit.service';
import { toDefect } from '../../visits/visit-work.service';
import { priceBoqInput } from '../boq/boq.service';
import { toPriceItem } from '../price-list/price-list.service';
import { type QuoteActor, storeDraftQuote } from '../quotes.service';

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
export async function visitForQuote({ db }: ServiceDeps<'db'>, visitId: string) {
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
export async function openDefectsOfVisit({ db }: ServiceDeps<'db'>, visitId: string) {
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
}: ServiceDeps<'db'> & {
  visitId: string;
}): Promise<DefectQuoteProposal> {
  const visit = await visitForQuote({ db }, visitId);
  const defects = await openDefectsOfVisit({ db }, visitId);
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
  // The project type most defects' systems call for; a tie goes to the first defect's.
  const tally = new Map<ProjectType, number>();
  for (const d of defects) {
    const type = SYSTEM_PROJECT_TYPE[assetTypeOf(d.asset_type ?? '')?.system ?? ''];
    if (type) tally.set(type, (tally.get(type) ?? 0) + 1);
  }
  const projectType = [...tally.entries()].reduce<[ProjectType, number] | null>(
    (best, entry) => (best && best[1] >= entry[1] ? best : entry),
    null,
  );
  return {
    visitId: visit.visitId,
    siteId: visit.siteId,
    siteName: visit.siteName,
    clientName: visit.clientName,
    clientType: visit.clientType,
    projectTitle: defectQuoteTitle(visit.siteName),
    projectType: projectType?.[0] ?? null,
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

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * POST /api/visits/:id/quote: the chosen open defects of the visit as one Draft BOQ quote, a line each
 * (the price list item's code, unit and price, or a line at R 0 to price later), for the site's client,
 * linked to the site and the visit. Each defect takes the quote's id in the quote's own transaction;
 * a defect already on a quote, or taken by another quote meanwhile, refuses the whole quote.
 */
export async function quoteVisitDefects({
  db,
  events,
  actor,
  visitId,
  input,
  now = new Date(),
}: ServiceDeps<'db' | 'events'> & {
  actor: QuoteActor;
  visitId: string;
  input: DefectQuoteInput;
  now?: Date;
}): Promise<SavedQuote> {
  const visit = await visitForQuote({ db }, visitId);
  const open = new Map((await openDefectsOfVisit({ db }, visitId)).map((d) => [d.id, d]));
  const defectIds = input.lines.map((line) => line.defectId);
  if (new Set(defectIds).size !== defectIds.length) throw badRequest('Each defect can be quoted once');
  for (const id of defectIds) {
    const defect = open.get(id);
    if (!defect) throw badRequest(BOQ_MESSAGES.defectNotOnVisit);
    if (defect.quote_id) throw conflict(DEFECT_QUOTE_MESSAGES.alreadyQuoted(defect.quote_number ?? ''));
  }
  const itemIds = [
    ...new Set(input.lines.map((line) => line.priceItemId).filter((id): id is string => !!id)),
  ];
  const items = new Map(
    (itemIds.length
      ? await db.selectFrom('price_items').selectAll().where('id', 'in', itemIds).execute()
      : []
    ).map((item) => [item.id, item]),
  );
  const lines: BoqLineInput[] = input.lines.map((line) => {
    const defect = open.get(line.defectId)!;
    const item = line.priceItemId ? items.get(line.priceItemId) : undefined;
    const found = `${assetLabel(
      defect.asset_type
        ? { asset_type: defect.asset_type, serial: defect.serial ?? '', location: defect.location ?? '' }
        : undefined,
    )}: ${defect.description}`;
    return {
      priceItemId: line.priceItemId,
      defectId: line.defectId,
      code: item?.code ?? '',
      description: clip(item ? `${item.description} (${found})` : found, BOQ_LIMITS.descriptionMax),
      unit: item?.unit ?? 'each',
      quantity: line.quantity,
      unitPrice: item ? centsToRand(Number(item.unit_price_cents)) : 0,
    };
  });
  const bill: BoqQuoteInput = {
    templateId: input.templateId,
    projectTitle: clip(defectQuoteTitle(visit.siteName), QUOTE_LIMITS.projectTitleMax),
    clientName: clip(visit.clientName, QUOTE_LIMITS.clientNameMax),
    contactNumber: clip(visit.clientPhone, QUOTE_LIMITS.contactNumberMax),
    clientType: visit.clientType,
    urgency: input.urgency,
    location: input.location,
    lines,
  };
  // resolveBoqLines (in priceBoqInput) refuses an unknown or deleted item with its message.
  const priced = await priceBoqInput({ db }, bill, actor, now);
  const at = now.toISOString();
  const quote = await storeDraftQuote({
    db,
    events,
    actor,
    header: { ...priced.header, site_id: visit.siteId, visit_id: visitId },
    lines: priced.lines,
    now,
    alongside: async (trx, row) => {
      const claimed = await trx
        .updateTable('visit_defects')
        .set({ quote_id: row.id, updated_at: at })
        .where('id', 'in', defectIds)
        .where('quote_id', 'is', null)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== defectIds.length)
        throw conflict(
          'Another quote took one of these defects at the same time; open the quote proposal again',
        );
    },
  });
  events.emit('visits.changed', { siteId: visit.siteId });
  return quote;
}

/** POST /api/visits/:id/defects/:defectId/resolve: the office marks an open defect put right. */
export async function resolveDefect({
  db,
  events,
  actor,
  visitId,
  defectId,
  now = new Date(),
}: ServiceDeps<'db' | 'events'> & {
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
export async function resolveDefectsOfProject(
  { db }: ServiceDeps<'db'>,
  projectId: string,
  now = new Date(),
) {
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
}: ServiceDeps<'db' | 'events'> & {
  log: { error: (details: object, message: string) => void };
}) {
  const pending = new Set<Promise<void>>();
  const off = events.on('project.updated', ({ project, previous }) => {
    if (project.status !== 'COMPLETED' || previous.status === 'COMPLETED') return;
    const work = resolveDefectsOfProject({ db }, project.id)
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
