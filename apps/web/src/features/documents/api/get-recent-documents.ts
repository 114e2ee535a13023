/**
 * GET /api/documents?sort=recent&pageSize=8: the library's most recently changed documents, for the
 * Documents landing. Under the library's root key, so an upload, change or delete refreshes it.
 */
import type { DocumentListResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getRecentDocuments(count: number): Promise<DocumentListResponse> {
  return (
    await apiClient.get<DocumentListResponse>('/documents', { params: { sort: 'recent', pageSize: count } })
  ).data;
}

export const recentDocumentsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: documentKeys.recent(count),
    queryFn: () => getRecentDocuments(count),
  });

export const useRecentDocuments = (count: number) => useQuery(recentDocumentsQueryOptions(count));
