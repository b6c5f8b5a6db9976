import { describe, expect, it } from 'vitest';
import { errorCode } from '../support/error-code.js';
import { BUILTINS, alignArguments, builtinResultType, callBuiltin, concat } from '../../src/runtime/builtins/index.js';
import type { ValueType } from '../../src/runtime/values/numbers.js';

type Arg = number | string;

/** Call a builtin by name as compiled code would: types inferred (numbers SINGLE unless given). */
function call(name: string, args: Arg[], types?: ValueType[]): number | string {
  const r = BUILTINS.get(name);
  if (!r) throw new Error(`no builtin ${name}`);
  const argTypes = types ?? args.map((a) => (typeof a === 'string' ? 'STRING' : Number.isInteger(a) ? 'INTEGER' : 'SINGLE'));
  const aligned = alignArguments(r, args);
  const alignedTypes = alignArguments(r, argTypes);
  if (!aligned || !alignedTypes) throw new Error('argument count');
  return callBuiltin(r, aligned, alignedTypes);
}

const code = errorCode;

describe('math builtins', () => {
  it('computes INT, FIX, SGN, ABS (QB4.5 help pages)', () => {
    expect(call('INT', [-2.5])).toBe(-3);
    expect(call('INT', [2.5])).toBe(2);
    expect(call('FIX', [-2.5])).toBe(-2);
    expect(call('SGN', [-3])).toBe(-1);
    expect(call('SGN', [0])).toBe(0);
    expect(call('SGN', [4.5])).toBe(1);
    expect(call('ABS', [-3.5])).toBe(3.5);
    expect(code(() => call('ABS', [-32768], ['INTEGER']))).toBe(6);
    expect(call('ABS', [-32768], ['LONG'])).toBe(32768);
  });
  it('gives SINGLE results unless an argument is DOUBLE', () => {
    expect(call('SQR', [2])).toBe(Math.fround(Math.SQRT2));
    expect(call('SQR', [2], ['DOUBLE'])).toBe(Math.SQRT2);
    expect(builtinResultType(BUILTINS.get('SIN')!, ['INTEGER'])).toBe('SINGLE');
    expect(builtinResultType(BUILTINS.get('SIN')!, ['DOUBLE'])).toBe('DOUBLE');
    expect(builtinResultType(BUILTINS.get('ABS')!, ['LONG'])).toBe('LONG');
    expect(call('LOG', [1])).toBe(0);
    expect(call('ATN', [1], ['DOUBLE'])).toBe(Math.PI / 4);
  });
  it('rejects bad arguments with Illegal function call or Overflow', () => {
    expect(code(() => call('SQR', [-1]))).toBe(5);
    expect(code(() => call('LOG', [0]))).toBe(5);
    expect(code(() => call('LOG', [-1]))).toBe(5);
    expect(code(() => call('EXP', [100]))).toBe(6); // beyond SINGLE
    expect(call('EXP', [100], ['DOUBLE'])).toBe(Math.exp(100));
  });
});

describe('string builtins', () => {
  it('slices with LEFT$, RIGHT$, MID$', () => {
    expect(call('LEFT$', ['hello', 2])).toBe('he');
    expect(call('LEFT$', ['hello', 9])).toBe('hello');
    expect(call('RIGHT$', ['hello', 2])).toBe('lo');
    expect(call('RIGHT$', ['hello', 0])).toBe('');
    expect(call('MID$', ['hello', 2, 3])).toBe('ell');
    expect(call('MID$', ['hello', 3])).toBe('llo');
    expect(call('MID$', ['hello', 9])).toBe('');
    expect(call('LEFT$', ['hello', 2.5])).toBe('he'); // 2.5 rounds to 2
    expect(code(() => call('LEFT$', ['a', -1]))).toBe(5);
    expect(code(() => call('RIGHT$', ['a', -1]))).toBe(5);
    expect(code(() => call('MID$', ['a', 0]))).toBe(5);
    expect(code(() => call('MID$', ['a', 1, -1]))).toBe(5);
    expect(code(() => call('LEFT$', ['a', 40000], ['STRING', 'LONG']))).toBe(6);
  });
  it('follows KB Q44799 for INSTR', () => {
    expect(call('INSTR', ['ABCDEF', 'D'])).toBe(4);
    expect(call('INSTR', ['ABCDEF', 'd'])).toBe(0);
    expect(call('INSTR', [2, 'abcabc', 'bc'])).toBe(2);
    expect(call('INSTR', [3, 'abcabc', 'bc'])).toBe(5);
    expect(call('INSTR', ['abc', ''])).toBe(1);
    expect(call('INSTR', [3, 'abc', ''])).toBe(3);
    expect(call('INSTR', [4, 'abc', ''])).toBe(0);
    expect(call('INSTR', [1, '', ''])).toBe(0);
    expect(call('INSTR', ['', 'a'])).toBe(0);
    expect(code(() => call('INSTR', [0, 'abc', 'a']))).toBe(5);
  });
  it('converts characters', () => {
    expect(call('CHR$', [65])).toBe('A');
    expect(call('CHR$', [255])).toBe('\xff');
    expect(code(() => call('CHR$', [256]))).toBe(5);
    expect(code(() => call('CHR$', [-1]))).toBe(5);
    expect(call('ASC', ['A'])).toBe(65);
    expect(code(() => call('ASC', ['']))).toBe(5);
    expect(call('LEN', ['hello'])).toBe(5);
  });
  it('builds strings with SPACE$ and STRING$', () => {
    expect(call('SPACE$', [3])).toBe('   ');
    expect(code(() => call('SPACE$', [-1]))).toBe(5);
    expect(call('STRING$', [3, 42])).toBe('***');
    expect(call('STRING$', [3, 'xyz'])).toBe('xxx');
    expect(call('STRING$', [0, 'x'])).toBe('');
    expect(code(() => call('STRING$', [3, '']))).toBe(5);
    expect(code(() => call('STRING$', [3, 256]))).toBe(5);
    expect(code(() => call('STRING$', [-1, 65]))).toBe(5);
  });
  it('changes case of ASCII letters only and trims spaces only', () => {
    expect(call('UCASE$', ['abc\x84z'])).toBe('ABC\x84Z');
    expect(call('LCASE$', ['ABC\x8eZ'])).toBe('abc\x8ez');
    expect(call('LTRIM$', ['  a b  '])).toBe('a b  ');
    expect(call('RTRIM$', ['  a b  '])).toBe('  a b');
    expect(call('LTRIM$', ['\ta'])).toBe('\ta');
  });
  it('limits strings to 32767 characters (Out of string space)', () => {
    expect(concat('a'.repeat(32766), 'b').length).toBe(32767);
    expect(code(() => concat('a'.repeat(32767), 'b'))).toBe(14);
  });
});

describe('conversion builtins', () => {
  it('rounds with CINT/CLNG half to even (KB Q28855)', () => {
    expect(call('CINT', [2.5])).toBe(2);
    expect(call('CINT', [3.5])).toBe(4);
    expect(call('CINT', [-2.5])).toBe(-2);
    expect(code(() => call('CINT', [32768]))).toBe(6);
    expect(call('CLNG', [32768.5])).toBe(32768);
    expect(call('CSNG', [0.1], ['DOUBLE'])).toBe(Math.fround(0.1));
  });
  it('formats STR$ by the argument type', () => {
    expect(call('STR$', [5])).toBe(' 5');
    expect(call('STR$', [-5])).toBe('-5');
    expect(call('STR$', [0.1], ['SINGLE'])).toBe(' .1');
    expect(call('STR$', [0.1], ['DOUBLE'])).toBe(' .1');
    expect(call('STR$', [1 / 3], ['DOUBLE'])).toBe(' .3333333333333333');
  });
  it('writes HEX$ and OCT$ of negatives in 16 or 32 bits by type', () => {
    expect(call('HEX$', [-1], ['INTEGER'])).toBe('FFFF');
    expect(call('HEX$', [-1], ['LONG'])).toBe('FFFFFFFF');
    expect(call('HEX$', [65535], ['LONG'])).toBe('FFFF');
    expect(call('HEX$', [255], ['INTEGER'])).toBe('FF');
    expect(call('OCT$', [-1], ['INTEGER'])).toBe('177777');
    expect(call('OCT$', [8], ['INTEGER'])).toBe('10');
    expect(call('HEX$', [2.5], ['SINGLE'])).toBe('2');
    expect(code(() => call('HEX$', [3e9], ['DOUBLE']))).toBe(6);
  });
  it('packs numbers into byte strings', () => {
    expect(call('CVI', [String.fromCharCode(0, 72)])).toBe(18432); // qbasic-facts.md
    expect(call('MKI$', [-2])).toBe('\xfe\xff');
    expect(call('CVL', [call('MKL$', [-100000], ['LONG'])])).toBe(-100000);
    expect(code(() => call('CVD', ['1234567']))).toBe(5);
  });
  it('has every row reachable by name, with consistent arities', () => {
    for (const [name, r] of BUILTINS) {
      expect(r.name).toBe(name);
      expect(r.minArgs).toBeLessThanOrEqual(r.params.length);
    }
    expect(alignArguments(BUILTINS.get('MID$')!, ['a'])).toBeUndefined();
    expect(alignArguments(BUILTINS.get('INSTR')!, ['a', 'b'])).toEqual([undefined, 'a', 'b']);
  });
});
