/**
 * /api/personnel/:id/registrations: a person's SAQCC Fire registrations (list, add, change, delete)
 * and the copy uploaded into the library.
 */
import type { Registration, RegistrationInput } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { resourceKeys } from './query-keys';

const base = (personId: string) => `/personnel/${encodeURIComponent(personId)}/registrations`;

export async function getRegistrations(personId: string): Promise<Registration[]> {
  return (await apiClient.get<Registration[]>(base(personId))).data;
}

export const registrationsQueryOptions = (personId: string) =>
  queryOptions({ queryKey: resourceKeys.registrations(personId), queryFn: () => getRegistrations(personId) });

export function useRegistrations(personId: string) {
  return useQuery(registrationsQueryOptions(personId));
}

export async function saveRegistration({
  personId,
  id,
  input,
}: {
  personId: string;
  id?: string;
  input: RegistrationInput;
}): Promise<Registration> {
  return id
    ? (await apiClient.put<Registration>(`${base(personId)}/${encodeURIComponent(id)}`, input)).data
    : (await apiClient.post<Registration>(base(personId), input)).data;
}

export async function deleteRegistration({ personId, id }: { personId: string; id: string }) {
  await apiClient.delete(`${base(personId)}/${encodeURIComponent(id)}`);
}

/** A photo is re-encoded and drawn into a PDF on the server: longer than the usual 10 s at worst. */
const UPLOAD_TIMEOUT_MS = 2 * 60_000;

export async function uploadRegistrationCopy({
  personId,
  id,
  file,
}: {
  personId: string;
  id: string;
  file: File;
}): Promise<Registration> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (
    await apiClient.post<Registration>(`${base(personId)}/${encodeURIComponent(id)}/copy`, form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: UPLOAD_TIMEOUT_MS,
    })
  ).data;
}

export function useRegistrationMutations(personId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceKeys.registrations(personId) });
  return {
    save: useMutation({ mutationFn: saveRegistration, onSuccess }),
    remove: useMutation({ mutationFn: deleteRegistration, onSuccess }),
    upload: useMutation({ mutationFn: uploadRegistrationCopy, onSuccess }),
  };
}
