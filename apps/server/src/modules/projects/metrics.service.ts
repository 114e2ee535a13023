/**
 * Dashboard metrics (spec §3), each an SQL aggregate over the data; no query loads every row.
 * Definitions (also in docs/metrics.md):
 * - totalPortfolioValue: sum of budgets of projects in TENDER, ACTIVE or ON_HOLD (rand).
 * - activeProjects: projects in ACTIVE.
 * - overdueTasks: open milestones due before today (Johannesburg) on projects not COMPLETED/CANCELLED.
 * - winRate: (tenders won + quotes marked Won) / (tenders decided + quotes marked Won or Lost) × 100;
 *   a tender is won when it moves on to work and lost when it is cancelled while still a tender.
 * - averageHealthScore: mean of GOOD 100, AT_RISK 60, CRITICAL 20 over ACTIVE and ON_HOLD projects.
 * - complianceRate and complianceSummary: compliance status of ACTIVE, ON_HOLD and COMPLETED projects;
 *   the rate is compliant / all of them × 100.
 * - averageDaysSinceSiteVisit: over ACTIVE projects with a completed site visit, mean days since the
 *   latest one.
 * - cashFlowMonths: for each of the last six calendar months (Africa/Johannesburg), payments received
 *   (project money: payments against claims) and costs recorded, and received − costs; rand.
 * - cashFlowThisMonth / LastMonth: the net of this month and of last month.
 * - resourceUtilization.staff: share of the people in Resources → Personnel on the team of an ACTIVE
 *   project (decision 0065); equipment and vehicles
 *   come from resources/utilization.ts (checked out / assigned ÷ all).
 * - weatherAlerts: weather alerts in force now.
 */
import {
  centsToRand,
  type DashboardMetrics,
  HEALTH_SCORES,
  johannesburgDate,
  type ProjectHealth,
  SEVERITIES,
  type Severity,
} from '@firebreak/shared';
import { sql } from 'kysely';
import type { ServiceDeps } from '../../lib/context';
import { epochDays } from '../../lib/sql';
import { equipmentVehicleUtilization } from '../resources/utilization';

const OPEN_STATUSES = ['TENDER', 'ACTIVE', 'ON_HOLD'];
const CASH_FLOW_MONTHS = 6;
const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

/** First day of the month containing `date` (YYYY-MM-DD), shifted by `offset` months. */
function monthStart(date: string, offset: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + offset, 1));
  return shifted.toISOString().slice(0, 10);
}

export async function computeMetrics(
  { db, engine }: ServiceDeps<'db' | 'engine'>,
  now = new Date(),
): Promise<DashboardMetrics> {
  const today = johannesburgDate(now);
  const [
    byStatus,
    byHealth,
    byCompliance,
    outcomes,
    quoteOutcomes,
    overdue,
    siteVisits,
    cash,
    staff,
    weather,
  ] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('budget_cents').as('budget'),
      ])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('projects')
      .select((eb) => ['health', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['ACTIVE', 'ON_HOLD'])
      .groupBy('health')
      .execute(),
    db
      .selectFrom('projects')
      .select((eb) => ['compliance_status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['ACTIVE', 'ON_HOLD', 'COMPLETED'])
      .groupBy('compliance_status')
      .execute(),
    db
      .selectFrom('projects')
      .select((eb) => ['tender_outcome', eb.fn.countAll<number>().as('n')])
      .where('tender_outcome', 'is not', null)
      .groupBy('tender_outcome')
      .execute(),
    db
      .selectFrom('quotes')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['Won', 'Lost'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('milestones')
      .innerJoin('projects', 'projects.id', 'milestones.project_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('milestones.completed_at', 'is', null)
      .where('milestones.due_date', '<', today)
      .where('projects.status', 'in', OPEN_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        db
          .selectFrom('milestones')
          .innerJoin('projects', 'projects.id', 'milestones.project_id')
          .select((eb) => ['milestones.project_id', eb.fn.max('milestones.due_date').as('last_visit')])
          .where('projects.status', '=', 'ACTIVE')
          .where('milestones.kind', '=', 'SITE_VISIT')
          .where('milestones.completed_at', 'is not', null)
          .where('milestones.due_date', '<=', today)
          .groupBy('milestones.project_id')
          .as('visits'),
      )
      .select((eb) => [
        eb.fn.avg<number>(epochDays(engine, 'visits.last_visit')).as('avg_day'),
        eb.fn.countAll<number>().as('n'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('project_ledger')
      .select((eb) => [
        sql<string>`substr(occurred_on, 1, 7)`.as('month'),
        'kind',
        eb.fn.sum<number>('amount_cents').as('total'),
      ])
      .where('occurred_on', '>=', monthStart(today, -(CASH_FLOW_MONTHS - 1)))
      .where('occurred_on', '<', monthStart(today, 1))
      .groupBy(['month', 'kind'])
      .execute(),
    Promise.all([
      db
        .selectFrom('project_people')
        .innerJoin('projects', 'projects.id', 'project_people.project_id')
        .select((eb) => eb.fn.count<number>('project_people.personnel_id').distinct().as('n'))
        .where('projects.status', '=', 'ACTIVE')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('personnel')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]),
    db
      .selectFrom('weather_alerts')
      .select(['location', 'message', 'severity'])
      .where('starts_at', '<=', now.toISOString())
      .where('expires_at', '>', now.toISOString())
      .orderBy('starts_at', 'desc')
      .limit(20)
      .execute(),
  ]);

  const count = (rows: { n: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.n), 0);
  const statusRow = (status: string) => byStatus.find((row) => row.status === status);
  const portfolioCents = OPEN_STATUSES.reduce(
    (sum, status) => sum + Number(statusRow(status)?.budget ?? 0),
    0,
  );
  const healthTotal = count(byHealth);
  const healthScore = byHealth.reduce(
    (sum, row) => sum + Number(row.n) * (HEALTH_SCORES[row.health as ProjectHealth] ?? 0),
    0,
  );
  const compliance = (status: string) =>
    Number(byCompliance.find((row) => row.compliance_status === status)?.n ?? 0);
  const quotesWon = Number(quoteOutcomes.find((row) => row.status === 'Won')?.n ?? 0);
  const won = Number(outcomes.find((row) => row.tender_outcome === 'WON')?.n ?? 0) + quotesWon;
  const decided = count(outcomes) + count(quoteOutcomes);
  const cashFlowMonths = Array.from({ length: CASH_FLOW_MONTHS }, (_, index) => {
    const month = monthStart(today, index - (CASH_FLOW_MONTHS - 1)).slice(0, 7);
    const total = (kind: string) =>
      Number(cash.find((row) => row.month === month && row.kind === kind)?.total ?? 0);
    const received = total('PAYMENT');
    const spent = total('EXPENSE');
    return {
      month,
      received: centsToRand(received),
      spent: centsToRand(spent),
      net: centsToRand(received - spent),
    };
  });
  const todayDays = Date.parse(`${today}T00:00:00Z`) / 86_400_000;
  const severityRank = (severity: string) => SEVERITIES.indexOf(severity as Severity);

  return {
    totalPortfolioValue: centsToRand(portfolioCents),
    activeProjects: Number(statusRow('ACTIVE')?.n ?? 0),
    overdueTasks: Number(overdue.n),
    winRate: percent(won, decided),
    averageHealthScore: healthTotal > 0 ? round1(healthScore / healthTotal) : 0,
    complianceRate: percent(compliance('COMPLIANT'), count(byCompliance)),
    averageDaysSinceSiteVisit: Number(siteVisits.n) > 0 ? round1(todayDays - Number(siteVisits.avg_day)) : 0,
    cashFlowThisMonth: cashFlowMonths[CASH_FLOW_MONTHS - 1]!.net,
    cashFlowLastMonth: cashFlowMonths[CASH_FLOW_MONTHS - 2]!.net,
    cashFlowMonths,
    resourceUtilization: {
      staff: percent(Number(staff[0].n), Number(staff[1].n)),
      ...(await equipmentVehicleUtilization(db)),
    },
    weatherAlerts: weather
      .sort((a, b) => severityRank(b.severity) - severityRank(a.severity))
      .map((row) => ({ location: row.location, message: row.message, severity: row.severity as Severity })),
    complianceSummary: {
      compliant: compliance('COMPLIANT'),
      nonCompliant: compliance('NON_COMPLIANT'),
      pending: compliance('PENDING'),
    },
  };
}
