/** POST /api/auth/logout → 204; revokes the session on the server. */
import { apiClient } from '@/lib/api-client';

export async function logout(): Promise<void> {
  await apiClient.post('/auth/logout', undefined, { skipAuthRedirect: true });
}
