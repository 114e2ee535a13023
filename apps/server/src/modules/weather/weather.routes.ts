/** POST /api/weather-alerts (an administrator, or a feed with the WEATHER_API_KEY) and the active list. */
import { timingSafeEqual } from 'node:crypto';
import {
  errorResponseSchema,
  weatherAlertSchema,
  weatherIngestResultSchema,
  weatherIngestSchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { unauthorized } from '../../lib/errors';
import { authenticateRequest } from '../../plugins/auth';
import { ingestWeatherAlerts, listActiveWeatherAlerts } from './weather.service';

type Options = { context: AppContext };

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
  request.auth = await authenticateRequest(options.context.auth, request, 'weather.ingest');
}

export const weatherRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { context } = options;
  app.post(
    '/weather-alerts',
    {
      // Public to the guard because the feed has no session: the key or the role is checked here,
      // before the body is validated.
      config: { permission: 'weather.ingest', public: true },
      onRequest: async (request) => authorizeIngest(request, options),
      schema: {
        tags: ['weather'],
        summary: 'Ingest weather warnings (ADMIN token or X-API-Key)',
        body: weatherIngestSchema,
        response: {
          201: weatherIngestResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const inputs = Array.isArray(request.body) ? request.body : [request.body];
      const alerts = await ingestWeatherAlerts(
        context,
        request.auth ? { id: request.auth.user.id } : null,
        inputs,
      );
      return reply.status(201).send({ alerts });
    },
  );

  app.get(
    '/weather-alerts',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['weather'],
        summary: 'Weather warnings in force',
        response: { 200: z.array(weatherAlertSchema) },
      },
    },
    async () => listActiveWeatherAlerts(context),
  );
};
