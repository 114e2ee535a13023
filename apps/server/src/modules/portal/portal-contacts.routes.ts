/**
 * A client's contacts on the client's page (issue 31, decision 0092): list, invite, a new link, enable or
 * disable. The office only ('clients.contacts'); docs/permissions.md.
 */
import {
  clientContactParamsSchema,
  clientContactSchema,
  contactAccessInputSchema,
  contactInviteInputSchema,
  contactInviteResponseSchema,
  errorResponses,
  idParamsSchema,
  setPasswordLinkSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import {
  type ContactsDeps,
  inviteClientContact,
  listClientContacts,
  newContactLink,
  setContactAccess,
} from './portal-contacts.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['clients'];

export const portalContactsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const deps: ContactsDeps = {
    db: context.db,
    events: context.events,
    config: context.config,
    sessionCache: context.auth.sessionCache,
    mail: context,
  };

  app.get(
    '/clients/:id/contacts',
    {
      config: { permission: 'clients.contacts' },
      schema: {
        tags,
        summary: "The client's contacts with portal access",
        params: idParamsSchema,
        response: { 200: z.array(clientContactSchema), ...errors },
      },
    },
    async (request) => listClientContacts(deps, request.params.id),
  );

  app.post(
    '/clients/:id/contacts/invite',
    {
      config: { permission: 'clients.contacts' },
      schema: {
        tags,
        summary: "Invite a client's contact to the portal (a set-password link, e-mailed when SMTP is set)",
        params: idParamsSchema,
        body: contactInviteInputSchema,
        response: { 201: contactInviteResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await inviteClientContact(deps, {
          actor: currentActor(request),
          clientId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/clients/:id/contacts/:userId/link',
    {
      config: { permission: 'clients.contacts' },
      schema: {
        tags,
        summary: 'A new set-password link for a contact who has not set a password yet',
        params: clientContactParamsSchema,
        response: { 201: setPasswordLinkSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await newContactLink(deps, {
          actor: currentActor(request),
          clientId: request.params.id,
          userId: request.params.userId,
        }),
      ),
  );

  app.put(
    '/clients/:id/contacts/:userId/access',
    {
      config: { permission: 'clients.contacts' },
      schema: {
        tags,
        summary:
          "Enable or disable a contact's access to this client (disabling ends their sessions at once)",
        params: clientContactParamsSchema,
        body: contactAccessInputSchema,
        response: { 200: clientContactSchema, ...errors },
      },
    },
    async (request) =>
      setContactAccess(deps, {
        actor: currentActor(request),
        clientId: request.params.id,
        userId: request.params.userId,
        enabled: request.body.enabled,
      }),
  );
};
