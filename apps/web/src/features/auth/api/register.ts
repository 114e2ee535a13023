/** POST /api/auth/register with the registration payload → 201 { token, user }. */
import type { AuthResponse, RegisterInput } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function register(payload: RegisterInput): Promise<AuthResponse> {
  const response = await apiClient.post<AuthResponse>('/auth/register', payload, { skipAuthRedirect: true });
  return response.data;
}
