/** zod schemas of the projects, alerts, metrics and weather API (spec §3, §7; issue 3). */
import { z } from 'zod';
import { enumOf, optionalDate, optionalText, randAmount, requiredDate, requiredText } from '../common/fields';
import {
  type AlertType,
  CLIENT_TYPES,
  COMPLIANCE_STATUSES,
  DEFAULTS,
  MILESTONE_KINDS,
  PROJECT_HEALTHS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SEVERITIES,
  URGENCIES,
} from './rules';

export const PROJECT_LIMITS = {
  titleMax: 200,
  clientNameMax: 200,
  locationMax: 200,
  descriptionMax: 5000,
  areaMax: 10_000_000,
  budgetMax: 1_000_000_000_000,
  milestonesMax: 200,
  teamMax: 100,
} as const;

/** A client picked from the Clients list; without it, the client named is found by name or added. */
const clientId = z.uuid('Client must be the id of a client');

export const createProjectSchema = z.object({
  title: requiredText('Title', PROJECT_LIMITS.titleMax),
  clientId: clientId.optional(),
  clientName: requiredText('Client name', PROJECT_LIMITS.clientNameMax),
  clientType: enumOf(CLIENT_TYPES, 'Client type').default(DEFAULTS.clientType),
  type: enumOf(PROJECT_TYPES, 'Type').default(DEFAULTS.type),
  urgency: enumOf(URGENCIES, 'Urgency').default(DEFAULTS.urgency),
  location: optionalText('Location', PROJECT_LIMITS.locationMax),
  area: randAmount('Area', PROJECT_LIMITS.areaMax),
  budget: randAmount('Budget', PROJECT_LIMITS.budgetMax),
  dueDate: optionalDate('Due date'),
  startDate: optionalDate('Start date'),
  description: optionalText('Description', PROJECT_LIMITS.descriptionMax),
  /** Creates a project although the client already has one with this title (otherwise 409). */
  confirmDuplicate: z.boolean({ error: 'confirmDuplicate must be true or false' }).optional(),
});
export type CreateProjectInput = z.output<typeof createProjectSchema>;
/** What a client sends: defaults, blanks and numeric strings are the server's to settle. */
export type RawCreateProjectInput = z.input<typeof createProjectSchema>;

export const milestoneInputSchema = z.object({
  id: z.uuid().optional(),
  title: requiredText('Milestone title', PROJECT_LIMITS.titleMax),
  kind: enumOf(MILESTONE_KINDS, 'Milestone kind').default('WORK'),
  dueDate: requiredDate('Milestone due date'),
  completed: z.boolean().optional(),
});
export type MilestoneInput = z.output<typeof milestoneInputSchema>;
export type RawMilestoneInput = z.input<typeof milestoneInputSchema>;

export const updateProjectSchema = z
  .object({
    status: enumOf(PROJECT_STATUSES, 'Status'),
    progress: z
      .number({ error: 'Progress must be a number' })
      .int('Progress must be a whole number')
      .min(0, 'Progress must be between 0 and 100')
      .max(100, 'Progress must be between 0 and 100'),
    spent: randAmount('Spent', PROJECT_LIMITS.budgetMax),
    budget: randAmount('Budget', PROJECT_LIMITS.budgetMax),
    health: enumOf(PROJECT_HEALTHS, 'Health'),
    complianceStatus: enumOf(COMPLIANCE_STATUSES, 'Compliance status'),
    dueDate: optionalDate('Due date'),
    milestones: z.array(milestoneInputSchema).max(PROJECT_LIMITS.milestonesMax, 'Too many milestones'),
    assignedTeam: z
      .array(z.uuid('Team members must be personnel ids'))
      .max(PROJECT_LIMITS.teamMax, 'Too many team members'),
    // The project's details, editable after creation (issue 15), each change audited.
    title: requiredText('Title', PROJECT_LIMITS.titleMax),
    clientId,
    clientName: requiredText('Client name', PROJECT_LIMITS.clientNameMax),
    clientType: enumOf(CLIENT_TYPES, 'Client type'),
    type: enumOf(PROJECT_TYPES, 'Type'),
    urgency: enumOf(URGENCIES, 'Urgency'),
    location: optionalText('Location', PROJECT_LIMITS.locationMax),
    startDate: optionalDate('Start date'),
    description: optionalText('Description', PROJECT_LIMITS.descriptionMax),
    /** true archives a completed or cancelled project; false brings it back. */
    archived: z.boolean({ error: 'archived must be true or false' }),
    /** Saves a title a project of the same client already has (otherwise 409). */
    confirmDuplicate: z.boolean({ error: 'confirmDuplicate must be true or false' }),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update');
export type UpdateProjectInput = z.output<typeof updateProjectSchema>;
export type RawUpdateProjectInput = z.input<typeof updateProjectSchema>;

export const addMilestoneSchema = milestoneInputSchema.omit({ id: true });
export type AddMilestoneInput = z.output<typeof addMilestoneSchema>;
export type RawAddMilestoneInput = z.input<typeof addMilestoneSchema>;

const csvOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const bad = items.find((item) => !(values as readonly string[]).includes(item));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return items as T[number][];
    });

export const PROJECT_SORTS = [
  'createdAt',
  'updatedAt',
  'dueDate',
  'title',
  'clientName',
  'budget',
  'progress',
] as const;
export type ProjectSortField = (typeof PROJECT_SORTS)[number];

export const listProjectsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1, 'pageSize must be between 1 and 100')
    .max(100, 'pageSize must be between 1 and 100')
    .default(25),
  status: csvOf(PROJECT_STATUSES, 'status'),
  type: csvOf(PROJECT_TYPES, 'type'),
  urgency: csvOf(URGENCIES, 'urgency'),
  clientType: csvOf(CLIENT_TYPES, 'clientType'),
  client: z.string().trim().max(200, 'client must be at most 200 characters').optional(),
  /** The projects of one client in the Clients list (decision 0062). */
  clientId: z.uuid('clientId must be a client id').optional(),
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  /** Archived projects are left out unless asked for: 'include' lists them too, 'only' just them. */
  archived: z.enum(['include', 'only'], { error: 'archived must be include or only' }).optional(),
  sort: z
    .enum(PROJECT_SORTS, { error: `sort must be one of ${PROJECT_SORTS.join(', ')}` })
    .default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
});
export type ListProjectsQuery = z.output<typeof listProjectsQuerySchema>;
/** The list query as the web holds it: lists as arrays, anything left out takes the server's default. */
export type ProjectListParams = Partial<ListProjectsQuery>;

export const weatherAlertInputSchema = z.object({
  location: requiredText('Location', PROJECT_LIMITS.locationMax),
  message: requiredText('Message', 500),
  severity: enumOf(SEVERITIES, 'Severity'),
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be an ISO date-time' }).optional(),
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date-time' }).optional(),
});
export const weatherIngestSchema = z.union([
  weatherAlertInputSchema,
  z.array(weatherAlertInputSchema).min(1).max(100),
]);
export type WeatherAlertInput = z.output<typeof weatherAlertInputSchema>;
export type WeatherIngestInput = z.output<typeof weatherIngestSchema>;

// Response shapes: they document the API (OpenAPI) and guard what leaves the server.
const severitySchema = z.enum(SEVERITIES);

export const alertSchema = z.object({
  id: z.string(),
  type: z.string() as z.ZodType<AlertType>,
  severity: severitySchema,
  title: z.string(),
  message: z.string(),
  projectId: z.string().nullable(),
  /** The site an inspection alert is about (its cause key names it), else null. */
  siteId: z.string().nullable(),
  createdAt: z.string(),
  acknowledged: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

/** The open-alerts list is paged: a busy portfolio has thousands, a panel shows a handful. */
export const ALERT_PAGE = { defaultSize: 20, maxSize: 100 } as const;

export const alertsQuerySchema = z.object({
  projectId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ALERT_PAGE.maxSize).default(ALERT_PAGE.defaultSize),
});
export type AlertsQuery = z.output<typeof alertsQuerySchema>;
export type AlertsQueryParams = z.input<typeof alertsQuerySchema>;

export const alertPageSchema = z.object({
  items: z.array(alertSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AlertPage = z.infer<typeof alertPageSchema>;

export const weatherAlertSchema = z.object({
  id: z.string(),
  location: z.string(),
  message: z.string(),
  severity: severitySchema,
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type WeatherAlert = z.infer<typeof weatherAlertSchema>;

/** POST /api/weather-alerts: the warnings just stored. */
export const weatherIngestResultSchema = z.object({ alerts: z.array(weatherAlertSchema) });
export type WeatherIngestResult = z.infer<typeof weatherIngestResultSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  kind: z.enum(MILESTONE_KINDS),
  dueDate: z.string(),
  completedAt: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A sign-in as the staff pickers list it (GET /api/users): the audit trail's 'who'. */
export const staffMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * A person on a project's team: one of Resources → Personnel, who may or may not have a sign-in
 * (docs/decisions/0064). `id` is the personnel id; `userId` and `userRole` are their sign-in's.
 */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  userId: z.string().nullable(),
  userRole: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const projectBaseShape = {
  id: z.string(),
  title: z.string(),
  /** The client in the Clients list; null when that client was deleted (the name stays). */
  clientId: z.string().nullable(),
  clientName: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  type: z.enum(PROJECT_TYPES),
  urgency: z.enum(URGENCIES),
  location: z.string(),
  area: z.number(),
  /** Absent for a role without 'projects.finance' (project-money/visibility.ts, docs/permissions.md). */
  budget: z.number().optional(),
  spent: z.number().optional(),
  dueDate: z.string().nullable(),
  startDate: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  progress: z.number(),
  health: z.enum(PROJECT_HEALTHS),
  complianceStatus: z.enum(COMPLIANCE_STATUSES),
  archivedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const projectSchema = z.object({
  ...projectBaseShape,
  description: z.string(),
  milestones: z.array(milestoneSchema),
  assignedTeam: z.array(teamMemberSchema),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListResponseSchema = z.object({
  items: z.array(z.object({ ...projectBaseShape, overdueMilestones: z.number(), openAlerts: z.number() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;
export type ProjectListItem = ProjectListResponse['items'][number];

/**
 * The money figures of the dashboard are null for a role without 'reports.financial'
 * (docs/permissions.md): trimmed, not refused, because the rest of the dashboard is field information.
 */
export const dashboardMetricsSchema = z.object({
  totalPortfolioValue: z.number().nullable(),
  activeProjects: z.number(),
  overdueTasks: z.number(),
  winRate: z.number().nullable(),
  averageHealthScore: z.number(),
  complianceRate: z.number(),
  averageDaysSinceSiteVisit: z.number(),
  cashFlowThisMonth: z.number().nullable(),
  cashFlowLastMonth: z.number().nullable(),
  /**
   * The last six calendar months, oldest first: client payments received (the money register),
   * costs, their difference, and money due (what invoices falling due in the month still owe).
   */
  cashFlowMonths: z
    .array(
      z.object({
        month: z.string(),
        received: z.number(),
        spent: z.number(),
        net: z.number(),
        due: z.number(),
      }),
    )
    .nullable(),
  resourceUtilization: z.object({ staff: z.number(), equipment: z.number(), vehicles: z.number() }),
  weatherAlerts: z.array(z.object({ location: z.string(), message: z.string(), severity: severitySchema })),
  complianceSummary: z.object({ compliant: z.number(), nonCompliant: z.number(), pending: z.number() }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
