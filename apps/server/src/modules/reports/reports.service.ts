/** The CSV files of 'Export Reports': every project, and the dashboard metrics. */
import { centsToRand, johannesburgDate, LABELS } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { toCsv } from '../../lib/csv';
import { computeMetrics } from '../projects/metrics.service';

const PAGE = 1000;

/** Every project, one row each, oldest first. */
export async function projectsCsv({ db }: ServiceDeps<'db'>): Promise<string> {
  const header = [
    'Title',
    'Client',
    'Client type',
    'Type',
    'Urgency',
    'Location',
    'Area (m²)',
    'Budget (R)',
    'Spent (R)',
    'Status',
    'Progress (%)',
    'Health',
    'Compliance',
    'Due date',
    'Created',
  ];
  const rows: unknown[][] = [];
  // Read in pages so a large portfolio never sits in one result set.
  for (let offset = 0; ; offset += PAGE) {
    const page = await db
      .selectFrom('projects')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(PAGE)
      .offset(offset)
      .execute();
    for (const p of page) {
      rows.push([
        p.title,
        p.client_name,
        LABELS.clientType[p.client_type as keyof typeof LABELS.clientType] ?? p.client_type,
        LABELS.projectType[p.type as keyof typeof LABELS.projectType] ?? p.type,
        p.urgency,
        p.location,
        Number(p.area),
        centsToRand(p.budget_cents),
        centsToRand(p.spent_cents),
        p.status,
        Number(p.progress),
        p.health,
        p.compliance_status,
        p.due_date ?? '',
        johannesburgDate(new Date(p.created_at)),
      ]);
    }
    if (page.length < PAGE) break;
  }
  return toCsv([header, ...rows]);
}

/** The dashboard's figures, one metric a row. */
export async function metricsCsv(context: ServiceDeps<'db' | 'engine'>): Promise<string> {
  const m = await computeMetrics(context);
  const rows: unknown[][] = [
    ['Metric', 'Value'],
    ['Total portfolio value (R)', m.totalPortfolioValue],
    ['Active projects', m.activeProjects],
    ['Overdue tasks', m.overdueTasks],
    ['Win rate (%)', m.winRate],
    ['Average health score', m.averageHealthScore],
    ['Compliance rate (%)', m.complianceRate],
    ['Average days since site visit', m.averageDaysSinceSiteVisit],
    ['Cash flow this month (R)', m.cashFlowThisMonth],
    ['Cash flow last month (R)', m.cashFlowLastMonth],
    ['Staff utilisation (%)', m.resourceUtilization.staff],
    ['Equipment utilisation (%)', m.resourceUtilization.equipment],
    ['Vehicle utilisation (%)', m.resourceUtilization.vehicles],
    ['Compliant sites', m.complianceSummary.compliant],
    ['Non-compliant sites', m.complianceSummary.nonCompliant],
    ['Sites pending compliance', m.complianceSummary.pending],
    ...m.weatherAlerts.map((w) => [`Weather alert (${w.severity})`, `${w.location}: ${w.message}`]),
  ];
  return toCsv(rows);
}
