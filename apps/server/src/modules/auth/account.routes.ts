/** The signed-in user's own name and phone, password and sessions, under /api/auth. */
import {
  changePasswordInputSchema,
  errorResponseSchema,
  meResponseSchema,
  revokedSessionsSchema,
  sessionListSchema,
  updateProfileInputSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { changePassword, listSessions, signOutOtherSessions, updateProfile } from './account.service';
import type { AuthDeps } from './auth.service';

export type AccountRoutesOptions = { auth: AuthDeps; rateLimit: { max: number; timeWindow: string } };

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  app.post(
    '/password',
    {
      config: { permission: 'account.self', rateLimit: options.rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change your password: needs the current one; signs out your other sessions',
        body: changePasswordInputSchema,
        response: {
          200: revokedSessionsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      changePassword({
        ...options.auth,
        auth: currentAuth(request),
        input: request.body,
        meta: { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
      }),
  );

  app.patch(
    '/me',
    {
      config: { permission: 'account.self' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own name or phone',
        body: updateProfileInputSchema,
        response: { 200: meResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      user: await updateProfile({ ...options.auth, auth: currentAuth(request), input: request.body }),
    }),
  );

  app.get(
    '/sessions',
    {
      config: { permission: 'account.self' },
      schema: {
        tags: ['auth'],
        summary: 'Your signed-in sessions that still work, this one first',
        response: { 200: sessionListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ sessions: await listSessions(options.auth, currentAuth(request)) }),
  );

  app.post(
    '/sessions/revoke-others',
    {
      config: { permission: 'account.self' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out every other session of yours',
        response: { 200: revokedSessionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => signOutOtherSessions(options.auth, currentAuth(request)),
  );
};
