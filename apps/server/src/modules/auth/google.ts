/**
 * Google sign-in through OpenID Connect (authorization code + PKCE + state + nonce).
 * The issuer is configurable, so tests use a real local OIDC provider on loopback.
 *
 * The callback never puts a session token in an address (logs, history): it hands the web app a
 * one-time code, which is exchanged by POST together with the secret the browser that started the
 * sign-in kept. A code made for someone else's account cannot sign this browser in (login CSRF).
 */

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type AuthResponse } from '@firebreak/shared';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { UsersTable } from '../../db/schema/users';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { syncPersonForUser } from '../resources/people.service';
import {
  type AuthDeps,
  lockFirstAdministrator,
  normalizeEmail,
  type RequestMeta,
  recordSignUp,
  signupOutcome,
  startSession,
} from './auth.service';

const STATE_TTL_MS = 10 * 60_000;
/** How long the web app has to exchange the callback's code: it does so at once. */
const CODE_TTL_MS = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SECRET = /^[A-Za-z0-9_-]{32,128}$/;
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

export type GoogleDeps = AuthDeps & { google: Config['google']; publicUrl: string };

type Claims = oidc.IDToken | (oidc.IDToken & oidc.UserInfoResponse);

let discovered: { issuer: string; config: Promise<oidc.Configuration> } | undefined;

function oidcConfiguration(google: NonNullable<Config['google']>): Promise<oidc.Configuration> {
  if (discovered?.issuer !== google.issuer) {
    const issuer = new URL(google.issuer);
    const config = oidc.discovery(
      issuer,
      google.clientId,
      google.clientSecret,
      undefined,
      issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    discovered = { issuer: google.issuer, config };
    // A failed discovery is retried on the next sign-in instead of being cached.
    config.catch(() => {
      if (discovered?.config === config) discovered = undefined;
    });
  }
  return discovered.config;
}

function requireGoogle(deps: GoogleDeps): NonNullable<Config['google']> {
  if (!deps.google) throw notFound(AUTH_MESSAGES.googleNotConfigured);
  return deps.google;
}

/**
 * Starts a sign-in: stores state, PKCE verifier, nonce and the hash of a new browser binding, and
 * returns the provider's address with the binding (the web app keeps it in this tab's storage).
 */
export async function startGoogleLogin(deps: GoogleDeps): Promise<{ authUrl: string; binding: string }> {
  const google = requireGoogle(deps);
  let config: oidc.Configuration;
  try {
    config = await oidcConfiguration(google);
  } catch {
    throw new AppError(
      502,
      'Google sign-in is unavailable: the identity provider could not be reached',
      'OIDC',
    );
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const binding = randomBytes(32).toString('base64url');
  const now = Date.now();
  await deps.db
    .insertInto('oidc_states')
    .values({
      state,
      code_verifier: codeVerifier,
      nonce,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + STATE_TTL_MS).toISOString(),
      binding_hash: sha256(binding),
    })
    .execute();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${deps.publicUrl}${GOOGLE_CALLBACK_PATH}`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authUrl: url.href, binding };
}

/**
 * Completes a sign-in from the provider's redirect: checks everything, finds or creates the user, and
 * answers a one-time code for the browser that started it (no session yet: that needs the binding).
 */
export async function completeGoogleLogin({
  callbackUrl,
  ...deps
}: GoogleDeps & { callbackUrl: URL }): Promise<{ code: string }> {
  const google = requireGoogle(deps);
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError) throw badRequest(callbackUrl.searchParams.get('error_description') || providerError);
  const state = callbackUrl.searchParams.get('state');
  if (!state || !callbackUrl.searchParams.get('code')) throw badRequest('The sign-in response is incomplete');

  const pending = await deps.db
    .selectFrom('oidc_states')
    .selectAll()
    .where('state', '=', state)
    .executeTakeFirst();
  if (!pending) throw badRequest('The sign-in request is unknown or was already used');
  await deps.db.deleteFrom('oidc_states').where('state', '=', state).execute();
  if (pending.expires_at <= new Date().toISOString()) throw badRequest('The sign-in request has expired');

  let claims: Claims | undefined;
  try {
    const config = await oidcConfiguration(google);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    // Providers may keep e-mail and names out of the ID token; the UserInfo endpoint then has them.
    claims =
      idClaims && !idClaims.email
        ? { ...idClaims, ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)) }
        : idClaims;
  } catch {
    throw badRequest('The identity provider did not confirm the sign-in');
  }
  if (!claims?.sub) throw badRequest('The identity provider did not confirm the sign-in');
  if (!pending.binding_hash) throw badRequest('The sign-in request is unknown or was already used');
  const user = await googleAccount(deps, claims);
  // Said only now that Google has proven who is asking, as a password sign-in does.
  if (user.disabled_at) throw forbidden(ACCOUNT_MESSAGES.accountDisabled);
  if (user.pending_since) throw forbidden(ACCOUNT_MESSAGES.accountPending);
  const code = randomBytes(32).toString('base64url');
  const now = Date.now();
  await deps.db
    .insertInto('login_codes')
    .values({
      code_hash: sha256(code),
      binding_hash: pending.binding_hash,
      user_id: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CODE_TTL_MS).toISOString(),
    })
    .execute();
  return { code };
}

/**
 * Exchanges the callback's one-time code, with the binding of the browser that started the sign-in,
 * for a session. The code is spent by the first attempt, right or wrong.
 */
export async function exchangeGoogleCode({
  code,
  binding,
  meta,
  ...deps
}: GoogleDeps & { code: string; binding: string; meta: RequestMeta }): Promise<AuthResponse> {
  const invalid = () => badRequest(AUTH_MESSAGES.callbackInvalid);
  if (!SECRET.test(code) || !SECRET.test(binding)) throw invalid();
  const codeHash = sha256(code);
  const row = await deps.db
    .selectFrom('login_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!row) throw invalid();
  const spent = await deps.db.deleteFrom('login_codes').where('code_hash', '=', codeHash).executeTakeFirst();
  if (Number(spent.numDeletedRows) !== 1) throw invalid();
  if (row.expires_at <= new Date().toISOString() || row.binding_hash !== sha256(binding)) throw invalid();
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user) throw invalid();
  return startSession({ ...deps, user, provider: 'google', meta });
}

async function googleAccount(deps: GoogleDeps, claims: oidc.IDToken): Promise<UsersTable> {
  const { db } = deps;
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const bySubject = await db
    .selectFrom('users')
    .selectAll()
    .where('google_sub', '=', claims.sub)
    .executeTakeFirst();
  if (bySubject) return bySubject;

  if (!email || !emailVerified) throw badRequest('Your Google account has no verified email address');
  const byEmail = await db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
  const now = new Date().toISOString();
  if (byEmail) {
    await db
      .updateTable('users')
      .set({ google_sub: claims.sub, updated_at: now })
      .where('id', '=', byEmail.id)
      .execute();
    return { ...byEmail, google_sub: claims.sub };
  }
  // A new account follows SIGNUP_MODE like the Sign Up form, asking for the spec's default role.
  const [fallbackFirst, ...rest] = String(claims.name ?? email.split('@')[0]).split(' ');
  const requestedRole = 'PROJECT_MANAGER';
  const user = await db.transaction().execute(async (trx) => {
    await lockFirstAdministrator({ db: trx, engine: deps.engine });
    const pendingAccount =
      (await signupOutcome({ db: trx, config: deps.config }, requestedRole)) === 'pending';
    const row: UsersTable = {
      id: randomUUID(),
      email,
      email_normalized: normalizeEmail(email),
      first_name: clip(String(claims.given_name ?? fallbackFirst ?? 'Google')),
      last_name: clip(String(claims.family_name ?? (rest.join(' ') || 'User'))),
      phone: null,
      role: pendingAccount ? 'TECHNICIAN' : requestedRole,
      password_hash: null,
      google_sub: claims.sub,
      created_at: now,
      updated_at: now,
      disabled_at: null,
      pending_since: pendingAccount ? now : null,
      requested_role: pendingAccount ? requestedRole : null,
    };
    await trx.insertInto('users').values(row).execute();
    await recordSignUp({ db: trx, row, method: 'google', requestedRole });
    if (!pendingAccount) await syncPersonForUser({ db: trx }, row.id);
    return row;
  });
  if (user.pending_since) throw forbidden(ACCOUNT_MESSAGES.signupReceived);
  return user;
}

const clip = (text: string) => text.trim().slice(0, 100) || '-';
