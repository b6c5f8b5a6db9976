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
  row('SIN', ['NUMBER'], 'FLOAT', Math.sin),
  row('COS', ['NUMBER'], 'FLOAT', Math.cos),
  row('TAN', ['NUMBER'], 'FLOAT', Math.tan),
  row('ATN', ['NUMBER'], 'FLOAT', Math.atan),
  // EXP beyond the result type's range is Overflow (via the caller's conversion)
  row('EXP', ['NUMBER'], 'FLOAT', Math.exp),
  row('LOG', ['NUMBER'], 'FLOAT', log),
];
