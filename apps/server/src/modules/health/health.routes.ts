/** Liveness and readiness: answers 200 only while the database answers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  engine: string;
  /** Requests cut off for sending their body too slowly since start (plugins/slow-clients.ts). */
  slowClientsCut: () => number;
}> = async (app, options) => {
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
            uptimeSeconds: z.number(),
            slowClientsCut: z.number().int(),
          }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(options.db);
      } catch {
        return reply.status(503).send({ error: 'Database unavailable' });
      }
      return {
        status: 'ok' as const,
        database: options.engine,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        slowClientsCut: options.slowClientsCut(),
      };
    },
  );
};
