/** GET /api/system/status: the measured figures behind the dashboard's system panel. */

import { systemStatusSchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { systemStatus } from './system.service';

export const systemRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, options) => {
  app.get(
    '/system/status',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['system'],
        summary: 'Uptime, response time, decisions per hour, accuracy and counts',
        response: {
          200: systemStatusSchema,
        },
      },
    },
    async () => systemStatus(options.context, options.context.responseTimer),
  );
};
