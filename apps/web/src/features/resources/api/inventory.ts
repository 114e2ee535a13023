/**
 * /api/resources/inventory: add (POST), edit (PUT /:id), receive an order (POST /:id/receive),
 * reorder (POST /:id/reorders), import a CSV (POST /import, text/csv) and export one (GET /export).
 */
import type {
  InventoryImportResult,
  InventoryItem,
  RawInventoryInput,
  RawReorderInput,
} from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useInvalidateResources } from './use-invalidate-resources';

const path = (id: string) => `/resources/inventory/${encodeURIComponent(id)}`;

export async function createInventoryItem(input: RawInventoryInput): Promise<InventoryItem> {
  return (await apiClient.post<InventoryItem>('/resources/inventory', input)).data;
}

export async function updateInventoryItem({
  id,
  input,
}: {
  id: string;
  input: RawInventoryInput;
}): Promise<InventoryItem> {
  return (await apiClient.put<InventoryItem>(path(id), input)).data;
}

export async function receiveInventory(id: string): Promise<InventoryItem> {
  return (await apiClient.post<InventoryItem>(`${path(id)}/receive`, {})).data;
}

export async function reorderInventory({
  id,
  input,
}: {
  id: string;
  input: RawReorderInput;
}): Promise<unknown> {
  return (await apiClient.post(`${path(id)}/reorders`, input)).data;
}

export async function importInventoryCsv(file: File): Promise<InventoryImportResult> {
  return (
    await apiClient.post<InventoryImportResult>('/resources/inventory/import', await file.text(), {
      headers: { 'Content-Type': 'text/csv' },
    })
  ).data;
}

export async function downloadInventoryCsv(): Promise<void> {
  const response = await apiClient.get<Blob>('/resources/inventory/export', { responseType: 'blob' });
  saveFile(response.data, 'inventory.csv');
}

export function useInventoryMutations() {
  const onSuccess = useInvalidateResources();
  return {
    create: useMutation({ mutationFn: createInventoryItem, onSuccess }),
    update: useMutation({ mutationFn: updateInventoryItem, onSuccess }),
    receive: useMutation({ mutationFn: receiveInventory, onSuccess }),
    reorder: useMutation({ mutationFn: reorderInventory, onSuccess }),
    importCsv: useMutation({ mutationFn: importInventoryCsv, onSuccess }),
  };
}
