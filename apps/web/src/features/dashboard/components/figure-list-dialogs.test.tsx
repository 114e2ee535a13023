import type {
  CashFlowMonthDetail,
  ComplianceSite,
  DashboardMetrics,
  OverdueTasksResponse,
  WinRateDetail,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, requestsTo } from '@/testing/msw';
import { makeMetrics } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { FIGURE_LIST_STRINGS as L, METRICS_STRINGS as S } from '../strings';
import { MetricsPanel } from './metrics-panel';

vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div>bar chart</div> }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div>pie chart</div> }));

const overdue: OverdueTasksResponse = {
  items: [
    {
      id: 'm-1',
      title: 'Certificate of compliance',
      kind: 'COMPLIANCE',
      dueDate: '2026-11-10',
      daysOverdue: 15,
      projectId: 'p-2',
      projectTitle: 'Menlyn warehouse sprinklers',
      projectStatus: 'ON_HOLD',
    },
    {
      id: 'm-2',
      title: 'Design sign-off',
      kind: 'WORK',
      dueDate: '2026-11-24',
      daysOverdue: 1,
      projectId: 'p-1',
      projectTitle: 'Sandton office alarm',
      projectStatus: 'ACTIVE',
    },
  ],
  total: 3,
  limit: 2,
};

const november: CashFlowMonthDetail = {
  month: '2026-11',
  received: 1_200_000,
  spent: 750_000,
  net: 450_000,
  due: 320_000,
  payments: [
    {
      id: 'pay-1',
      clientId: 'c-1',
      clientName: 'Sandton Properties',
      projectId: 'p-1',
      projectTitle: 'Sandton office alarm',
      claimNumber: 'INV-2026-0007',
      date: '2026-11-20',
      amount: 1_200_000,
    },
  ],
  costs: [
    {
      id: 'cost-1',
      projectId: 'p-2',
      projectTitle: 'Menlyn warehouse sprinklers',
      category: 'MATERIALS',
      description: 'Sprinkler heads',
      date: '2026-11-03',
      amount: 700_000,
    },
    {
      id: 'cost-2',
      projectId: 'p-2',
      projectTitle: 'Menlyn warehouse sprinklers',
      category: null,
      description: 'Spend recorded',
      date: '2026-11-04',
      amount: 50_000,
    },
  ],
  paymentCount: 1,
  costCount: 2,
  limit: 500,
};

beforeEach(() => {
  api.get<DashboardMetrics>('/projects/metrics', makeMetrics());
  api.get<OverdueTasksResponse>('/projects/metrics/overdue-tasks', overdue);
  api.get<CashFlowMonthDetail>('/projects/metrics/cash-flow/:month', ({ params }) =>
    params.month === '2026-11'
      ? november
      : { ...november, month: String(params.month), payments: [], costs: [], paymentCount: 0, costCount: 0 },
  );
});

const renderPanel = () => renderRoutes([{ path: '/', element: <MetricsPanel /> }]);

describe('the lists behind the figures', () => {
  it('opens the overdue tasks from their card: most overdue first, each with its project, due date and days', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: S.overdueTasks }));
    const dialog = await screen.findByRole('dialog', { name: L.overdueTitle });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Certificate of compliance');
    expect(rows[0]).toHaveTextContent(L.daysOverdue(15));
    expect(rows[0]).toHaveTextContent('Due 2026/11/10');
    expect(within(rows[0]!).getByRole('link', { name: 'Menlyn warehouse sprinklers' })).toHaveAttribute(
      'href',
      '/project-dashboard?id=p-2',
    );
    expect(rows[1]).toHaveTextContent(L.daysOverdue(1));
    // Capped: says how many there are in all.
    expect(dialog).toHaveTextContent(L.overdueShown(2, 3));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: S.overdueTasks })).toHaveFocus();
  });

  it('opens the decisions behind the win rate: the formula, both counts, and each decision linking to its project or quote', async () => {
    const detail: WinRateDetail = {
      winRate: 62.5,
      won: 5,
      decided: 8,
      tenders: { won: 3, lost: 1 },
      quotes: { won: 2, lost: 2 },
      decisions: [
        {
          kind: 'quote',
          id: 'q-1',
          number: 'Q-2026-0016',
          title: 'Karoo cold store sprinklers',
          clientName: 'Karoo Foods',
          outcome: 'WON',
          date: '2026-11-27T22:30:00.000Z',
        },
        {
          kind: 'tender',
          id: 'p-9',
          number: null,
          title: 'Durban harbour pump house',
          clientName: 'Transnet',
          outcome: 'LOST',
          date: '2026-11-20T08:00:00.000Z',
        },
      ],
    };
    api.get<WinRateDetail>('/projects/metrics/win-rate', detail);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: S.winRate }));
    const dialog = await screen.findByRole('dialog', { name: L.winRateTitle });
    expect(await within(dialog).findByTestId('win-rate-formula')).toHaveTextContent(
      L.winRateFormula(5, 8, '62.5%'),
    );
    expect(dialog).toHaveTextContent(L.winRateCounts(3, 1, 2, 2));
    const rows = within(within(dialog).getByRole('list', { name: L.winRateList })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(L.winRateOutcome.WON);
    // The decision's day in South Africa: 22:30 UTC on the 27th is the 28th.
    expect(rows[0]).toHaveTextContent(L.winRateChanged('2026/11/28'));
    expect(
      within(rows[0]!).getByRole('link', { name: 'Q-2026-0016: Karoo cold store sprinklers' }),
    ).toHaveAttribute('href', '/quoting?tab=history&q=Q-2026-0016');
    expect(rows[1]).toHaveTextContent(L.winRateOutcome.LOST);
    expect(within(rows[1]!).getByRole('link', { name: 'Durban harbour pump house' })).toHaveAttribute(
      'href',
      '/project-dashboard?id=p-9',
    );
  });

  it('opens the sites behind the compliance rate: non-compliant first, each with why and a link to its site', async () => {
    const site = (overrides: Partial<ComplianceSite>): ComplianceSite => ({
      siteId: 's-1',
      siteName: 'Tower B',
      clientId: 'c-1',
      clientName: 'Sandton Towers',
      status: 'COMPLIANT',
      overdueVisits: 0,
      oldestOverdue: null,
      lastCompleted: '2026-11-20',
      lastFailed: false,
      openDefects: 0,
      ...overrides,
    });
    api.get<ComplianceSite[]>('/projects/metrics/compliance-sites', [
      site({
        siteId: 's-2',
        siteName: 'Depot',
        status: 'NON_COMPLIANT',
        overdueVisits: 2,
        oldestOverdue: '2026-11-02',
        lastFailed: true,
        openDefects: 1,
      }),
      site({ siteId: 's-3', siteName: 'Annex', status: 'PENDING', lastCompleted: null }),
      site({}),
    ]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: S.complianceRate }));
    const dialog = await screen.findByRole('dialog', { name: L.complianceTitle });
    expect(dialog).toHaveTextContent(L.complianceCounts(1, 3));
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(L.complianceStatus.NON_COMPLIANT);
    expect(rows[0]).toHaveTextContent(L.overdueVisits(2, '2026/11/02'));
    expect(rows[0]).toHaveTextContent(L.lastFailed('2026/11/20'));
    expect(rows[0]).toHaveTextContent(L.openDefects(1));
    expect(within(rows[0]!).getByRole('link', { name: 'Depot' })).toHaveAttribute('href', '/sites/s-2');
    expect(rows[1]).toHaveTextContent(L.noVisitYet);
    expect(rows[2]).toHaveTextContent(L.lastPassed('2026/11/20'));
  });

  it('says so when nothing is overdue', async () => {
    api.get<OverdueTasksResponse>('/projects/metrics/overdue-tasks', { items: [], total: 0, limit: 100 });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: S.overdueTasks }));
    expect(await screen.findByText(L.overdueNone)).toBeInTheDocument();
  });

  it("opens this month's payments and costs from the cash-flow card, adding up to the card, each linking to its Money tab", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: S.cashFlowThisMonth }));
    const dialog = await screen.findByRole('dialog', { name: L.cashTitle('November 2026') });
    const payments = await within(dialog).findByRole('region', { name: `${L.payments} ${L.count(1)}` });
    expect(payments).toHaveTextContent(/Total R\s1\s200\s000,00/);
    expect(payments).toHaveTextContent('INV-2026-0007 · 2026/11/20');
    expect(within(payments).getByRole('link', { name: L.openMoney('Sandton office alarm') })).toHaveAttribute(
      'href',
      '/project-dashboard?id=p-1&tab=money',
    );
    const costs = within(dialog).getByRole('region', { name: `${L.costs} ${L.count(2)}` });
    expect(costs).toHaveTextContent(/Total R\s750\s000,00/);
    expect(costs).toHaveTextContent('Materials · 2026/11/03');
    expect(costs).toHaveTextContent(`${L.spendChange} · 2026/11/04`);
    expect(dialog).toHaveTextContent(/net R\s450\s000,00/);
    expect(requestsTo('GET', '/projects/metrics/cash-flow/2026-11')).toHaveLength(1);
  });

  it('opens any month of the chart from its button under the chart', async () => {
    const user = userEvent.setup();
    renderPanel();
    const months = await screen.findByRole('group', { name: L.monthEntries });
    await user.click(within(months).getByRole('button', { name: `${L.monthEntriesFor}Jul 2026` }));
    const dialog = await screen.findByRole('dialog', { name: L.cashTitle('July 2026') });
    expect(await within(dialog).findByText(L.noPayments)).toBeInTheDocument();
    expect(requestsTo('GET', '/projects/metrics/cash-flow/2026-07')).toHaveLength(1);
  });

  it('has no cash-flow list for a role without the money figures', async () => {
    api.get<DashboardMetrics>(
      '/projects/metrics',
      makeMetrics({
        cashFlowThisMonth: null,
        cashFlowLastMonth: null,
        cashFlowMonths: null,
        totalPortfolioValue: null,
        winRate: null,
      }),
    );
    renderPanel();
    expect(await screen.findByRole('button', { name: S.overdueTasks })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.cashFlowThisMonth })).toBeNull();
    expect(screen.queryByRole('group', { name: L.monthEntries })).toBeNull();
  });
});
