import { centsToRand, formatZarExact, type InvoiceList, type User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { makeInvoiceList, makeInvoiceSummary } from '@/testing/invoices';
import { api, lastRequest, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import InvoicesPage from './invoices-page';

const INVOICES = [
  makeInvoiceSummary(),
  makeInvoiceSummary({
    id: 'inv-2',
    number: 'INV-2026-0002',
    clientName: 'Sandhurst Gardens',
    status: 'OVERDUE',
    totalCents: 57_501,
    paidCents: 10_000,
    balanceCents: 47_501,
  }),
  makeInvoiceSummary({
    id: 'inv-3',
    number: null,
    status: 'DRAFT',
    balanceCents: 0,
    issueDate: null,
    dueDate: null,
  }),
  makeInvoiceSummary({
    id: 'inv-4',
    number: 'INV-2026-0003',
    status: 'PAID',
    paidCents: 115_000,
    balanceCents: 0,
  }),
];

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<InvoiceList>('/invoices', ({ query }) =>
    makeInvoiceList(
      INVOICES.filter((invoice) => !query.get('status') || invoice.status === query.get('status')),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

/** Testing Library matches text with its spaces collapsed; the en-ZA format groups with non-breaking ones. */
const rand = (cents: number) => formatZarExact(centsToRand(cents)).replace(/\s/g, ' ');

function stubScreenWidth({ phone }: { phone: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const renderPage = () => renderRoutes([{ path: '/invoices', element: <InvoicesPage /> }], ['/invoices']);

describe('InvoicesPage', () => {
  it('lists the invoices with their columns and chips, and Outstanding and Overdue are the sums of the list', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: S.list.label });
    for (const column of S.list.columns)
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    const overdueRow = within(table)
      .getByRole('link', { name: 'INV-2026-0002' })
      .closest('tr') as HTMLElement;
    expect(within(overdueRow).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdueRow).getByText(rand(47_501))).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Draft tax invoice' })).toHaveAttribute(
      'href',
      '/invoices/inv-3',
    );
    expect(screen.getByTestId(`figure-${S.list.outstanding}`)).toHaveTextContent(rand(115_000 + 47_501));
    expect(screen.getByTestId(`figure-${S.list.overdue}`)).toHaveTextContent(rand(47_501));
    await expectAccessible(document.body, 'the invoices list');
  });

  it('filters by status, kind and search through the API, and the figures follow the filtered list', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: S.list.label });
    await user.click(screen.getByRole('tab', { name: 'Overdue' }));
    await waitFor(() => expect(lastRequest('GET', '/invoices').query.get('status')).toBe('OVERDUE'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'INV-2026-0001' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId(`figure-${S.list.outstanding}`)).toHaveTextContent(rand(47_501));
    await user.click(screen.getByLabelText(S.list.kind));
    await user.click(await screen.findByRole('option', { name: 'Credit note' }));
    await waitFor(() => expect(lastRequest('GET', '/invoices').query.get('kind')).toBe('CREDIT_NOTE'));
    await user.type(screen.getByLabelText(S.list.search), 'sandhurst');
    await waitFor(() => expect(lastRequest('GET', '/invoices').query.get('q')).toBe('sandhurst'));
  });

  it('shows a card per invoice on a phone and no table', async () => {
    stubScreenWidth({ phone: true });
    renderPage();
    const list = await screen.findByRole('list', { name: S.list.label });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'INV-2026-0002' });
    expect(within(card).getByText('Sandhurst Gardens')).toBeInTheDocument();
    expect(within(card).getByText(rand(57_501))).toBeInTheDocument();
    await expectAccessible(document.body, 'the invoices cards');
  });

  it("offers 'New invoice' to a project manager and not to an engineer", async () => {
    const manager = renderPage();
    expect(await screen.findByRole('link', { name: S.list.newInvoice })).toHaveAttribute(
      'href',
      '/invoices/new',
    );
    manager.unmount();
    signedIn = makeUser({ role: 'ENGINEER' });
    renderPage();
    await screen.findByRole('table', { name: S.list.label });
    await sessionAnswered();
    expect(screen.queryByRole('link', { name: S.list.newInvoice })).not.toBeInTheDocument();
  });
});
