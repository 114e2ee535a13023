/**
 * What the web app needs to know before sign-in: the product's display name, whether Google is on and
 * who may sign up (the Sign Up page explains an invitation-only install), and the address links point
 * to (PUBLIC_URL), and the company's time zone (APP_TIME_ZONE) every date is shown in.
 */
import { appConfigSchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

export const appConfigRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { config } = context;
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Public app settings',
        security: [],
        response: {
          200: appConfigSchema,
        },
      },
    },
    async () => ({
      appName: config.appName,
      googleEnabled: Boolean(config.google),
      signupMode: config.signupMode,
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
    }),
  );
};
