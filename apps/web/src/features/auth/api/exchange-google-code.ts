/**
 * POST /api/auth/google/exchange { code, binding } → { token, user }: the Google callback's one-time
 * code, with the binding this tab kept when it started the sign-in (taken out of storage: single use).
 */
import { type AuthResponse, STORAGE_KEYS } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function exchangeGoogleCode(code: string): Promise<AuthResponse> {
  const binding = sessionStorage.getItem(STORAGE_KEYS.googleBinding) ?? '';
  sessionStorage.removeItem(STORAGE_KEYS.googleBinding);
  const response = await apiClient.post<AuthResponse>(
    '/auth/google/exchange',
    { code, binding },
    { skipAuthRedirect: true },
  );
  return response.data;
}
