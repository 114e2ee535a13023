/**
 * Sign-in and sign-up contract shared by the web forms and the server routes:
 * roles, the specification's validation messages and their order, and the payload schemas.
 */

/** The company's own people: sign-up, invitations by an administrator and role changes offer only these. */
export const STAFF_ROLES = ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every role. CLIENT is a client's contact (a building owner or managing agent) who signs in to the
 * portal (issue 31, decision 0092): bound to one or more clients, invited only from a client's page,
 * and refused every staff route (the matrix gives it only the portal's permissions and its own account).
 */
export const ROLES = [...STAFF_ROLES, 'CLIENT'] as const;
export type Role = (typeof ROLES)[number];

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export const DEFAULT_ROLE: StaffRole = 'PROJECT_MANAGER';

/** Offered at sign-up in this order, Project Manager first and default (spec §6). */
export const SIGNUP_ROLE_OPTIONS: ReadonlyArray<{ value: StaffRole; label: string }> = [
  { value: 'PROJECT_MANAGER', label: 'Project Manager' },
  { value: 'ENGINEER', label: 'Engineer' },
  { value: 'TECHNICIAN', label: 'Technician' },
  { value: 'ADMIN', label: 'Administrator' },
];

export type RoleBadge = { label: string; color: string };

/** Badge label and colour per role (spec §2 Shell); any other value gets '—' on white. */
const ROLE_BADGES: Record<Role, RoleBadge> = {
  ADMIN: { label: 'Admin', color: '#ff9800' },
  PROJECT_MANAGER: { label: 'PM', color: '#00bcd4' },
  ENGINEER: { label: 'Engineer', color: '#4caf50' },
  TECHNICIAN: { label: 'Technician', color: '#ffc107' },
  CLIENT: { label: 'Client', color: '#ce93d8' },
};
const UNKNOWN_ROLE_BADGE: RoleBadge = { label: '—', color: '#ffffff' };

export function roleBadge(role: string | null | undefined): RoleBadge {
  return (role && ROLE_BADGES[role as Role]) || UNKNOWN_ROLE_BADGE;
}

export function userInitials(user: { firstName?: string | null; lastName?: string | null }): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  return `${first}${last}`.toUpperCase();
}

export const AUTH_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'Please enter a valid email address',
  passwordWeak:
    'Password must be at least 8 characters long and contain at least 1 uppercase letter, 1 lowercase letter, and 1 number',
  passwordUnprintable: 'Password must not contain tabs, line breaks or other control characters',
  passwordMismatch: 'Passwords do not match',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  adminSignupClosed: 'Administrator accounts must be created by an administrator',
  clientSignupClosed: "A client's account is made by invitation from the client's page",
  googleStartFailed: 'Failed to initiate Google login',
  googleNetworkFailed: 'Failed to connect to Google. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured',
  callbackFailed: 'Failed to complete authentication',
  callbackInvalid: 'Invalid authentication response',
  tokenFailed: 'Failed to authenticate with provided token',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** Limits that keep stored values sane; the spec sets none beyond the password minimum. */
export const AUTH_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  passwordMin: 8,
  passwordMax: 128,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The spec's minimum (8 characters, an uppercase and a lowercase letter and a digit) over any printable
 * character: passphrases with spaces, '-', '#', '_' and letters of any script are welcome (issue 25,
 * decision 0077). Unprintable are control characters (tab, line breaks, NUL, DEL), the Unicode line and
 * paragraph separators, and lone surrogates (half a character, which no keyboard sends).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The spec's minimum: 8 characters (as a person counts them), upper and lower case and a digit. */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= AUTH_LIMITS.passwordMin &&
    UPPERCASE.test(password) &&
    LOWERCASE.test(password) &&
    DIGIT.test(password)
  );
}

export function isPrintablePassword(password: string): boolean {
  return !UNPRINTABLE.test(password);
}

/** The message for a new password that breaks the rule (not for a missing one), or null. */
export function passwordRuleProblem(password: string): string | null {
  if (!isStrongPassword(password)) return AUTH_MESSAGES.passwordWeak;
  if (!isPrintablePassword(password)) return AUTH_MESSAGES.passwordUnprintable;
  return null;
}

export type LoginForm = { email: string; password: string };

/** First failing rule of spec §5 Login, in its order, or null. */
export function validateLogin(form: LoginForm): string | null {
  const email = form.email.trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  if (!form.password) return AUTH_MESSAGES.passwordRequired;
  if (!isValidEmail(email)) return AUTH_MESSAGES.emailInvalid;
  return null;
}

export type RegisterForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: string;
  password: string;
  confirmPassword?: string;
};

/**
 * First failing rule of spec §5 Register, in its order, or null.
 * The confirmation is checked only when given: the server never receives it.
 */
export function validateRegistration(form: RegisterForm): string | null {
  if (!form.firstName.trim()) return AUTH_MESSAGES.firstNameRequired;
  if (!form.lastName.trim()) return AUTH_MESSAGES.lastNameRequired;
  if (!form.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!form.password) return AUTH_MESSAGES.passwordRequired;
  if (!isValidEmail(form.email.trim())) return AUTH_MESSAGES.emailInvalid;
  const rule = passwordRuleProblem(form.password);
  if (rule) return rule;
  if (form.confirmPassword !== undefined && form.password !== form.confirmPassword) {
    return AUTH_MESSAGES.passwordMismatch;
  }
  return null;
}

/** The registration payload of spec §3: trimmed, phone omitted when blank, no confirmation. */
export function toRegistrationPayload(form: RegisterForm): RegisterInput {
  const phone = form.phone?.trim();
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    password: form.password,
    role: form.role as StaffRole,
    ...(phone ? { phone } : {}),
  };
}

export type RegisterInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: StaffRole;
  phone?: string;
};

export type LoginInput = { email: string; password: string };
