/** What the web app needs to know before sign-in: the product's display name and whether Google is on. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const appConfigRoutes: FastifyPluginAsyncZod<{ appName: string; googleEnabled: boolean }> = async (
  app,
  options,
) => {
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Public app settings',
        security: [],
        response: { 200: z.object({ appName: z.string(), googleEnabled: z.boolean() }) },
      },
    },
    async () => ({ appName: options.appName, googleEnabled: options.googleEnabled }),
  );
};
