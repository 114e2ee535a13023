/**
 * Accounts an administrator manages and a user's own security settings: statuses, messages and the
 * pure rules the web screens and the server share (docs/decisions/0052).
 */
import { AUTH_MESSAGES, passwordRuleProblem } from '../auth/rules';

/**
 * INVITED: created by an administrator, no password set yet; PENDING: signed up, waiting for an
 * administrator's approval (decision 0071); DISABLED: cannot sign in.
 */
export const USER_STATUSES = ['ACTIVE', 'INVITED', 'PENDING', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  PENDING: 'Waiting for approval',
  DISABLED: 'Disabled',
};

export const ROLE_LABELS = {
  ADMIN: 'Administrator',
  PROJECT_MANAGER: 'Project Manager',
  ENGINEER: 'Engineer',
  TECHNICIAN: 'Technician',
  CLIENT: 'Client',
} as const;

export const ACCOUNT_MESSAGES = {
  userNotFound: 'User not found',
  lastAdmin: 'There must be at least one active administrator: make someone else an administrator first',
  accountDisabled: 'This account has been disabled. Ask an administrator to enable it.',
  inviteInvalid: 'This link is invalid, has expired or was already used. Ask an administrator for a new one.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must be different from the current one',
  noPasswordToChange: 'This account signs in with Google and has no password to change',
  passwordChanged: 'Password changed',
  accountPending: 'Your account is waiting for an administrator to approve it',
  signupReceived:
    'Thank you for signing up. Your account is waiting for an administrator to approve it: you can sign in once it is approved.',
  signupInviteOnly:
    'Accounts are created by invitation only. Ask an administrator to invite you: they will give you a link to set your password.',
  notPending: 'This account is not waiting for approval',
  approveFirst: 'This account is waiting for approval: approve or refuse it first',
  personNotFound: 'Person not found',
  personTaken: 'This person already has a sign-in: unlink it from its account first',
} as const;

/** Who may create an account by signing up (SIGNUP_MODE; decision 0071). */
export const SIGNUP_MODES = ['approval', 'invite', 'open'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** The wait named in words: "30 seconds", "1 minute", "8 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The answer to a throttled sign-in: how long this address must wait before the next try. */
export function throttledMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`;
}

export type SetPasswordForm = { password: string; confirmPassword?: string };

/** The first failing rule for a new password (same rules as sign-up), or null. */
export function validateNewPassword(form: SetPasswordForm): string | null {
  if (!form.password) return AUTH_MESSAGES.passwordRequired;
  const rule = passwordRuleProblem(form.password);
  if (rule) return rule;
  if (form.confirmPassword !== undefined && form.password !== form.confirmPassword) {
    return AUTH_MESSAGES.passwordMismatch;
  }
  return null;
}
