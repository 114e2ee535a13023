/** A visit as GET /api/visits lists it, and one as GET /api/visits/:id answers it, for component tests. */
import { addDays, todayInSouthAfrica, type Visit, type VisitDetail } from '@firebreak/shared';

export const makeVisit = (overrides: Partial<Visit> = {}): Visit => ({
  id: 'v-1',
  siteId: 's-1',
  siteName: 'Sandton office tower',
  clientId: 'c-1',
  clientName: 'Liberty Two Degrees',
  dueDate: addDays(todayInSouthAfrica(), 3),
  frequency: 'MONTHLY',
  frequencies: ['MONTHLY'],
  kind: 'ROUTINE',
  chargeable: false,
  quoteId: null,
  travelKm: 0,
  status: 'DUE',
  overdue: false,
  scheduledFor: null,
  technicianId: null,
  technicianName: null,
  vehicleId: null,
  vehicleRegistration: null,
  notes: '',
  assetCount: 4,
  systems: ['PORTABLE_EXTINGUISHER', 'HOSE_REEL'],
  completedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

/** A visit as GET /api/visits/:id answers it (scheduled, nothing recorded yet), for component tests. */
export const makeVisitDetail = (overrides: Partial<VisitDetail> = {}): VisitDetail => ({
  ...makeVisit({
    dueDate: '2026-11-26',
    status: 'SCHEDULED',
    scheduledFor: '2026-11-26',
    technicianId: 'p-1',
    technicianName: 'Tumelo Mokoena',
    assetCount: 2,
  }),
  siteAddress: '1 Rivonia Road, Sandton',
  accessNotes: '',
  assets: [],
  work: {
    results: [],
    defects: [],
    photos: [],
    signature: null,
    reportDocumentId: null,
    certificateDocumentId: null,
  },
  parts: [],
  invoiceId: null,
  ...overrides,
});
