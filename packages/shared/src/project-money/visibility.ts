/**
 * Who receives money figures (issue 25 §4, docs/permissions.md): a project's budget and spend go only
 * to roles with 'projects.finance'; the dashboard's and the clients' totals only to roles with
 * 'reports.financial' (withoutFinancialMetrics, clients.service). The server trims every answer and
 * every socket event with these before it leaves; the web hides a figure that is absent.
 */
import { can } from '../common/permissions';
import type { Alert } from '../projects/schemas';

/** The money fields of a project as the projects API and the `project_update` event carry it. */
export const PROJECT_MONEY_FIELDS = ['budget', 'spent'] as const;
export type ProjectMoneyField = (typeof PROJECT_MONEY_FIELDS)[number];

export function canReadProjectMoney(role: string | null | undefined): boolean {
  return can(role, 'projects.finance');
}

/** The project (or list item) without its money fields. */
export function withoutProjectMoney<T extends Partial<Record<ProjectMoneyField, number>>>(
  project: T,
): Omit<T, ProjectMoneyField> {
  const { budget: _budget, spent: _spent, ...rest } = project;
  return rest;
}

/** What a budget alert says to a role that may not read the figures its own message names. */
export const BUDGET_ALERT_WITHOUT_FIGURES = "Spending on this project needs the office's attention.";

/** The alert without money figures: a BUDGET alert's message names the spend and the budget. */
export function withoutAlertMoney<T extends Pick<Alert, 'type' | 'message'>>(alert: T): T {
  return alert.type === 'BUDGET' ? { ...alert, message: BUDGET_ALERT_WITHOUT_FIGURES } : alert;
}
