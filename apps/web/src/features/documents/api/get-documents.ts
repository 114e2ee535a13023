/** GET /api/documents: the catalogue, asked again every 2 s while an upload's text is still being read. */
import type { DocumentListResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';

const TEXT_POLL_MS = 2_000;

export async function getDocuments(): Promise<DocumentListResponse> {
  return (await apiClient.get<DocumentListResponse>('/documents', { params: { pageSize: 500 } })).data;
}

export const documentsQueryOptions = queryOptions({
  queryKey: documentKeys.catalogue(),
  queryFn: getDocuments,
  staleTime: 60_000,
  // An upload's text is read after it is saved: look again until none is pending.
  refetchInterval: (query) =>
    query.state.data?.documents.some((doc) => doc.textStatus === 'pending') ? TEXT_POLL_MS : false,
});

export const useDocuments = () => useQuery(documentsQueryOptions);
