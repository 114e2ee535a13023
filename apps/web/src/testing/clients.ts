/** Builders of the clients area's API answers for component tests. */
import type { Client, ClientListResponse } from '@firebreak/shared';

export const makeClient = (overrides: Partial<Client> = {}): Client => ({
  id: 'c1',
  name: 'Liberty Two Degrees',
  type: 'Commercial',
  contact: 'Naledi Mahlangu',
  email: 'naledi@l2d.co.za',
  phone: '+27 11 448 3000',
  address: '1 Ameshoff St, Braamfontein',
  status: 'Active',
  rating: 4,
  totalProjects: 3,
  activeProjects: 2,
  totalRevenue: 450_000,
  lastContact: '2026-01-10T08:00:00.000Z',
  notes: 'Tuesday meetings',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** One page of clients as GET /api/clients answers it. */
export const clientPage = (items: Client[]): ClientListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  summary: { totalClients: items.length, activeClients: items.length, activeProjects: 0, totalRevenue: null },
});
