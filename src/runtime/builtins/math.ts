// Built-in math functions (QB4.5 help, each function's page).
import { QBasicError } from '../errors.js';
import { row, type BuiltinRow } from './row.js';

function illegal(): never {
  throw new QBasicError(5);
}

/** SGN returns -1, 0 or 1 as an INTEGER. */
export function sgn(x: number): number {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

/** SQR of a negative number is Illegal function call. */
export function sqr(x: number): number {
  if (x < 0) illegal();
  return Math.sqrt(x);
}

/** LOG (natural logarithm) needs x > 0, else Illegal function call. */
export function log(x: number): number {
  if (x <= 0) illegal();
  return Math.log(x);
}

/** SIN, COS and TAN take |x| up to 2^31, else Illegal function call (real QBasic 1.1: SIN(2# ^ 31) works,
 *  COS(2# ^ 31 + 1), SIN(2# ^ 32) and SIN(1D+10) do not). */
const TRIG_LIMIT = 2147483648;

/**
 * How far QBasic's reduction of x by multiples of pi moves it: the coprocessor's pi (FLDPI, 64 bits) is
 * pi + 5.0166E-20, so SIN(x) is sin(x - x / pi * 5.0166E-20). This matches QBasic 1.1's SIN(2# ^ 29)
 * (.3265676630266662, where sin(2^29) is .3265676630185633), SIN(2# ^ 30) and SIN(-27115) to the digit.
 */
function shift(x: number): number {
  if (Math.abs(x) > TRIG_LIMIT) illegal();
  return x * (5.016557612668332e-20 / Math.PI);
}

export function sin(x: number): number {
  return Math.sin(x) - shift(x) * Math.cos(x);
}

export function cos(x: number): number {
  return Math.cos(x) + shift(x) * Math.sin(x);
}

export function tan(x: number): number {
  const t = Math.tan(x);
  return t - shift(x) * (1 + t * t);
}

/** INT: the largest integer <= x (INT(-2.5) = -3). */
export function int(x: number): number {
  return Math.floor(x) + 0;
}

/** FIX truncates toward zero (FIX(-2.5) = -2). */
export function fix(x: number): number {
  return Math.trunc(x) + 0;
}

export const MATH_BUILTINS: BuiltinRow[] = [
  // ABS(-32768%) overflows: the caller converts the result back to the argument's type
  row('ABS', ['NUMBER'], 'ARG0', Math.abs),
  row('SGN', ['NUMBER'], 'INTEGER', sgn),
  row('INT', ['NUMBER'], 'ARG0', int),
  row('FIX', ['NUMBER'], 'ARG0', fix),
  row('SQR', ['NUMBER'], 'FLOAT', sqr),
  row('SIN', ['NUMBER'], 'FLOAT', sin),
  row('COS', ['NUMBER'], 'FLOAT', cos),
  row('TAN', ['NUMBER'], 'FLOAT', tan),
  row('ATN', ['NUMBER'], 'FLOAT', Math.atan),
  // EXP beyond the result type's range is Overflow (via the caller's conversion)
  row('EXP', ['NUMBER'], 'FLOAT', Math.exp),
  row('LOG', ['NUMBER'], 'FLOAT', log),
];
