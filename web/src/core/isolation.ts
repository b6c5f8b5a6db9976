// SharedArrayBuffer needs cross-origin isolation. Servers that send COOP/COEP (npm start, npm run
// preview) give it at once; on any other static host the page installs coi-sw.js, a service worker
// that adds those headers, and reloads itself once under it. The same worker keeps the site for offline
// play, so a page isolated by its server installs it too, once the page has started (keepOffline).

const RELOADED = 'qbasic-ts:isolation-reload';

/**
 * 'isolated': go ahead. 'reloading': the service worker is being installed and the page will reload.
 * 'impossible': this browser or address cannot be isolated (no service workers, e.g. file://).
 */
export async function ensureIsolation(workerUrl: string): Promise<'isolated' | 'reloading' | 'impossible'> {
  if (crossOriginIsolated) {
    // the reload's mark is dropped once the page has started (opening session storage takes a while)
    setTimeout(() => sessionStorage.removeItem(RELOADED), 3000);
    return 'isolated';
  }
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return 'impossible';
  if (sessionStorage.getItem(RELOADED)) {
    // reloaded once under the worker and still not isolated: do not loop
    sessionStorage.removeItem(RELOADED);
    return 'impossible';
  }
  try {
    const registration = await navigator.serviceWorker.register(workerUrl);
    // a page outside the worker's folder (a <qbasic-player> script elsewhere on the site) is never under it
    if (!location.href.startsWith(registration.scope)) return 'impossible';
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 2000);
      });
    }
  } catch {
    return 'impossible';
  }
  sessionStorage.setItem(RELOADED, '1');
  location.reload();
  return 'reloading';
}

/** Have the service worker keep the site for offline play (installing it first on a page isolated by its
 *  server), a while after the page has started: its downloads never compete with the first run's. */
export function keepOffline(workerUrl: string, afterMs = 3000): void {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  setTimeout(() => {
    const controller = serviceWorker.controller;
    if (controller) return controller.postMessage('precache');
    serviceWorker.register(workerUrl).then(() => serviceWorker.ready).then((registration) => registration.active?.postMessage('precache'))
      .catch(() => {});
  }, afterMs);
}
