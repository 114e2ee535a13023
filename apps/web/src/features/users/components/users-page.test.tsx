import {
  ACCOUNT_MESSAGES,
  type AppConfig,
  type InviteUserInput,
  type InviteUserResponse,
  type ManagedUser,
  type ManagedUserList,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requests, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import UsersPage from './users-page';

/** The path of the last POST the screen sent. */
const lastPost = () => requests.filter((r) => r.method === 'POST').at(-1)?.path;

const managed = (overrides: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 'u-1',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.co.za',
  role: 'ADMIN',
  phone: null,
  status: 'ACTIVE',
  createdAt: '2026-01-01T08:00:00.000Z',
  disabledAt: null,
  googleLinked: false,
  lastSignInAt: new Date().toISOString(),
  throttledUntil: null,
  requestedRole: null,
  pendingSince: null,
  person: null,
  ...overrides,
});
const SIPHO = managed({
  id: 'u-2',
  firstName: 'Sipho',
  lastName: 'Dube',
  email: 'sipho@example.co.za',
  role: 'TECHNICIAN',
  throttledUntil: new Date(Date.now() + 60_000).toISOString(),
});

const NOMSA = managed({
  id: 'u-9',
  firstName: 'Nomsa',
  lastName: 'Khoza',
  email: 'nomsa@example.co.za',
  role: 'TECHNICIAN',
  status: 'PENDING',
  requestedRole: 'PROJECT_MANAGER',
  pendingSince: new Date().toISOString(),
  lastSignInAt: null,
});

function renderPage(role: ManagedUser['role'] = 'ADMIN', users: ManagedUser[] = [managed(), SIPHO]) {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role }) });
  api.get<ManagedUserList>('/admin/users', { users });
  api.get('/resources/people', []);
  return renderRoutes([{ path: '/users', element: <UsersPage /> }], ['/users']);
}

beforeEach(() => localStorage.clear());

describe('UsersPage', () => {
  it('lists accounts with role and status, and marks a throttled one', async () => {
    renderPage();
    const row = (await screen.findByText('Sipho Dube')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Technician').length).toBeGreaterThan(0);
    // Shown in its column on a wide screen, under the name on a phone: both are in the page.
    expect(within(row).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(row).getAllByText(S.throttled).length).toBeGreaterThan(0);
    expect(screen.getByText('Thandi Nkosi (you)')).toBeInTheDocument();
    for (const column of Object.values(S.columns)) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
  });

  it('warns the administrator when PUBLIC_URL is not where the app is open, and only then (issue 27 item 15)', async () => {
    const config = (publicUrl: string): AppConfig => ({
      appName: 'Firebreak',
      googleEnabled: false,
      signupMode: 'approval',
      publicUrl,
      timeZone: 'Africa/Johannesburg',
    });
    api.get<AppConfig>('/config', config('http://localhost:3901'));
    const first = renderPage();
    await screen.findByText('Sipho Dube');
    expect(
      await screen.findByText(S.publicUrlMismatch('http://localhost:3901', window.location.origin)),
    ).toBeInTheDocument();
    first.unmount();
    api.get<AppConfig>('/config', config(`${window.location.origin}/`));
    renderPage();
    await screen.findByText('Sipho Dube');
    await waitFor(() => expect(requestsTo('GET', '/config').length).toBeGreaterThan(0));
    expect(screen.queryByText(/PUBLIC_URL/)).not.toBeInTheDocument();
  });

  it('invites someone and shows the one-time link to copy', async () => {
    const { user } = renderPage();
    await screen.findByText('Sipho Dube');
    api.post<InviteUserInput, InviteUserResponse>(
      '/admin/users',
      {
        user: managed({
          id: 'u-3',
          firstName: 'Lindiwe',
          lastName: 'Zulu',
          role: 'ENGINEER',
          status: 'INVITED',
        }),
        link: {
          token: 'tok',
          url: 'http://localhost:3000/invite/tok',
          expiresAt: '2026-12-01T10:00:00.000Z',
        },
      },
      201,
    );
    await user.click(screen.getByRole('button', { name: S.invite }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: S.inviteDialog.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('First name is required');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Lindiwe');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Zulu');
    await user.type(within(dialog).getByLabelText(/Email/), 'lindiwe@example.co.za');
    await user.click(within(dialog).getByRole('combobox', { name: S.inviteDialog.role }));
    await user.click(await screen.findByRole('option', { name: 'Engineer' }));
    await user.click(within(dialog).getByRole('button', { name: S.inviteDialog.submit }));

    await waitFor(() =>
      expect(lastRequest('POST', '/admin/users').body).toEqual({
        firstName: 'Lindiwe',
        lastName: 'Zulu',
        email: 'lindiwe@example.co.za',
        phone: '',
        role: 'ENGINEER',
        personId: null,
      }),
    );
    const linkDialog = await screen.findByRole('dialog', { name: S.linkDialog.title('Lindiwe Zulu') });
    expect(within(linkDialog).getByLabelText(S.linkDialog.label)).toHaveValue(
      'http://localhost:3000/invite/tok',
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(linkDialog).getByRole('button', { name: S.linkDialog.copy }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/invite/tok');
    expect(await within(linkDialog).findByText(S.linkDialog.copied)).toBeInTheDocument();
  });

  it('shows the server refusal when the last administrator is demoted', async () => {
    const { user } = renderPage();
    await screen.findByText('Sipho Dube');
    api.put('/admin/users/:id/role', () => apiError(409, ACCOUNT_MESSAGES.lastAdmin));
    await user.click(screen.getByRole('button', { name: S.actionsFor('Thandi Nkosi') }));
    await user.click(await screen.findByRole('menuitem', { name: S.actions.changeRole }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: S.roleDialog.label }));
    await user.click(await screen.findByRole('option', { name: 'Engineer' }));
    await user.click(within(dialog).getByRole('button', { name: S.roleDialog.save }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(lastRequest('PUT', '/admin/users/u-1/role').body).toEqual({ role: 'ENGINEER' });
  });

  it('unlocks and disables after confirmation', async () => {
    const { user } = renderPage();
    await screen.findByText('Sipho Dube');
    api.post<undefined, ManagedUser>('/admin/users/:id/unlock', { ...SIPHO, throttledUntil: null });
    await user.click(screen.getByRole('button', { name: S.actionsFor('Sipho Dube') }));
    await user.click(await screen.findByRole('menuitem', { name: S.actions.unlock }));
    await waitFor(() => expect(lastPost()).toBe('/admin/users/u-2/unlock'));
    expect(await screen.findByText(S.done.unlocked('Sipho Dube'))).toBeInTheDocument();

    api.post<undefined, ManagedUser>('/admin/users/:id/disable', {
      ...SIPHO,
      status: 'DISABLED',
      disabledAt: new Date().toISOString(),
    });
    await user.click(screen.getByRole('button', { name: S.actionsFor('Sipho Dube') }));
    await user.click(await screen.findByRole('menuitem', { name: S.actions.disable }));
    const dialog = await screen.findByRole('dialog', { name: S.disableDialog.title('Sipho Dube') });
    await user.click(within(dialog).getByRole('button', { name: S.disableDialog.confirm }));
    await waitFor(() => expect(lastPost()).toBe('/admin/users/u-2/disable'));
    expect(await screen.findByText(S.done.disabled('Sipho Dube'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells a non-administrator the screen is not theirs and asks the API for nothing', async () => {
    renderPage('ENGINEER');
    expect(await screen.findByText(S.notAllowed)).toBeInTheDocument();
    expect(requestsTo('GET', '/admin/users')).toHaveLength(0);
  });

  it('shows sign-ups waiting for approval first, and approves one with another role than asked', async () => {
    const { user } = renderPage('ADMIN', [NOMSA, managed(), SIPHO]);
    const waiting = await screen.findByRole('region', { name: S.waiting.title(1) });
    expect(within(waiting).getByText('Nomsa Khoza')).toBeInTheDocument();
    expect(
      within(waiting).getByText(S.waiting.asked('Project Manager'), { exact: false }),
    ).toBeInTheDocument();
    // Not in the table of accounts that can sign in.
    expect(screen.getByRole('table').textContent).not.toContain('Nomsa');

    api.get('/resources/people', [
      { id: 'p-1', name: 'Nomsa Khoza', role: 'Technician', userId: null, userRole: null },
      { id: 'p-2', name: 'Sipho Dube', role: 'Technician', userId: 'u-2', userRole: 'TECHNICIAN' },
    ]);
    api.post<unknown, ManagedUser>('/admin/users/:id/approve', {
      ...NOMSA,
      status: 'ACTIVE',
      role: 'TECHNICIAN',
      requestedRole: null,
      pendingSince: null,
    });
    await user.click(within(waiting).getByRole('button', { name: S.waiting.approveLabel('Nomsa Khoza') }));
    const dialog = await screen.findByRole('dialog', { name: S.approveDialog.title('Nomsa Khoza') });
    expect(within(dialog).getByRole('combobox', { name: S.approveDialog.role })).toHaveTextContent(
      'Project Manager',
    );
    await user.click(within(dialog).getByRole('combobox', { name: S.approveDialog.role }));
    await user.click(await screen.findByRole('option', { name: 'Technician' }));
    // The person is the administrator's explicit choice; someone who has a sign-in is not offered.
    await user.click(within(dialog).getByRole('combobox', { name: S.personPicker.label }));
    expect(screen.queryByRole('option', { name: /Sipho Dube/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Nomsa Khoza/ }));
    await user.click(within(dialog).getByRole('button', { name: S.approveDialog.confirm }));
    await waitFor(() =>
      expect(lastRequest('POST', '/admin/users/u-9/approve').body).toEqual({
        role: 'TECHNICIAN',
        personId: 'p-1',
      }),
    );
    expect(await screen.findByText(S.done.approved('Nomsa Khoza', 'Technician'))).toBeInTheDocument();
  });

  it('refuses a waiting sign-up after confirmation', async () => {
    const { user } = renderPage('ADMIN', [NOMSA, managed()]);
    const waiting = await screen.findByRole('region', { name: S.waiting.title(1) });
    api.post('/admin/users/:id/refuse', null, 204);
    await user.click(within(waiting).getByRole('button', { name: S.waiting.refuseLabel('Nomsa Khoza') }));
    const dialog = await screen.findByRole('dialog', { name: S.refuseDialog.title('Nomsa Khoza') });
    await user.click(within(dialog).getByRole('button', { name: S.refuseDialog.confirm }));
    await waitFor(() => expect(lastPost()).toBe('/admin/users/u-9/refuse'));
    expect(await screen.findByText(S.done.refused('Nomsa Khoza'))).toBeInTheDocument();
  });
});
