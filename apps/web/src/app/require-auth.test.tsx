import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { makeUser } from '@/testing/fixtures';
import { deferred, httpError, respond } from '@/testing/http';
import { renderRoutes } from '@/testing/render';
import { RequireAuth } from './require-auth';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
const api = vi.mocked(apiClient);

function LoginProbe() {
  const { state } = useLocation();
  const from = (state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>Sign in, then back to {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderGuarded(path = '/projects?tab=open') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginProbe /> },
      { element: <RequireAuth />, children: [{ path: '/projects', element: <p>Projects screen</p> }] },
    ],
    [path],
  );
}

describe('RequireAuth', () => {
  it('shows Loading... while the stored token is checked, then sends a stale session to /login', async () => {
    localStorage.setItem('token', 'stale');
    const me = deferred<ReturnType<typeof respond>>();
    api.get.mockReturnValue(me.promise);
    renderGuarded();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    me.reject(httpError(401, { error: 'Unauthorized' }));
    expect(await screen.findByText('Sign in, then back to /projects?tab=open')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor without a token straight to /login, remembering the page', () => {
    renderGuarded();
    expect(screen.getByText('Sign in, then back to /projects?tab=open')).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the page to a signed-in user', async () => {
    localStorage.setItem('token', 'good');
    api.get.mockResolvedValue(respond({ user: makeUser() }));
    renderGuarded();
    expect(await screen.findByText('Projects screen')).toBeInTheDocument();
  });
});
