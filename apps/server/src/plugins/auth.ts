/**
 * Every /api route needs a valid Bearer token unless its route config says `public: true`, and a role
 * that holds the permission its config declares: `config: { permission: 'clients.delete' }` (the
 * matrix is packages/shared/src/common/permissions.ts, explained in docs/permissions.md). A route that
 * declares none is refused for every role, so a forgotten one fails closed.
 * The signed-in user and session are put on the request for the handlers. JSON answers are never
 * cached (Cache-Control: no-store).
 */

import type { Permission } from '@firebreak/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { type Actor, assertCan } from '../lib/permissions';
import { type AuthDeps, type Authenticated, authenticateToken } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    /** What the signed-in user's role must allow (docs/permissions.md). */
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function registerAuthGuard(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers 404
    request.auth = await authenticateRequest(deps, request, request.routeOptions.config?.permission);
  });
  // What an API answers is someone's data (or a token): no browser or proxy may keep a copy.
  // Routes that choose their own caching (files, calendar feeds) keep their header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    if (String(reply.getHeader('content-type') ?? '').includes('json'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * The Bearer token's user, refused (401) without a valid session and (403) when the role lacks the
 * permission. The guard calls it; so do the few public routes that also accept a session themselves.
 */
export async function authenticateRequest(
  deps: AuthDeps,
  request: FastifyRequest,
  permission: Permission | undefined,
): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const auth = await authenticateToken(deps, token);
  if (!auth) throw unauthorized('Your session has expired or is no longer valid. Please sign in again.');
  assertCan(auth.user.role, permission);
  return auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] && match[1].length < 4096 ? match[1] : null;
}

/** The signed-in user of a non-public route (the guard has already run). */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in user as services take it: for owner rules and the audit trail. */
export function currentActor(request: FastifyRequest): Actor {
  const { user } = currentAuth(request);
  return { id: user.id, role: user.role };
}

/** The signed-in user with their names, for what records who made it (a quote's 'Prepared by'). */
export function currentNamedActor(request: FastifyRequest): Actor & { firstName: string; lastName: string } {
  const { user } = currentAuth(request);
  return { id: user.id, role: user.role, firstName: user.firstName, lastName: user.lastName };
}
