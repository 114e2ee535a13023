/** GET /api/weekly-plan/crew-templates → the company's crew templates, by name (docs/decisions/0061). */
import type { CrewTemplate } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

export async function getCrewTemplates(): Promise<CrewTemplate[]> {
  return (await apiClient.get<CrewTemplate[]>('/weekly-plan/crew-templates')).data;
}

export const crewTemplatesQueryOptions = () =>
  queryOptions({ queryKey: weeklyPlanKeys.crewTemplates, queryFn: getCrewTemplates });

export function useCrewTemplates() {
  return useQuery(crewTemplatesQueryOptions());
}
