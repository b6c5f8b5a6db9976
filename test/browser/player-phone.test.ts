// The player at phone size (390x844, touch): the golden Minesweeper game played with the on-screen keys,
// letters, digits and F-keys from the on-screen keyboard, taps and long presses as the mouse (INT 33h and
// the Allegro port).
import { describe, expect, it } from 'vitest';
import { waitForState } from './harness.js';
import {
  mouseWords, MOUSE_PROGRAM, PHONE, SHOTS, TOUCH_KEYS, allegroPoint, loseAllegroGame, openPage, playWonGame, screenPoint, tapKey, usePlayerEnv,
} from './player-support.js';

const env = usePlayerEnv();

describe('the player on a phone (390x844, touch)', () => {
  it('plays the golden won game with the on-screen keys; the keys never cover the screen and the page never scrolls', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    // the layout settles (the toolbar, how to play) before the screen is fitted to it for the last time
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('screen')!.getBoundingClientRect().width))).toBe(390);
    const layout = await page.evaluate(() => {
      const canvas = document.getElementById('screen')!.getBoundingClientRect();
      const keys = document.getElementById('touch-keys')!.getBoundingClientRect();
      const about = document.querySelector('.qb-about')!.getBoundingClientRect();
      const root = document.scrollingElement!;
      return {
        canvas: [canvas.left, canvas.top, canvas.width, canvas.height], keysTop: keys.top, keysBottom: keys.bottom,
        aboutTop: about.top, aboutBottom: about.bottom, scrolls: root.scrollHeight > innerHeight || root.scrollWidth > innerWidth,
        keys: document.querySelectorAll('#touch-keys button').length,
      };
    });
    expect(layout.canvas[2]).toBeCloseTo(390, 0); // scaled to the width
    expect(Math.abs(layout.canvas[3]! - 390 * (200 / 320))).toBeLessThan(1);
    expect(layout.canvas[1] + layout.canvas[3]).toBeLessThanOrEqual(layout.aboutTop + 0.5); // how to play under the screen
    expect(layout.aboutBottom).toBeLessThanOrEqual(layout.keysTop + 0.5); // and above the keys
    expect(layout.keysBottom).toBeLessThanOrEqual(844);
    expect(layout.scrolls).toBe(false);
    expect(layout.keys).toBeGreaterThanOrEqual(45);
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
    await tapKey(page, 'Shift');
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
    const second = { x: point.x + 40, y: point.y };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point, second] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(200);
    const twoFinger = await mouseWords(page);
    expect(twoFinger.slice(2)).toEqual([0, 1, 2]); // a two-finger tap is a right click
    await context.close();
  });
});
