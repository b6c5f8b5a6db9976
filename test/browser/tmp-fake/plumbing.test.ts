// TEMPORARY plumbing test against the fake core.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { canvasPixels, collectErrors, debugState, launchChromium, serveBuiltSite, waitForState, type Site } from '../harness.js';

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await serveBuiltSite({
    resolve: { alias: [{ find: /^\.\.\/\.\.\/src\/index\.js$/, replacement: fileURLToPath(new URL('./fake-core.ts', import.meta.url)) }] },
  });
  browser = await launchChromium();
});
afterAll(async () => { await browser?.close(); await site?.close(); });

it('plumbing', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(site.url);
  console.log('loaded'); console.log(await debugState(page)); await waitForState(page, (d) => d.state === 'running'); console.log('running');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('a');
  await waitForState(page, (d) => d.output.includes('a'));
  const t0 = Date.now(); const p0 = (await debugState(page)).polls;
  await page.waitForTimeout(1000);
  const p1 = (await debugState(page)).polls;
  console.log('polls/s', (p1 - p0) / ((Date.now() - t0) / 1000));
  await page.screenshot({ path: '/tmp/plumb-running.png' });
  await page.keyboard.press('Escape');
  await waitForState(page, (d) => d.state === 'ended');
  await page.waitForTimeout(100);
  await page.screenshot({ path: '/tmp/plumb-ended.png' });
  const px = await canvasPixels(page);
  console.log(px.width, px.height);
  await page.keyboard.press('x');
  await waitForState(page, (d) => d.view === 'editor');
  await page.screenshot({ path: '/tmp/plumb-editor.png' });
  console.log(errors);
  expect(errors).toEqual([]);
});

it('touch', async () => {
  const ctx = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(site.url);
  await waitForState(page, (d) => d.state === 'running');
  await page.tap('#touch-keys button[data-key="Up"]');
  await page.tap('#touch-keys button[data-key="Plus"]');
  await waitForState(page, (d) => d.output.includes('+'));
  console.log(JSON.stringify((await debugState(page)).output));
  await page.screenshot({ path: '/tmp/plumb-touch.png' });
  await ctx.close();
});
