/** GET /api/users: staff for pickers (team assignment); names and roles only, disabled accounts left out. */
import { staffMemberSchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { containsText } from '../../lib/sql';

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
    async (request) => {
      let query = context.db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'role'])
        .where('disabled_at', 'is', null)
        .where('pending_since', 'is', null)
        .orderBy('first_name')
        .orderBy('last_name')
        .limit(200);
      const q = request.query.q;
      if (q)
        query = query.where((eb) => eb.or([containsText('first_name', q), containsText('last_name', q)]));
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
      }));
    },
  );
};
