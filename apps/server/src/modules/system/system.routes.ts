/** GET /api/system/status: the measured figures behind the dashboard's system panel. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { type ResponseTimer, systemStatus } from './system.service';

export const systemRoutes: FastifyPluginAsyncZod<{ context: AppContext; timer: ResponseTimer }> = async (
  app,
  options,
) => {
  app.get(
    '/system/status',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['system'],
        summary: 'Uptime, response time, decisions per hour, accuracy and counts',
        response: {
          200: z.object({
            uptimePercent: z.number().nullable(),
            medianResponseMs: z.number().nullable(),
            decisionsPerHour: z.number(),
            accuracyRate: z.number().nullable(),
            counts: z.object({
              projects: z.number(),
              clients: z.number(),
              staff: z.number(),
              equipment: z.number().nullable(),
            }),
          }),
        },
      },
    },
    async () => systemStatus(options.context.db, options.timer, options.context.usage),
  );
};
