/**
 * The dashboard's compliance figures from inspection visits (docs/metrics.md, decision 0066), per site
 * that has assets:
 * - non-compliant: an open visit past its due date, a failed check on its latest completed visit, or
 *   an open CRITICAL or MAJOR defect;
 * - compliant: otherwise, once it has a completed visit;
 * - pending: no completed visit yet (and nothing above).
 * Each query answers one row per site at most, never a row per visit or result.
 */
import { type ComplianceSite, johannesburgDate, OPEN_VISIT_STATUSES } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { latestCompletedBySite } from './visit-rows';

declare module '../../lib/events' {
  interface DomainEvents {
    /** A visit was completed or cancelled, or a defect recorded: the compliance figures move. */
    'visits.changed': { siteId: string };
  }
}

export type SiteComplianceSummary = { compliant: number; nonCompliant: number; pending: number };

/** One site's standing and the facts behind it (GET /api/projects/metrics/compliance-sites). */
export type SiteStanding = Omit<ComplianceSite, 'siteName' | 'clientId' | 'clientName'>;

/** Only the sites of these clients (the client portal's); every site when not given. */
export type StandingsFilter = { clientIds?: readonly string[] };

/** Every site with assets, with its compliance status and why; the summary counts these. */
export async function siteStandings(
  { db }: ServiceDeps<'db'>,
  today: string,
  { clientIds }: StandingsFilter = {},
): Promise<SiteStanding[]> {
  if (clientIds && clientIds.length === 0) return [];
  const latest = latestCompletedBySite({ db });
  // The same queries, each held to the clients' sites when asked (one subquery, never a query per site).
  const sitesOf = clientIds
    ? db
        .selectFrom('sites')
        .select('sites.id')
        .where('sites.client_id', 'in', [...clientIds])
    : null;
  const [withAssets, overdue, defects, completed, failed] = await Promise.all([
    db
      .selectFrom('assets')
      .select('site_id')
      .distinct()
      .$if(sitesOf !== null, (q) => q.where('site_id', 'in', sitesOf as NonNullable<typeof sitesOf>))
      .execute(),
    db
      .selectFrom('inspection_visits')
      .$if(sitesOf !== null, (q) => q.where('site_id', 'in', sitesOf as NonNullable<typeof sitesOf>))
      .select((eb) => ['site_id', eb.fn.countAll<number>().as('n'), eb.fn.min('due_date').as('oldest')])
      .where('status', 'in', [...OPEN_VISIT_STATUSES])
      .where('due_date', '<', today)
      .groupBy('site_id')
      .execute(),
    db
      .selectFrom('visit_defects')
      .select((eb) => ['site_id', eb.fn.countAll<number>().as('n')])
      .$if(sitesOf !== null, (q) => q.where('site_id', 'in', sitesOf as NonNullable<typeof sitesOf>))
      .where('status', '=', 'OPEN')
      .where('severity', 'in', ['CRITICAL', 'MAJOR'])
      .groupBy('site_id')
      .execute(),
    db
      .selectFrom(latest)
      .select(['latest.site_id', 'latest.last'])
      .$if(sitesOf !== null, (q) => q.where('latest.site_id', 'in', sitesOf as NonNullable<typeof sitesOf>))
      .execute(),
    db
      .selectFrom('inspection_visits as v')
      .innerJoin(latest, (join) =>
        join.onRef('latest.site_id', '=', 'v.site_id').onRef('latest.last', '=', 'v.completed_at'),
      )
      .select('v.site_id')
      .distinct()
      .$if(sitesOf !== null, (q) => q.where('v.site_id', 'in', sitesOf as NonNullable<typeof sitesOf>))
      .where('v.status', '=', 'COMPLETED')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('visit_results as r')
            .select('r.visit_id')
            .whereRef('r.visit_id', '=', 'v.id')
            .where('r.outcome', '=', 'FAIL'),
        ),
      )
      .execute(),
  ]);
  const overdueBy = new Map(overdue.map((row) => [row.site_id, row]));
  const defectsBy = new Map(defects.map((row) => [row.site_id, Number(row.n)]));
  const lastBy = new Map(completed.map((row) => [row.site_id, row.last]));
  const failedAt = new Set(failed.map((row) => row.site_id));
  return withAssets.map(({ site_id }) => {
    const late = overdueBy.get(site_id);
    const last = lastBy.get(site_id) ?? null;
    const openDefects = defectsBy.get(site_id) ?? 0;
    const lastFailed = failedAt.has(site_id);
    const status: ComplianceSite['status'] =
      late || openDefects > 0 || lastFailed ? 'NON_COMPLIANT' : last ? 'COMPLIANT' : 'PENDING';
    return {
      siteId: site_id,
      status,
      overdueVisits: late ? Number(late.n) : 0,
      oldestOverdue: late?.oldest ?? null,
      lastCompleted: last ? johannesburgDate(new Date(last)) : null,
      lastFailed,
      openDefects,
    };
  });
}

export async function siteCompliance(
  { db }: ServiceDeps<'db'>,
  today: string,
): Promise<SiteComplianceSummary> {
  const summary: SiteComplianceSummary = { compliant: 0, nonCompliant: 0, pending: 0 };
  for (const { status } of await siteStandings({ db }, today)) {
    if (status === 'NON_COMPLIANT') summary.nonCompliant += 1;
    else if (status === 'COMPLIANT') summary.compliant += 1;
    else summary.pending += 1;
  }
  return summary;
}

const STATUS_ORDER: Record<ComplianceSite['status'], number> = { NON_COMPLIANT: 0, PENDING: 1, COMPLIANT: 2 };

/** The sites behind the compliance figures, non-compliant first, with their names. */
export async function complianceSitesList(
  { db }: ServiceDeps<'db'>,
  today: string,
): Promise<ComplianceSite[]> {
  const standings = await siteStandings({ db }, today);
  if (standings.length === 0) return [];
  const names = await db
    .selectFrom('sites')
    .innerJoin('clients', 'clients.id', 'sites.client_id')
    .select(['sites.id', 'sites.name', 'clients.id as client_id', 'clients.name as client_name'])
    .where(
      'sites.id',
      'in',
      standings.map((s) => s.siteId),
    )
    .execute();
  const byId = new Map(names.map((row) => [row.id, row]));
  return standings
    .flatMap((standing) => {
      const named = byId.get(standing.siteId);
      return named
        ? [{ ...standing, siteName: named.name, clientId: named.client_id, clientName: named.client_name }]
        : [];
    })
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        a.clientName.localeCompare(b.clientName) ||
        a.siteName.localeCompare(b.siteName),
    );
}
