/**
 * Weekly Plan API: the plan for a name, save and reset one's own plan, .ics export, and the private
 * calendar subscription with its public feed (guarded by the secret token in its path).
 */
import {
  appointmentSchema,
  appointmentsQuerySchema,
  calendarSubscriptionSchema,
  errorResponseSchema,
  errorResponses,
  icsFileName,
  mondayOf,
  newCalendarSubscriptionSchema,
  planEvents,
  saveWeeklyPlanSchema,
  type WeekTemplate,
  weeklyPlanExportQuerySchema,
  weeklyPlanQuerySchema,
  weeklyPlanResponseSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import { appointmentEvents, listAppointments } from './appointments.service';
import { calendarFeed, createSubscription, revokeSubscription, subscriptionStatus } from './calendar.service';
import { ICS_CONTENT_TYPE, renderIcs } from './ics';
import { planForName, resetPlan, savePlan } from './weekly-plan.service';

const errors = errorResponses(400, 401);
const tags = ['weekly-plan'];

const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const weeklyPlanRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config } = context;

  app.get(
    '/weekly-plan',
    {
      config: { permission: 'weekly-plan.read' },
      schema: {
        tags,
        summary: 'The plan shown for a name: your own, a colleague’s saved plan, or the standard template',
        querystring: weeklyPlanQuerySchema,
        response: { 200: weeklyPlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { planKey: _key, ...plan } = await planForName(
        { db },
        currentAuth(request).user,
        request.query.name,
      );
      return plan;
    },
  );

  app.put(
    '/weekly-plan',
    {
      config: { permission: 'weekly-plan.edit' },
      schema: {
        tags,
        summary: 'Save your own plan: the blocks of each weekday, applied to every week',
        body: saveWeeklyPlanSchema,
        response: { 200: weeklyPlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      await savePlan({ db }, user.id, request.body.template as WeekTemplate);
      const { planKey: _key, ...plan } = await planForName({ db }, user, undefined);
      return plan;
    },
  );

  app.delete(
    '/weekly-plan',
    {
      config: { permission: 'weekly-plan.edit' },
      schema: {
        tags,
        summary: 'Reset your own plan to the standard template',
        response: { 200: weeklyPlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      await resetPlan({ db }, user.id);
      const { planKey: _key, ...plan } = await planForName({ db }, user, undefined);
      return plan;
    },
  );

  app.get(
    '/weekly-plan/export',
    {
      config: { permission: 'weekly-plan.read' },
      schema: {
        tags,
        summary: 'The week as an iCalendar file named {name}_Weekly_Plan_{start}.ics',
        querystring: weeklyPlanExportQuerySchema,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const plan = await planForName({ db }, currentAuth(request).user, request.query.name);
      const start = mondayOf(request.query.start);
      const events = planEvents({ planKey: plan.planKey, name: plan.name, start, template: plan.template });
      if (plan.source === 'own') {
        const { user } = currentAuth(request);
        events.push(
          ...appointmentEvents(plan.planKey, plan.name, await listAppointments({ db }, user, start)),
        );
      }
      const body = renderIcs({ calendarName: `${plan.name} — Weekly Plan`, events });
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', attachment(icsFileName(plan.name, start)))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/weekly-plan/appointments',
    {
      config: { permission: 'weekly-plan.read' },
      schema: {
        tags,
        summary: 'Your client meetings and personnel schedules in the Monday–Friday week from start',
        querystring: appointmentsQuerySchema,
        response: { 200: z.array(appointmentSchema), ...errors },
      },
    },
    async (request) => listAppointments({ db }, currentAuth(request).user, request.query.start),
  );

  app.get(
    '/weekly-plan/subscription',
    {
      config: { permission: 'weekly-plan.read' },
      schema: {
        tags,
        summary: 'Whether your private calendar feed is on',
        response: { 200: calendarSubscriptionSchema, ...errors },
      },
    },
    async (request) => subscriptionStatus({ db }, currentAuth(request).user.id),
  );

  app.post(
    '/weekly-plan/subscription',
    {
      config: { permission: 'weekly-plan.edit' },
      schema: {
        tags,
        summary: 'Create or regenerate your private calendar feed URL (shown only now)',
        response: { 201: newCalendarSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await createSubscription({ db }, currentAuth(request).user.id);
      return reply.status(201).send({ url: `${config.publicUrl}/api/calendar/${token}.ics`, createdAt });
    },
  );

  app.delete(
    '/weekly-plan/subscription',
    {
      config: { permission: 'weekly-plan.edit' },
      schema: {
        tags,
        summary: 'Turn your calendar feed off: its URL stops working',
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await revokeSubscription({ db }, currentAuth(request).user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Live calendar feed of a plan: the current week and the next four',
        security: [],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: z.string().describe('text/calendar'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const feed = await calendarFeed({ db }, request.params.token);
      if (!feed) throw notFound('Calendar feed not found');
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('cache-control', 'private, no-cache')
        .send(feed);
    },
  );
};
