/**
 * Recently verified tokens, so a busy client does not cost a signature check and a session lookup on
 * every request (bench/api-projects.mjs). Entries live at most TTL_MS and never past the session's
 * expiry; signing out here drops them at once. A sign-out on another instance is honoured here
 * within TTL_MS (docs/decisions/0003).
 */
import type { Authenticated } from './auth.service';

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export type SessionCache = {
  get: (token: string) => Authenticated | undefined;
  set: (token: string, auth: Authenticated, sessionExpiresAt: string) => void;
  forgetSession: (sessionId: string) => void;
  /** Drops every cached session of a user, but the one named. */
  forgetUser: (userId: string, exceptSessionId?: string) => void;
};

export function createSessionCache(now: () => number = Date.now): SessionCache {
  const entries = new Map<string, { auth: Authenticated; until: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.auth;
    },
    set(token, auth, sessionExpiresAt) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(token, { auth, until: Math.min(now() + TTL_MS, Date.parse(sessionExpiresAt)) });
    },
    forgetSession(sessionId) {
      for (const [token, entry] of entries) if (entry.auth.sessionId === sessionId) entries.delete(token);
    },
    forgetUser(userId, exceptSessionId) {
      for (const [token, entry] of entries) {
        if (entry.auth.user.id === userId && entry.auth.sessionId !== exceptSessionId) entries.delete(token);
      }
    },
  };
}
