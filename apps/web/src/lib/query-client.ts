/** TanStack Query defaults (spec §9 Queries): fresh for 30 s, no refetch on focus, one retry. */
import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from './api-error';

export const DEFAULT_STALE_TIME_MS = 30_000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  // A 4xx answer will not change by asking again.
  if (status && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
