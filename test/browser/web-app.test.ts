// The web app in Debian's Chromium: the built site served with COOP/COEP, Minesweeper running at once,
// a whole game played with the keyboard, Stop, the INKEY$ poll rate, errors in the editor, edits kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  canvasPixels, collectErrors, debugState, launchChromium, serveBuiltSite, waitForState, type Site,
} from './harness.js';
import { keysToScript, readMinesweeper, runHeadless, winningKeys } from './minesweeper-game.js';
import { goldenWonFrame } from './golden-frame.js';

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
  await page.goto(site.url + path);
  return { page, errors };
}

/** Put `source` in place of the shipped Minesweeper (as an edit kept in localStorage) and reload. */
async function runInstead(page: Page, source: string): Promise<void> {
  await page.evaluate((text) => localStorage.setItem('qbasic-ts:source:minesweeper', text), source);
  await page.reload();
}

const PLAYWRIGHT_KEYS: Record<string, string> = {
  '\0H': 'ArrowUp', '\0P': 'ArrowDown', '\0K': 'ArrowLeft', '\0M': 'ArrowRight',
  '\r': 'Enter', '\x1b': 'Escape', ' ': 'Space',
};

describe('the web app', () => {
  it('loads with Minesweeper running on a 320x200 canvas, scaled by a whole number, with no console error', async () => {
    const { page, errors } = await openPage();
    const state = await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    expect(state.program).toBe('minesweeper');
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
    expect(layout.cssWidth / 320).toBe(3); // 1280x770 of room: 3x is the largest whole scale
    expect(layout.cssHeight / 200).toBe(3);
    await page.screenshot({ path: '/tmp/qbasic-web-start.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a whole game with the keyboard to ALL DONE!, pixel for pixel like the headless run', async () => {
    const source = readMinesweeper();
    const keys = winningKeys(source);
    const expected = runHeadless(source, keysToScript(keys));
    const { page, errors } = await openPage();
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    for (const key of keys) {
      await page.keyboard.press(PLAYWRIGHT_KEYS[key] ?? key);
      await waitForState(page, (d) => d.pendingKeys === 0);
    }
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toContain('ALL DONE!');
    expect(end.output).toBe(expected.output);
    await page.waitForTimeout(50); // one more animation frame paints the prompt
    const canvas = await canvasPixels(page);
    await page.screenshot({ path: '/tmp/qbasic-web-won.png' });
    expect([canvas.width, canvas.height]).toEqual([expected.width, expected.height]);
    expect(differingPixels(canvas.rgba, expected.rgba)).toBe(0);
    const golden = goldenWonFrame();
    if (golden) {
      // the golden frame has no end prompt: compare everything above the bottom text row
      const rows = golden.height - 8;
      expect(differingPixels(canvas.rgba.subarray(0, rows * 320 * 4), golden.rgba.subarray(0, rows * 320 * 4))).toBe(0);
    }
    await page.keyboard.press('Space'); // `Press any key to continue` returns to the editor
    await waitForState(page, (d) => d.view === 'editor' && d.state === 'idle');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stops DO: LOOP within 200 ms (Stop button and Ctrl+Break)', async () => {
    const { page, errors } = await openPage();
    await runInstead(page, 'SCREEN 13\nDO: c = (c + 1) AND 255: PSET (0, 0), c: LOOP\n');
    for (const how of ['button', 'ctrl+break'] as const) {
      if (how === 'ctrl+break') {
        await page.keyboard.press('F5');
      }
      await waitForState(page, (d) => d.state === 'running');
      const latency = await measureStop(page, how);
      console.log(`Stop (${how}): the framebuffer stopped changing ${latency.toFixed(1)} ms after the request`);
      expect(latency).toBeLessThan(200);
      expect((await debugState(page)).state).toBe('stopped');
    }
    await page.screenshot({ path: '/tmp/qbasic-web-stopped.png' });
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

  it('shows a syntax error at its line, a runtime error at its line, and keeps edits over a reload', async () => {
    const { page } = await openPage();
    await waitForState(page, (d) => d.state === 'running');
    await page.click('#stop');
    await waitForState(page, (d) => d.view === 'editor');
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('PRINT (1 +\n');
    await page.waitForSelector('#problems:not([hidden])');
    expect(await page.textContent('#problems')).toMatch(/^Line 1, column \d+: /);
    expect(await page.locator('.cm-line').first().locator('.cm-lintRange-error').count()).toBe(1); // `+` marked
    await page.keyboard.press('F5'); // running a program with a syntax error stays in the editor
    await waitForState(page, (d) => d.state === 'error' && d.view === 'editor');
    await page.screenshot({ path: '/tmp/qbasic-web-syntax-error.png' });
    await page.reload();
    await waitForState(page, (d) => d.state === 'error' && d.view === 'editor');
    expect(await page.locator('.cm-line').first().textContent()).toBe('PRINT (1 +');
    // a runtime error: Overflow on line 2
    await page.keyboard.press('Control+a');
    await page.keyboard.type('x% = 32767\nx% = x% + 1\n');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'error' && d.view === 'editor');
    expect(await page.textContent('#problems')).toMatch(/^Line 2, column \d+: Overflow$/);
    await page.screenshot({ path: '/tmp/qbasic-web-runtime-error.png' });
    await page.close();
  });
});

function differingPixels(a: Uint8Array, b: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  }
  return count;
}

/**
 * Stop a program that writes pixel 0 non-stop, and return the time from the input event (its
 * timeStamp) to the last change of that pixel, sampled in the page every few milliseconds.
 */
async function measureStop(page: Page, how: 'button' | 'ctrl+break'): Promise<number> {
  const sampling = page.evaluate(async () => {
    const q = (window as unknown as { qbasic: { pixel(i: number): number; stoppedAt: number } }).qbasic;
    let requested = NaN;
    const note = (event: Event) => (requested = event.timeStamp);
    document.getElementById('stop')!.addEventListener('click', note, { once: true });
    window.addEventListener('keydown', note, { once: true });
    const start = performance.now();
    let last = q.pixel(0);
    let lastChange = start;
    while (performance.now() - start < 800) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const now = q.pixel(0);
      if (now !== last) {
        last = now;
        lastChange = performance.now();
      }
    }
    return { lastChange, requested, stoppedAt: q.stoppedAt };
  });
  await page.waitForTimeout(100);
  if (how === 'button') await page.click('#stop');
  else await page.keyboard.press('Control+Pause');
  const { lastChange, requested, stoppedAt } = await sampling;
  console.log(`Stop (${how}): input event -> stop() ${(stoppedAt - requested).toFixed(1)} ms, stop() -> last pixel change ${(lastChange - stoppedAt).toFixed(1)} ms`);
  expect(requested).not.toBeNaN();
  return Math.max(0, lastChange - requested);
}
