/**
 * The site's log book (SANS 10139; issue 31, decision 0092): a client's contact writes and reads their
 * sites' entries under /api/portal/logbook ('portal.write', 'portal.read'); the office and the field
 * read a site's at GET /api/sites/:id/logbook ('sites.read').
 */
import {
  errorResponses,
  idParamsSchema,
  logbookEntryInputSchema,
  logbookEntrySchema,
  portalListQuerySchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { createLogbookEntry, listPortalLogbook, siteLogbook } from './portal-logbook.service';

const tags = ['portal'];
const errors = errorResponses(400, 401, 403, 404);

export const portalLogbookRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.post(
    '/portal/logbook',
    {
      config: { permission: 'portal.write' },
      schema: {
        tags,
        summary:
          'Record an event in a site’s log book; occurredAt is South African local time (YYYY-MM-DDTHH:mm), not to come nor before 2000',
        body: logbookEntryInputSchema,
        response: { 201: logbookEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createLogbookEntry({
          db,
          events: context.events,
          actor: currentActor(request),
          input: request.body,
        }),
      ),
  );

  app.get(
    '/portal/logbook',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "The log books of the contact's clients' sites, newest first (at most 500)",
        querystring: portalListQuerySchema,
        response: { 200: z.array(logbookEntrySchema), ...errors },
      },
    },
    async (request) =>
      listPortalLogbook({ db, userId: currentActor(request).id, siteId: request.query.siteId }),
  );

  app.get(
    '/sites/:id/logbook',
    {
      config: { permission: 'sites.read' },
      schema: {
        tags: ['sites'],
        summary: "A site's log book as its people keep it in the portal, newest first (at most 500)",
        params: idParamsSchema,
        response: { 200: z.array(logbookEntrySchema), ...errors },
      },
    },
    async (request) => siteLogbook({ db, siteId: request.params.id }),
  );
};
