// Run control as QBasic has it (issue 35): going to the editor while a program runs breaks into it, F5
// continues it (or, once its text was changed, starts it again and says why), Shift+F5 restarts; and the
// status line, however long, never moves the editor (1280x800 and 390x844).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, repoRoot, waitForState } from './harness.js';
import { DESKTOP, editRoomSite, inEditView, PHONE, setText } from './edit-harness.js';

const shared = editRoomSite();
const shots = join(repoRoot, 'test/output/screenshots');
mkdirSync(shots, { recursive: true });

interface Counters { polls: number; runs: number; state: string; view: string }
const counters = (page: Page) => page.evaluate(() => {
  const q = (window as unknown as { qbasic: Counters }).qbasic;
  return { polls: q.polls, runs: q.runs, state: q.state, view: q.view };
});
const status = (page: Page) => page.locator('#status').textContent();

describe('breaking into a run', () => {
  it('Edit during a run breaks in; F5 continues where it was; after an edit F5 starts again and says why; Shift+F5 restarts', async () => {
    const context = await shared.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(shared.site.url);
    await waitForState(page, (d) => d.state === 'running' && d.polls > 0);
    await page.click('#toggle-view');
    await waitForState(page, (d) => d.state === 'paused' && inEditView(d));
    await page.locator('.cm-content').waitFor();
    expect(await status(page)).toContain('F5 continues');
    expect(await page.locator('#run').textContent()).toMatch(/^Continue/);
    expect(await page.locator('#run').isEnabled()).toBe(true);
    const held = await counters(page);
    await page.waitForTimeout(400);
    expect((await counters(page)).polls).toBe(held.polls); // Minesweeper polls INKEY$ ~1000 times a second when it runs

    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'running' && d.view === 'play' && d.polls > held.polls + 20);
    expect((await counters(page)).runs).toBe(held.runs); // the same run, continued

    await page.click('#toggle-view'); // in Play every key, F4 too, is the program's
    await waitForState(page, (d) => d.state === 'paused' && inEditView(d));
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type("' changed");
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'running' && d.view === 'play');
    expect((await counters(page)).runs).toBe(held.runs + 1);
    expect(await status(page)).toContain('could not continue');

    await page.click('#toggle-view'); // in Play every key, F4 too, is the program's
    await waitForState(page, (d) => d.state === 'paused');
    await page.keyboard.press('Shift+F5');
    await waitForState(page, (d) => d.state === 'running' && d.view === 'play');
    expect((await counters(page)).runs).toBe(held.runs + 2);
    await page.click('#toggle-view'); // in Play every key, F4 too, is the program's
    await waitForState(page, (d) => d.state === 'paused');
    await page.click('#stop');
    await waitForState(page, (d) => d.state === 'stopped');
    expect(await page.locator('#stop').getAttribute('aria-description')).toBe('Nothing is running');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the status line', () => {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`a long status or note never moves the editor (${size})`, async () => {
      const context = await shared.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(shared.site.url);
      await waitForState(page, (d) => d.state === 'running');
      await page.click('#stop');
      if ((await counters(page)).view !== 'edit') await page.click('#toggle-view');
      await page.locator('.cm-content').waitFor();
      await setText(page, 'PRINT 1\n');
      await page.locator('#status').evaluate((line) => { line.textContent = ''; });
      // the page's tool bar keeps its height (a debug run adds the program's screen above the editor, and on a
      // wide screen its panels beside it, which narrows the Edit tools)
      const toolbarHeight = () => page.locator('#toolbar').evaluate((bar) => bar.getBoundingClientRect().height);
      const editorTop = () => page.locator('.cm-editor').evaluate((editor) => editor.getBoundingClientRect().top);
      const bars = await toolbarHeight();
      // a debug run to its end: "Paused at line 1: the program ended (Shift+F8 steps back, F5 closes)"
      await page.locator('.edit-step').click();
      await expect.poll(() => status(page)).toContain('Paused at line 1');
      expect(await toolbarHeight()).toBe(bars);
      const top = await editorTop();
      await page.locator('.cm-content').press('F8');
      await expect.poll(() => status(page)).toContain('the program ended');
      expect(await editorTop()).toBe(top);
      expect(await toolbarHeight()).toBe(bars);
      expect(await page.locator('#status').getAttribute('title')).toContain('the program ended');
      await page.screenshot({ path: join(shots, `status-long-${size}.png`) });
      await page.locator('.edit-note').evaluate((note) => {
        note.textContent = 'A note much longer than the tool bar has room for, to see that it stays on its one line and the editor stays where it is';
      });
      expect(await editorTop()).toBe(top);
      await context.close();
    });
  }
});
