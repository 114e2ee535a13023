/**
 * The dashboard's compliance figures from inspection visits (docs/metrics.md, decision 0066), per site
 * that has assets:
 * - non-compliant: an open visit past its due date, a failed check on its latest completed visit, or
 *   an open CRITICAL or MAJOR defect;
 * - compliant: otherwise, once it has a completed visit;
 * - pending: no completed visit yet (and nothing above).
 * Each query answers one row per site at most, never a row per visit or result.
 */
import { OPEN_VISIT_STATUSES } from '@firebreak/shared';
import { type Db, latestCompletedBySite } from './visit-rows';

declare module '../../lib/events' {
  interface DomainEvents {
    /** A visit was completed or cancelled, or a defect recorded: the compliance figures move. */
    'visits.changed': { siteId: string };
  }
}

export type SiteComplianceSummary = { compliant: number; nonCompliant: number; pending: number };

export async function siteCompliance(db: Db, today: string): Promise<SiteComplianceSummary> {
  const latest = latestCompletedBySite(db);
  const [withAssets, overdue, defects, completed, failed] = await Promise.all([
    db.selectFrom('assets').select('site_id').distinct().execute(),
    db
      .selectFrom('inspection_visits')
      .select('site_id')
      .distinct()
      .where('status', 'in', [...OPEN_VISIT_STATUSES])
      .where('due_date', '<', today)
      .execute(),
    db
      .selectFrom('visit_defects')
      .select('site_id')
      .distinct()
      .where('status', '=', 'OPEN')
      .where('severity', 'in', ['CRITICAL', 'MAJOR'])
      .execute(),
    db.selectFrom(latest).select('latest.site_id').execute(),
    db
      .selectFrom('inspection_visits as v')
      .innerJoin(latest, (join) =>
        join.onRef('latest.site_id', '=', 'v.site_id').onRef('latest.last', '=', 'v.completed_at'),
      )
      .select('v.site_id')
      .distinct()
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
  const ids = (rows: { site_id: string }[]) => new Set(rows.map((row) => row.site_id));
  const bad = new Set([...ids(overdue), ...ids(defects), ...ids(failed)]);
  const done = ids(completed);
  const summary: SiteComplianceSummary = { compliant: 0, nonCompliant: 0, pending: 0 };
  for (const { site_id } of withAssets) {
    if (bad.has(site_id)) summary.nonCompliant += 1;
    else if (done.has(site_id)) summary.compliant += 1;
    else summary.pending += 1;
  }
  return summary;
}
