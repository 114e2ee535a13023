/**
 * Inspection visits (issue 16, part 2a; docs/decisions/0065): /api/visits (list, one, schedule,
 * complete) and /api/visits/generate. Reading is 'visits.read' (a technician sees their own),
 * scheduling 'visits.schedule' (the office), completing 'visits.complete' (own for the field).
 */
import {
  errorResponses,
  idParamsSchema,
  johannesburgDate,
  VISIT_LIMITS,
  visitDetailSchema,
  visitGenerateResultSchema,
  visitGenerateSchema,
  visitSchema,
  visitsQuerySchema,
  visitUpdateResultSchema,
  visitUpdateSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import {
  completeVisit,
  evaluateVisitAlerts,
  generateDueVisits,
  getVisit,
  listVisits,
  updateVisit,
} from './visits.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['visits'];

export const visitsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/visits',
    {
      config: { permission: 'visits.read' },
      schema: {
        tags,
        summary: 'Inspection visits by day (scheduled date, else due date); a technician sees their own',
        querystring: visitsQuerySchema,
        response: { 200: z.array(visitSchema), ...errors },
      },
    },
    async (request) => listVisits(db, currentActor(request), request.query),
  );

  app.post(
    '/visits/generate',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary: 'Generate the missing due visits for every site (idempotent)',
        body: visitGenerateSchema.optional(),
        response: { 200: visitGenerateResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await generateDueVisits(db, {
        today: johannesburgDate(new Date()),
        horizonDays: request.body?.horizonDays ?? VISIT_LIMITS.horizonDays,
      });
      await evaluateVisitAlerts(context);
      return result;
    },
  );

  app.get(
    '/visits/:id',
    {
      config: { permission: 'visits.read' },
      schema: { tags, params: idParamsSchema, response: { 200: visitDetailSchema, ...errors } },
    },
    async (request) => getVisit(db, currentActor(request), request.params.id),
  );

  app.patch(
    '/visits/:id',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary: 'Schedule (date, technician, vehicle), add notes or cancel; warns of a double booking',
        params: idParamsSchema,
        body: visitUpdateSchema,
        response: { 200: visitUpdateResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await updateVisit({
        db,
        actor: currentActor(request),
        id: request.params.id,
        input: request.body,
      });
      await evaluateVisitAlerts(context);
      return result;
    },
  );

  app.post(
    '/visits/:id/complete',
    {
      config: { permission: 'visits.complete' },
      schema: { tags, params: idParamsSchema, response: { 200: visitSchema, ...errors } },
    },
    async (request) => {
      const visit = await completeVisit({ db, actor: currentActor(request), id: request.params.id });
      await generateDueVisits(db, { today: johannesburgDate(new Date()), siteIds: [visit.siteId] });
      await evaluateVisitAlerts(context);
      return visit;
    },
  );
};
