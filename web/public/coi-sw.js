// A service worker that gives the page cross-origin isolation on hosts that cannot send headers (GitHub
// Pages, a plain static folder): it adds COOP/COEP to every same-origin response, so SharedArrayBuffer
// works. The page registers it and reloads once when it is not isolated (web/src/core/isolation.ts).
// COEP `credentialless` isolates the page without asking other sites' images and frames for CORP
// headers (so a page embedding <qbasic-player> keeps them); Safari knows only `require-corp`.
const ua = self.navigator.userAgent;
const COEP = /Safari/.test(ua) && !/Chrome|Chromium|Firefox|Edg/.test(ua) ? 'require-corp' : 'credentialless';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request).then((response) => {
      if (response.status === 0 || response.type === 'opaque') return response;
      const headers = new Headers(response.headers);
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
      headers.set('Cross-Origin-Embedder-Policy', COEP);
      headers.set('Cross-Origin-Resource-Policy', 'same-origin');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }),
  );
});
