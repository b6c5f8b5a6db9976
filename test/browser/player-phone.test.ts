// The player at phone size (390x844, touch): the golden Minesweeper game played with the on-screen keys,
// letters, digits and F-keys from the on-screen keyboard, taps and long presses as the mouse (INT 33h and
// the Allegro port).
import { describe, expect, it } from 'vitest';
import { waitForState } from './harness.js';
import {
  mouseWords, MOUSE_PROGRAM, PHONE, SHOTS, TOUCH_KEYS, allegroPoint, loseAllegroGame, openPage, playWonGame, screenPoint, tapKey, usePlayerEnv,
} from './player-support.js';
import type { BrowserContext, Page } from 'playwright-core';

const env = usePlayerEnv();

describe('the player on a phone (390x844, touch)', () => {
  it('plays the golden won game with the on-screen keys; the keys never cover the screen and the page never scrolls', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    // the layout settles (the toolbar, how to play) before the screen is fitted to it for the last time
    await expect.poll(() => page.evaluate(() => document.getElementById('screen')!.offsetWidth)).toBe(390);
    const layout = await page.evaluate(() => {
      const canvas = document.getElementById('screen')!;
      const box = document.querySelector('.qb-screen-box')!.getBoundingClientRect();
      const keys = document.getElementById('touch-keys')!.getBoundingClientRect();
      const about = document.querySelector('.qb-about')!.getBoundingClientRect();
      const root = document.scrollingElement!;
      return {
        canvas: [canvas.offsetWidth, canvas.offsetHeight], boxBottom: box.bottom, keysTop: keys.top, keysBottom: keys.bottom,
        aboutTop: about.top, aboutBottom: about.bottom, scrolls: root.scrollHeight > innerHeight || root.scrollWidth > innerWidth,
        keys: [...document.querySelectorAll<HTMLElement>('#touch-keys button')].map((b) => b.dataset.key).sort(),
      };
    });
    expect(layout.canvas[0]).toBeCloseTo(390, 0); // laid out at the width
    expect(Math.abs(layout.canvas[1]! - 390 * (200 / 320))).toBeLessThan(1);
    expect(layout.boxBottom).toBeLessThanOrEqual(layout.aboutTop + 0.5); // how to play under the screen
    // the drawn part (counters and board) zoomed to fill the box's width, none of it cropped
    await expect.poll(() => cellSize(page)).toBeGreaterThan(17);
    expect(await croppedPixels(page)).toBe(0);
    expect(layout.aboutBottom).toBeLessThanOrEqual(layout.keysTop + 0.5); // and above the keys
    expect(layout.keysBottom).toBeLessThanOrEqual(844);
    expect(layout.scrolls).toBe(false);
    // the keys Minesweeper reads (its listing compares INKEY$ with them), the full keyboard one tap away
    expect(layout.keys).toEqual(['+', 'AllKeys', 'Down', 'Enter', 'Escape', 'Left', 'Right', 'Space', 'Up']);
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-start.png` });
    await playWonGame(page, (key) => tapKey(page, TOUCH_KEYS[key]!));
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-won.png` });
    await page.tap('#play-again');
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a program reads taps (left button) and long presses (right button) through CALL INTERRUPT &H33', async () => {
    const { context, page, errors } = await openPage(env, PHONE, env.site.url, MOUSE_PROGRAM);
    await waitForState(page, (d) => d.output.includes('reset'));
    await page.touchscreen.tap(...(await screenPoint(page, 100, 50)));
    await waitForState(page, (d) => d.output.includes('left'));
    const [x, y] = await screenPoint(page, 300, 190);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toBe('reset-1  2 \nleft 200  50 \nright 600  190 \nleft presses 1 \n');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Allegro port is played with taps (dig) and a long press (flag) until a mine is hit', async () => {
    const { context, page, errors } = await openPage(env, PHONE, `${env.site.url}#allegro-minesweeper`);
    const cdp = await context.newCDPSession(page);
    await loseAllegroGame(page, async (x, y, right) => {
      const [px, py] = await allegroPoint(page, x, y);
      if (!right) return page.touchscreen.tap(px, py);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: px, y: py }] });
      await page.waitForTimeout(700);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    });
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-allegro-lost.png` });
    await tapKey(page, 'Escape');
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output.endsWith('Au revoir.\n')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a program reading letters, digits and F-keys gets them from the on-screen keyboard', async () => {
    const program = [
      'LINE INPUT "Name? "; n$', 'PRINT "got "; n$',
      'DO: k$ = INKEY$: LOOP UNTIL k$ <> ""', 'PRINT "scan"; ASC(RIGHT$(k$, 1)); LEN(k$)',
    ].join('\n');
    const { context, page, errors } = await openPage(env, PHONE, env.site.url, program);
    await waitForState(page, (d) => d.state === 'running');
    await tapKey(page, 'Shift'); // a program that reads a line gets the letters at once
    for (const key of ['b', 'o', 'b', '4', '2', 'Enter']) await tapKey(page, key);
    await waitForState(page, (d) => d.output.includes('got Bob42'));
    await tapKey(page, 'Layer'); // the second layer: F-keys
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-fn-layer.png` });
    await tapKey(page, 'F10');
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toContain('scan 68  2'); // F10 is CHR$(0) + CHR$(68)
    expect(errors).toEqual([]);
    await context.close();
  });

  it('touch on the canvas is the mouse: a tap is a left click, a long press a right click, in the mode\'s pixels', async () => {
    const { context, page } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    const box = (await page.locator('#screen').boundingBox())!;
    const scale = box.width / 320;
    await page.touchscreen.tap(...(await screenPoint(page, 100, 50)));
    await expect.poll(async () => (await mouseWords(page))[3]).toBe(1);
    const cdp = await context.newCDPSession(page);
    const point = { x: box.x + 200.5 * scale, y: box.y + 150.5 * scale };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(700);
    const held = await mouseWords(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(50);
    const after = await mouseWords(page);
    expect(held).toEqual([200, 150, 2, 1, 1]); // right button held, one left press (the tap) and one right press
    expect(after).toEqual([200, 150, 0, 1, 1]);
    const second = { x: point.x - 40, y: point.y }; // (to the left: the zoomed screen may end just right of the first)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point, second] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(200);
    const twoFinger = await mouseWords(page);
    expect(twoFinger.slice(2)).toEqual([0, 1, 2]); // a two-finger tap is a right click
    await context.close();
  });
});

/** The screen's box on the page: [left, top, width, height] (zoomed: the transformed box). */
const screenRect = (page: Page) => page.evaluate(() => {
  const r = document.getElementById('screen')!.getBoundingClientRect();
  return [r.left, r.top, r.width, r.height];
});

/** Minesweeper's cells (10 pixels of 320) as shown, in CSS px. */
const cellSize = (page: Page) => screenRect(page).then((r) => (r[2]! / 320) * 10);

/** Drawn pixels (not colour 0) of a 320x200 screen that the zoom leaves outside the screen's box. */
const croppedPixels = (page: Page) => page.evaluate(() => {
  const qbasic = (window as unknown as { qbasic: { pixel(index: number): number } }).qbasic;
  const canvas = document.getElementById('screen')!.getBoundingClientRect();
  const box = document.querySelector('.qb-screen-box')!.getBoundingClientRect();
  let cropped = 0;
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < 320; x++) {
      if (!qbasic.pixel(y * 320 + x)) continue;
      const [px, py] = [canvas.left + ((x + 0.5) * canvas.width) / 320, canvas.top + ((y + 0.5) * canvas.height) / 200];
      if (px < box.left || px > box.right || py < box.top || py > box.bottom) cropped++;
    }
  }
  return cropped;
});

/** Two quick taps at (x, y), 100 ms apart as the events say however busy the machine is (the page's own
 *  tap helper is slower than a double tap). */
async function doubleTap(context: BrowserContext, page: Page, x: number, y: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const start = Date.now() / 1000;
  for (let i = 0; i < 2; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: start + i * 0.1 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + i * 0.1 + 0.03 });
  }
}

describe('the game big enough to play on a phone', () => {
  it('a double tap on Minesweeper\'s board zooms in around it (cells of 24 px or more), a second zooms back out', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await expect.poll(() => cellSize(page)).toBeGreaterThan(17); // the drawn part fills the box's width
    const [left, top, width, height] = await screenRect(page);
    const cell = () => cellSize(page);
    const fitted = await cell();
    expect(fitted).toBeLessThan(24);
    const board = [left! + (160 / 320) * width!, top! + (100 / 200) * height!] as const; // the board's middle

    await doubleTap(context, page, ...board);
    await expect.poll(cell).toBeGreaterThanOrEqual(24);
    const zoomed = await screenRect(page);
    // the tapped point stays under the finger
    expect(Math.abs(zoomed[0]! + ((board[0] - left!) / width!) * zoomed[2]! - board[0])).toBeLessThan(2);
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-zoomed.png` });
    await doubleTap(context, page, ...board);
    await expect.poll(cell).toBeCloseTo(fitted, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a mouse program: two fingers zoom, and a tap still lands on the pixel under the finger', async () => {
    const { context, page, errors } = await openPage(env, PHONE, env.site.url, MOUSE_PROGRAM);
    await waitForState(page, (d) => d.output.includes('reset'));
    const [left, top, width, height] = await screenRect(page);
    const cdp = await context.newCDPSession(page);
    const mid = { x: left! + width! / 2, y: top! + height! / 2 };
    const fingers = (spread: number) => [{ x: mid.x - spread, y: mid.y, id: 1 }, { x: mid.x + spread, y: mid.y, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const spread of [50, 70, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await screenRect(page))[2]).toBeGreaterThan(2.5 * 390);
    expect((await mouseWords(page))[4]).toBe(0); // the pinch was no right click
    const zoomed = await screenRect(page);
    const at = (x: number, y: number) => [zoomed[0]! + (x + 0.5) * (zoomed[2]! / 320), zoomed[1]! + (y + 0.5) * (zoomed[3]! / 200)] as const;
    await page.touchscreen.tap(...at(160, 90));
    await waitForState(page, (d) => d.output.includes('left'));
    const [x, y] = at(170, 100);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }); // a long press: right
    await page.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const { output } = await waitForState(page, (d) => d.state === 'ended');
    expect(output).toBe('reset-1  2 \nleft 320  90 \nright 340  100 \nleft presses 1 \n');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fullscreen held upright shows the whole game, as large as the width allows, and a visible button leaves it', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await expect.poll(() => cellSize(page)).toBeGreaterThan(17);
    const before = await cellSize(page);
    await page.tap('#fullscreen');
    await page.waitForFunction(() => document.fullscreenElement?.classList.contains('qb-player'));
    await page.waitForTimeout(300); // the box's resize, and the zoom's refit to it
    // as large as the width allows, and all of the game in view: none of its pixels cut off at the sides
    expect(await cellSize(page)).toBeGreaterThanOrEqual(before - 0.5);
    expect(await croppedPixels(page)).toBe(0);
    const exit = page.getByRole('button', { name: 'Exit fullscreen' });
    expect(await exit.isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-fullscreen.png` });
    await exit.tap();
    await page.waitForFunction(() => !document.fullscreenElement);
    await expect.poll(() => cellSize(page)).toBeCloseTo(before, 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the OCaml port types its commands: the comma on the first layer, the phone\'s own keyboard a tap away', async () => {
    const { context, page, errors } = await openPage(env, PHONE, `${env.site.url}#ocaml-minesweeper`);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('> '));
    expect(await page.getAttribute('#touch-keys', 'data-layer')).toBe('letters');
    expect(await page.isVisible('#touch-keys button[data-key=","]')).toBe(true);
    expect(await page.isVisible('#touch-keys button[data-key="PhoneKeyboard"]')).toBe(true);
    const before = (await waitForState(page, () => true)).output.length;
    for (const key of ['3', ',', '4', 'Enter']) await tapKey(page, key);
    await waitForState(page, (d) => d.output.length > before + 40); // a move: the board again
    expect((await waitForState(page, () => true)).output).not.toContain('unknown command');
    // the phone's keyboard: what is typed goes to the program key by key
    await tapKey(page, 'PhoneKeyboard');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Type to the program');
    await page.keyboard.insertText('help');
    await page.keyboard.press('Enter');
    await waitForState(page, (d) => d.output.includes('DONE says ok')); // what HELP prints
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-ocaml.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a program picked next starts with its own keys, never the last program\'s', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    expect(await page.getAttribute('#touch-keys', 'data-layer')).toBe('program');
    // the keyboard as the next run starts (body[data-state] turns 'starting')
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { layersAtStart: string[] }).layersAtStart = []);
      new MutationObserver(() => {
        if (document.body.dataset.state === 'starting') seen.push(document.getElementById('touch-keys')!.dataset.layer ?? '');
      }).observe(document.body, { attributes: true, attributeFilter: ['data-state'] });
    });
    await page.selectOption('#program', 'ocaml-minesweeper');
    await waitForState(page, (d) => d.program === 'ocaml-minesweeper' && d.state === 'running');
    expect(await page.evaluate(() => (window as unknown as { layersAtStart: string[] }).layersAtStart)).toEqual(['letters']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Minesweeper\'s compact keyboard opens the full keyboard and comes back; the end card says the player stopped it', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await tapKey(page, 'AllKeys');
    expect(await page.locator('#touch-keys button').count()).toBeGreaterThanOrEqual(45);
    await tapKey(page, 'GameKeys');
    expect(await page.getAttribute('#touch-keys', 'data-layer')).toBe('program');
    await page.tap('#stop');
    const card = page.getByRole('dialog', { name: 'You stopped the program' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await page.textContent('.qb-end-words')).toBe('CLEARED: 0%');
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-stopped.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every toolbar control says what it is at 390 px, on one row', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    for (const [role, name] of [['combobox', 'Program'], ['button', 'Edit'], ['button', 'Stop'], ['button', 'New game'], ['button', 'Settings'], ['button', 'Fullscreen']] as const) {
      expect(await page.getByRole(role, { name, exact: false }).first().isVisible(), name).toBe(true);
    }
    expect((await page.locator('#toolbar').boundingBox())!.height).toBeLessThan(50);
    expect(await page.getAttribute('#program', 'title')).toContain('Minesweeper');
    await page.tap('#play-settings');
    expect(await page.getByRole('checkbox', { name: 'Same first game' }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Speed' }).isVisible()).toBe(true);
    expect(await page.locator('#play-speed option').first().textContent()).toBe('Full speed');
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-settings.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
