/** Browser storage keys (spec §9 General). */
export const STORAGE_KEYS = {
  /** localStorage: the session token. */
  token: 'token',
  /** localStorage: the permanent drawer's width in px. */
  sidebarWidth: 'sidebar-width',
  /** sessionStorage: where to go after Google sign-in returns to /auth/callback. */
  authReturnTo: 'auth-return-to',
} as const;
