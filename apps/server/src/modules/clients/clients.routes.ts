/** /api/clients: list (search, type, status, sort, paging), one, create, update, delete, meetings. */
import {
  clientInputSchema,
  clientListResponseSchema,
  clientSchema,
  errorResponses,
  idParamsSchema,
  listClientsQuerySchema,
  meetingInputSchema,
  meetingSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor, currentAuth } from '../../plugins/auth';
import {
  clientForRole,
  clientsForRole,
  createClient,
  deleteClient,
  getClient,
  listClients,
  listMeetings,
  meetingIcs,
  scheduleMeeting,
  updateClient,
} from './clients.service';

const errors = errorResponses(400, 401, 404, 409);
const tags = ['clients'];

export const clientsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/clients',
    {
      config: { permission: 'clients.read' },
      schema: {
        tags,
        querystring: listClientsQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    async (request) => clientsForRole(await listClients({ db }, request.query), currentActor(request).role),
  );
  app.post(
    '/clients',
    {
      config: { permission: 'clients.create' },
      schema: { tags, body: clientInputSchema, response: { 201: clientSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createClient({ db, actor: currentActor(request), input: request.body })),
  );
  app.get(
    '/clients/:id',
    {
      config: { permission: 'clients.read' },
      schema: { tags, params: idParamsSchema, response: { 200: clientSchema, ...errors } },
    },
    async (request) => clientForRole(await getClient({ db }, request.params.id), currentActor(request).role),
  );
  app.put(
    '/clients/:id',
    {
      config: { permission: 'clients.update' },
      schema: {
        tags,
        params: idParamsSchema,
        body: clientInputSchema,
        response: { 200: clientSchema, ...errors },
      },
    },
    async (request) =>
      updateClient({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/clients/:id',
    {
      config: { permission: 'clients.delete' },
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteClient({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/clients/:id/meetings',
    {
      config: { permission: 'clients.read' },
      schema: { tags, params: idParamsSchema, response: { 200: z.array(meetingSchema), ...errors } },
    },
    async (request) => listMeetings({ db }, request.params.id),
  );
  app.post(
    '/clients/:id/meetings',
    {
      config: { permission: 'clients.meetings' },
      schema: {
        tags,
        params: idParamsSchema,
        body: meetingInputSchema,
        response: { 201: meetingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await scheduleMeeting({
          db,
          actorId: currentAuth(request).user.id,
          clientId: request.params.id,
          input: request.body,
        }),
      ),
  );
  app.get(
    '/clients/:id/meetings/:meetingId/ics',
    {
      config: { permission: 'clients.read' },
      schema: { tags, params: idParamsSchema.extend({ meetingId: z.string().min(1).max(100) }) },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="meeting.ics"')
        .send(await meetingIcs({ db, clientId: request.params.id, meetingId: request.params.meetingId })),
  );
};
