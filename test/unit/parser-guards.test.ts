// The parser skips its hottest OPTIONs and MANYs when the next token cannot start them (`guard` in
// expr-parser.ts), and parses plain operands past the OR that would choose them (`shortcut`, which opening
// the guards turns off). That must never change a result: every program here, and lines made from them with tokens
// dropped, swapped and repeated, parses to the same AST and diagnostics with every guard open.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExprParser } from '../../src/parser/expr-parser.js';
import { parse } from '../../src/parser/index.js';
import { largeProgram, programSources } from '../support/sources.js';

const programs = programSources();
const lines = programs.flatMap((source) => source.split('\n')).filter((line) => line.trim() !== '');
const WORDS = /"[^"\n]*"?|[A-Za-z_][A-Za-z0-9_.]*[%&!#$]?|\d*\.?\d+[%&!#]?|\s+|./g;

const proto = ExprParser.prototype as unknown as { guard(enter: boolean): boolean };
const guarded = proto.guard;

/** parse() with every guard open: each OPTION and MANY decided by Chevrotain alone, as without guards. */
function parseUnguarded(source: string) {
  proto.guard = () => true;
  try {
    return parse(source);
  } finally {
    proto.guard = guarded;
  }
}

describe('parser guards', () => {
  it('change nothing on the bundled programs, the golden programs and the bench program', async () => {
    expect(programs.length).toBeGreaterThan(300);
    for (const source of [...programs, await largeProgram(600)]) expect(parse(source)).toEqual(parseUnguarded(source));
  });

  it('change nothing on broken lines made from them', () => {
    const mutated = fc.array(fc.nat(), { minLength: 3, maxLength: 3 }).map(([pick, at, how]) => {
      const words = lines[pick % lines.length].match(WORDS) ?? [];
      const i = at % Math.max(words.length, 1);
      if (how % 3 === 0) words.splice(i, 1);
      else if (how % 3 === 1) words.splice(i, 0, words[(i * 7 + how) % Math.max(words.length, 1)] ?? ':');
      else [words[i], words[0]] = [words[0]!, words[i]!];
      return words.join('');
    });
    fc.assert(fc.property(fc.array(mutated, { minLength: 1, maxLength: 8 }), (chosen) => {
      const source = chosen.join('\n');
      expect(parse(source)).toEqual(parseUnguarded(source));
    }), { numRuns: 3000, seed: 1990 });
  });
});
