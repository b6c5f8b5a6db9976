// The table of pure built-in functions, looked up once at compile time.
import { QBasicError } from '../errors.js';
import { convert, floatOpType, type NumType, type ValueType } from '../values/numbers.js';
import { CONVERT_BUILTINS } from './convert.js';
import { MATH_BUILTINS } from './math.js';
import type { BuiltinRow, ParamType } from './row.js';
import { STRING_BUILTINS } from './string.js';

export type { BuiltinRow, ParamType } from './row.js';
export { concat, checkStringLength, MAX_STRING } from './string.js';

// Every row gets every field, in one order: rows of one shape keep the compiler's reads of them monomorphic.
export const BUILTINS: ReadonlyMap<string, BuiltinRow> = new Map(
  [...MATH_BUILTINS, ...STRING_BUILTINS, ...CONVERT_BUILTINS].map((r): [string, BuiltinRow] => [r.name, {
    name: r.name, params: r.params, minArgs: r.minArgs, result: r.result, fn: r.fn,
    leadingOptional: r.leadingOptional ?? false, withTypes: r.withTypes ?? false,
  }]),
);

/** Does an argument of `type` fit a parameter of kind `param`? (false = Type mismatch) */
export function acceptsArgument(param: ParamType, type: ValueType): boolean {
  if (param === 'ANY') return true;
  return (param === 'STRING') === (type === 'STRING');
}

const numeric = (type: ValueType | undefined): NumType => (type === undefined || type === 'STRING' ? 'INTEGER' : type);

/** The static result type of a call with arguments of `argTypes` (aligned to params, undefined = omitted). */
export function builtinResultType(r: BuiltinRow, argTypes: readonly (ValueType | undefined)[]): ValueType {
  if (r.result === 'ARG0') return argTypes[0] ?? 'SINGLE';
  if (r.result === 'FLOAT') return floatOpType(numeric(argTypes[0]), numeric(argTypes[1]));
  return r.result;
}

/**
 * Align call arguments to the row's params: with fewer than params.length arguments, the missing ones are
 * the trailing ones, or the leading ones for `leadingOptional` rows. Returns undefined for a wrong count.
 */
export function alignArguments<T>(r: BuiltinRow, args: readonly T[]): (T | undefined)[] | undefined {
  if (args.length < r.minArgs || args.length > r.params.length) return undefined;
  const missing = r.params.length - args.length;
  const aligned: (T | undefined)[] = [];
  if (r.leadingOptional) for (let i = 0; i < missing; i++) aligned.push(undefined);
  for (let i = 0; i < args.length; i++) aligned.push(args[i]);
  if (!r.leadingOptional) for (let i = 0; i < missing; i++) aligned.push(undefined);
  return aligned;
}

/**
 * Call a row the way the compiled code should: arguments (already aligned) converted to their declared
 * NumType, the types appended for `withTypes` rows, and a numeric result converted to the result type
 * (so ABS(-32768%) and EXP(100!) raise Overflow). A reference for the compiler's specialised closures.
 */
export function callBuiltin(
  r: BuiltinRow, args: readonly (number | string | undefined)[], argTypes: readonly (ValueType | undefined)[],
): number | string {
  const values = args.map((a, i) => {
    const p = r.params[i];
    if (a === undefined || p === 'STRING' || p === 'NUMBER' || p === 'ANY') return a;
    if (typeof a !== 'number') throw new QBasicError(13);
    return convert(a, p);
  });
  if (r.withTypes) values.push(argTypes as never);
  const result = r.fn(...values);
  const type = builtinResultType(r, argTypes);
  return typeof result === 'number' ? convert(result, type as NumType) : result;
}
