/**
 * The rules that raise alerts from project data. Each rule yields the alerts that should exist now,
 * keyed by their cause; sync-alerts.ts makes the stored alerts match.
 * - MILESTONE: a work or site-visit milestone not done by its due date (MEDIUM; HIGH after 14 days).
 * - COMPLIANCE: a compliance milestone due within 7 days (MEDIUM) or overdue (CRITICAL); a project
 *   marked non-compliant (HIGH).
 * - BUDGET: spend above budget (CRITICAL); spend ahead of progress by more than 15 points (HIGH).
 * Only projects still in play (TENDER, ACTIVE, ON_HOLD; COMPLETED too for compliance) are checked.
 */
import { addDays, centsToRand, johannesburgDate, type Severity } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';

export type DesiredAlert = {
  causeKey: string;
  type: 'MILESTONE' | 'COMPLIANCE' | 'BUDGET' | 'WEATHER' | 'MAINTENANCE' | 'REGISTRATION';
  severity: Severity;
  title: string;
  message: string;
  projectId: string | null;
};

export const RULE_TYPES = ['MILESTONE', 'COMPLIANCE', 'BUDGET'] as const;
const IN_PLAY = ['TENDER', 'ACTIVE', 'ON_HOLD'];
export const SPEND_AHEAD_POINTS = 15;
const COMPLIANCE_WARNING_DAYS = 7;
const LONG_OVERDUE_DAYS = 14;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const rand = (cents: number) => `R ${Math.round(centsToRand(cents)).toLocaleString('en-ZA')}`;

/** The alerts the rules want for the given projects (all projects when none are named). */
export async function desiredAlerts(
  { db }: ServiceDeps<'db'>,
  projectIds: string[] | null,
  now = new Date(),
) {
  const today = johannesburgDate(now);

  let milestones = db
    .selectFrom('milestones')
    .innerJoin('projects', 'projects.id', 'milestones.project_id')
    .select([
      'milestones.id',
      'milestones.title',
      'milestones.kind',
      'milestones.due_date',
      'projects.id as project_id',
      'projects.title as project_title',
      'projects.status',
    ])
    .where('milestones.completed_at', 'is', null)
    .where('milestones.due_date', '<=', addDays(today, COMPLIANCE_WARNING_DAYS))
    .where('projects.status', 'in', [...IN_PLAY, 'COMPLETED']);
  if (projectIds) milestones = milestones.where('projects.id', 'in', projectIds);

  let projects = db
    .selectFrom('projects')
    .select(['id', 'title', 'status', 'budget_cents', 'spent_cents', 'progress', 'compliance_status'])
    .where((eb) =>
      eb.or([
        eb('compliance_status', '=', 'NON_COMPLIANT'),
        eb.and([eb('budget_cents', '>', 0), eb('spent_cents', '>', 0)]),
      ]),
    )
    .where('status', 'in', [...IN_PLAY, 'COMPLETED']);
  if (projectIds) projects = projects.where('id', 'in', projectIds);

  const [milestoneRows, projectRows] = await Promise.all([milestones.execute(), projects.execute()]);
  const alerts: DesiredAlert[] = [];

  for (const m of milestoneRows) {
    const overdueDays = daysBetween(m.due_date, today);
    if (m.kind === 'COMPLIANCE') {
      const overdue = overdueDays > 0;
      alerts.push({
        causeKey: `COMPLIANCE:MILESTONE:${m.id}`,
        type: 'COMPLIANCE',
        severity: overdue ? 'CRITICAL' : 'MEDIUM',
        title: overdue ? `Compliance overdue: ${m.title}` : `Compliance due: ${m.title}`,
        message: overdue
          ? `${m.project_title}: '${m.title}' was due ${m.due_date} (${overdueDays} days ago).`
          : `${m.project_title}: '${m.title}' is due ${m.due_date}.`,
        projectId: m.project_id,
      });
    } else if (overdueDays > 0 && m.status !== 'COMPLETED') {
      alerts.push({
        causeKey: `MILESTONE:${m.id}`,
        type: 'MILESTONE',
        severity: overdueDays > LONG_OVERDUE_DAYS ? 'HIGH' : 'MEDIUM',
        title: `Milestone overdue: ${m.title}`,
        message: `${m.project_title}: '${m.title}' was due ${m.due_date} (${overdueDays} days ago).`,
        projectId: m.project_id,
      });
    }
  }

  for (const p of projectRows) {
    if (p.compliance_status === 'NON_COMPLIANT') {
      alerts.push({
        causeKey: `COMPLIANCE:PROJECT:${p.id}`,
        type: 'COMPLIANCE',
        severity: 'HIGH',
        title: `Non-compliant: ${p.title}`,
        message: `${p.title} is marked non-compliant. Resolve the findings before sign-off.`,
        projectId: p.id,
      });
    }
    if (p.status === 'COMPLETED') continue;
    const budget = Number(p.budget_cents);
    const spent = Number(p.spent_cents);
    if (budget <= 0) continue;
    const spentPercent = (spent / budget) * 100;
    if (spent > budget) {
      alerts.push({
        causeKey: `BUDGET:OVER:${p.id}`,
        type: 'BUDGET',
        severity: 'CRITICAL',
        title: `Over budget: ${p.title}`,
        message: `${p.title} has spent ${rand(spent)} of a ${rand(budget)} budget (${Math.round(spentPercent)}%).`,
        projectId: p.id,
      });
    } else if (spentPercent > Number(p.progress) + SPEND_AHEAD_POINTS) {
      alerts.push({
        causeKey: `BUDGET:AHEAD:${p.id}`,
        type: 'BUDGET',
        severity: 'HIGH',
        title: `Spend ahead of progress: ${p.title}`,
        message: `${p.title} has used ${Math.round(spentPercent)}% of its budget at ${p.progress}% progress.`,
        projectId: p.id,
      });
    }
  }
  return alerts;
}
