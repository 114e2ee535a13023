/**
 * What the web app needs to know before sign-in: the product's display name, whether Google is on and
 * who may sign up (the Sign Up page explains an invitation-only install), and the address links point
 * to (PUBLIC_URL), and the company's time zone (APP_TIME_ZONE) every date is shown in.
 */
import { appConfigSchema, type SignupMode } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type AppConfigOptions = {
  appName: string;
  googleEnabled: boolean;
  signupMode: SignupMode;
  publicUrl: string;
  timeZone: string;
};

export const appConfigRoutes: FastifyPluginAsyncZod<AppConfigOptions> = async (app, options) => {
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
      appName: options.appName,
      googleEnabled: options.googleEnabled,
      signupMode: options.signupMode,
      publicUrl: options.publicUrl,
      timeZone: options.timeZone,
    }),
  );
};
