/** /api/resources: the four lists, the summary note, and every action (each invalidates the lot). */
import type { Equipment, InventoryItem, Personnel, Vehicle } from '@firebreak/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ResourceSummary = {
  personnelAvailable: number;
  personnelTotal: number;
  equipmentMaintenance: number;
  inventoryBelowMin: number;
  note: string;
};

const list = <T>(path: string) =>
  queryOptions({
    queryKey: ['resources', path],
    queryFn: async () => (await apiClient.get<T>(`/resources/${path}`)).data,
  });

export const resourceQueries = {
  summary: list<ResourceSummary>('summary'),
  personnel: list<Personnel[]>('personnel'),
  equipment: list<Equipment[]>('equipment'),
  vehicles: list<Vehicle[]>('vehicles'),
  inventory: list<InventoryItem[]>('inventory'),
};

/** POST or PUT to a path under /api/resources, then refresh every resource query. */
export function useResourceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      method = 'post',
      path,
      body,
      contentType,
    }: {
      method?: 'post' | 'put';
      path: string;
      body?: unknown;
      contentType?: string;
    }) =>
      (
        await apiClient[method](`/resources/${path}`, body ?? {}, {
          ...(contentType ? { headers: { 'Content-Type': contentType } } : {}),
        })
      ).data as unknown,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['resources'] }),
  });
}

export async function downloadInventoryCsv(): Promise<void> {
  const response = await apiClient.get<Blob>('/resources/inventory/export', { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'inventory.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
