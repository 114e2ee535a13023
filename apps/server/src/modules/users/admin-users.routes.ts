/**
 * /api/admin/users: an administrator manages accounts. Every route declares 'users.manage', checked
 * by the auth guard before the body is read (docs/permissions.md); every change is audited.
 */
import {
  approveUserInputSchema,
  changeRoleInputSchema,
  errorResponseSchema,
  errorResponses,
  inviteUserInputSchema,
  inviteUserResponseSchema,
  linkPersonInputSchema,
  managedUserListSchema,
  managedUserSchema,
  setPasswordLinkSchema,
  userIdParamsSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import {
  type AdminUsersDeps,
  approveUser,
  changeRole,
  getManagedUser,
  inviteUser,
  issueSetPasswordLink,
  linkUserToPerson,
  listManagedUsers,
  refuseUser,
  setDisabled,
  unlockUser,
} from './admin-users.service';

const errors = errorResponses(400, 401, 403, 404);

export const adminUsersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const deps: AdminUsersDeps = {
    db: context.db,
    engine: context.engine,
    events: context.events,
    sessionCache: context.auth.sessionCache,
    publicUrl: context.config.publicUrl,
    inviteTtlHours: context.config.inviteTtlHours,
    accountBudget: context.config.loginFailuresPerAccountHour,
    mail: context,
  };
  app.get(
    '/admin/users',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Every account with its role and status (administrators only)',
        response: { 200: managedUserListSchema, ...errors },
      },
    },
    async () => ({ users: await listManagedUsers(deps, deps.accountBudget) }),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'One account (administrators only)',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => getManagedUser(deps, request.params.id, deps.accountBudget),
  );

  app.post(
    '/admin/users',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Invite someone: creates the account and answers a one-time set-password link to hand over',
        body: inviteUserInputSchema,
        response: { 201: inviteUserResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply
        .status(201)
        .send(await inviteUser({ ...deps, actor: currentActor(request), input: request.body }));
    },
  );

  app.post(
    '/admin/users/:id/set-password-link',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'A new one-time set-password link for the account; earlier unused links stop working',
        params: userIdParamsSchema,
        response: { 201: setPasswordLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply
        .status(201)
        .send(
          await issueSetPasswordLink({ ...deps, actor: currentActor(request), userId: request.params.id }),
        );
    },
  );

  app.put(
    '/admin/users/:id/role',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Change the role (409 for the last active administrator)',
        params: userIdParamsSchema,
        body: changeRoleInputSchema,
        response: { 200: managedUserSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      changeRole({
        ...deps,
        actor: currentActor(request),
        userId: request.params.id,
        role: request.body.role,
      }),
  );

  app.post(
    '/admin/users/:id/disable',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Disable the account and end its sessions (409 for the last active administrator)',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      setDisabled({ ...deps, actor: currentActor(request), userId: request.params.id, disabled: true }),
  );

  app.post(
    '/admin/users/:id/enable',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled account',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) =>
      setDisabled({ ...deps, actor: currentActor(request), userId: request.params.id, disabled: false }),
  );

  app.post(
    '/admin/users/:id/unlock',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Forget failed sign-ins from every address, so nobody has to wait',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => unlockUser({ ...deps, actor: currentActor(request), userId: request.params.id }),
  );

  app.post(
    '/admin/users/:id/approve',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Approve an account waiting after sign-up, with the role it asked for or another; optionally its person on Personnel',
        params: userIdParamsSchema,
        body: approveUserInputSchema,
        response: { 200: managedUserSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      approveUser({
        ...deps,
        actor: currentActor(request),
        userId: request.params.id,
        role: request.body.role,
        personId: request.body.personId,
      }),
  );

  app.post(
    '/admin/users/:id/refuse',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Refuse an account waiting after sign-up: it is removed (the audit trail keeps the request)',
        params: userIdParamsSchema,
        response: { 204: z.null().describe('Refused and removed'), 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseUser({ ...deps, actor: currentActor(request), userId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/users/:id/person',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Link the account to a person on Personnel who has no sign-in (the only way an account takes over a person)',
        params: userIdParamsSchema,
        body: linkPersonInputSchema,
        response: { 200: managedUserSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      linkUserToPerson({
        ...deps,
        actor: currentActor(request),
        userId: request.params.id,
        personId: request.body.personId,
      }),
  );
};
