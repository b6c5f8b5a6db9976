import { describe, expect, it } from 'vitest';
import { errorCode } from '../support/error-code.js';
import {
  convert, divide, intDiv, logical, mod, negate, not, numericBinary, operandType, pow, resultType,
  roundHalfEven, toInteger, toLong, toSingle, toDouble, unaryResultType,
} from '../../src/runtime/values/numbers.js';

const code = errorCode;

describe('conversions', () => {
  it('rounds half to even (KB Q28855: CINT(2.5) = 2, CINT(3.5) = 4)', () => {
    expect([0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, -3.5].map(roundHalfEven)).toEqual([0, 2, 2, 4, 0, -2, -2, -4]);
    expect(toInteger(23.42)).toBe(23); // QB4.5 help "Type Conversions": A% = 23.42 -> 23
    expect(toInteger(2.6)).toBe(3);
    expect(Object.is(toInteger(-0.4), 0)).toBe(true);
  });
  it('overflows outside the INTEGER and LONG ranges', () => {
    expect(toInteger(32767.4)).toBe(32767);
    expect(code(() => toInteger(32767.5))).toBe(6);
    expect(toInteger(-32768)).toBe(-32768);
    expect(code(() => toInteger(-32769))).toBe(6);
    expect(code(() => toInteger(NaN))).toBe(6);
    expect(code(() => toInteger(Infinity))).toBe(6);
    expect(toLong(2147483647)).toBe(2147483647);
    expect(code(() => toLong(2147483648))).toBe(6);
    expect(toLong(-2147483648)).toBe(-2147483648);
  });
  it('makes SINGLEs float32 and overflows beyond its range', () => {
    expect(toSingle(0.1)).toBe(Math.fround(0.1));
    expect(toSingle(3.4e38)).toBe(Math.fround(3.4e38));
    expect(code(() => toSingle(3.5e38))).toBe(6);
    expect(code(() => toDouble(Infinity))).toBe(6);
    expect(convert(2.5, 'INTEGER')).toBe(2);
    expect(convert(1e10, 'DOUBLE')).toBe(1e10);
  });
});

describe('result types', () => {
  it('follows the most precise operand (QB4.5 help, "Type Conversions"), LONG with SINGLE in DOUBLE', () => {
    expect(resultType('+', 'INTEGER', 'INTEGER')).toBe('INTEGER');
    expect(resultType('*', 'INTEGER', 'LONG')).toBe('LONG');
    // real QBasic 1.1: a& = 65535: b! = 7: PRINT a& / b!; 2& ^ 31; 51994 * 51.72 gives
    // 9362.142857142857  2147483648  2689129.743469238 (DOUBLE, not SINGLE)
    expect(resultType('-', 'LONG', 'SINGLE')).toBe('DOUBLE');
    expect(resultType('*', 'SINGLE', 'LONG')).toBe('DOUBLE');
    expect(resultType('/', 'LONG', 'INTEGER')).toBe('DOUBLE');
    expect(resultType('^', 'LONG', 'SINGLE')).toBe('DOUBLE');
    expect(resultType('-', 'INTEGER', 'SINGLE')).toBe('SINGLE');
    expect(resultType('+', 'SINGLE', 'DOUBLE')).toBe('DOUBLE');
    expect(resultType('/', 'INTEGER', 'INTEGER')).toBe('SINGLE');
    expect(resultType('/', 'INTEGER', 'DOUBLE')).toBe('DOUBLE');
    expect(resultType('^', 'INTEGER', 'INTEGER')).toBe('SINGLE');
    expect(resultType('\\', 'INTEGER', 'INTEGER')).toBe('INTEGER');
    expect(resultType('\\', 'SINGLE', 'INTEGER')).toBe('LONG');
    expect(resultType('AND', 'INTEGER', 'LONG')).toBe('LONG');
    expect(resultType('<', 'DOUBLE', 'DOUBLE')).toBe('INTEGER');
    expect(resultType('=', 'STRING', 'STRING')).toBe('INTEGER');
    expect(resultType('+', 'STRING', 'STRING')).toBe('STRING');
    expect(operandType('<', 'LONG', 'SINGLE')).toBe('DOUBLE');
    expect(unaryResultType('NOT', 'SINGLE')).toBe('LONG');
    expect(unaryResultType('-', 'INTEGER')).toBe('INTEGER');
  });
  it('rejects mixing strings and numbers with Type mismatch', () => {
    expect(code(() => resultType('+', 'STRING', 'INTEGER'))).toBe(13);
    expect(code(() => resultType('-', 'STRING', 'STRING'))).toBe(13);
    expect(code(() => unaryResultType('-', 'STRING'))).toBe(13);
  });
});

describe('arithmetic', () => {
  it('overflows INTEGER arithmetic in 16 bits and LONG in 32 (KB Q31785)', () => {
    const mulInt = numericBinary('*', 'INTEGER');
    expect(code(() => mulInt(6, 6000))).toBe(6); // x& = 6 * 6000 overflows
    expect(numericBinary('*', 'LONG')(6, 6000)).toBe(36000); // 1& * 6 * 6000
    expect(numericBinary('+', 'INTEGER')(32766, 1)).toBe(32767);
    expect(code(() => numericBinary('+', 'INTEGER')(32767, 1))).toBe(6);
    expect(code(() => numericBinary('-', 'INTEGER')(-32768, 1))).toBe(6);
    expect(code(() => numericBinary('*', 'LONG')(100000, 100000))).toBe(6);
    expect(code(() => negate(-32768, 'INTEGER'))).toBe(6);
    expect(negate(-32768, 'LONG')).toBe(32768);
  });
  it('rounds SINGLE results to float32 and overflows beyond the range', () => {
    expect(numericBinary('+', 'SINGLE')(0.1, 0.2)).toBe(Math.fround(0.1 + 0.2));
    expect(code(() => numericBinary('*', 'SINGLE')(1e38, 10))).toBe(6);
    expect(numericBinary('*', 'DOUBLE')(1e38, 10)).toBe(1e39);
    expect(code(() => numericBinary('*', 'DOUBLE')(1e300, 1e10))).toBe(6);
  });
  it('divides: x/0 is Division by zero, 0/0 is Overflow (KB Q42473)', () => {
    expect(divide(10, 4, 'SINGLE')).toBe(2.5);
    expect(divide(1, 3, 'SINGLE')).toBe(Math.fround(1 / 3));
    expect(code(() => divide(1, 0, 'SINGLE'))).toBe(11);
    expect(code(() => divide(0, 0, 'DOUBLE'))).toBe(6);
  });
  it('integer-divides with rounded operands, truncating toward zero (QB4.5 help, "Arithmetic Operators")', () => {
    expect(intDiv(10, 4, 'INTEGER')).toBe(2);
    expect(intDiv(-7, 2, 'INTEGER')).toBe(-3);
    expect(intDiv(-32768.499, 10)).toBe(-3276);
    expect(intDiv(10.4, 4)).toBe(2);
    expect([0.5, 1.5, 2.5, 3.5, 4.5, 5.5].map((x) => intDiv(x, 1))).toEqual([0, 2, 2, 4, 4, 6]);
    expect(code(() => intDiv(1, 0.4))).toBe(11); // divisor rounds to 0
    expect(code(() => intDiv(-32768, -1, 'INTEGER'))).toBe(6);
    expect(code(() => intDiv(3e9, 1))).toBe(6);
  });
  it('takes MOD with the sign of the dividend', () => {
    expect(mod(10.4, 4)).toBe(2);
    expect(mod(19, 6.7)).toBe(5);
    expect(mod(-7, 2)).toBe(-1);
    expect(mod(7, -2)).toBe(1);
    expect(mod(-1, 7)).toBe(-1);
    expect(Object.is(mod(-4, 2), 0)).toBe(true);
    expect(code(() => mod(5, 0))).toBe(11);
  });
  it('raises to powers (QB4.5 help: zero to a negative power is an error)', () => {
    expect(pow(2, 0.5, 'SINGLE')).toBe(Math.fround(Math.SQRT2));
    expect(pow(-2, 3, 'SINGLE')).toBe(-8);
    expect(pow(0, 0, 'SINGLE')).toBe(1);
    expect(code(() => pow(0, -1, 'SINGLE'))).toBe(11);
    expect(code(() => pow(-8, 1 / 3, 'DOUBLE'))).toBe(5);
    expect(code(() => pow(10, 39, 'SINGLE'))).toBe(6);
    expect(pow(10, 39, 'DOUBLE')).toBeCloseTo(1e39, -25);
  });
});

describe('logical operators', () => {
  it('works bitwise on two\'s complement integers (qbasic-facts.md: NOT 0 = -1)', () => {
    expect(not(0, 'INTEGER')).toBe(-1);
    expect(not(-1, 'INTEGER')).toBe(0);
    expect(not(5, 'INTEGER')).toBe(-6);
    expect(logical('AND', 12, 10, 'INTEGER')).toBe(8);
    expect(logical('OR', 12, 10, 'INTEGER')).toBe(14);
    expect(logical('XOR', 12, 10, 'INTEGER')).toBe(6);
    expect(logical('EQV', -1, 0, 'INTEGER')).toBe(0);
    expect(logical('EQV', 0, 0, 'INTEGER')).toBe(-1);
    expect(logical('IMP', -1, 0, 'INTEGER')).toBe(0);
    expect(logical('IMP', 0, 0, 'INTEGER')).toBe(-1);
    expect(logical('IMP', 0, -1, 'INTEGER')).toBe(-1);
    expect(logical('AND', 65535, 255, 'LONG')).toBe(255);
    expect(logical('OR', -32768, 0, 'INTEGER')).toBe(-32768);
    expect(not(0, 'LONG')).toBe(-1);
  });
  it('rounds operands first and overflows when they do not fit', () => {
    expect(logical('AND', 2.5, 3, 'LONG')).toBe(2);
    expect(code(() => logical('AND', 40000, 1, 'INTEGER'))).toBe(6);
    expect(code(() => logical('OR', 3e9, 1, 'LONG'))).toBe(6);
  });
});
