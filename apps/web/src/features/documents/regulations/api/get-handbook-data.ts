/**
 * GET /searchable_content.json at the site root (spec §7), with the Bearer token. While the server is
 * still preparing the file (503) it is asked again every 100 ms until ready (spec §9); any other
 * failure falls back to an empty document with a fixed title and zero pages (spec §8).
 */
import { FALLBACK_HANDBOOK, HANDBOOK_LIMITS, type HandbookData } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { httpStatus } from '@/lib/api-error';
import { handbookKeys } from './query-keys';

export const HANDBOOK_DATA_PATH = '/searchable_content.json';
/** Give up polling after a minute of 'preparing'. */
const MAX_POLLS = 600;

export type HandbookLoad =
  | { state: 'ready'; data: HandbookData }
  | { state: 'preparing' }
  | { state: 'failed'; data: HandbookData };

/** The site root the API base hangs from: '' for the default same-origin '/api'. */
export function siteRoot(apiBase: string = env.apiBase): string {
  return apiBase.replace(/\/api\/?$/, '');
}

export async function getHandbookData(): Promise<HandbookLoad> {
  try {
    const response = await apiClient.get<HandbookData>(HANDBOOK_DATA_PATH, { baseURL: siteRoot() });
    const data = response.data;
    if (!data || !Array.isArray(data.pages) || !data.document_info)
      throw new Error('Not a handbook data file');
    return { state: 'ready', data };
  } catch (error) {
    if (httpStatus(error) === 503) return { state: 'preparing' };
    console.error('Handbook data load failed', error);
    return { state: 'failed', data: FALLBACK_HANDBOOK };
  }
}

export const handbookDataQueryOptions = queryOptions({
  queryKey: handbookKeys.data(),
  queryFn: getHandbookData,
  staleTime: 5 * 60_000,
  refetchInterval: (query) =>
    query.state.data?.state === 'preparing' && query.state.dataUpdateCount < MAX_POLLS
      ? HANDBOOK_LIMITS.pollMs
      : false,
});

export function useHandbookData() {
  return useQuery(handbookDataQueryOptions);
}
