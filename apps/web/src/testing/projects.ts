/** Builders of the projects area's API answers for component tests. */
import type { Alert, DashboardMetrics, Project, ProjectListItem } from '@firebreak/shared';

export function makeMetrics(overrides: Partial<DashboardMetrics> = {}): DashboardMetrics {
  return {
    totalPortfolioValue: 12_500_000,
    activeProjects: 7,
    overdueTasks: 3,
    winRate: 62.5,
    averageHealthScore: 78,
    complianceRate: 83.3,
    averageDaysSinceSiteVisit: 12,
    cashFlowThisMonth: 450_000,
    cashFlowLastMonth: 400_000,
    cashFlowMonths: [
      { month: '2026-06', received: 900_000, spent: 700_000, net: 200_000, due: 0 },
      { month: '2026-07', received: 650_000, spent: 800_000, net: -150_000, due: 25_000 },
      { month: '2026-08', received: 1_100_000, spent: 750_000, net: 350_000, due: 0 },
      { month: '2026-09', received: 800_000, spent: 500_000, net: 300_000, due: 60_000 },
      { month: '2026-10', received: 1_000_000, spent: 600_000, net: 400_000, due: 140_000 },
      { month: '2026-11', received: 1_200_000, spent: 750_000, net: 450_000, due: 320_000 },
    ],
    resourceUtilization: { staff: 75, equipment: 60, vehicles: 40 },
    weatherAlerts: [{ location: 'Durban', message: 'Heavy rain expected', severity: 'HIGH' }],
    complianceSummary: { compliant: 5, nonCompliant: 1, pending: 2 },
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p-1',
    title: 'Sandton City sprinklers',
    clientId: 'c-1',
    clientName: 'Sandton City',
    clientType: 'COMMERCIAL',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'STANDARD',
    location: 'Sandton',
    area: 12_000,
    budget: 2_400_000,
    spent: 600_000,
    dueDate: '2026-06-30',
    startDate: '2026-01-05',
    description: 'Sprinkler upgrade',
    status: 'ACTIVE',
    progress: 25,
    health: 'GOOD',
    complianceStatus: 'PENDING',
    archivedAt: null,
    assignedTeam: [],
    milestones: [],
    createdBy: 'u-1',
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export function makeListItem(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  const { assignedTeam: _team, milestones: _milestones, description: _description, ...rest } = makeProject();
  return { ...rest, overdueMilestones: 0, openAlerts: 0, ...overrides };
}

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 'a-1',
    type: 'BUDGET',
    severity: 'HIGH',
    title: 'Spend above budget',
    message: 'Spent R 2 600 000 of R 2 400 000',
    projectId: 'p-1',
    siteId: null,
    createdAt: new Date().toISOString(),
    acknowledged: false,
    ...overrides,
  };
}
