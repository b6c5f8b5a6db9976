// The fast paths and the plain path agree: generated programs covering every area of the differential
// generator (arithmetic and logical operators of every type with INTEGER / LONG overflow, conversions,
// PRINT and PRINT USING, string functions, arrays, records, SUB / FUNCTION by reference and by value,
// STATIC and SHARED, IF / SELECT / FOR / DO / WHILE / GOSUB / ON GOSUB, ON ERROR with RESUME NEXT,
// sequential, BINARY and RANDOM files, DATA / READ / RESTORE, SINGLE quotients, every numeric type mixed
// with every other through the math functions) print the same and end
// the same in a normal and a debug build.
// A sample runs here; `node scripts/differential.mjs --oracle debug --seeds 1-500` is the long run.
import { describe, expect, it } from 'vitest';
import { generateBatch, splitCases } from '../support/program-gen.js';
import { runBuild } from '../support/both-builds.js';

describe('normal and debug builds agree on generated programs', () => {
  for (let seed = 1; seed <= 12; seed++) {
    it(`seed ${seed}`, () => {
      const batch = generateBatch(seed, 39, 'all');
      const normal = runBuild(batch.source, false);
      expect(normal).not.toMatch(/^diagnostics/);
      expect(normal).toMatch(/"kind":"end"/);
      const debug = runBuild(batch.source, true);
      const a = splitCases(normal), b = splitCases(debug);
      for (const c of batch.cases) expect(b.get(c.id), `case ${c.id} (${c.area}):\n${c.text}`).toBe(a.get(c.id));
      expect(debug).toBe(normal);
    });
  }

  it('every area of the generator is in the sample', () => {
    const areas = new Set(generateBatch(1, 39, 'all').cases.map((c) => c.area));
    expect([...areas].sort()).toEqual(['arithmetic', 'arrays', 'boundaries', 'control', 'conversions', 'data', 'errors', 'files', 'mixed', 'printing', 'procedures', 'records', 'singles', 'strings']);
  });
});
