/**
 * One site in the portal (issue 31): its standing (portal-sites.service.ts), its assets with when they
 * were last serviced and are next due, its visits newest first with the outcome and the technician's
 * name and SAQCC registration (nothing else about staff), and its open defects with their photos and
 * the quote pricing them once that quote was sent. Downloads are the portal's own routes.
 */
import {
  assetTypeOf,
  type DefectSeverity,
  johannesburgDate,
  OPEN_VISIT_STATUSES,
  PORTAL_DOWNLOADS,
  type PortalSiteDetail,
  type PortalVisit,
  VISIT_KIND_LABELS,
  type VisitCover,
  type VisitKind,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { assetLabel } from '../quotes/defect/defect-quotes';
import { parseList } from '../visits/visits.mapper';
import { portalClientIds, portalSiteOr404 } from './portal-access';
import { listPortalQuotes } from './portal-quotes.service';
import { portalSiteList } from './portal-sites.service';

const earlier = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

export async function portalSiteDetail(
  { db, companyName }: ServiceDeps<'db'> & { companyName: string },
  { userId, siteId, today }: { userId: string; siteId: string; today: string },
): Promise<PortalSiteDetail> {
  await portalSiteOr404({ db }, userId, siteId);
  const clientIds = await portalClientIds({ db }, userId);
  const [[site], assets, serviced, visits, failed, defects] = await Promise.all([
    portalSiteList({ db }, { clientIds, today, siteId }),
    db
      .selectFrom('assets')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('asset_type')
      .orderBy('location')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('visit_results as r')
      .innerJoin('inspection_visits as v', 'v.id', 'r.visit_id')
      .select((eb) => ['r.asset_id', eb.fn.max('v.completed_at').as('last')])
      .where('v.site_id', '=', siteId)
      .where('v.status', '=', 'COMPLETED')
      .groupBy('r.asset_id')
      .execute(),
    db
      .selectFrom('inspection_visits as v')
      .leftJoin('personnel as p', 'p.id', 'v.technician_id')
      .select([
        'v.id',
        'v.kind',
        'v.status',
        'v.due_date',
        'v.scheduled_for',
        'v.completed_at',
        'v.covers',
        'v.technician_id',
        'v.report_document_id',
        'v.certificate_document_id',
        'p.name as technician_name',
      ])
      .where('v.site_id', '=', siteId)
      // The history: visits done or under way. What is coming is the site's next visit due.
      .where('v.status', 'in', ['COMPLETED', 'IN_PROGRESS'])
      .execute(),
    db
      .selectFrom('visit_results as r')
      .innerJoin('inspection_visits as v', 'v.id', 'r.visit_id')
      .select('r.visit_id')
      .distinct()
      .where('v.site_id', '=', siteId)
      .where('r.outcome', '=', 'FAIL')
      .execute(),
    db
      .selectFrom('visit_defects as d')
      .leftJoin('assets as a', 'a.id', 'd.asset_id')
      .select([
        'd.id',
        'd.severity',
        'd.description',
        'd.created_at',
        'd.quote_id',
        'd.asset_id',
        'a.asset_type',
        'a.serial',
        'a.location',
      ])
      .where('d.site_id', '=', siteId)
      .where('d.status', '=', 'OPEN')
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id')
      .execute(),
  ]);
  if (!site) throw notFound('Site not found');

  // An asset's next due: the earliest open visit that covers it.
  const nextDue = new Map<string, string>();
  for (const visit of visits)
    if ((OPEN_VISIT_STATUSES as readonly string[]).includes(visit.status))
      for (const cover of parseList<VisitCover>(visit.covers))
        nextDue.set(cover.assetId, earlier(nextDue.get(cover.assetId), visit.due_date));
  const lastServiced = new Map(serviced.map((row) => [row.asset_id, row.last as string | null]));

  const technicians = [
    ...new Set(visits.flatMap((visit) => (visit.technician_id ? [visit.technician_id] : []))),
  ];
  const [registrations, photos, quoteRows] = await Promise.all([
    technicians.length
      ? db
          .selectFrom('personnel_registrations')
          .select(['personnel_id', 'number', 'expires_on'])
          .where('personnel_id', 'in', technicians)
          .orderBy('number')
          .execute()
      : [],
    defects.length
      ? db
          .selectFrom('visit_photos')
          .select(['id', 'defect_id'])
          .where(
            'defect_id',
            'in',
            defects.map((defect) => defect.id),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [],
    defects.some((defect) => defect.quote_id)
      ? db
          .selectFrom('quotes')
          .select(['id', 'superseded_by'])
          .where('id', 'in', [
            ...new Set(defects.flatMap((defect) => (defect.quote_id ? [defect.quote_id] : []))),
          ])
          .execute()
      : [],
  ]);
  // A defect's quote is its family's latest revision, shown only once it was sent (listPortalQuotes).
  const latestOf = new Map(quoteRows.map((row) => [row.id, row.superseded_by ?? row.id]));
  const sent = latestOf.size
    ? await listPortalQuotes({ db, companyName, userId }, [...new Set(latestOf.values())])
    : [];
  const sentById = new Map(sent.map((quote) => [quote.id, quote]));
  const failedVisits = new Set(failed.map((row) => row.visit_id));

  const visitDay = (visit: (typeof visits)[number]) =>
    visit.completed_at
      ? johannesburgDate(new Date(visit.completed_at))
      : (visit.scheduled_for ?? visit.due_date);
  const portalVisits: PortalVisit[] = visits
    .map((visit) => {
      const date = visitDay(visit);
      const done = visit.status === 'COMPLETED';
      const held = registrations
        .filter((row) => row.personnel_id === visit.technician_id && row.expires_on >= date)
        .map((row) => row.number);
      const kind = (visit.kind ?? 'ROUTINE') as VisitKind;
      return {
        id: visit.id,
        date,
        kind,
        kindLabel: VISIT_KIND_LABELS[kind] ?? kind,
        status: visit.status,
        outcome: done ? (failedVisits.has(visit.id) ? 'FAIL' : 'PASS') : null,
        technicianName: visit.technician_name ?? null,
        technicianRegistration: held.length ? held.join(', ') : null,
        reportUrl: done && visit.report_document_id ? PORTAL_DOWNLOADS.report(visit.id) : null,
        certificateUrl: done && visit.certificate_document_id ? PORTAL_DOWNLOADS.certificate(visit.id) : null,
      } satisfies PortalVisit;
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

  return {
    site,
    assets: assets.map((asset) => {
      const type = assetTypeOf(asset.asset_type);
      const last = lastServiced.get(asset.id) ?? null;
      return {
        id: asset.id,
        system: type?.system ?? '',
        typeLabel: type?.label ?? asset.asset_type,
        location: asset.location,
        make: asset.make,
        model: asset.model,
        serial: asset.serial,
        installedOn: asset.installed_on,
        lastServiced: last ? johannesburgDate(new Date(last)) : null,
        nextDue: nextDue.get(asset.id) ?? null,
      };
    }),
    visits: portalVisits,
    defects: defects.map((defect) => {
      const latest = defect.quote_id ? latestOf.get(defect.quote_id) : undefined;
      const quote = latest ? sentById.get(latest) : undefined;
      return {
        id: defect.id,
        severity: defect.severity as DefectSeverity,
        description: defect.description,
        assetLabel: defect.asset_id
          ? assetLabel(
              defect.asset_type
                ? {
                    asset_type: defect.asset_type,
                    serial: defect.serial ?? '',
                    location: defect.location ?? '',
                  }
                : undefined,
            )
          : null,
        raisedOn: johannesburgDate(new Date(defect.created_at)),
        photoUrls: photos
          .filter((photo) => photo.defect_id === defect.id)
          .map((photo) => PORTAL_DOWNLOADS.defectPhoto(defect.id, photo.id)),
        quote: quote ? { id: quote.id, number: quote.number, status: quote.state, total: quote.total } : null,
      };
    }),
  };
}
