/**
 * Query keys of the projects area, in the entities layer because several features (which never import
 * each other), the shared dialogs and the realtime client all refresh the same data. Every api/ file
 * builds its queries from these; components never spell a key themselves.
 */
import type { ProjectListParams } from '@firebreak/shared';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  details: () => ['projects', 'detail'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  /** Under the project's detail key, so a realtime project update refreshes its money too. */
  money: (id: string) => ['projects', 'detail', id, 'money'] as const,
  /** Where the project came from (its quote), under the detail key like its money. */
  origin: (id: string) => ['projects', 'detail', id, 'origin'] as const,
  metrics: () => ['projects', 'metrics'] as const,
  /** The lists behind figures sit under the metrics key: whatever refreshes the figures refreshes them. */
  overdueTasks: () => ['projects', 'metrics', 'overdue-tasks'] as const,
  cashFlowMonth: (month: string) => ['projects', 'metrics', 'cash-flow', month] as const,
  complianceSites: () => ['projects', 'metrics', 'compliance-sites'] as const,
  winRate: () => ['projects', 'metrics', 'win-rate'] as const,
};
