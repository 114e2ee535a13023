/** GET /api/resources/{personnel|equipment|vehicles|inventory} and /summary (the note under the tabs). */
import type { Equipment, InventoryItem, Personnel, ResourceSummary, Vehicle } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ResourceKind, resourceKeys } from './query-keys';

export async function getResourceSummary(): Promise<ResourceSummary> {
  return (await apiClient.get<ResourceSummary>('/resources/summary')).data;
}

export async function getResourceList<T>(kind: ResourceKind): Promise<T> {
  return (await apiClient.get<T>(`/resources/${kind}`)).data;
}

const list = <T>(kind: ResourceKind) =>
  queryOptions({ queryKey: resourceKeys.list(kind), queryFn: () => getResourceList<T>(kind) });

export const resourceQueries = {
  summary: queryOptions({ queryKey: resourceKeys.summary(), queryFn: getResourceSummary }),
  personnel: list<Personnel[]>('personnel'),
  equipment: list<Equipment[]>('equipment'),
  vehicles: list<Vehicle[]>('vehicles'),
  inventory: list<InventoryItem[]>('inventory'),
};

export function useResourceSummary() {
  return useQuery(resourceQueries.summary);
}

/** Each list is asked for only while its tab is open. */
type ListOptions = { enabled?: boolean };

export function usePersonnel({ enabled = true }: ListOptions = {}) {
  return useQuery({ ...resourceQueries.personnel, enabled });
}

export function useEquipment({ enabled = true }: ListOptions = {}) {
  return useQuery({ ...resourceQueries.equipment, enabled });
}

export function useVehicles({ enabled = true }: ListOptions = {}) {
  return useQuery({ ...resourceQueries.vehicles, enabled });
}

export function useInventory({ enabled = true }: ListOptions = {}) {
  return useQuery({ ...resourceQueries.inventory, enabled });
}
