import { describe, expect, it } from 'vitest';
import { errorCode } from '../support/error-code.js';
import { parseInputItems, parseNumber, readDataItem, val } from '../../src/runtime/values/val.js';

const code = errorCode;

describe('VAL', () => {
  it('ignores blanks, tabs and line feeds anywhere (KB Q49709)', () => {
    expect(val('  34  56  78')).toBe(345678);
    expect(val('12  3.4  5.6')).toBe(123.45);
    expect(val('12\t 3.4  5.6')).toBe(123.45);
    expect(val('12\n 3.4  5.6')).toBe(123.45);
    expect(val(' 1 2 3')).toBe(123);
  });
  it('reads signs, fractions and E/D exponents, stopping at the first bad character', () => {
    expect(val('  -3')).toBe(-3);
    expect(val('1E3')).toBe(1000);
    expect(val('1d2')).toBe(100);
    expect(val('+.5E-1x')).toBe(0.05);
    expect(val('.5.')).toBe(0.5);
    expect(val('1E')).toBe(1);
    expect(val('1,000')).toBe(1);
    expect(val('-')).toBe(0);
    expect(val('$12')).toBe(0);
    expect(val('')).toBe(0);
    expect(val('5.')).toBe(5);
    expect(code(() => val('1E999'))).toBe(6);
  });
  it('reads &H and &O constants typed like literals (QBasic forum: VAL("&HAB34") is negative)', () => {
    expect(val('&H1F')).toBe(31);
    expect(val('&HAB34')).toBe(-21708);
    expect(val('&HFFFF')).toBe(-1);
    expect(val('&H10000')).toBe(65536);
    expect(val('&HFFFFFFFF')).toBe(-1);
    expect(val('&O17')).toBe(15);
    expect(val('&17')).toBe(15);
    expect(val('&H')).toBe(0);
    expect(code(() => val('&H100000000'))).toBe(6);
  });
  it('parses whole numbers strictly for INPUT and READ', () => {
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('')).toBe(0);
    expect(parseNumber('12x')).toBeUndefined();
    expect(parseNumber('x')).toBeUndefined();
    expect(parseNumber('-1.5E+3')).toBe(-1500);
  });
});

describe('INPUT line parsing (Redo from start rules)', () => {
  it('splits comma-separated fields and converts them', () => {
    expect(parseInputItems('1, 2.5 ,hello world ', ['INTEGER', 'SINGLE', 'STRING'])).toEqual({
      ok: true, values: [1, 2.5, 'hello world'],
    });
    expect(parseInputItems('  "a, b"  , 3', ['STRING', 'LONG'])).toEqual({ ok: true, values: ['a, b', 3] });
    expect(parseInputItems('', ['SINGLE'])).toEqual({ ok: true, values: [0] });
    expect(parseInputItems('', ['STRING'])).toEqual({ ok: true, values: [''] });
    expect(parseInputItems('1,,3', ['INTEGER', 'INTEGER', 'INTEGER'])).toEqual({ ok: true, values: [1, 0, 3] });
    expect(parseInputItems('2.5', ['INTEGER'])).toEqual({ ok: true, values: [2] });
    expect(parseInputItems('0.1', ['SINGLE'])).toEqual({ ok: true, values: [Math.fround(0.1)] });
  });
  it('asks to redo for wrong counts, non-numbers and overflow', () => {
    expect(parseInputItems('1', ['INTEGER', 'INTEGER'])).toEqual({ ok: false });
    expect(parseInputItems('', ['INTEGER', 'INTEGER'])).toEqual({ ok: false });
    expect(parseInputItems('1,2', ['INTEGER'])).toEqual({ ok: false });
    expect(parseInputItems('abc', ['INTEGER'])).toEqual({ ok: false });
    expect(parseInputItems('"x"y', ['STRING'])).toEqual({ ok: false });
    expect(parseInputItems('40000', ['INTEGER'])).toEqual({ ok: false, overflow: true });
  });
});

describe('READ of DATA items', () => {
  it('converts numeric items to the variable type', () => {
    expect(readDataItem('1.5', false, 'INTEGER')).toBe(2);
    expect(readDataItem('2.5', false, 'INTEGER')).toBe(2);
    expect(readDataItem('', false, 'SINGLE')).toBe(0);
    expect(readDataItem('&HFF', false, 'INTEGER')).toBe(255);
    expect(readDataItem('hello', false, 'STRING')).toBe('hello');
    expect(readDataItem('12', true, 'STRING')).toBe('12');
  });
  it('raises Syntax error for a non-number read into a numeric variable, Overflow out of range', () => {
    expect(code(() => readDataItem('abc', false, 'INTEGER'))).toBe(2);
    expect(code(() => readDataItem('12', true, 'INTEGER'))).toBe(2);
    expect(code(() => readDataItem('40000', false, 'INTEGER'))).toBe(6);
  });
});
