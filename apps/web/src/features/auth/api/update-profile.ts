/** PATCH /api/auth/me → { user }: the signed-in user's own name and phone. */
import type { MeResponse, RawUpdateProfileInput, User } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/session/use-auth';

export async function updateProfile(body: RawUpdateProfileInput): Promise<User> {
  const response = await apiClient.patch<MeResponse>('/auth/me', body);
  return response.data.user;
}

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}
