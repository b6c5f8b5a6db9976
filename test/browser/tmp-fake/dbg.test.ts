import { it } from 'vitest';
import { launchChromium, serveBuiltSite } from '/work/main/test/browser/harness.js';
it('dbg', async () => {
  const site = await serveBuiltSite({
    resolve: { alias: [{ find: /^\.\.\/\.\.\/src\/index\.js$/, replacement: '/work/main/test/browser/tmp-fake/fake-core.ts' }] },
    build: { minify: false } as any,
  });
  const browser = await launchChromium();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e));
  page.on('worker', (w) => console.log('worker', w.url()));
  page.on('crash', () => console.log('crash'));
  await page.goto(site.url, { timeout: 10000, waitUntil: 'commit' });
  await page.waitForTimeout(1500);
  const r = await Promise.race([page.evaluate(() => [location.href, document.readyState, document.body.innerHTML.slice(0, 300), typeof (window as any).qbasic]), new Promise((r) => setTimeout(() => r('TIMEOUT'), 3000))]);
  console.log('R', r);
  await browser.close(); await site.close();
}, 60000);
