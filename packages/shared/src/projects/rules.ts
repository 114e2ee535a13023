/**
 * Projects, milestones, alerts and dashboard metrics: enums, types and pure rules shared by the
 * server and the web (spec §3 New project payload, Dashboard metrics, Alert; §9 Projects).
 */
import type { DashboardMetrics } from './schemas';

export const CLIENT_TYPES = [
  'COMMERCIAL',
  'INDUSTRIAL',
  'RESIDENTIAL',
  'HEALTHCARE',
  'EDUCATIONAL',
  'GOVERNMENT',
] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const PROJECT_TYPES = ['SPRINKLER_SYSTEM', 'FIRE_ALARM', 'FIRE_SUPPRESSION'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const URGENCIES = ['LOW', 'STANDARD', 'HIGH', 'URGENT'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The spec shows only TENDER; the later states are ours (docs/decisions/0007). */
export const PROJECT_STATUSES = ['TENDER', 'ACTIVE', 'ON_HOLD', 'COMPLETED', 'CANCELLED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_HEALTHS = ['GOOD', 'AT_RISK', 'CRITICAL'] as const;
export type ProjectHealth = (typeof PROJECT_HEALTHS)[number];

export const COMPLIANCE_STATUSES = ['PENDING', 'COMPLIANT', 'NON_COMPLIANT'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** WORK: a delivery step; COMPLIANCE: a certificate or inspection due; SITE_VISIT: a visit to site. */
export const MILESTONE_KINDS = ['WORK', 'COMPLIANCE', 'SITE_VISIT'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const ALERT_TYPES = [
  'MILESTONE',
  'BUDGET',
  'COMPLIANCE',
  'WEATHER',
  'MAINTENANCE',
  'REGISTRATION',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number] | (string & {});

export const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const DEFAULTS = {
  clientType: 'COMMERCIAL' as ClientType,
  type: 'SPRINKLER_SYSTEM' as ProjectType,
  urgency: 'STANDARD' as Urgency,
};

export const LABELS = {
  clientType: {
    COMMERCIAL: 'Commercial',
    INDUSTRIAL: 'Industrial',
    RESIDENTIAL: 'Residential',
    HEALTHCARE: 'Healthcare',
    EDUCATIONAL: 'Educational',
    GOVERNMENT: 'Government',
  } satisfies Record<ClientType, string>,
  projectType: {
    SPRINKLER_SYSTEM: 'Sprinkler System',
    FIRE_ALARM: 'Fire Alarm',
    FIRE_SUPPRESSION: 'Fire Suppression',
  } satisfies Record<ProjectType, string>,
  urgency: { LOW: 'Low', STANDARD: 'Standard', HIGH: 'High', URGENT: 'Urgent' } satisfies Record<
    Urgency,
    string
  >,
  status: {
    TENDER: 'Tender',
    ACTIVE: 'Active',
    ON_HOLD: 'On Hold',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
  } satisfies Record<ProjectStatus, string>,
  health: { GOOD: 'Good', AT_RISK: 'At Risk', CRITICAL: 'Critical' } satisfies Record<ProjectHealth, string>,
  compliance: { PENDING: 'Pending', COMPLIANT: 'Compliant', NON_COMPLIANT: 'Non-compliant' } satisfies Record<
    ComplianceStatus,
    string
  >,
  milestoneKind: { WORK: 'Work', COMPLIANCE: 'Compliance', SITE_VISIT: 'Site visit' } satisfies Record<
    MilestoneKind,
    string
  >,
};

/** Alert severity colours (spec §3): LOW green, MEDIUM orange, HIGH red, CRITICAL purple. */
export const SEVERITY_COLORS: Record<Severity, string> = {
  LOW: '#4caf50',
  MEDIUM: '#ff9800',
  HIGH: '#f44336',
  CRITICAL: '#9c27b0',
};

/** The weather chip colour (spec §3): error for CRITICAL, warning for HIGH, otherwise info. */
export function weatherChipColor(severity: string): 'error' | 'warning' | 'info' {
  if (severity === 'CRITICAL') return 'error';
  if (severity === 'HIGH') return 'warning';
  return 'info';
}

/** Health as a score for the average health metric. */
export const HEALTH_SCORES: Record<ProjectHealth, number> = { GOOD: 100, AT_RISK: 60, CRITICAL: 20 };

/** Cash-flow change in percent; 0 when last month is 0 or less (spec §3). */
export function cashFlowChange(thisMonth: number, lastMonth: number): number {
  if (!(lastMonth > 0)) return 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** Parses a number field as the create dialog does: falls back to 0 (spec §5). */
export function parseNumberOrZero(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? number : 0;
}

/** Cuts text to max characters with an ellipsis (alerts panel: header 20, titles 40, messages 80). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...` : text;
}

export const FINANCIAL_METRICS = [
  'totalPortfolioValue',
  'winRate',
  'cashFlowThisMonth',
  'cashFlowLastMonth',
  'cashFlowMonths',
] as const satisfies readonly (keyof DashboardMetrics)[];

/** The metrics a role without 'reports.financial' sees: the money figures set to null. */
export function withoutFinancialMetrics(metrics: DashboardMetrics): DashboardMetrics {
  const trimmed = { ...metrics };
  for (const key of FINANCIAL_METRICS) trimmed[key] = null;
  return trimmed;
}

/** Realtime: server event names (spec §7) and the names listeners receive. */
export const SOCKET_EVENTS = {
  project_update: 'PROJECT_UPDATE',
  status_change: 'STATUS_CHANGE',
  weather_alert: 'WEATHER_UPDATE',
  compliance_update: 'COMPLIANCE_UPDATE',
  alert: 'ALERT',
} as const;
export type ServerSocketEvent = keyof typeof SOCKET_EVENTS;
export type ClientSocketEvent = (typeof SOCKET_EVENTS)[ServerSocketEvent];
export const ROOM_EVENTS = [
  'join_project',
  'leave_project',
  'subscribe_project',
  'unsubscribe_project',
] as const;
export const REALTIME = { maxReconnectAttempts: 5, reconnectDelayMs: 1000 } as const;
