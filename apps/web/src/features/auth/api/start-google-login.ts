/** GET /api/auth/google/login?returnTo=… → { authUrl }; 404 when Google sign-in is not configured. */
import type { GoogleLoginResponse } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function startGoogleLogin(returnTo: string): Promise<string> {
  const response = await apiClient.get<Partial<GoogleLoginResponse>>('/auth/google/login', {
    params: { returnTo },
  });
  const authUrl = response.data.authUrl;
  if (!authUrl) throw new Error('No authUrl in the Google sign-in response');
  return authUrl;
}
