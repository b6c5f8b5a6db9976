// The debugger in the page (Chromium): F8 steps with the statement highlighted, F9 sets a breakpoint and F5
// runs to it, the Variables / Call stack / Immediate regions and the status line say what they should,
// Shift+F8 steps back, and an Immediate statement runs in the paused program. Screenshots at desktop and
// phone sizes go to test/output/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, repoRoot, serveBuiltSite, waitForState, type Site } from './harness.js';

const SHOTS = join(repoRoot, 'test/output/debugger');

const PROGRAM = [
  'CLS', // 1
  'x = 1', // 2
  'y = 2.5: z$ = "hi"', // 3
  'CALL Show(x)', // 4
  'PRINT "done"; x', // 5
  'SUB Show (n)', // 6
  '  PRINT "n ="; n', // 7
  'END SUB', // 8
].join('\n');

let site: Site;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  site = await serveBuiltSite();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const status = (page: Page) => page.locator('#status').textContent();
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function waitForStatus(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction((t) => document.getElementById('status')?.textContent === t, text, { timeout: 10_000 });
  } catch {
    throw new Error(`status ${JSON.stringify(await status(page))}, waited for ${JSON.stringify(text)}`);
  }
}

/** Open the page with `program` in place of Minesweeper, let its first run end, and go to the editor. */
async function openEditor(width: number, height: number, program = PROGRAM, keys = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = collectErrors(page);
  await page.goto(site.url);
  await page.evaluate((text) => localStorage.setItem('qbasic-ts:source:minesweeper', text), program);
  await page.reload();
  if (keys) {
    await waitForState(page, (d) => d.state === 'running');
    await page.keyboard.type(keys);
  }
  await waitForState(page, (d) => d.state === 'ended');
  await toEditor(page);
  return { page, errors };
}

/** From Play (the run over) to the Edit view, the editor loaded. */
async function toEditor(page: Page): Promise<void> {
  await page.click('#toggle-view');
  await waitForState(page, (d) => d.view === 'edit');
  await page.locator('.cm-content').waitFor();
}

async function cursorToLine(page: Page, line: number): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
}

describe('the debugger', () => {
  it('steps, stops at a breakpoint, shows variables and the call stack, steps back and runs Immediate statements', async () => {
    const { page, errors } = await openEditor(1280, 800);
    await page.locator('.cm-content').click();
    await page.keyboard.press('F8');
    await waitForStatus(page, 'Paused at line 1');
    expect(await page.locator('.cm-debug-statement').textContent()).toBe('CLS');
    await page.keyboard.press('F8');
    await waitForStatus(page, 'Paused at line 2');
    await page.keyboard.press('F8');
    await waitForStatus(page, 'Paused at line 3');
    expect(await page.locator('.cm-debug-statement').textContent()).toBe('y = 2.5');
    await page.keyboard.press('F8');
    await page.waitForFunction(() => document.querySelector('.cm-debug-statement')?.textContent === 'z$ = "hi"');
    const variables = region(page, 'Variables');
    await expect.poll(() => variables.textContent()).toContain('y SINGLE = 2.5');
    expect(await variables.locator('li.changed').textContent()).toContain('y SINGLE = 2.5');
    expect(await variables.textContent()).toContain('x SINGLE = 1');

    await cursorToLine(page, 7);
    await page.keyboard.press('F9');
    expect(await page.locator('.cm-breakpoint:visible').count()).toBe(1);
    await page.keyboard.press('F5');
    await waitForStatus(page, 'Paused at line 7 in Show');
    expect(await page.locator('.cm-debug-line').textContent()).toBe('  PRINT "n ="; n');
    const stack = await region(page, 'Call stack').getByRole('listitem').allTextContents();
    expect(stack).toEqual(['Show line 7', 'module line 4']);
    expect(await variables.textContent()).toContain('n SINGLE = 1');
    await page.screenshot({ path: join(SHOTS, 'paused-desktop.png') });

    await page.keyboard.press('Shift+F8');
    await waitForStatus(page, 'Paused at line 4');
    expect(await page.locator('.cm-debug-statement').textContent()).toBe('CALL Show(x)');

    const immediate = region(page, 'Immediate').getByRole('textbox', { name: 'Immediate statement' });
    await immediate.fill('x = 5');
    await immediate.press('Enter');
    await expect.poll(() => variables.textContent()).toContain('x SINGLE = 5');
    await immediate.fill('PRINT x * 100');
    await immediate.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { qbasic: { output: string } }).qbasic.output)).toContain(' 500 \n');
    expect(await region(page, 'Immediate').textContent()).toContain('> PRINT x * 100');

    const watch = region(page, 'Watch').getByRole('textbox', { name: 'Watch expression' });
    await watch.fill('x * 2 + LEN(z$)');
    await watch.press('Enter');
    await expect.poll(() => region(page, 'Watch').textContent()).toContain('x * 2 + LEN(z$) = 12');

    await page.keyboard.press('F5');
    await waitForStatus(page, 'Paused at line 7 in Show');
    expect(await variables.textContent()).toContain('n SINGLE = 5');
    await page.keyboard.press('F5');
    await expect.poll(() => status(page)).toContain('the program ended');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'ended');
    expect(await page.evaluate(() => (window as unknown as { qbasic: { output: string } }).qbasic.output)).toContain('done 5');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pauses on a runtime error with the message and the call stack, screen kept, at phone size', async () => {
    const { page, errors } = await openEditor(390, 844);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nSUB Boom\n  PRINT 1 / 0\nEND SUB\n');
    await cursorToLine(page, 5);
    await page.keyboard.press('End');
    await page.keyboard.type(': CALL Boom');
    await page.keyboard.press('F7');
    await waitForStatus(page, 'Paused at line 5');
    await page.keyboard.press('F5');
    await waitForStatus(page, 'Paused at line 10 in Boom: Division by zero');
    // on a phone the debugger's panels are tabs: the call stack is one tap away
    await page.getByRole('button', { name: 'Show Call stack' }).click();
    expect(await region(page, 'Call stack').getByRole('listitem').allTextContents()).toEqual(['Boom line 10', 'module line 5']);
    expect(await page.locator('#play-view').isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'error-phone.png') });
    await page.keyboard.press('Shift+F8');
    await waitForStatus(page, 'Paused at line 10 in Boom');
    await page.screenshot({ path: join(SHOTS, 'back-phone.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a normal run (F5) that fails is replayed under the debugger: paused at the error, call stack and screen shown', async () => {
    const { page, errors } = await openEditor(1280, 800);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // the INPUT proves the replay: the debug run is given the typed answer, not asked again
    await page.keyboard.type('INPUT "n"; x\nCALL S(x)\nSUB S (n)\nPRINT "before"\na% = 32767: a% = a% + n\nEND SUB\n');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.view === 'play' && d.state === 'running');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await waitForStatus(page, 'Paused at line 5 in S: Overflow');
    expect(await region(page, 'Call stack').getByRole('listitem').allTextContents()).toEqual(['S line 5', 'module line 2']);
    expect(await page.locator('#play-view').isVisible()).toBe(true);
    expect(await page.locator('#edit-view').isVisible()).toBe(true);
    const output = await page.evaluate(() => (window as unknown as { qbasic: { output: string } }).qbasic.output);
    expect(output).toContain('n? 1');
    expect(output).toContain('before');
    await page.screenshot({ path: join(SHOTS, 'normal-run-error.png') });
    await page.keyboard.press('Shift+F8');
    await waitForStatus(page, 'Paused at line 5 in S');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('steps over INPUT: the typing goes to the program, then it pauses at the next statement', async () => {
    const { page, errors } = await openEditor(1280, 800, 'INPUT "Name"; n$\nPRINT "Hi "; n$\n', 'x\n');
    await page.locator('.cm-content').click();
    await page.keyboard.press('F8');
    await waitForStatus(page, 'Paused at line 1');
    await page.keyboard.press('F8');
    await waitForStatus(page, 'Running');
    await page.keyboard.type('Bob');
    await page.keyboard.press('Enter');
    await waitForStatus(page, 'Paused at line 2');
    expect(await region(page, 'Variables').textContent()).toContain('n$ STRING = "Bob"');
    expect(await page.locator('.cm-content').textContent()).not.toContain('Bob');
    await page.screenshot({ path: join(SHOTS, 'input-desktop.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('debugs the shipped Minesweeper: a breakpoint in a FUNCTION, its arrays and the shared ones', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(site.url);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await page.keyboard.press('Control+Pause');
    await waitForState(page, (d) => d.state === 'stopped');
    await toEditor(page);
    await cursorToLine(page, 128);
    await page.keyboard.press('F9');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.output.includes('CELLS:'));
    await page.keyboard.press('Space');
    await waitForStatus(page, 'Paused at line 128 in fieldReveal');
    const variables = region(page, 'Variables');
    expect(await variables.textContent()).toContain('gFieldW INTEGER, shared = 10');
    await variables.locator('summary', { hasText: 'near INTEGER (array)' }).click();
    expect(await variables.textContent()).toContain('near INTEGER (array) = (0 TO 7)');
    expect(await region(page, 'Call stack').getByRole('listitem').allTextContents()).toEqual(['fieldReveal line 128', 'main line 373', 'module line 36']);
    await page.screenshot({ path: join(SHOTS, 'minesweeper-desktop.png') });
    await region(page, 'Call stack').getByRole('button', { name: 'main line 373' }).click();
    await expect.poll(() => variables.textContent()).toContain('plX INTEGER = 0');
    expect(await page.locator('.debug-stack [aria-current="true"]').textContent()).toBe('main line 373');
    await page.keyboard.press('F10');
    await waitForStatus(page, 'Paused at line 131 in fieldReveal');
    await page.keyboard.press('F9'); // the cursor is still on line 128: its breakpoint goes
    expect(await page.locator('.cm-breakpoint:visible').count()).toBe(0);
    await page.keyboard.press('F5');
    await waitForStatus(page, 'Running');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space'); // reveals another cell without stopping
    await page.waitForTimeout(300);
    expect(await status(page)).toBe('Running');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(SHOTS, 'minesweeper-phone.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
