/**
 * A client's portal contacts (issue 31, decision 0092): GET /api/clients/:id/contacts, invite, a new
 * set-password link, and enable or disable a contact's access to this client.
 */
import type {
  ClientContact,
  ContactInviteInput,
  ContactInviteResponse,
  SetPasswordLink,
} from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const base = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/contacts`;
export const contactKeys = { of: (clientId: string) => ['clients', 'contacts', clientId] as const };

export const clientContactsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: contactKeys.of(clientId),
    queryFn: async () => (await apiClient.get<ClientContact[]>(base(clientId))).data,
  });

export function useClientContacts(clientId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...clientContactsQueryOptions(clientId), enabled: options.enabled ?? true });
}

export function useInviteContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContactInviteInput) =>
      (await apiClient.post<ContactInviteResponse>(`${base(clientId)}/invite`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.of(clientId) }),
  });
}

export function useNewContactLink(clientId: string) {
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiClient.post<SetPasswordLink>(`${base(clientId)}/${encodeURIComponent(userId)}/link`)).data,
  });
}

export function useSetContactAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, enabled }: { userId: string; enabled: boolean }) =>
      (
        await apiClient.put<ClientContact>(`${base(clientId)}/${encodeURIComponent(userId)}/access`, {
          enabled,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.of(clientId) }),
  });
}
