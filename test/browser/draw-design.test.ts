// Design mode in Debian's Chromium: a glyph designed by clicks on the grid gets its string, which goes into
// Minesweeper's source at the digit's literal (one undo step in the editor) and shows up on the screen when
// the program runs. At desktop and phone sizes; screenshots go to /work/scratch/glyph/ when that folder
// exists (else the system's temporary folder).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { drawnPixels } from '../../src/graphics/draw-map.js';
import { collectErrors, launchChromium, serveBuiltSite, waitForState, type Site } from './harness.js';

const env: { browser?: Browser; site?: Site } = {};
beforeAll(async () => {
  [env.browser, env.site] = await Promise.all([launchChromium(), serveBuiltSite()]);
});
afterAll(async () => Promise.all([env.browser?.close(), env.site?.close()]));

const SHOTS = existsSync('/work/scratch/glyph') ? '/work/scratch/glyph' : tmpdir();

/** A hollow box 4 wide and 5 high, its top-left corner one pixel right of the start point: no digit looks like it. */
const BOX = [[1, 0], [2, 0], [3, 0], [4, 0], [1, 1], [4, 1], [1, 2], [4, 2], [1, 3], [4, 3], [1, 4], [2, 4], [3, 4], [4, 4]];

interface DesignView { grid: { cell: number }; box(): { x0: number; y0: number; x1: number; y1: number }; found: string }
const design = (page: Page) => page.evaluate(() => {
  const d = (window as unknown as { inspector: { design: DesignView } }).inspector.design;
  return { cell: d.grid.cell, box: d.box(), found: d.found };
});

/** Clicks the design grid's cell of screen pixel (x, y). */
async function clickPixel(page: Page, x: number, y: number): Promise<void> {
  const { cell, box } = await design(page);
  const canvas = page.locator('canvas.ins-design-grid');
  await canvas.scrollIntoViewIfNeeded();
  const at = (await canvas.boundingBox())!;
  // the grid's cells start 34 pixels right of its left edge (the row numbers), 18 below its top
  await page.mouse.click(at.x + 34 + (x - box.x0) * cell + cell / 2, at.y + 18 + (y - box.y0) * cell + cell / 2);
}

/** Where the screen (attributes, 320 x 200) shows the box in colour 1 with colour 7 inside it. */
async function findBox(page: Page): Promise<{ x: number; y: number }[]> {
  return page.evaluate((cells) => {
    const q = (window as unknown as { qbasic: { pixel(i: number): number } }).qbasic;
    const at = (x: number, y: number) => q.pixel(y * 320 + x);
    const found: { x: number; y: number }[] = [];
    for (let y = 0; y < 195; y++) {
      for (let x = 0; x < 315; x++) {
        if (cells.every(([dx, dy]) => at(x + dx, y + dy) === 1) && at(x + 2, y + 1) === 7 && at(x + 1, y + 3) === 7) found.push({ x, y });
      }
    }
    return found;
  }, BOX.map(([dx, dy]) => [dx - 1, dy]));
}

async function designIntoMinesweeper(viewport: { width: number; height: number }, name: string): Promise<void> {
  const context = await env.browser!.newContext({ viewport, hasTouch: viewport.width < 600 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site!.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.site!.url}#draw=`);
  await page.getByRole('button', { name: 'Inspect DRAW strings' }).click();
  await page.getByRole('button', { name: 'Design line 407: digit(0)' }).click();
  // the digit 1's pixels are the design to start with; its string is the one to beat
  await expect.poll(() => page.locator('.ins-design-summary').textContent()).toBe('10 characters: 5 fewer than the 15 of the string it replaces, "c1 bm+0,1ed3gr2".');
  // the glyph's ink is the one to paint with
  expect(await page.getByLabel('Paint with').inputValue()).toBe('1');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  for (const [dx, dy] of BOX) await clickPixel(page, 160 + dx, 100 + dy);
  await expect.poll(async () => (await design(page)).found).not.toBe('');
  const found = (await design(page)).found;
  // the string draws exactly the box, by the interpreter's DRAW here too
  const { map } = drawnPixels({ commands: found, x: 160, y: 100, color: 15 });
  const drawn = [...map.keys()].filter((i) => map[i] >= 0).map((i) => [i % 320 - 160, Math.floor(i / 320) - 100].join(','));
  expect(drawn.sort()).toEqual(BOX.map((p) => p.join(',')).sort());
  expect(await page.locator('#ins-design-string').textContent()).toBe(found);
  await page.getByRole('button', { name: 'Copy string' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(found);
  await page.locator('.ins-design .ins-pair').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/design-${name}.png` });
  await page.getByRole('button', { name: 'Write into the program' }).click();
  await expect.poll(() => page.locator('.ins-design .ins-note').textContent()).toMatch(/^Written into minesweeper\.bas at line 407/);
  await page.getByRole('button', { name: 'Run the program' }).click();
  await waitForState(page, (d) => d.view === 'play' && d.state === 'running' && d.polls > 0, 30_000);
  await page.keyboard.press('Space'); // reveals the cursor's cell: 27 cells show a 1
  await expect.poll(async () => (await findBox(page)).length, { timeout: 20_000 }).toBeGreaterThan(10);
  await page.screenshot({ path: `${SHOTS}/design-${name}-run.png` });
  // in the editor the change is one undo step
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await waitForState(page, (d) => d.view === 'edit');
  const digitLine = page.locator('.cm-line', { hasText: 'digit(0) = ' });
  await expect.poll(() => digitLine.textContent()).toContain(`digit(0) = "${found}"`);
  await digitLine.click();
  await page.keyboard.press('Control+z');
  // undo puts the cursor back where it was, at the top: scroll down to the line again
  await page.locator('.cm-scroller').evaluate((el) => {
    el.scrollTop = 400 * document.querySelector('.cm-line')!.getBoundingClientRect().height;
  });
  await expect.poll(() => digitLine.textContent()).toContain('digit(0) = "c1 bm+0,1ed3gr2"');
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => digitLine.textContent()).toContain(`digit(0) = "${found}"`);
  await page.screenshot({ path: `${SHOTS}/design-${name}-editor.png` });
  expect(errors).toEqual([]);
  await context.close();
}

describe('Design mode', () => {
  it('starts from the string above, reads a pasted map (saying where one is bad) and a PNG', async () => {
    const page = await env.browser!.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${env.site!.url}#draw=c2%20rfg2dr2&at=10,20`);
    await page.getByText('Design: paint pixels, get the string').click();
    await expect.poll(() => page.locator('#ins-design-string').textContent()).toBe('C2RFG2DR2');
    expect(await page.getByLabel('Paint with').inputValue()).toBe('2');
    expect(await page.locator('.ins-design-summary').textContent()).toBe('9 characters: 1 fewer than the 10 of the string it replaces, "c2 rfg2dr2".');
    const map = page.getByLabel('Pixel map of the design (edit or paste one, then Use this map)');
    await map.fill('     0123\n  30 .4z.\n');
    await page.getByRole('button', { name: 'Use this map' }).click();
    await expect.poll(() => page.locator('.ins-design .ins-error').textContent())
      .toBe('The pixel map does not read: line 2, column 8: "z" is not a pixel: use . (not drawn) or a colour 0-9, a-f.');
    expect(await map.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(17); // the caret at the z
    await map.fill('     0123\n  30 .44.\n  31 ...4\n');
    await page.getByRole('button', { name: 'Use this map' }).click();
    await expect.poll(() => page.locator('#ins-design-string').textContent()).not.toBe('C2RFG2DR2');
    const found = (await page.locator('#ins-design-string').textContent())!;
    const { map: drawn } = drawnPixels({ commands: found, x: 10, y: 20, color: 15 });
    expect([...drawn.keys()].filter((i) => drawn[i] >= 0).map((i) => `${i % 320},${Math.floor(i / 320)}:${drawn[i]}`)).toEqual(['1,30:4', '2,30:4', '3,31:4']);
    // a PNG: colour 14 (#ffff55) pixels with their top-left corner at the start point, the rest transparent
    const png = new PNG({ width: 3, height: 3 });
    for (const k of [0, 4, 8]) png.data.set([255, 255, 85, 255], k * 4);
    await page.locator('.ins-design input[type=file]').setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: PNG.sync.write(png) });
    await expect.poll(() => page.locator('#ins-design-string').textContent()).toBe('C14F2');
    // a colour the mode lacks
    await page.getByLabel('Screen mode').selectOption('1');
    await expect.poll(() => page.locator('.ins-design .ins-error').textContent()).toBe('pixel (10,20) has colour 14, but SCREEN 1 has only colours 0-3: no string.');
    await page.locator('.ins-design').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/design-inputs.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('designs a glyph by clicks, writes it into Minesweeper and finds it on the screen (1280x800)', async () => {
    await designIntoMinesweeper({ width: 1280, height: 800 }, 'desktop');
  }, 120_000);

  it('does the same on a phone (390x844)', async () => {
    await designIntoMinesweeper({ width: 390, height: 844 }, 'phone');
  }, 120_000);
});
