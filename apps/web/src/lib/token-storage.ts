/**
 * The session token in localStorage under the key 'token' (spec §9), and the user it belongs to, so a
 * phone with no signal keeps its session and can open a visit kept offline (decision 0067), and a
 * change queued on the phone is sent only with its author's token (decision 0075).
 */
import { STORAGE_KEYS, type User, userSchema } from '@firebreak/shared';

const LAST_USER_KEY = 'last-user';

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** A new token's user is not known until the server confirms it: the old user is forgotten at once. */
export function storeToken(token: string): void {
  localStorage.removeItem(LAST_USER_KEY);
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

/**
 * The stored token when it belongs to this user (confirmed by the server for this token), else null:
 * read together, so a token another person signed in with is never used for this user's changes.
 */
export function getTokenOf(userId: string): string | null {
  const token = getToken();
  return token && getLastUser()?.id === userId ? token : null;
}
