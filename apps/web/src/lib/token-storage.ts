/**
 * The session token in localStorage under the key 'token' (spec §9), and the user it last belonged
 * to, so a phone with no signal keeps its session and can open a visit kept offline (decision 0067).
 */
import { STORAGE_KEYS, type User, userSchema } from '@firebreak/shared';

const LAST_USER_KEY = 'last-user';

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function removeToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(LAST_USER_KEY);
}

/** Kept on each confirmed sign-in; the server still checks the token on every request. */
export function storeLastUser(user: User): void {
  localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
}

export function getLastUser(): User | null {
  const raw = localStorage.getItem(LAST_USER_KEY);
  if (!raw) return null;
  try {
    // Stored by an older build, or edited by hand: only a whole user counts.
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
