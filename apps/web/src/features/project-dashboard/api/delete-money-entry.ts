/** DELETE /api/projects/:id/{claims|payments|costs}/:entryId → 204; a claim with payments is a 409. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterMoneyChange } from './money-mutation';

export type MoneyEntry = { kind: 'claims' | 'payments' | 'costs'; id: string };

export async function deleteMoneyEntry(projectId: string, entry: MoneyEntry): Promise<void> {
  await apiClient.delete(
    `/projects/${encodeURIComponent(projectId)}/${entry.kind}/${encodeURIComponent(entry.id)}`,
  );
}

export function useDeleteMoneyEntry(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: MoneyEntry) => deleteMoneyEntry(projectId, entry),
    onSuccess: () => refreshAfterMoneyChange(queryClient, projectId),
  });
}
