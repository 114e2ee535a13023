/** /api/projects: the list, one project, create, update, milestones, metrics and alerts (money: modules/project-money). */
import {
  type AlertPage,
  addMilestoneSchema,
  alertPageSchema,
  alertSchema,
  alertsQuerySchema,
  can,
  canReadProjectMoney,
  cashFlowMonthDetailSchema,
  cashFlowMonthParamsSchema,
  complianceSiteSchema,
  createProjectSchema,
  dashboardMetricsSchema,
  errorResponses,
  idParamsSchema,
  johannesburgDate,
  listProjectsQuerySchema,
  milestoneSchema,
  overdueTasksResponseSchema,
  type Project,
  projectListResponseSchema,
  projectSchema,
  type Role,
  updateProjectSchema,
  winRateDetailSchema,
  withoutAlertMoney,
  withoutProjectMoney,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { assertCan } from '../../lib/permissions';
import { sendPreparedJson } from '../../lib/prepared-json';
import { currentActor } from '../../plugins/auth';
import { acknowledgeAlert, listOpenAlerts } from '../alerts/alerts.service';
import { complianceSitesList } from '../visits/site-compliance';
import { cashFlowMonth, overdueTasksList, winRateDetail } from './metrics.service';
import { addMilestone, createProject, getProject, updateProject } from './projects.service';
import { createProjectReadCache } from './read-cache';

const errors = errorResponses(400, 401, 404);

/** A project as the role may read it: without budget and spend unless it has 'projects.finance'. */
const projectFor = (role: Role, project: Project): Project =>
  canReadProjectMoney(role) ? project : withoutProjectMoney(project);

const alertsFor = (role: Role, page: AlertPage): AlertPage =>
  canReadProjectMoney(role) ? page : { ...page, items: page.items.map(withoutAlertMoney) };

export const projectsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const cache = createProjectReadCache(context, (error) =>
    app.log.warn({ err: error }, 'read-cache sync across instances failed'),
  );
  app.addHook('onClose', async () => cache.close());

  app.get(
    '/',
    {
      config: { permission: 'projects.read' },
      schema: {
        tags: ['projects'],
        summary: 'Projects, paged, filtered and sorted',
        querystring: listProjectsQuerySchema,
        response: { 200: projectListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    // Serialised once per page and kept briefly (read-cache.ts): every field comes from
    // toProjectListItem, which the schema describes (projects.test.ts checks the two agree).
    async (request, reply) => {
      const { role } = currentActor(request);
      // An order by budget would tell a role without the figures how they compare.
      if (request.query.sort === 'budget') assertCan(role, 'projects.finance');
      const json = await cache.projectPage(request.query, canReadProjectMoney(role));
      return sendPreparedJson(reply, json);
    },
  );

  app.post(
    '/',
    {
      config: { permission: 'projects.create' },
      schema: {
        tags: ['projects'],
        summary: 'Create a project (status TENDER, progress 0, spent 0, health GOOD)',
        body: createProjectSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentActor(request);
      const project = await createProject({ ...context, actor, input: request.body });
      return reply.status(201).send(projectFor(actor.role, project));
    },
  );

  app.get(
    '/metrics',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['projects'],
        summary: 'Dashboard metrics',
        response: { 200: dashboardMetricsSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPreparedJson(
        reply,
        await (can(currentActor(request).role, 'reports.financial')
          ? cache.metrics
          : cache.fieldMetrics
        ).get(),
      ),
  );

  // The lists behind the figures (docs/metrics.md): the same queries as the figures they explain.
  app.get(
    '/metrics/overdue-tasks',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['projects'],
        summary: "The tasks 'Overdue Tasks' counts, most overdue first, capped, with their total",
        response: { 200: overdueTasksResponseSchema, ...errors },
      },
    },
    async () => overdueTasksList(context),
  );

  app.get(
    '/metrics/cash-flow/:month',
    {
      config: { permission: 'reports.financial' },
      schema: {
        tags: ['projects'],
        summary: "One month's cash flow (YYYY-MM): its figures and the payments and costs they add up",
        params: cashFlowMonthParamsSchema,
        response: { 200: cashFlowMonthDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => cashFlowMonth(context, request.params.month),
  );

  app.get(
    '/metrics/win-rate',
    {
      config: { permission: 'reports.financial' },
      schema: {
        tags: ['projects'],
        summary:
          "The decisions 'Win Rate' counts (tenders and quotes won and lost), newest first, with its counts",
        response: { 200: winRateDetailSchema, ...errors },
      },
    },
    async () => winRateDetail(context),
  );

  app.get(
    '/metrics/compliance-sites',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['projects'],
        summary:
          "The sites 'Compliance Rate' counts, non-compliant first, with why each stands where it does",
        response: { 200: z.array(complianceSiteSchema), ...errors },
      },
    },
    async () => complianceSitesList(context, johannesburgDate(new Date())),
  );

  app.get(
    '/alerts',
    {
      config: { permission: 'projects.read' },
      schema: {
        tags: ['alerts'],
        summary: 'Alerts not yet acknowledged, most severe first then newest, paged',
        querystring: alertsQuerySchema,
        response: { 200: alertPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { role } = currentActor(request);
      return request.query.projectId
        ? alertsFor(role, await listOpenAlerts(context, request.query))
        : sendPreparedJson(reply, await cache.alerts.get(request.query, canReadProjectMoney(role)));
    },
  );

  app.patch(
    '/alerts/:id/acknowledge',
    {
      config: { permission: 'alerts.acknowledge' },
      schema: {
        tags: ['alerts'],
        summary: 'Acknowledge an alert (again is harmless)',
        params: idParamsSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentActor(request);
      const alert = await acknowledgeAlert({ ...context, actorId: actor.id, id: request.params.id });
      return canReadProjectMoney(actor.role) ? alert : withoutAlertMoney(alert);
    },
  );

  app.get(
    '/:id',
    {
      config: { permission: 'projects.read' },
      schema: {
        tags: ['projects'],
        summary: 'One project',
        params: idParamsSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => projectFor(currentActor(request).role, await getProject(context, request.params.id)),
  );

  app.patch(
    '/:id',
    {
      config: { permission: 'projects.update' },
      schema: {
        tags: ['projects'],
        summary: 'Update status, progress, spend, health, compliance, milestones or team',
        params: idParamsSchema,
        body: updateProjectSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentActor(request);
      const project = await updateProject({ ...context, actor, id: request.params.id, input: request.body });
      return projectFor(actor.role, project);
    },
  );

  app.post(
    '/:id/milestones',
    {
      config: { permission: 'projects.update' },
      schema: {
        tags: ['projects'],
        summary: 'Add a milestone (e.g. a site visit)',
        params: idParamsSchema,
        body: addMilestoneSchema,
        response: { 201: milestoneSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addMilestone({
          ...context,
          actor: currentActor(request),
          projectId: request.params.id,
          input: request.body,
        }),
      ),
  );
};
