/** Builders of the client portal's API answers (issue 31) for component tests. */
import type {
  LogbookEntry,
  PortalInvoices,
  PortalMe,
  PortalQuote,
  PortalRequest,
  PortalSite,
  PortalSiteDetail,
  PortalSites,
} from '@firebreak/shared';

export const portalMe = (overrides: Partial<PortalMe> = {}): PortalMe => ({
  clients: [{ id: 'c1', name: 'Liberty Two Degrees' }],
  company: {
    name: 'Firebreak Fire Protection (Pty) Ltd',
    phone: '+27 11 555 0100',
    email: 'office@firebreak.co.za',
  },
  ...overrides,
});

export const makePortalSite = (overrides: Partial<PortalSite> = {}): PortalSite => ({
  id: 's1',
  name: 'Sandton City',
  address: '83 Rivonia Road, Sandhurst',
  clientId: 'c1',
  clientName: 'Liberty Two Degrees',
  standing: 'COMPLIANT',
  reasons: [],
  nextVisitDue: '2026-12-15',
  lastVisitDone: '2026-09-15',
  worstDefect: null,
  openDefects: 0,
  ...overrides,
});

/** GET /api/portal/sites as the server answers it: the counts are the sites'. */
export const portalSites = (sites: PortalSite[]): PortalSites => ({
  sites,
  summary: {
    compliant: sites.filter((s) => s.standing === 'COMPLIANT').length,
    nonCompliant: sites.filter((s) => s.standing === 'NON_COMPLIANT').length,
    pending: sites.filter((s) => s.standing === 'PENDING').length,
  },
});

export const makeSiteDetail = (overrides: Partial<PortalSiteDetail> = {}): PortalSiteDetail => ({
  site: makePortalSite(),
  assets: [],
  visits: [],
  defects: [],
  ...overrides,
});

export const makePortalQuote = (overrides: Partial<PortalQuote> = {}): PortalQuote => ({
  id: 'q1',
  number: 'Q-2026-0042',
  title: 'Replace sprinkler heads on level 2',
  siteId: 's1',
  siteName: 'Sandton City',
  clientName: 'Liberty Two Degrees',
  state: 'OPEN',
  sentAt: '2026-11-20T08:00:00.000Z',
  validUntil: '2026-12-20',
  lines: [
    { label: 'Sprinkler heads (12)', amount: 6000 },
    { label: 'Labour', amount: 3000 },
    { label: 'VAT (15%)', amount: 1350 },
  ],
  total: 10350,
  decision: null,
  pdfUrl: '/api/portal/quotes/q1/pdf',
  ...overrides,
});

export const makePortalInvoices = (overrides: Partial<PortalInvoices> = {}): PortalInvoices => ({
  accounts: [
    {
      clientId: 'c1',
      clientName: 'Liberty Two Degrees',
      owed: 23000,
      overdue: 11500,
      statementUrl: '/api/portal/clients/c1/statement.pdf',
      invoices: [
        {
          id: 'i1',
          number: 'INV-2026-0001',
          kind: 'INVOICE',
          status: 'OVERDUE',
          clientId: 'c1',
          issuedOn: '2026-09-01',
          dueOn: '2026-10-01',
          total: 11500,
          outstanding: 11500,
          overdue: true,
          pdfUrl: '/api/portal/invoices/i1/pdf',
        },
        {
          id: 'i2',
          number: 'INV-2026-0002',
          kind: 'INVOICE',
          status: 'ISSUED',
          clientId: 'c1',
          issuedOn: '2026-11-01',
          dueOn: '2026-12-01',
          total: 11500,
          outstanding: 11500,
          overdue: false,
          pdfUrl: '/api/portal/invoices/i2/pdf',
        },
        {
          id: 'cn1',
          number: 'CN-2026-0001',
          kind: 'CREDIT_NOTE',
          status: 'ISSUED',
          clientId: 'c1',
          issuedOn: '2026-11-05',
          dueOn: null,
          total: -500,
          outstanding: 0,
          overdue: false,
          pdfUrl: '/api/portal/invoices/cn1/pdf',
        },
      ],
    },
  ],
  ...overrides,
});

export const makePortalRequest = (overrides: Partial<PortalRequest> = {}): PortalRequest => ({
  id: 'r1',
  reference: 'REQ-0007',
  siteId: 's1',
  siteName: 'Sandton City',
  description: 'Panel shows a fault on zone 3',
  urgency: 'URGENT',
  status: 'SCHEDULED',
  scheduledFor: '2026-12-02',
  reportedBy: 'Naledi Mahlangu',
  createdAt: '2026-11-28T09:15:00.000Z',
  photoUrl: null,
  ...overrides,
});

export const makeLogbookEntry = (overrides: Partial<LogbookEntry> = {}): LogbookEntry => ({
  id: 'l1',
  siteId: 's1',
  siteName: 'Sandton City',
  kind: 'CALL_POINT_TEST',
  occurredAt: '2026-11-27T10:00',
  location: 'Zone 2, ground floor',
  description: 'Call point 4 tested, sounders heard on all floors',
  recordedBy: 'Naledi Mahlangu',
  createdAt: '2026-11-27T08:05:00.000Z',
  ...overrides,
});
