// The paths between the page's features, as a player and a learner take them: the toolbar of both views
// readable at phone and desktop sizes, a reload in Edit staying in Edit with the text as it was left.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shareLink } from '../../web/src/edit/share.js';
import { waitForState } from './harness.js';
import { DESKTOP, PHONE, SHOTS, openPage, usePlayerEnv } from './player-support.js';

const env = usePlayerEnv();

/**
 * What is wrong with the toolbar as shown: a control whose words are cut (a select narrower than its
 * chosen option needs, a button's label or the status line overflowing, a label wrapped) and controls
 * that overlap.
 */
function toolbarFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const shown = [...document.querySelectorAll<HTMLElement>('#toolbar button, #toolbar select, #status')]
      .filter((e) => e.getClientRects().length > 0);
    for (const control of shown) {
      const name = control.id || control.textContent!.trim();
      if (control instanceof HTMLSelectElement) {
        // the same select holding only the chosen option, at its natural width
        const alone = control.cloneNode(false) as HTMLSelectElement;
        alone.append(new Option(control.selectedOptions[0]?.textContent ?? ''));
        alone.style.cssText = 'position: absolute; width: auto; min-width: 0; max-width: none; flex: none';
        control.parentElement!.append(alone);
        const needs = alone.getBoundingClientRect().width;
        alone.remove();
        const has = control.getBoundingClientRect().width;
        if (has < needs - 0.5) faults.push(`${name} cut: ${Math.round(has)} px of ${Math.round(needs)}`);
      } else if (control.scrollWidth > control.clientWidth || control.getBoundingClientRect().height > 30) {
        faults.push(`${name} cut or wrapped`);
      }
    }
    const boxes = shown.map((e) => [e.id || e.textContent!.trim(), e.getBoundingClientRect()] as const);
    boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, s]) => {
      if (r.left < s.right - 0.5 && s.left < r.right - 0.5 && r.top < s.bottom - 0.5 && s.top < r.bottom - 0.5) faults.push(`${a} overlaps ${b}`);
    }));
    return faults;
  });
}

describe('the toolbar', () => {
  for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`says every control's words whole, none over another, in Play and in Edit at ${size} size`, async () => {
      // Minesweeper, and the longest name of the list (Minesweeper by commands)
      for (const program of ['minesweeper', 'ocaml-minesweeper']) {
        const { context, page, errors } = await openPage(env, options, `${env.site.url}#${program}`);
        await waitForState(page, (d) => d.state === 'running');
        expect(await toolbarFaults(page), program).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/qbasic-${size}-${program}-play-toolbar.png` });
        await page.click('#toggle-view');
        await page.locator('.cm-content').waitFor();
        await waitForState(page, (d) => d.view === 'edit' && d.state === 'paused');
        await page.screenshot({ path: `${SHOTS}/qbasic-${size}-${program}-edit-toolbar.png` });
        expect(await toolbarFaults(page), program).toEqual([]);
        // a touch screen has no F-keys: the status names the controls instead
        expect(await page.textContent('#status')).toBe(size === 'phone'
          ? 'Paused: Continue, or Run ▸ Restart' : 'Paused: F5 continues, Shift+F5 restarts');
        // controls and the status line in two rows: the editor keeps the room
        if (size === 'phone') expect((await page.locator('#toolbar').boundingBox())!.height).toBeLessThan(60);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('the toolbar of a new program on a phone', () => {
  it('keeps the settings and fullscreen buttons together on the right when the name pushes them down', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    await page.tap('#toggle-view');
    await page.getByRole('toolbar', { name: 'Program' }).getByRole('button', { name: 'New', exact: true }).tap();
    await waitForState(page, (d) => d.program === 'user:untitled');
    await page.tap('#toggle-view');
    await waitForState(page, (d) => d.view === 'play' && d.state === 'ended');
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-untitled-play.png` });
    expect(await toolbarFaults(page)).toEqual([]);
    const [settings, fullscreen] = await Promise.all(['#play-settings', '#fullscreen'].map((id) => page.locator(id).boundingBox()));
    expect(fullscreen!.y).toBe(settings!.y);
    expect(fullscreen!.x + fullscreen!.width).toBeGreaterThan(380);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('fullscreen', () => {
  it('is left for what is outside the player: Pick another, See the code', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP);
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
    const fullscreen = () => page.evaluate(() => document.fullscreenElement?.className ?? '');
    await page.click('#fullscreen');
    await expect.poll(fullscreen).toBe('qb-player');
    await page.keyboard.press('Control+Pause'); // Ctrl+Break: the toolbar is not in fullscreen
    await waitForState(page, (d) => d.state === 'stopped');
    await page.getByRole('button', { name: 'Pick another' }).click();
    await expect.poll(fullscreen).toBe('');
    expect(await page.isVisible('#pick-list')).toBe(true);
    await page.click('#pick-list .pick-back');
    await page.click('#fullscreen');
    await expect.poll(fullscreen).toBe('qb-player');
    await page.getByRole('button', { name: 'See the code' }).click();
    await expect.poll(fullscreen).toBe('');
    expect((await waitForState(page, () => true)).view).toBe('edit');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Play from the debugger', () => {
  it('ends the debug run and plays the program, not a stopped screen with nothing to do', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    await page.tap('#toggle-view');
    await page.locator('.cm-content').waitFor();
    await page.getByRole('toolbar', { name: 'Program' }).getByRole('button', { name: /^Step/ }).tap();
    await page.waitForFunction(() => /^Paused at line/.test(document.getElementById('status')?.textContent ?? ''));
    await page.tap('#toggle-view');
    await waitForState(page, (d) => d.view === 'play' && d.state === 'running' && d.output.includes('CELLS:'));
    expect(await page.evaluate(() => document.body.classList.contains('debugging'))).toBe(false);
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-play-after-debug.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a reload', () => {
  it('in Edit stays in Edit, the edited text there and nothing run; in Play it plays again', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    await page.click('#toggle-view');
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type("' my note\n");
    await page.waitForTimeout(100);
    const runsBefore = await page.evaluate(() => (window as unknown as { qbasic: { runs: number } }).qbasic.runs);
    await page.reload();
    const after = await waitForState(page, (d) => d.view === 'edit');
    await expect.poll(() => page.locator('.cm-line').first().textContent()).toBe("' my note");
    expect(after).toMatchObject({ program: 'minesweeper', state: 'idle' });
    expect(runsBefore).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { qbasic: { runs: number } }).qbasic.runs)).toBe(0);
    expect(page.url()).toMatch(/#minesweeper$/);
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-reloaded-in-edit.png` });
    // Play from there plays the edited text; a reload in Play plays again
    await page.click('#toggle-view');
    await waitForState(page, (d) => d.view === 'play' && d.state === 'running');
    await page.reload();
    await waitForState(page, (d) => d.view === 'play' && d.state === 'running' && d.output.includes('CELLS:'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after New twice on a phone: the new program stays new, and the note saying so is whole', async () => {
    const { context, page, errors } = await openPage(env, PHONE);
    await waitForState(page, (d) => d.state === 'running');
    await page.tap('#toggle-view');
    const newButton = page.getByRole('toolbar', { name: 'Program' }).getByRole('button', { name: 'New', exact: true });
    for (let i = 0; i < 2; i++) await newButton.tap();
    await waitForState(page, (d) => d.program === 'user:untitled');
    const note = page.locator('.edit-note');
    expect(await note.textContent()).toBe('New program: Save as… gives it a name');
    expect(await note.evaluate((e) => e.getClientRects().length > 0 && e.scrollWidth <= e.clientWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/qbasic-phone-new-note.png` });
    await page.reload();
    await waitForState(page, (d) => d.view === 'edit' && d.program === 'user:untitled');
    await page.locator('.cm-content').waitFor();
    expect(await page.locator('.cm-line').allTextContents()).toEqual(['']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('of a link made to be played, in Edit, opens its program there without running it', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, shareLink(env.site.url, { text: 'PRINT "from a link"', run: true }));
    await waitForState(page, (d) => d.program === 'shared' && d.state === 'ended');
    await page.getByRole('button', { name: 'See the code' }).click();
    await waitForState(page, (d) => d.view === 'edit');
    await page.reload();
    await waitForState(page, (d) => d.view === 'edit' && d.program === 'shared');
    await expect.poll(() => page.locator('.cm-line').first().textContent()).toBe('PRINT "from a link"');
    await page.waitForTimeout(300);
    expect((await waitForState(page, () => true)).state).toBe('idle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is the only load that keeps the view: the same address opened afresh plays', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP);
    await waitForState(page, (d) => d.state === 'running');
    await page.click('#toggle-view');
    await waitForState(page, (d) => d.view === 'edit');
    await page.goto(`${env.site.url}?again#minesweeper`); // a new load in the same tab (its session storage)
    await waitForState(page, (d) => d.view === 'play' && d.state === 'running');
    expect(errors).toEqual([]);
    await context.close();
  });
});

