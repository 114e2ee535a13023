/**
 * GET /api/auth/google/login?returnTo=… → { authUrl, binding }; 404 when Google sign-in is not
 * configured. The binding stays in this tab's storage: the callback's one-time code is exchanged only
 * with it, so a code made for someone else's account cannot sign this browser in.
 */
import { type GoogleLoginResponse, STORAGE_KEYS } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function startGoogleLogin(returnTo: string): Promise<string> {
  const response = await apiClient.get<Partial<GoogleLoginResponse>>('/auth/google/login', {
    params: { returnTo },
  });
  const { authUrl, binding } = response.data;
  if (!authUrl || !binding) throw new Error('No authUrl in the Google sign-in response');
  sessionStorage.setItem(STORAGE_KEYS.googleBinding, binding);
  return authUrl;
}
