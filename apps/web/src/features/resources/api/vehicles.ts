/**
 * /api/resources/vehicles: add (POST), edit (PUT /:id), assign (POST /:id/assign), release
 * (POST /:id/release) and record a service (POST /:id/service).
 */
import type {
  RawAssignVehicleInput,
  RawServiceVehicleInput,
  RawVehicleInput,
  Vehicle,
} from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useInvalidateResources } from './use-invalidate-resources';

const path = (id: string) => `/resources/vehicles/${encodeURIComponent(id)}`;

export async function createVehicle(input: RawVehicleInput): Promise<Vehicle> {
  return (await apiClient.post<Vehicle>('/resources/vehicles', input)).data;
}

export async function updateVehicle({ id, input }: { id: string; input: RawVehicleInput }): Promise<Vehicle> {
  return (await apiClient.put<Vehicle>(path(id), input)).data;
}

export async function assignVehicle({
  id,
  input,
}: {
  id: string;
  input: RawAssignVehicleInput;
}): Promise<Vehicle> {
  return (await apiClient.post<Vehicle>(`${path(id)}/assign`, input)).data;
}

export async function releaseVehicle(id: string): Promise<Vehicle> {
  return (await apiClient.post<Vehicle>(`${path(id)}/release`, {})).data;
}

export async function serviceVehicle({
  id,
  input,
}: {
  id: string;
  input: RawServiceVehicleInput;
}): Promise<Vehicle> {
  return (await apiClient.post<Vehicle>(`${path(id)}/service`, input)).data;
}

export function useVehicleMutations() {
  const onSuccess = useInvalidateResources();
  return {
    create: useMutation({ mutationFn: createVehicle, onSuccess }),
    update: useMutation({ mutationFn: updateVehicle, onSuccess }),
    assign: useMutation({ mutationFn: assignVehicle, onSuccess }),
    release: useMutation({ mutationFn: releaseVehicle, onSuccess }),
    service: useMutation({ mutationFn: serviceVehicle, onSuccess }),
  };
}
