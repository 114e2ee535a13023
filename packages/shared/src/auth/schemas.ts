/** zod schemas of the auth API, kept apart from the pure helpers so the web's first load carries no zod. */
import { z } from 'zod';
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  DEFAULT_ROLE,
  ROLES,
  STAFF_ROLES,
  validateLogin,
  validateRegistration,
} from './rules';

export const roleSchema = z.enum(ROLES);

/** A role a person may sign up with or be given by an administrator: never CLIENT (decision 0092). */
export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: (issue) =>
    issue.input === 'CLIENT'
      ? AUTH_MESSAGES.clientSignupClosed
      : `Role must be one of ${STAFF_ROLES.join(', ')}`,
});

function lengthCheck(value: string | undefined, max: number, label: string): string | null {
  return value && value.length > max ? `${label} must be at most ${max} characters` : null;
}

const optionalString = z.string().optional();

export const registerInputSchema = z
  .object({
    firstName: optionalString,
    lastName: optionalString,
    email: optionalString,
    password: optionalString,
    phone: z.string().nullable().optional(),
    role: roleSchema.optional().default(DEFAULT_ROLE),
  })
  .superRefine((value, ctx) => {
    const message =
      (value.role === 'CLIENT' ? AUTH_MESSAGES.clientSignupClosed : null) ??
      validateRegistration({
        firstName: value.firstName ?? '',
        lastName: value.lastName ?? '',
        email: value.email ?? '',
        password: value.password ?? '',
        role: value.role,
      }) ??
      lengthCheck(value.firstName?.trim(), AUTH_LIMITS.nameMax, 'First name') ??
      lengthCheck(value.lastName?.trim(), AUTH_LIMITS.nameMax, 'Last name') ??
      lengthCheck(value.email?.trim(), AUTH_LIMITS.emailMax, 'Email') ??
      lengthCheck(value.phone?.trim(), AUTH_LIMITS.phoneMax, 'Phone') ??
      lengthCheck(value.password, AUTH_LIMITS.passwordMax, 'Password');
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => ({
    firstName: (value.firstName ?? '').trim(),
    lastName: (value.lastName ?? '').trim(),
    email: (value.email ?? '').trim(),
    password: value.password ?? '',
    role: value.role === 'CLIENT' ? DEFAULT_ROLE : value.role,
    phone: value.phone?.trim() || undefined,
  }));

export const loginInputSchema = z
  .object({ email: optionalString, password: optionalString })
  .superRefine((value, ctx) => {
    const message =
      validateLogin({ email: value.email ?? '', password: value.password ?? '' }) ??
      lengthCheck(value.email?.trim(), AUTH_LIMITS.emailMax, 'Email') ??
      lengthCheck(value.password, AUTH_LIMITS.passwordMax, 'Password');
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => ({ email: (value.email ?? '').trim(), password: value.password ?? '' }));

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const googleLoginResponseSchema = z.object({
  authUrl: z.string(),
  binding: z
    .string()
    .describe(
      "A secret this browser keeps until the callback: the callback's code is exchanged only with it",
    ),
});
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

/** The web app's exchange of the Google callback's one-time code for a session. */
export const googleExchangeInputSchema = z.object({
  code: z.string().max(200),
  binding: z.string().max(200),
});
export type GoogleExchangeInput = z.infer<typeof googleExchangeInputSchema>;
