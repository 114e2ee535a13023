/*
 * Firebreak's service worker (docs/decisions/0067): the app shell offline, so a visit opened once
 * with a signal opens again on site without one. Hand-written, no build step:
 * - navigations: network first, the last index.html from the cache when there is no network;
 * - /assets/* (content-hashed by Vite, never changed in place): cache first, kept on first use, and
 *   the ones the page already loaded before this worker took over are sent to it by the page;
 * - /api/* and everything else: not touched (the visit's data lives in IndexedDB, not here).
 * Nothing personal is kept (decision 0075): the page is stored as a fresh response under /index.html,
 * without the address it was loaded from (an approval link's token, a visit's id), and no answer of
 * the API is ever stored.
 */
const SHELL = 'firebreak-shell-v2';
const ASSETS = 'firebreak-assets-v1';
const INDEX = '/index.html';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const response = await fetch(INDEX, { cache: 'no-cache' });
      if (response.ok) await cache.put(INDEX, await shellCopy(response));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('firebreak-') && name !== SHELL && name !== ASSETS) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The app shell as a new response: its bytes and headers (the CSP included), not the URL it came from. */
async function shellCopy(response) {
  return new Response(await response.blob(), { status: 200, headers: response.headers });
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      const cache = await caches.open(SHELL);
      await cache.put(INDEX, await shellCopy(response.clone()));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(INDEX, { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (isAsset(url)) event.respondWith(asset(request));
});

// The page lists the assets it loaded before this worker controlled it (the entry chunk, its CSS).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((href) => {
    try {
      return isAsset(new URL(href, self.location.origin));
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches.open(ASSETS).then(async (cache) => {
      for (const href of urls) {
        if (!(await cache.match(href, { ignoreVary: true }))) await cache.add(href).catch(() => undefined);
      }
    }),
  );
});
