/**
 * Changing the price list (ADMIN and PROJECT_MANAGER, 'quotes.prices'): suppliers, items and a
 * supplier's price file (preview, then apply). Every write refreshes the price list and the suppliers
 * (one invalidation of quoteKeys.priceList()).
 */
import type {
  PriceColumnMap,
  PriceImportResult,
  PriceImportRowError,
  PriceItem,
  PriceItemInput,
  Supplier,
  SupplierInput,
} from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** A price file of 5 MB may take a while to travel and to read. */
const IMPORT_TIMEOUT_MS = 120_000;

function useRefreshing<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.priceList() }),
  });
}

export type SaveSupplierArgs = { id?: string; input: SupplierInput };

export const useSaveSupplier = () =>
  useRefreshing(async ({ id, input }: SaveSupplierArgs) =>
    id
      ? (await apiClient.put<Supplier>(`/price-list/suppliers/${encodeURIComponent(id)}`, input)).data
      : (await apiClient.post<Supplier>('/price-list/suppliers', input)).data,
  );

export const useDeleteSupplier = () =>
  useRefreshing(async (id: string) => {
    await apiClient.delete(`/price-list/suppliers/${encodeURIComponent(id)}`);
  });

export type SavePriceItemArgs = { id?: string; input: PriceItemInput };

export const useSavePriceItem = () =>
  useRefreshing(async ({ id, input }: SavePriceItemArgs) =>
    id
      ? (await apiClient.put<PriceItem>(`/price-list/${encodeURIComponent(id)}`, input)).data
      : (await apiClient.post<PriceItem>('/price-list', input)).data,
  );

export const useDeletePriceItem = () =>
  useRefreshing(async (id: string) => {
    await apiClient.delete(`/price-list/${encodeURIComponent(id)}`);
  });

export type ImportPriceFileArgs = {
  supplierId: string;
  file: File;
  /** Omitted: the supplier's remembered map (or, when none fits, the answer only names the columns). */
  mapping?: PriceColumnMap | undefined;
  /**
   * Apply needs the preview's fingerprint: a list changed since is refused (409). With skipInvalid the
   * rows that cannot be priced are left out (listed in the answer) instead of refusing the file.
   */
  apply?: { fingerprint: string; skipInvalid?: boolean } | undefined;
};

export async function importPriceFile({
  supplierId,
  file,
  mapping,
  apply,
}: ImportPriceFileArgs): Promise<PriceImportResult> {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (apply) form.append('fingerprint', apply.fingerprint);
  form.append('file', file, file.name);
  const response = await apiClient.post<PriceImportResult>(
    `/price-list/suppliers/${encodeURIComponent(supplierId)}/import`,
    form,
    {
      params: { apply: apply ? '1' : '0', ...(apply?.skipInvalid ? { skipInvalid: '1' } : {}) },
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: IMPORT_TIMEOUT_MS,
    },
  );
  return response.data;
}

/** Only an apply changes the list; a preview refreshes nothing. */
export function useImportPriceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPriceFile,
    onSuccess: (result) =>
      result.applied ? queryClient.invalidateQueries({ queryKey: quoteKeys.priceList() }) : undefined,
  });
}

/** The failing rows of a refused apply (400 { error, errors }), when the answer carried them. */
export function importRowErrors(error: unknown): PriceImportRowError[] {
  if (!isAxiosError(error)) return [];
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors))
    return data.errors as PriceImportRowError[];
  return [];
}
