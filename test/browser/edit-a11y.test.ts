// axe-core on every view: Play, the Edit room (the editor view, F1 help page and index, gallery, Share, Open, Save as,
// Files, Save it now?, an open menu, an exercise's results, the exercise author), the paused debugger and the DRAW inspector, at desktop and phone sizes: a serious or critical violation
// fails the test.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { repoRoot } from './harness.js';
import { waitForState } from './harness.js';
import { chooseMenu, DESKTOP, editRoomSite, openEditView, PHONE } from './edit-harness.js';

mkdirSync(join(repoRoot, 'test/output/screenshots'), { recursive: true });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shared = editRoomSite();

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations axe finds on the page as it is, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.impact} ${v.id} (${v.help}): ${node.target.join(' ')}`));
}

const SIZES = { desktop: DESKTOP, phone: PHONE };

describe('axe-core finds no serious or critical violation', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`in the Edit view, help, gallery and share dialog at ${size} size`, async () => {
      const { page } = await openEditView(shared.browser, shared.site, viewport);
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nPRINT (1 +'); // a syntax error, so the problems panel shows too
      await page.waitForSelector('#problems:not([hidden])');
      const found: Record<string, string[]> = { editor: await seriousViolations(page) };
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Home');
      await page.keyboard.press('F1');
      await page.getByRole('dialog', { name: /^Help/ }).waitFor();
      found.help = await seriousViolations(page);
      await page.keyboard.press('Shift+F1');
      await page.getByRole('dialog', { name: 'Help index' }).waitFor();
      found.helpIndex = await seriousViolations(page);
      await page.keyboard.press('Escape');
      await chooseMenu(page, 'File', 'Gallery');
      await page.getByRole('dialog', { name: 'Gallery' }).getByRole('img').first().waitFor();
      found.gallery = await seriousViolations(page);
      await page.keyboard.press('Escape');
      await chooseMenu(page, 'File', 'Share…');
      await page.getByRole('dialog', { name: 'Share' }).waitFor();
      found.share = await seriousViolations(page);
      for (const [name, dialog] of [['open', 'Open a program'], ['saveAs', 'Save as'], ['files', 'Files']]) {
        await page.keyboard.press('Escape');
        await chooseMenu(page, 'File', dialog === 'Save as' ? 'Save as…' : dialog === 'Files' ? 'Files…' : 'Open…');
        await page.getByRole('dialog', { name: dialog }).waitFor();
        found[name!] = await seriousViolations(page);
        await page.screenshot({ path: join(repoRoot, `test/output/screenshots/edit-${name}-${size}.png`) });
      }
      // the text has unsaved changes: New asks "Save it now?"
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'Save it now?' }).waitFor();
      found.saveItNow = await seriousViolations(page);
      expect(found).toEqual({ editor: [], help: [], helpIndex: [], gallery: [], share: [], open: [], saveAs: [], files: [], saveItNow: [] });
      await page.close();
    });

    it(`in Play, the paused debugger and the DRAW inspector at ${size} size`, async () => {
      const context = await shared.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(shared.site.url);
      await waitForState(page, (d) => d.state === 'running');
      const found: Record<string, string[]> = { play: await seriousViolations(page) };
      await page.screenshot({ path: join(repoRoot, `test/output/screenshots/play-${size}.png`) });
      await context.close();

      const edit = await openEditView(shared.browser, shared.site, viewport);
      await edit.page.locator('.cm-content').click();
      await edit.page.keyboard.press('Control+Home');
      await edit.page.keyboard.press('F8');
      await edit.page.waitForFunction(() => /^Paused at line/.test(document.getElementById('status')?.textContent ?? ''));
      found.paused = await seriousViolations(edit.page);
      await edit.page.screenshot({ path: join(repoRoot, `test/output/screenshots/debugger-paused-${size}.png`) });
      await edit.context.close();

      const inspect = await shared.browser.newContext({ viewport });
      const inspector = await inspect.newPage();
      await inspector.goto(`${shared.site.url}#draw=c1%20bm%2B0%2C1ed3gr2`);
      await inspector.getByRole('textbox', { name: 'Pixel map', exact: true }).waitFor();
      await inspector.getByText('Design: paint pixels, get the string').click(); // Design's controls too
      await inspector.locator('#ins-design-string').waitFor();
      found.inspector = await seriousViolations(inspector);
      await inspector.screenshot({ path: join(repoRoot, `test/output/screenshots/inspector-${size}.png`) });
      await inspect.close();
      expect(found).toEqual({ play: [], paused: [], inspector: [] });
    });

    it(`in the classroom: an open menu, an exercise with failed checks, the exercise author at ${size} size`, { timeout: 120_000 }, async () => {
      const { page } = await openEditView(shared.browser, shared.site, viewport);
      await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Debug', exact: true }).click();
      const found: Record<string, string[]> = { menu: await seriousViolations(page) };
      await page.keyboard.press('Escape');
      await chooseMenu(page, 'File', 'Gallery');
      await page.getByRole('dialog', { name: 'Gallery' }).getByRole('button', { name: 'A house with LINE and CIRCLE' }).click();
      const panel = page.getByRole('complementary', { name: 'Exercise' });
      await panel.getByRole('button', { name: 'Check' }).click();
      await panel.getByText(/checks? pass/).waitFor({ timeout: 50_000 });
      found.exercise = await seriousViolations(page);
      await chooseMenu(page, 'File', 'Make an exercise…');
      await page.getByRole('dialog', { name: 'Make an exercise' }).waitFor();
      found.author = await seriousViolations(page);
      expect(found).toEqual({ menu: [], exercise: [], author: [] });
      await page.close();
    });
  }
});
