// The player in Debian's Chromium at desktop (1280x800) and phone (390x844, touch) sizes: the golden
// Minesweeper game played with the on-screen keys, letters, digits and F-keys from the on-screen keyboard,
// the canvas as the mouse (clicks, taps, long presses), the page on a host without COOP/COEP headers,
// and <qbasic-player> on a plain page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  canvasPixels, collectErrors, launchChromium, serveBuiltSite, servePlainFolder, waitForState, type Site,
} from './harness.js';
import { differingPixels, goldenGame } from './golden-frame.js';
import { keysUntilEnd, readMinesweeper } from './minesweeper-game.js';

/** Screenshots of the player at both sizes, to look at */
const SHOTS = '/tmp/play-shots';

let site: Site;
let plain: Site;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  site = await serveBuiltSite();
  plain = await servePlainFolder(site.dir!);
});

afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await site?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function openPage(
  options: typeof PHONE | typeof DESKTOP, url = site.url, source?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.addInitScript((text) => {
    localStorage.setItem('qbasic-ts:fresh', '0'); // QBasic's own RND sequence: the golden minefield
    if (text) localStorage.setItem('qbasic-ts:source:minesweeper', text);
  }, source ?? '');
  await page.goto(url);
  return { context, page, errors };
}

/** The on-screen key (its data-key) for each key the golden games type. */
const TOUCH_KEYS: Record<string, string> = {
  '\0H': 'Up', '\0P': 'Down', '\0K': 'Left', '\0M': 'Right', '\r': 'Enter', '\x1b': 'Escape', ' ': 'Space', '+': '+',
};

const KEYBOARD_KEYS: Record<string, string> = {
  '\0H': 'ArrowUp', '\0P': 'ArrowDown', '\0K': 'ArrowLeft', '\0M': 'ArrowRight', '\r': 'Enter', '\x1b': 'Escape', ' ': 'Space',
};

async function tapKey(page: Page, name: string): Promise<void> {
  await page.tap(`#touch-keys button[data-key="${name}"]`);
}

/** Play the golden won game key by key with `press`, and check the end is the golden one. */
async function playWonGame(page: Page, press: (key: string) => Promise<void>): Promise<void> {
  const golden = goldenGame('won');
  await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
  for (const key of keysUntilEnd(readMinesweeper(), golden.keys)) {
    await press(key);
    await waitForState(page, (d) => d.pendingKeys === 0);
  }
  const end = await waitForState(page, (d) => d.state === 'ended');
  expect(end.output).toBe(golden.out);
  await page.waitForTimeout(50);
  expect(differingPixels((await canvasPixels(page)).rgba, golden.rgba)).toBe(0);
  expect(await page.isVisible('#play-again')).toBe(true);
}

/** A program that reads the mouse through INT 33h: the press it sees, then a right button press. */
const MOUSE_PROGRAM = [
  'TYPE RegType', '  ax AS INTEGER', '  bx AS INTEGER', '  cx AS INTEGER', '  dx AS INTEGER',
  '  bp AS INTEGER', '  si AS INTEGER', '  di AS INTEGER', '  flags AS INTEGER', 'END TYPE',
  'DIM r AS RegType', 'SCREEN 13',
  'r.ax = 0: CALL INTERRUPT(&H33, r, r): PRINT "reset"; r.ax; r.bx',
  'r.ax = 1: CALL INTERRUPT(&H33, r, r)',
  'DO: r.ax = 3: CALL INTERRUPT(&H33, r, r): LOOP UNTIL r.bx = 1',
  'PRINT "left"; r.cx; r.dx',
  'DO: r.ax = 3: CALL INTERRUPT(&H33, r, r): LOOP UNTIL r.bx = 2',
  'PRINT "right"; r.cx; r.dx',
  'DO: r.ax = 3: CALL INTERRUPT(&H33, r, r): LOOP UNTIL r.bx = 0',
  'r.ax = 5: r.bx = 0: CALL INTERRUPT(&H33, r, r): PRINT "left presses"; r.bx',
  '',
].join('\n');

/** The page position of mode pixel (x, y) of a 320x200 screen (the middle of the pixel). */
async function screenPoint(page: Page, x: number, y: number): Promise<[number, number]> {
  const box = (await page.locator('#screen').boundingBox())!;
  return [box.x + (x + 0.5) * (box.width / 320), box.y + (y + 0.5) * (box.height / 200)];
}

/** programs/allegro-minesweeper.bas (SCREEN 12): cell (i, j)'s centre in the mode's pixels (DECX 155, DECY 20, TCAR 22). */
const allegroCell = (n: number): [number, number] => [155 + 22 * (n % 15) + 11, 20 + 22 * Math.floor(n / 15) + 11];

/** The page position of pixel (x, y) of the Allegro port's 640x480 screen. */
async function allegroPoint(page: Page, x: number, y: number): Promise<[number, number]> {
  const box = (await page.locator('#screen').boundingBox())!;
  return [box.x + (x + 0.5) * (box.width / 640), box.y + (y + 0.5) * (box.height / 480)];
}

/**
 * Play the Allegro port as seed 004 does, with `click(x, y, right)`: a right click flags the first cell
 * (a yellow square), then left clicks dig cell after cell until a mine is hit (its mines come from
 * RANDOMIZE TIMER, so where is not known beforehand); Esc then ends the program.
 */
async function loseAllegroGame(page: Page, click: (x: number, y: number, right: boolean) => Promise<void>): Promise<void> {
  await waitForState(page, (d) => d.state === 'running' && d.output.includes('mines'));
  await click(...allegroCell(0), true);
  const yellow = async () => {
    const [x, y] = allegroCell(0).map((v) => v - 6) as [number, number]; // up and left of the pointer's tip
    const { rgba } = await canvasPixels(page);
    const i = (y * 640 + x) * 4;
    return [rgba[i]! > 200, rgba[i + 1]! > 200, rgba[i + 2]! < 120];
  };
  await expect.poll(yellow).toEqual([true, true, true]);
  for (let n = 1; n < 300 && !(await waitForState(page, () => true)).output.includes('Perdu'); n++) {
    await click(...allegroCell(n), false);
    await page.waitForTimeout(60);
  }
  await waitForState(page, (d) => d.output.includes('Perdu! A mine.'));
}

describe('the player on a phone (390x844, touch)', () => {
  it('plays the golden won game with the on-screen keys; the keys never cover the screen and the page never scrolls', async () => {
    const { context, page, errors } = await openPage(PHONE);
    await waitForState(page, (d) => d.state === 'running');
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
    const { context, page, errors } = await openPage(PHONE, site.url, MOUSE_PROGRAM);
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
    const { context, page, errors } = await openPage(PHONE, `${site.url}#allegro-minesweeper`);
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
    const { context, page, errors } = await openPage(PHONE, site.url, program);
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
    const { context, page } = await openPage(PHONE);
    await waitForState(page, (d) => d.state === 'running');
    const box = (await page.locator('#screen').boundingBox())!;
    const scale = box.width / 320;
    await page.touchscreen.tap(...(await screenPoint(page, 100, 50)));
    await page.waitForFunction(() => (window as unknown as { qbasic: { mouse: number[] } }).qbasic.mouse[3] === 1);
    const cdp = await context.newCDPSession(page);
    const point = { x: box.x + 200.5 * scale, y: box.y + 150.5 * scale };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(700);
    const held = await page.evaluate(() => (window as unknown as { qbasic: { mouse: number[] } }).qbasic.mouse);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(50);
    const after = await page.evaluate(() => (window as unknown as { qbasic: { mouse: number[] } }).qbasic.mouse);
    expect(held).toEqual([200, 150, 2, 1, 1]); // right button held, one left press (the tap) and one right press
    expect(after).toEqual([200, 150, 0, 1, 1]);
    const second = { x: point.x + 40, y: point.y };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point, second] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(200);
    const twoFinger = await page.evaluate(() => (window as unknown as { qbasic: { mouse: number[] } }).qbasic.mouse);
    expect(twoFinger.slice(2)).toEqual([0, 1, 2]); // a two-finger tap is a right click
    await context.close();
  });
});

describe('the player on a desktop (1280x800)', () => {
  it('while a program runs in Play every key goes to it (Tab, F4, F5, F12, Ctrl+letters); Stop is the way out', async () => {
    const program = 'DO\n  k$ = INKEY$\n  IF LEN(k$) THEN PRINT LEN(k$); ASC(RIGHT$(k$, 1))\nLOOP\n';
    const { context, page, errors } = await openPage(DESKTOP, site.url, program);
    await waitForState(page, (d) => d.state === 'running');
    for (const key of ['Tab', 'F4', 'F5', 'F12', 'Control+s', 'Alt+x', 'Shift+Tab']) await page.keyboard.press(key);
    const state = await waitForState(page, (d) => d.output.split('\n').length > 7);
    expect(state.output).toBe(' 1  9 \n 2  62 \n 2  63 \n 2  134 \n 1  19 \n 2  45 \n 2  15 \n');
    expect(state).toMatchObject({ view: 'play', state: 'running', program: 'minesweeper' });
    await page.click('#stop');
    await waitForState(page, (d) => d.state === 'stopped');
    expect(await page.isVisible('#play-again')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"New game" seeds RND from the clock for each run; off, RND gives QBasic\'s own sequence', async () => {
    const { context, page } = await openPage(DESKTOP, site.url, 'PRINT RND\n');
    const runOnce = async () => {
      await page.click('#play-again');
      return (await waitForState(page, (d) => d.state === 'ended')).output;
    };
    await waitForState(page, (d) => d.state === 'ended');
    expect(await runOnce()).toBe(' .7055475 \n'); // QBasic's first RND
    await page.check('#fresh');
    const fresh = [await runOnce(), (await page.waitForTimeout(60), await runOnce())];
    expect(fresh[0]).not.toBe(' .7055475 \n');
    expect(fresh[1]).not.toBe(fresh[0]);
    await context.close();
  });

  it('a program reads mouse clicks through CALL INTERRUPT &H33, and its pointer is drawn where the mouse is', async () => {
    const { context, page, errors } = await openPage(DESKTOP, site.url, MOUSE_PROGRAM);
    await waitForState(page, (d) => d.output.includes('reset'));
    await page.mouse.move(...(await screenPoint(page, 150, 100)));
    const arrow = async () => {
      const { rgba } = await canvasPixels(page);
      const at = (x: number, y: number) => Array.from(rgba.subarray((y * 320 + x) * 4, (y * 320 + x) * 4 + 3));
      return [at(150, 100), at(151, 101), at(151, 100), at(152, 103)];
    };
    // the driver's arrow: black outline from the hot spot, white inside (the mode's colour 15)
    await expect.poll(arrow).toEqual([[0, 0, 0], [255, 255, 255], [0, 0, 0], [255, 255, 255]]);
    await page.screenshot({ path: `${SHOTS}/qbasic-mouse-pointer.png` });
    await page.mouse.click(...(await screenPoint(page, 100, 50)), { delay: 80 }); // held as a hand holds it
    await page.mouse.click(...(await screenPoint(page, 300, 190)), { button: 'right', delay: 80 });
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toBe('reset-1  2 \nleft 200  50 \nright 600  190 \nleft presses 1 \n');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Speed paces a program as an old PC would run it (a delay loop takes its time again)', async () => {
    const { context, page } = await openPage(DESKTOP, site.url, 't! = TIMER\nFOR i% = 1 TO 2000: NEXT\nPRINT USING "#.#"; TIMER - t!\n');
    const took = async () => Number((await waitForState(page, (d) => d.state === 'ended')).output.trim());
    expect(await took()).toBeLessThan(0.3); // full speed
    await page.selectOption('#speed', 'xt'); // about 4,000 statements a second
    await page.click('#play-again');
    await waitForState(page, (d) => d.state !== 'ended');
    const slow = await took();
    expect(slow).toBeGreaterThan(0.3);
    expect(slow).toBeLessThan(3);
    await context.close();
  });

  it('the Allegro port is played with mouse clicks: right click flags, left clicks dig until a mine is hit', async () => {
    const { context, page, errors } = await openPage(DESKTOP, `${site.url}#allegro-minesweeper`);
    await loseAllegroGame(page, async (x, y, right) => {
      await page.mouse.click(...(await allegroPoint(page, x, y)), { button: right ? 'right' : 'left', delay: 80 });
    });
    await page.screenshot({ path: `${SHOTS}/qbasic-desktop-allegro-lost.png` });
    await page.keyboard.press('Escape');
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output.endsWith('Au revoir.\n')).toBe(true);
    expect(await page.isVisible('#play-again')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('mouse clicks on the canvas reach the program as INT 33h sees them', async () => {
    const { context, page } = await openPage(DESKTOP);
    await waitForState(page, (d) => d.state === 'running');
    await page.mouse.click(...(await screenPoint(page, 10, 20)));
    await page.mouse.click(...(await screenPoint(page, 319, 199)), { button: 'right' });
    const mouse = await page.evaluate(() => (window as unknown as { qbasic: { mouse: number[] } }).qbasic.mouse);
    expect(mouse).toEqual([319, 199, 0, 1, 1]);
    await context.close();
  });

  it('a finished program offers Pick another; the editor is downloaded only when Edit opens (F4)', async () => {
    const { context, page, errors } = await openPage(DESKTOP, site.url, 'PRINT "short"\n');
    await waitForState(page, (d) => d.state === 'ended');
    await page.click('#pick-another');
    await page.click('#pick-list [data-program="ocaml-minesweeper"]');
    await waitForState(page, (d) => d.program === 'ocaml-minesweeper' && d.state === 'running');
    expect(await page.textContent('.qb-about h2')).toBe('Minesweeper by commands');
    const editorChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/room-[^/]*\.js$/.test(e.name)).length);
    expect(await editorChunks()).toBe(0);
    await page.click('#stop');
    await page.keyboard.press('F4');
    await waitForState(page, (d) => d.view === 'edit');
    await page.waitForSelector('.cm-content');
    expect(await page.locator('.cm-line').first().textContent()).toMatch(/^' OCAML-MINESWEEPER\.BAS/);
    expect(await editorChunks()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/qbasic-desktop-edit.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows text modes as a VGA does (9-pixel cells, 40 columns doubled), scaled to the window like graphics', async () => {
    const { context, page } = await openPage(DESKTOP, site.url, 'WIDTH 40\nCOLOR 14, 1\nPRINT "HI"\nSLEEP 1\nWIDTH 80, 50\nPRINT "HI"\nSLEEP 1\n');
    const shape = () => page.evaluate(() => {
      const canvas = document.getElementById('screen') as HTMLCanvasElement;
      return [canvas.width, canvas.height, Math.round(canvas.getBoundingClientRect().width)];
    });
    await waitForState(page, (d) => d.output.includes('HI'));
    await page.waitForTimeout(100);
    expect(await shape()).toEqual([720, 400, 1020]); // 1020 px of room beside how to play
    await page.screenshot({ path: `${SHOTS}/qbasic-text-40.png` });
    await waitForState(page, (d) => d.output.split('HI').length === 3);
    await page.waitForTimeout(100);
    expect((await shape()).slice(0, 2)).toEqual([720, 400]);
    await context.close();
  });

  it('blinks SCREEN 0 characters whose attribute has the blink bit (COLOR 16-31), and only those', async () => {
    const { context, page, errors } = await openPage(DESKTOP, site.url, 'COLOR 30, 1: PRINT "BLINK"\nCOLOR 14, 1: PRINT "STILL"\nDO: LOOP WHILE INKEY$ = ""\n');
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('STILL'));
    const yellowIn = (row: number) => page.evaluate((r) => {
      const canvas = document.getElementById('screen') as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, r * 16, 45, 16).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! < 100) count++;
      return count;
    }, row);
    const blinking = new Set<boolean>();
    const still = new Set<number>();
    for (let i = 0; i < 16; i++) {
      blinking.add((await yellowIn(0)) > 0);
      still.add(await yellowIn(1));
      await page.waitForTimeout(90);
    }
    expect([...blinking].sort()).toEqual([false, true]);
    expect(still.size).toBe(1);
    expect([...still][0]).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs on a host that sends no COOP/COEP headers, and plays the golden won game there', async () => {
    const { context, page, errors } = await openPage(DESKTOP, plain.url);
    await playWonGame(page, async (key) => {
      if (KEYBOARD_KEYS[key]) await page.keyboard.press(KEYBOARD_KEYS[key]!);
      else await page.keyboard.type(key);
    });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true); // through the service worker
    await page.screenshot({ path: `${SHOTS}/qbasic-plain-host-won.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('<qbasic-player src> on a plain page runs a program with its keys', async () => {
    writeFileSync(join(plain.dir!, 'hello.bas'), 'SCREEN 13\nPRINT "HELLO FROM BASIC"\nLINE INPUT a$\nPRINT "typed "; a$\n');
    writeFileSync(join(plain.dir!, 'embed.html'), [
      '<!doctype html><title>A blog post</title><link rel="icon" href="data:,"><p>My program:</p>',
      '<qbasic-player src="hello.bas" style="width: 640px; height: 400px"></qbasic-player>',
      '<script type="module" src="qbasic-player.js"></script>',
    ].join('\n'));
    const { context, page, errors } = await openPage(DESKTOP, `${plain.url}embed.html`);
    const output = () => page.evaluate(() => document.querySelector('qbasic-player')?.player?.output ?? '');
    await expect.poll(output, { timeout: 15_000 }).toContain('HELLO FROM BASIC');
    await page.click('qbasic-player');
    await page.keyboard.type('hi');
    await page.keyboard.press('Enter');
    await expect.poll(output).toContain('typed hi');
    await page.screenshot({ path: `${SHOTS}/qbasic-embed.png` });
    expect(await page.evaluate(() => document.querySelector('qbasic-player')!.shadowRoot!.querySelector('#play-again')!.checkVisibility())).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
