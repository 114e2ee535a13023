/** The app's default name and the browser storage keys; the public settings' schema is in schemas.ts. */
export const DEFAULT_APP_NAME = 'Firebreak';

/** Browser storage keys (spec §9: the token under 'token'; the sidebar width persisted). */
export const STORAGE_KEYS = {
  token: 'token',
  sidebarWidth: 'sidebar-width',
  authReturnTo: 'auth-return-to',
  /** The secret of a Google sign-in this tab started (sessionStorage): its code is exchanged only with it. */
  googleBinding: 'google-sign-in-binding',
} as const;
