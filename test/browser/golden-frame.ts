// The golden games of the Minesweeper listing (test/golden/minesweeper/won.* and lost.*): their keys,
// expected printed text and final frame, derived without our interpreter (see that folder's README).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { repoRoot } from './harness.js';

export interface GoldenGame {
  name: string;
  /** the key script the golden run typed */
  keys: string;
  /** everything the program printed */
  out: string;
  width: number;
  height: number;
  rgba: Uint8Array;
}

const FOLDER = join(repoRoot, 'test/golden/minesweeper');

/** A golden game by name; a missing one fails the test that asks for it. */
export function goldenGame(name: 'won' | 'lost'): GoldenGame {
  const file = (ext: string) => join(FOLDER, `${name}.${ext}`);
  for (const ext of ['keys', 'out', 'png']) {
    if (!existsSync(file(ext))) throw new Error(`golden game file ${file(ext)} is missing`);
  }
  const png = PNG.sync.read(readFileSync(file('png')));
  return {
    name,
    keys: readFileSync(file('keys'), 'latin1'),
    out: readFileSync(file('out'), 'latin1'),
    width: png.width,
    height: png.height,
    rgba: new Uint8Array(png.data),
  };
}

/** How many pixels of two RGBA images differ (in colour; alpha is ignored). */
export function differingPixels(a: Uint8Array, b: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  }
  return count;
}
