/**
 * The portal's sites (issue 31): every site of the contact's clients with its compliance standing as
 * the dashboard computes it (visits/site-compliance.ts siteStandings, held to those clients' sites; a
 * site without assets is PENDING), why in words, the next visit due, the last visit done and the open
 * defects. A handful of grouped queries, whatever the number of sites (the bench's agent has 200).
 */
import {
  DEFECT_SEVERITIES,
  type DefectSeverity,
  johannesburgDate,
  OPEN_VISIT_STATUSES,
  PORTAL_REASONS,
  type PortalSite,
  type PortalSites,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { type SiteStanding, siteStandings } from '../visits/site-compliance';

/** Why a site stands where it does, in the portal's words; nothing for a compliant or pending site. */
export function standingReasons(standing: SiteStanding | undefined): string[] {
  if (standing?.status !== 'NON_COMPLIANT') return [];
  const reasons: string[] = [];
  if (standing.overdueVisits > 0 && standing.oldestOverdue)
    reasons.push(PORTAL_REASONS.overdue(standing.overdueVisits, standing.oldestOverdue));
  if (standing.lastFailed) reasons.push(PORTAL_REASONS.failed(standing.lastCompleted));
  if (standing.openDefects > 0) reasons.push(PORTAL_REASONS.defects(standing.openDefects));
  return reasons;
}

/** The worst of the severities given (CRITICAL > MAJOR > MINOR); null for none. */
const worstOf = (severities: Iterable<string>): DefectSeverity | null =>
  DEFECT_SEVERITIES.find((severity) => [...severities].includes(severity)) ?? null;

/** The clients' sites (one site with `siteId`), by client then name. */
export async function portalSiteList(
  { db }: ServiceDeps<'db'>,
  { clientIds, today, siteId }: { clientIds: readonly string[]; today: string; siteId?: string },
): Promise<PortalSite[]> {
  if (clientIds.length === 0) return [];
  const sitesOf = db
    .selectFrom('sites')
    .select('sites.id')
    .where('sites.client_id', 'in', [...clientIds])
    .$if(siteId !== undefined, (q) => q.where('sites.id', '=', siteId ?? ''));
  const [sites, standings, nextDue, lastDone, defects] = await Promise.all([
    db
      .selectFrom('sites')
      .innerJoin('clients', 'clients.id', 'sites.client_id')
      .select([
        'sites.id',
        'sites.name',
        'sites.address',
        'clients.id as client_id',
        'clients.name as client_name',
      ])
      .where('sites.id', 'in', sitesOf)
      .orderBy('clients.name')
      .orderBy('sites.name')
      .orderBy('sites.id')
      .execute(),
    siteStandings({ db }, today, { clientIds }),
    db
      .selectFrom('inspection_visits')
      .select((eb) => ['site_id', eb.fn.min('due_date').as('due')])
      .where('site_id', 'in', sitesOf)
      .where('status', 'in', [...OPEN_VISIT_STATUSES])
      .groupBy('site_id')
      .execute(),
    db
      .selectFrom('inspection_visits')
      .select((eb) => ['site_id', eb.fn.max('completed_at').as('last')])
      .where('site_id', 'in', sitesOf)
      .where('status', '=', 'COMPLETED')
      .groupBy('site_id')
      .execute(),
    db
      .selectFrom('visit_defects')
      .select((eb) => ['site_id', 'severity', eb.fn.countAll<number>().as('n')])
      .where('site_id', 'in', sitesOf)
      .where('status', '=', 'OPEN')
      .groupBy(['site_id', 'severity'])
      .execute(),
  ]);
  const standingOf = new Map(standings.map((standing) => [standing.siteId, standing]));
  const dueOf = new Map(nextDue.map((row) => [row.site_id, row.due as string | null]));
  const lastOf = new Map(lastDone.map((row) => [row.site_id, row.last as string | null]));
  const defectsOf = new Map<string, Array<{ severity: string; n: number }>>();
  for (const row of defects)
    defectsOf.set(row.site_id, [
      ...(defectsOf.get(row.site_id) ?? []),
      { severity: row.severity, n: Number(row.n) },
    ]);
  return sites.map((site) => {
    const standing = standingOf.get(site.id);
    const open = defectsOf.get(site.id) ?? [];
    const last = lastOf.get(site.id) ?? null;
    return {
      id: site.id,
      name: site.name,
      address: site.address,
      clientId: site.client_id,
      clientName: site.client_name,
      // Not in the standings: the site has no assets, and the dashboard counts it pending.
      standing: standing?.status ?? 'PENDING',
      reasons: standingReasons(standing),
      nextVisitDue: dueOf.get(site.id) ?? null,
      lastVisitDone: last ? johannesburgDate(new Date(last)) : null,
      worstDefect: worstOf(open.map((row) => row.severity)),
      openDefects: open.reduce((sum, row) => sum + row.n, 0),
    };
  });
}

/** GET /api/portal/sites: the sites and how many stand where. */
export async function portalSites(
  deps: ServiceDeps<'db'>,
  { clientIds, today }: { clientIds: readonly string[]; today: string },
): Promise<PortalSites> {
  const sites = await portalSiteList(deps, { clientIds, today });
  const summary = { compliant: 0, nonCompliant: 0, pending: 0 };
  for (const site of sites) {
    if (site.standing === 'COMPLIANT') summary.compliant += 1;
    else if (site.standing === 'NON_COMPLIANT') summary.nonCompliant += 1;
    else summary.pending += 1;
  }
  return { sites, summary };
}
