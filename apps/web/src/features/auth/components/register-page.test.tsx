import { ACCOUNT_MESSAGES, type AppConfig, AUTH_MESSAGES, type AuthResponse } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuthResponse } from '@/testing/fixtures';
import { api, apiError, held, lastRequest, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { REGISTER_STRINGS as S } from '../strings';
import RegisterPage from './register-page';

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
  // Pasted, not typed key by key: each key re-renders the form, and on a busy machine a dozen fields
  // typed one key at a time outlast the test's timeout without testing anything more.
  const type = async (label: string, text: string) => {
    await view.user.click(field(label));
    await view.user.paste(text);
  };
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
  api.get<AppConfig>('/config', {
    appName: 'Firebreak',
    googleEnabled: false,
    signupMode: 'open',
    publicUrl: 'http://localhost:3000',
    timeZone: 'Africa/Johannesburg',
  });
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
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the payload without the confirmation or a blank phone, role Project Manager by default', async () => {
    const call = held<AuthResponse>();
    api.post<unknown, AuthResponse>('/auth/register', call.reply, 201);
    const form = renderRegister();
    await fillValid(form);
    await form.type(S.phone, '   ');
    await form.submit();
    await waitFor(() =>
      expect(lastRequest('POST', '/auth/register').body).toEqual({ ...VALID, role: 'PROJECT_MANAGER' }),
    );
    for (const label of [S.firstName, S.lastName, S.email, S.phone, S.password, S.confirmPassword]) {
      expect(form.field(label)).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: S.submit })).toBeDisabled();
    call.release(makeAuthResponse());
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('sends a trimmed phone and the chosen role', async () => {
    api.post<unknown, AuthResponse>('/auth/register', makeAuthResponse({ role: 'ENGINEER' }), 201);
    const form = renderRegister();
    await fillValid(form);
    await form.type(S.phone, ' 082 555 0100 ');
    await form.user.click(screen.getByRole('combobox', { name: S.role }));
    await form.user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Engineer' }));
    await form.submit();
    await waitFor(() =>
      expect(lastRequest('POST', '/auth/register').body).toEqual({
        ...VALID,
        phone: '082 555 0100',
        role: 'ENGINEER',
      }),
    );
  });

  it('toggles each password field on its own', async () => {
    const form = renderRegister();
    await form.user.click(screen.getByRole('button', { name: S.showConfirmPassword }));
    expect(form.field(S.confirmPassword)).toHaveAttribute('type', 'text');
    expect(form.field(S.password)).toHaveAttribute('type', 'password');
  });

  it.each([
    ['the server error field', () => apiError(409, AUTH_MESSAGES.emailTaken), AUTH_MESSAGES.emailTaken],
    [
      'Registration failed without one',
      () => HttpResponse.json({}, { status: 500 }),
      AUTH_MESSAGES.registrationFailed,
    ],
  ])('shows %s', async (_case, failure, message) => {
    api.post('/auth/register', failure);
    const form = renderRegister();
    await fillValid(form);
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(form.field(S.email)).toBeEnabled();
  });

  it('says the account waits for an administrator when the server answers 202, and signs nobody in', async () => {
    api.post('/auth/register', { status: 'PENDING', message: ACCOUNT_MESSAGES.signupReceived }, 202);
    const form = renderRegister();
    await fillValid(form);
    await form.submit();
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signupReceived);
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: S.toSignIn })).toBeInTheDocument();
  });

  it('tells how to get an account on an invitation-only install, and that approval is needed otherwise', async () => {
    api.get<AppConfig>('/config', {
      appName: 'Firebreak',
      googleEnabled: false,
      signupMode: 'invite',
      publicUrl: 'http://localhost:3000',
      timeZone: 'Africa/Johannesburg',
    });
    renderRegister();
    expect(await screen.findByText(S.inviteOnlyTitle)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.signupInviteOnly, { exact: false })).toBeInTheDocument();
  });

  it('notes that an administrator approves new accounts in approval mode', async () => {
    api.get<AppConfig>('/config', {
      appName: 'Firebreak',
      googleEnabled: false,
      signupMode: 'approval',
      publicUrl: 'http://localhost:3000',
      timeZone: 'Africa/Johannesburg',
    });
    renderRegister();
    expect(await screen.findByText(S.approvalNote)).toBeInTheDocument();
  });
});
