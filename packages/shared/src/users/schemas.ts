/**
 * zod schemas of the accounts API: the administrator's user management, set-password links and a
 * user's own password and sessions. The web forms and the server routes validate with these.
 */
import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, isValidEmail } from '../auth/rules';
import { roleSchema, staffRoleSchema, userSchema } from '../auth/schemas';
import { requiredText } from '../common/fields';
import { outboxMessageSchema } from '../outbox/schemas';
import { ACCOUNT_MESSAGES, USER_STATUSES, validateNewPassword } from './rules';

function lengthCheck(value: string | undefined | null, max: number, label: string): string | null {
  return value && value.length > max ? `${label} must be at most ${max} characters` : null;
}

/**
 * Rules are checked at the object level, in order, so the answer is the one message the form shows
 * (field-level checks would come back prefixed with the field's name).
 */
const firstFailure =
  <T>(check: (value: T) => string | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

export const userStatusSchema = z.enum(USER_STATUSES);

/** An account as an administrator sees it: the user, with its status and sign-in state. */
export const managedUserSchema = userSchema.extend({
  status: userStatusSchema,
  disabledAt: z.string().nullable(),
  googleLinked: z.boolean(),
  lastSignInAt: z.string().nullable().describe('Start of the newest session'),
  throttledUntil: z
    .string()
    .nullable()
    .describe('Until when sign-in from at least one address must wait after failed attempts'),
  requestedRole: roleSchema.nullable().describe('The role a waiting account asked for when signing up'),
  pendingSince: z.string().nullable().describe('When the account signed up and began waiting for approval'),
  person: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('The person in Resources → Personnel this sign-in belongs to'),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managedUserListSchema = z.object({ users: z.array(managedUserSchema) });
export type ManagedUserList = z.infer<typeof managedUserListSchema>;

export const inviteUserInputSchema = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    role: staffRoleSchema,
    phone: z.string().nullish(),
    personId: z.string().max(100).nullish().describe('Link the new account to this person on Personnel'),
  })
  .superRefine(
    firstFailure((value) => {
      const email = value.email?.trim() ?? '';
      if (!value.firstName?.trim()) return AUTH_MESSAGES.firstNameRequired;
      if (!value.lastName?.trim()) return AUTH_MESSAGES.lastNameRequired;
      if (!email) return AUTH_MESSAGES.emailRequired;
      if (!isValidEmail(email)) return AUTH_MESSAGES.emailInvalid;
      return (
        lengthCheck(value.firstName?.trim(), AUTH_LIMITS.nameMax, 'First name') ??
        lengthCheck(value.lastName?.trim(), AUTH_LIMITS.nameMax, 'Last name') ??
        lengthCheck(email, AUTH_LIMITS.emailMax, 'Email') ??
        lengthCheck(value.phone?.trim(), AUTH_LIMITS.phoneMax, 'Phone')
      );
    }),
  )
  .transform((value) => ({
    firstName: (value.firstName ?? '').trim(),
    lastName: (value.lastName ?? '').trim(),
    email: (value.email ?? '').trim(),
    role: value.role,
    phone: value.phone?.trim() || null,
    personId: value.personId || null,
  }));
export type InviteUserInput = z.input<typeof inviteUserInputSchema>;
export type InviteUser = z.output<typeof inviteUserInputSchema>;

export const setPasswordLinkSchema = z.object({
  token: z.string(),
  url: z.string().describe('The page where the invitee sets a password; hand it over yourself'),
  expiresAt: z.string(),
});
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;

export const inviteUserResponseSchema = z.object({
  user: managedUserSchema,
  link: setPasswordLinkSchema,
  /** The invitation's e-mail when the server has SMTP_URL (decision 0089); otherwise hand the link over. */
  email: outboxMessageSchema.nullable().optional(),
});
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

export const changeRoleInputSchema = z.object({ role: staffRoleSchema });
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;

export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;

export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export type InviteTokenParams = z.infer<typeof inviteTokenParamsSchema>;

export const invitationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

const newPasswordFailure = (password: string | undefined) =>
  validateNewPassword({ password: password ?? '' }) ??
  lengthCheck(password, AUTH_LIMITS.passwordMax, 'Password');

export const acceptInviteInputSchema = z
  .object({ password: z.string().optional() })
  .superRefine(firstFailure((value) => newPasswordFailure(value.password)))
  .transform((value) => ({ password: value.password ?? '' }));
export type AcceptInviteInput = z.input<typeof acceptInviteInputSchema>;
export type AcceptInvite = z.output<typeof acceptInviteInputSchema>;

export const changePasswordInputSchema = z
  .object({ currentPassword: z.string().optional(), newPassword: z.string().optional() })
  .superRefine(
    firstFailure((value) => {
      if (!value.currentPassword) return ACCOUNT_MESSAGES.currentPasswordRequired;
      if ((value.currentPassword?.length ?? 0) > AUTH_LIMITS.passwordMax)
        return ACCOUNT_MESSAGES.currentPasswordWrong;
      const weak = newPasswordFailure(value.newPassword);
      if (weak) return weak;
      if (value.newPassword === value.currentPassword) return ACCOUNT_MESSAGES.newPasswordSame;
      return null;
    }),
  )
  .transform((value) => ({
    currentPassword: value.currentPassword ?? '',
    newPassword: value.newPassword ?? '',
  }));
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** PATCH /api/auth/me: the signed-in user's own name and phone (issue 15); e-mail and role are not theirs to change. */
const profileName = (label: string) => requiredText(label, AUTH_LIMITS.nameMax);
export const updateProfileInputSchema = z
  .object({
    firstName: profileName('First name'),
    lastName: profileName('Last name'),
    phone: z
      .string({ error: 'Phone must be text' })
      .trim()
      .max(AUTH_LIMITS.phoneMax, `Phone must be at most ${AUTH_LIMITS.phoneMax} characters`)
      .regex(/^[+\d\s()-]*$/, 'Phone may hold only digits, spaces, +, ( ) and -')
      .nullable()
      .transform((value) => value || null),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update');
export type UpdateProfileInput = z.output<typeof updateProfileInputSchema>;
export type RawUpdateProfileInput = z.input<typeof updateProfileInputSchema>;

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

/** An administrator approves a waiting account with the role it asked for or another. */
export const approveUserInputSchema = z.object({
  role: staffRoleSchema,
  personId: z
    .string()
    .max(100)
    .nullish()
    .describe('Link the account to this person on Personnel; without it a new person is added'),
});
export type ApproveUserInput = z.infer<typeof approveUserInputSchema>;

/** An administrator links an account to a person on Personnel (never done by a matching name). */
export const linkPersonInputSchema = z.object({ personId: z.string().min(1).max(100) });
export type LinkPersonInput = z.infer<typeof linkPersonInputSchema>;

/** The answer to a sign-up that waits for an administrator (202). */
export const signupPendingResponseSchema = z.object({
  status: z.literal('PENDING'),
  message: z.string(),
});
export type SignupPendingResponse = z.infer<typeof signupPendingResponseSchema>;
