import { ACCOUNT_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM helper shared with the browser tests
import { startOidcProvider, TEST_CLIENT } from '../../../../../e2e/support/oidc-provider.mjs';
import { bearer } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'http://localhost:3999';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

/** Follows the provider's redirects with a cookie jar, signing in on its development form as `login`. */
async function signInAtProvider(authUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  let url = authUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location?.startsWith(REDIRECT_URI)) return new URL(location);
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
    const submitted = await send(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    url = new URL(submitted.headers.get('location') ?? '', url).href;
  }
  throw new Error('too many redirects at the provider');
}

describe.each(engines)('Google sign-in through a real OIDC provider on %s', (engine) => {
  let provider: { issuer: string; close: () => Promise<void> };
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
    t = await createTestApp(engine, {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The browser's binding of the newest sign-in it started (kept in its tab's storage by the web app). */
  let binding = '';
  const startLogin = async (app: TestApp = t) => {
    const response = await app.app.inject({ url: '/api/auth/google/login' });
    expect(response.statusCode).toBe(200);
    binding = response.json().binding as string;
    expect(binding).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    return response.json().authUrl as string;
  };

  const finish = async (callback: URL, app: TestApp = t) => {
    const response = await app.app.inject({ url: `${callback.pathname}${callback.search}` });
    expect(response.statusCode).toBe(302);
    return new URL(response.headers.location as string, PUBLIC_URL);
  };

  const exchange = (code: string | null, withBinding = binding, app: TestApp = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload: { code: code ?? '', binding: withBinding },
    });

  /** The session token the web app gets for the callback's one-time code. */
  const tokenOf = async (callback: URL) => {
    expect(callback.searchParams.get('token')).toBeNull(); // never a token in an address
    const response = await exchange(callback.searchParams.get('code'));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  it('asks for code flow with PKCE, state and nonce', async () => {
    const url = new URL(await startLogin());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  });

  it('creates a Project Manager on first sign-in and signs the same account in again', async () => {
    const first = await finish(await signInAtProvider(await startLogin(), 'grace.hopper@example.com'));
    expect(first.pathname).toBe('/auth/callback');
    expect(first.searchParams.get('provider')).toBe('google');
    const token = await tokenOf(first);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      role: 'PROJECT_MANAGER',
    });

    const second = await finish(await signInAtProvider(await startLogin(), 'grace.hopper@example.com'));
    const again = await t.app.inject({ url: '/api/auth/me', headers: bearer(await tokenOf(second)) });
    expect(again.json().user.id).toBe(me.json().user.id);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada.Lovelace@example.com',
        password: 'Analyt1cal',
        role: 'ENGINEER',
      },
    });
    const callback = await finish(await signInAtProvider(await startLogin(), 'ada.lovelace@example.com'));
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(await tokenOf(callback)) });
    expect(me.json().user).toMatchObject({ id: registered.json().user.id, role: 'ENGINEER' });
  });

  it('refuses a replayed callback: state is single use', async () => {
    const callback = await signInAtProvider(await startLogin(), 'alan.turing@example.com');
    expect((await finish(callback)).searchParams.get('code')).toBeTruthy();
    const replay = await finish(callback);
    expect(replay.searchParams.get('code')).toBeNull();
    expect(replay.searchParams.get('error')).toBe('The sign-in request is unknown or was already used');
  });

  it('refuses a forged state and passes a provider error on', async () => {
    const forged = await finish(new URL(`${REDIRECT_URI}?code=abc&state=forged`));
    expect(forged.searchParams.get('error')).toBe('The sign-in request is unknown or was already used');
    const denied = await finish(
      new URL(`${REDIRECT_URI}?error=access_denied&error_description=User+cancelled`),
    );
    expect(denied.searchParams.get('error')).toBe('User cancelled');
  });

  it('exchanges a code once, only with the binding of the browser that started the sign-in (no login CSRF)', async () => {
    // The attacker signs in to their own account and stops before the exchange...
    const attackers = await finish(await signInAtProvider(await startLogin(), 'mallory@example.com'));
    const attackersBinding = binding;
    const code = attackers.searchParams.get('code');
    // ...and sends a victim to /auth/callback?code=…: the victim's browser holds its own binding, or none.
    await startLogin();
    const victimsBinding = binding;
    expect(victimsBinding).not.toBe(attackersBinding);
    const forged = await exchange(code, victimsBinding);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Invalid authentication response' });
    // The code was spent by that attempt: not even the right binding gets a session now.
    expect((await exchange(code, attackersBinding)).statusCode).toBe(400);

    const honest = await finish(await signInAtProvider(await startLogin(), 'mallory@example.com'));
    const first = await exchange(honest.searchParams.get('code'));
    expect(first.statusCode).toBe(200);
    expect((await exchange(honest.searchParams.get('code'))).statusCode).toBe(400); // single use
    for (const payload of [{}, { code: 'x', binding: 'y' }, { code: 'a'.repeat(5000), binding: binding }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('refuses an old-style /auth/callback token: the callback route no longer hands out tokens', async () => {
    const callback = await finish(await signInAtProvider(await startLogin(), 'eve@example.com'));
    expect([...callback.searchParams.keys()].sort()).toEqual(['code', 'provider']);
  });

  describe('a new Google account follows SIGNUP_MODE', () => {
    it('waits for approval by default once an administrator exists, and says so', async () => {
      const approval = await createTestApp(engine, {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
        SIGNUP_MODE: 'approval',
      });
      try {
        const admin = await approval.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            firstName: 'Ad',
            lastName: 'Min',
            email: 'admin@example.com',
            password: 'Adm1nistr8',
            role: 'ADMIN',
          },
        });
        expect(admin.statusCode).toBe(201);
        const callback = await finish(
          await signInAtProvider(await startLogin(approval), 'katherine.johnson@example.com'),
          approval,
        );
        expect(callback.searchParams.get('code')).toBeNull();
        expect(callback.searchParams.get('error')).toBe(ACCOUNT_MESSAGES.signupReceived);
        const again = await finish(
          await signInAtProvider(await startLogin(approval), 'katherine.johnson@example.com'),
          approval,
        );
        expect(again.searchParams.get('error')).toBe(ACCOUNT_MESSAGES.accountPending);
        const users = await approval.app.inject({
          url: '/api/admin/users',
          headers: bearer(admin.json().token),
        });
        expect(users.json().users[0]).toMatchObject({
          email: 'katherine.johnson@example.com',
          status: 'PENDING',
          requestedRole: 'PROJECT_MANAGER',
        });
      } finally {
        await approval.close();
      }
    });

    it('is refused on an invitation-only install', async () => {
      const invite = await createTestApp(engine, {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
        SIGNUP_MODE: 'invite',
      });
      try {
        const callback = await finish(
          await signInAtProvider(await startLogin(invite), 'dorothy.vaughan@example.com'),
          invite,
        );
        expect(callback.searchParams.get('error')).toBe(ACCOUNT_MESSAGES.signupInviteOnly);
        const count = await invite.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email_normalized', '=', 'dorothy.vaughan@example.com')
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
      } finally {
        await invite.close();
      }
    });
  });
});
