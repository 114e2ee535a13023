/** POST /api/portal/logbook (logbookEntryInputSchema) → 201 the entry. */
import type { LogbookEntry, LogbookEntryInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function createLogbookEntry(input: LogbookEntryInput): Promise<LogbookEntry> {
  return (await apiClient.post<LogbookEntry>('/portal/logbook', input)).data;
}

export function useCreateLogbookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLogbookEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}
