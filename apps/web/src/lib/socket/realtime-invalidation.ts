/**
 * Which cached queries each realtime event makes stale (spec §7: a weather update invalidates the
 * metrics). Only queries on screen refetch; the others refetch when next shown.
 */
import type { ClientSocketEvent } from '@firebreak/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { alertKeys, weatherKeys } from '@/entities/alert/api/query-keys';
import { projectKeys } from '@/entities/project/api/query-keys';
import type { RealtimeClient } from './realtime-client';

export const INVALIDATIONS: Record<ClientSocketEvent, readonly QueryKey[]> = {
  PROJECT_UPDATE: [projectKeys.lists(), projectKeys.details(), projectKeys.metrics()],
  STATUS_CHANGE: [projectKeys.lists(), projectKeys.details(), projectKeys.metrics()],
  ALERT: [alertKeys.all, projectKeys.lists()],
  WEATHER_UPDATE: [projectKeys.metrics(), weatherKeys.all],
  COMPLIANCE_UPDATE: [projectKeys.details(), projectKeys.metrics()],
};

/** Listens to every event and invalidates its queries; returns the function that stops listening. */
export function bindQueryInvalidation(
  client: Pick<RealtimeClient, 'on'>,
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
): () => void {
  const stops = (Object.keys(INVALIDATIONS) as ClientSocketEvent[]).map((event) =>
    client.on(event, () => {
      for (const queryKey of INVALIDATIONS[event]) void queryClient.invalidateQueries({ queryKey });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
