// QBasic numeric types, conversions and the arithmetic the compiler specialises on.
// Values are JS numbers; an INTEGER/LONG is always an integral number in range, a SINGLE is always
// a float32 value (Math.fround), a DOUBLE any finite number.
import { QBasicError } from '../errors.js';
import type { BinaryOp } from '../../parser/ast.js';

export type NumType = 'INTEGER' | 'LONG' | 'SINGLE' | 'DOUBLE';
export type ValueType = NumType | 'STRING';

export const INTEGER_MIN = -32768;
export const INTEGER_MAX = 32767;
export const LONG_MIN = -2147483648;
export const LONG_MAX = 2147483647;
/** Largest finite float32 (SINGLE range is +-3.402823E+38). */
export const SINGLE_MAX = 3.4028234663852886e38;

const RANK: Record<NumType, number> = { INTEGER: 0, LONG: 1, SINGLE: 2, DOUBLE: 3 };

export function overflow(): never {
  throw new QBasicError(6);
}
function divisionByZero(): never {
  throw new QBasicError(11);
}
function illegalCall(): never {
  throw new QBasicError(5);
}

export function isNumType(t: ValueType): t is NumType {
  return t !== 'STRING';
}

/** Round to the nearest integer, ties to even (CINT(2.5) = 2, CINT(3.5) = 4: KB Q28855). */
export function roundHalfEven(x: number): number {
  const r = Math.round(x);
  if (r - x === 0.5 && r % 2 !== 0) return r - 1;
  return r + 0; // +0 turns -0 into 0
}

/** Value as INTEGER: rounded half to even, Overflow outside -32768..32767 (also NaN/Infinity). */
export function toInteger(x: number): number {
  // a whole value in range is itself: most SINGLEs used as INTEGERs (counters, subscripts, colours) are
  const i = x | 0;
  if (i === x && i >= -32768 && i <= 32767) return i;
  const r = roundHalfEven(x);
  if (!(r >= INTEGER_MIN && r <= INTEGER_MAX)) overflow();
  return r;
}

/** Value as LONG: rounded half to even, Overflow outside the 32-bit range. */
export function toLong(x: number): number {
  const i = x | 0; // a whole value within 32 bits is itself (and -0 is 0)
  if (i === x) return i;
  const r = roundHalfEven(x);
  if (!(r >= LONG_MIN && r <= LONG_MAX)) overflow();
  return r;
}

/** Value as SINGLE (float32); Overflow beyond +-3.402823E+38. */
export function toSingle(x: number): number {
  const r = Math.fround(x);
  if (r - r !== 0) overflow(); // Infinity or NaN
  return r + 0;
}

/** Value as DOUBLE; Overflow for Infinity/NaN. */
export function toDouble(x: number): number {
  if (x - x !== 0) overflow();
  return x + 0;
}

/** Value converted to `type` as on assignment or argument passing. */
export function convert(x: number, type: NumType): number {
  switch (type) {
    case 'INTEGER': return toInteger(x);
    case 'LONG': return toLong(x);
    case 'SINGLE': return toSingle(x);
    case 'DOUBLE': return toDouble(x);
  }
}

/** The converter function for a type (lets the compiler pick it once). */
export function converter(type: NumType): (x: number) => number {
  switch (type) {
    case 'INTEGER': return toInteger;
    case 'LONG': return toLong;
    case 'SINGLE': return toSingle;
    case 'DOUBLE': return toDouble;
  }
}

/** The more precise of two numeric types; a LONG with a SINGLE is DOUBLE, which holds both (real QBasic 1.1:
 *  `a& = 65535: PRINT a& + .5!` works in DOUBLE, as `a& * 51.72` prints 2689129.743469238). */
export function widerType(a: NumType, b: NumType): NumType {
  if ((a === 'LONG' && b === 'SINGLE') || (a === 'SINGLE' && b === 'LONG')) return 'DOUBLE';
  return RANK[a] >= RANK[b] ? a : b;
}

/** The integer type `\`, MOD and the logical operators work in: INTEGER when both are, else LONG. */
function integerOpType(a: NumType, b: NumType): NumType {
  return a === 'INTEGER' && b === 'INTEGER' ? 'INTEGER' : 'LONG';
}

/** The type `/` and `^` work in: SINGLE for INTEGER and SINGLE operands; DOUBLE when one is DOUBLE or LONG
 *  (real QBasic 1.1: `65535 / 7` is 9362.142857142857, `2& ^ 31` 2147483648). */
export function floatOpType(a: NumType, b: NumType): NumType {
  return a === 'DOUBLE' || b === 'DOUBLE' || a === 'LONG' || b === 'LONG' ? 'DOUBLE' : 'SINGLE';
}

const RELATIONAL = new Set<BinaryOp>(['=', '<>', '<', '>', '<=', '>=']);
const INTEGER_OPS = new Set<BinaryOp>(['\\', 'MOD', 'AND', 'OR', 'XOR', 'EQV', 'IMP']);

/**
 * The type both operands are converted to before `op` runs (QB4.5 help, "Type Conversions": operands
 * take the precision of the most precise one; `/` and `^` work in floating point; `\`, MOD and the
 * logical operators round to INTEGER, or LONG when an operand is not INTEGER). Throws Type mismatch (13).
 */
export function operandType(op: BinaryOp, left: ValueType, right: ValueType): ValueType {
  if (left === 'STRING' || right === 'STRING') {
    if (left === 'STRING' && right === 'STRING' && (op === '+' || RELATIONAL.has(op))) return 'STRING';
    throw new QBasicError(13);
  }
  if (op === '/' || op === '^') return floatOpType(left, right);
  if (INTEGER_OPS.has(op)) return integerOpType(left, right);
  return widerType(left, right);
}

/**
 * The static result type of a binary operator: relational -> INTEGER; + - * -> the wider operand type;
 * / and ^ -> SINGLE, or DOUBLE when an operand is DOUBLE or LONG; \ MOD AND OR XOR EQV IMP -> INTEGER when both
 * operands are INTEGER, else LONG; STRING + STRING -> STRING. Throws Type mismatch (13).
 */
export function resultType(op: BinaryOp, left: ValueType, right: ValueType): ValueType {
  const operands = operandType(op, left, right);
  return RELATIONAL.has(op) ? 'INTEGER' : operands;
}

/** The result type of unary `-`/`+` (same type) and NOT (INTEGER, or LONG for any other type). */
export function unaryResultType(op: '-' | '+' | 'NOT', type: ValueType): ValueType {
  if (type === 'STRING') throw new QBasicError(13);
  if (op === 'NOT') return type === 'INTEGER' ? 'INTEGER' : 'LONG';
  return type;
}

// ------------------------------------------------------------------ range checks on results

/** An INTEGER result: Overflow outside 16 bits (KB Q31785: INTEGER arithmetic never promotes). */
export function checkInteger(r: number): number {
  // literals, not INTEGER_MIN / INTEGER_MAX: a bundle turns module constants into loads on hot paths
  if (r < -32768 || r > 32767) overflow();
  return r;
}

/** A LONG result: Overflow outside 32 bits. */
export function checkLong(r: number): number {
  if (r < -2147483648 || r > 2147483647) overflow(); // literals, as in checkInteger
  return r;
}

/** A SINGLE result: rounded to float32; Overflow when it leaves the float32 range. */
export const checkSingle = toSingle;
/** A DOUBLE result: Overflow when it is not finite. */
export const checkDouble = toDouble;

/** The range check for results of `type`. */
export function checker(type: NumType): (r: number) => number {
  switch (type) {
    case 'INTEGER': return checkInteger;
    case 'LONG': return checkLong;
    case 'SINGLE': return checkSingle;
    case 'DOUBLE': return checkDouble;
  }
}

// ------------------------------------------------------------------ arithmetic

/** `/` for operands already converted to `type` (SINGLE or DOUBLE); x/0 is Division by zero, 0/0 Overflow (KB Q42473). */
export function divide(a: number, b: number, type: NumType): number {
  if (b === 0) {
    if (a === 0) overflow();
    divisionByZero();
  }
  return checker(type)(a / b);
}

/** `\`: operands rounded to INTEGER/LONG (half to even), quotient truncated toward zero (QB4.5 help, "Arithmetic Operators"). */
export function intDiv(a: number, b: number, type: NumType = 'LONG'): number {
  const conv = type === 'INTEGER' ? toInteger : toLong;
  const x = conv(a);
  const y = conv(b);
  if (y === 0) divisionByZero();
  const q = Math.trunc(x / y) + 0;
  // QBasic 1.1 divides LONGs in software without a check: -2147483648 \ -1 is -2147483648
  return type === 'INTEGER' ? checkInteger(q) : q | 0;
}

/** MOD: operands rounded like `\`; the remainder takes the sign of the dividend (-7 MOD 2 = -1). */
export function mod(a: number, b: number, type: NumType = 'LONG'): number {
  const conv = type === 'INTEGER' ? toInteger : toLong;
  const x = conv(a);
  const y = conv(b);
  if (y === 0) divisionByZero();
  return ((x | 0) % (y | 0)) | 0; // on int32s (see intDivision); | 0 also turns -0 into 0
}

/**
 * `^` in `type` (SINGLE or DOUBLE): 0 ^ negative is Division by zero (QB4.5 help, "Arithmetic Operators":
 * raising zero to a negative power is a run-time error); a negative base with a non-integral exponent is
 * Illegal function call; a result out of range is Overflow.
 */
export function pow(a: number, b: number, type: NumType = 'DOUBLE'): number {
  if (a === 0 && b < 0) divisionByZero();
  if (a < 0 && !Number.isInteger(b)) illegalCall();
  return checker(type)(Math.pow(a, b));
}

/** Unary minus in `type`: -(-32768) overflows an INTEGER. */
export function negate(a: number, type: NumType): number {
  return checker(type)(-a + 0);
}

// ------------------------------------------------------------------ logical (bitwise) operators

function toBits(x: number, type: NumType): number {
  return type === 'INTEGER' ? toInteger(x) : toLong(x);
}

/** Bring a 32-bit result back into the signed range of `type` (16-bit two's complement for INTEGER). */
function fromBits(r: number, type: NumType): number {
  return type === 'INTEGER' ? (r << 16) >> 16 : r | 0;
}

export type LogicalOp = 'AND' | 'OR' | 'XOR' | 'EQV' | 'IMP';

/** AND OR XOR EQV IMP on two's complement integers; operands rounded to `type` (INTEGER or LONG) first. */
export function logical(op: LogicalOp, a: number, b: number, type: NumType): number {
  const x = toBits(a, type);
  const y = toBits(b, type);
  let r: number;
  switch (op) {
    case 'AND': r = x & y; break;
    case 'OR': r = x | y; break;
    case 'XOR': r = x ^ y; break;
    case 'EQV': r = ~(x ^ y); break;
    case 'IMP': r = ~x | y; break;
  }
  return fromBits(r, type);
}

/** NOT: bitwise complement (NOT 0 = -1), operand rounded to `type` (INTEGER or LONG) first. */
export function not(a: number, type: NumType): number {
  return fromBits(~toBits(a, type), type);
}

// ------------------------------------------------------------------ specialised closures

export type ArithOp = '+' | '-' | '*' | '/' | '^' | '\\' | 'MOD' | LogicalOp;
export type NumBinary = (a: number, b: number) => number;

function arithmetic(op: '+' | '-' | '*', check: (r: number) => number): NumBinary {
  switch (op) {
    case '+': return (a, b) => check(a + b);
    case '-': return (a, b) => check(a - b);
    case '*': return (a, b) => check(a * b);
  }
}

/**
 * The implementation of a numeric binary operator for operands already converted to `type`
 * (= operandType(op, ...)). Picked once at compile time; each closure is monomorphic.
 */
export function numericBinary(op: ArithOp, type: NumType): NumBinary {
  switch (op) {
    case '+': case '-': case '*': return arithmetic(op, checker(type));
    case '/': return (a, b) => divide(a, b, type);
    case '^': return (a, b) => pow(a, b, type);
    case '\\': return (a, b) => intDiv(a, b, type);
    case 'MOD': return (a, b) => mod(a, b, type);
    default: return (a, b) => logical(op, a, b, type);
  }
}

/** Numeric comparison result as QBasic gives it: -1 true, 0 false. */
export function truth(b: boolean): number {
  return b ? -1 : 0;
}
