/** The public set-password page's API: read an invitation, then set the password and sign in. */
import {
  acceptInviteInputSchema,
  authResponseSchema,
  errorResponseSchema,
  errorResponses,
  invitationSchema,
  inviteTokenParamsSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthDeps } from './auth.service';
import { acceptInvite, getInvitation } from './invites.service';

export type InviteRoutesOptions = { auth: AuthDeps; rateLimit: { max: number; timeWindow: string } };

export const inviteRoutes: FastifyPluginAsyncZod<InviteRoutesOptions> = async (app, options) => {
  const errors = errorResponses(400, 404, 429);

  app.get(
    '/invites/:token',
    {
      config: { public: true, rateLimit: options.rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Who a set-password link is for (404 once used, expired or replaced)',
        security: [],
        params: inviteTokenParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => getInvitation(options.auth, request.params.token),
  );

  app.post(
    '/invites/:token',
    {
      config: { public: true, rateLimit: options.rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set the password with a one-time link and sign in; other sessions of the account end',
        security: [],
        params: inviteTokenParamsSchema,
        body: acceptInviteInputSchema,
        response: { 200: authResponseSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      acceptInvite({
        ...options.auth,
        token: request.params.token,
        password: request.body.password,
        meta: { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
      }),
  );
};
