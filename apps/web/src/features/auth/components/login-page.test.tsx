import { type AppConfig, AUTH_MESSAGES, type AuthResponse, type User } from '@firebreak/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthResponse } from '@/testing/fixtures';
import { api, apiError, held, lastRequest, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { LOGIN_STRINGS as S } from '../strings';
import LoginPage from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Home screen</p> },
  { path: '/documents', element: <p>Documents screen</p> },
];

function renderLogin(state?: unknown) {
  const view = renderRoutes(routes, [{ pathname: '/login', state }]);
  const email = () => screen.getByLabelText(S.email);
  const password = () => screen.getByLabelText(S.password);
  const submit = () => view.user.click(screen.getByRole('button', { name: S.submit }));
  return { ...view, email, password, submit };
}

beforeEach(() => {
  api.get<AppConfig>('/config', {
    appName: 'Firebreak Planner',
    googleEnabled: true,
    signupMode: 'open',
    publicUrl: 'http://localhost:3000',
    timeZone: 'Africa/Johannesburg',
  });
});

describe('LoginPage', () => {
  it('shows the display name and the spec controls', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Firebreak Planner' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: S.google })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.signUp })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('separator')).toHaveTextContent(S.or);
  });

  it('checks email, then password, then email format, without calling the server', async () => {
    const { user, email, password, submit } = renderLogin();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailRequired);
    await user.type(email(), 'thandi');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordRequired);
    await user.type(password(), 'Secret123');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInvalid);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('toggles the password visibility', async () => {
    const { user, password } = renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: S.showPassword }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: S.hidePassword })).toBeInTheDocument();
  });

  it('disables the inputs while signing in, then goes to the requested page', async () => {
    const call = held<AuthResponse>();
    api.post<unknown, AuthResponse>('/auth/login', call.reply);
    const { user, email, password, submit } = renderLogin({ from: { pathname: '/documents' } });
    await user.type(email(), ' thandi@example.co.za ');
    await user.type(password(), 'Secret123');
    await submit();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('button', { name: S.submit })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: S.submitting })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastRequest('POST', '/auth/login').body).toEqual({
        email: 'thandi@example.co.za',
        password: 'Secret123',
      }),
    );
    call.release(makeAuthResponse());
    expect(await screen.findByText('Documents screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it.each([
    [
      'the server error field',
      () => api.post('/auth/login', () => apiError(401, 'Invalid email or password')),
      'Invalid email or password',
    ],
    [
      'Login failed without one',
      () => api.post('/auth/login', () => HttpResponse.json({}, { status: 500 })),
      AUTH_MESSAGES.loginFailed,
    ],
    [
      'a thrown error message',
      () => {
        // The server accepts; keeping the session then throws.
        api.post<unknown, AuthResponse>('/auth/login', makeAuthResponse());
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new Error('Storage is unavailable');
        });
      },
      'Storage is unavailable',
    ],
  ])('shows %s and enables the form again', async (_case, fail, message) => {
    fail();
    const { user, email, password, submit } = renderLogin();
    await user.type(email(), 'thandi@example.co.za');
    await user.type(password(), 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email()).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows an error passed in navigation state, then clears it from history', async () => {
    const { router } = renderLogin({
      error: 'Authentication failed: access_denied',
      from: { pathname: '/x' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed: access_denied');
    await waitFor(() => expect(router.state.location.state).toEqual({ from: { pathname: '/x' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed: access_denied');
  });

  it('offers no Google button where Google sign-in is not set up, nor while that is not known (issue 27 item 15)', async () => {
    api.get<AppConfig>('/config', {
      appName: 'Firebreak',
      googleEnabled: false,
      signupMode: 'open',
      publicUrl: 'http://localhost:3000',
      timeZone: 'Africa/Johannesburg',
    });
    const { unmount } = renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Firebreak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.google })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/config', () => HttpResponse.error());
    renderLogin();
    expect(await screen.findByRole('button', { name: S.submit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.google })).not.toBeInTheDocument();
  });

  it("shows the server's error when Google sign-in cannot start", async () => {
    api.get('/auth/google/login', () => apiError(404, AUTH_MESSAGES.googleNotConfigured));
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: S.google }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleNotConfigured);
  });

  it('explains a network failure when starting Google sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/auth/google/login', () => HttpResponse.error());
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: S.google }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleNetworkFailed);
  });

  it('redirects a signed-in visitor to where they were headed', async () => {
    localStorage.setItem('token', 'token-123');
    api.get<{ user: User }>('/auth/me', { user: makeAuthResponse().user });
    renderLogin({ from: { pathname: '/documents' } });
    expect(await screen.findByText('Documents screen')).toBeInTheDocument();
  });
});
