import type { DashboardMetrics, DebtorsFigures, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, held, requestsTo, sessionAnswered } from '@/testing/msw';
import { makeMetrics } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { metricsQueryOptions } from '../api/get-metrics';
import { METRICS_STRINGS as S } from '../strings';
import { MetricsPanel } from './metrics-panel';

vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div>bar chart</div> }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div>pie chart</div> }));

function renderPanel() {
  return renderRoutes([{ path: '/', element: <MetricsPanel /> }]);
}

beforeEach(() => {
  api.get<DashboardMetrics>('/projects/metrics', makeMetrics());
});

describe('MetricsPanel', () => {
  it('shows four placeholder cards while loading', async () => {
    const pending = held<DashboardMetrics>();
    api.get('/projects/metrics', pending.reply);
    renderPanel();
    expect(screen.getAllByTestId('metric-skeleton')).toHaveLength(4);
    expect(screen.getByRole('status', { name: S.loading })).toBeInTheDocument();
    pending.release(makeMetrics());
    expect(await screen.findByText(S.totalPortfolioValue)).toBeInTheDocument();
    expect(screen.queryByTestId('metric-skeleton')).not.toBeInTheDocument();
  });

  it('says Failed to load metrics when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/projects/metrics', () => apiError(500, 'Server error'));
    renderPanel();
    expect(await screen.findByText(S.failed, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it.each([
    ['null', null],
    ['an empty object', {}],
  ])('says Failed to load metrics when the answer is %s', async (_name, answer) => {
    api.get<unknown>('/projects/metrics', answer);
    renderPanel();
    expect(await screen.findByText(S.failed)).toBeInTheDocument();
  });

  it('shows every metric, money in ZAR without decimals, and the cash-flow change', async () => {
    renderPanel();
    const card = async (label: string) =>
      (await screen.findByRole('heading', { level: 3, name: label })).parentElement as HTMLElement;
    expect(within(await card(S.totalPortfolioValue)).getByText(/^R\s12\s500\s000$/)).toBeInTheDocument();
    expect(within(await card(S.activeProjects)).getByText('7')).toBeInTheDocument();
    expect(within(await card(S.overdueTasks)).getByText('3')).toBeInTheDocument();
    expect(within(await card(S.winRate)).getByText('62.5%')).toBeInTheDocument();
    expect(within(await card(S.averageHealthScore)).getByText('78 / 100')).toBeInTheDocument();
    expect(within(await card(S.complianceRate)).getByText('83.3%')).toBeInTheDocument();
    expect(within(await card(S.averageDaysSinceSiteVisit)).getByText('12 days')).toBeInTheDocument();
    const cash = await card(S.cashFlowThisMonth);
    expect(within(cash).getByText(/^R\s450\s000$/)).toBeInTheDocument();
    expect(within(cash).getByText(/\+12\.5% vs last month \(R\s400\s000\)/)).toBeInTheDocument();
  });

  it('links each figure and chart to the list it is counted from', async () => {
    renderPanel();
    expect(await screen.findByRole('link', { name: S.activeProjects })).toHaveAttribute(
      'href',
      '/projects?status=ACTIVE',
    );
    expect(screen.getByRole('link', { name: S.totalPortfolioValue })).toHaveAttribute(
      'href',
      '/projects?status=TENDER,ACTIVE,ON_HOLD',
    );
    // Win Rate opens the decisions it counts in a dialog (figure-list-dialogs.test.tsx).
    expect(screen.getByRole('button', { name: S.winRate })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.utilisationChart })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: S.complianceChart })).toHaveAttribute(
      'href',
      '/projects?status=ACTIVE,ON_HOLD,COMPLETED',
    );
  });

  it("shows 'Debtors' and 'Overdue' to the cent, opening the debtors list and its overdue view", async () => {
    localStorage.setItem('token', 'good');
    api.get<{ user: User }>('/auth/me', () => ({ user: makeUser({ role: 'ENGINEER' }) }));
    api.get<DebtorsFigures>('/reports/debtors-figures', {
      asOf: '2026-11-20',
      debtorsCents: 1_234_567_89,
      overdueCents: 45_678_01,
      clients: 12,
      overdueClients: 1,
    });
    renderPanel();
    const card = async (label: string) =>
      (await screen.findByRole('heading', { level: 3, name: label })).parentElement as HTMLElement;
    const debtors = await card(S.debtors);
    expect(debtors).toHaveTextContent(/R\s1\s234\s567,89/);
    expect(debtors).toHaveTextContent('12 clients');
    expect(within(debtors).getByRole('link', { name: S.debtors })).toHaveAttribute('href', '/debtors');
    const overdue = await card(S.overdueDebtors);
    expect(overdue).toHaveTextContent(/R\s45\s678,01/);
    expect(overdue).toHaveTextContent('1 client');
    expect(within(overdue).getByRole('link', { name: S.overdueDebtors })).toHaveAttribute(
      'href',
      '/debtors?overdue=true',
    );
  });

  it('never asks for the debtors figures for a technician, whose dashboard carries no money', async () => {
    localStorage.setItem('token', 'good');
    api.get<{ user: User }>('/auth/me', () => ({ user: makeUser({ role: 'TECHNICIAN' }) }));
    renderPanel();
    expect(await screen.findByText(S.activeProjects)).toBeInTheDocument();
    await sessionAnswered();
    expect(requestsTo('GET', '/reports/debtors-figures')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: S.debtors })).not.toBeInTheDocument();
  });

  it('says no site with assets is reported on yet when the compliance summary is empty', async () => {
    api.get<DashboardMetrics>(
      '/projects/metrics',
      makeMetrics({ complianceRate: 0, complianceSummary: { compliant: 0, nonCompliant: 0, pending: 0 } }),
    );
    renderPanel();
    expect(await screen.findByText('No sites with assets to report on yet.')).toBeInTheDocument();
  });

  it('shows a 0% change when last month had no cash flow', async () => {
    api.get<DashboardMetrics>('/projects/metrics', makeMetrics({ cashFlowLastMonth: 0 }));
    renderPanel();
    expect(await screen.findByText(/^0% vs last month/)).toBeInTheDocument();
  });

  it('colours weather chips: error for CRITICAL, warning for HIGH, info otherwise', async () => {
    api.get<DashboardMetrics>(
      '/projects/metrics',
      makeMetrics({
        weatherAlerts: [
          { location: 'Durban', message: 'Flooding', severity: 'CRITICAL' },
          { location: 'Cape Town', message: 'Gale', severity: 'HIGH' },
          { location: 'Pretoria', message: 'Heat', severity: 'MEDIUM' },
        ],
      }),
    );
    renderPanel();
    const chip = async (text: string) => (await screen.findByText(text)).closest('.MuiChip-root');
    expect(await chip('Durban: Flooding')).toHaveClass('MuiChip-colorError');
    expect(await chip('Cape Town: Gale')).toHaveClass('MuiChip-colorWarning');
    expect(await chip('Pretoria: Heat')).toHaveClass('MuiChip-colorInfo');
  });

  it('shows the three charts once the charts library has loaded', async () => {
    renderPanel();
    expect(await screen.findByRole('figure', { name: /^Cash Flow: This month R/ })).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Resource Utilisation: Staff 75%, Equipment 60%, Vehicles 40%' }),
    );
    expect(
      screen.getByRole('figure', { name: 'Compliance Summary: Compliant 5, Non-compliant 1, Pending 2' }),
    );
    expect(await screen.findAllByText('bar chart')).toHaveLength(2);
    expect(await screen.findByText('pie chart')).toBeInTheDocument();
  });

  it('refresh invalidates every cached query', async () => {
    const { user, queryClient } = renderPanel();
    await screen.findByText(S.totalPortfolioValue);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: S.refresh }));
    expect(invalidate).toHaveBeenCalledWith();
    await waitFor(() => expect(requestsTo('GET', '/projects/metrics')).toHaveLength(2));
  });

  it('says Failed to load metrics when a refresh fails, and shows them again once it works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel();
    await screen.findByText(S.totalPortfolioValue);
    api.get('/projects/metrics', () => apiError(500, 'Server error'));
    await user.click(screen.getByRole('button', { name: S.refresh }));
    expect(await screen.findByText(S.failed, {}, { timeout: 4000 })).toBeInTheDocument();
    api.get<DashboardMetrics>('/projects/metrics', makeMetrics());
    await user.click(screen.getByRole('button', { name: S.refresh }));
    expect(await screen.findByText(S.totalPortfolioValue)).toBeInTheDocument();
  });

  it('keeps metrics fresh for 60 s and refetches them every 5 minutes', () => {
    expect(metricsQueryOptions.staleTime).toBe(60_000);
    expect(metricsQueryOptions.refetchInterval).toBe(300_000);
  });
});
