/** GET /api/config: the product's display name and whether Google sign-in is set up. Public. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from './api-client';

export type AppConfig = { appName: string; googleEnabled: boolean };

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
  return data?.appName || env.fallbackAppName;
}
