// Decoding of QBasic numeric literals into value and type.
export type NumberType = 'INTEGER' | 'LONG' | 'SINGLE' | 'DOUBLE';

export type DecodedNumber =
  | { ok: true; value: number; type: NumberType }
  | { ok: false; code: number; message: string };

const overflow = (): DecodedNumber => ({ ok: false, code: 6, message: 'Overflow' });
const invalid = (): DecodedNumber => ({ ok: false, code: 2, message: 'Syntax error: invalid number' });

/** `&HFFFF` is INTEGER -1, `&H8000` -32768, `&H10000` LONG, `&HFFFF&` LONG 65535 (QBasic help, "Constants"). */
function decodeRadix(text: string): DecodedNumber {
  const upper = text.toUpperCase();
  const suffix = upper.endsWith('&') ? '&' : upper.endsWith('%') ? '%' : '';
  const body = suffix ? upper.slice(1, -1) : upper.slice(1);
  const radix = body.startsWith('H') ? 16 : 8;
  const digits = (/^[HO]/.test(body) ? body.slice(1) : body).replace(/^0+(?=.)/, '');
  if (digits.length > (radix === 16 ? 8 : 11)) return overflow();
  const unsigned = parseInt(digits, radix);
  if (unsigned > 0xffffffff) return overflow();
  if (suffix === '&' || (suffix === '' && unsigned > 0xffff)) {
    return { ok: true, value: unsigned | 0, type: 'LONG' };
  }
  if (unsigned > 0xffff) return overflow();
  return { ok: true, value: (unsigned << 16) >> 16, type: 'INTEGER' };
}

/** The digits typed, leading zeros too: real QBasic 1.1 takes `0.1234567`, `0000000.5` and `0.1234567E1`
 *  (8 digits) as DOUBLE, `.1234567`, `00000.5` and `1.234567E5` as SINGLE. */
function typedDigits(mantissa: string): number {
  return mantissa.replace('.', '').length;
}

function typed(value: number, type: NumberType): DecodedNumber {
  if (!Number.isFinite(value)) return overflow();
  if (type === 'SINGLE') {
    const single = Math.fround(value);
    return Number.isFinite(single) ? { ok: true, value: single, type } : overflow();
  }
  if (type === 'INTEGER' || type === 'LONG') {
    if (!Number.isInteger(value)) return invalid();
    const limit = type === 'INTEGER' ? 32767 : 2147483647;
    if (value > limit) return overflow();
  }
  return { ok: true, value, type };
}

const PLAIN_INTEGER = /^\d+$/;

/** A literal without point, exponent or suffix: the smallest of INTEGER, LONG and DOUBLE that holds it. */
function decodeInteger(value: number): DecodedNumber {
  if (value <= 32767) return typed(value, 'INTEGER');
  if (value <= 2147483647) return typed(value, 'LONG');
  return typed(value, 'DOUBLE');
}

/**
 * Decodes a numeric literal: integers are INTEGER up to 32767, LONG up to 2147483647, DOUBLE beyond;
 * with a point or E exponent SINGLE unless more than 7 digits are typed or a D exponent (DOUBLE);
 * suffixes win.
 */
export function decodeNumber(text: string): DecodedNumber {
  if (PLAIN_INTEGER.test(text)) return decodeInteger(Number(text));
  if (text.startsWith('&')) return decodeRadix(text);
  const last = text[text.length - 1];
  const suffix = '%&!#'.includes(last) ? last : '';
  const body = suffix ? text.slice(0, -1) : text;
  const expMatch = /[ED]/i.exec(body);
  const mantissa = expMatch ? body.slice(0, expMatch.index) : body;
  const value = Number(body.replace(/d/i, 'e'));
  if (suffix === '%') return typed(value, 'INTEGER');
  if (suffix === '&') return typed(value, 'LONG');
  if (suffix === '!') return typed(value, 'SINGLE');
  if (suffix === '#') return typed(value, 'DOUBLE');
  if (!expMatch && !mantissa.includes('.')) return decodeInteger(value);
  const isDouble = (expMatch && /d/i.test(expMatch[0])) || typedDigits(mantissa) > 7;
  return typed(value, isDouble ? 'DOUBLE' : 'SINGLE');
}
