/** Query keys of the resources area; components never spell a key themselves. */
export type ResourceKind = 'personnel' | 'equipment' | 'vehicles' | 'inventory';

export const resourceKeys = {
  all: ['resources'] as const,
  summary: () => ['resources', 'summary'] as const,
  list: (kind: ResourceKind) => ['resources', kind] as const,
};
