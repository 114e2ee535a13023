/** Database rows to the API's shapes: cents to rand, integers to booleans, snake to camel case. */
import {
  type ClientType,
  type ComplianceStatus,
  centsToRand,
  type Milestone,
  type MilestoneKind,
  type Project,
  type ProjectHealth,
  type ProjectListItem,
  type ProjectStatus,
  type ProjectType,
  type TeamMember,
  type Urgency,
} from '@firebreak/shared';
import type { MilestonesTable, ProjectsTable } from '../../db/schema/projects';

export function toMilestone(row: MilestonesTable): Milestone {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    kind: row.kind as MilestoneKind,
    dueDate: row.due_date,
    completedAt: row.completed_at,
  };
}

export function toProjectBase(row: ProjectsTable) {
  return {
    id: row.id,
    title: row.title,
    clientId: row.client_id ?? null,
    clientName: row.client_name,
    clientType: row.client_type as ClientType,
    type: row.type as ProjectType,
    urgency: row.urgency as Urgency,
    location: row.location,
    area: Number(row.area),
    budget: centsToRand(row.budget_cents),
    spent: centsToRand(row.spent_cents),
    dueDate: row.due_date,
    startDate: row.start_date,
    status: row.status as ProjectStatus,
    progress: Number(row.progress),
    health: row.health as ProjectHealth,
    complianceStatus: row.compliance_status as ComplianceStatus,
    archivedAt: row.archived_at ?? null,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toProject(row: ProjectsTable, milestones: MilestonesTable[], team: TeamMember[]): Project {
  return {
    ...toProjectBase(row),
    description: row.description,
    milestones: milestones.map(toMilestone),
    assignedTeam: team,
  };
}

export function toProjectListItem(
  row: ProjectsTable & { overdue_milestones: number | string | null; open_alerts: number | string | null },
): ProjectListItem {
  return {
    ...toProjectBase(row),
    overdueMilestones: Number(row.overdue_milestones ?? 0),
    openAlerts: Number(row.open_alerts ?? 0),
  };
}
