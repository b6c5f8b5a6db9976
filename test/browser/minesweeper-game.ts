// A whole won game of programs/minesweeper.bas, worked out headless in Node: the listing has no
// RANDOMIZE, so RND's fixed sequence puts the mines in the same cells on every run (qbasic-facts.md,
// "RND"). Probing each cell in a headless run finds them; the winning keys reveal every other cell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSource } from '../../src/index.js';
import { createScreen, type ScreenMemory } from '../../src/graphics/index.js';
import { KEY_NAMES, parseKeys } from '../../src/cli/keys.js';
import { ScriptedHost } from '../support/host.js';
import { showPressAnyKey } from '../../web/src/end-message.js';
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

/** Run `source` with a key script in Node and return what the web app should show at the end. */
export function runHeadless(source: string, keys: string): HeadlessRun {
  const host = new CountingHost({ keys });
  const memory: ScreenMemory = { pixels: new Uint8Array(640 * 480), rgba: new Uint32Array(256), info: new Int32Array(4) };
  const { diagnostics, outcome, machine } = runSource(source, host, { screenMemory: memory });
  if (diagnostics.length || !machine || outcome?.kind !== 'end') {
    throw new Error(`headless run failed: ${JSON.stringify(diagnostics.length ? diagnostics : outcome)}`);
  }
  showPressAnyKey(machine.screen);
  return { output: host.output, consumed: host.consumed, width: machine.screen.width, height: machine.screen.height, rgba: machine.screen.toRGBA() };
}

/** Keys back into the key-script syntax (`{up}`, `{enter}` ...). */
export function keysToScript(keys: string[]): string {
  const names = new Map(Object.entries(KEY_NAMES).map(([name, key]) => [key, name]));
  return keys.map((key) => (names.has(key) ? `{${names.get(key)}}` : key === '{' ? '{{' : key === '}' ? '}}' : key)).join('');
}

/** The field size the listing plays (`main 10, 10, 8`). */
function fieldSize(source: string): { w: number; h: number } {
  const call = /^\s*main\s+(\d+)\s*,\s*(\d+)\s*,\s*\d+/im.exec(source);
  if (!call) throw new Error('no `main w, h, mines` call in the listing');
  return { w: Number(call[1]), h: Number(call[2]) };
}

const moveTo = (x: number, y: number) => '{right}'.repeat(x) + '{down}'.repeat(y);

/** Keys that win the game (first click in the top-left corner), cut where the program ends. */
export function winningKeys(source: string): string[] {
  const { w, h } = fieldSize(source);
  const mines = new Set<number>();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x + y === 0) continue; // the first click's cell is always safe
      const probe = runHeadless(source, `{enter}${moveTo(x, y)}{enter}{esc}`);
      if (probe.output.includes('YOU BLEW IT!')) mines.add(y * w + x);
    }
  }
  let script = '';
  for (let y = 0; y < h; y++) {
    for (let i = 0; i < w; i++) {
      const x = y % 2 === 0 ? i : w - 1 - i; // walk the rows back and forth
      if (!mines.has(y * w + x)) script += '{enter}';
      if (i < w - 1) script += y % 2 === 0 ? '{right}' : '{left}';
    }
    if (y < h - 1) script += '{down}';
  }
  const keys = parseKeys(script);
  const run = runHeadless(source, script);
  if (!run.output.includes('ALL DONE!')) throw new Error(`the computed game is not won: ${run.output}`);
  return keys.slice(0, run.consumed);
}

/** A key script cut where the program ends (a browser would take later keys as `Press any key`). */
export function keysUntilEnd(source: string, script: string): string[] {
  return parseKeys(script).slice(0, runHeadless(source, script).consumed);
}

export function readMinesweeper(): string {
  return readFileSync(MINESWEEPER, 'latin1');
}
