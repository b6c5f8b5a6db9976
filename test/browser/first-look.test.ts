// What a newcomer sees first: a screen shrunk onto a phone keeps its thin lines, the program list names a
// program it does not hold (a link's, a new one) instead of going blank, a share link says how to run
// what it opened, Stop is off while nothing runs, the status line drops the last run's error when another
// program opens, and the DRAW inspector says what a cell's number is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, serveBuiltSite, waitForState, type Site } from './harness.js';
import { chooseMenu } from './edit-harness.js';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveBuiltSite()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The canvas's sampling and how large it shows against its own pixels. */
function screenScale(page: Page): Promise<{ rendering: string; shown: number; pixels: number }> {
  return page.evaluate(() => {
    const canvas = document.getElementById('screen') as HTMLCanvasElement;
    return { rendering: getComputedStyle(canvas).imageRendering, shown: canvas.clientWidth, pixels: canvas.width };
  });
}

/** The program list's shown choice. */
const pickedProgram = (page: Page) => page.getByRole('combobox', { name: 'Program' })
  .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

/** A desktop page in Edit on a new, empty program, the caret in the editor (Stop, Edit, New as a user does). */
async function newProgram(): Promise<Page> {
  const page = await browser.newPage(DESKTOP);
  await page.goto(site.url);
  await waitForState(page, (d) => d.state === 'running');
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.locator('.cm-content').click();
  return page;
}

/** The Share dialog's link for the editor's program, made to start it or not. */
async function shareLink(page: Page, start: boolean): Promise<string> {
  await chooseMenu(page, 'File', 'Share…');
  const share = page.getByRole('dialog', { name: 'Share' });
  if (start) await share.getByLabel('Start the program at once').check();
  return share.getByRole('textbox', { name: 'Share link' }).inputValue();
}

describe('the screen on a phone', () => {
  it('is smoothed when shrunk (a 640x480 grid keeps every line) and sharp when enlarged', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${site.url}#allegro-minesweeper`);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('mines'));
    await expect.poll(async () => (await screenScale(page)).pixels).toBe(640);
    const shrunk = await screenScale(page);
    expect(shrunk.shown).toBeLessThan(shrunk.pixels);
    expect(shrunk.rendering).toBe('auto');
    await page.goto(`${site.url}#minesweeper`);
    await page.reload();
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await expect.poll(async () => (await screenScale(page)).pixels).toBe(320);
    const enlarged = await screenScale(page);
    expect(enlarged.shown).toBeGreaterThan(enlarged.pixels);
    expect(enlarged.rendering).toBe('pixelated');
    await page.close();
  });
});

describe('a share link that only opens the program', () => {
  it('names it in the program list, says F5 runs it, and leaves Stop off', async () => {
    const source = await newProgram();
    expect(await pickedProgram(source)).toBe('Untitled program');
    await source.keyboard.type('PRINT "from a link"');
    const url = await shareLink(source, false);
    expect(url).toMatch(/#code=[\w-]+$/);
    await source.close();

    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    await page.goto(url);
    await waitForState(page, (d) => d.view === 'edit');
    await expect.poll(() => page.getByRole('status').allTextContents()).toContainEqual(expect.stringMatching(/F5/));
    expect(await pickedProgram(page)).toBe('Program from a link');
    expect(await page.title()).toBe('Program from a link - QBasic');
    await expect(page.getByRole('button', { name: 'Stop' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('F5');
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toBe('from a link\n');
    // picking a shipped program in Edit opens its code in place of the link's, and its entry
    await page.keyboard.press('Space');
    await waitForState(page, (d) => d.view === 'edit');
    await page.getByRole('combobox', { name: 'Program' }).selectOption('minesweeper');
    await waitForState(page, (d) => d.view === 'edit' && d.program === 'minesweeper');
    await expect.poll(() => page.locator('.cm-line').first().textContent()).toMatch(/^DECLARE SUB main/);
    expect(await pickedProgram(page)).toBe('Minesweeper');
    expect(await page.getByRole('option', { name: 'Program from a link' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a share link that starts the program', () => {
  it('plays it in Play and ends with the player\'s card: Play again runs it again, See the code opens it', async () => {
    const source = await newProgram();
    await source.keyboard.insertText('PRINT "played"\nDO: LOOP WHILE INKEY$ = ""\n');
    const url = await shareLink(source, true);
    expect(url).toMatch(/&run=1$/);
    await source.close();

    const page = await browser.newPage(PHONE);
    const errors = collectErrors(page);
    await page.goto(url);
    for (const again of [false, true]) {
      if (again) await page.getByRole('button', { name: 'Play again' }).click();
      await waitForState(page, (d) => d.state === 'running' && d.view === 'play' && d.output === 'played\n');
      await page.tap('#touch-keys button[data-key="Enter"]');
      await waitForState(page, (d) => d.state === 'ended' && d.view === 'play');
    }
    await page.getByRole('button', { name: 'See the code' }).click();
    await waitForState(page, (d) => d.view === 'edit');
    await expect.poll(() => page.locator('.cm-content').textContent()).toContain('PRINT "played"');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a program that fails in Play', () => {
  it('says on its end card which error stopped it and where', async () => {
    const source = await newProgram();
    await source.keyboard.insertText('PRINT "Score:"; 10\nx = 1 / 0\n');
    const url = await shareLink(source, true);
    await source.close();
    const page = await browser.newPage(PHONE);
    await page.goto(url);
    await waitForState(page, (d) => d.state === 'error');
    const card = page.getByRole('dialog', { name: 'The program stopped with an error in line 2: Division by zero' });
    await expect(card.isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'See the code' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe("Edit's Play button on a program that has not run", () => {
  it('plays it, without the screen or the how-to-play of the program opened before it', async () => {
    const page = await newProgram();
    await page.keyboard.insertText('PRINT "a new one"\n');
    await page.getByRole('button', { name: /^Play/ }).click();
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end).toMatchObject({ view: 'play', output: 'a new one\n' });
    await expect(page.getByRole('heading', { name: 'Minesweeper' }).count()).resolves.toBe(0);
    await expect(page.getByRole('dialog', { name: 'The program ended by itself' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe('Pick another on a phone', () => {
  it('lists the programs with a Back button that shuts the list (there is no Esc key)', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(site.url);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    await page.tap('#touch-keys button[data-key="Escape"]'); // Minesweeper: give up
    await waitForState(page, (d) => d.state === 'ended');
    await page.getByRole('button', { name: 'Pick another' }).tap();
    const list = page.getByRole('dialog', { name: 'Pick a program' });
    await expect(list.getByRole('button', { name: 'Allegro Minesweeper' }).isVisible()).resolves.toBe(true);
    await list.getByRole('button', { name: 'Back' }).tap();
    await expect(list.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Play again' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe('the debugger without F-keys', () => {
  it('steps from the Step button, and the Run button stops at a breakpoint as F5 does', async () => {
    const page = await newProgram();
    await page.keyboard.insertText('a = 1\nb = 2\nc = 3\n');
    const status = page.locator('#status');
    await page.getByRole('toolbar', { name: 'Program' }).getByRole('button', { name: 'Step F8' }).click();
    await expect.poll(() => status.textContent()).toBe('Paused at line 1');
    await expect(page.getByRole('toolbar', { name: 'Program' }).getByRole('button', { name: 'Step F8' }).isVisible()).resolves.toBe(false);
    await page.getByRole('toolbar', { name: 'Debug' }).getByRole('button', { name: 'Step F8' }).click();
    await expect.poll(() => status.textContent()).toBe('Paused at line 2');
    await page.getByRole('button', { name: 'Stop' }).click();
    await waitForState(page, (d) => d.state !== 'running');
    await page.locator('.cm-line').nth(2).click();
    await page.keyboard.press('F9'); // a breakpoint on line 3
    await page.getByRole('button', { name: 'Run F5' }).click();
    await expect.poll(() => status.textContent()).toBe('Paused at line 3');
    await page.close();
  });
});

describe('the status line in Edit', () => {
  it('says what the last run did, and forgets it when New opens another program', async () => {
    const page = await newProgram();
    await page.keyboard.insertText('NEXT\n');
    await page.keyboard.press('F5');
    const status = page.locator('#status');
    await expect.poll(() => status.textContent()).toBe('NEXT without FOR in line 1');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    // the typed program is not saved: QBasic's question first
    await page.getByRole('alertdialog', { name: 'Save it now?' }).getByRole('button', { name: 'Don’t save' }).click();
    await expect.poll(() => status.textContent()).toBe('');
    await page.close();
  });
});

describe('the DRAW inspector', () => {
  it('says that the number in a cell is the command that set it, not a colour', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${site.url}#draw=c1%20bm+0,1ed3gr2`);
    await page.getByRole('textbox', { name: 'DRAW string' }).waitFor();
    await expect(page.getByText('set by command 3 (not a colour)').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
