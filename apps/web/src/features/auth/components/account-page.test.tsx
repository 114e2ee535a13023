import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type RevokedSessions,
  type SessionInfo,
  type SessionList,
  type User,
} from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { ACCOUNT_STRINGS as S } from '../strings';
import AccountPage from './account-page';

const session = (overrides: Partial<SessionInfo>): SessionInfo => ({
  id: 's-1',
  provider: 'password',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-22T09:30:00.000Z',
  ip: '198.51.100.7',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  current: true,
  ...overrides,
});

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'TECHNICIAN' }) });
  api.get<SessionList>('/auth/sessions', {
    sessions: [
      session({}),
      session({
        id: 's-2',
        current: false,
        ip: '203.0.113.9',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      }),
    ],
  });
});

const renderPage = () => renderRoutes([{ path: '/account', element: <AccountPage /> }], ['/account']);

describe('AccountPage', () => {
  it('edits the own name and phone, shows them at once, and shows the server refusing', async () => {
    api.patch<{ firstName: string; lastName: string; phone: string | null }, { user: User }>(
      '/auth/me',
      ({ body }) =>
        body.phone === '000'
          ? apiError(400, 'Phone is not valid')
          : { user: makeUser({ role: 'TECHNICIAN', ...body }) },
    );
    const { user } = renderPage();
    const profile = await screen.findByRole('region', { name: S.profile });
    await user.click(within(profile).getByRole('button', { name: S.editProfile }));
    const last = within(profile).getByRole('textbox', { name: S.lastName });
    await user.clear(last);
    await user.type(last, 'Mokoena');
    await user.type(within(profile).getByRole('textbox', { name: S.phone }), '000');
    await user.click(within(profile).getByRole('button', { name: S.saveProfile }));
    expect(await within(profile).findByText('Phone is not valid')).toBeInTheDocument();
    await user.clear(within(profile).getByRole('textbox', { name: S.phone }));
    await user.type(within(profile).getByRole('textbox', { name: S.phone }), '+27 82 555 0101');
    await user.click(within(profile).getByRole('button', { name: S.saveProfile }));
    expect(await within(profile).findByText(S.profileSaved)).toBeInTheDocument();
    expect(within(profile).getByText('Thandi Mokoena')).toBeInTheDocument();
    expect(within(profile).getByText('+27 82 555 0101')).toBeInTheDocument();
    expect(lastRequest('PATCH', '/auth/me').body).toEqual({
      firstName: 'Thandi',
      lastName: 'Mokoena',
      phone: '+27 82 555 0101',
    });
  });

  it('shows who is signed in and where, this device marked', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    expect(await screen.findByText('thandi@example.co.za')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: S.sessionsTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent(S.thisDevice);
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('203.0.113.9');
  });

  it('checks the new password before sending, then reports how many sessions were signed out', async () => {
    const { user } = renderPage();
    await screen.findByText('thandi@example.co.za');
    const submit = () => user.click(screen.getByRole('button', { name: S.changePassword }));
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(S.currentPassword), 'Sprinkl3r!');
    await user.type(screen.getByLabelText(S.newPassword), 'weak');
    await submit();
    expect(await screen.findByText(AUTH_MESSAGES.passwordWeak)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(S.newPassword));
    await user.type(screen.getByLabelText(S.newPassword), 'Hydr4ntValve');
    await user.type(screen.getByLabelText(S.confirmPassword), 'Hydr4ntValve');
    api.post('/auth/password', () => apiError(400, ACCOUNT_MESSAGES.currentPasswordWrong));
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    api.post<unknown, RevokedSessions>('/auth/password', { revokedSessions: 1 });
    await submit();
    expect(await screen.findByText(S.changed(1))).toBeInTheDocument();
    const lastPost = requests.filter((r) => r.method === 'POST').at(-1);
    expect(lastPost?.path).toBe('/auth/password');
    expect(lastPost?.body).toEqual({ currentPassword: 'Sprinkl3r!', newPassword: 'Hydr4ntValve' });
    expect(screen.getByLabelText(S.currentPassword)).toHaveValue('');
  });

  it('signs out the other sessions', async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: S.sessionsTitle });
    api.post<undefined, RevokedSessions>('/auth/sessions/revoke-others', { revokedSessions: 1 });
    await user.click(screen.getByRole('button', { name: S.signOutOthers }));
    expect(await screen.findByText(S.signedOutOthers(1))).toBeInTheDocument();
    lastRequest('POST', '/auth/sessions/revoke-others');
  });
});
