/** Where to send a user after signing in: only same-site paths, never another origin. */

import { STORAGE_KEYS } from '@firebreak/shared';
import type { Location } from 'react-router';

export const HOME_PATH = '/';

export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The path the guard stored in navigation state as `from`, or '/'. */
export function returnPathFromState(state: unknown): string {
  if (!state || typeof state !== 'object' || !('from' in state)) return HOME_PATH;
  const from = state.from as Partial<Location> | undefined;
  if (!from?.pathname) return HOME_PATH;
  const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return isSafeReturnPath(path) ? path : HOME_PATH;
}

/** Kept across the Google round trip, which leaves the app and comes back to /auth/callback. */
export function saveReturnPath(path: string): void {
  sessionStorage.setItem(STORAGE_KEYS.authReturnTo, isSafeReturnPath(path) ? path : HOME_PATH);
}

/** The saved path (removed once read), or '/'. */
export function takeReturnPath(): string {
  const path = sessionStorage.getItem(STORAGE_KEYS.authReturnTo);
  sessionStorage.removeItem(STORAGE_KEYS.authReturnTo);
  return isSafeReturnPath(path) ? path : HOME_PATH;
}
