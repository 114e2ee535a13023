/**
 * Dashboard metrics (spec §3), each an SQL aggregate over the data; no query loads every row.
 * Definitions (also in docs/metrics.md):
 * - totalPortfolioValue: sum of budgets of projects in TENDER, ACTIVE or ON_HOLD (rand).
 * - activeProjects: projects in ACTIVE.
 * - overdueTasks: open milestones due before today (Johannesburg) on projects not COMPLETED/CANCELLED.
 * - winRate: (tenders won + quotes marked Won) / (tenders decided + quotes marked Won or Lost) × 100;
 *   a tender is won when it moves on to work and lost when it is cancelled while still a tender; a
 *   project made from a decided quote is that quote's decision, counted once (decidedTenders).
 * - averageHealthScore: mean of GOOD 100, AT_RISK 60, CRITICAL 20 over ACTIVE and ON_HOLD projects.
 * - complianceRate and complianceSummary: per site with assets, from its inspection visits
 *   (visits/site-compliance.ts): compliant, non-compliant or pending; the rate is compliant ÷ sites
 *   with assets × 100.
 * - averageDaysSinceSiteVisit: over ACTIVE projects with a completed site visit, mean days since the
 *   latest one.
 * - cashFlowMonths: for each of the last six calendar months (Africa/Johannesburg), money in (client
 *   payments received, from the money register), costs recorded, received − costs, and money due
 *   (what issued invoices falling due in the month still owe today); rand.
 * - cashFlowThisMonth / LastMonth: the net of this month and of last month.
 * - resourceUtilization.staff: share of the people in Resources → Personnel on the team of an ACTIVE
 *   project (decision 0064); equipment and vehicles
 *   come from resources/utilization.ts (checked out / assigned ÷ all).
 * - weatherAlerts: weather alerts in force now.
 * The lists behind the figures share their queries, so a list and its figure cannot disagree:
 * overdueTasksList (the overdue tasks, from overdueMilestones), cashFlowMonth (one month's payments
 * and costs, from registerPaymentsBetween, ledgerBetween and cashMonthTotals) and winRateDetail (the decisions, from
 * decidedTenders and the quotes marked Won or Lost).
 */
import {
  CASH_FLOW_ENTRIES_LIMIT,
  type CashFlowMonthDetail,
  type CostCategory,
  centsToRand,
  type DashboardMetrics,
  HEALTH_SCORES,
  johannesburgDate,
  type MilestoneKind,
  OVERDUE_TASKS_LIMIT,
  type OverdueTasksResponse,
  type ProjectHealth,
  type ProjectStatus,
  SEVERITIES,
  type Severity,
  type WinRateDecision,
  type WinRateDetail,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { epochDays } from '../../lib/sql';
import { equipmentVehicleUtilization } from '../resources/utilization';
import { siteCompliance } from '../visits/site-compliance';

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

/** Calendar days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The overdue tasks: open milestones due before `today` on TENDER, ACTIVE or ON_HOLD projects. The
 * dashboard's overdueTasks counts these rows and the list behind the card reads them.
 */
export function overdueMilestones({ db }: ServiceDeps<'db'>, today: string) {
  return db
    .selectFrom('milestones')
    .innerJoin('projects', 'projects.id', 'milestones.project_id')
    .where('milestones.completed_at', 'is', null)
    .where('milestones.due_date', '<', today)
    .where('projects.status', 'in', OPEN_STATUSES);
}

/** Ledger rows (payments and costs) dated from `from` up to, not including, `until`. */
export function ledgerBetween({ db }: ServiceDeps<'db'>, from: string, until: string) {
  return db
    .selectFrom('project_ledger')
    .where('project_ledger.occurred_on', '>=', from)
    .where('project_ledger.occurred_on', '<', until);
}

/** Client payments (the money register: recorded there or on a project's Money tab) paid from `from` up to `until`. */
export function registerPaymentsBetween({ db }: ServiceDeps<'db'>, from: string, until: string) {
  return db
    .selectFrom('client_payments')
    .where('client_payments.paid_on', '>=', from)
    .where('client_payments.paid_on', '<', until);
}

type MonthRow = { month: string; kind: 'PAYMENT' | 'EXPENSE' | 'DUE'; total: number; n: number };

/**
 * Per month (YYYY-MM): money in (PAYMENT: client payments received, from the register), costs
 * (EXPENSE: the projects' costs) and money due (DUE: what issued invoices falling due in the month
 * still owe today, less credit notes and allocations), each with its sum in cents and count.
 */
async function cashMonthTotals(db: Kysely<Database>, from: string, until: string): Promise<MonthRow[]> {
  const [payments, costs, due] = await Promise.all([
    registerPaymentsBetween({ db }, from, until)
      .select((eb) => [
        sql<string>`substr(client_payments.paid_on, 1, 7)`.as('month'),
        eb.fn.sum<number>('client_payments.amount_cents').as('total'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy('month')
      .execute(),
    ledgerBetween({ db }, from, until)
      .select((eb) => [
        sql<string>`substr(project_ledger.occurred_on, 1, 7)`.as('month'),
        eb.fn.sum<number>('project_ledger.amount_cents').as('total'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('project_ledger.kind', '=', 'EXPENSE')
      .groupBy('month')
      .execute(),
    sql<{ month: string; total: number | string | null; n: number | string }>`
      SELECT o.month, SUM(o.balance) AS total, COUNT(*) AS n FROM (
        SELECT substr(i.due_date, 1, 7) AS month,
          i.total_cents
          - COALESCE((SELECT SUM(cn.total_cents) FROM invoices cn
              WHERE cn.credits_invoice_id = i.id AND cn.kind = 'CREDIT_NOTE' AND cn.status = 'ISSUED'), 0)
          - COALESCE((SELECT SUM(a.amount_cents) FROM payment_allocations a WHERE a.invoice_id = i.id), 0)
          AS balance
        FROM invoices i
        WHERE i.kind = 'INVOICE' AND i.status = 'ISSUED' AND i.due_date >= ${from} AND i.due_date < ${until}
      ) o
      WHERE o.balance > 0
      GROUP BY o.month`
      .execute(db)
      .then((result) => result.rows),
  ]);
  const rows = (kind: MonthRow['kind'], found: { month: string; total: unknown; n: unknown }[]) =>
    found.map((row) => ({ month: row.month, kind, total: Number(row.total ?? 0), n: Number(row.n) }));
  return [...rows('PAYMENT', payments), ...rows('EXPENSE', costs), ...rows('DUE', due)];
}

/** One month's figures as the card and the chart show them. */
function monthFigures(rows: MonthRow[], month: string) {
  const row = (kind: MonthRow['kind']) => rows.find((r) => r.month === month && r.kind === kind);
  const received = row('PAYMENT')?.total ?? 0;
  const spent = row('EXPENSE')?.total ?? 0;
  return {
    month,
    received: centsToRand(received),
    spent: centsToRand(spent),
    net: centsToRand(received - spent),
    due: centsToRand(row('DUE')?.total ?? 0),
    paymentCount: row('PAYMENT')?.n ?? 0,
    costCount: row('EXPENSE')?.n ?? 0,
  };
}

/**
 * The tenders the Win Rate counts: projects won (moved from TENDER to work) or lost (cancelled as a
 * tender), except those made from a quote marked Won or Lost, whose decision is the quote's and is
 * counted once, as the quote (a won quote's project starts as won work).
 */
function decidedTenders(db: Kysely<Database>) {
  return db
    .selectFrom('projects')
    .where('projects.tender_outcome', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('quotes')
            .select('quotes.id')
            .whereRef('quotes.project_id', '=', 'projects.id')
            .where('quotes.status', 'in', ['Won', 'Lost']),
        ),
      ),
    );
}

/** Every decision behind the Win Rate, newest first, with the counts the card's figure is made of. */
export async function winRateDetail({ db }: ServiceDeps<'db'>): Promise<WinRateDetail> {
  const [tenders, quotes] = await Promise.all([
    decidedTenders(db)
      .select([
        'projects.id',
        'projects.title',
        'projects.client_name',
        'projects.tender_outcome',
        'projects.updated_at',
      ])
      .execute(),
    db
      .selectFrom('quotes')
      .select(['id', 'quote_number', 'project_title', 'client_name', 'status', 'updated_at'])
      .where('status', 'in', ['Won', 'Lost'])
      .execute(),
  ]);
  const decisions: WinRateDecision[] = [
    ...tenders.map((row) => ({
      kind: 'tender' as const,
      id: row.id,
      number: null,
      title: row.title,
      clientName: row.client_name,
      outcome: row.tender_outcome === 'WON' ? ('WON' as const) : ('LOST' as const),
      date: row.updated_at,
    })),
    ...quotes.map((row) => ({
      kind: 'quote' as const,
      id: row.id,
      number: row.quote_number,
      title: row.project_title,
      clientName: row.client_name,
      outcome: row.status === 'Won' ? ('WON' as const) : ('LOST' as const),
      date: row.updated_at,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const tally = (kind: WinRateDecision['kind'], outcome: WinRateDecision['outcome']) =>
    decisions.filter((d) => d.kind === kind && d.outcome === outcome).length;
  const won = tally('tender', 'WON') + tally('quote', 'WON');
  return {
    winRate: percent(won, decisions.length),
    won,
    decided: decisions.length,
    tenders: { won: tally('tender', 'WON'), lost: tally('tender', 'LOST') },
    quotes: { won: tally('quote', 'WON'), lost: tally('quote', 'LOST') },
    decisions,
  };
}

/** The list behind 'Overdue Tasks': most overdue first, at most OVERDUE_TASKS_LIMIT, and how many in all. */
export async function overdueTasksList(
  { db }: ServiceDeps<'db'>,
  now = new Date(),
  limit = OVERDUE_TASKS_LIMIT,
): Promise<OverdueTasksResponse> {
  const today = johannesburgDate(now);
  const [rows, total] = await Promise.all([
    overdueMilestones({ db }, today)
      .select([
        'milestones.id',
        'milestones.title',
        'milestones.kind',
        'milestones.due_date',
        'projects.id as project_id',
        'projects.title as project_title',
        'projects.status as project_status',
      ])
      .orderBy('milestones.due_date', 'asc')
      .orderBy('projects.title', 'asc')
      .orderBy('milestones.title', 'asc')
      .orderBy('milestones.id', 'asc')
      .limit(limit)
      .execute(),
    overdueMilestones({ db }, today)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind as MilestoneKind,
      dueDate: row.due_date,
      daysOverdue: daysBetween(row.due_date, today),
      projectId: row.project_id,
      projectTitle: row.project_title,
      projectStatus: row.project_status as ProjectStatus,
    })),
    total: Number(total.n),
    limit,
  };
}

/**
 * The list behind one month of cash flow (YYYY-MM): its payments and costs, each with its project,
 * and the month's figures from the same query as the dashboard's, so the totals are the card's.
 */
export async function cashFlowMonth(
  { db }: ServiceDeps<'db'>,
  month: string,
  limit = CASH_FLOW_ENTRIES_LIMIT,
): Promise<CashFlowMonthDetail> {
  const from = `${month}-01`;
  const until = monthStart(from, 1);
  const [totals, payments, costs] = await Promise.all([
    cashMonthTotals(db, from, until),
    registerPaymentsBetween({ db }, from, until)
      .innerJoin('clients', 'clients.id', 'client_payments.client_id')
      .leftJoin('project_ledger', 'project_ledger.id', 'client_payments.ledger_id')
      .leftJoin('projects', 'projects.id', 'project_ledger.project_id')
      .select((eb) => [
        'client_payments.id',
        'client_payments.client_id',
        'clients.name as client_name',
        'projects.id as project_id',
        'projects.title as project_title',
        'client_payments.paid_on',
        'client_payments.amount_cents',
        // The invoices it pays, by number (a claim's invoice has the claim's number).
        eb
          .selectFrom('payment_allocations')
          .innerJoin('invoices', 'invoices.id', 'payment_allocations.invoice_id')
          .select((e) => e.fn.min('invoices.number').as('n'))
          .whereRef('payment_allocations.payment_id', '=', 'client_payments.id')
          .as('invoice_number'),
      ])
      .orderBy('client_payments.paid_on', 'asc')
      .orderBy('clients.name', 'asc')
      .orderBy('client_payments.created_at', 'asc')
      .orderBy('client_payments.id', 'asc')
      .limit(limit)
      .execute(),
    ledgerBetween({ db }, from, until)
      .innerJoin('projects', 'projects.id', 'project_ledger.project_id')
      .select([
        'project_ledger.id',
        'project_ledger.project_id',
        'projects.title as project_title',
        'project_ledger.category',
        'project_ledger.description',
        'project_ledger.occurred_on',
        'project_ledger.amount_cents',
      ])
      .where('project_ledger.kind', '=', 'EXPENSE')
      .orderBy('project_ledger.occurred_on', 'asc')
      .orderBy('projects.title', 'asc')
      .orderBy('project_ledger.created_at', 'asc')
      .orderBy('project_ledger.id', 'asc')
      .limit(limit)
      .execute(),
  ]);
  return {
    ...monthFigures(totals, month),
    payments: payments.map((row) => ({
      id: row.id,
      clientId: row.client_id,
      clientName: row.client_name,
      projectId: row.project_id ?? null,
      projectTitle: row.project_title ?? null,
      claimNumber: row.invoice_number ?? null,
      date: row.paid_on,
      amount: centsToRand(Number(row.amount_cents)),
    })),
    costs: costs.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      projectTitle: row.project_title,
      category: (row.category as CostCategory | null) ?? null,
      description: row.description,
      date: row.occurred_on,
      amount: centsToRand(Number(row.amount_cents)),
    })),
    limit,
  };
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
    siteCompliance({ db }, today),
    decidedTenders(db)
      .select((eb) => ['tender_outcome', eb.fn.countAll<number>().as('n')])
      .groupBy('tender_outcome')
      .execute(),
    db
      .selectFrom('quotes')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['Won', 'Lost'])
      .groupBy('status')
      .execute(),
    overdueMilestones({ db }, today)
      .select((eb) => eb.fn.countAll<number>().as('n'))
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
    cashMonthTotals(db, monthStart(today, -(CASH_FLOW_MONTHS - 1)), monthStart(today, 1)),
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
  const quotesWon = Number(quoteOutcomes.find((row) => row.status === 'Won')?.n ?? 0);
  const won = Number(outcomes.find((row) => row.tender_outcome === 'WON')?.n ?? 0) + quotesWon;
  const decided = count(outcomes) + count(quoteOutcomes);
  const cashFlowMonths = Array.from({ length: CASH_FLOW_MONTHS }, (_, index) => {
    const { month, received, spent, net, due } = monthFigures(
      cash,
      monthStart(today, index - (CASH_FLOW_MONTHS - 1)).slice(0, 7),
    );
    return { month, received, spent, net, due };
  });
  const todayDays = Date.parse(`${today}T00:00:00Z`) / 86_400_000;
  const severityRank = (severity: string) => SEVERITIES.indexOf(severity as Severity);

  return {
    totalPortfolioValue: centsToRand(portfolioCents),
    activeProjects: Number(statusRow('ACTIVE')?.n ?? 0),
    overdueTasks: Number(overdue.n),
    winRate: percent(won, decided),
    averageHealthScore: healthTotal > 0 ? round1(healthScore / healthTotal) : 0,
    complianceRate: percent(
      byCompliance.compliant,
      byCompliance.compliant + byCompliance.nonCompliant + byCompliance.pending,
    ),
    averageDaysSinceSiteVisit: Number(siteVisits.n) > 0 ? round1(todayDays - Number(siteVisits.avg_day)) : 0,
    cashFlowThisMonth: cashFlowMonths[CASH_FLOW_MONTHS - 1]!.net,
    cashFlowLastMonth: cashFlowMonths[CASH_FLOW_MONTHS - 2]!.net,
    cashFlowMonths,
    resourceUtilization: {
      staff: percent(Number(staff[0].n), Number(staff[1].n)),
      ...(await equipmentVehicleUtilization({ db })),
    },
    weatherAlerts: weather
      .sort((a, b) => severityRank(b.severity) - severityRank(a.severity))
      .map((row) => ({ location: row.location, message: row.message, severity: row.severity as Severity })),
    complianceSummary: byCompliance,
  };
}
