import { it } from 'vitest';
import { createServer } from 'vite';
import { launchChromium, waitForState } from '../harness.js';
it('dev server', async () => {
  const server = await createServer({ configFile: '/work/main/web/vite.config.ts', logLevel: 'warn', server: { port: 0, host: '127.0.0.1' },
    resolve: { alias: [{ find: /^\.\.\/\.\.\/src\/index\.js$/, replacement: '/work/main/test/browser/tmp-fake/fake-core.ts' }] } });
  await server.listen();
  const url = server.resolvedUrls!.local[0];
  const browser = await launchChromium();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e));
  await page.goto(url);
  console.log(await waitForState(page, (d) => d.state === 'running', 30000));
  await browser.close(); await server.close();
}, 60000);
