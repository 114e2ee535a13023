import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_ENTRIES, MENU_ENTRIES } from '../common/routes';
import { validateNewPassword } from '../users/rules';
import { acceptInviteInputSchema } from '../users/schemas';
import {
  AUTH_MESSAGES,
  isStrongPassword,
  passwordRuleProblem,
  roleBadge,
  SIGNUP_ROLE_OPTIONS,
  toRegistrationPayload,
  userInitials,
  validateLogin,
  validateRegistration,
} from './rules';
import { loginInputSchema, registerInputSchema } from './schemas';

const valid = {
  firstName: 'Thabo',
  lastName: 'Nkosi',
  email: 'thabo@example.co.za',
  password: 'Sprinkl3r',
  confirmPassword: 'Sprinkl3r',
  role: 'PROJECT_MANAGER',
};

describe('validateLogin (spec §5 order)', () => {
  it.each([
    [{ email: '', password: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: '   ', password: 'x' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'bad', password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'bad', password: 'x' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@b', password: 'x' }, AUTH_MESSAGES.emailInvalid],
    [{ email: ' a@b.co ', password: 'x' }, null],
  ])('%j → %s', (form, message) => {
    expect(validateLogin(form)).toBe(message);
  });
});

describe('validateRegistration (spec §5 order)', () => {
  it.each([
    [{ firstName: '', lastName: '', email: '', password: '' }, AUTH_MESSAGES.firstNameRequired],
    [{ lastName: ' ', email: '' }, AUTH_MESSAGES.lastNameRequired],
    [{ email: '', password: '' }, AUTH_MESSAGES.emailRequired],
    [{ password: '', email: 'bad' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'bad', password: 'weak' }, AUTH_MESSAGES.emailInvalid],
    [{ password: 'weak', confirmPassword: 'other' }, AUTH_MESSAGES.passwordWeak],
    [{ password: 'Abcdef12', confirmPassword: 'Abcdef13' }, AUTH_MESSAGES.passwordMismatch],
    [{}, null],
  ])('%j → %s', (overrides, message) => {
    expect(validateRegistration({ ...valid, ...overrides })).toBe(message);
  });

  it("keeps the spec's minimum: 8+ characters with an uppercase letter, a lowercase letter and a digit", () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Ab1@$!%*?&')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    // Counted as a person counts them: seven characters, one of them outside the BMP, are seven.
    expect(isStrongPassword('Ab1def\u{1F525}')).toBe(false);
  });

  it.each([
    'Correct horse battery 9',
    'fire-pump_valve#7 Room',
    'Sprinkl3r!',
    ' Leading and trailing 1 ',
    'Ãgua-Quente 2026',
    'Ẓanele Khumalo 1957',
    'Пожарный насос 7',
    'Brandweer ~`^()[]{}<>|\\/:;"\',.=+ 1',
    'Fire \u{1F525} Pump 12',
  ])('accepts the passphrase %j (any printable character)', (password) => {
    expect(passwordRuleProblem(password)).toBeNull();
    expect(validateRegistration({ ...valid, password, confirmPassword: password })).toBeNull();
    expect(validateNewPassword({ password })).toBeNull();
    const parsed = registerInputSchema.safeParse({ ...valid, role: 'ENGINEER', password });
    expect(parsed.success && parsed.data.password).toBe(password);
    expect(acceptInviteInputSchema.safeParse({ password }).success).toBe(true);
  });

  it.each([
    'Tab\tPassword1',
    'Line\nbreak Password1',
    'Carriage\rReturn1',
    'Nul\u0000Password1',
    'Delete\u007fPassword1',
    'Next line\u0085Password1',
    'Line sep\u2028Password1',
    'Lone \ud83d surrogate A1',
  ])('refuses the unprintable %j with its own message', (password) => {
    expect(passwordRuleProblem(password)).toBe(AUTH_MESSAGES.passwordUnprintable);
    expect(validateRegistration({ ...valid, password, confirmPassword: password })).toBe(
      AUTH_MESSAGES.passwordUnprintable,
    );
    expect(validateNewPassword({ password })).toBe(AUTH_MESSAGES.passwordUnprintable);
    const parsed = registerInputSchema.safeParse({ ...valid, role: 'ENGINEER', password });
    expect(parsed.error?.issues[0]?.message).toBe(AUTH_MESSAGES.passwordUnprintable);
  });
});

describe('registration payload', () => {
  it('trims text, drops the confirmation and omits a blank phone', () => {
    const payload = toRegistrationPayload({ ...valid, firstName: ' Thabo ', phone: '   ' });
    expect(payload).toEqual({
      firstName: 'Thabo',
      lastName: 'Nkosi',
      email: 'thabo@example.co.za',
      password: 'Sprinkl3r',
      role: 'PROJECT_MANAGER',
    });
    expect(toRegistrationPayload({ ...valid, phone: ' 021 555 0100 ' }).phone).toBe('021 555 0100');
  });

  it('is validated by the server schema with the same first message', () => {
    const result = registerInputSchema.safeParse({ ...valid, email: 'bad', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.passwordRequired);
    expect(registerInputSchema.parse({ ...valid, role: undefined }).role).toBe('PROJECT_MANAGER');
    expect(loginInputSchema.safeParse({ email: 'x@y.co' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordRequired,
    );
  });
});

describe('roles, badges and initials', () => {
  it('offers the four roles with Project Manager first', () => {
    expect(SIGNUP_ROLE_OPTIONS.map((option) => option.value)).toEqual([
      'PROJECT_MANAGER',
      'ENGINEER',
      'TECHNICIAN',
      'ADMIN',
    ]);
    expect(SIGNUP_ROLE_OPTIONS.find((option) => option.value === 'ADMIN')?.label).toBe('Administrator');
  });

  it.each([
    ['ADMIN', 'Admin', '#ff9800'],
    ['PROJECT_MANAGER', 'PM', '#00bcd4'],
    ['ENGINEER', 'Engineer', '#4caf50'],
    ['TECHNICIAN', 'Technician', '#ffc107'],
    ['GUEST', '—', '#ffffff'],
    [undefined, '—', '#ffffff'],
  ])('%s → %s on %s', (role, label, color) => {
    expect(roleBadge(role)).toEqual({ label, color });
  });

  it('takes the first letters of first and last name, upper-case', () => {
    expect(userInitials({ firstName: 'thabo', lastName: 'nkosi' })).toBe('TN');
    expect(userInitials({ firstName: 'Émile', lastName: '' })).toBe('É');
  });

  it('lists the eight spec menu entries in the spec order (with Visits, issue 16), then Users and Audit for administrators', () => {
    expect(MENU_ENTRIES.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'My day', // beyond the spec: issue 30's technician's home
      'Projects',
      'Project Dashboard',
      'Clients',
      'Resources',
      'Quoting',
      'Invoices', // beyond the spec: issue 29's money register
      'Agreements', // beyond the spec: issue 29's maintenance agreements (decision 0087)
      'Visits', // beyond the spec: issue 16's inspection visits (decision 0065)
      'Dispatch', // beyond the spec: issue 30's dispatch board (decision 0091)
      'Weekly Plan',
      'Documents',
    ]);
    expect(ADMIN_MENU_ENTRIES.map((entry) => [entry.label, entry.permission])).toEqual([
      ['Users', 'users.manage'],
      ['Audit', 'audit.read'],
      ['Outbox', 'outbox.read'],
    ]);
    expect(MENU_ENTRIES.find((entry) => entry.label === 'Quoting')?.permission).toBe('quotes.read');
    expect(MENU_ENTRIES.find((entry) => entry.label === 'My day')?.permission).toBe('my-day.read');
    expect(MENU_ENTRIES.find((entry) => entry.label === 'Invoices')?.permission).toBe('invoices.read');
    expect(MENU_ENTRIES.find((entry) => entry.label === 'Agreements')?.permission).toBe('agreements.read');
    expect(MENU_ENTRIES.find((entry) => entry.label === 'Dispatch')?.permission).toBe('dispatch.read');
  });
});
