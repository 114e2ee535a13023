/**
 * POST /api/portal/requests, multipart/form-data: siteId, description, urgency and an optional
 * 'photo' file → 201 the request. The fields go before the file, which the server reads last.
 */
import type { PortalRequest, PortalRequestInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

/** A phone's photo may be 20 MB on a slow line. */
const PHOTO_TIMEOUT_MS = 5 * 60_000;

export type NewPortalRequest = { input: PortalRequestInput; photo: File | null };

export async function createPortalRequest({ input, photo }: NewPortalRequest): Promise<PortalRequest> {
  const form = new FormData();
  form.append('siteId', input.siteId);
  form.append('description', input.description);
  form.append('urgency', input.urgency);
  if (photo) form.append('photo', photo, photo.name || 'photo.jpg');
  const response = await apiClient.post<PortalRequest>('/portal/requests', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: photo ? PHOTO_TIMEOUT_MS : undefined,
  });
  return response.data;
}

export function useCreatePortalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortalRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}
