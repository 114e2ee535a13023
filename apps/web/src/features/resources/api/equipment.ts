/**
 * /api/resources/equipment: add (POST), edit (PUT /:id), check out (POST /:id/check-out), check in
 * (POST /:id/check-in) and record maintenance (POST /:id/maintenance).
 */
import type { Equipment, RawCheckOutInput, RawEquipmentInput, RawMaintenanceInput } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useInvalidateResources } from './use-invalidate-resources';

const path = (id: string) => `/resources/equipment/${encodeURIComponent(id)}`;

export async function createEquipment(input: RawEquipmentInput): Promise<Equipment> {
  return (await apiClient.post<Equipment>('/resources/equipment', input)).data;
}

export async function updateEquipment({
  id,
  input,
}: {
  id: string;
  input: RawEquipmentInput;
}): Promise<Equipment> {
  return (await apiClient.put<Equipment>(path(id), input)).data;
}

export async function checkOutEquipment({
  id,
  input,
}: {
  id: string;
  input: RawCheckOutInput;
}): Promise<Equipment> {
  return (await apiClient.post<Equipment>(`${path(id)}/check-out`, input)).data;
}

export async function checkInEquipment(id: string): Promise<Equipment> {
  return (await apiClient.post<Equipment>(`${path(id)}/check-in`, {})).data;
}

export async function recordMaintenance({
  id,
  input,
}: {
  id: string;
  input: RawMaintenanceInput;
}): Promise<unknown> {
  return (await apiClient.post(`${path(id)}/maintenance`, input)).data;
}

export function useEquipmentMutations() {
  const onSuccess = useInvalidateResources();
  return {
    create: useMutation({ mutationFn: createEquipment, onSuccess }),
    update: useMutation({ mutationFn: updateEquipment, onSuccess }),
    checkOut: useMutation({ mutationFn: checkOutEquipment, onSuccess }),
    checkIn: useMutation({ mutationFn: checkInEquipment, onSuccess }),
    maintenance: useMutation({ mutationFn: recordMaintenance, onSuccess }),
  };
}
