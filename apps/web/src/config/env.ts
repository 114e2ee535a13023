/** Build-time settings read from Vite's environment; nothing else reads import.meta.env. */
export const env = {
  /** Base of every API call; same origin by default (the server serves the app and the API). */
  apiBase: import.meta.env.VITE_API_BASE || '/api',
  /** A production build: the service worker for the offline app shell is registered only then. */
  production: import.meta.env.PROD,
} as const;
