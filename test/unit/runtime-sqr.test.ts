// SQR of a DOUBLE variable has its own small closure: the same values as SQR elsewhere, and Illegal
// function call (5) for a negative argument at the statement that calls it (QB45 help: SQR).
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('SQR of a DOUBLE variable', () => {
  // SQR of a LONG is DOUBLE (real QBasic 1.1: d& = 7: PRINT SQR(d&) gives 2.645751311064591)
  it('gives the root inside operators, in a loop, and for a SINGLE or LONG variable as before', () => {
    const r = runBasic(lines('DIM x AS DOUBLE, s AS DOUBLE, f AS SINGLE, n AS LONG', 'x = 2#: f = 2: n = 2',
      'PRINT SQR(x); SQR(x) * .5#; 1# + SQR(x); SQR(f); SQR(n)',
      'FOR i& = 1 TO 1000', '  x = i& * .001#', '  s = s + x * x / (1# + x) - SQR(x) * .5#', 'NEXT',
      'PRINT s', 'x = 0#: PRINT SQR(x); 1 / (SQR(x) + 1)'));
    expect(r.output).toBe(' 1.414213562373095  .7071067811865476  2.414213562373095  1.414214 \n 1.414213562373095 \n'
      + '-140.1828241369032 \n 0  1 \n');
  });

  it('raises Illegal function call for a negative variable at its statement', () => {
    const r = runBasic(lines('DIM x AS DOUBLE, s AS DOUBLE', 'ON ERROR GOTO h', 'x = -4#', 's = 1# + SQR(x) * 2#',
      'PRINT "on"; s', 'END', 'h: PRINT "err"; ERR; ERL: RESUME NEXT'));
    expect(r.output).toBe('err 5  0 \non 0 \n');
    const at = runBasic(lines('DIM x AS DOUBLE', 'x = -1#', 'PRINT "a"', 'y# = 2# * SQR(x)'));
    expect(at.output).toBe('a\n');
    expect(at.outcome).toMatchObject({ code: 5, line: 4 });
  });
});
