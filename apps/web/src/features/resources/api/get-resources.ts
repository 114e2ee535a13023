/** GET /api/resources/{personnel|equipment|vehicles|inventory} and /summary (the note under the tabs). */
import type { Equipment, InventoryItem, Personnel, ResourceSummary, Vehicle } from '@firebreak/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ResourceKind, resourceKeys } from './query-keys';

export async function getResourceSummary(): Promise<ResourceSummary> {
  return (await apiClient.get<ResourceSummary>('/resources/summary')).data;
}

const list = <T>(kind: ResourceKind) =>
  queryOptions({
    queryKey: resourceKeys.list(kind),
    queryFn: async () => (await apiClient.get<T>(`/resources/${kind}`)).data,
  });

export const resourceQueries = {
  summary: queryOptions({ queryKey: resourceKeys.summary(), queryFn: getResourceSummary }),
  personnel: list<Personnel[]>('personnel'),
  equipment: list<Equipment[]>('equipment'),
  vehicles: list<Vehicle[]>('vehicles'),
  inventory: list<InventoryItem[]>('inventory'),
};
