// SIN, COS, TAN, ATN, EXP, LOG, SQR and CSNG as real QBasic 1.1 computes them (each figure below was
// printed by QBASIC.EXE under DOSBox): a SINGLE result keeps its unrounded value until it is stored in a
// SINGLE or printed, CSNG only retypes, and the trigonometric functions reduce their argument by the
// coprocessor's 64-bit pi and refuse one past 2^31.
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('math functions of SINGLE values', () => {
  it('read their argument unrounded and give an unrounded result to a DOUBLE', () => {
    const r = runBasic(lines('x! = 2609.27891: a! = 6.578',
      'd# = SIN(x! * 7): PRINT d#', 'd# = EXP(a! + a!): PRINT d#', 'd# = SIN(-27115): PRINT d#',
      's! = EXP(a! + a!): PRINT s!; EXP(a! + a!)'));
    expect(r.output).toBe('-.264830184502868 \n 517104.4361913792 \n-8.608644799669196D-02 \n 517104.4  517104.4 \n');
  });

  it('give INT and FIX of the unrounded value', () => {
    const r = runBasic(lines('y! = -553.23148', 'd# = FIX(y! * 17328.88! * y!): PRINT d#'));
    expect(r.output).toBe(' 5303765646 \n');
  });

  it('take CSNG as a new type for the same value', () => {
    const r = runBasic(lines('x# = 1 / 3#', 'd# = CSNG(x#): PRINT d#', 'PRINT CSNG(x#) = x#; CSNG(x#)',
      's! = CSNG(x#): d# = s!: PRINT d#', 'a& = 16777217: PRINT CSNG(a&) + 0#'));
    expect(r.output).toBe(' .3333333333333333 \n-1  .3333333 \n .3333333432674408 \n 16777217 \n');
  });
});

describe('SIN, COS and TAN', () => {
  it('reduce a large argument by the 64-bit pi, as the coprocessor does', () => {
    const r = runBasic(lines('x# = 2# ^ 29: PRINT SIN(x#)', 'x# = 2# ^ 30: PRINT SIN(x#)'));
    expect(r.output).toBe(' .3265676630266662 \n-.6173264150595308 \n');
  });

  it('refuse an argument past 2^31 with Illegal function call', () => {
    const r = runBasic(lines('ON ERROR GOTO h', 'x# = 2# ^ 31: PRINT SIN(x#) <> 0', 'PRINT COS(x# + 1)', 'PRINT SIN(1D+10)',
      'PRINT TAN(-2# ^ 32)', 'END', 'h: PRINT "E"; ERR: RESUME NEXT'));
    expect(r.output).toBe('-1 \nE 5 \nE 5 \nE 5 \n');
  });
});
