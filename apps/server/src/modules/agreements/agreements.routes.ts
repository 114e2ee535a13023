/**
 * /api/agreements (issue 29 §1; decision 0087): maintenance agreements' list and detail
 * ('agreements.read'), drafts, sending for acceptance, cancelling and the anniversary's escalation
 * ('agreements.manage'); the billing run /api/billing/run ('invoices.manage'); and the client's side
 * under /api/public/agreement-acceptance/:token, public, rate-limited per address, answering only
 * through a valid open link (as quotes' approval links).
 */
import rateLimit from '@fastify/rate-limit';
import {
  agreementDecisionInputSchema,
  agreementDecisionResultSchema,
  agreementIdParamsSchema,
  agreementInputSchema,
  agreementLinkSchema,
  agreementListQuerySchema,
  agreementListSchema,
  agreementSchema,
  agreementTokenParamsSchema,
  billingRunInputSchema,
  billingRunResultSchema,
  errorResponses,
  escalationInputSchema,
  escalationPreviewSchema,
  escalationQuerySchema,
  publicAgreementSchema,
  sendAgreementInputSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { currentActor, currentNamedActor } from '../../plugins/auth';
import { failoverRateLimitStore } from '../../plugins/rate-limit-store';
import { documentsDepsOf } from '../documents/documents.service';
import {
  agreementOfLink,
  createAgreementSigner,
  decideAgreement,
  sendAgreement,
  toPublicAgreement,
} from './agreement-acceptance.service';
import { agreementPdfFileName, renderAgreementPdf } from './agreement-pdf';
import {
  applyEscalation,
  cancelAgreement,
  createAgreement,
  deleteAgreement,
  getAgreement,
  listAgreements,
  previewEscalation,
  replaceAgreement,
} from './agreements.service';
import { runBilling } from './billing-run.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['agreements'];
const publicErrors = errorResponses(400, 404, 409, 410, 429);

/** Requests per minute per address to the public acceptance routes. */
export const PUBLIC_ACCEPTANCE_RATE_PER_MINUTE = 60;

export const agreementsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, redis } = context;
  const signer = createAgreementSigner(config.jwtSecret);

  app.get(
    '/agreements',
    {
      config: { permission: 'agreements.read' },
      schema: {
        tags,
        summary: 'Maintenance agreements, newest first, by client and status',
        querystring: agreementListQuerySchema,
        response: { 200: agreementListSchema, ...errors },
      },
    },
    async (request) => listAgreements({ db }, request.query),
  );

  app.get(
    '/agreements/:id',
    {
      config: { permission: 'agreements.read' },
      schema: { tags, params: agreementIdParamsSchema, response: { 200: agreementSchema, ...errors } },
    },
    async (request) => getAgreement({ db }, request.params.id),
  );

  app.post(
    '/agreements',
    {
      config: { permission: 'agreements.manage' },
      schema: {
        tags,
        summary: 'Start a draft agreement (AGR-YYYY-NNNN) for a client and some of its sites',
        body: agreementInputSchema,
        response: { 201: agreementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAgreement({ db, actor: currentActor(request), input: request.body })),
  );

  app.put(
    '/agreements/:id',
    {
      config: { permission: 'agreements.manage' },
      schema: {
        tags,
        summary: 'Replace a draft agreement whole (409 once sent)',
        params: agreementIdParamsSchema,
        body: agreementInputSchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (request) =>
      replaceAgreement({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/agreements/:id',
    {
      config: { permission: 'agreements.manage' },
      schema: {
        tags,
        summary: 'Delete a draft agreement (409 once sent)',
        params: agreementIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAgreement({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/agreements/:id/send',
    {
      config: { permission: 'agreements.manage' },
      schema: {
        tags,
        summary:
          'Make a private acceptance link (signed, expiring; the token is shown once); with addresses, e-mail it and the PDF through the outbox',
        params: agreementIdParamsSchema,
        body: sendAgreementInputSchema,
        response: { 201: agreementLinkSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendAgreement({
          ...context,
          signer,
          actor: currentNamedActor(request),
          id: request.params.id,
          to: request.body.to,
        }),
      ),
  );

  app.post(
    '/agreements/:id/cancel',
    {
      config: { permission: 'agreements.manage' },
      schema: {
        tags,
        summary: 'Cancel an agreement: its links close and its open visits become chargeable',
        params: agreementIdParamsSchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (request) => cancelAgreement({ db, actor: currentActor(request), id: request.params.id }),
  );

  app.get(
    '/agreements/:id/pdf',
    {
      config: { permission: 'agreements.read' },
      schema: {
        tags,
        params: agreementIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const agreement = await getAgreement({ db }, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${agreementPdfFileName(agreement)}"`)
        .send(await renderAgreementPdf(agreement, config.company));
    },
  );

  app.get(
    '/agreements/:id/escalation',
    {
      config: { permission: 'agreements.read' },
      schema: {
        tags,
        summary:
          'Preview an escalation by pct percent: the old and new fee and the anniversary it applies from',
        params: agreementIdParamsSchema,
        querystring: escalationQuerySchema,
        response: { 200: escalationPreviewSchema, ...errors },
      },
    },
    async (request) => previewEscalation({ db }, { id: request.params.id, pct: request.query.pct }),
  );

  app.post(
    '/agreements/:id/escalate',
    {
      config: { permission: 'agreements.manage' },
      schema: {
        tags,
        summary: 'Apply the escalation on or after the anniversary, once per anniversary (409 otherwise)',
        params: agreementIdParamsSchema,
        body: escalationInputSchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (request) =>
      applyEscalation({ db, actor: currentActor(request), id: request.params.id, pct: request.body.pct }),
  );

  app.post(
    '/billing/run',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['invoices'],
        summary:
          'One draft invoice per active agreement due in the month (YYYY-MM), prorated first and last periods; again for the same month makes nothing new',
        body: billingRunInputSchema,
        response: { 200: billingRunResultSchema, ...errors },
      },
    },
    async (request) => runBilling({ db, actor: currentActor(request), period: request.body.period }),
  );

  await app.register(async (open) => {
    await open.register(rateLimit, {
      global: false,
      ...(redis ? { store: failoverRateLimitStore(redis, 'firebreak-rl-aa-') } : {}),
      errorResponseBuilder: () =>
        new AppError(429, 'Too many requests: wait a minute and try again', 'RATE_LIMITED'),
    });
    const limit = { max: PUBLIC_ACCEPTANCE_RATE_PER_MINUTE, timeWindow: '1 minute' };
    const typed = open.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();

    typed.get(
      '/public/agreement-acceptance/:token',
      {
        config: { public: true, rateLimit: limit },
        schema: {
          tags: ['agreement-acceptance'],
          summary:
            'The agreement an acceptance link shows; 4xx when the link is not valid, expired or closed',
          security: [],
          params: agreementTokenParamsSchema,
          response: { 200: publicAgreementSchema, ...publicErrors },
        },
      },
      async (request) => {
        const { agreement, link } = await agreementOfLink({ db, signer, token: request.params.token });
        return toPublicAgreement(agreement, link, config.company.name);
      },
    );

    typed.get(
      '/public/agreement-acceptance/:token/pdf',
      {
        config: { public: true, rateLimit: limit },
        schema: {
          tags: ['agreement-acceptance'],
          security: [],
          params: agreementTokenParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.unknown().describe('The PDF (application/pdf)'), ...publicErrors },
        },
      },
      async (request, reply) => {
        const { agreement } = await agreementOfLink({ db, signer, token: request.params.token });
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${agreementPdfFileName(agreement)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(await renderAgreementPdf(agreement, config.company));
      },
    );

    typed.post(
      '/public/agreement-acceptance/:token/decision',
      {
        config: { public: true, rateLimit: limit },
        schema: {
          tags: ['agreement-acceptance'],
          summary: "Accept (with the client's name) or decline (with a reason) the agreement, once",
          security: [],
          params: agreementTokenParamsSchema,
          body: agreementDecisionInputSchema,
          response: { 200: agreementDecisionResultSchema, ...publicErrors },
        },
      },
      async (request) =>
        decideAgreement({
          db,
          documents: documentsDepsOf(context),
          company: config.company,
          signer,
          token: request.params.token,
          input: request.body,
          ip: request.ip ?? null,
        }),
    );
  });
};
