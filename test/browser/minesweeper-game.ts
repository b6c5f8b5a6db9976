// Games of programs/minesweeper.bas run headless in Node with a key script: the picture and text the
// web app must show at the end of the same game (the listing has no RANDOMIZE, so RND's fixed sequence
// puts the mines in the same cells on every run).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSource } from '../../src/index.js';
import type { ScreenMemory } from '../../src/graphics/index.js';
import { KEY_NAMES, parseKeys } from '../../src/runtime/key-script.js';
import { ScriptedHost } from '../support/host.js';
import { showPressAnyKey } from '../../web/src/core/end-message.js';
import { repoRoot } from './harness.js';

export const MINESWEEPER = join(repoRoot, 'programs/minesweeper.bas');

export interface HeadlessRun {
  output: string;
  /** keys the program took before it ended */
  consumed: number;
  /** the final screen, RGBA, with `Press any key to continue` drawn as the web app draws it */
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** Counts the keys the program actually takes. */
class CountingHost extends ScriptedHost {
  consumed = 0;
  override inkey(): string | null {
    const key = super.inkey();
    if (key) this.consumed++;
    return key;
  }
}

/** Run `source` with a key script in Node and return what the web app should show at the end (with
 *  `Press any key to continue` as a run from the editor shows it, unless `endPrompt` is false). */
export function runHeadless(source: string, keys: string, endPrompt = true): HeadlessRun {
  const host = new CountingHost({ keys });
  const memory: ScreenMemory = { pixels: new Uint8Array(640 * 480), rgba: new Uint32Array(256), info: new Int32Array(4) };
  const { diagnostics, outcome, machine } = runSource(source, host, { screenMemory: memory });
  if (diagnostics.length || !machine || outcome?.kind !== 'end') {
    throw new Error(`headless run failed: ${JSON.stringify(diagnostics.length ? diagnostics : outcome)}`);
  }
  if (endPrompt) showPressAnyKey(machine.screen);
  return { output: host.output, consumed: host.consumed, width: machine.screen.width, height: machine.screen.height, rgba: machine.screen.toRGBA() };
}

/** Keys back into the key-script syntax (`{up}`, `{enter}` ...). */
export function keysToScript(keys: string[]): string {
  const names = new Map(Object.entries(KEY_NAMES).map(([name, key]) => [key, name]));
  return keys.map((key) => (names.has(key) ? `{${names.get(key)}}` : key === '{' ? '{{' : key === '}' ? '}}' : key)).join('');
}

/** A key script cut where the program ends (a browser would take later keys as `Press any key`). */
export function keysUntilEnd(source: string, script: string): string[] {
  return parseKeys(script).slice(0, runHeadless(source, script).consumed);
}

export function readMinesweeper(): string {
  return readFileSync(MINESWEEPER, 'latin1');
}
