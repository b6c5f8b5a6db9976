// The facts compile() gathers from the whole AST first: here, which procedures are on a cycle of calls (only
// their calls count toward the step budget), and that a loop-free recursion still stops at the step limit.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.js';
import { programFacts } from '../../src/runtime/compiler/program-facts.js';
import { runBasic } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

function recursive(source: string): string[] {
  return [...programFacts(parse(source).program!.body).recursive].sort();
}

describe('procedures on a cycle of calls', () => {
  it('finds direct and mutual recursion, and leaves out procedures only called', () => {
    expect(recursive(lines(
      'PRINT Fib&(5): CALL Ping(3)',
      'SUB Ping (n)', '  IF n > 0 THEN Pong n - 1', 'END SUB',
      'SUB Pong (n)', '  Ping n', '  Leaf', 'END SUB',
      'SUB Leaf', '  PRINT "leaf"', 'END SUB',
      'FUNCTION Fib& (n AS INTEGER)', '  IF n < 2 THEN Fib& = n ELSE Fib& = Fib&(n - 1) + Fib&(n - 2)', 'END FUNCTION',
    ))).toEqual(['FIB', 'PING', 'PONG']);
  });

  it('does not count a FUNCTION assigning its result, but counts it reading its own name', () => {
    expect(recursive(lines(
      'PRINT Twice(2), Count',
      'FUNCTION Twice (x)', '  Twice = x * 2', 'END FUNCTION',
      'FUNCTION Count', '  STATIC n', '  n = n + 1', '  IF n < 3 THEN Count = Count + 1', 'END FUNCTION',
    ))).toEqual(['COUNT']);
  });

  it('passes over statements that share a kind with a name (NAME ... AS) inside a procedure', () => {
    expect(recursive(lines('Save', 'SUB Save', '  NAME "A.DAT" AS "B.DAT"', '  Save', 'END SUB'))).toEqual(['SAVE']);
  });

  it('finds a DEF FN calling itself and a FUNCTION reached through a DEF FN', () => {
    expect(recursive(lines(
      'DEF FNf (n) = n * 2',
      'DEF FNg (n)', '  IF n > 0 THEN FNg = FNg(n - 1) ELSE FNg = Back(n)', 'END DEF',
      'PRINT FNf(1), FNg(2)',
      'FUNCTION Back (n)', '  Back = n', 'END FUNCTION',
    ))).toEqual(['FNG']);
  });
});

describe('the step budget', () => {
  it('stops a recursion with no loop in it, and runs a loop-free chain of calls to its end', () => {
    const runaway = lines('DECLARE FUNCTION F& (n%)', 'PRINT F&(40)', 'FUNCTION F& (n%)',
      '  IF n% < 2 THEN F& = 1 ELSE F& = F&(n% - 1) + F&(n% - 2)', 'END FUNCTION');
    expect(runBasic(runaway, { maxSteps: 5000 }).outcome).toEqual({ kind: 'stepLimit' });
    const chain = lines('DECLARE SUB A ()', 'DECLARE SUB B ()', 'CALL A: CALL A: PRINT n', 'SUB A', '  CALL B: CALL B', 'END SUB',
      'SUB B', '  SHARED n', '  n = n + 1', 'END SUB');
    expect(runBasic(chain).output).toBe(' 4 \n');
  });
});
