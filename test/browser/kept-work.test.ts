// Nothing typed in the editor is lost (issue 35): QBasic's "Save it now?" before New, Open, the gallery, the
// program list or a link replace unsaved text, each answer doing what it says; New undoable with Ctrl+Z;
// the text kept as it is typed and back after a reload or when its program opens again; two tabs on one
// program never overwriting each other; a full storage said, the text staying in the editor.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { repoRoot, waitForState } from './harness.js';
import { shareLink } from '../../web/src/edit/share.js';
import { chooseMenu, DESKTOP, editorText, editRoomSite, inEditView, openEditView, PHONE, setText } from './edit-harness.js';

const shared = editRoomSite();
const shots = join(repoRoot, 'test/output/screenshots');
mkdirSync(shots, { recursive: true });

const question = (page: Page, name: string | RegExp) => page.getByRole('alertdialog', { name });
const note = (page: Page) => page.locator('.edit-note').textContent();

async function answer(page: Page, name: string | RegExp, button: string): Promise<void> {
  await question(page, name).getByRole('button', { name: button, exact: true }).click();
  await question(page, name).waitFor({ state: 'detached' });
}

async function clickNew(page: Page): Promise<void> {
  await page.locator('.edit-tools').getByRole('button', { name: 'New', exact: true }).click();
}

describe('Save it now?', () => {
  it('New twice: asks before the unsaved text goes; Cancel keeps it, Save saves it, Don’t save clears it and Ctrl+Z brings it back', async () => {
    const { page, context, errors } = await openEditView(shared.browser, shared.site);
    await clickNew(page);
    await setText(page, 'PRINT "first"');
    await clickNew(page);
    await question(page, 'Save it now?').waitFor();
    await page.screenshot({ path: join(shots, 'save-it-now-desktop.png') });
    await answer(page, 'Save it now?', 'Cancel');
    expect(await editorText(page)).toBe('PRINT "first"');

    await clickNew(page);
    await answer(page, 'Save it now?', 'Save');
    const saveAs = page.getByRole('dialog', { name: 'Save as' });
    await saveAs.getByRole('textbox').fill('first');
    await saveAs.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editorText(page)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('qbasic-ts:user-program:first'))).toBe('PRINT "first"');

    await setText(page, 'PRINT "second"');
    await clickNew(page);
    await answer(page, 'Save it now?', 'Don’t save');
    expect(await editorText(page)).toBe('');
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+z');
    expect(await editorText(page)).toBe('PRINT "second"');
    // nothing unsaved since New (an empty program): no question
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await clickNew(page);
    await expect.poll(() => note(page)).toContain('New program');
    expect(await question(page, 'Save it now?').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the text survives Open, the gallery, the program list and a reload', async () => {
    const { page, context } = await openEditView(shared.browser, shared.site);
    await clickNew(page);
    await setText(page, 'PRINT "mine"');
    await page.getByRole('button', { name: 'Open…' }).click();
    await page.getByRole('dialog', { name: 'Open a program' }).getByRole('button', { name: 'Minesweeper minesweeper.bas' }).click();
    await answer(page, 'Save it now?', 'Cancel');
    expect(await editorText(page)).toBe('PRINT "mine"');

    await chooseMenu(page, 'File', 'Gallery');
    await page.getByRole('dialog', { name: 'Gallery' }).getByRole('button', { name: /^Open / }).first().click();
    await answer(page, 'Save it now?', 'Cancel');
    expect(await editorText(page)).toBe('PRINT "mine"');

    const before = await page.locator('#program').inputValue();
    await page.locator('#program').selectOption({ index: 1 });
    await answer(page, 'Save it now?', 'Cancel');
    expect(await editorText(page)).toBe('PRINT "mine"');
    expect(await page.locator('#program').inputValue()).toBe(before);

    await page.reload();
    await waitForState(page, inEditView);
    await expect.poll(() => editorText(page)).toBe('PRINT "mine"');
    await context.close();
  });

  it('an address naming no example opens the listing and says so, not an empty editor', async () => {
    const context = await shared.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${shared.site.url}#example:nosuch`);
    await expect.poll(() => note(page), { timeout: 20_000 }).toBe('There is no example named nosuch: opened “Minesweeper” instead');
    expect(await editorText(page)).toContain('SCREEN 13');
    await context.close();
  });

  it('picking a program from the list in Edit opens its code there (the last note gone); Don’t save lets it go', async () => {
    const { page, context } = await openEditView(shared.browser, shared.site);
    await clickNew(page);
    await expect.poll(() => note(page)).toContain('New program');
    await page.locator('#program').selectOption('minesweeper'); // nothing typed in the new one: no question
    await waitForState(page, (d) => d.program === 'minesweeper' && d.view === 'edit');
    expect(await note(page)).toBe(''); // the note was about the new program
    await setText(page, 'PRINT "changed"');
    const other = await page.locator('#program option').nth(1).getAttribute('value');
    await page.locator('#program').selectOption(other!);
    await answer(page, 'Save it now?', 'Don’t save');
    await waitForState(page, (d) => d.program === other);
    expect(await page.evaluate(() => (window as unknown as { qbasic: { view: string } }).qbasic.view)).toBe('edit');
    expect(await editorText(page)).not.toBe('PRINT "changed"');
    // Don't save: Minesweeper's changes are gone, it opens as shipped
    await page.locator('#program').selectOption('minesweeper');
    await expect.poll(() => editorText(page)).toMatch(/^DECLARE SUB main/);
    await context.close();
  });

  it('a link opened over unsaved text asks first; its program edited and the page reloaded: offered back, restored', async () => {
    const { page, context } = await openEditView(shared.browser, shared.site, PHONE);
    await clickNew(page);
    await setText(page, 'PRINT "before the link"');
    const link = shareLink(shared.site.url, { text: 'PRINT "link"', run: false });
    await page.evaluate((url) => { location.href = url; }, link);
    await question(page, 'Save it now?').waitFor();
    await page.screenshot({ path: join(shots, 'save-it-now-phone.png') });
    await answer(page, 'Save it now?', 'Don’t save');
    await expect.poll(() => editorText(page)).toBe('PRINT "link"');
    await setText(page, 'PRINT "link, edited"');
    await page.reload();
    await question(page, 'Restore the program you were editing?').waitFor();
    await page.screenshot({ path: join(shots, 'restore-draft-phone.png') });
    expect(await question(page, 'Restore the program you were editing?').locator('pre').textContent()).toBe('PRINT "link, edited"');
    await answer(page, 'Restore the program you were editing?', 'Restore my changes');
    await expect.poll(() => editorText(page)).toBe('PRINT "link, edited"');
    await context.close();
  });
  it('a played link’s program, edited, then the link played again: its changes are offered back in Edit', async () => {
    const context = await shared.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const link = shareLink(shared.site.url, { text: 'PRINT "played"', run: true });
    await page.goto(link);
    await waitForState(page, (d) => d.state === 'ended');
    await page.click('#toggle-view');
    await expect.poll(() => editorText(page)).toBe('PRINT "played"');
    await setText(page, 'PRINT "played, edited"');
    await page.reload(); // a reload in Edit stays in Edit: the changes are offered back there at once
    await answer(page, 'Restore the program you were editing?', 'Restore my changes');
    await expect.poll(() => editorText(page)).toBe('PRINT "played, edited"');
    expect((await waitForState(page, inEditView)).state).toBe('idle');
    // the link opened again (another tab) plays the program as it came, and Edit offers the changes back
    const again = await context.newPage();
    await again.goto(link);
    await waitForState(again, (d) => d.state === 'ended');
    await again.click('#toggle-view');
    await answer(again, 'Restore the program you were editing?', 'Restore my changes');
    await expect.poll(() => editorText(again)).toBe('PRINT "played, edited"');
    await context.close();
  });
});

describe('where the text is kept', () => {
  it('a full storage says so and keeps the text in the editor', async () => {
    const { page, context } = await openEditView(shared.browser, shared.site);
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await clickNew(page);
    await setText(page, 'PRINT "no room"');
    await expect.poll(() => note(page)).toContain('storage is full');
    expect(await editorText(page)).toBe('PRINT "no room"');
    await page.locator('.edit-tools').getByRole('button', { name: 'Save', exact: true }).click();
    const saveAs = page.getByRole('dialog', { name: 'Save as' });
    await saveAs.getByRole('textbox').fill('full');
    await saveAs.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => note(page)).toContain('was not saved');
    expect(await editorText(page)).toBe('PRINT "no room"');
    await context.close();
  });

  it('two tabs on one program: one follows the other’s typing; a tab that missed it asks instead of overwriting', async () => {
    const { page: first, context } = await openEditView(shared.browser, shared.site);
    await clickNew(first);
    await setText(first, 'PRINT 1');
    const second = await context.newPage();
    // this tab hears no storage events: it cannot know what the first tab writes
    await second.addInitScript(() => {
      window.addEventListener('storage', (event) => {
        if (sessionStorage.getItem('deaf')) event.stopImmediatePropagation();
      }, { capture: true });
    });
    await second.goto(`${shared.site.url}#user:untitled`);
    await expect.poll(() => editorText(second)).toBe('PRINT 1');
    await setText(second, 'PRINT 2');
    await expect.poll(() => editorText(first)).toBe('PRINT 2'); // followed: nothing typed there since

    await second.evaluate(() => sessionStorage.setItem('deaf', '1'));
    await setText(first, 'PRINT 3');
    await second.locator('.cm-content').click();
    await second.keyboard.press('End');
    await second.keyboard.type('0');
    const conflict = question(second, 'This program was changed in another tab');
    await conflict.waitFor();
    expect(await second.evaluate(() => localStorage.getItem('qbasic-ts:source:user:untitled'))).toBe('PRINT 3');
    await answer(second, 'This program was changed in another tab', 'Use the other tab’s text');
    expect(await editorText(second)).toBe('PRINT 3');
    await context.close();
  });
});
