/**
 * Google sign-in through OpenID Connect (authorization code + PKCE + state + nonce).
 * The issuer is configurable, so tests use a real local OIDC provider on loopback.
 */

import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type AuthResponse } from '@firebreak/shared';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { syncPersonForUser } from '../resources/people.service';
import { type AuthDeps, normalizeEmail, type RequestMeta, recordSignUp, startSession } from './auth.service';

const STATE_TTL_MS = 10 * 60_000;
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

/** Starts a sign-in: stores state, PKCE verifier and nonce, and returns the provider's address. */
export async function startGoogleLogin(deps: GoogleDeps): Promise<string> {
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
  const now = Date.now();
  await deps.db
    .insertInto('oidc_states')
    .values({
      state,
      code_verifier: codeVerifier,
      nonce,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + STATE_TTL_MS).toISOString(),
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
  return url.href;
}

/** Completes a sign-in from the provider's redirect: checks everything, then finds or creates the user. */
export async function completeGoogleLogin({
  callbackUrl,
  meta,
  ...deps
}: GoogleDeps & { callbackUrl: URL; meta: RequestMeta }): Promise<AuthResponse> {
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
  return signInGoogleAccount(deps, claims, meta);
}

async function signInGoogleAccount(
  deps: GoogleDeps,
  claims: oidc.IDToken,
  meta: RequestMeta,
): Promise<AuthResponse> {
  const { db } = deps;
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const bySubject = await db
    .selectFrom('users')
    .selectAll()
    .where('google_sub', '=', claims.sub)
    .executeTakeFirst();
  if (bySubject) return startSession({ ...deps, user: bySubject, provider: 'google', meta });

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
    return startSession({ ...deps, user: { ...byEmail, google_sub: claims.sub }, provider: 'google', meta });
  }
  const [fallbackFirst, ...rest] = String(claims.name ?? email.split('@')[0]).split(' ');
  const user = {
    id: randomUUID(),
    email,
    email_normalized: normalizeEmail(email),
    first_name: clip(String(claims.given_name ?? fallbackFirst ?? 'Google')),
    last_name: clip(String(claims.family_name ?? (rest.join(' ') || 'User'))),
    phone: null,
    role: 'PROJECT_MANAGER',
    password_hash: null,
    google_sub: claims.sub,
    created_at: now,
    updated_at: now,
    disabled_at: null,
  };
  await db.insertInto('users').values(user).execute();
  await recordSignUp({ db, row: user, method: 'google' });
  await syncPersonForUser(db, user.id);
  return startSession({ ...deps, user, provider: 'google', meta });
}

const clip = (text: string) => text.trim().slice(0, 100) || '-';
