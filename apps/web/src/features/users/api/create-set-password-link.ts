/** POST /api/admin/users/:id/set-password-link → 201 a new one-time link; earlier unused links stop working. */
import type { SetPasswordLink } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function createSetPasswordLink(userId: string): Promise<SetPasswordLink> {
  const response = await apiClient.post<SetPasswordLink>(
    `/admin/users/${encodeURIComponent(userId)}/set-password-link`,
  );
  return response.data;
}

export function useCreateSetPasswordLink() {
  return useMutation({ mutationFn: createSetPasswordLink });
}
