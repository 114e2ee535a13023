/** GET /api/config: the public settings the web app reads before sign-in. */
import { z } from 'zod';
import { SIGNUP_MODES } from '../users/rules';

export const appConfigSchema = z.object({
  appName: z.string(),
  googleEnabled: z.boolean(),
  signupMode: z.enum(SIGNUP_MODES).describe('Who may sign up: approval, invite or open'),
  /** PUBLIC_URL: where invitation and approval links point. */
  publicUrl: z
    .string()
    .describe(
      'PUBLIC_URL: where invitation and approval links point (an administrator is warned when it differs from where the app is open)',
    ),
  /** APP_TIME_ZONE: the company's time zone (Africa/Johannesburg by default). */
  timeZone: z
    .string()
    .describe("APP_TIME_ZONE: the company's time zone, whose calendar days every date is shown in"),
});
/** Public settings the web app reads before sign-in (GET /api/config). */
export type AppConfig = z.infer<typeof appConfigSchema>;
