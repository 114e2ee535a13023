/**
 * Client approval by private link, conversion to a project, revisions and copies (docs/decisions/0069).
 * The office's routes need `quotes.send` (ADMIN, PROJECT_MANAGER) or `quotes.read` to look; the
 * client's routes under /api/public/quote-approval/:token are public, rate-limited per IP, and answer
 * only through a valid open link.
 */
import rateLimit from '@fastify/rate-limit';
import {
  createdQuoteApprovalLinkSchema,
  errorResponseSchema,
  errorResponses,
  projectOriginSchema,
  publicQuoteSchema,
  QUOTE_APPROVAL_MESSAGES,
  quoteApprovalLinkIdParamsSchema,
  quoteApprovalLinkSchema,
  quoteApprovalTokenParamsSchema,
  quoteDecisionInputSchema,
  quoteDecisionResultSchema,
  quoteIdParamsSchema,
  quoteProjectResultSchema,
  quoteWorkflowSchema,
  savedQuoteSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { currentNamedActor } from '../../../plugins/auth';
import { failoverRateLimitStore } from '../../../plugins/rate-limit-store';
import { quotePdfFileName, renderQuotePdf } from '../quote-pdf';
import {
  convertQuoteToProject,
  duplicateQuote,
  projectOrigin,
  quoteWorkflow,
  reviseFromBody,
} from '../quote-workflow.service';
import {
  createApprovalLink,
  createApprovalSigner,
  decideQuote,
  quoteOfLink,
  revokeApprovalLink,
  toPublicQuote,
} from './quote-approval.service';

/** Requests per minute per IP to the public approval routes. */
export const PUBLIC_APPROVAL_RATE_PER_MINUTE = 60;

/**
 * Which form a revision takes depends on the quote revised, so the body is read by the service:
 * documented here as either, checked there against the one that applies.
 */
const revisionBodySchema = z
  .unknown()
  .describe(
    'Quick Quote: the Quick Quote form (as POST /api/quick-quote/save). BOQ quote: a bill (as POST /api/quotes/boq), or an empty body to price its own lines again.',
  );

const withNotFound = { ...errorResponses(400, 401, 403), 404: errorResponseSchema };
const publicErrors = errorResponses(400, 404, 409, 410, 429);

export const quoteApprovalRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db, events, config, redis } = context;
  const signer = createApprovalSigner(config.jwtSecret);
  const actor = currentNamedActor;

  app.get(
    '/quotes/:id/workflow',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: "A quote's approval links and decisions, the project it became, and its revisions",
        params: quoteIdParamsSchema,
        response: { 200: quoteWorkflowSchema, ...withNotFound },
      },
    },
    async (request) => quoteWorkflow({ db }, request.params.id),
  );

  app.post(
    '/quotes/:id/approval-links',
    {
      config: { permission: 'quotes.send' },
      schema: {
        tags: ['quotes'],
        summary:
          'Make a private approval link for the client (signed, expiring, revocable); the token is shown once. 409 for a quote that is not Draft or Sent, was answered, became a project or was replaced by a revision',
        params: quoteIdParamsSchema,
        response: { 201: createdQuoteApprovalLinkSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createApprovalLink({
        db,
        signer,
        actor: actor(request),
        quoteId: request.params.id,
      });
      return reply.status(201).send({ ...created, url: `${config.publicUrl}${created.path}` });
    },
  );

  app.post(
    '/quote-approval-links/:id/revoke',
    {
      config: { permission: 'quotes.send' },
      schema: {
        tags: ['quotes'],
        summary: 'Revoke an approval link: it answers no more',
        params: quoteApprovalLinkIdParamsSchema,
        response: { 200: quoteApprovalLinkSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => revokeApprovalLink({ db, actor: actor(request), linkId: request.params.id }),
  );

  app.post(
    '/quotes/:id/revisions',
    {
      config: { permission: 'quotes.send' },
      schema: {
        tags: ['quotes'],
        summary:
          "Revise a saved quote, saved as 'Rev N' under the same number: a Quick Quote from the Quick Quote form, a BOQ quote from a bill (or, with an empty body, its own lines priced again)",
        params: quoteIdParamsSchema,
        body: revisionBodySchema,
        response: { 201: savedQuoteSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const quote = await reviseFromBody({
        db,
        actor: actor(request),
        id: request.params.id,
        body: request.body,
      });
      return reply.status(201).send(quote);
    },
  );

  app.post(
    '/quotes/:id/duplicate',
    {
      config: { permission: 'quotes.send' },
      schema: {
        tags: ['quotes'],
        summary: "Copy a saved quote's figures under the year's next number, as a Draft",
        params: quoteIdParamsSchema,
        response: { 201: savedQuoteSchema, ...withNotFound },
      },
    },
    async (request, reply) => {
      const quote = await duplicateQuote({ db, actor: actor(request), id: request.params.id });
      return reply.status(201).send(quote);
    },
  );

  app.post(
    '/quotes/:id/project',
    {
      config: { permission: 'quotes.send' },
      schema: {
        tags: ['quotes'],
        summary: 'Turn an approved (Won) quote into a project, once (409 names the project it already is)',
        params: quoteIdParamsSchema,
        response: { 201: quoteProjectResultSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await convertQuoteToProject({
        db,
        events,
        actor: actor(request),
        id: request.params.id,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/projects/:id/origin',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: 'The quote a project was made from, and the site and inspection visit that quote priced',
        params: quoteIdParamsSchema,
        response: { 200: projectOriginSchema, ...withNotFound },
      },
    },
    async (request) => projectOrigin({ db }, request.params.id),
  );

  // The client's side: no account, a rate limit per IP of its own.
  await app.register(async (open) => {
    await open.register(rateLimit, {
      global: false,
      ...(redis ? { store: failoverRateLimitStore(redis, 'firebreak-rl-qa-') } : {}),
      errorResponseBuilder: () => new AppError(429, QUOTE_APPROVAL_MESSAGES.tooMany, 'RATE_LIMITED'),
    });
    const limit = { max: PUBLIC_APPROVAL_RATE_PER_MINUTE, timeWindow: '1 minute' };
    const typed = open.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();

    typed.get(
      '/public/quote-approval/:token',
      {
        config: { public: true, rateLimit: limit },
        schema: {
          tags: ['quote-approval'],
          summary:
            'The quote an approval link shows: open, or as the client answered it through this link (with the decision); 4xx when the link is not valid, expired, revoked, answered through another link, replaced by a revision, or the quote changed since it was sent',
          security: [],
          params: quoteApprovalTokenParamsSchema,
          response: { 200: publicQuoteSchema, ...publicErrors },
        },
      },
      async (request) => {
        const { quote, link } = await quoteOfLink({ db, signer, token: request.params.token });
        return toPublicQuote(quote, link, config.company.name);
      },
    );

    typed.get(
      '/public/quote-approval/:token/pdf',
      {
        config: { public: true, rateLimit: limit },
        schema: {
          tags: ['quote-approval'],
          summary: 'The PDF of the quote an approval link shows (open, or answered through this link)',
          security: [],
          params: quoteApprovalTokenParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.unknown().describe('The PDF (application/pdf)'), ...publicErrors },
        },
      },
      async (request, reply) => {
        const { quote } = await quoteOfLink({ db, signer, token: request.params.token });
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${quotePdfFileName(quote)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(renderQuotePdf(quote, config.company));
      },
    );

    typed.post(
      '/public/quote-approval/:token/decision',
      {
        config: { public: true, rateLimit: limit },
        schema: {
          tags: ['quote-approval'],
          summary:
            "Approve or decline the quote with the client's name and an optional note; once per quote: the first answer closes the quote's other links",
          security: [],
          params: quoteApprovalTokenParamsSchema,
          body: quoteDecisionInputSchema,
          response: { 200: quoteDecisionResultSchema, ...publicErrors },
        },
      },
      async (request) =>
        decideQuote({ db, signer, token: request.params.token, input: request.body, ip: request.ip ?? null }),
    );
  });
};
