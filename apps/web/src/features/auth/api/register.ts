/**
 * POST /api/auth/register with the registration payload → 201 { token, user } when the account is
 * active at once, or 202 { status: 'PENDING', message } when it waits for an administrator.
 */
import type { AuthResponse, RegisterInput, SignupPendingResponse } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function register(payload: RegisterInput): Promise<AuthResponse | SignupPendingResponse> {
  const response = await apiClient.post<AuthResponse | SignupPendingResponse>('/auth/register', payload, {
    skipAuthRedirect: true,
  });
  return response.data;
}
