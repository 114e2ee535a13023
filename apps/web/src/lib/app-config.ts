/**
 * GET /api/config: the product's display name, whether Google sign-in is set up, who may sign up, the
 * public address and the company's time zone. Public.
 *
 * The time zone (APP_TIME_ZONE) decides the calendar day of every date the app shows. It is kept in
 * this browser, so the next start formats in it from the first paint (`applyStoredTimeZone` in
 * main.tsx); when the server names another one the page reloads once in it.
 */
import { type AppConfig, appTimeZone, DEFAULT_APP_NAME, isTimeZone, setAppTimeZone } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

const TIME_ZONE_KEY = 'firebreak.timeZone';

/** At start-up, before the first render: the time zone the server named last time, if any. */
export function applyStoredTimeZone(): void {
  try {
    const stored = localStorage.getItem(TIME_ZONE_KEY);
    if (stored && isTimeZone(stored)) setAppTimeZone(stored);
  } catch {
    // Storage unavailable (private mode): the default zone until the config answers.
  }
}

/** Takes the server's time zone; true when it differs from the one the page was drawn in. */
export function adoptTimeZone(zone: string | undefined): boolean {
  if (!zone || !isTimeZone(zone) || zone === appTimeZone()) return false;
  setAppTimeZone(zone);
  try {
    localStorage.setItem(TIME_ZONE_KEY, zone);
  } catch {
    // Not kept: the next start asks the server again.
  }
  return true;
}

export async function getAppConfig(): Promise<AppConfig> {
  const response = await apiClient.get<AppConfig>('/config');
  return response.data;
}

/** The key of the app's configuration; only this file reads it. */
export const configKeys = { all: ['config'] as const };

export const appConfigQueryOptions = queryOptions({
  queryKey: configKeys.all,
  queryFn: getAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The display name, or the fallback while loading or when the call fails. */
export function useAppName(): string {
  const { data } = useQuery(appConfigQueryOptions);
  return data?.appName || DEFAULT_APP_NAME;
}
