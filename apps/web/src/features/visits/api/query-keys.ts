/** TanStack Query keys of the Visits board. */
import type { VisitStatus } from '@firebreak/shared';

export const visitKeys = {
  all: ['visits'] as const,
  list: (filter: { from: string; to: string; technicianId: string; status: VisitStatus | '' }) =>
    ['visits', 'list', filter.from, filter.to, filter.technicianId, filter.status] as const,
  detail: (id: string) => ['visits', 'detail', id] as const,
  personnel: ['visits', 'personnel'] as const,
  vehicles: ['visits', 'vehicles'] as const,
};
