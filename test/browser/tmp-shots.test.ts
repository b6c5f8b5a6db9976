import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchChromium, serveBuiltSite, waitForState, debugState, type Site } from './harness.js';
let site: Site; let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); site = await serveBuiltSite(); });
afterAll(async () => { await browser?.close(); await site?.close(); });
it('shots', async () => {
  for (const name of ['ocaml-minesweeper', 'casio-minesweeper']) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(site.url + '#' + name);
    await waitForState(page, (d) => d.state !== 'starting' && d.state !== 'idle');
    await page.waitForTimeout(1500);
    if (name.startsWith('ocaml')) { await page.keyboard.type('4,4'); await page.keyboard.press('Enter'); await page.keyboard.type('F 1'); }
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/shot-${name}.png` });
    const d = await debugState(page);
    console.log(name, d.state, JSON.stringify(d.output.slice(0, 200)), errors);
    await page.close();
  }
}, 120000);
