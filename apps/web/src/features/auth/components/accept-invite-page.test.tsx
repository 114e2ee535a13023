import {
  ACCOUNT_MESSAGES,
  type AppConfig,
  AUTH_MESSAGES,
  type AuthResponse,
  type Invitation,
  type User,
} from '@firebreak/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuthResponse, makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { INVITE_STRINGS as S } from '../strings';
import AcceptInvitePage from './accept-invite-page';

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
  api.get<AppConfig>('/config', {
    appName: 'Firebreak',
    googleEnabled: false,
    signupMode: 'open',
    publicUrl: 'http://localhost:3000',
    timeZone: 'Africa/Johannesburg',
  });
  api.get<Invitation>('/auth/invites/:token', ({ params }) =>
    params.token === 'tok-1'
      ? {
          firstName: 'Lindiwe',
          lastName: 'Zulu',
          email: 'lindiwe@example.co.za',
          expiresAt: '2026-12-01T10:00:00.000Z',
        }
      : apiError(404, ACCOUNT_MESSAGES.inviteInvalid),
  );
  api.get<{ user: User }>('/auth/me', { user: makeUser({ firstName: 'Lindiwe', role: 'ENGINEER' }) });
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
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(S.confirmPassword), 'e');
    api.post<{ password: string }, AuthResponse>(
      '/auth/invites/:token',
      makeAuthResponse({ firstName: 'Lindiwe' }),
    );
    await user.click(screen.getByRole('button', { name: S.submit }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(lastRequest('POST', '/auth/invites/tok-1').body).toEqual({ password: 'Hydr4ntValve' });
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('says so when the link is used, expired or made up, and offers the sign-in page', async () => {
    const { user } = renderPage('stale');
    expect(await screen.findByText(ACCOUNT_MESSAGES.inviteInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: S.toSignIn }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
