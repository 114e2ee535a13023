/**
 * /api/projects/:id/money, /claims, /payments, /costs (issue 15): a project's claims, payments and
 * costs. Reading and writing both need 'projects.finance' (docs/permissions.md).
 */
import {
  claimInputSchema,
  claimSchema,
  costInputSchema,
  costSchema,
  errorResponses,
  idParamsSchema,
  moneyEntryParamsSchema,
  paymentInputSchema,
  paymentSchema,
  projectMoneySchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { createClaim, deleteMoneyEntry, getProjectMoney, recordCost, recordPayment } from './money.service';

const errors = errorResponses(400, 401, 403, 404, 422);

export const projectMoneyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/:id/money',
    {
      config: { permission: 'projects.finance' },
      schema: {
        tags: ['project money'],
        summary: 'Claims, payments, costs and the money summary of one project',
        params: idParamsSchema,
        response: { 200: projectMoneySchema, ...errors },
      },
    },
    async (request) => getProjectMoney(context, request.params.id),
  );

  app.post(
    '/:id/claims',
    {
      config: { permission: 'projects.finance' },
      schema: {
        tags: ['project money'],
        summary: 'Raise a progress claim or a retention release (tax invoice INV-YYYY-NNNN)',
        params: idParamsSchema,
        body: claimInputSchema,
        response: { 201: claimSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createClaim({
          ...context,
          actor: currentActor(request),
          projectId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/:id/payments',
    {
      config: { permission: 'projects.finance' },
      schema: {
        tags: ['project money'],
        summary: 'Record a payment received against a claim (feeds cash flow)',
        params: idParamsSchema,
        body: paymentInputSchema,
        response: { 201: paymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await recordPayment({
          ...context,
          actor: currentActor(request),
          projectId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/:id/costs',
    {
      config: { permission: 'projects.finance' },
      schema: {
        tags: ['project money'],
        summary: "Record a cost (adds to the project's spend; feeds cash flow)",
        params: idParamsSchema,
        body: costInputSchema,
        response: { 201: costSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await recordCost({
          ...context,
          actor: currentActor(request),
          projectId: request.params.id,
          input: request.body,
        }),
      ),
  );

  for (const [segment, kind] of [
    ['claims', 'claim'],
    ['payments', 'payment'],
    ['costs', 'cost'],
  ] as const) {
    app.delete(
      `/:id/${segment}/:entryId`,
      {
        config: { permission: 'projects.finance' },
        schema: {
          tags: ['project money'],
          summary: `Delete a ${kind}${kind === 'claim' ? ' that has no payments' : ''}`,
          params: moneyEntryParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await deleteMoneyEntry({
          ...context,
          actor: currentActor(request),
          projectId: request.params.id,
          kind,
          entryId: request.params.entryId,
        });
        return reply.status(204).send(null);
      },
    );
  }
};
