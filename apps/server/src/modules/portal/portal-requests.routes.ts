/**
 * 'Report a fault' (issue 31, decision 0092): /api/portal/requests for a client's contact
 * ('portal.write' to report, 'portal.read' to follow), and the reporter's photo for staff
 * (GET /api/visits/:id/request/photo, 'visits.read'). A report is multipart/form-data: siteId,
 * description, urgency and at most one photo in the field "photo", read with the visit photos' limits
 * (20 MB, one file) and checked and re-encoded as they are. Authenticated routes have no rate limit
 * of their own (the staff's photo upload has none either): the parse pool's queue answers 503 when full.
 */
import multipart from '@fastify/multipart';
import {
  errorResponses,
  idParamsSchema,
  PORTAL_REQUEST_MESSAGES,
  portalListQuerySchema,
  portalRequestInputSchema,
  portalRequestSchema,
  portalSiteParamsSchema,
  VISIT_WORK_LIMITS,
  VISIT_WORK_STRINGS,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { currentActor } from '../../plugins/auth';
import { readableRow } from '../visits/visit-rows';
import { listenForRequestChanges } from './portal-events';
import { createPortalRequest, listPortalRequests, readPortalRequestPhoto } from './portal-requests.service';
import { readVisitRequestPhoto } from './visit-request';

const tags = ['portal'];
const errors = errorResponses(400, 401, 403, 404);

export const portalRequestsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;
  await app.register(multipart, {
    limits: { fileSize: VISIT_WORK_LIMITS.photoMaxBytes, files: 1, fields: 5, parts: 6 },
  });
  const stopListening = listenForRequestChanges(context);
  app.addHook('onClose', async () => stopListening());

  app.post(
    '/portal/requests',
    {
      config: { permission: 'portal.write' },
      schema: {
        tags,
        summary:
          'Report a fault (multipart: siteId, description, urgency, and an optional photo in "photo": JPEG, PNG or WebP up to 20 MB, stored re-encoded without metadata); opens an unassigned call-out due by the urgency\'s working days',
        consumes: ['multipart/form-data'],
        response: { 201: portalRequestSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: 'photo',
        messages: {
          notMultipart: 'Send the report as multipart/form-data',
          wrongFile: PORTAL_REQUEST_MESSAGES.photoField,
          tooLarge: VISIT_WORK_STRINGS.photoTooLarge,
          unreadable: 'The report could not be read',
        },
      });
      const input = portalRequestInputSchema.safeParse(form.fields);
      if (!input.success) throw badRequest(input.error.issues[0]?.message ?? 'Invalid report');
      const created = await createPortalRequest({
        db,
        events: context.events,
        fileParsing: context.fileParsing,
        actor: currentActor(request),
        input: input.data,
        photo: form.file && form.file.length > 0 ? form.file : null,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/portal/requests',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "The contact's clients' fault reports, newest first (at most 500), with their status",
        querystring: portalListQuerySchema,
        response: { 200: z.array(portalRequestSchema), ...errors },
      },
    },
    async (request) =>
      listPortalRequests({ db, userId: currentActor(request).id, siteId: request.query.siteId }),
  );

  app.get(
    '/portal/requests/:id/photo',
    {
      config: { permission: 'portal.read' },
      schema: { tags, summary: "A fault report's photo (JPEG)", params: portalSiteParamsSchema },
    },
    async (request, reply) => {
      const jpeg = await readPortalRequestPhoto({
        db,
        userId: currentActor(request).id,
        id: request.params.id,
      });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .send(jpeg);
    },
  );

  app.get(
    '/visits/:id/request/photo',
    {
      config: { permission: 'visits.read' },
      schema: {
        tags: ['visits'],
        summary: 'The photo of the portal fault report a call-out was opened for (JPEG)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await readableRow({ db }, currentActor(request), request.params.id);
      const jpeg = await readVisitRequestPhoto({ db }, row.id);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .send(jpeg);
    },
  );
};
