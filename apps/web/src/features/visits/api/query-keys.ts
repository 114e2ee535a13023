/** TanStack Query keys of the Visits board. */
export const visitKeys = {
  all: ['visits'] as const,
  list: (from: string, to: string, technicianId: string) =>
    ['visits', 'list', from, to, technicianId] as const,
  detail: (id: string) => ['visits', 'detail', id] as const,
  personnel: ['visits', 'personnel'] as const,
  vehicles: ['visits', 'vehicles'] as const,
};
