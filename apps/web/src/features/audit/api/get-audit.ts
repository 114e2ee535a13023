/** GET /api/audit → one page of the audit trail, filtered (administrators only). */
import type { AuditListQuery, AuditListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { auditKeys } from './query-keys';

/** Only the filters that are set go into the query string. */
export function auditParams(query: AuditListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

export async function getAudit(query: AuditListQuery): Promise<AuditListResponse> {
  const response = await apiClient.get<AuditListResponse>('/audit', { params: auditParams(query) });
  return response.data;
}

export const auditQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditListQuery) {
  return useQuery(auditQueryOptions(query));
}
