import { AUTH_MESSAGES, type User } from '@firebreak/shared';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, held, lastRequest, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { CALLBACK_STRINGS } from '../strings';
import AuthCallbackPage from './auth-callback-page';

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login error: {(state as { error?: string } | null)?.error}</p>;
}

/** The exchange answers a session for code 'abc' sent with this tab's binding 'bind'. */
function exchangeAnswers(token = 'abc-token') {
  sessionStorage.setItem('google-sign-in-binding', 'bind');
  api.post<{ code: string; binding: string }, unknown>(
    '/auth/google/exchange',
    ({ body }: { body: { code: string; binding: string } }) =>
      body.code === 'abc' && body.binding === 'bind'
        ? { token, user: makeUser() }
        : apiError(400, AUTH_MESSAGES.callbackInvalid),
  );
}

function renderCallback(query: string) {
  return renderRoutes(
    [
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/', element: <p>Home screen</p> },
      { path: '/documents', element: <p>Documents screen</p> },
    ],
    [`/auth/callback${query}`],
  );
}

describe('AuthCallbackPage', () => {
  it('tells the user it is working', () => {
    exchangeAnswers();
    api.get('/auth/me', held<{ user: User }>().reply);
    renderCallback('?code=abc&provider=google');
    expect(screen.getByRole('heading', { name: CALLBACK_STRINGS.title })).toBeInTheDocument();
    expect(screen.getByText(CALLBACK_STRINGS.body)).toBeInTheDocument();
  });

  it('sends an error parameter to /login', async () => {
    renderCallback('?error=access_denied');
    expect(await screen.findByText('Login error: Authentication failed: access_denied')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it.each([
    ['a provider other than google', '?code=abc&provider=github'],
    ['a missing code', '?provider=google'],
    ['a missing provider', '?code=abc'],
    [
      'a token in the address (the old callback, or a login CSRF)',
      '?token=attackers-session&provider=google',
    ],
  ])('rejects %s', async (_case, query) => {
    renderCallback(query);
    expect(await screen.findByText(`Login error: ${AUTH_MESSAGES.callbackInvalid}`)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('exchanges the code with the binding, stores the token, loads the user and goes home', async () => {
    exchangeAnswers();
    api.get<{ user: User }>('/auth/me', { user: makeUser() });
    renderCallback('?code=abc&provider=google');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('abc-token');
    expect(lastRequest('POST', '/auth/google/exchange').body).toEqual({ code: 'abc', binding: 'bind' });
    expect(sessionStorage.getItem('google-sign-in-binding')).toBeNull();
    lastRequest('GET', '/auth/me');
  });

  it('signs nobody in when this tab did not start the sign-in (no binding)', async () => {
    exchangeAnswers();
    sessionStorage.removeItem('google-sign-in-binding');
    renderCallback('?code=abc&provider=google');
    expect(await screen.findByText(`Login error: ${AUTH_MESSAGES.callbackFailed}`)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('returns to the path saved before leaving for Google', async () => {
    sessionStorage.setItem('auth-return-to', '/documents');
    exchangeAnswers();
    api.get<{ user: User }>('/auth/me', { user: makeUser() });
    renderCallback('?code=abc&provider=google');
    expect(await screen.findByText('Documents screen')).toBeInTheDocument();
    expect(sessionStorage.getItem('auth-return-to')).toBeNull();
  });

  it('reports a token the server refuses', async () => {
    exchangeAnswers();
    api.get('/auth/me', () => apiError(401, 'Unauthorized'));
    renderCallback('?code=abc&provider=google');
    expect(await screen.findByText(`Login error: ${AUTH_MESSAGES.callbackFailed}`)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
