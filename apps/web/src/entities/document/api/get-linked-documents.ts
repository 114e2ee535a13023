/**
 * GET /api/documents?siteId=…&sort=recent: the documents linked to a client, site or project, the
 * most recently changed first, for those pages' Documents sections (decision 0081). The key sits under
 * the library's root key ('documents'), so an upload, change or delete anywhere refreshes it.
 */
import type { DocumentLinkFilters, DocumentListResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export const LINKED_DOCUMENTS_PAGE = 50;

export async function getLinkedDocuments(filter: DocumentLinkFilters): Promise<DocumentListResponse> {
  return (
    await apiClient.get<DocumentListResponse>('/documents', {
      params: { ...filter, sort: 'recent', pageSize: LINKED_DOCUMENTS_PAGE },
    })
  ).data;
}

export const linkedDocumentsQueryOptions = (filter: DocumentLinkFilters) =>
  queryOptions({
    queryKey: documentKeys.linked(filter),
    queryFn: () => getLinkedDocuments(filter),
  });

export function useLinkedDocuments(filter: DocumentLinkFilters) {
  return useQuery(linkedDocumentsQueryOptions(filter));
}
