/** Query keys of site visits (the Visits board, a visit's work, the defect quote); components never spell a key themselves. */
import type { VisitStatus } from '@firebreak/shared';

export const visitKeys = {
  all: ['visits'] as const,
  list: (filter: { from: string; to: string; technicianId: string; status: VisitStatus | '' }) =>
    ['visits', 'list', filter.from, filter.to, filter.technicianId, filter.status] as const,
  detail: (id: string) => ['visits', 'detail', id] as const,
  /** What the 'Quote the defects' dialog proposes for a visit. */
  quoteProposal: (visitId: string) => ['visits', 'quote-proposal', visitId] as const,
  personnel: ['visits', 'personnel'] as const,
  /** The signed-in person's My day (issue 30 §1). */
  myDay: ['visits', 'my-day'] as const,
  vehicles: ['visits', 'vehicles'] as const,
};
