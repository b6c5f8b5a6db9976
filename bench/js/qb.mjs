// QBasic semantics the JS baselines need: 16/32-bit range checks, CINT/CLNG rounding, PRINT/STR$ of numbers.

export class QbOverflow extends Error {
  constructor() {
    super('Overflow');
  }
}

/** an INTEGER result: Overflow outside -32768..32767 (QBasic never wraps: KB Q31785) */
export function i16(v) {
  if (v > 32767 || v < -32768) throw new QbOverflow();
  return v;
}

/** a LONG result: Overflow outside the 32-bit range */
export function i32(v) {
  if (v > 2147483647 || v < -2147483648) throw new QbOverflow();
  return v;
}

/** an array index checked against its bounds (Subscript out of range) */
export function index(i, lower, upper) {
  if (i < lower || i > upper) throw new Error('Subscript out of range');
  return i;
}

/** CLNG: round half to even (KB Q28855), Overflow outside LONG */
export function clng(v) {
  const f = Math.floor(v);
  const d = v - f;
  const r = d > 0.5 || (d === 0.5 && f % 2 !== 0) ? f + 1 : f;
  return i32(r);
}

/** CINT (a SINGLE / DOUBLE used as an INTEGER, e.g. a subscript): round half to even, Overflow outside INTEGER */
export function cint(v) {
  const f = Math.floor(v);
  const d = v - f;
  return i16(d > 0.5 || (d === 0.5 && f % 2 !== 0) ? f + 1 : f);
}

/** STR$ of a whole number: sign column, digits */
export function str(n) {
  return n < 0 ? String(n) : ' ' + n;
}

/** PRINT n of a whole number on its own line: sign column, digits, one trailing space */
export function printLine(n) {
  return str(n) + ' \n';
}
