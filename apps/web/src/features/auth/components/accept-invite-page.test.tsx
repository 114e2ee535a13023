import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@firebreak/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { makeAuthResponse, makeUser } from '@/testing/fixtures';
import { httpError, respond } from '@/testing/http';
import { renderRoutes } from '@/testing/render';
import { INVITE_STRINGS as S } from '../strings';
import AcceptInvitePage from './accept-invite-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
const api = vi.mocked(apiClient);

const renderPage = (token = 'tok-1') =>
  renderRoutes(
    [
      { path: '/invite/:token', element: <AcceptInvitePage /> },
      { path: '/', element: <p>Home screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    [`/invite/${token}`],
  );

beforeEach(() => {
  localStorage.clear();
  api.get.mockImplementation(async (url: string) => {
    if (url === '/config') return respond({ appName: 'Firebreak', googleEnabled: false });
    if (url === '/auth/invites/tok-1') {
      return respond({
        firstName: 'Lindiwe',
        lastName: 'Zulu',
        email: 'lindiwe@example.co.za',
        expiresAt: '2026-12-01T10:00:00.000Z',
      });
    }
    if (url === '/auth/me') return respond({ user: makeUser({ firstName: 'Lindiwe', role: 'ENGINEER' }) });
    throw httpError(404, { error: ACCOUNT_MESSAGES.inviteInvalid });
  });
});

describe('AcceptInvitePage', () => {
  it('greets the invitee, checks the password, sets it and signs them in', async () => {
    const { user } = renderPage();
    expect(await screen.findByText(S.greeting('Lindiwe'))).toBeInTheDocument();
    expect(screen.getByText(S.intro('lindiwe@example.co.za'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(S.password), 'Hydr4ntValve');
    await user.type(screen.getByLabelText(S.confirmPassword), 'Hydr4ntValv');
    await user.click(screen.getByRole('button', { name: S.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordMismatch);
    expect(api.post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(S.confirmPassword), 'e');
    api.post.mockResolvedValueOnce(respond(makeAuthResponse({ firstName: 'Lindiwe' })));
    await user.click(screen.getByRole('button', { name: S.submit }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      '/auth/invites/tok-1',
      { password: 'Hydr4ntValve' },
      { skipAuthRedirect: true },
    );
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('says so when the link is used, expired or made up, and offers the sign-in page', async () => {
    const { user } = renderPage('stale');
    expect(await screen.findByText(ACCOUNT_MESSAGES.inviteInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: S.toSignIn }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
