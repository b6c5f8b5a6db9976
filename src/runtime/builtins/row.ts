// The shape of one row in the table of pure built-in functions.
import type { NumType, ValueType } from '../values/numbers.js';

/**
 * 'NUMBER' passes a numeric argument unconverted; a NumType converts it (QBasic rounding, Overflow) first;
 * 'ANY' passes a string or an unconverted number (STRING$'s second argument).
 */
export type ParamType = 'STRING' | 'NUMBER' | 'ANY' | NumType;

export interface BuiltinRow {
  /** upper case, with the `$` of string functions: `LEFT$`, `CINT` */
  name: string;
  params: ParamType[];
  /** fewer arguments than params are optional; they are passed as undefined */
  minArgs: number;
  /** 'ARG0': the type of argument 0 (ABS, INT, FIX); 'FLOAT': SINGLE unless an argument is DOUBLE or LONG */
  result: ValueType | 'ARG0' | 'FLOAT';
  /** Throws QBasicError for bad arguments. Numeric results are passed through convert(result type) by the caller. */
  fn: (...args: any[]) => number | string;
  /** the optional arguments come first (INSTR([start,] a$, b$)): with fewer arguments, the leading ones are undefined */
  leadingOptional?: boolean;
  /** fn receives the static argument types as one extra, last argument (STR$, HEX$, OCT$) */
  withTypes?: boolean;
}

export function row(
  name: string, params: ParamType[], result: BuiltinRow['result'], fn: BuiltinRow['fn'],
  extra: Partial<BuiltinRow> = {},
): BuiltinRow {
  return { name, params, minArgs: params.length, result, fn, ...extra };
}
