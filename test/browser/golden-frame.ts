// The headless golden frame of a won Minesweeper game, if the golden tests have one:
// test/golden/<area>/NAME.png whose NAME.bas is the listing and whose NAME.out says ALL DONE!.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { repoRoot } from './harness.js';

export interface Frame {
  path: string;
  /** the key script the golden run typed (NAME.keys) */
  keys: string;
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function goldenWonFrame(): Frame | undefined {
  const root = join(repoRoot, 'test/golden');
  for (const area of existsSync(root) ? readdirSync(root) : []) {
    const dir = join(root, area);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir)) {
      if (!/minesweeper.*\.png$/i.test(name)) continue;
      const out = join(dir, name.replace(/\.png$/i, '.out'));
      const keys = join(dir, name.replace(/\.png$/i, '.keys'));
      if (!existsSync(out) || !existsSync(keys) || !readFileSync(out, 'latin1').includes('ALL DONE!')) continue;
      const png = PNG.sync.read(readFileSync(join(dir, name)));
      const frame = { width: png.width, height: png.height, rgba: new Uint8Array(png.data) };
      return { path: join(dir, name), keys: readFileSync(keys, 'latin1'), ...frame };
    }
  }
  return undefined;
}
