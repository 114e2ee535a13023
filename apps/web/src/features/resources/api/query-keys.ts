/** Query keys of the resources area; components never spell a key themselves. */
export type ResourceKind = 'personnel' | 'equipment' | 'vehicles' | 'inventory';

export const resourceKeys = {
  all: ['resources'] as const,
  summary: () => ['resources', 'summary'] as const,
  list: (kind: ResourceKind) => ['resources', kind] as const,
  /** A person's registrations and leave (/api/personnel/:id/…). */
  registrations: (personId: string) => ['resources', 'personnel', personId, 'registrations'] as const,
  leave: (personId: string) => ['resources', 'personnel', personId, 'leave'] as const,
};
