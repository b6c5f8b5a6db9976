// What the player's browser tests share: the built site served twice (with the isolation headers, and as
// a plain static host without them), pages at desktop and phone sizes, the golden Minesweeper game, and
// the mouse programs' coordinates.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  canvasPixels, collectErrors, launchChromium, serveBuiltSite, servePlainFolder, waitForState, type Site,
} from './harness.js';
import { differingPixels, goldenGame } from './golden-frame.js';
import { keysUntilEnd, readMinesweeper } from './minesweeper-game.js';

/** Screenshots of the player at both sizes, to look at */
export const SHOTS = '/tmp/play-shots';

/** The built site with COOP/COEP, the same files on a plain static server, and Chromium. */
export interface PlayerEnv {
  site: Site;
  plain: Site;
  browser: Browser;
}

/** Build and serve the site for a test file (beforeAll), and close everything after it. */
export function usePlayerEnv(): PlayerEnv {
  const env = {} as PlayerEnv;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    env.browser = await launchChromium();
    env.site = await serveBuiltSite();
    env.plain = await servePlainFolder(env.site.dir!);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.plain?.close();
    await env.site?.close();
  });
  return env;
}

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A fresh context at `options`' size on `url`, with QBasic's own RND sequence and `source` in place of Minesweeper. */
export async function openPage(
  env: PlayerEnv, options: typeof PHONE | typeof DESKTOP, url = env.site.url, source?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext(options);
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
export const TOUCH_KEYS: Record<string, string> = {
  '\0H': 'Up', '\0P': 'Down', '\0K': 'Left', '\0M': 'Right', '\r': 'Enter', '\x1b': 'Escape', ' ': 'Space', '+': '+',
};

export const KEYBOARD_KEYS: Record<string, string> = {
  '\0H': 'ArrowUp', '\0P': 'ArrowDown', '\0K': 'ArrowLeft', '\0M': 'ArrowRight', '\r': 'Enter', '\x1b': 'Escape', ' ': 'Space',
};

export async function tapKey(page: Page, name: string): Promise<void> {
  await page.tap(`#touch-keys button[data-key="${name}"]`);
}

/** Play the golden won game key by key with `press`, and check the end is the golden one. */
export async function playWonGame(page: Page, press: (key: string) => Promise<void>): Promise<void> {
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
export const MOUSE_PROGRAM = [
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

/**
 * The screen's box once the canvas shows the mode (width x height) and the layout has settled: the page
 * fits the screen again when the mode changes and when the toolbar and the how-to-play panel arrive, so a
 * box read too early can put a tap beside the screen.
 */
async function settledScreenBox(page: Page, width: number, height: number): Promise<{ x: number; y: number; width: number; height: number }> {
  await page.waitForFunction(([w, h]) => {
    const canvas = document.getElementById('screen') as HTMLCanvasElement;
    return canvas.width === w && canvas.height === h;
  }, [width, height]);
  let last = '';
  for (let tries = 0; tries < 50; tries++) {
    const box = (await page.locator('#screen').boundingBox())!;
    const now = JSON.stringify(box);
    if (now === last) return box;
    last = now;
    await page.waitForTimeout(100);
  }
  throw new Error(`the screen never stopped moving: ${last}`);
}

/** The page position of mode pixel (x, y) of a 320x200 screen (the middle of the pixel). */
export async function screenPoint(page: Page, x: number, y: number): Promise<[number, number]> {
  const box = await settledScreenBox(page, 320, 200);
  return [box.x + (x + 0.5) * (box.width / 320), box.y + (y + 0.5) * (box.height / 200)];
}

/** programs/allegro-minesweeper.bas (SCREEN 12): cell (i, j)'s centre in the mode's pixels (DECX 155, DECY 20, TCAR 22). */
export const allegroCell = (n: number): [number, number] => [155 + 22 * (n % 15) + 11, 20 + 22 * Math.floor(n / 15) + 11];

/** The page position of pixel (x, y) of the Allegro port's 640x480 screen. */
export async function allegroPoint(page: Page, x: number, y: number): Promise<[number, number]> {
  const box = await settledScreenBox(page, 640, 480);
  return [box.x + (x + 0.5) * (box.width / 640), box.y + (y + 0.5) * (box.height / 480)];
}

/**
 * Play the Allegro port as seed 004 does, with `click(x, y, right)`: a right click flags the first cell
 * (a yellow square), then left clicks dig cell after cell until a mine is hit (its mines come from
 * RANDOMIZE TIMER, so where is not known beforehand); Esc then ends the program.
 */
export async function loseAllegroGame(page: Page, click: (x: number, y: number, right: boolean) => Promise<void>): Promise<void> {
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

/** The mouse as the page's worker reads it: [x, y, buttons, left presses, right presses]. */
export function mouseWords(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { qbasic: { mouse: number[] } }).qbasic.mouse);
}
