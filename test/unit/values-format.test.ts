import { describe, expect, it } from 'vitest';
import { printNumber, strNumber, writeNumber } from '../../src/runtime/values/format.js';

const single = (x: number) => strNumber(Math.fround(x), 'SINGLE');
const double = (x: number) => strNumber(x, 'DOUBLE');

describe('STR$ / PRINT of SINGLE (qbasic-facts.md, QB4.5 "PRINT Statement Details")', () => {
  it('uses 7 significant digits and the fixed/scientific switch', () => {
    expect(single(Math.fround(1) / Math.fround(3))).toBe(' .3333333');
    expect(single(0.01234567)).toBe(' 1.234567E-02');
    expect(single(12345678)).toBe(' 1.234568E+07');
    expect(single(1e7)).toBe(' 1E+07');
    expect(single(1234567)).toBe(' 1234567');
    expect(single(0.5)).toBe(' .5');
    expect(single(-0.5)).toBe('-.5');
    expect(single(0.1)).toBe(' .1');
    expect(single(2.5)).toBe(' 2.5'); // QB4.5 help, "Arithmetic Operators": 10 / 4 -> 2.5
    expect(single(Math.SQRT2)).toBe(' 1.414214');
    expect(single(0)).toBe(' 0');
    expect(single(-0)).toBe(' 0');
    expect(single(100)).toBe(' 100');
    expect(single(-1.5e-10)).toBe('-1.5E-10');
    expect(single(3.4e38)).toBe(' 3.4E+38');
    expect(single(11.11111)).toBe(' 11.11111'); // QB64 wiki MOD page: 100 / 9 -> 11.11111
  });
  it('writes whole values plainly up to 7 digits (SINGLE) and 16 (DOUBLE), then with an exponent', () => {
    expect(single(9999999)).toBe(' 9999999');
    expect(single(-9999999)).toBe('-9999999');
    expect(single(16777216)).toBe(' 1.677722E+07');
    expect(single(10000001)).toBe(' 1E+07');
    expect(double(9999999)).toBe(' 9999999');
    expect(double(1e15 + 1)).toBe(' 1000000000000001');
    expect(double(2 ** 53)).toBe(' 9007199254740992');
    expect(double(1e16)).toBe(' 1D+16');
    expect(double(2 ** 54)).toBe(' 1.801439850948198D+16');
    expect(double(-0)).toBe(' 0');
  });
  it('keeps fixed notation while at most 7 digits follow the point', () => {
    expect(single(0.001)).toBe(' .001');
    expect(single(0.0123456)).toBe(' .0123456');
    expect(single(1.5e-7)).toBe(' 1.5E-07');
  });
  it('rounds a float32 product of 1/3 and 3 back to 1', () => {
    const third = Math.fround(1 / 3);
    expect(single(Math.fround(third * 3))).toBe(' 1');
  });
});

describe('STR$ / PRINT of DOUBLE', () => {
  it('uses 16 significant digits and the exponent letter D', () => {
    // QB4.5 help, "Type Conversions": A! = 2 / 1.5 : PRINT A! * 100# -> 133.3333373069763
    expect(double(Math.fround(2 / 1.5) * 100)).toBe(' 133.3333373069763');
    expect(double((2 / 1.5) * 100)).toBe(' 133.3333333333333');
    expect(double(-32768.499 / 10)).toBe('-3276.8499'); // QB4.5 help, "Arithmetic Operators"
    expect(double(1.1e-16)).toBe(' 1.1D-16'); // qbasic-facts.md
    expect(double(1 / 3)).toBe(' .3333333333333333');
    expect(double(1e16)).toBe(' 1D+16');
    expect(double(1e15)).toBe(' 1000000000000000');
    expect(double(1e100)).toBe(' 1D+100');
    expect(double(0.1 + 0.2)).toBe(' .3');
  });

  it('rounds a value exactly halfway between two 16-digit roundings down, any other up or down as nearest', () => {
    // real QBasic 1.1: PRINT 1234567890123456.5#; 1234567890123457.5#; 4503599627370495.5# and
    // a# = 59400: b! = 371.24: PRINT a# + b! give 1234567890123456  1234567890123457  4503599627370495
    // and 59771.23999023437 (exactly 59771.239990234375); 32768 / 3 gives 10922.66666666667
    expect(double(1234567890123456.5)).toBe(' 1234567890123456');
    expect(double(1234567890123457.5)).toBe(' 1234567890123457');
    expect(double(4503599627370495.5)).toBe(' 4503599627370495');
    expect(double(59400 + Math.fround(371.24))).toBe(' 59771.23999023437');
    expect(double(-(59400 + Math.fround(371.24)))).toBe('-59771.23999023437');
    expect(double(32768 / 3)).toBe(' 10922.66666666667');
    // SINGLE halves still round up: PRINT 1234567.5!; 2345678.5! gives 1234568  2345679
    expect(single(1234567.5)).toBe(' 1234568');
    expect(single(2345678.5)).toBe(' 2345679');
  });
});

describe('integers, PRINT and WRITE', () => {
  it('writes INTEGER and LONG plainly with a sign column', () => {
    expect(strNumber(5, 'INTEGER')).toBe(' 5');
    expect(strNumber(-32768, 'INTEGER')).toBe('-32768');
    expect(strNumber(2147483647, 'LONG')).toBe(' 2147483647');
  });
  it('adds a trailing space for PRINT and drops the sign column for WRITE', () => {
    expect(printNumber(5, 'INTEGER')).toBe(' 5 ');
    expect(printNumber(-2.5, 'SINGLE')).toBe('-2.5 ');
    expect(writeNumber(5, 'INTEGER')).toBe('5');
    expect(writeNumber(-0.5, 'SINGLE')).toBe('-.5');
    expect(writeNumber(1e20, 'DOUBLE')).toBe('1D+20');
  });
});
