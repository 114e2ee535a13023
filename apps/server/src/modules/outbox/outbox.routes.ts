/**
 * The outbox (decision 0085): GET /api/outbox and POST /api/outbox/:id/retry for administrators;
 * GET /api/outbox/related for one invoice's, statement's or quote's messages, read by whoever may
 * read that item.
 */
import {
  errorResponses,
  idParamsSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxMessageSchema,
  outboxRelatedQuerySchema,
  outboxRelatedResponseSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { listOutbox, listRelatedMessages, retryMessage } from './outbox.service';

export const outboxRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/outbox',
    {
      config: { permission: 'outbox.read' },
      schema: {
        tags: ['outbox'],
        summary: 'Every e-mail the app sent or tried to send, newest first (ADMIN)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOutbox(context, request.query),
  );

  app.get(
    '/outbox/related',
    {
      // Invoices are what this is for; a quote's messages also need quotes.read (the service checks).
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['outbox'],
        summary: "One invoice's, statement's or quote's e-mail",
        querystring: outboxRelatedQuerySchema,
        response: { 200: outboxRelatedResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listRelatedMessages({ ...context, actor: currentActor(request) }, request.query),
  );

  app.post(
    '/outbox/:id/retry',
    {
      config: { permission: 'outbox.manage' },
      schema: {
        tags: ['outbox'],
        summary: 'Queue a failed or not-sent message again (ADMIN)',
        params: idParamsSchema,
        response: { 200: outboxMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => retryMessage({ ...context, actor: currentActor(request) }, request.params.id),
  );
};
