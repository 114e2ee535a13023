/** Sign-up, sign-in, current user, sign-out, and Google sign-in start/callback. */

import rateLimit from '@fastify/rate-limit';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  authResponseSchema,
  errorResponseSchema,
  errorResponses,
  googleExchangeInputSchema,
  googleLoginResponseSchema,
  loginInputSchema,
  meResponseSchema,
  registerInputSchema,
  signupPendingResponseSchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import { failoverRateLimitStore } from '../../plugins/rate-limit-store';
import { accountRoutes } from './account.routes';
import { loginUser, logoutSession, registerUser } from './auth.service';
import { completeGoogleLogin, exchangeGoogleCode, type GoogleDeps, startGoogleLogin } from './google';
import { inviteRoutes } from './invites.routes';

const errors = errorResponses(400, 401, 429);

const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { config } = context;
  const options = {
    auth: context.auth,
    google: { ...context.auth, google: config.google, publicUrl: config.publicUrl } satisfies GoogleDeps,
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    redis: context.redis,
  };
  await app.register(rateLimit, {
    global: false,
    // Shared through Redis while it answers, counted in this process while it does not: never open.
    ...(options.redis ? { store: failoverRateLimitStore(options.redis, 'firebreak-rl-') } : {}),
    errorResponseBuilder: () => new AppError(429, AUTH_MESSAGES.tooManyAttempts, 'RATE_LIMITED'),
  });
  const perIpLimit = { max: options.loginRateLimitPerMinute, timeWindow: '1 minute' };
  await app.register(accountRoutes, { auth: options.auth, rateLimit: perIpLimit });
  await app.register(inviteRoutes, { auth: options.auth, rateLimit: perIpLimit });

  app.post(
    '/register',
    {
      config: { public: true, rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Sign up: 201 with a session when the account is active at once (SIGNUP_MODE=open, or the first administrator), 202 when it waits for an administrator',
        security: [],
        body: registerInputSchema,
        response: {
          201: authResponseSchema,
          202: signupPendingResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await registerUser({ ...options.auth, input: request.body, meta: requestMeta(request) });
      if (result.status === 'PENDING')
        return reply.status(202).send({ status: 'PENDING', message: ACCOUNT_MESSAGES.signupReceived });
      return reply.status(201).send(result.auth);
    },
  );

  app.post(
    '/login',
    {
      config: { public: true, rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        security: [],
        body: loginInputSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => loginUser({ ...options.auth, input: request.body, meta: requestMeta(request) }),
  );

  app.get(
    '/me',
    {
      config: { permission: 'account.self' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user: currentAuth(request).user }),
  );

  app.post(
    '/logout',
    {
      config: { permission: 'account.self' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this session',
        response: { 204: z.null().describe('Signed out'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { sessionId, user } = currentAuth(request);
      await logoutSession(options.auth, { sessionId, userId: user.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/google/login',
    {
      config: { public: true, rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in: the address to send the browser to',
        security: [],
        response: { 200: googleLoginResponseSchema, 404: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async () => startGoogleLogin(options.google),
  );

  app.get(
    '/google/callback',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "The identity provider's redirect; answers with a redirect to the web app's /auth/callback with a one-time code (never a token)",
        security: [],
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, options.google.publicUrl);
      try {
        const { code } = await completeGoogleLogin({ ...options.google, callbackUrl });
        return reply.redirect(`/auth/callback?${new URLSearchParams({ code, provider: 'google' })}`);
      } catch (error) {
        const message = error instanceof AppError ? error.message : AUTH_MESSAGES.callbackFailed;
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'Google sign-in failed');
        return reply.redirect(`/auth/callback?${new URLSearchParams({ error: message })}`);
      }
    },
  );

  app.post(
    '/google/exchange',
    {
      config: { public: true, rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Sign in with the Google callback's one-time code and the binding the browser got when it started the sign-in",
        security: [],
        body: googleExchangeInputSchema,
        response: { 200: authResponseSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request) => exchangeGoogleCode({ ...options.google, ...request.body, meta: requestMeta(request) }),
  );
};
