/**
 * Liveness and readiness: answers 200 only while the database answers. Redis is optional, so its
 * state is reported (from the connection's own state, no round trip) but never fails the check.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { redisHealth } from '../../lib/redis';
import { pingDatabase } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context: options },
) => {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Health check',
        security: [],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.string(),
            redis: z
              .enum(['ok', 'down', 'not configured'])
              .describe('down: running degraded on per-instance limits and local events'),
            uptimeSeconds: z.number(),
            slowClientsCut: z.number().int(),
          }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(options);
      } catch {
        return reply.status(503).send({ error: 'Database unavailable' });
      }
      return {
        status: 'ok' as const,
        database: options.engine,
        redis: redisHealth(options.redis),
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        slowClientsCut: options.slowClientsCut(),
      };
    },
  );
};
