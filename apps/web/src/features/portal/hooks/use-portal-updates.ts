/**
 * The portal reads again when the server says something of the contact's clients changed
 * (PORTAL_SOCKET_EVENT, payload { what }): a request moved, a quote or an invoice was sent. Only the
 * queries on screen refetch; the others when next shown.
 */
import { PORTAL_SOCKET_EVENT } from '@firebreak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/lib/socket/realtime';
import { portalKeys } from '../api/query-keys';

export function usePortalUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onServerEvent(PORTAL_SOCKET_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: portalKeys.all });
      }),
    [queryClient],
  );
}
