// The page's one service worker, with two jobs.
// 1. Cross-origin isolation on hosts that cannot send headers (GitHub Pages, a plain static folder): it adds
//    COOP/COEP to every same-origin response, so SharedArrayBuffer works. The page registers it and reloads
//    once when it is not isolated (web/src/core/isolation.ts). COEP `credentialless` isolates the page
//    without asking other sites' images and frames for CORP headers (so a page embedding <qbasic-player>
//    keeps them); Safari knows only `require-corp`.
// 2. Offline play: every file of the site (precache.json, written by the build, lists them) is kept in a
//    cache, filled and topped up when the page asks (a message, a while after its first run has started:
//    web/src/core/isolation.ts), so that the page, the shipped programs and the editor work without a
//    network. Installing does not wait for it: a page reloading for isolation starts at once. The page is asked for from the network first (a new version when
//    there is one); the hashed files under assets/ never change, so the cache answers for them first.
//    Matches ignore Vary (a server's `Vary: Accept-Encoding` would otherwise hide a file kept from the
//    worker's own request from the page's).
const ua = self.navigator.userAgent;
const COEP = /Safari/.test(ua) && !/Chrome|Chromium|Firefox|Edg/.test(ua) ? 'require-corp' : 'credentialless';
const CACHE = 'qbasic-ts-offline';

/** Put every file precache.json names into the cache (those already there are kept). */
async function precache() {
  const cache = await caches.open(CACHE);
  const listed = await fetch(new URL('precache.json', self.registration.scope), { cache: 'no-cache' });
  if (!listed.ok) return;
  const files = await listed.json();
  await Promise.all(files.map(async (file) => {
    const url = new URL(file, self.registration.scope);
    if (await cache.match(url, { ignoreVary: true })) return;
    const response = await fetch(url);
    if (response.ok) await cache.put(url, response);
  }));
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === 'precache') event.waitUntil(precache().catch(() => {}));
});

function isolated(response) {
  if (response.status === 0 || response.type === 'opaque') return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', COEP);
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** From the network (kept in the cache for later), else from the cache. */
async function networkFirst(request, event) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && request.method === 'GET') {
      const key = request.mode === 'navigate' ? new URL(request.url).pathname.replace(/[^/]*$/, '') : request;
      event.waitUntil(cache.put(key, response.clone()).catch(() => {}));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request.mode === 'navigate' ? new URL('./', request.url) : request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/** From the cache, else from the network (then kept). */
async function cacheFirst(request, event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()).catch(() => {}));
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const hashed = request.method === 'GET' && url.pathname.includes('/assets/');
  event.respondWith((hashed ? cacheFirst(request, event) : networkFirst(request, event)).then(isolated));
});
