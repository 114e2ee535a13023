import type { User } from '@firebreak/shared';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/session/use-auth';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, held, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const { state } = useLocation();
  const from = (state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>Sign in, then back to {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function SignOutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

function renderGuarded(path = '/projects?tab=open') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/projects',
            element: (
              <>
                <p>Projects screen</p>
                <SignOutButton />
              </>
            ),
          },
        ],
      },
    ],
    [path],
  );
}

describe('RequireAuth', () => {
  it('shows Loading... while the stored token is checked, then sends a stale session to /login', async () => {
    localStorage.setItem('token', 'stale');
    const me = held<Response>();
    api.get('/auth/me', me.reply);
    renderGuarded();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    me.release(apiError(401, 'Unauthorized'));
    expect(await screen.findByText('Sign in, then back to /projects?tab=open')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor without a token straight to /login, remembering the page', () => {
    renderGuarded();
    expect(screen.getByText('Sign in, then back to /projects?tab=open')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it('keeps the last signed-in user when the server cannot be reached (a phone with no signal)', async () => {
    localStorage.setItem('token', 'good');
    api.get<{ user: User }>('/auth/me', { user: makeUser() });
    const online = renderGuarded();
    expect(await screen.findByText('Projects screen')).toBeInTheDocument();
    online.unmount();
    api.get('/auth/me', () => HttpResponse.error());
    renderGuarded();
    expect(await screen.findByText('Projects screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('forgets the page on Logout: the next person to sign in on this phone starts at home', async () => {
    localStorage.setItem('token', 'good');
    api.get<{ user: User }>('/auth/me', { user: makeUser() });
    api.post('/auth/logout', () => new HttpResponse(null, { status: 204 }));
    const { user } = renderGuarded();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign in, then back to nowhere')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    localStorage.setItem('token', 'good');
    api.get<{ user: User }>('/auth/me', { user: makeUser() });
    renderGuarded();
    expect(await screen.findByText('Projects screen')).toBeInTheDocument();
  });
});
