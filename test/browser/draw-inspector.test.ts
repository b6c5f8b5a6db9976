// The DRAW inspector in Debian's Chromium: the pixel map is what `qbasic draw` prints, `#draw=` links open
// it, stepping moves the pen, a bad string marks its command, and "Inspect DRAW strings" lists the
// Minesweeper listing's ten glyphs. Screenshots at desktop and phone sizes go to /tmp/qbasic-inspector-*.png.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawCommand } from '../../src/cli/draw.js';
import { runDraws } from '../../web/src/core/draws.js';
import { collectErrors, launchChromium, serveBuiltSite, type Site } from './harness.js';

const env: { browser?: Browser; site?: Site } = {};
beforeAll(async () => {
  [env.browser, env.site] = await Promise.all([launchChromium(), serveBuiltSite()]);
});
afterAll(async () => Promise.all([env.browser?.close(), env.site?.close()]));

/** What `qbasic draw` prints for these arguments. */
function cliMap(args: string[]): string {
  let out = '';
  drawCommand(args, { stdout: (s) => (out += s), stderr: () => {}, writeFile: () => {} });
  return out;
}

async function openPage(hash = '', viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const page = await env.browser!.newPage({ viewport });
  const errors = collectErrors(page);
  await page.goto(env.site!.url + hash);
  return { page, errors };
}

const stepStatus = (page: Page) => page.locator('.ins-step-status').textContent();

describe('the DRAW inspector', () => {
  it('shows the pixel map qbasic draw prints for a string typed in the DRAW string box', async () => {
    const page = await env.browser!.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const errors = collectErrors(page);
    await page.goto(env.site!.url);
    await page.locator('#toggle-view').click(); // the inspector is an Edit view tool
    await page.getByRole('button', { name: 'Inspect DRAW', exact: true }).click();
    const input = page.getByLabel('DRAW string', { exact: true });
    await input.fill('');
    await input.pressSequentially('c1 bm+0,1ed3gr2');
    await expect.poll(() => page.getByLabel('Pixel map', { exact: true }).inputValue()).toBe(cliMap(['c1 bm+0,1ed3gr2']));
    expect(page.url()).toContain('#draw=c1%20bm%2B0%2C1ed3gr2');
    await page.screenshot({ path: '/tmp/qbasic-inspector-desktop.png', fullPage: true });
    // hovering a command outlines its pixels; pointing at a pixel names the command that set it
    await page.locator('.ins-cmd', { hasText: 'd3' }).hover();
    await expect.poll(() => page.locator('.ins-cmd.hl').textContent()).toBe('d3');
    // so does pointing at it in the string itself (offset 13 is the r of r2)
    const field = (await input.boundingBox())!;
    const charWidth = await input.evaluate((el) => {
      const g = document.createElement('canvas').getContext('2d')!;
      g.font = `${getComputedStyle(el).fontSize} ${getComputedStyle(el).fontFamily}`;
      return g.measureText('M').width;
    });
    await page.mouse.move(field.x + 10 + 13.5 * charWidth, field.y + field.height / 2);
    await expect.poll(() => page.locator('.ins-cmd.hl').textContent()).toBe('r2');
    const box = (await page.locator('canvas.ins-grid').first().boundingBox())!;
    const { cell, x0, y0 } = await page.evaluate(() => {
      const { panel } = (window as unknown as { inspector: { panel: { grid: { cell: number }; box(): { x0: number; y0: number } } } }).inspector;
      return { cell: panel.grid.cell, ...panel.box() };
    });
    // the grid's cells start 34 pixels right of its left edge (the row numbers), 18 below its top
    await page.mouse.move(box.x + 34 + (161 - x0) * cell + cell / 2, box.y + 18 + (101 - y0) * cell + cell / 2);
    await expect.poll(() => page.locator('.ins-info').textContent()).toBe('(161, 101): colour 1, set by d3 at offset 10');
    // the grid saves as a PNG
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens from a #draw= link with its string and start state', async () => {
    const { page, errors } = await openPage('#draw=c4%20bm+2,0l2d2rfgl&at=10,20');
    const input = page.getByLabel('DRAW string', { exact: true });
    await expect.poll(() => input.inputValue()).toBe('c4 bm+2,0l2d2rfgl');
    expect(await page.getByLabel('X', { exact: true }).inputValue()).toBe('10');
    expect(await page.getByLabel('Pixel map', { exact: true }).inputValue()).toBe(cliMap(['c4 bm+2,0l2d2rfgl', '--at', '10,20']));
    // the program waits behind a share link; Close starts it
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { state: string } }).qbasic.state), { timeout: 20_000 }).toBe('running');
    expect(await page.evaluate(() => location.hash)).toBe('#minesweeper');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows a #draw= or program address typed into the open page, as a fresh load would', async () => {
    const { page, errors } = await openPage('#minesweeper');
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { state: string } }).qbasic.state), { timeout: 20_000 }).toBe('running');
    await page.evaluate(() => (location.hash = '#draw=c2%20r3'));
    const input = page.getByLabel('DRAW string', { exact: true });
    await expect.poll(() => input.inputValue()).toBe('c2 r3');
    await page.evaluate(() => (location.hash = '#draw=c1%20d2'));
    await expect.poll(() => input.inputValue()).toBe('c1 d2');
    await page.evaluate(() => (location.hash = '#minesweeper'));
    await expect.poll(() => page.locator('#inspector').isHidden()).toBe(true);
    expect(await page.evaluate(() => location.hash)).toBe('#minesweeper');
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { state: string } }).qbasic.state), { timeout: 20_000 }).toBe('running');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('steps command by command with the buttons and the arrow keys, the pen moving', async () => {
    const { page } = await openPage('#draw=c1%20bm+0,1ed3gr2');
    await expect.poll(() => stepStatus(page)).toBe('Command 6 of 6: r2 (offset 13), pen at (162,104).');
    await page.getByRole('button', { name: '◀◀ First' }).click();
    await expect.poll(() => stepStatus(page)).toBe('Before the first command: pen at (160,100).');
    await page.getByRole('button', { name: 'Next ▶' }).click();
    await page.getByRole('button', { name: 'Next ▶' }).click();
    await expect.poll(() => stepStatus(page)).toBe('Command 2 of 6: bm+0,1 (offset 3), pen at (160,101).');
    await page.locator('canvas.ins-grid').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepStatus(page)).toBe('Command 3 of 6: e (offset 9), pen at (161,100).');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepStatus(page)).toBe('Command 4 of 6: d3 (offset 10), pen at (161,103).');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepStatus(page)).toBe('Command 3 of 6: e (offset 9), pen at (161,100).');
    expect(await page.evaluate(() => (window as unknown as { qbasic: { state: string } }).qbasic.state)).toBe('idle');
    await page.close();
  });

  it('says P painted a pixel its flood covered though it already had the fill colour', async () => {
    const commands = 'c15 r6 d6 l6 u6 bm12,13 c4 r2 bm13,12 p4,15';
    const { page, errors } = await openPage(`#draw=${encodeURIComponent(commands)}&at=10,10`);
    await expect.poll(() => stepStatus(page)).toBe('Command 10 of 10: p4,15 (offset 38), pen at (13,12).');
    const box = (await page.locator('canvas.ins-grid').first().boundingBox())!;
    const { cell, x0, y0 } = await page.evaluate(() => {
      const { panel } = (window as unknown as { inspector: { panel: { grid: { cell: number }; box(): { x0: number; y0: number } } } }).inspector;
      return { cell: panel.grid.cell, ...panel.box() };
    });
    // (12,13) was drawn in colour 4 by r2 (command 8) before P4 flooded the box
    await page.mouse.move(box.x + 34 + (12 - x0) * cell + cell / 2, box.y + 18 + (13 - y0) * cell + cell / 2);
    await expect.poll(() => page.locator('.ins-info').textContent()).toBe('(12, 13): colour 4, painted by p4,15 at offset 38');
    expect(await page.locator('.ins-cmd.hl').textContent()).toBe('p4,15');
    await page.getByRole('button', { name: '◀ Back' }).click();
    await page.mouse.move(box.x + 34 + (12 - x0) * cell + cell / 2 + 1, box.y + 18 + (13 - y0) * cell + cell / 2);
    await expect.poll(() => page.locator('.ins-info').textContent()).toBe('(12, 13): colour 4, set by r2 at offset 27');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('marks the command a bad string fails at, with QBasic\'s error, and still shows what it drew', async () => {
    const { page } = await openPage('#draw=c2%20r3%20z9%20u2');
    await expect.poll(() => page.locator('.ins-cmd.bad').textContent()).toBe('z');
    expect(await page.getByRole('alert').first().textContent()).toContain('Illegal function call: z at offset 6');
    expect(await page.getByLabel('DRAW string', { exact: true }).getAttribute('aria-invalid')).toBe('');
    expect(await page.getByLabel('Pixel map', { exact: true }).inputValue()).toBe('Illegal function call in DRAW "c2 r3 z9 u2"\n');
    expect(await stepStatus(page)).toBe('Command 2 of 2: r3 (offset 3), pen at (163,100).');
    await page.screenshot({ path: '/tmp/qbasic-inspector-error.png', fullPage: true });
    await page.close();
  });

  it('lists the ten DRAW glyphs of the Minesweeper listing from "Inspect DRAW strings"', async () => {
    const { page, errors } = await openPage('#draw=');
    await page.getByRole('button', { name: 'Inspect DRAW strings' }).click();
    const cards = page.locator('.ins-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(10);
    const strings = await cards.locator('code').allTextContents();
    expect(strings.slice(0, 8)).toEqual([
      'c1 bm+0,1ed3gr2', 'c2 rfg2dr2', 'c4 rfgfgl', 'c1 d2r2gd', 'c4 bm+2,0l2d2rfgl', 'c3 bm+2,0lgd3r2u2l', 'c0 r2dgd2', 'c8 r2dg2dr2uh2',
    ].map((s) => JSON.stringify(s)));
    expect(await cards.first().locator('pre').textContent()).toBe(cliMap(['c1 bm+0,1ed3gr2']));
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/qbasic-inspector-program.png' });
    await cards.nth(7).getByRole('button', { name: 'Inspect' }).click();
    await expect.poll(() => page.getByLabel('DRAW string', { exact: true }).inputValue()).toBe('c8 r2dg2dr2uh2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('catches the DRAW strings a program builds while it runs', async () => {
    const { page, errors } = await openPage('#draw=');
    const source = 'SCREEN 13\nPSET (40, 30), 14\nFOR i = 1 TO 2\n  DRAW "R" + STR$(i * 2) + "D1"\nNEXT\n';
    await page.evaluate((text) => localStorage.setItem('qbasic-ts:source:minesweeper', text), source);
    await page.getByRole('button', { name: 'Inspect DRAW strings' }).click();
    const cards = page.locator('.ins-card');
    // the literal pieces of the DRAW argument come first, then the calls the run made
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(4);
    expect(await cards.locator('h4').allTextContents()).toEqual(['line 4: DRAW', 'line 4: DRAW', 'run: DRAW call 1', 'run: DRAW call 2']);
    expect(await page.locator('.ins-group').allTextContents()).toEqual([
      'Written in the listing (drawn from the centre of the screen)', 'Drawn while it ran (where and in the state the program drew them)',
    ]);
    expect(await cards.locator('code').allTextContents()).toEqual(['"R"', '"D1"', '"R 2D1"', '"R 4D1"']);
    // the second call starts where the first left the pen, in the colour PSET set
    // (R 2 from (40,30) then D1 leaves it at (42,31)); R 4 and D1 in colour 14 = e
    expect((await cards.nth(3).locator('pre').textContent())!.split('\n')).toEqual([
      'DRAW "R 4D1" on SCREEN 13 from (42,31), colour 14',
      'legend: . not drawn, 0-9 a-f colour 0-15, # colour 16-255; < and ^ mark the start point',
      '     4444444',
      '     1234567',
      '  30 .......',
      '  31 .eeeee. <',
      '  32 .....e.',
      '  33 .......',
      '      ^',
      '',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('types the keys given while the program runs, so glyphs drawn after a key are caught where they were drawn', async () => {
    const { page, errors } = await openPage('#draw=', { width: 390, height: 844 });
    await page.getByLabel('Keys to type').fill('{space}');
    await page.getByRole('button', { name: 'Inspect DRAW strings' }).click();
    const cards = page.locator('.ins-card');
    // the ten glyphs written in the listing, then the two pictures the first reveal drew (27 ones, 6 twos)
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(12);
    expect(await cards.nth(10).locator('code').textContent()).toBe(JSON.stringify('bm 123, 52c1 bm+0,1ed3gr2'));
    expect(await cards.nth(10).locator('.ins-times').textContent()).toBe('27 calls drew this same picture');
    expect(await cards.nth(10).locator('pre').textContent()).toBe(cliMap(['bm 123, 52c1 bm+0,1ed3gr2', '--at', '123,52', '--color', '7']));
    expect(await page.locator('.ins-program-status').textContent()).toContain('The run made 33 DRAW calls before it waited for a key, after the 1 key given');
    await cards.nth(10).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/qbasic-inspector-phone-keys.png' });
    await cards.nth(11).getByRole('button', { name: 'Inspect' }).click();
    await expect.poll(() => page.getByLabel('DRAW string', { exact: true }).inputValue()).toBe('bm 123, 62c2 rfg2dr2');
    expect(await page.getByLabel('X', { exact: true }).inputValue()).toBe('123');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('replays the keys typed in Play, in the same fresh game, to catch the glyphs that game drew', async () => {
    const { page, errors } = await openPage();
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { polls: number } }).qbasic.polls), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.locator('#screen').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const typed = await page.evaluate(() => (window as unknown as { qbasic: { typed: { keys: string[]; randomSeed?: number } } }).qbasic.typed);
    expect(typed.keys).toEqual(['\u0000M', ' ']);
    expect(typed.randomSeed).toBeDefined(); // "New game" is on: the game is not QBasic's fixed one
    await page.locator('#toggle-view').click();
    await page.getByRole('button', { name: 'Inspect DRAW', exact: true }).click();
    await expect.poll(() => page.getByLabel('Keys to type').inputValue()).toBe('{right}{space}');
    await page.getByRole('button', { name: 'Inspect DRAW strings' }).click();
    const run = page.locator('.ins-found .ins-cards').nth(1).locator('.ins-card code');
    // the same pictures as that game's own run on those keys with that seed (its layout is the clock's)
    const expected = runDraws(readFileSync('programs/minesweeper.bas', 'latin1'), { keys: '{right}{space}', randomSeed: typed.randomSeed });
    expect(expected.calls.length).toBeGreaterThan(0);
    await expect.poll(() => run.allTextContents(), { timeout: 20_000 }).toEqual(expected.calls.map((c) => JSON.stringify(c.setup.commands)));
    await page.locator('.ins-group').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/qbasic-inspector-from-play.png' });
    // a later run's keys replace them when the inspector opens again (keys typed by hand would stay)
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('#restart').click(); // Edit's Restart: a new run, in the Play view
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { typed: { keys: string[] } } }).qbasic.typed.keys.length)).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { polls: number } }).qbasic.polls), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.locator('#screen').focus();
    await page.keyboard.press('ArrowDown');
    await page.locator('#toggle-view').click();
    await page.getByRole('button', { name: 'Inspect DRAW', exact: true }).click();
    await expect.poll(() => page.getByLabel('Keys to type').inputValue()).toBe('{down}');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the pixel map qbasic draw prints for the same mode, colour, start, scale and angle', async () => {
    const { page, errors } = await openPage('#draw=');
    const input = page.getByLabel('DRAW string', { exact: true });
    await input.fill('r4d4l4u4bf1p2,3 bm+6,0 e3');
    await page.getByLabel('Screen mode').selectOption('12');
    await page.getByLabel('X', { exact: true }).fill('20');
    await page.getByLabel('Y', { exact: true }).fill('30');
    await page.getByLabel('Colour').fill('3');
    await page.getByLabel('Scale S').fill('8');
    await page.getByLabel('Angle').selectOption('TA');
    await page.getByLabel('TA degrees').fill('30');
    const args = ['r4d4l4u4bf1p2,3 bm+6,0 e3', '--mode', '12', '--at', '20,30', '--color', '3', '--scale', '8', '--angle', 'TA30'];
    await expect.poll(() => page.getByLabel('Pixel map', { exact: true }).inputValue()).toBe(cliMap(args));
    // in SCREEN 1 too, where the colour is DRAW's C and not COLOR's background (a new mode resets the start
    // point and colour; the scale stays)
    await page.getByLabel('Screen mode').selectOption('1');
    await page.getByLabel('Colour').fill('2');
    await input.fill('r4d4l4u4bf1p1,2 bm+6,0 e3');
    await page.getByLabel('Angle').selectOption('A1');
    await expect.poll(() => page.getByLabel('Pixel map', { exact: true }).inputValue())
      .toBe(cliMap(['r4d4l4u4bf1p1,2 bm+6,0 e3', '--mode', '1', '--color', '2', '--scale', '8', '--angle', 'A1']));
    await page.screenshot({ path: '/tmp/qbasic-inspector-settings.png', fullPage: true });
    // a start state DRAW refuses is said as such, on the field
    // (colour 300 is drawn as its low byte, as QBasic 1.1 draws C300; a negative colour is refused)
    await page.getByLabel('Colour').fill('-1');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(
      'Illegal function call: DRAW does not take this start state (colour 0-32767, scale 1-255, TA -360 to 360), so the string does not run.');
    expect(await page.getByLabel('Colour').getAttribute('aria-invalid')).toBe('');
    expect(await page.getByLabel('Scale S').getAttribute('aria-invalid')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the start point across modes of the same size, and Compare in the address a reload restores', async () => {
    const { page, errors } = await openPage('#draw=c1%20bm+0,1ed3gr2');
    const x = page.getByLabel('X', { exact: true });
    const y = page.getByLabel('Y', { exact: true });
    await x.fill('100');
    await y.fill('50');
    await page.getByLabel('Screen mode').selectOption('7'); // 320x200, as SCREEN 13
    expect([await x.inputValue(), await y.inputValue()]).toEqual(['100', '50']);
    await page.getByLabel('Screen mode').selectOption('1');
    expect([await x.inputValue(), await y.inputValue()]).toEqual(['100', '50']);
    await page.getByLabel('Screen mode').selectOption('12'); // 640x480: the middle
    expect([await x.inputValue(), await y.inputValue()]).toEqual(['320', '240']);

    await page.getByLabel('Screen mode').selectOption('13');
    await page.getByText('Compare', { exact: true }).click();
    await page.getByLabel('Second DRAW string').fill('c1 bm+0,1ed3gr3');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('&vs=c1%20bm%2B0%2C1ed3gr3');
    const summary = await page.locator('.ins-compare-summary').textContent();
    await page.reload();
    await expect.poll(() => page.locator('details.ins-compare').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByLabel('Second DRAW string').inputValue()).toBe('c1 bm+0,1ed3gr3');
    await expect.poll(() => page.locator('.ins-compare-summary').textContent()).toBe(summary);
    // closed, it leaves the address
    await page.getByText('Compare', { exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('&vs=');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('compares two strings with the differing pixels marked, and looks right on a phone', async () => {
    const { page } = await openPage('#draw=c1%20bm+0,1ed3gr2', { width: 390, height: 844 });
    await expect.poll(() => stepStatus(page)).toContain('Command 6 of 6');
    await page.screenshot({ path: '/tmp/qbasic-inspector-phone-top.png' });
    await page.getByText('Compare', { exact: true }).click();
    await page.getByLabel('Second DRAW string').fill('c1 bm+0,1ed3gr3');
    await expect.poll(() => page.locator('.ins-compare-summary').textContent()).toBe('1 pixel differs (crossed out): this string / the other.');
    expect(await page.locator('.ins-diff-list li').allTextContents()).toEqual(['(163,104): not drawn / colour 1']);
    await page.locator('.ins-side').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/qbasic-inspector-phone-compare.png' });
    // every control has an accessible name
    const unnamed = await page.evaluate(() => [...document.querySelectorAll('#inspector button, #inspector input, #inspector select, #inspector textarea')]
      .filter((el) => !(el as HTMLElement).hidden && !(el as HTMLElement).closest('[hidden]'))
      .filter((el) => {
        const labels = (el as HTMLInputElement).labels;
        return !(el.getAttribute('aria-label') || el.textContent?.trim() || (labels && labels.length));
      }).map((el) => el.outerHTML));
    expect(unnamed).toEqual([]);
    await page.close();
  });
});
