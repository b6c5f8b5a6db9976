// The classroom in Chromium: QBasic's menu bar by keyboard alone and by accessible names, the Immediate
// window before any run, Help at the cursor from the button, a breakpoint by a click on the line number,
// and an exercise made by a teacher, shared as a link, opened in a fresh page, solved wrong (the checks
// fail and show the difference) and right (they pass). Screenshots go to test/output/screenshots/ (and
// to $CLASS_SHOTS when set).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, repoRoot } from './harness.js';
import { chooseMenu, DESKTOP, editRoomSite, openEditView, PHONE, setText } from './edit-harness.js';

const shared = editRoomSite();
const shots = process.env.CLASS_SHOTS ?? join(repoRoot, 'test/output/screenshots');
mkdirSync(shots, { recursive: true });

const focusedName = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return `${el?.getAttribute('role') ?? el?.tagName}:${el?.textContent?.trim()}`;
});

describe('the menu bar', () => {
  it('has QBasic\'s menus in order, named for screen readers, with every toolbar command', async () => {
    const { page, errors } = await openEditView(shared.browser, shared.site);
    const bar = page.getByRole('menubar', { name: 'Menu' });
    const heads = await bar.locator(':scope > .menu > [role=menuitem]').allTextContents();
    expect(heads).toEqual(['File', 'Edit', 'View', 'Search', 'Run', 'Debug', 'Options', 'Help']);
    await bar.getByRole('menuitem', { name: 'File', exact: true }).click();
    const file = page.getByRole('menu', { name: 'File' });
    for (const name of ['New', 'Open…', 'Save', 'Save as…', 'Download', 'Upload…', 'Share…', 'Files…', 'Gallery', 'Make an exercise…']) {
      await expect(file.getByRole('menuitem', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(bar.getByRole('menuitem', { name: 'File', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(file.isVisible()).resolves.toBe(false);
    // the compact toolbar
    const tools = await page.getByRole('toolbar', { name: 'Program' }).getByRole('button').allTextContents();
    expect(tools).toEqual(['New', 'Open…', 'Save', 'Step F8', 'Breakpoint F9', 'Help F1']);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [size, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    it(`works by keyboard alone: Alt, arrows, Enter, Esc, Alt+letter (${size})`, async () => {
      const { page, errors } = await openEditView(shared.browser, shared.site, viewport);
      await setText(page, 'PRINT "apple"\nPRINT "pear"\nPRINT "apple pie"\n');
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Alt');
      expect(await focusedName(page)).toBe('menuitem:File');
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).toBe('menuitem:Edit');
      await page.keyboard.press('ArrowDown');
      expect(await focusedName(page)).toBe('menuitem:UndoCtrl+Z');
      await page.keyboard.press('ArrowRight'); // the next menu, open
      expect(await focusedName(page)).toBe('menuitem:SUBs…F2');
      await page.screenshot({ path: join(shots, `class-menu-view-${size}.png`) });
      await page.keyboard.press('Escape');
      expect(await focusedName(page)).toBe('menuitem:View');
      await page.keyboard.press('Escape');
      expect(await focusedName(page)).toMatch(/^textbox:/); // back in the editor
      // Alt+S: the Search menu; Find… opens the editor's own search panel, in its colours
      await page.keyboard.press('Alt+s');
      expect(await focusedName(page)).toBe('menuitem:Find…Ctrl+F');
      await page.screenshot({ path: join(shots, `class-menu-search-${size}.png`) });
      await page.keyboard.press('Enter');
      const search = page.locator('.cm-search input[name=search]');
      await search.waitFor();
      await expect(search.evaluate((e) => getComputedStyle(e).backgroundColor)).resolves.toBe('rgb(0, 0, 168)');
      await page.keyboard.type('apple');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      // Repeat last find (F3 in QBasic) from the menu goes on to the next "apple"
      await page.keyboard.press('Alt+s');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const line = await page.evaluate(() => {
        const sel = getSelection();
        return sel?.anchorNode?.parentElement?.closest('.cm-line')?.textContent;
      });
      expect(line).toBe('PRINT "apple pie"');
      await page.keyboard.press('Alt+f');
      expect(await focusedName(page)).toBe('menuitem:New');
      await page.screenshot({ path: join(shots, `class-menu-file-${size}.png`) });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('the Immediate window, Help and breakpoints', () => {
  it('runs PRINT 2 + 2 before any program has run', async () => {
    const context = await shared.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${shared.site.url}#code=AwA`); // an empty shared program: nothing runs
    const input = page.getByRole('textbox', { name: 'Immediate' });
    await input.waitFor();
    expect(await page.evaluate(() => (window as unknown as { qbasic: { state: string } }).qbasic.state)).toBe('idle');
    await input.fill('PRINT 2 + 2');
    await input.press('Enter');
    const log = page.locator('.immediate-log');
    await expect(log.filter({ hasText: ' 4' }).waitFor()).resolves.toBeUndefined();
    expect(await log.textContent()).toBe('> PRINT 2 + 2\n 4 \n');
    await input.fill('PRINT 1 / 0');
    await input.press('Enter');
    await page.locator('.immediate-error', { hasText: 'Division by zero' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the help page of the keyword at the cursor from the Help button; the index is one step away', async () => {
    const { page } = await openEditView(shared.browser, shared.site);
    await setText(page, 'CLS\nFOR i = 1 TO 3\nNEXT i\n');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('toolbar', { name: 'Program' }).getByRole('button', { name: 'Help F1' }).click();
    const help = page.getByRole('dialog', { name: 'Help: FOR ... NEXT' });
    await help.waitFor();
    await help.getByRole('button', { name: 'Index (Shift+F1)' }).click();
    await page.getByRole('dialog', { name: 'Help index' }).waitFor();
    await page.close();
  });

  it('toggles a breakpoint by a click on the line number, and F5 stops there', async () => {
    const { page } = await openEditView(shared.browser, shared.site);
    await setText(page, 'a = 1\nb = 2\nc = 3\n');
    const number = page.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^2$/ });
    await number.click();
    await expect(page.locator('.cm-gutterElement:not([style*=hidden]) .cm-breakpoint').count()).resolves.toBe(1);
    await page.locator('.cm-content').click();
    await page.keyboard.press('F5');
    await page.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('Paused at line 2'));
    await page.click('#stop');
    await number.click();
    await expect(page.locator('.cm-gutterElement:not([style*=hidden]) .cm-breakpoint').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('debugging on a phone', () => {
  it('leaves at least 15 editor lines in view, the panels in tabs, the Immediate input never cut off', async () => {
    const { page, errors } = await openEditView(shared.browser, shared.site, PHONE);
    await setText(page, Array.from({ length: 40 }, (_, i) => `x = ${i}`).join('\n'));
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('F8');
    await page.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('Paused at line 1'));
    const linesInView = () => page.evaluate(() => {
      const box = document.querySelector('.cm-scroller')!.getBoundingClientRect();
      return [...document.querySelectorAll('.cm-line')].filter((line) => {
        const r = line.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= Math.min(box.bottom, innerHeight) + 1;
      }).length;
    });
    expect(await linesInView()).toBeGreaterThanOrEqual(15);
    await expect(page.getByRole('region', { name: 'Variables', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Immediate', exact: true }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Show Immediate' }).click();
    const input = page.getByRole('textbox', { name: 'Immediate statement' });
    const box = (await input.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await input.fill('PRINT x + 41');
    await input.press('Enter');
    await page.locator('.debug-log', { hasText: '> PRINT x + 41' }).waitFor();
    expect(await linesInView()).toBeGreaterThanOrEqual(15);
    await page.screenshot({ path: join(shots, 'class-debug-phone.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});

const MODEL = 'INPUT "How many"; n\nFOR i = 1 TO n\n  PRINT i * i\nNEXT i\nSCREEN 13\nCIRCLE (160, 100), n * 10, 14\n';
const WRONG = 'INPUT "How many"; n\nFOR i = 1 TO n\n  PRINT i + i\nNEXT i\nSCREEN 13\nCIRCLE (160, 100), n * 11, 14\n';

/** A teacher makes an exercise from a model solution in the editor; the link it shares. */
async function makeExercise(page: Page): Promise<string> {
  await setText(page, MODEL);
  await chooseMenu(page, 'File', 'Make an exercise…');
  const dialog = page.getByRole('dialog', { name: 'Make an exercise' });
  await dialog.getByLabel('Title').fill('Squares and a circle');
  await dialog.getByLabel('Task').fill('Ask how many, print the squares from 1 up, then draw a yellow circle of radius 10 times that.');
  await dialog.getByLabel('Starting program').fill('INPUT "How many"; n\n');
  const first = dialog.locator('.exercise-check-form').first();
  await first.getByLabel('Name').fill('Three squares');
  await first.getByLabel(/^Keys typed/).fill('3{enter}');
  await first.getByRole('button', { name: 'Capture from the model solution' }).click();
  await expect.poll(() => first.getByLabel('Expected output').inputValue(), { timeout: 15_000 }).toBe('How many? 3\n 1 \n 4 \n 9 \n');
  await dialog.getByRole('button', { name: 'Add a check' }).click();
  const second = dialog.locator('.exercise-check-form').nth(1);
  await second.getByLabel('Kind').selectOption('screen');
  await second.getByLabel('Name').fill('The circle');
  await second.getByLabel(/^Keys typed/).fill('4{enter}');
  await second.getByRole('button', { name: 'Capture from the model solution' }).click();
  await second.getByText('Expected screen captured (320x200)').waitFor();
  await dialog.getByRole('button', { name: 'Share link' }).click();
  const link = await dialog.getByLabel('Exercise link').inputValue();
  expect(link).toMatch(/#exercise=[\w-]+$/);
  return link;
}

describe('an exercise', () => {
  for (const [size, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    it(`is made, shared, opened in a fresh page, failed with the difference shown, then passed (${size})`, { timeout: 180_000 }, async () => {
      const teacher = await openEditView(shared.browser, shared.site, viewport);
      const link = await makeExercise(teacher.page);
      await teacher.page.screenshot({ path: join(shots, `class-exercise-author-${size}.png`), fullPage: true });
      await teacher.context.close();

      const context = await shared.browser.newContext({ viewport, hasTouch: viewport === PHONE });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(link);
      const panel = page.getByRole('complementary', { name: 'Exercise' });
      await panel.getByRole('heading', { name: 'Squares and a circle' }).waitFor();
      await expect(page.locator('.cm-content').textContent()).resolves.toBe('INPUT "How many"; n');

      await setText(page, WRONG);
      await panel.getByRole('button', { name: 'Check' }).click();
      await panel.getByText('0 of 2 checks pass.').waitFor({ timeout: 50_000 });
      const diff = panel.locator('.exercise-diff tr.differs').first();
      await expect(diff.locator('td').allTextContents()).resolves.toEqual(['2 ≠', ' 1', ' 2']);
      await panel.getByText(/✗ Failed The circle: \d+ pixels differ, first at/).waitFor();
      await expect(panel.getByRole('img', { name: /differing pixels in red/ }).count()).resolves.toBe(1);
      await page.screenshot({ path: join(shots, `class-exercise-fail-${size}.png`) });

      // the learner's work is a draft: a reload brings it back
      await page.reload();
      await panel.getByRole('heading', { name: 'Squares and a circle' }).waitFor();
      await expect(page.locator('.cm-content').textContent()).resolves.toContain('PRINT i + i');

      await setText(page, MODEL);
      await panel.getByRole('button', { name: 'Check' }).click();
      await panel.getByText('All 2 checks pass. Well done!').waitFor({ timeout: 50_000 });
      await expect(panel.getByText('✓ Passed').count()).resolves.toBe(2);
      await page.screenshot({ path: join(shots, `class-exercise-pass-${size}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('ships in the gallery: a beginner opens one and checks it', { timeout: 120_000 }, async () => {
    const { page } = await openEditView(shared.browser, shared.site);
    await chooseMenu(page, 'File', 'Gallery');
    await page.getByRole('dialog', { name: 'Gallery' }).getByRole('button', { name: 'Count to ten' }).click();
    const panel = page.getByRole('complementary', { name: 'Exercise' });
    await panel.getByRole('heading', { name: 'Count to ten' }).waitFor();
    await setText(page, 'FOR i = 1 TO 10: PRINT i: NEXT\n');
    await panel.getByRole('button', { name: 'Check' }).click();
    await panel.getByText('The check passes. Well done!').waitFor({ timeout: 50_000 });
    await page.close();
  });
});
