/** React bindings of the realtime client: the shell's connection, its state, a screen's project room. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken } from '@/lib/token-storage';
import { realtime } from './realtime';
import type { ConnectionState, ConnectionStatus, RealtimeClient } from './realtime-client';
import { bindQueryInvalidation } from './realtime-invalidation';

/** Connects while mounted (the signed-in shell) and disconnects when unmounted (logout). */
export function useRealtimeConnection(client: RealtimeClient = realtime): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const unbind = bindQueryInvalidation(client, queryClient);
    void client.connect(token);
    // The network is back: try at once rather than wait for attempts that may have run out.
    const online = () => client.retry();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      unbind();
      client.disconnect();
    };
  }, [client, queryClient]);
}

export function useConnectionState(client: RealtimeClient = realtime): ConnectionState {
  return useSyncExternalStore(client.onStateChange, client.getState, client.getState);
}

/** The header's status: connected, a first connection, trying again, or given up. */
export function useConnectionStatus(client: RealtimeClient = realtime): ConnectionStatus {
  return useSyncExternalStore(client.onStateChange, client.getStatus, client.getStatus);
}

/** Joins the project's room while the screen shows it (spec §7 join_project / leave_project). */
export function useProjectRoom(projectId: string | null | undefined, client: RealtimeClient = realtime) {
  useEffect(() => {
    if (!projectId) return;
    client.joinProject(projectId);
    return () => client.leaveProject(projectId);
  }, [projectId, client]);
}
