/** GET /api/documents/:id → one document's details (the preview page). */
import type { CatalogueDocument } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getDocument(id: string): Promise<CatalogueDocument> {
  return (await apiClient.get<CatalogueDocument>(`/documents/${encodeURIComponent(id)}`)).data;
}

export const documentQueryOptions = (id: string) =>
  queryOptions({ queryKey: documentKeys.detail(id), queryFn: () => getDocument(id), retry: false });

export const useDocument = (id: string) => useQuery(documentQueryOptions(id));
