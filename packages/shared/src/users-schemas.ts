/**
 * zod schemas of the accounts API: the administrator's user management, set-password links and a
 * user's own password and sessions. The web forms and the server routes validate with these.
 */
import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, isValidEmail } from './auth';
import { roleSchema } from './auth-schemas';
import { ACCOUNT_MESSAGES, USER_STATUSES, validateNewPassword } from './users';

const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(AUTH_LIMITS.nameMax, `Must be at most ${AUTH_LIMITS.nameMax} characters`);

/** A new password: the sign-up rules, at most 128 characters. */
const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .max(AUTH_LIMITS.passwordMax, `Password must be at most ${AUTH_LIMITS.passwordMax} characters`)
  .superRefine((password, ctx) => {
    const message = validateNewPassword({ password });
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const userStatusSchema = z.enum(USER_STATUSES);

export const managedUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  status: userStatusSchema,
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  googleLinked: z.boolean(),
  lastSignInAt: z.string().nullable().describe('Start of the newest session'),
  throttledUntil: z
    .string()
    .nullable()
    .describe('Until when sign-in from at least one address must wait after failed attempts'),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managedUserListSchema = z.object({ users: z.array(managedUserSchema) });
export type ManagedUserList = z.infer<typeof managedUserListSchema>;

export const inviteUserInputSchema = z.object({
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(AUTH_LIMITS.emailMax, `Email must be at most ${AUTH_LIMITS.emailMax} characters`)
    .refine(isValidEmail, AUTH_MESSAGES.emailInvalid),
  role: roleSchema,
  phone: z
    .string()
    .trim()
    .max(AUTH_LIMITS.phoneMax, `Phone must be at most ${AUTH_LIMITS.phoneMax} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type InviteUserInput = z.input<typeof inviteUserInputSchema>;

export const setPasswordLinkSchema = z.object({
  token: z.string(),
  url: z.string().describe('The page where the invitee sets a password; hand it over yourself'),
  expiresAt: z.string(),
});
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;

export const inviteUserResponseSchema = z.object({ user: managedUserSchema, link: setPasswordLinkSchema });
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

export const changeRoleInputSchema = z.object({ role: roleSchema });

export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const invitationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInviteInputSchema = z.object({ password: newPassword });

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(AUTH_LIMITS.passwordMax, ACCOUNT_MESSAGES.currentPasswordWrong),
    newPassword,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: ACCOUNT_MESSAGES.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  provider: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const revokedSessionsSchema = z.object({
  revokedSessions: z.number().int().describe('How many other sessions were signed out'),
});
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
