import type {
  AlertPage,
  ClientListResponse as ClientPageResponse,
  Project,
  ProjectListItem,
  ProjectOrigin,
  TeamMember,
  UpdateProjectInput,
  User,
} from '@firebreak/shared';
import { withoutProjectMoney } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientPage } from '@/testing/clients';
import { documentList } from '@/testing/documents';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { makeListItem, makeProject } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import {
  DETAILS_STRINGS as D,
  STATUS_EDITOR_STRINGS as E,
  MILESTONE_STRINGS as M,
  PROJECT_DASHBOARD_STRINGS as S,
  TEAM_STRINGS as T,
} from '../strings';
import ProjectDashboardPage from './project-dashboard-page';

vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div>bar chart</div> }));
type ProjectPage = { items: ProjectListItem[]; total: number; page: number; pageSize: number };

let project: Project;
let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get('/documents', documentList([]));
  project = makeProject({
    milestones: [
      {
        id: 'm-1',
        projectId: 'p-1',
        title: 'Design approval',
        kind: 'WORK',
        dueDate: '2020-01-10',
        completedAt: null,
      },
      {
        id: 'm-2',
        projectId: 'p-1',
        title: 'Commissioning',
        kind: 'COMPLIANCE',
        dueDate: '2099-05-01',
        completedAt: null,
      },
    ],
    assignedTeam: [
      {
        id: 'p-1',
        name: 'Thandi Nkosi',
        role: 'Project Manager',
        userId: 'u-1',
        userRole: 'PROJECT_MANAGER',
      },
    ],
  });
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Project>('/projects/:id', ({ params }) =>
    params.id === 'p-1' ? project : apiError(404, 'Project not found'),
  );
  api.get<ProjectOrigin>('/projects/:id/origin', { quote: null, site: null, visit: null });
  api.get<ProjectPage>('/projects', { items: [makeListItem()], total: 1, page: 1, pageSize: 50 });
  api.get<AlertPage>('/projects/alerts', { items: [], total: 0, page: 1, pageSize: 10 });
  api.get<ClientPageResponse>('/clients', clientPage([]));
  api.get<TeamMember[]>('/resources/people', [
    { id: 'p-2', name: 'Sipho Mokoena', role: 'Sprinkler Fitter', userId: null, userRole: null },
  ]);
  api.patch<UpdateProjectInput, Project>('/projects/:id', ({ body }) => ({
    ...project,
    ...(body as object),
    updatedAt: 'later',
  }));
});

function renderPage(path = '/project-dashboard?id=p-1') {
  return renderRoutes([{ path: '/project-dashboard', element: <ProjectDashboardPage /> }], [path]);
}

const patchBody = () => lastRequest('PATCH', '/projects/p-1').body as Record<string, unknown>;
const patches = () => requestsTo('PATCH', '/projects/p-1');

describe('ProjectDashboardPage', () => {
  it('asks for a project when none is chosen', async () => {
    renderPage('/project-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    expect(screen.getByText(S.choosePrompt)).toBeInTheDocument();
  });

  it('names the quote the project was made from, with its site and inspection visit', async () => {
    api.get<ProjectOrigin>('/projects/:id/origin', {
      quote: { id: 'q-7', quoteNumber: 'Q-2026-0007', kind: 'BOQ', status: 'Won' },
      site: { id: 's-1', name: 'Sandton City Mall' },
      visit: { id: 'v-1', dueDate: '2026-11-20' },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Q-2026-0007' })).toHaveAttribute(
      'href',
      '/quoting?tab=boq&quote=q-7',
    );
    expect(screen.getByRole('link', { name: 'Sandton City Mall' })).toHaveAttribute('href', '/sites/s-1');
    expect(screen.getByRole('link', { name: S.originVisit('2026/11/20') })).toHaveAttribute(
      'href',
      '/visits/v-1',
    );
  });

  it('says when the project does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage('/project-dashboard?id=nope');
    expect(await screen.findByText(S.notFound)).toBeInTheDocument();
  });

  it('shows the project: progress, budget vs spent, milestones with overdue marked, team and its alerts', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sandton City sprinklers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sandton City sprinklers progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(
      screen.getByRole('figure', { name: /^Budget vs Spent: Budget R\s2\s400\s000, Spent R\s600\s000$/ }),
    );
    expect(screen.getByText(/R\s1\s800\s000 remaining/)).toBeInTheDocument();
    const milestones = screen.getByRole('region', { name: M.title });
    const overdue = within(milestones).getByText('Design approval').closest('li') as HTMLElement;
    expect(within(overdue).getByText(M.overdue)).toBeInTheDocument();
    const future = within(milestones).getByText('Commissioning').closest('li') as HTMLElement;
    expect(within(future).queryByText(M.overdue)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: T.title })).getByText('Thandi Nkosi'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(lastRequest('GET', '/projects/alerts').query)).toEqual({
        projectId: 'p-1',
        pageSize: '10',
      }),
    );
    expect(screen.getByRole('combobox', { name: S.chooseProject })).toHaveValue('Sandton City sprinklers');
  });

  it('edits the details, sending only what changed, and says when the client already has the title', async () => {
    let refuse = true;
    api.patch<UpdateProjectInput, Project>('/projects/:id', ({ body }) => {
      const changes = body as Record<string, unknown>;
      if (refuse && !changes.confirmDuplicate)
        return apiError(409, "Sandton City already has a project called 'Tower A'. Save again to keep both.");
      return { ...project, ...(changes as object), updatedAt: 'later' };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: D.edit }));
    const dialog = await screen.findByRole('dialog', { name: D.title });
    const title = within(dialog).getByRole('textbox', { name: /Project Title/ });
    await user.clear(title);
    await user.type(title, 'Tower A');
    await user.click(within(dialog).getByRole('button', { name: D.save }));
    expect(await within(dialog).findByText(/already has a project called/)).toBeInTheDocument();
    expect(patchBody()).toEqual({ title: 'Tower A' });
    await user.click(within(dialog).getByRole('button', { name: D.saveAnyway }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchBody()).toEqual({ title: 'Tower A', confirmDuplicate: true });
    expect(await screen.findByText(D.saved)).toBeInTheDocument();
    refuse = false;
  });

  it('archives a completed project and restores it', async () => {
    project = { ...project, status: 'COMPLETED' };
    api.patch<UpdateProjectInput, Project>('/projects/:id', ({ body }) => {
      project = {
        ...project,
        archivedAt: (body as { archived: boolean }).archived ? '2026-11-25T10:00:00.000Z' : null,
      };
      return project;
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: D.archive }));
    expect(patchBody()).toEqual({ archived: true });
    expect(await screen.findByText(/^Archived on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: D.restore }));
    await waitFor(() => expect(patchBody()).toEqual({ archived: false }));
  });

  it('offers no archive for a project still running', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: D.edit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: D.archive })).not.toBeInTheDocument();
  });

  it('saves only the changed status fields', async () => {
    const { user } = renderPage();
    const progress = await screen.findByRole('spinbutton', { name: E.progress });
    expect(screen.getByRole('button', { name: E.save })).toBeDisabled();
    await user.clear(progress);
    await user.type(progress, '60');
    await user.click(screen.getByRole('combobox', { name: E.status }));
    await user.click(await screen.findByRole('option', { name: 'On Hold' }));
    await user.click(screen.getByRole('button', { name: E.save }));
    await waitFor(() =>
      expect(lastRequest('PATCH', '/projects/p-1').body).toEqual({ progress: 60, status: 'ON_HOLD' }),
    );
  });

  it('refuses a progress outside 0–100', async () => {
    const { user } = renderPage();
    const progress = await screen.findByRole('spinbutton', { name: E.progress });
    await user.clear(progress);
    await user.type(progress, '140');
    expect(screen.getByText(E.progressInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: E.save })).toBeDisabled();
  });

  it('completes, deletes and adds milestones, sending the full list', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: M.complete('Design approval') }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patchBody()).toEqual({
      milestones: [
        { id: 'm-1', title: 'Design approval', kind: 'WORK', dueDate: '2020-01-10', completed: true },
        { id: 'm-2', title: 'Commissioning', kind: 'COMPLIANCE', dueDate: '2099-05-01', completed: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: M.remove('Commissioning') }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect((patchBody().milestones as { id: string }[]).map((m) => m.id)).toEqual(['m-1']);

    await user.click(screen.getByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogAdd });
    await user.type(within(dialog).getByRole('textbox', { name: M.name }), 'Hydrant test');
    await user.type(within(dialog).getByLabelText(M.dueDate, { exact: false }), '2026-09-01');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect((patchBody().milestones as unknown[]).at(-1)).toEqual({
      title: 'Hydrant test',
      kind: 'WORK',
      dueDate: '2026-09-01',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds and removes team members from Personnel, with or without a sign-in', async () => {
    api.patch<UpdateProjectInput, Project>('/projects/:id', () => project);
    const { user } = renderPage();
    expect(await screen.findByText('Project Manager')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: T.add }));
    await user.click(await screen.findByRole('option', { name: /^Sipho Mokoena.*no sign-in$/ }));
    await waitFor(() => expect(patchBody()).toEqual({ assignedTeam: ['p-1', 'p-2'] }));
    await user.click(screen.getByRole('button', { name: T.remove('Thandi Nkosi') }));
    await waitFor(() => expect(patchBody()).toEqual({ assignedTeam: [] }));
  });

  it('shows the server’s error when a save is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.patch('/projects/:id', () => apiError(400, 'Progress must be between 0 and 100'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: M.complete('Design approval') }));
    expect(await screen.findByText('Progress must be between 0 and 100')).toBeInTheDocument();
  });

  it('shows an engineer off the team the project read-only, and on the team editable but not the spend', async () => {
    signedIn = makeUser({ id: 'u-9', role: 'ENGINEER' });
    // As the server answers a role without 'projects.finance': no budget, no spend.
    project = withoutProjectMoney(project);
    const view = renderPage();
    await screen.findByRole('heading', { name: E.title });
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: E.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: T.add })).not.toBeInTheDocument();
    expect(screen.getByLabelText(E.progress)).toBeDisabled();
    view.unmount();

    project = {
      ...project,
      assignedTeam: [
        ...project.assignedTeam,
        { id: 'p-9', name: 'Naledi Dube', role: 'Engineer', userId: 'u-9', userRole: 'ENGINEER' },
      ],
    };
    renderPage();
    expect(await screen.findByRole('button', { name: E.save })).toBeInTheDocument();
    expect(screen.getByLabelText(E.progress)).toBeEnabled();
    expect(screen.queryByLabelText(E.spent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.add })).toBeInTheDocument();
  });

  it('lets an engineer on the team save progress and details with no budget or spend to send', async () => {
    signedIn = makeUser({ id: 'u-9', role: 'ENGINEER' });
    project = withoutProjectMoney({
      ...project,
      assignedTeam: [
        ...project.assignedTeam,
        { id: 'p-9', name: 'Naledi Dube', role: 'Engineer', userId: 'u-9', userRole: 'ENGINEER' },
      ],
    });
    const { user } = renderPage();
    expect(await screen.findByRole('button', { name: E.save })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(E.progress));
    await user.type(screen.getByLabelText(E.progress), '40');
    await user.click(screen.getByRole('button', { name: E.save }));
    await waitFor(() => expect(patchBody()).toEqual({ progress: 40 }));
    await user.click(screen.getByRole('button', { name: D.edit }));
    const dialog = await screen.findByRole('dialog', { name: D.title });
    expect(within(dialog).queryByLabelText(/Budget/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Location/), ' East');
    await user.click(within(dialog).getByRole('button', { name: D.save }));
    await waitFor(() => expect(patchBody()).toEqual({ location: `${project.location} East` }));
  });

  it('shows a technician the project without budget, spend or the budget figure', async () => {
    signedIn = makeUser({ id: 'u-7', role: 'TECHNICIAN' });
    project = withoutProjectMoney(project);
    renderPage();
    expect(await screen.findByRole('heading', { name: E.title })).toBeInTheDocument();
    await sessionAnswered();
    expect(screen.getByLabelText(E.progress)).toBeDisabled();
    expect(screen.queryByLabelText(E.spent)).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /Budget vs Spent/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/R\s2\s400\s000|R\s600\s000/)).not.toBeInTheDocument();
  });
});
