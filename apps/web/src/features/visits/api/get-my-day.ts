/** GET /api/my-day (issue 30 §1): the signed-in person's visits today and to Sunday. */
import type { MyDay } from '@firebreak/shared';
import { queryOptions } from '@tanstack/react-query';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getMyDay(): Promise<MyDay> {
  return (await apiClient.get<MyDay>('/my-day')).data;
}

export const myDayQueryOptions = () =>
  queryOptions({
    queryKey: visitKeys.myDay,
    queryFn: getMyDay,
    // Offline, the phone's copy is shown instead; asking again is the sync loop's business.
    networkMode: 'always',
    retry: false,
  });
