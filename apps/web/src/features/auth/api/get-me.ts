/** GET /api/auth/me → { user }. The session provider handles a 401 itself. */
import type { MeResponse, User } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';

export async function getMe(): Promise<User> {
  const response = await apiClient.get<MeResponse>('/auth/me', { skipAuthRedirect: true });
  return response.data.user;
}
