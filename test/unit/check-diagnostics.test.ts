// check() compiles with `diagnosticsOnly` (procedure code built and dropped): it must report exactly what a
// full compile reports, on every program the project has and on variants with a type suffix changed.
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { parse } from '../../src/parser/index.js';
import { compile } from '../../src/runtime/index.js';
import { withQbBi } from '../../src/runtime/qb-bi.js';
import { largeProgram, programSources } from '../support/sources.js';

function fullCompile(source: string) {
  const parsed = parse(source, { include: withQbBi() });
  return parsed.diagnostics.length > 0 ? parsed.diagnostics : compile(parsed.program).diagnostics;
}

/** The program with the `nth` type suffix after a name (mod their count) turned into another one. */
function retyped(source: string, nth: number): string {
  const at = [...source.matchAll(/[A-Za-z0-9][%&!#$]/g)].map((m) => m.index + 1);
  if (at.length === 0) return source;
  const i = at[nth % at.length]!;
  return source.slice(0, i) + (source[i] === '$' ? '%' : '$') + source.slice(i + 1);
}

describe('check()', () => {
  const programs = programSources();

  it('reports what a full compile reports', async () => {
    let withDiagnostics = 0;
    for (const source of [...programs, await largeProgram(600)]) {
      const expected = fullCompile(source);
      expect(check(source)).toEqual(expected);
      if (expected.length > 0) withDiagnostics++;
    }
    expect(withDiagnostics).toBeGreaterThanOrEqual(20);
  });

  it('reports what a full compile reports when a type suffix changes', () => {
    let compileErrors = 0;
    programs.forEach((source, index) => {
      for (const nth of [index, index * 7 + 3]) {
        const changed = retyped(source, nth);
        const expected = fullCompile(changed);
        expect(check(changed)).toEqual(expected);
        if (parse(changed).diagnostics.length === 0 && expected.length > 0) compileErrors++;
      }
    });
    expect(compileErrors).toBeGreaterThan(100);
  });

  it('builds no executable', () => {
    const { program } = parse('SUB s\nPRINT 1\nEND SUB\nCALL s\n');
    expect(compile(program, { diagnosticsOnly: true })).toEqual({ diagnostics: [] });
    expect(compile(program).executable).toBeDefined();
  });
});
