/** POST /api/weather-alerts (an administrator, or a feed with the WEATHER_API_KEY) and the active list. */
import { timingSafeEqual } from 'node:crypto';
import { errorResponseSchema, weatherAlertSchema, weatherIngestSchema } from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { forbidden, unauthorized } from '../../lib/errors';
import type { AuthDeps } from '../auth/auth.service';
import { authenticateToken } from '../auth/auth.service';
import { ingestWeatherAlerts, listActiveWeatherAlerts } from './weather.service';

type Options = { context: AppContext; auth: AuthDeps };

function keyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function authorizeIngest(request: FastifyRequest, options: Options): Promise<void> {
  const key = request.headers['x-api-key'];
  const expected = options.context.config.weatherApiKey;
  if (typeof key === 'string' && key) {
    if (expected && keyMatches(key, expected)) return;
    throw unauthorized('Invalid API key');
  }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const auth = token ? await authenticateToken(options.auth, token) : null;
  if (!auth) throw unauthorized();
  if (auth.user.role !== 'ADMIN')
    throw forbidden('Only an administrator or the weather feed may post weather alerts');
}

export const weatherRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { context } = options;
  app.post(
    '/weather-alerts',
    {
      config: { public: true },
      schema: {
        tags: ['weather'],
        summary: 'Ingest weather warnings (ADMIN token or X-API-Key)',
        body: weatherIngestSchema,
        response: {
          201: z.object({ alerts: z.array(weatherAlertSchema) }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await authorizeIngest(request, options);
      const inputs = Array.isArray(request.body) ? request.body : [request.body];
      const alerts = await ingestWeatherAlerts(context, inputs);
      return reply.status(201).send({ alerts });
    },
  );

  app.get(
    '/weather-alerts',
    {
      schema: {
        tags: ['weather'],
        summary: 'Weather warnings in force',
        response: { 200: z.array(weatherAlertSchema) },
      },
    },
    async () => listActiveWeatherAlerts(context.db),
  );
};
