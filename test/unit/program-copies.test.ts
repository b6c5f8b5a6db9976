// The golden copies of the shipped programs (test/golden/programs/NAME.bas) must stay the programs
// themselves: a header comment, then programs/NAME.bas byte for byte.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');
const COPIES = path.join(ROOT, 'test/golden/programs');

describe('golden copies of programs/', () => {
  const names = fs.readdirSync(COPIES).filter((f) => f.endsWith('.bas'));
  it('has a copy of every shipped program but the listing (test/golden/minesweeper has that)', () => {
    const shipped = fs.readdirSync(path.join(ROOT, 'programs')).filter((f) => f.endsWith('.bas'));
    expect(names.sort()).toEqual(shipped.filter((f) => f !== 'minesweeper.bas').sort());
  });
  for (const name of names) {
    it(`${name} ends with programs/${name} unchanged`, () => {
      const copy = fs.readFileSync(path.join(COPIES, name), 'latin1');
      const original = fs.readFileSync(path.join(ROOT, 'programs', name), 'latin1');
      expect(copy.endsWith(original)).toBe(true);
      expect(copy.slice(0, copy.length - original.length).split('\n').slice(0, -1).every((l) => l.startsWith("'"))).toBe(true);
    });
  }
});
