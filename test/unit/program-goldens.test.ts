// Every shipped program has a headless golden that runs it unchanged (a .run file naming it).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');

function runTargets(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.run'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'latin1').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith("'"))[0]);
}

describe('goldens of the shipped programs', () => {
  it('run every program in programs/, each from a .run file naming an existing program', () => {
    const targets = [...runTargets(path.join(ROOT, 'test/golden/programs')), ...runTargets(path.join(ROOT, 'test/golden/minesweeper'))];
    for (const t of targets) expect(fs.existsSync(path.join(ROOT, t)), t).toBe(true);
    const shipped = fs.readdirSync(path.join(ROOT, 'programs')).filter((f) => f.endsWith('.bas')).map((f) => `programs/${f}`);
    expect([...new Set(targets)].sort()).toEqual(shipped.sort());
  });
});
