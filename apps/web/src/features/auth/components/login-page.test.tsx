import { AUTH_MESSAGES } from '@firebreak/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { makeAuthResponse } from '@/testing/fixtures';
import { deferred, httpError, networkError, respond } from '@/testing/http';
import { renderRoutes } from '@/testing/render';
import { LOGIN_STRINGS as S } from '../strings';
import LoginPage from './login-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
const api = vi.mocked(apiClient);

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
  api.get.mockImplementation(async (url: string) => {
    if (url === '/config') return respond({ appName: 'Firebreak Planner', googleEnabled: true });
    throw httpError(404);
  });
});

describe('LoginPage', () => {
  it('shows the display name and the spec controls', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Firebreak Planner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.google })).toBeInTheDocument();
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
    expect(api.post).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', async () => {
    const { user, password } = renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: S.showPassword }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: S.hidePassword })).toBeInTheDocument();
  });

  it('disables the inputs while signing in, then goes to the requested page', async () => {
    const call = deferred<ReturnType<typeof respond>>();
    api.post.mockReturnValue(call.promise);
    const { user, email, password, submit } = renderLogin({ from: { pathname: '/documents' } });
    await user.type(email(), ' thandi@example.co.za ');
    await user.type(password(), 'Secret123');
    await submit();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('button', { name: S.submit })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: S.submitting })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'thandi@example.co.za', password: 'Secret123' },
      { skipAuthRedirect: true },
    );
    call.resolve(respond(makeAuthResponse()));
    expect(await screen.findByText('Documents screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it.each([
    [
      'the server error field',
      httpError(401, { error: 'Invalid email or password' }),
      'Invalid email or password',
    ],
    ['Login failed without one', httpError(500, {}), AUTH_MESSAGES.loginFailed],
    ['a thrown error message', new Error('Storage is unavailable'), 'Storage is unavailable'],
  ])('shows %s and enables the form again', async (_case, failure, message) => {
    api.post.mockRejectedValue(failure);
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

  it("shows the server's error when Google sign-in cannot start", async () => {
    api.get.mockImplementation(async (url: string) => {
      if (url === '/auth/google/login') throw httpError(404, { error: AUTH_MESSAGES.googleNotConfigured });
      return respond({ appName: 'Firebreak', googleEnabled: false });
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: S.google }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleNotConfigured);
  });

  it('explains a network failure when starting Google sign-in', async () => {
    api.get.mockRejectedValue(networkError());
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: S.google }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleNetworkFailed);
  });

  it('redirects a signed-in visitor to where they were headed', async () => {
    localStorage.setItem('token', 'token-123');
    api.get.mockResolvedValue(respond({ user: makeAuthResponse().user }));
    renderLogin({ from: { pathname: '/documents' } });
    expect(await screen.findByText('Documents screen')).toBeInTheDocument();
  });
});
