import {
  centsToRand,
  type DebtorsAgeing,
  formatZarExact,
  type Statement,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { statementStart } from '../money';
import { S } from '../strings';
import DebtorsPage from './debtors-page';
import StatementPage from './statement-page';

const rand = (cents: number) => formatZarExact(centsToRand(cents)).replace(/\s/g, ' ');
const ageing = { current: 11_500, days30: 0, days60: 2_000, days90: 0, days120: 0 };

const STATEMENT: Statement = {
  clientId: 'c1',
  clientName: 'Liberty Two Degrees',
  clientAddress: '1 Ameshoff St',
  clientVatNumber: null,
  from: '2026-08-01',
  to: '2026-11-28',
  openingCents: 2_000,
  entries: [
    {
      date: '2026-11-02',
      kind: 'INVOICE',
      id: 'inv-1',
      reference: 'INV-2026-0001',
      description: 'Tax invoice',
      debitCents: 115_000,
      creditCents: 0,
      balanceCents: 117_000,
    },
    {
      date: '2026-11-10',
      kind: 'PAYMENT',
      id: 'pay-1',
      reference: 'EFT 123',
      description: 'Payment',
      debitCents: 0,
      creditCents: 103_500,
      balanceCents: 13_500,
    },
  ],
  closingCents: 13_500,
  ageing,
  unallocatedCents: 0,
};

const DEBTORS: DebtorsAgeing = {
  asOf: '2026-11-28',
  rows: [
    {
      clientId: 'c1',
      clientName: 'Liberty Two Degrees',
      ...ageing,
      totalCents: 13_500,
      overdueCents: 2_000,
      unallocatedCents: 0,
    },
  ],
  totals: { ...ageing, totalCents: 13_500, overdueCents: 2_000, unallocatedCents: 0 },
};

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<Statement>('/clients/:id/statement', STATEMENT);
  api.get<DebtorsAgeing>('/reports/debtors-ageing', DEBTORS);
  api.get('/outbox/related', { items: [], smtpConfigured: false });
});

afterEach(() => vi.unstubAllGlobals());

describe('statementStart', () => {
  it('is the first day of the month three months back, across a year', () => {
    expect(statementStart('2026-11-28')).toBe('2026-08-01');
    expect(statementStart('2026-02-14')).toBe('2025-11-01');
    expect(statementStart('2026-03-31')).toBe('2025-12-01');
  });
});

describe('StatementPage', () => {
  it('asks for the default period and shows opening, entries with running balance, closing and ageing', async () => {
    renderRoutes(
      [{ path: '/clients/:clientId/statement', element: <StatementPage /> }],
      ['/clients/c1/statement'],
    );
    const table = await screen.findByRole('table', { name: S.statement.entriesLabel });
    const sent = lastRequest('GET', '/clients/c1/statement').query;
    expect(sent.get('from')).toBe(statementStart(sent.get('to') ?? ''));
    expect(within(table).getByText(S.statement.opening)).toBeInTheDocument();
    const payment = within(table).getByText('EFT 123').closest('tr') as HTMLElement;
    expect(within(payment).getByText(rand(103_500))).toBeInTheDocument();
    expect(screen.getByTestId('statement-closing')).toHaveTextContent(rand(13_500));
    expect(
      within(screen.getByRole('region', { name: S.statement.ageing })).getByText(rand(2_000)),
    ).toBeInTheDocument();
    await expectAccessible(document.body, 'the statement');
  });
});

describe('DebtorsPage', () => {
  it('shows the ageing table with its totals row, each client opening its statement', async () => {
    renderRoutes([{ path: '/debtors', element: <DebtorsPage /> }], ['/debtors']);
    const table = await screen.findByRole('table', { name: S.debtors.label });
    expect(within(table).getByRole('link', { name: 'Liberty Two Degrees' })).toHaveAttribute(
      'href',
      '/clients/c1/statement',
    );
    const totals = within(table).getByText(S.debtors.totals).closest('tr') as HTMLElement;
    expect(within(totals).getByText(rand(13_500))).toBeInTheDocument();
    expect(within(totals).getAllByText(rand(2_000))).toHaveLength(2); // 60 days and overdue
    await expectAccessible(document.body, 'the debtors');
  });

  it("opens filtered to overdue clients from ?overdue=true (the dashboard's 'Overdue'), and switches back", async () => {
    const { user } = renderRoutes(
      [{ path: '/debtors', element: <DebtorsPage /> }],
      ['/debtors?overdue=true'],
    );
    await screen.findByRole('table', { name: S.debtors.label });
    const only = screen.getByRole('switch', { name: S.debtors.onlyOverdue });
    expect(only).toBeChecked();
    expect(lastRequest('GET', '/reports/debtors-ageing').query.get('overdue')).toBe('true');
    await user.click(only);
    await waitFor(() =>
      expect(lastRequest('GET', '/reports/debtors-ageing').query.get('overdue')).toBeNull(),
    );
    expect(only).not.toBeChecked();
  });

  it('shows a card per client on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    renderRoutes([{ path: '/debtors', element: <DebtorsPage /> }], ['/debtors']);
    const list = await screen.findByRole('list', { name: S.debtors.label });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Liberty Two Degrees' })).toBeInTheDocument();
  });
});
