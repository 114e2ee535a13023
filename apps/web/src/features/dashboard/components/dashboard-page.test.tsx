import type {
  AlertPage,
  ClientListResponse as ClientPageResponse,
  DashboardMetrics,
  Milestone,
  MilestoneInput,
  ProjectListItem,
  SystemStatus,
  User,
} from '@firebreak/shared';
import { withoutProjectMoney } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientPage } from '@/testing/clients';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, sessionAnswered } from '@/testing/msw';
import { makeAlert, makeListItem, makeMetrics } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { fileNameFrom } from '../api/download-report';
import {
  BOARD_STRINGS as B,
  QUICK_ACTIONS_STRINGS as Q,
  SITE_VISIT_STRINGS as V,
  SYSTEM_STRINGS as Y,
} from '../strings';
import DashboardPage from './dashboard-page';
import { formatResponseTime } from './system-overview';

vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div>bar chart</div> }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div>pie chart</div> }));
type ProjectPage = { items: ProjectListItem[]; total: number; page: number; pageSize: number };

const status: SystemStatus = {
  uptimePercent: 99.95,
  medianResponseMs: 4,
  decisionsPerHour: 17,
  accuracyRate: null,
  counts: { projects: 12, clients: 8, staff: 15, equipment: null },
};

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<DashboardMetrics>('/projects/metrics', makeMetrics());
  api.get<ClientPageResponse>('/clients', clientPage([]));
  api.get<AlertPage>('/projects/alerts', {
    items: Array.from({ length: 10 }, (_, i) => makeAlert({ id: `a-${i}`, title: `Alert ${i}` })),
    total: 10,
    page: 1,
    pageSize: 16,
  });
  api.get<ProjectPage>('/projects', {
    items: [makeListItem(), makeListItem({ id: 'p-2', title: 'Clinic alarm', status: 'TENDER' })],
    total: 2,
    page: 1,
    pageSize: 30,
  });
  api.get<SystemStatus>('/system/status', status);
});

function renderDashboard() {
  return renderRoutes([
    { path: '/', element: <DashboardPage /> },
    { path: '/quoting', element: <p>Quoting screen</p> },
  ]);
}

async function openAction(user: ReturnType<typeof renderDashboard>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: Q.label }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('DashboardPage', () => {
  it('has the title and subtitle, 8 critical alerts, and the board grouped by status', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const alerts = screen.getByRole('region', { name: 'Critical Alerts' });
    await within(alerts).findByText('Alert 0');
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(8);
    expect(within(alerts).getByRole('button', { name: 'Show 2 More' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: B.title });
    expect(await within(board).findByRole('link', { name: 'Sandton City sprinklers' })).toHaveAttribute(
      'href',
      '/project-dashboard?id=p-1',
    );
    expect(within(within(board).getByRole('region', { name: 'Tender projects' })).getByText('Clinic alarm'));
    expect(await within(board).findByRole('button', { name: B.create })).toBeInTheDocument();
  });

  it('shows the earlier home view with the server’s figures, each explained, and leaves out what is not measured', async () => {
    renderDashboard();
    const glance = await screen.findByRole('region', { name: Y.summaryTitle });
    expect(within(glance).getByText('12')).toBeInTheDocument();
    expect(within(glance).queryByRole('heading', { name: Y.equipment })).not.toBeInTheDocument();
    expect(within(glance).getByRole('heading', { name: Y.clients }).parentElement).toHaveTextContent(
      Y.clientsNote,
    );
    const system = screen.getByRole('region', { name: Y.statusTitle });
    // 99.95% is cut, never rounded up to a perfect 100%.
    expect(system).toHaveTextContent('99.9%');
    expect(system).toHaveTextContent('4 ms');
    expect(system).toHaveTextContent('17');
    expect(within(system).queryByRole('heading', { name: Y.accuracyRate })).not.toBeInTheDocument();
    expect(within(system).getByRole('heading', { name: Y.decisionsPerHour }).parentElement).toHaveTextContent(
      Y.decisionsNote,
    );
    expect(formatResponseTime(2400)).toBe('2.4s');
  });

  it('opens the create-project dialog from Create New Project and from the quick actions', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: B.create }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAction(user, Q.newProject);
    expect(await screen.findByRole('dialog', { name: 'Create New Project' })).toBeInTheDocument();
  });

  it('offers a technician no project creation, quote, site visit or report export, and no money figures', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    api.get<DashboardMetrics>(
      '/projects/metrics',
      makeMetrics({
        totalPortfolioValue: null,
        winRate: null,
        cashFlowThisMonth: null,
        cashFlowLastMonth: null,
      }),
    );
    // As the server answers a role without 'projects.finance': the board's projects have no budget.
    const item = withoutProjectMoney(makeListItem());
    api.get<ProjectPage>('/projects', { items: [item], total: 1, page: 1, pageSize: 30 });
    api.get<unknown>('/projects/alerts', []);
    renderDashboard();
    expect(await screen.findByText('Active Projects')).toBeInTheDocument();
    await sessionAnswered();
    const board = screen.getByRole('region', { name: B.title });
    await within(board).findByRole('link', { name: 'Sandton City sprinklers' });
    expect(within(board).getByText(item.clientName)).toBeInTheDocument();
    expect(within(board).queryByText(/R\s\d/)).not.toBeInTheDocument();
    expect(within(board).queryByRole('button', { name: B.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: Q.label })).not.toBeInTheDocument();
    expect(screen.queryByText('Total Portfolio Value')).not.toBeInTheDocument();
    expect(screen.queryByText('Cash Flow This Month')).not.toBeInTheDocument();
    expect(screen.getByText('Overdue Tasks')).toBeInTheDocument();
  });

  it('Generate Quote goes to /quoting', async () => {
    const { user } = renderDashboard();
    await openAction(user, Q.generateQuote);
    expect(await screen.findByText('Quoting screen')).toBeInTheDocument();
  });

  it('Schedule Site Visit adds a SITE_VISIT milestone to the chosen project', async () => {
    api.post<MilestoneInput, Pick<Milestone, 'id'>>('/projects/:id/milestones', { id: 'm-9' }, 201);
    const { user } = renderDashboard();
    await openAction(user, Q.scheduleSiteVisit);
    const dialog = await screen.findByRole('dialog', { name: V.title });
    expect(within(dialog).getByRole('button', { name: V.submit })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: V.project }));
    await user.click(await screen.findByRole('option', { name: /Clinic alarm/ }));
    const date = within(dialog).getByLabelText(V.date, { exact: false });
    await user.clear(date);
    await user.type(date, '2026-04-15');
    await user.click(within(dialog).getByRole('button', { name: V.submit }));
    await waitFor(() =>
      expect(lastRequest('POST', '/projects/p-2/milestones').body).toEqual({
        title: 'Site visit',
        kind: 'SITE_VISIT',
        dueDate: '2026-04-15',
      }),
    );
    expect(
      await screen.findByText(/Site visit for Clinic alarm scheduled on 2026\/04\/15/),
    ).toBeInTheDocument();
  });

  it('Export Reports downloads the CSV with the token-carrying client', async () => {
    // jsdom has no object URLs.
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:csv'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderDashboard();
    await openAction(user, Q.exportReports);
    const dialog = await screen.findByRole('dialog', { name: 'Export Reports' });
    api.get(
      '/reports/projects.csv',
      () =>
        new HttpResponse('a,b', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="projects-2026-01-15.csv"',
          },
        }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Projects (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    lastRequest('GET', '/reports/projects.csv');
    expect(await screen.findByText('Downloaded projects-2026-01-15.csv')).toBeInTheDocument();
  });
});

describe('fileNameFrom', () => {
  it('reads plain and encoded file names, else the fallback', () => {
    expect(fileNameFrom('attachment; filename="metrics.csv"', 'x.csv')).toBe('metrics.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''proj%C3%A9cts.csv", 'x.csv')).toBe('projécts.csv');
    expect(fileNameFrom(undefined, 'x.csv')).toBe('x.csv');
  });
});
