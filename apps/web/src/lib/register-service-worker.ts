/**
 * Registers /sw.js (docs/decisions/0067), in production builds only: the dev server's modules are
 * not hashed and must never be served stale. Once the worker is active, it is told which assets this
 * page already loaded, so the shell opens offline even if the worker arrived after them.
 */
import { env } from '@/config/env';

export function registerServiceWorker(): void {
  if (!env.production || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'cache-assets', urls });
      })
      .catch((error: unknown) => console.error('The offline app shell could not be set up', error));
  });
}
