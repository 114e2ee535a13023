import type { SignupMode } from '../users/rules';

/** Public settings the web app reads before sign-in (GET /api/config). */
export type AppConfig = {
  appName: string;
  googleEnabled: boolean;
  signupMode: SignupMode;
  /** PUBLIC_URL: where invitation and approval links point. */
  publicUrl: string;
  /** APP_TIME_ZONE: the company's time zone (Africa/Johannesburg by default). */
  timeZone: string;
};

export const DEFAULT_APP_NAME = 'Firebreak';

/** Browser storage keys (spec §9: the token under 'token'; the sidebar width persisted). */
export const STORAGE_KEYS = {
  token: 'token',
  sidebarWidth: 'sidebar-width',
  authReturnTo: 'auth-return-to',
  /** The secret of a Google sign-in this tab started (sessionStorage): its code is exchanged only with it. */
  googleBinding: 'google-sign-in-binding',
} as const;
