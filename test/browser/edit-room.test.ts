// The Edit room in Chromium: its loading message, keywords capitalised as you leave a line, F1 help and its Run button, the
// SUBs list, Save / reload / Open, Download as a DOS file, Upload of a CP437 file, Share links opened in a
// new page, the gallery; screenshots at desktop and phone sizes in test/output/screenshots/.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, repoRoot, waitForState } from './harness.js';
import { chooseMenu, DESKTOP, editorText, editRoomSite, inEditView, openEditView, PHONE, setText } from './edit-harness.js';

const shared = editRoomSite();
const shots = join(repoRoot, 'test/output/screenshots');
mkdirSync(shots, { recursive: true });

/** A fresh page (own storage) showing the Edit view with `source` in the editor. */
async function editPage(source: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openEditView(shared.browser, shared.site, viewport);
  await setText(page, source);
  return { page, errors };
}

/** Answer QBasic's "Save it now?" (asked when the text that is replaced has changes): Don't save. */
async function dontSave(page: Page): Promise<void> {
  await page.getByRole('alertdialog', { name: 'Save it now?' }).getByRole('button', { name: 'Don’t save' }).click();
}

describe('the editor', () => {
  it('capitalises keywords and keeps the first spelling of names when the cursor leaves a line', async () => {
    const { page, errors } = await editPage('Total = 1\n');
    await page.keyboard.type('for i = 1 to 3: total = total + i: next');
    expect(await editorText(page)).toContain('for i = 1 to 3'); // not yet: the cursor is still on the line
    await page.keyboard.press('Enter');
    await page.keyboard.type('print total');
    await page.keyboard.press('ArrowUp');
    expect(await editorText(page)).toBe('Total = 1\nFOR i = 1 TO 3: Total = Total + i: NEXT\nPRINT Total');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'ended');
    expect(await page.evaluate(() => (window as unknown as { qbasic: { output: string } }).qbasic.output)).toBe(' 7 \n');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('completes keywords and the program’s own names with Tab; Enter still ends the line', async () => {
    const { page } = await editPage('SUB DrawBoard\nEND SUB\n');
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Dra');
    await page.waitForSelector('.cm-tooltip-autocomplete');
    await page.waitForTimeout(100); // CodeMirror ignores an accept in the list's first 75 ms
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type('CLS');
    await page.keyboard.press('Enter');
    expect((await editorText(page)).split('\n').slice(0, 3)).toEqual(['DrawBoard', 'CLS', 'SUB DrawBoard']);
    await page.close();
  });

  it('lists SUBs and FUNCTIONs with F2 and jumps to one', async () => {
    const { page } = await editPage('CALL One\nPRINT Two\n\nSUB One\nEND SUB\n\nFUNCTION Two\nTwo = 2\nEND FUNCTION\n');
    await page.keyboard.press('F2');
    const dialog = page.getByRole('dialog', { name: 'SUBs' });
    await expect(dialog.getByRole('button').allTextContents()).resolves.toEqual(['Close', 'Main module', 'SUB One', 'FUNCTION Two']);
    await dialog.getByRole('button', { name: 'FUNCTION Two' }).click();
    const line = await page.evaluate(() => {
      const selection = getSelection();
      return selection?.anchorNode?.parentElement?.closest('.cm-line')?.textContent;
    });
    expect(line).toBe('FUNCTION Two');
    await page.close();
  });

  it('Esc then Tab leaves the editor (no keyboard trap); Tab alone indents', async () => {
    const { page } = await editPage('PRINT 1');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    expect(await editorText(page)).toMatch(/^\s+PRINT 1$/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor') === null)).toBe(true);
    await page.close();
  });
});

describe('loading the editor', () => {
  it('says the editor is loading until it is there, and says so when its download fails', async () => {
    const { page, context } = await openEditView(shared.browser, shared.site);
    expect(await page.locator('#edit-loading').count()).toBe(0);
    await context.close();
    // no service worker: its offline copy of the editor would answer for the refused download
    const failing = await shared.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const second = await failing.newPage();
    const editorCode = /\/room[^/]*\.js(\?|$)/;
    await second.route(editorCode, (route) => route.abort());
    await second.goto(shared.site.url);
    await waitForState(second, (d) => d.state === 'running');
    await second.click('#stop');
    if (!inEditView(await waitForState(second, () => true))) await second.click('#toggle-view');
    const message = second.locator('#edit-loading');
    await expect.poll(() => message.textContent(), { timeout: 15_000 }).toMatch(/could not be loaded/);
    expect(await message.getAttribute('role')).toBe('status');
    await failing.close();
  });
});

describe('F1 help', () => {
  it('opens the page for PRINT at the cursor and runs its example with one click', async () => {
    const { page, errors } = await editPage('PRINT "mine"');
    await page.keyboard.press('Home');
    await page.keyboard.press('F1');
    const help = page.getByRole('dialog', { name: 'Help: PRINT' });
    await expect(help.getByLabel('Syntax').textContent()).resolves.toContain('PRINT [expression');
    await help.getByRole('button', { name: 'Run example' }).click();
    const done = await waitForState(page, (d) => d.state === 'ended');
    expect(done.output).toContain('Hello, world!\n2 + 3 = 5 \n');
    await page.keyboard.press('Space'); // back to the editor, the user's program untouched
    await waitForState(page, inEditView);
    expect(await editorText(page)).toBe('PRINT "mine"');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the index with Shift+F1, filters it, and follows links between pages', async () => {
    const { page } = await editPage('');
    await page.keyboard.press('Shift+F1');
    const index = page.getByRole('dialog', { name: 'Help index' });
    await index.getByLabel('Find a keyword').fill('left$');
    await index.getByRole('button', { name: 'LEFT$, RIGHT$' }).click();
    const page2 = page.getByRole('dialog', { name: 'Help: LEFT$, RIGHT$' });
    await page2.waitFor();
    await page.keyboard.press('Escape');
    // keywords named in a page's text link to their own pages
    await page.keyboard.press('Shift+F1');
    await page.getByRole('dialog', { name: 'Help index' }).getByRole('button', { name: 'STR$, VAL' }).click();
    await page.getByRole('dialog', { name: 'Help: STR$, VAL' }).getByRole('button', { name: 'Help on PRINT' }).click();
    await page.getByRole('dialog', { name: 'Help: PRINT' }).waitFor();
    await page.close();
  });
});

/** A CP437 program: `PRINT "café ╔═╗"` and a CR LF line end, as DOS wrote it. */
const CP437_FILE = Buffer.concat([
  Buffer.from('PRINT "caf', 'latin1'), Buffer.from([0x82, 0x20, 0xc9, 0xcd, 0xbb]), Buffer.from('"\r\nPRINT 1\r\n', 'latin1'),
]);

describe('files', () => {
  it('saves a program in the browser, finds it after a reload, downloads it as CP437 with CR LF', async () => {
    const { page, errors } = await editPage('PRINT "café ╔═╗"\nPRINT 1');
    await chooseMenu(page, 'File', 'Save as…');
    await page.getByLabel('Program name').fill('my first');
    await page.getByLabel('Program name').press('Enter');
    await page.reload();
    await waitForState(page, (d) => inEditView(d) && d.program === 'user:my first');
    expect(await editorText(page)).toBe('PRINT "café ╔═╗"\nPRINT 1');
    await page.getByRole('button', { name: 'Open…' }).click();
    await expect(page.getByRole('dialog', { name: 'Open a program' }).getByRole('button', { name: 'my first', exact: true }).count()).resolves.toBe(1);
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([page.waitForEvent('download'), chooseMenu(page, 'File', 'Download')]);
    await page.locator('.cm-content').press('Control+End');
    await page.keyboard.type(' + 1');
    await page.waitForTimeout(100);
    await page.reload(); // an edit not yet saved survives a reload too
    await waitForState(page, (d) => d.program === 'user:my first');
    expect(await editorText(page)).toBe('PRINT "café ╔═╗"\nPRINT 1 + 1');
    page.once('dialog', (dialog) => void dialog.accept()); // Revert asks first
    await page.click('#revert'); // back to the saved text, not to a shipped listing
    await expect.poll(() => editorText(page)).toBe('PRINT "café ╔═╗"\nPRINT 1');
    expect(download.suggestedFilename()).toBe('MYFIRST.BAS');
    expect(readFileSync((await download.path())!)).toEqual(CP437_FILE);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('uploads a CP437 .bas file and shows its characters, not garbage', async () => {
    const { page } = await editPage('');
    await page.getByLabel('Upload a program').setInputFiles({ name: 'dosprog.bas', mimeType: 'text/plain', buffer: CP437_FILE });
    await dontSave(page); // Minesweeper was emptied: QBasic's "Save it now?"
    await waitForState(page, (d) => d.program === 'user:dosprog');
    expect(await editorText(page)).toBe('PRINT "café ╔═╗"\nPRINT 1\n');
    expect(await page.locator('.edit-note').textContent()).toContain('code page 437');
    // a UTF-8 file dropped on the editor
    await page.locator('.cm-editor').evaluate((editor) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File(['PRINT "naïve ╚╝"\n'], 'utf8prog.bas'));
      editor.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    });
    await waitForState(page, (d) => d.program === 'user:utf8prog');
    expect(await editorText(page)).toBe('PRINT "naïve ╚╝"\n');
    expect(await page.locator('.edit-note').textContent()).toContain('UTF-8');
    await page.close();
  });

  it('lists the files a program wrote, for download', async () => {
    const { page } = await editPage('OPEN "OUT.TXT" FOR OUTPUT AS #1: PRINT #1, "hi": CLOSE');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.state === 'ended');
    await page.keyboard.press('Space');
    await waitForState(page, inEditView);
    await chooseMenu(page, 'File', 'Files…');
    const files = page.getByRole('dialog', { name: 'Files' });
    await expect(files.textContent()).resolves.toContain('OUT.TXT (4 bytes)');
    const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Download OUT.TXT' }).click()]);
    expect(readFileSync((await download.path())!).toString('latin1')).toBe('hi\r\n');
    // a data file uploaded for the program to read
    await files.locator('input[type=file]').setInputFiles({ name: 'data.txt', mimeType: 'text/plain', buffer: Buffer.from('42\r\n') });
    await expect.poll(() => files.textContent()).toContain('DATA.TXT (4 bytes)'); // read asynchronously
    await page.keyboard.press('Escape');
    await setText(page, 'OPEN "data.txt" FOR INPUT AS #1: INPUT #1, n: PRINT n * 2');
    await page.keyboard.press('F5');
    expect((await waitForState(page, (d) => d.state === 'ended')).output).toBe(' 84 \n');
    await page.close();
  });
});

describe('SHELL', () => {
  it('runs DOS commands on the stored drive at desktop and phone sizes', async () => {
    const program = [
      'SHELL "ECHO a note for later > NOTE.TXT"', 'SHELL "DIR NOTE.*"', 'SHELL "TYPE NOTE.TXT"', 'SHELL "FORMAT C:"',
      'OPEN "NOTE.TXT" FOR INPUT AS #1: LINE INPUT #1, a$: PRINT "read back: "; a$',
    ].join('\n');
    for (const [viewport, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const { page, errors } = await editPage(program, viewport);
      await page.keyboard.press('F5');
      const done = await waitForState(page, (d) => d.state === 'ended');
      expect(done.output).toMatch(/ Directory of C:\\\n\nNOTE {5}TXT {8}19 /);
      expect(done.output).toContain('a note for later \nBad command or file name\nread back: a note for later \n');
      await page.screenshot({ path: join(shots, `edit-shell-${name}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('sharing', () => {
  it('gives a link in the Share link box that opens and runs the program in a new page', async () => {
    const { page } = await editPage('PRINT "shared <script>alert(1)</script>"');
    await chooseMenu(page, 'File', 'Share…');
    const share = page.getByRole('dialog', { name: 'Share' });
    await share.getByLabel('Start the program at once').check();
    const link = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/#code=[\w-]+&run=1$/);
    await page.screenshot({ path: join(shots, 'edit-share-desktop.png') });
    const other = await page.context().browser()!.newPage();
    const errors = collectErrors(other);
    let dialogs = 0;
    other.on('dialog', (d) => (dialogs++, void d.dismiss()));
    await other.goto(link);
    const done = await waitForState(other, (d) => d.state === 'ended');
    expect(done.output).toBe('shared <script>alert(1)</script>\n');
    expect(other.url()).toBe(link);
    expect(dialogs).toBe(0);
    expect(await other.locator('script:not([src])', { hasText: 'alert' }).count()).toBe(0); // (the page's own inline script starts the worker)
    // played without waiting for the editor, which loads when the code is asked for and holds the link's text
    expect(await other.locator('.cm-content').count()).toBe(0);
    await other.getByRole('button', { name: 'See the code' }).click();
    await expect.poll(() => other.locator('.cm-line').first().textContent()).toBe('PRINT "shared <script>alert(1)</script>"');
    expect(other.url()).toBe(link);
    expect(errors).toEqual([]);
    await other.close();
    await page.close();
  });

  it('says clearly when a program is too long for a link', async () => {
    let big = '';
    for (let i = 0; i < 3000; i++) big += `PRINT "${Math.random().toString(36)}"\n`;
    const { page } = await editPage(big);
    await chooseMenu(page, 'File', 'Share…');
    await expect(page.getByRole('alert').filter({ hasText: 'too long' }).textContent()).resolves.toMatch(/too long to share as a link/);
    await expect(page.getByRole('textbox', { name: 'Share link' }).inputValue()).resolves.toBe('');
    await page.close();
  });
});

describe('the gallery', () => {
  it('shows the shipped programs and the examples with thumbnails, and runs an example', async () => {
    const { page } = await editPage('');
    await chooseMenu(page, 'File', 'Gallery');
    const gallery = page.getByRole('dialog', { name: 'Gallery' });
    await gallery.getByRole('img', { name: 'The screen of Minesweeper', exact: true }).waitFor();
    const loaded = await gallery.getByRole('img').evaluateAll((images) =>
      Promise.all(images.map((img) => (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth))));
    expect(loaded.every((width) => width >= 320)).toBe(true);
    await page.screenshot({ path: join(shots, 'edit-gallery-desktop.png') });
    await gallery.getByRole('button', { name: 'Run Loops' }).click();
    await dontSave(page);
    const done = await waitForState(page, (d) => d.state === 'ended');
    expect(done.output).toContain('Lift-off!');
    await page.close();
  });
});

describe('screenshots', () => {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`of the Edit view, help and gallery at ${size} size`, async () => {
      const { page } = await editPage('DECLARE SUB Hello ()\n\' a comment\nFOR i = 1 TO 3\n  PRINT "hi"; i\nNEXT\nHello\n\nSUB Hello\n  PRINT "Hello"\nEND SUB\n', viewport);
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Shift+ArrowDown');
      await page.screenshot({ path: join(shots, `edit-view-${size}.png`) });
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown'); // on FOR
      await page.keyboard.press('F1');
      await page.getByRole('dialog', { name: 'Help: FOR ... NEXT' }).waitFor();
      await page.screenshot({ path: join(shots, `edit-help-${size}.png`) });
      await page.keyboard.press('Escape');
      await chooseMenu(page, 'File', 'Gallery');
      await page.getByRole('dialog', { name: 'Gallery' }).getByRole('img').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shots, `edit-gallery-${size}.png`) });
      await page.close();
    });
  }
});
