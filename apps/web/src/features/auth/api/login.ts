/** POST /api/auth/login → { token, user }. A 401 here means a wrong password, not a lost session. */
import type { AuthResponse, LoginForm } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function login(input: LoginForm): Promise<AuthResponse> {
  const response = await apiClient.post<AuthResponse>('/auth/login', input, { skipAuthRedirect: true });
  return response.data;
}
