/**
 * What the web app needs to know before sign-in: the product's display name, whether Google is on and
 * who may sign up (the Sign Up page explains an invitation-only install), and the address links point
 * to (PUBLIC_URL), and the company's time zone (APP_TIME_ZONE) every date is shown in.
 */
import { SIGNUP_MODES } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
          200: z.object({
            appName: z.string(),
            googleEnabled: z.boolean(),
            signupMode: z.enum(SIGNUP_MODES).describe('Who may sign up: approval, invite or open'),
            publicUrl: z
              .string()
              .describe(
                'PUBLIC_URL: where invitation and approval links point (an administrator is warned when it differs from where the app is open)',
              ),
            timeZone: z
              .string()
              .describe("APP_TIME_ZONE: the company's time zone, whose calendar days every date is shown in"),
          }),
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
