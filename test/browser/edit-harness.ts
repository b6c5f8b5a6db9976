// What the Edit room's browser tests share: one built site and one Chromium per test file, and a page
// showing the Edit view.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  collectErrors, debugState, launchChromium, serveBuiltSite, waitForState, type PageDebug, type Site,
} from './harness.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Registers the file's hooks; the getters work inside tests. */
export function editRoomSite(): { readonly site: Site; readonly browser: Browser } {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), serveBuiltSite()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get site() { return site!; },
    get browser() { return browser!; },
  };
}

/** The page shows the editor (the view is `editor` here, `edit` once the page has Play and Edit views). */
export const inEditView = (d: PageDebug): boolean => d.view === 'editor' || d.view === 'edit';

/** A fresh context (own storage) with the Edit view open: the page starts a program; Stop, then the view
 *  switch if Stop did not already show the editor. */
export async function openEditView(
  browser: Browser, site: Site, viewport = DESKTOP,
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url);
  await waitForState(page, (d) => d.state === 'running');
  await page.click('#stop');
  if (!inEditView(await debugState(page))) await page.click('#toggle-view');
  await waitForState(page, inEditView);
  await page.locator('.cm-content').waitFor();
  return { page, context, errors };
}

/** Run a command from the Edit view's menu bar, as a mouse user does: the menu, then the item. */
export async function chooseMenu(page: Page, menu: string, item: string | RegExp): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: menu, exact: true }).click();
  await page.getByRole('menu', { name: menu }).getByRole('menuitem', { name: item }).click();
}

/** Replace the editor's text, pasted as a user would (typing would open completion lists; execCommand is
 *  slow on long texts). */
export async function setText(page: Page, source: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.locator('.cm-content').evaluate((content, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, source);
}

/** The editor's text as shown, line by line. */
export const editorText = (page: Page): Promise<string> =>
  page.locator('.cm-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
