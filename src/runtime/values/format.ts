// How QBasic turns numbers into text for STR$, PRINT and WRITE (QB4.5 help, "PRINT Statement Details").
import type { NumType } from './numbers.js';

interface FloatStyle {
  /** significant digits shown */
  digits: number;
  /** largest decimal exponent still written in fixed notation */
  maxExp: number;
  /** exponent letter */
  letter: string;
  /** a value exactly halfway between two roundings takes the smaller (DOUBLE: real QBasic 1.1 prints
   *  1234567890123456.5# as 1234567890123456 and 59771.239990234375# as 59771.23999023437) */
  tiesDown: boolean;
}

const SINGLE_STYLE: FloatStyle = { digits: 7, maxExp: 6, letter: 'E', tiesDown: false };
const DOUBLE_STYLE: FloatStyle = { digits: 16, maxExp: 15, letter: 'D', tiesDown: true };

/** Decimal digits (trailing zeros removed) and exponent of |x| rounded to `digits` significant digits. */
export function decimalDigits(x: number, digits: number): { mantissa: string; exp: number } {
  const s = Math.abs(x).toExponential(digits - 1); // exact binary value, correctly rounded
  const ePos = s.indexOf('e');
  const mantissa = (s[0] + s.slice(2, ePos)).replace(/0+$/, '');
  return { mantissa, exp: Number(s.slice(ePos + 1)) };
}

/**
 * A non-negative float's digits: fixed notation when the exponent e <= maxExp and the digits after the
 * point (digits - 1 - e) are at most `digits`, else `d.dddE+XX`; leading "0" before the point dropped.
 * (qbasic-facts.md: `.3333333`, `1.234567E-02`, `1.234568E+07`, `1E+07`.)
 */
function formatFloat(x: number, style: FloatStyle): string {
  if (x === 0) return '0';
  const { mantissa, exp } = (style.tiesDown && halfway(x, style.digits)) || decimalDigits(x, style.digits);
  const n = mantissa.length;
  if (exp <= style.maxExp && n - 1 - exp <= style.digits) return fixedDigits(mantissa, exp);
  const frac = n > 1 ? '.' + mantissa.slice(1) : '';
  const absExp = Math.abs(exp);
  return mantissa[0] + frac + style.letter + (exp < 0 ? '-' : '+') + (absExp < 10 ? '0' : '') + absExp;
}

/** |x|'s digits rounded down to `digits` when |x| lies exactly halfway between two roundings, else undefined.
 *  Only a value whose next digit is 5 can be halfway; its exact decimal expansion (a double is m * 2^e,
 *  exactly m * 5^-e / 10^-e when e < 0) then says whether anything follows the 5. */
function halfway(x: number, digits: number): { mantissa: string; exp: number } | undefined {
  const next = Math.abs(x).toExponential(digits);
  if (next[next.indexOf('e') - 1] !== '5') return undefined;
  let m = Math.abs(x);
  let e = 0;
  while (!Number.isInteger(m)) {
    m *= 2;
    e--;
  }
  const exact = (BigInt(m) * 5n ** BigInt(-e)).toString().replace(/0+$/, '');
  if (exact.length !== digits + 1 || !exact.endsWith('5')) return undefined;
  const { exp } = decimalDigits(x, digits + 1);
  return { mantissa: exact.slice(0, digits).replace(/0+$/, ''), exp };
}

/** Place the point in a digit string whose first digit has decimal exponent `exp`. */
function fixedDigits(mantissa: string, exp: number): string {
  if (exp < 0) return '.' + '0'.repeat(-exp - 1) + mantissa;
  if (mantissa.length <= exp + 1) return mantissa + '0'.repeat(exp + 1 - mantissa.length);
  return mantissa.slice(0, exp + 1) + '.' + mantissa.slice(exp + 1);
}

/** Digits of |value| without any sign, as STR$ writes them for `type`. */
export function unsignedNumber(value: number, type: NumType): string {
  const x = Math.abs(value);
  switch (type) {
    case 'INTEGER':
    case 'LONG':
      return String(x);
    case 'SINGLE': {
      const r = Math.fround(x);
      // a whole value of at most 7 digits (16 for DOUBLE) is written as an INTEGER is: formatFloat's digits
      return Number.isInteger(r) && r < 1e7 ? String(r) : formatFloat(r, SINGLE_STYLE);
    }
    case 'DOUBLE':
      return Number.isInteger(x) && x < 1e16 ? String(x) : formatFloat(x, DOUBLE_STYLE);
  }
}

function isNegative(value: number, type: NumType): boolean {
  if (type === 'SINGLE') return Math.fround(value) < 0;
  return value < 0;
}

/** STR$: sign column (space or `-`) then the digits, no trailing space (`STR$(5)` = " 5", `STR$(-.5)` = "-.5"). */
export function strNumber(value: number, type: NumType): string {
  // INTEGER / LONG values are whole: their digits are JS's (the leading blank or minus sign as below)
  if ((type === 'INTEGER' || type === 'LONG') && value === (value | 0)) return value < 0 ? String(value) : ' ' + value;
  const digits = unsignedNumber(value, type);
  return (isNegative(value, type) && digits !== '0' ? '-' : ' ') + digits;
}

/** PRINT of a number: STR$ plus one trailing space. */
export function printNumber(value: number, type: NumType): string {
  return strNumber(value, type) + ' ';
}

/** WRITE of a number: no leading space for positives, no trailing space (`WRITE 1, -2` -> `1,-2`). */
export function writeNumber(value: number, type: NumType): string {
  const digits = unsignedNumber(value, type);
  return (isNegative(value, type) && digits !== '0' ? '-' : '') + digits;
}
