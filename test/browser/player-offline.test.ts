// The page as an installable app that plays offline: a web manifest with icons, and one service worker
// (public/coi-sw.js) that both keeps every file of the site and gives the page its cross-origin isolation.
// After one visit the network goes away: a reload still plays Minesweeper, another shipped program opens,
// and the editor (downloaded only when Edit opens) is there too.
import { describe, expect, it } from 'vitest';
import { waitForState } from './harness.js';
import { DESKTOP, openPage, usePlayerEnv } from './player-support.js';

const env = usePlayerEnv();

describe('installable and offline', () => {
  it('has a manifest with icons that the page links to', async () => {
    const { context, page } = await openPage(env, DESKTOP);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const manifest = await (await page.request.get(new URL(href!, env.site.url).href)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: './' });
    const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(new URL(icon.src, env.site.url).href)).ok()).toBe(true);
    }
    await context.close();
  });

  it('plays after one visit with the network gone, isolated, and opens another program and the editor', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP);
    await waitForState(page, (d) => d.state === 'running');
    // the worker is installed a while after the start, and keeps every file the build lists
    const kept = () => page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const files = (await (await fetch('precache.json')).json()) as string[];
      const cache = await caches.open('qbasic-ts-offline');
      return (await Promise.all(files.map((file) => cache.match(new URL(file, location.href), { ignoreVary: true })))).every(Boolean);
    });
    await expect.poll(kept, { timeout: 40_000, interval: 500 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await page.evaluate(() => (location.hash = '#ocaml-minesweeper'));
    await waitForState(page, (d) => d.program === 'ocaml-minesweeper' && d.state === 'running');
    await page.click('#stop');
    await page.click('#toggle-view');
    await page.waitForSelector('.cm-content');
    expect(await page.locator('.cm-line').first().textContent()).toMatch(/OCAML-MINESWEEPER/);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  }, 90_000);
});
