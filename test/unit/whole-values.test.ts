// Which SINGLE / DOUBLE variables hold only whole values, and in which range (whole-values.ts): the
// counters of FOR statements with constant whole bounds that nothing else assigns.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.js';
import { binaryRange, wholeCounters } from '../../src/runtime/compiler/whole-values.js';

const counters = (...l: string[]) => Object.fromEntries(wholeCounters(parse(l.join('\n') + '\n').program!.body));

describe('whole counters', () => {
  it('ranges a counter over its values, one step past the end and 0, with module CONSTs in its bounds', () => {
    expect(counters('CONST W = 60', 'FOR x = 0 TO W - 1: NEXT', 'FOR d = -1 TO 1: FOR n = 9 TO 2 STEP -4: NEXT n, d'))
      .toEqual({ X: [0, 60], D: [-1, 2], N: [0, 9] });
    expect(counters('FOR i = 5 TO 7: NEXT', 'FOR i = -3 TO 0: NEXT')).toEqual({ I: [-3, 8] });
  });

  it('leaves out a counter anything else may give a value, or whose bounds are not constant and whole', () => {
    expect(counters(
      'DECLARE FUNCTION f (v)', 'FOR a = 1 TO 2: NEXT: a = 3', 'FOR b = 1 TO 2: NEXT: CALL s(b)', 'FOR c = 1 TO 2: NEXT: z = f(c)',
      'FOR d = 1 TO 2: NEXT: SWAP d, e', 'FOR g = 1 TO 2: NEXT: READ g', 'FOR h = 1 TO 2: NEXT: POKE VARPTR(h), 0',
      'FOR k = 1 TO 2.5: NEXT', 'FOR m = 1 TO 3 STEP .5: NEXT', 'FOR n = 1 TO q: NEXT', 'COMMON p', 'FOR p = 1 TO 2: NEXT',
      'FOR r = 1 TO 2: NEXT: INPUT r', 'FOR t = 1 TO 2: NEXT: FOR y = 1 TO 2: NEXT: y = t(1)', 'DIM t(3)',
      'SUB s (v)', 'FOR u = 1 TO 3: NEXT', 'END SUB', 'FUNCTION f (v)', 'FOR u = 1 TO 40000: NEXT', 'END FUNCTION',
    )).toEqual({ T: [0, 3], U: [0, 40001] });
  });

  it('bounds the results of operators on whole ranges', () => {
    expect(binaryRange('XOR', [0, 320], [0, 200])).toEqual([0, 511]);
    expect(binaryRange('MOD', [59, 122], [60, 60])).toEqual([0, 59]);
    expect(binaryRange('MOD', [-5, 3], [4, 4])).toEqual([-3, 3]);
    expect(binaryRange('AND', [-9, 600], [255, 255])).toEqual([0, 255]);
    expect(binaryRange('*', [-1, 2], [3, 5])).toEqual([-5, 10]);
  });
});
