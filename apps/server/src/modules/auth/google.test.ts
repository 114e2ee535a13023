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

  const startLogin = async () => {
    const response = await t.app.inject({ url: '/api/auth/google/login' });
    expect(response.statusCode).toBe(200);
    return response.json().authUrl as string;
  };

  const finish = async (callback: URL) => {
    const response = await t.app.inject({ url: `${callback.pathname}${callback.search}` });
    expect(response.statusCode).toBe(302);
    return new URL(response.headers.location as string, PUBLIC_URL);
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
    const token = first.searchParams.get('token')!;
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      role: 'PROJECT_MANAGER',
    });

    const second = await finish(await signInAtProvider(await startLogin(), 'grace.hopper@example.com'));
    const again = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(second.searchParams.get('token')!),
    });
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
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(callback.searchParams.get('token')!),
    });
    expect(me.json().user).toMatchObject({ id: registered.json().user.id, role: 'ENGINEER' });
  });

  it('refuses a replayed callback: state is single use', async () => {
    const callback = await signInAtProvider(await startLogin(), 'alan.turing@example.com');
    expect((await finish(callback)).searchParams.get('token')).toBeTruthy();
    const replay = await finish(callback);
    expect(replay.searchParams.get('token')).toBeNull();
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
});
