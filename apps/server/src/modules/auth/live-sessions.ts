/**
 * Which sessions still hold, for open sockets that re-check theirs (plugins/realtime.ts): unrevoked,
 * unexpired, used within SESSION_IDLE_MINUTES, account enabled; with the account's current role.
 * It only reads. A socket left open is not activity, so asking never moves `last_seen_at` and never
 * keeps an idle session alive; only requests do (authenticateToken).
 */
import type { Role } from '@firebreak/shared';
import type { AuthDeps } from './auth.service';

export type LiveSession = { userId: string; role: Role };

/** SQLite allows 32,766 bound values, older builds 999: ask in chunks well under both. */
const CHUNK = 500;

export async function liveSessions(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  sessionIds: readonly string[],
  now = Date.now(),
): Promise<Map<string, LiveSession>> {
  const live = new Map<string, LiveSession>();
  const idleMs = deps.config.sessionIdleMinutes * 60_000;
  const unique = [...new Set(sessionIds)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await deps.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.expires_at',
        'sessions.revoked_at',
        'sessions.last_seen_at',
        'sessions.created_at',
        'users.role',
        'users.disabled_at',
      ])
      .where('sessions.id', 'in', unique.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      if (row.revoked_at || row.disabled_at || Date.parse(row.expires_at) <= now) continue;
      if (now - Date.parse(row.last_seen_at ?? row.created_at) > idleMs) continue;
      live.set(row.id, { userId: row.user_id, role: row.role as Role });
    }
  }
  return live;
}
