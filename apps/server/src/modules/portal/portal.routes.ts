/**
 * The client portal's routes, /api/portal/* (issue 31, decision 0092): only a client's contact (role
 * CLIENT) reaches them ('portal.read', 'portal.write'); staff get 403 and use the office's screens.
 * Every answer is scoped to the contact's clients (portal-access.ts): another client's id is a 404.
 */
import { errorResponses, portalMeSchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { currentAuth } from '../../plugins/auth';
import { portalClients } from './portal-access';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['portal'];

export const portalRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config } = context;

  app.get(
    '/portal/me',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: 'The clients this contact sees, and the contractor to call',
        response: { 200: portalMeSchema, ...errors },
      },
    },
    async (request) => ({
      clients: await portalClients({ db }, currentAuth(request).user.id),
      company: {
        name: config.company.name,
        phone: config.company.phone ?? '',
        email: config.company.email ?? '',
      },
    }),
  );
};
