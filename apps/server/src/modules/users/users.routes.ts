/** GET /api/users: staff for pickers (team assignment); names and roles only, disabled accounts left out. */
import { staffMemberSchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { listStaff } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/users',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['users'],
        summary: 'Staff, optionally matching a name',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: {
          200: z.array(staffMemberSchema),
        },
      },
    },
    async (request) => listStaff(context, request.query.q),
  );
};
