/**
 * GET /api/dispatch/board?week&area&clientId&system&status → a week of lanes and the Unassigned visits.
 * Read again when the server says a booking changed (DISPATCH_SOCKET_EVENT), whoever changed it.
 */
import {
  DISPATCH_SOCKET_EVENT,
  type DispatchBoard,
  type FireSystem,
  type VisitStatus,
} from '@firebreak/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { realtime } from '@/lib/socket/realtime';
import { dispatchKeys } from './query-keys';

export type BoardFilter = {
  week: string;
  area: string;
  clientId: string;
  system: FireSystem | '';
  status: VisitStatus | '';
};

export async function getBoard(filter: BoardFilter): Promise<DispatchBoard> {
  const params: Record<string, string> = { week: filter.week };
  if (filter.area) params.area = filter.area;
  if (filter.clientId) params.clientId = filter.clientId;
  if (filter.system) params.system = filter.system;
  if (filter.status) params.status = filter.status;
  return (await apiClient.get<DispatchBoard>('/dispatch/board', { params })).data;
}

export const boardQueryOptions = (filter: BoardFilter) =>
  queryOptions({ queryKey: dispatchKeys.board(filter), queryFn: () => getBoard(filter) });

export function useDispatchBoard(filter: BoardFilter) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onServerEvent(DISPATCH_SOCKET_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: dispatchKeys.all });
      }),
    [queryClient],
  );
  return useQuery({ ...boardQueryOptions(filter), placeholderData: (previous) => previous });
}
