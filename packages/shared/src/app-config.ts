/** Public settings the web app reads before sign-in (GET /api/config). */
export type AppConfig = { appName: string; googleEnabled: boolean };

export const DEFAULT_APP_NAME = 'Firebreak';

/** Browser storage keys (spec §9: the token under 'token'; the sidebar width persisted). */
export const STORAGE_KEYS = {
  token: 'token',
  sidebarWidth: 'sidebar-width',
  authReturnTo: 'auth-return-to',
} as const;
