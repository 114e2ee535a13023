/**
 * Walks every operation of the OpenAPI document for each of the five roles (the four staff roles and a
 * client's contact, CLIENT): every route declares a
 * permission, and a role gets 403 exactly where the matrix (packages/shared/src/common/permissions.ts) says
 * no. The request is only plausible (made-up ids, an empty body): any status but 403 counts as
 * allowed, 400 and 404 included, because the guard answers before validation and lookups.
 */
import { can, isPermission, PERMISSION_MESSAGES, type Permission, ROLES, type Role } from '@firebreak/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../modules/auth/tokens';
import {
  bearer,
  createClient,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
} from '../test/factories';
import { createTestApp, engines, type TestApp } from '../test/test-app';
import { registerAuthGuard } from './auth';
import { registerErrorHandler } from './errors';

/** The only routes without a role check: a change here is a security decision (docs/permissions.md). */
const PUBLIC_ROUTES = [
  'GET /api/config',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/google/login',
  'GET /api/auth/google/callback',
  // The callback's one-time code, redeemed only with the starting tab's binding (decision 0071).
  'POST /api/auth/google/exchange',
  'GET /api/health',
  'GET /api/calendar/{token}.ics',
  // A one-time set-password link: the secret is in the path (docs/decisions/0052).
  'GET /api/auth/invites/{token}',
  'POST /api/auth/invites/{token}',
  // A client's answer to a quote: the signed, expiring link is the credential (docs/decisions/0069).
  'GET /api/public/quote-approval/{token}',
  'GET /api/public/quote-approval/{token}/pdf',
  'POST /api/public/quote-approval/{token}/decision',
  // A client's acceptance of a maintenance agreement: the same kind of signed link (decision 0087).
  'GET /api/public/agreement-acceptance/{token}',
  'GET /api/public/agreement-acceptance/{token}/pdf',
  'POST /api/public/agreement-acceptance/{token}/decision',
];

type Operation = {
  'x-permission'?: string;
  'x-public'?: boolean;
  parameters?: Array<{ in: string; name: string; schema?: { enum?: string[] } }>;
  requestBody?: { content?: Record<string, unknown> };
};
type Route = { key: string; method: string; url: string; operation: Operation };

const MADE_UP_ID = 'f0000000-0000-4000-8000-00000000000f';

function plausibleUrl(path: string, operation: Operation): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return parameter?.schema?.enum?.[0] ?? MADE_UP_ID;
  });
}

function plausibleBody(operation: Operation): { payload?: string; headers: Record<string, string> } {
  const types = Object.keys(operation.requestBody?.content ?? {});
  if (types.length === 0) return { headers: {} };
  const type = types[0] ?? 'application/json';
  if (type === 'application/json') return { payload: '{}', headers: { 'content-type': type } };
  return { payload: '', headers: { 'content-type': type } };
}

describe.each(engines)('permissions on every route (%s)', (engine) => {
  let t: TestApp;
  let users: Record<Role, RegisteredUser>;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    const staff = await registerEachRole(t.app);
    // A client's contact (issue 31): every staff route must refuse them, the portal's let them in.
    const client = await createClient(t.app, staff.ADMIN.token);
    users = { ...staff, CLIENT: await registerClientContact(t.app, staff.ADMIN.token, client.id) };
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${url}`,
        method: method.toUpperCase(),
        url,
        operation,
      })),
    );
  });
  afterAll(async () => t?.close());

  it('finds the whole API in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  it('every route declares a known permission, or is one of the public routes', () => {
    const undeclared = routes
      .filter((route) => !route.operation['x-public'] && !isPermission(route.operation['x-permission']))
      .map((route) => `${route.key} (${route.operation['x-permission'] ?? 'none'})`);
    expect(undeclared).toEqual([]);
    const publicWithoutPermission = routes
      .filter((route) => route.operation['x-public'] && !route.operation['x-permission'])
      .map((route) => route.key);
    expect(publicWithoutPermission.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it.each(ROLES)('%s gets 403 exactly where the matrix says no', async (role) => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const permission = route.operation['x-permission'];
      if (!isPermission(permission)) continue;
      // Signing out ends the session the other requests use: sign out a session of its own.
      const token = route.key === 'POST /api/auth/logout' ? await freshToken(users[role]) : users[role].token;
      const { payload, headers } = plausibleBody(route.operation);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: plausibleUrl(route.url, route.operation),
        headers: { ...bearer(token), ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      const allowed = can(role, permission as Permission);
      const refused = response.statusCode === 403;
      if (allowed === refused || response.statusCode === 401)
        mismatches.push(
          `${route.key} [${permission}] → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      if (refused) expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(mismatches).toEqual([]);
  });

  it('a route that declares no permission is refused for every role, the ADMIN too', async () => {
    const bare = Fastify();
    registerAuthGuard(bare, {
      db: t.database.db,
      signer: createTokenSigner(t.config.jwtSecret),
      config: t.config,
    });
    registerErrorHandler(bare);
    bare.get('/api/undeclared', async () => ({ ok: true }));
    bare.get('/api/declared', { config: { permission: 'audit.read' } }, async () => ({ ok: true }));
    await bare.ready();
    try {
      for (const role of ROLES) {
        const headers = bearer(users[role].token);
        const undeclared = await bare.inject({ method: 'GET', url: '/api/undeclared', headers });
        expect(undeclared.statusCode).toBe(403);
        expect(undeclared.json()).toEqual({ error: PERMISSION_MESSAGES.undeclared });
        const declared = await bare.inject({ method: 'GET', url: '/api/declared', headers });
        expect(declared.statusCode).toBe(role === 'ADMIN' ? 200 : 403);
      }
    } finally {
      await bare.close();
    }
  });

  async function freshToken(user: RegisteredUser): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    return (response.json() as { token: string }).token;
  }
});
