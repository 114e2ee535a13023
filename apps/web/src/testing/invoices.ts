/** Builders of the money register's API answers (issue 29) for component tests. */
import type { Invoice, InvoiceLine, InvoiceList, InvoiceSummary } from '@firebreak/shared';

export const makeInvoiceSummary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 'inv-1',
  kind: 'INVOICE',
  number: 'INV-2026-0001',
  status: 'ISSUED',
  source: 'MANUAL',
  sourceId: null,
  clientId: 'c1',
  clientName: 'Liberty Two Degrees',
  siteId: null,
  siteName: null,
  projectId: null,
  projectTitle: null,
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  reference: 'PO 77',
  exclCents: 100_000,
  vatCents: 15_000,
  totalCents: 115_000,
  paidCents: 0,
  creditedCents: 0,
  balanceCents: 115_000,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

export const makeInvoiceLine = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id: 'line-1',
  description: 'Annual fire extinguisher service',
  quantity: 10,
  unitPriceCents: 10_000,
  taxCode: 'STANDARD',
  netCents: 100_000,
  vatCents: 15_000,
  totalCents: 115_000,
  creditsLineId: null,
  creditedCents: 0,
  ...overrides,
});

export const makeInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  ...makeInvoiceSummary(),
  clientAddress: '1 Ameshoff St, Braamfontein',
  clientVatNumber: '4123456789',
  notes: '',
  reason: '',
  creditsInvoiceId: null,
  creditsInvoiceNumber: null,
  lines: [makeInvoiceLine()],
  byTaxCode: { STANDARD: 100_000, ZERO_RATED: 0, EXEMPT: 0 },
  form: 'FULL',
  issuedAt: '2026-11-02T08:00:00.000Z',
  creditNotes: [],
  allocations: [],
  ...overrides,
});

/** A list as the server answers it: the figures are every matching invoice's (here, the items'). */
export const makeInvoiceList = (items: InvoiceSummary[]): InvoiceList => ({
  items,
  total: items.length,
  outstandingCents: items.reduce((sum, invoice) => sum + invoice.balanceCents, 0),
  overdueCents: items
    .filter((invoice) => invoice.status === 'OVERDUE')
    .reduce((sum, invoice) => sum + invoice.balanceCents, 0),
});
