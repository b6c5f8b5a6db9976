// The web app in Debian's Chromium: the built site served with COOP/COEP, Minesweeper running at once,
// a whole game played with the keyboard, Stop, the INKEY$ poll rate, errors in the editor, edits kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  canvasPixel, canvasPixels, collectErrors, debugState, launchChromium, serveBuiltSite, serveDevSite, waitForState, type Site,
} from './harness.js';
import { keysToScript, keysUntilEnd, readMinesweeper, runHeadless } from './minesweeper-game.js';
import { differingPixels, goldenGame } from './golden-frame.js';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  site = await serveBuiltSite();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(path = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('qbasic-ts:fresh', '0')); // QBasic's own minefield
  await page.goto(site.url + path);
  return { page, errors };
}

/** Put `source` in place of the shipped Minesweeper (as an edit kept in localStorage) and reload. */
async function runInstead(page: Page, source: string): Promise<void> {
  await page.evaluate((text) => localStorage.setItem('qbasic-ts:source:minesweeper', text), source);
  await page.reload();
}

/** Playwright names of the special keys the games type (other characters are typed as themselves). */
const PLAYWRIGHT_KEYS: Record<string, string> = {
  '\0H': 'ArrowUp', '\0P': 'ArrowDown', '\0K': 'ArrowLeft', '\0M': 'ArrowRight',
  '\r': 'Enter', '\x1b': 'Escape', ' ': 'Space',
};

describe('the web app', () => {
  it('loads with Minesweeper running on a 320x200 canvas, scaled by a whole number, with no console error', async () => {
    const { page, errors } = await openPage();
    const state = await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    expect(state.program).toBe('minesweeper');
    expect(state.view).toBe('play');
    expect(await page.textContent('.qb-about h2')).toBe('Minesweeper');
    const layout = await page.evaluate(() => {
      const canvas = document.getElementById('screen') as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      return {
        isolated: crossOriginIsolated, width: canvas.width, height: canvas.height,
        cssWidth: box.width, cssHeight: box.height, focused: document.activeElement === canvas,
        rendering: getComputedStyle(canvas).imageRendering,
      };
    });
    expect(layout).toMatchObject({ isolated: true, width: 320, height: 200, focused: true, rendering: 'pixelated' });
    expect(layout.cssWidth / 320).toBe(3); // 1020x770 of room beside how-to-play: 3x is the largest whole scale
    expect(layout.cssHeight / 200).toBe(3);
    await page.screenshot({ path: '/tmp/qbasic-web-start.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [name, verdict] of [['won', 'ALL DONE!'], ['lost', 'YOU BLEW IT!']] as const) {
    it(`plays the golden ${name} game with the keyboard to ${verdict}, pixel for pixel like the golden frame`, async () => {
      const source = readMinesweeper();
      const golden = goldenGame(name);
      const keys = keysUntilEnd(source, golden.keys);
      const headless = runHeadless(source, keysToScript(keys), false); // the same game
      const { page, errors } = await openPage();
      await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
      for (const key of keys) {
        if (PLAYWRIGHT_KEYS[key]) await page.keyboard.press(PLAYWRIGHT_KEYS[key]!);
        else await page.keyboard.type(key);
        await waitForState(page, (d) => d.pendingKeys === 0);
      }
      const end = await waitForState(page, (d) => d.state === 'ended');
      expect(end.output).toBe(golden.out);
      await page.waitForTimeout(50); // one more animation frame paints the last picture
      const canvas = await canvasPixels(page);
      await page.screenshot({ path: `/tmp/qbasic-web-${name}.png` });
      expect([canvas.width, canvas.height]).toEqual([golden.width, golden.height]);
      expect(differingPixels(canvas.rgba, golden.rgba)).toBe(0);
      expect(differingPixels(canvas.rgba, headless.rgba)).toBe(0);
      // in Play the end offers another game, not the editor
      expect(await page.isVisible('#play-again')).toBe(true);
      expect(await page.isVisible('#see-code')).toBe(true);
      await page.click('#play-again');
      await waitForState(page, (d) => d.view === 'play' && d.state === 'running' && d.output.includes('CELLS:'));
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it('stops DO: LOOP within 200 ms (Stop button and Ctrl+Break)', async () => {
    const { page, errors } = await openPage();
    await runInstead(page, 'SCREEN 13\nDO: c = (c + 1) AND 255: PSET (0, 0), c: LOOP\n');
    for (const how of ['button', 'ctrl+break'] as const) {
      if (how === 'ctrl+break') {
        await page.keyboard.press('F5');
      }
      await waitForState(page, (d) => d.state === 'running');
      const latency = await measureStop(page, how);
      console.log(
        `Stop (${how}): the loop's last pixel write came ${latency.fromEvent.toFixed(1)} ms after the input event, ` +
          `${latency.fromStop.toFixed(1)} ms after stop()`,
      );
      expect(latency.fromEvent).toBeLessThan(200);
      expect((await debugState(page)).state).toBe('stopped');
    }
    await page.screenshot({ path: '/tmp/qbasic-web-stopped.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows SCREEN 0 text printed before a busy loop while the loop runs (text is drawn lazily)', async () => {
    const { page, errors } = await openPage();
    await runInstead(page, 'CLS\nPRINT "busy"\nDO: c = c + 1: LOOP\n');
    await waitForState(page, (d) => d.state === 'running');
    // the 'b' of row 1 in light grey (7) somewhere in the first cell's 8x16 pixels, drawn for the painter
    const lit = async () => page.evaluate(() => {
      const d = (window as unknown as { qbasic: { pixel(i: number): number } }).qbasic;
      let n = 0;
      for (let y = 0; y < 16; y++) for (let x = 0; x < 8; x++) if (d.pixel(y * 640 + x) === 7) n++;
      return n;
    });
    await expect.poll(lit, { timeout: 2000 }).toBeGreaterThan(10);
    expect((await debugState(page)).state).toBe('running');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an INKEY$ loop polls at a bounded rate and still answers a key at once', async () => {
    const { page } = await openPage();
    await runInstead(page, 'PRINT "waiting"\nDO: k$ = INKEY$: LOOP UNTIL k$ <> ""\nPRINT "got "; k$\n');
    await waitForState(page, (d) => d.state === 'running' && d.polls > 0);
    const before = await debugState(page);
    const t0 = Date.now();
    await page.waitForTimeout(1000);
    const after = await debugState(page);
    const perSecond = (after.polls - before.polls) / ((Date.now() - t0) / 1000);
    console.log(`INKEY$ loop: ${perSecond.toFixed(0)} polls per second`);
    expect(perSecond).toBeLessThan(1100);
    expect(perSecond).toBeGreaterThan(100);
    const pressed = Date.now();
    await page.keyboard.press('q');
    const done = await waitForState(page, (d) => d.state === 'ended');
    console.log(`INKEY$ loop: key to program end ${Date.now() - pressed} ms`);
    expect(done.output).toContain('got q');
    await page.close();
  });

  it('ON TIMER and ON KEY handlers run while the program is busy, and a trapped key never reaches INKEY$', async () => {
    const { page, errors } = await openPage();
    const program = [
      'ON TIMER(1) GOSUB Tick', 'ON KEY(1) GOSUB F1', 'TIMER ON: KEY(1) ON',
      'DO: k$ = k$ + INKEY$: LOOP UNTIL ticks >= 2 AND f1 = 1',
      'PRINT "ticks"; ticks; "F1"; f1; "INKEY$ got "; k$', 'END',
      'Tick: ticks = ticks + 1: RETURN', 'F1: f1 = f1 + 1: RETURN', '',
    ].join('\n');
    await runInstead(page, program);
    await waitForState(page, (d) => d.state === 'running');
    const started = Date.now();
    await page.keyboard.press('F1');
    await page.keyboard.press('x');
    const done = await waitForState(page, (d) => d.state === 'ended', 10_000);
    const took = Date.now() - started;
    console.log(`ON TIMER(1): two ticks after ${took} ms`);
    expect(done.output).toContain('ticks 2 F1 1 INKEY$ got x');
    expect(took).toBeGreaterThan(1500);
    expect(took).toBeLessThan(4000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('INPUT shows a blinking cursor where the typing goes, and gets the line typed', async () => {
    const { page, errors } = await openPage();
    await runInstead(page, 'SCREEN 13\nINPUT "Name"; n$\nPRINT "Hi "; n$\n');
    await waitForState(page, (d) => d.state === 'running');
    await page.keyboard.type('Bob');
    await page.waitForFunction(() => (window as unknown as { qbasic: { cursor: number[] } }).qbasic.cursor[0] === 9 * 8);
    const cursor = await page.evaluate(() => (window as unknown as { qbasic: { cursor: number[] } }).qbasic.cursor);
    expect(cursor).toEqual([72, 0, 8]); // row 1, column 10 (after `Name? Bob`), 8-pixel cells
    const underline = new Set<number>();
    for (let i = 0; i < 12; i++) {
      underline.add((await canvasPixel(page, 72, 6))[0]!); // the cursor's first scan line, red channel
      await page.waitForTimeout(60);
    }
    expect([...underline].sort()).toEqual([0, 255]); // it blinks: black, then white
    await page.screenshot({ path: '/tmp/qbasic-web-input.png' });
    await page.keyboard.press('Enter');
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toContain('Hi Bob');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('BEEP and SOUND reach the page as tones and hold the program for their length', async () => {
    const { page, errors } = await openPage();
    await runInstead(page, 't! = TIMER\nBEEP\nSOUND 440, 9.1\nPRINT "took"; TIMER - t!\n');
    const end = await waitForState(page, (d) => d.state === 'ended');
    const took = Number(/took\s*([\d.]+)/.exec(end.output)?.[1]);
    expect(took).toBeGreaterThan(0.69); // 250 ms + 500 ms, in 55 ms clock ticks
    expect(took).toBeLessThan(1.2);
    const tones = await page.evaluate(() => (window as unknown as { qbasic: { tones: number[][] } }).qbasic.tones);
    expect(tones.map(([f, ms]) => [f, Math.round(ms!)])).toEqual([[800, 250], [440, 500]]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a syntax error at its line, a runtime error at its line, and keeps edits over a reload', async () => {
    const { page } = await openPage();
    await waitForState(page, (d) => d.state === 'running');
    await page.click('#stop');
    await page.click('#see-code');
    await waitForState(page, (d) => d.view === 'edit');
    await page.waitForSelector('.cm-content');
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('PRINT (1 +\n');
    await page.waitForSelector('#problems:not([hidden])');
    expect(await page.textContent('#problems')).toMatch(/^Line 1, column \d+: /);
    expect(await page.locator('.cm-line').first().locator('.cm-lintRange-error').count()).toBe(1); // `+` marked
    await page.keyboard.press('F5'); // running a program with a syntax error stays in the editor
    await waitForState(page, (d) => d.state === 'error' && d.view === 'edit');
    await page.screenshot({ path: '/tmp/qbasic-web-syntax-error.png' });
    await page.reload(); // a reload in Edit stays in Edit with the text, and runs nothing (as an IDE does)
    await waitForState(page, (d) => d.view === 'edit' && d.state !== 'running');
    await page.waitForSelector('#problems:not([hidden])');
    expect(await page.locator('.cm-line').first().textContent()).toBe('PRINT (1 +');
    await page.locator('.cm-content').click();
    // a runtime error: Overflow on line 2
    await page.keyboard.press('Control+a');
    await page.keyboard.type('x% = 32767\nx% = x% + 1\n');
    await page.keyboard.press('F5');
    // the failed run is replayed under the debugger, paused at the error; F5 then ends it
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'Paused at line 2: Overflow');
    expect(await page.locator('.cm-debug-statement').textContent()).toBe('x% = x% + 1');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'error' && d.view === 'edit');
    expect(await page.textContent('#problems')).toMatch(/^Line 2, column \d+: Overflow A number got too big for its type\. INTEGER/);
    await page.waitForTimeout(800); // the checker, finding nothing wrong, must not wipe the runtime error
    expect(await page.textContent('#problems')).toMatch(/^Line 2, column \d+: Overflow A number got too big for its type\. INTEGER/);
    expect(await page.locator('.cm-line').nth(1).locator('.cm-lintRange-error').count()).toBe(1);
    expect(await page.textContent('#status')).toBe('Overflow in line 2');
    await page.screenshot({ path: '/tmp/qbasic-web-runtime-error.png' });
    await page.close();
  });
});

describe('npm start (the Vite dev server)', () => {
  it('sends the isolation headers and runs Minesweeper', async () => {
    const dev = await serveDevSite();
    try {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      const response = await page.goto(dev.url);
      expect(response?.headers()).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'), 60_000);
      expect(errors.filter((e) => !e.includes('[vite]'))).toEqual([]);
      await page.close();
    } finally {
      await dev.close();
    }
  });
});

/** A worker that watches pixel 0 of the shared framebuffer: it samples every millisecond on its own
 * thread (sleeping in between, so as not to take a CPU from the program), so a busy page does not blur
 * the measurement. Posts the absolute time (ms since the epoch) of the last change. */
const PIXEL_WATCHER = `onmessage = (e) => {
  const pixels = new Uint8Array(e.data.buffer);
  const nap = new Int32Array(new SharedArrayBuffer(4));
  const end = performance.now() + e.data.ms;
  let last = pixels[0], lastChange = performance.now();
  while (performance.now() < end) {
    Atomics.wait(nap, 0, 0, 1);
    const now = pixels[0];
    if (now !== last) { last = now; lastChange = performance.now(); }
  }
  postMessage(performance.timeOrigin + lastChange);
};`;

/**
 * Stop a program that writes pixel 0 non-stop. Returns, in ms, from the Stop input event and from the
 * app's stop() to the last change of that pixel.
 */
async function measureStop(page: Page, how: 'button' | 'ctrl+break'): Promise<{ fromEvent: number; fromStop: number }> {
  const measuring = page.evaluate(async (source) => {
    const q = (window as unknown as { qbasic: { pixelBuffer: SharedArrayBuffer; stoppedAt: number } }).qbasic;
    let requested = NaN;
    const note = (event: Event) => (requested = performance.timeOrigin + event.timeStamp);
    document.getElementById('stop')!.addEventListener('click', note, { once: true });
    window.addEventListener('keydown', (event) => { if (event.key === 'Pause') note(event); });
    const watcher = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    const lastChange = await new Promise<number>((resolve) => {
      watcher.onmessage = (event) => resolve(event.data as number);
      watcher.postMessage({ buffer: q.pixelBuffer, ms: 1500 });
    });
    watcher.terminate();
    return { lastChange, requested, stoppedAt: performance.timeOrigin + q.stoppedAt };
  }, PIXEL_WATCHER);
  await page.waitForTimeout(300);
  if (how === 'button') await page.click('#stop');
  else await page.keyboard.press('Control+Pause');
  const { lastChange, requested, stoppedAt } = await measuring;
  expect(requested).not.toBeNaN();
  return { fromEvent: Math.max(0, lastChange - requested), fromStop: Math.max(0, lastChange - stoppedAt) };
}
