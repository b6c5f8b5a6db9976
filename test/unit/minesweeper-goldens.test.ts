// The Minesweeper goldens (test/golden/minesweeper): the .run files run the listing unchanged, the mine
// layout of test/golden/minesweeper/README.md re-derived here from QBasic's RND (apart from
// scripts/minesweeper-oracle.py), the .out files' shape, and the listing run end to end by the CLI.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countRgbDifferences, readPng } from '../support/png.js';

const ROOT = path.join(import.meta.dirname, '../..');
const GOLDEN = path.join(ROOT, 'test/golden/minesweeper');
const LISTING = path.join(ROOT, 'programs/minesweeper.bas');
const GAMES = ['won', 'lost'];
const read = (file: string) => fs.readFileSync(file, 'latin1');

/** QBasic's RND without RANDOMIZE (qbasic-facts.md): seed &H50000, 24-bit LCG, RND = seed / 2^24. */
function* rnd(): Generator<number> {
  let seed = 0x50000;
  for (;;) {
    seed = Number((BigInt(seed) * 0xfd43fdn + 0xc39ec3n) & 0xffffffn);
    yield seed / 2 ** 24;
  }
}

/** fieldPopulate (Method C) on 100 cells, 8 mines: RND < remain / (100 - t%) as SINGLEs. */
function populate(): number[] {
  const r = rnd();
  const mines: number[] = [];
  for (let t = 0, remain = 8; t < 100; t++) {
    if (Math.fround(r.next().value) < Math.fround(remain / (100 - t))) {
      mines.push(t);
      remain--;
    }
  }
  return mines;
}

/** fieldSafeClick on a 10x10 field: mines in the 3x3 around the click go to the first free unsafe cells. */
function safeClick(mines: number[], click: number): number[] {
  const [cx, cy] = [click % 10, Math.floor(click / 10)];
  const safe = (i: number) => Math.abs((i % 10) - cx) <= 1 && Math.abs(Math.floor(i / 10) - cy) <= 1;
  const kept = mines.filter((i) => !safe(i));
  let move = mines.length - kept.length;
  for (let i = 0; move > 0; i++) {
    if (!safe(i) && !kept.includes(i)) {
      kept.push(i);
      move--;
    }
  }
  return kept.sort((a, b) => a - b);
}

describe('Minesweeper goldens: the program and the derivation', () => {
  it.each(GAMES)('%s.run runs the listing itself, programs/minesweeper.bas', (name) => {
    const run = read(path.join(GOLDEN, `${name}.run`)).split(/\r?\n/).filter((l) => l !== '');
    expect(run.slice(0, -1).every((line) => line.startsWith("'"))).toBe(true);
    expect(run.at(-1)).toBe('programs/minesweeper.bas');
  });

  it('RND starts with the documented values', () => {
    const r = rnd();
    const first = Array.from({ length: 6 }, () => Math.fround(r.next().value).toPrecision(7));
    expect(first).toEqual(['0.7055475', '0.5334240', '0.5795186', '0.2895625', '0.3019480', '0.7747401']);
  });

  it('fieldPopulate places the mines at 6 10 17 22 43 49 84 95', () => {
    expect(populate()).toEqual([6, 10, 17, 22, 43, 49, 84, 95]);
  });

  it('the first click moves mine 43 to 0 (won, click (4,4)) and mine 10 to 2 (lost, click (0,0))', () => {
    expect(safeClick(populate(), 44)).toEqual([0, 6, 10, 17, 22, 49, 84, 95]);
    expect(safeClick(populate(), 0)).toEqual([2, 6, 17, 22, 43, 49, 84, 95]);
  });

  it.each(GAMES)('%s.out: MINES and CELLS, a CLEARED line for the start and each key, then the end', (name) => {
    const keys = read(path.join(GOLDEN, `${name}.keys`)).replace(/\{\w+\}/g, 'k').length;
    const lines = read(path.join(GOLDEN, `${name}.out`)).split('\n');
    expect(lines.slice(0, 2)).toEqual([' MINES: 8 ', ' CELLS: 100 ']);
    expect(lines.slice(2, -2).every((l) => /^CLEARED: \d+%$/.test(l))).toBe(true);
    expect(lines.length - 4).toBe(keys + 1);
    expect(lines.slice(-2)).toEqual([name === 'won' ? 'ALL DONE!' : 'YOU BLEW IT!', '']);
  });
});

describe('Minesweeper end to end through the CLI', () => {
  it.each(GAMES)('qbasic run programs/minesweeper.bas --keys <%s.keys> prints .out and ends on .png', (name) => {
    const png = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minesweeper-')), `${name}.png`);
    const keys = read(path.join(GOLDEN, `${name}.keys`));
    const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/qbasic.cjs'), 'run', LISTING, '--keys', keys, '--png', png],
      { cwd: ROOT, encoding: 'latin1', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(read(path.join(GOLDEN, `${name}.out`)));
    expect(countRgbDifferences(readPng(png), readPng(path.join(GOLDEN, `${name}.png`))), 'pixels differ').toBe(0);
  });
});
