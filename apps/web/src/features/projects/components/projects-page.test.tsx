import {
  type ClientListResponse as ClientPageResponse,
  type ProjectListItem,
  type User,
  withoutProjectMoney,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientPage } from '@/testing/clients';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, requestsTo, sessionAnswered } from '@/testing/msw';
import { makeListItem } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { PROJECTS_STRINGS as S, SORT_LABELS } from '../strings';
import ProjectsPage from './projects-page';

type ProjectPage = { items: ProjectListItem[]; total: number; page: number; pageSize: number };

const items = [
  makeListItem({ overdueMilestones: 2, openAlerts: 3 }),
  makeListItem({
    id: 'p-2',
    title: 'Hospital alarm',
    status: 'TENDER',
    health: 'AT_RISK',
    spent: 3_000_000,
    budget: 2_000_000,
  }),
];

function Probe() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderPage(path = '/projects') {
  return renderRoutes(
    [
      { path: '/projects', element: <ProjectsPage /> },
      { path: '/project-dashboard', element: <Probe /> },
    ],
    [path],
  );
}

/** The query of the last GET /projects, numbers as numbers. */
const lastParams = () => {
  const query = requestsTo('GET', '/projects').at(-1)?.query;
  return (
    query &&
    Object.fromEntries([...query].map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]))
  );
};

/** useMediaQuery reads matchMedia: only the phone query (below md) matches. */
function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<ProjectPage>('/projects', { items, total: 2, page: 1, pageSize: 25 });
  api.get<ClientPageResponse>('/clients', clientPage([]));
});

describe('ProjectsPage', () => {
  it('keeps the heading and lists projects with status, budget vs spent, health and counts', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: S.title });
    await within(table).findByRole('link', { name: 'Sandton City sprinklers' });
    const first = within(table)
      .getByRole('link', { name: 'Sandton City sprinklers' })
      .closest('tr') as HTMLElement;
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText(/^R\s600\s000 of R\s2\s400\s000$/)).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Sandton City sprinklers: 25% of budget spent' }));
    expect(within(first).getByText('Good')).toBeInTheDocument();
    expect(within(first).getByText('2 overdue')).toBeInTheDocument();
    expect(within(first).getByLabelText('3 open alerts')).toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'Hospital alarm' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Tender')).toBeInTheDocument();
    expect(within(second).getByText('At Risk')).toBeInTheDocument();
    expect(within(second).getByRole('progressbar', { name: 'Hospital alarm: 150% of budget spent' }));
    expect(lastParams()).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' });
  });

  it('filters by status and sends the filters as comma-separated lists', async () => {
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: S.status }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'Tender' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ status: 'ACTIVE,TENDER' }));
  });

  it('leaves archived projects out unless asked to include them or show only them', async () => {
    const { user } = renderPage();
    await screen.findByRole('table');
    expect(lastParams()).not.toHaveProperty('archived');
    await user.click(screen.getByRole('combobox', { name: S.archived }));
    await user.click(await screen.findByRole('option', { name: S.archivedOnly }));
    await waitFor(() => expect(lastParams()).toMatchObject({ archived: 'only' }));
  });

  it('searches 300 ms after typing stops, and reads filters from the address', async () => {
    const { user } = renderPage('/projects?clientType=HEALTHCARE&sort=title&order=asc');
    await screen.findByRole('table');
    expect(lastParams()).toMatchObject({ clientType: 'HEALTHCARE', sort: 'title', order: 'asc' });
    await user.type(screen.getByRole('searchbox', { name: S.search }), 'mall');
    await waitFor(() => expect(lastParams()).toMatchObject({ q: 'mall', clientType: 'HEALTHCARE' }));
    await user.click(screen.getByRole('button', { name: S.clearFilters }));
    await waitFor(() =>
      expect(lastParams()).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' }),
    );
  });

  it('clamps a long title to two lines and keeps the full title as its tooltip and name', async () => {
    const long = 'Kimberley municipal offices alarm upgrade with a very long name that goes on and on';
    api.get<ProjectPage>('/projects', {
      items: [makeListItem({ title: long })],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    renderPage();
    const link = await screen.findByRole('link', { name: long });
    expect(link).toHaveAttribute('title', long);
    expect(link).toHaveStyle({ WebkitLineClamp: '2', overflow: 'hidden' });
  });

  it('shows a card per project with its title link and figures below the md breakpoint', async () => {
    stubPhoneWidth();
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: S.title });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = await within(list).findByRole('listitem', { name: 'Hospital alarm' });
    for (const label of [
      S.columns.type,
      S.columns.urgency,
      S.columns.due,
      S.columns.budget,
      S.columns.progress,
    ])
      expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText('Tender')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Hospital alarm: 150% of budget spent' }));
    await user.click(within(card).getByRole('link', { name: 'Hospital alarm' }));
    expect(await screen.findByText('At /project-dashboard?id=p-2')).toBeInTheDocument();
  });

  it('says on a phone when nothing matches', async () => {
    stubPhoneWidth();
    api.get<ProjectPage>('/projects', { items: [], total: 0, page: 1, pageSize: 25 });
    renderPage();
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
  });

  it('opens the project dashboard from a row', async () => {
    const { user } = renderPage();
    const table = screen.getByRole('table');
    await within(table).findByText('Hospital alarm');
    await user.click(
      within(table)
        .getByText('Hospital alarm')
        .closest('tr')
        ?.querySelector('td:nth-child(2)') as HTMLElement,
    );
    expect(await screen.findByText('At /project-dashboard?id=p-2')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    api.get<ProjectPage>('/projects', { items: [], total: 0, page: 1, pageSize: 25 });
    renderPage();
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/projects', () => apiError(400, 'status must be one of …'));
    renderPage();
    expect(await screen.findByText(S.failed)).toBeInTheDocument();
  });

  it('opens the create-project dialog from New Project', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: S.newProject }));
    expect(await screen.findByRole('dialog', { name: 'Create New Project' })).toBeInTheDocument();
  });

  it('offers engineers and technicians no New Project', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderPage();
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: S.newProject })).not.toBeInTheDocument();
  });

  describe('for a role without projects.finance (the server sends no budget or spend)', () => {
    beforeEach(() => {
      signedIn = makeUser({ role: 'TECHNICIAN' });
      api.get<ProjectPage>('/projects', {
        items: items.map((item) => withoutProjectMoney(item)),
        total: 2,
        page: 1,
        pageSize: 25,
      });
    });

    it('has no Budget vs spent column and no Budget order, even when the address asks for it', async () => {
      const { user } = renderPage('/projects?sort=budget&order=asc');
      const table = screen.getByRole('table', { name: S.title });
      await within(table).findByRole('link', { name: 'Sandton City sprinklers' });
      await sessionAnswered();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(Object.values(S.columns).filter((column) => column !== S.columns.budget));
      expect(within(table).queryByRole('progressbar', { name: /of budget spent/ })).not.toBeInTheDocument();
      expect(lastParams()).toMatchObject({ sort: 'createdAt', order: 'asc' });
      expect(requestsTo('GET', '/projects').some((r) => r.query.get('sort') === 'budget')).toBe(false);
      await user.click(screen.getByRole('combobox', { name: S.sortBy }));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options).toContain(SORT_LABELS.title);
      expect(options).not.toContain(SORT_LABELS.budget);
    });

    it('leaves the budget out of the cards on a phone', async () => {
      stubPhoneWidth();
      renderPage();
      const list = await screen.findByRole('list', { name: S.title });
      const card = await within(list).findByRole('listitem', { name: 'Hospital alarm' });
      await sessionAnswered();
      expect(within(card).getByText(S.columns.progress)).toBeInTheDocument();
      expect(within(card).queryByText(S.columns.budget)).not.toBeInTheDocument();
      expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });
});
