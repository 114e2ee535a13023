import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  isStrongPassword,
  roleBadge,
  SIGNUP_ROLE_OPTIONS,
  toRegistrationPayload,
  userInitials,
  validateLogin,
  validateRegistration,
} from './auth';
import { loginInputSchema, registerInputSchema } from './auth-schemas';
import { ADMIN_MENU_ENTRIES, MENU_ENTRIES } from './routes';

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

  it('accepts exactly the password rule: 8+ of letters, digits and @$!%*?&, with upper, lower and digit', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Ab1@$!%*?&')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Abcdefg1#')).toBe(false);
    expect(isStrongPassword('Abcd efg1')).toBe(false);
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
      'Projects',
      'Project Dashboard',
      'Clients',
      'Resources',
      'Quoting',
      'Visits', // beyond the spec: issue 16's inspection visits (decision 0065)
      'Weekly Plan',
      'Documents',
    ]);
    expect(ADMIN_MENU_ENTRIES.map((entry) => [entry.label, entry.permission])).toEqual([
      ['Users', 'users.manage'],
      ['Audit', 'audit.read'],
    ]);
    expect(MENU_ENTRIES.find((entry) => entry.label === 'Quoting')?.permission).toBe('quotes.read');
  });
});
