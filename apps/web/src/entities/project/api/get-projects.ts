/**
 * GET /api/projects → { items, total, page, pageSize }: paged, filtered, sorted. Shared by the
 * dashboard's project board, the /projects list and the project pickers.
 */
import type { ProjectListParams, ProjectListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { projectKeys } from './query-keys';

/** The query string the server reads: lists as comma-separated values, empty values left out. */
export function toProjectListQuery(params: ProjectListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.join(',');
    } else {
      query[key] = value as string | number;
    }
  }
  return query;
}

export async function getProjects(params: ProjectListParams): Promise<ProjectListResponse> {
  const response = await apiClient.get<ProjectListResponse>('/projects', {
    params: toProjectListQuery(params),
  });
  return response.data;
}

export function projectListQueryOptions(params: ProjectListParams) {
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => getProjects(params),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProjects(params: ProjectListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectListQueryOptions(params), enabled });
}
