// The paths between the page's features, as a player and a learner take them: the toolbar of both views
// readable at phone and desktop sizes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
      const { context, page, errors } = await openPage(env, options);
      await waitForState(page, (d) => d.state === 'running');
      expect(await toolbarFaults(page)).toEqual([]);
      await page.click('#toggle-view');
      await page.locator('.cm-content').waitFor();
      await waitForState(page, (d) => d.view === 'edit' && d.state === 'paused');
      await page.screenshot({ path: `${SHOTS}/qbasic-${size}-edit-toolbar.png` });
      expect(await toolbarFaults(page)).toEqual([]);
      // one row of controls and the status line: the editor keeps the room
      if (size === 'phone') expect((await page.locator('#toolbar').boundingBox())!.height).toBeLessThan(60);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
