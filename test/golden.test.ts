// The golden runner: every test/golden/<area>/NAME.bas runs with NAME.keys and must print NAME.out
// exactly, report the NAME.err lines (each a prefix of the actual line) and end on NAME.png.
// A NAME.run file stands for a shipped program run unchanged: comment lines (') saying where the
// expectations come from, then the program's path from the repository root.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGolden } from './support/golden.js';
import { countRgbDifferences, diffImage, readPng, writePng } from './support/png.js';

const ROOT = path.join(import.meta.dirname, 'golden');
const OUTPUT = path.join(import.meta.dirname, 'output');

function knownFailures(): Map<string, string> {
  const file = path.join(ROOT, 'known-failures.txt');
  const map = new Map<string, string>();
  if (!fs.existsSync(file)) return map;
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [id, ...reason] = line.split(/\s+/);
    map.set(id, reason.join(' '));
  }
  return map;
}

function goldenFiles(): { area: string; name: string; dir: string }[] {
  const found: { area: string; name: string; dir: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(bas|run)$/i.test(e.name)) {
        found.push({ area: path.relative(ROOT, dir).split(path.sep).join('/'), name: e.name.slice(0, -4), dir });
      }
    }
  };
  if (fs.existsSync(ROOT)) walk(ROOT);
  return found;
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'latin1') : undefined);

/** The program a golden runs: NAME.bas itself, or the shipped program a NAME.run file names. */
export function goldenSource(base: string): string {
  const own = read(base + '.bas');
  if (own !== undefined) return own;
  const target = read(base + '.run')!
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith("'"));
  if (!target) throw new Error(`${base}.run names no program`);
  return fs.readFileSync(path.join(ROOT, '../..', target), 'latin1');
}

function checkGolden(area: string, name: string, dir: string): void {
  const base = path.join(dir, name);
  const source = goldenSource(base);
  const expectedOut = read(base + '.out');
  const expectedErr = read(base + '.err');
  const hasPng = fs.existsSync(base + '.png');
  if (expectedOut === undefined && expectedErr === undefined && !hasPng) {
    throw new Error(`${area}/${name} has no .out, .err or .png to compare with`);
  }
  const result = runGolden(source, read(base + '.keys'), (f) => read(path.join(dir, f)));
  expect(result.unfinished, 'the program did not finish (step limit)').toBe(false);
  const wanted = (expectedErr ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  if (wanted.length === 0) {
    expect(result.errors, 'unexpected errors').toEqual([]);
  } else {
    const actual = result.errors.slice(0, wanted.length);
    expect(actual.length, `expected errors ${JSON.stringify(wanted)}, got ${JSON.stringify(result.errors)}`).toBe(wanted.length);
    wanted.forEach((w, i) => expect(actual[i].startsWith(w), `error ${i + 1}: expected "${w}", got "${actual[i]}"`).toBe(true));
  }
  if (expectedOut !== undefined) expect(result.output).toBe(expectedOut);
  if (hasPng) {
    const expected = readPng(base + '.png');
    const screen = result.machine!.screen;
    const actual = { width: screen.width, height: screen.height, data: screen.toRGBA() };
    const diff = countRgbDifferences(expected, actual);
    if (diff !== 0) {
      writePng(path.join(OUTPUT, area, name + '.actual.png'), actual);
      if (diff > 0) writePng(path.join(OUTPUT, area, name + '.diff.png'), diffImage(expected, actual));
    }
    expect(diff, diff < 0 ? 'screen size differs' : `${diff} pixels differ (see test/output/${area})`).toBe(0);
  }
}

const failures = knownFailures();
const byArea = new Map<string, { name: string; dir: string }[]>();
for (const g of goldenFiles()) {
  if (!byArea.has(g.area)) byArea.set(g.area, []);
  byArea.get(g.area)!.push(g);
}

describe('golden programs', () => {
  if (byArea.size === 0) it('has golden programs', () => expect(byArea.size).toBeGreaterThan(0));
  for (const [area, tests] of byArea) {
    describe(area, () => {
      for (const { name, dir } of tests) {
        const known = failures.get(`${area}/${name}`);
        const run = () => checkGolden(area, name, dir);
        if (known !== undefined) it.fails(`${name} (known failure: ${known})`, run);
        else it(name, run);
      }
    });
  }
});
