/** The session token in localStorage under the key 'token' (spec §9). */
import { STORAGE_KEYS } from '@firebreak/shared';

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function removeToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}
