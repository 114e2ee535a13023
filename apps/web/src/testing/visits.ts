/** A visit as GET /api/visits lists it, for component tests. */
import { addDays, todayInSouthAfrica, type Visit } from '@firebreak/shared';

export const makeVisit = (overrides: Partial<Visit> = {}): Visit => ({
  id: 'v-1',
  siteId: 's-1',
  siteName: 'Sandton office tower',
  clientId: 'c-1',
  clientName: 'Liberty Two Degrees',
  dueDate: addDays(todayInSouthAfrica(), 3),
  frequency: 'MONTHLY',
  frequencies: ['MONTHLY'],
  status: 'DUE',
  overdue: false,
  scheduledFor: null,
  technicianId: null,
  technicianName: null,
  vehicleId: null,
  vehicleRegistration: null,
  notes: '',
  assetCount: 4,
  completedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
