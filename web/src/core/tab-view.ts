// The view a tab was in, kept across a reload: reloading the page (or coming back to it with Back or
// Forward) shows the view it left, as an IDE reopens where it was; a link or an address typed in opens as
// it says. Written as the page goes away, so the start never waits for the tab's storage.
const KEY = 'qbasic-ts:view';

/** Keep the tab's view (`view()` as the page is left) for the next load of this tab. */
export function keepViewOverReload(view: () => string): void {
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(KEY, view());
    } catch {
      // storage switched off: a reload starts in Play
    }
  });
}

/** The view this tab showed before a reload (or Back/Forward); undefined on any other load. */
export function viewBeforeReload(): string | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return undefined;
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
