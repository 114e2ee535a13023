/** GET /api/config: the product's display name and whether Google sign-in is set up. Public. */
import { type AppConfig, DEFAULT_APP_NAME } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export async function getAppConfig(): Promise<AppConfig> {
  const response = await apiClient.get<AppConfig>('/config');
  return response.data;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The display name, or the fallback while loading or when the call fails. */
export function useAppName(): string {
  const { data } = useQuery(appConfigQueryOptions);
  return data?.appName || DEFAULT_APP_NAME;
}
