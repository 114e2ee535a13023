/** POST /api/quotes/:id/approval-links/:linkId/email: the approval link and the quote's PDF by e-mail. */
import {
  errorResponses,
  outboxMessageSchema,
  quoteLinkEmailInputSchema,
  quoteLinkEmailParamsSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { currentActor } from '../../../plugins/auth';
import { createApprovalSigner } from './quote-approval.service';
import { emailApprovalLink } from './quote-approval-email';

export const quoteApprovalEmailRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const signer = createApprovalSigner(context.config.jwtSecret);
  app.post(
    '/quotes/:id/approval-links/:linkId/email',
    {
      config: { permission: 'quotes.send' },
      schema: {
        tags: ['quotes'],
        summary:
          "E-mail an open approval link with the quote's PDF through the outbox ('skipped' without SMTP_URL)",
        params: quoteLinkEmailParamsSchema,
        body: quoteLinkEmailInputSchema,
        response: { 202: outboxMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      const message = await emailApprovalLink({
        ...context,
        signer,
        actor: currentActor(request),
        quoteId: request.params.id,
        linkId: request.params.linkId,
        input: request.body,
      });
      return reply.status(202).send(message);
    },
  );
};
