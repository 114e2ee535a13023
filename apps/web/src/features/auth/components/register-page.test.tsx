import { AUTH_MESSAGES } from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { makeAuthResponse } from '@/testing/fixtures';
import { deferred, httpError, respond } from '@/testing/http';
import { renderRoutes } from '@/testing/render';
import { REGISTER_STRINGS as S } from '../strings';
import RegisterPage from './register-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
const api = vi.mocked(apiClient);

const VALID = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.co.za',
  password: 'Secret123',
};

function renderRegister() {
  const view = renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/', element: <p>Home screen</p> },
    ],
    ['/register'],
  );
  const field = (label: string) => screen.getByLabelText(label);
  const type = (label: string, text: string) => view.user.type(field(label), text);
  const submit = () => view.user.click(screen.getByRole('button', { name: S.submit }));
  const alertText = () => screen.getByRole('alert').textContent;
  return { ...view, field, type, submit, alertText };
}

async function fillValid(form: ReturnType<typeof renderRegister>) {
  await form.type(S.firstName, VALID.firstName);
  await form.type(S.lastName, VALID.lastName);
  await form.type(S.email, VALID.email);
  await form.type(S.password, VALID.password);
  await form.type(S.confirmPassword, VALID.password);
}

beforeEach(() => {
  api.get.mockResolvedValue(respond({ appName: 'Firebreak', googleEnabled: false }));
});

describe('RegisterPage', () => {
  it('validates in the order of the spec', async () => {
    const form = renderRegister();
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.firstNameRequired);
    await form.type(S.firstName, '  Thandi ');
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.lastNameRequired);
    await form.type(S.lastName, 'Nkosi');
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.emailRequired);
    await form.type(S.email, 'thandi');
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.passwordRequired);
    await form.type(S.password, 'weak');
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.emailInvalid);
    await form.type(S.email, '@example.co.za');
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.passwordWeak);
    await form.user.clear(form.field(S.password));
    await form.type(S.password, 'Secret123');
    await form.type(S.confirmPassword, 'Secret124');
    await form.submit();
    expect(form.alertText()).toBe(AUTH_MESSAGES.passwordMismatch);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the payload without the confirmation or a blank phone, role Project Manager by default', async () => {
    const call = deferred<ReturnType<typeof respond>>();
    api.post.mockReturnValue(call.promise);
    const form = renderRegister();
    await fillValid(form);
    await form.type(S.phone, '   ');
    await form.submit();
    expect(api.post).toHaveBeenCalledWith(
      '/auth/register',
      { ...VALID, role: 'PROJECT_MANAGER' },
      { skipAuthRedirect: true },
    );
    for (const label of [S.firstName, S.lastName, S.email, S.phone, S.password, S.confirmPassword]) {
      expect(form.field(label)).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: S.submit })).toBeDisabled();
    call.resolve(respond(makeAuthResponse(), 201));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('sends a trimmed phone and the chosen role', async () => {
    api.post.mockResolvedValue(respond(makeAuthResponse({ role: 'ENGINEER' }), 201));
    const form = renderRegister();
    await fillValid(form);
    await form.type(S.phone, ' 082 555 0100 ');
    await form.user.click(screen.getByRole('combobox', { name: S.role }));
    await form.user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Engineer' }));
    await form.submit();
    expect(api.post).toHaveBeenCalledWith(
      '/auth/register',
      { ...VALID, phone: '082 555 0100', role: 'ENGINEER' },
      { skipAuthRedirect: true },
    );
  });

  it('toggles each password field on its own', async () => {
    const form = renderRegister();
    await form.user.click(screen.getByRole('button', { name: S.showConfirmPassword }));
    expect(form.field(S.confirmPassword)).toHaveAttribute('type', 'text');
    expect(form.field(S.password)).toHaveAttribute('type', 'password');
  });

  it.each([
    ['the server error field', httpError(409, { error: AUTH_MESSAGES.emailTaken }), AUTH_MESSAGES.emailTaken],
    ['Registration failed without one', httpError(500, {}), AUTH_MESSAGES.registrationFailed],
  ])('shows %s', async (_case, failure, message) => {
    api.post.mockRejectedValue(failure);
    const form = renderRegister();
    await fillValid(form);
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(form.field(S.email)).toBeEnabled();
  });
});
