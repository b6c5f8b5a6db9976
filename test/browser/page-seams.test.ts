// The page as its three rooms meet: Play, Edit, Edit paused in the debugger, help and the DRAW inspector at
// desktop and phone sizes. Play downloads neither the editor nor the inspector; in every view the program's
// screen lies whole inside the window and below the toolbar; screenshots go to test/output/seams/.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, repoRoot, serveBuiltSite, waitForState, type Site } from './harness.js';
import { chooseMenu } from './edit-harness.js';

const SHOTS = join(repoRoot, 'test/output/seams');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveBuiltSite()]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The shown part of the canvas (a phone's zoom may take it past its box, which clips it) against the
 *  toolbar's bottom and the window. */
async function screenPlacement(page: Page): Promise<{ top: number; bottom: number; left: number; right: number; toolbar: number; width: number; height: number }> {
  return page.evaluate(() => {
    const canvas = document.getElementById('screen')!.getBoundingClientRect();
    const box = document.querySelector('.qb-screen-box')!.getBoundingClientRect();
    const toolbar = document.getElementById('toolbar')!.getBoundingClientRect();
    return {
      top: Math.max(canvas.top, box.top), bottom: Math.min(canvas.bottom, box.bottom),
      left: Math.max(canvas.left, box.left), right: Math.min(canvas.right, box.right),
      toolbar: toolbar.bottom, width: innerWidth, height: innerHeight,
    };
  });
}

async function debugOutput(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { qbasic: { output: string } }).qbasic.output);
}

async function expectScreenInView(page: Page): Promise<void> {
  await page.waitForTimeout(100); // the painter fits the canvas on its box's next resize
  const at = await screenPlacement(page);
  expect(at.top, JSON.stringify(at)).toBeGreaterThanOrEqual(at.toolbar - 0.5);
  expect(at.bottom, JSON.stringify(at)).toBeLessThanOrEqual(at.height + 0.5);
  expect(at.left).toBeGreaterThanOrEqual(-0.5);
  expect(at.right).toBeLessThanOrEqual(at.width + 0.5);
}

describe.each(Object.entries(SIZES))('the page at %s size', (size, viewport) => {
  it('plays without the editor or the inspector, then edits, debugs, shows help and inspects DRAW', async () => {
    const page = await browser.newPage({ viewport, hasTouch: size === 'phone', isMobile: size === 'phone' });
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(site.url);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await expectScreenInView(page);
    await page.screenshot({ path: join(SHOTS, `play-${size}.png`) });
    // the rooms' chunks, and `src`: the interpreter on the page's thread (Play has it only in the worker)
    const loaded = () => scripts.filter((url) => /\/assets\/(room|tools|help|gallery|inspect|src)-/.test(url));
    expect(loaded()).toEqual([]);

    await page.click('#stop');
    await page.click('#toggle-view');
    await waitForState(page, (d) => d.view === 'edit');
    await page.locator('.cm-content').waitFor();
    await page.screenshot({ path: join(SHOTS, `edit-${size}.png`) });

    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 127; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('F9'); // in fieldReveal%, which Space calls
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.output.includes('CELLS:'));
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('Paused at line 128'));
    await expectScreenInView(page);
    // the Edit tool row shows above the editor, not under the program's screen
    const covered = await page.evaluate(() => {
      const button = document.querySelector('.edit-tools button')!.getBoundingClientRect();
      return !document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2)?.closest('.edit-tools');
    });
    expect(covered).toBe(false);
    await page.screenshot({ path: join(SHOTS, `paused-${size}.png`) });
    await page.click('#stop');
    await waitForState(page, (d) => d.state === 'stopped');

    await page.getByRole('button', { name: 'Help' }).click();
    await page.screenshot({ path: join(SHOTS, `help-${size}.png`) });
    await page.keyboard.press('Escape');

    // (a phone's Edit toolbar leaves the inspector to the View menu)
    if (size === 'phone') await chooseMenu(page, 'View', 'DRAW inspector');
    else await page.getByRole('button', { name: 'Inspect DRAW', exact: true }).click();
    await page.getByLabel('DRAW string', { exact: true }).waitFor();
    await page.screenshot({ path: join(SHOTS, `inspector-${size}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the first run's start", () => {
  it('runs a shipped listing from its parse tree, without the parser; an edited listing from its text', async () => {
    // the worker the page starts first, named in index.html's head, holds no parser (worker-parser-*.js does)
    const html = readFileSync(join(site.dir!, 'index.html'), 'utf8');
    const entry = /new Worker\("\.\/(assets\/worker-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    expect(readFileSync(join(site.dir!, entry!), 'utf8')).not.toMatch(/Chevrotain|createToken/);
    // the parser's chunk has the CLI's Chevrotain start-up shortcuts (scripts/chevrotain-startup.mjs): its lexer
    // computes the first-character index of codes above 255 instead of filling a table
    const parserChunk = readdirSync(join(site.dir!, 'assets')).find((f) => /^worker-parser-[\w-]+\.js$/.test(f));
    expect(readFileSync(join(site.dir!, 'assets', parserChunk!), 'utf8')).toMatch(/255\s*\+\s*~~\(\w+\s*\/\s*255\)/);
    const page = await browser.newPage({ viewport: SIZES.desktop });
    const errors = collectErrors(page);
    const parserLoads: string[] = [];
    /** when each file was asked for and when it had come, in order of events */
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/worker-parser-[\w-]+\.js$/.test(request.url())) parserLoads.push(request.url());
      events.push(`asked ${new URL(request.url()).pathname}`);
    });
    page.on('requestfinished', (request) => events.push(`came ${new URL(request.url()).pathname}`));
    await page.goto(site.url);
    await page.waitForFunction(() => (window as unknown as { qbasic?: { firstFrame: number } }).qbasic?.firstFrame! > 0);
    expect(parserLoads).toEqual([]); // (the spare worker loads it after the first picture)
    // the listing's tree goes to the worker from index.html's head, never through the page's thread
    const tree = /"minesweeper":\["[^"]+","\.\/(assets\/[^"]+)"\]/.exec(html)?.[1];
    expect(tree).toBeDefined();
    const pageLoads = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(pageLoads.filter((path) => path.endsWith(`/${tree}`))).toEqual([]);
    // the worker's name orders the tree and the interpreter's chunks, so it asks for all of them before
    // any has come (the tree once waited for the interpreter to load, and the interpreter's chunks for each other)
    const chunks = JSON.parse(/orders\.chunks = (\[[^\]]*\])/.exec(html)![1]) as string[];
    expect(chunks.length).toBeGreaterThan(1);
    const asked = (file: string) => events.findIndex((event) => event.startsWith('asked') && event.endsWith(file.slice(1)));
    const firstCame = Math.min(...[tree!, ...chunks].map((file) => events.findIndex((event) => event.startsWith('came') && event.endsWith(file.replace(/^\.\//, '/')))));
    for (const file of [`./${tree}`, ...chunks]) expect(asked(file), file).toBeLessThan(firstCame);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS: 100'));

    await page.click('#stop');
    await page.click('#toggle-view');
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('PRINT "edited"\n');
    await page.click('#toggle-view');
    await waitForState(page, (d) => d.view === 'play');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    expect((await debugOutput(page)).startsWith('edited\n')).toBe(true);
    expect(parserLoads.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the Edit room in the shell', () => {
  it("lists the user's saved program in the toolbar and plays it from there; Play ends a debug run and plays", async () => {
    const page = await browser.newPage({ viewport: SIZES.desktop });
    const errors = collectErrors(page);
    await page.goto(site.url);
    await waitForState(page, (d) => d.state === 'running');
    await page.click('#stop');
    await page.click('#toggle-view');
    await page.locator('.cm-content').waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.type('PRINT "mine"');
    await chooseMenu(page, 'File', 'Save as…');
    await page.getByLabel('Program name').fill('mine');
    await page.getByLabel('Program name').press('Enter');
    expect(await page.locator('#program optgroup[label="Your programs"] option').allTextContents()).toEqual(['mine']);
    expect(await page.locator('#program').inputValue()).toBe('user:mine');

    await page.locator('.cm-content').click();
    await page.keyboard.press('F8');
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'Paused at line 1');
    await page.click('#toggle-view'); // the debug run ends, and Play plays the program
    await waitForState(page, (d) => d.view === 'play' && d.state === 'ended' && d.output === 'mine\n');
    expect(await page.evaluate(() => document.body.classList.contains('debugging'))).toBe(false);

    await page.selectOption('#program', 'minesweeper');
    await waitForState(page, (d) => d.program === 'minesweeper' && d.state === 'running');
    await page.selectOption('#program', 'user:mine');
    const done = await waitForState(page, (d) => d.program === 'user:mine' && d.state === 'ended');
    expect(done.output).toBe('mine\n');
    expect(errors).toEqual([]);
    await page.close();
  });
});
