// PRINT USING (QB4.5 help, "PRINT USING Statement Details"; the GW-BASIC manual's examples agree).
import { QBasicError } from '../errors.js';
import type { ValueType } from './numbers.js';

interface NumberField {
  kind: 'number';
  /** characters of the format the field occupies */
  width: number;
  /** digit positions before the point (`**` counts 2, `$$` 1, each `,` 1) */
  before: number;
  /** digit positions after the point */
  after: number;
  point: boolean;
  comma: boolean;
  dollar: boolean;
  stars: boolean;
  leadingPlus: boolean;
  trailing: '' | '+' | '-';
  /** exponent digits: 0 (fixed), 2 (`^^^^`) or 3 (`^^^^^`) */
  expDigits: number;
}

type StringField = { kind: 'string'; width: number } | { kind: 'all' };
type Token = { kind: 'literal'; text: string } | NumberField | StringField;

/** Most digit positions a numeric field may have (GW-BASIC manual: 24); more is Illegal function call. */
const MAX_FIELD_DIGITS = 24;

// ------------------------------------------------------------------ parsing the format

function stringFieldAt(f: string, i: number): StringField | undefined {
  if (f[i] === '!') return { kind: 'string', width: 1 };
  if (f[i] === '&') return { kind: 'all' };
  if (f[i] === '\\') {
    let j = i + 1;
    while (f[j] === ' ') j++;
    if (f[j] === '\\') return { kind: 'string', width: j - i + 1 };
  }
  return undefined;
}

/** The numeric field starting at f[i], or undefined when none starts there. */
function numberFieldAt(f: string, i: number): NumberField | undefined {
  const start = i;
  const field: NumberField = {
    kind: 'number', width: 0, before: 0, after: 0, point: false, comma: false, dollar: false, stars: false,
    leadingPlus: false, trailing: '', expDigits: 0,
  };
  if (f[i] === '+') { field.leadingPlus = true; i++; }
  if (f.startsWith('**', i)) {
    field.stars = true; field.before = 2; i += 2;
    if (f[i] === '$') { field.dollar = true; i++; }
  } else if (f.startsWith('$$', i)) {
    field.dollar = true; field.before = 1; i += 2;
  }
  for (; ; i++) {
    if (f[i] === '#') {
      if (field.point) field.after++; else field.before++;
    } else if (f[i] === ',' && !field.point && field.before > 0) {
      field.before++; field.comma = true;
    } else if (f[i] === '.' && !field.point && (field.before > 0 || f[i + 1] === '#')) {
      field.point = true;
    } else break;
  }
  if (field.before + field.after === 0) return undefined;
  if (f.startsWith('^^^^^', i)) { field.expDigits = 3; i += 5; } else if (f.startsWith('^^^^', i)) { field.expDigits = 2; i += 4; }
  if (!field.leadingPlus && (f[i] === '+' || f[i] === '-')) { field.trailing = f[i] as '+' | '-'; i++; }
  field.width = i - start;
  return field;
}

/** Split a format string into literal text and fields. */
function parseFormat(f: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let i = 0;
  while (i < f.length) {
    if (f[i] === '_') { // the next character is literal; a final `_` prints itself
      text += i + 1 < f.length ? f[i + 1] : '_';
      i += 2;
      continue;
    }
    const field = stringFieldAt(f, i) ?? numberFieldAt(f, i);
    if (!field) { text += f[i++]; continue; }
    if (text) tokens.push({ kind: 'literal', text });
    text = '';
    tokens.push(field);
    i += field.kind === 'number' ? field.width : field.kind === 'string' ? field.width : 1;
  }
  if (text) tokens.push({ kind: 'literal', text });
  return tokens;
}

// ------------------------------------------------------------------ formatting numbers

/** |x| rounded half away from zero to `decimals` places: integer and fraction digit strings. */
function fixedParts(x: number, decimals: number): { int: string; frac: string } {
  const s = x < 1e21 ? x.toFixed(decimals) : BigInt(x).toString() + (decimals ? '.' + '0'.repeat(decimals) : '');
  const dot = s.indexOf('.');
  return dot < 0 ? { int: s, frac: '' } : { int: s.slice(0, dot), frac: s.slice(dot + 1) };
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

function fixedBody(x: number, field: NumberField, signRoom: number): string {
  const { int, frac } = fixedParts(x, field.after);
  let intText = field.comma ? groupThousands(int) : int;
  if (intText === '0' && field.before - signRoom <= 0) intText = ''; // no room for a leading zero
  return intText + (field.point ? '.' + frac : '');
}

/** Mantissa digits and exponent for `^^^^`: `before` digits before the point, `after` after it. */
function scientificBody(x: number, field: NumberField, before: number, letter: string): string {
  const digits = Math.max(before + field.after, 1);
  let mantissa: string;
  let exp: number;
  if (x === 0) {
    mantissa = '0'.repeat(digits);
    exp = 0;
  } else {
    const s = x.toExponential(digits - 1);
    const e = s.indexOf('e');
    mantissa = s[0] + s.slice(2, e);
    exp = Number(s.slice(e + 1)) - before + 1;
  }
  const head = mantissa.slice(0, before);
  const tail = mantissa.slice(before, before + field.after);
  const expText = String(Math.abs(exp)).padStart(field.expDigits, '0');
  return head + (field.point ? '.' : '') + tail + letter + (exp < 0 ? '-' : '+') + expText;
}

function formatNumber(value: number, type: ValueType, field: NumberField): string {
  if (field.before + field.after > MAX_FIELD_DIGITS) throw new QBasicError(5);
  const negative = value < 0;
  const x = Math.abs(value);
  const explicitSign = field.leadingPlus || field.trailing !== '';
  let lead = field.leadingPlus ? (negative ? '-' : '+') : !explicitSign && negative ? '-' : '';
  if (field.dollar) lead += '$';
  const trail = field.trailing === '+' ? (negative ? '-' : '+') : field.trailing === '-' ? (negative ? '-' : ' ') : '';
  let body: string;
  if (field.expDigits) {
    // without an explicit sign one digit position is kept for the sign (a space when positive)
    const before = explicitSign || field.dollar ? field.before : Math.max(0, field.before - 1);
    body = scientificBody(x, field, before, type === 'DOUBLE' ? 'D' : 'E');
    // a positive number shows that position as a space, or as "0" when no digit precedes the point
    if (!explicitSign && !negative && !field.dollar && field.before > 0) lead = before > 0 ? ' ' : '0';
  } else if (field.before === 0 && fixedParts(x, field.after).int.length + (!explicitSign && negative ? 1 : 0) >= 5) {
    // QBasic 1.1: with no digit position before the point, five or more characters there switch the number
    // to E notation after the %, and a negative one gets %% (".###"; -12345 is "%%-.123E+05")
    body = scientificBody(x, { ...field, expDigits: 2 }, 0, type === 'DOUBLE' ? 'D' : 'E');
    return (!explicitSign && negative ? '%%' : '%') + lead + body + trail;
  } else {
    body = fixedBody(x, field, !explicitSign && negative ? 1 : 0);
  }
  let text = lead + body + trail;
  if (text.length > field.width) return '%' + text;
  if (!field.expDigits && body.startsWith('.') && text.length < field.width) {
    text = lead + '0' + body + trail; // "0.78": a leading zero when there is room
  }
  return text.padStart(field.width, field.stars ? '*' : ' ');
}

function formatString(s: string, field: StringField): string {
  if (field.kind === 'all') return s;
  return s.length >= field.width ? s.slice(0, field.width) : s + ' '.repeat(field.width - s.length);
}

function formatValue(value: number | string, type: ValueType, field: NumberField | StringField): string {
  if (field.kind === 'number') {
    if (typeof value !== 'number') throw new QBasicError(13);
    return formatNumber(value, type, field);
  }
  if (typeof value !== 'string') throw new QBasicError(13);
  return formatString(value, field);
}

/**
 * PRINT USING: `values` formatted by `format`, reusing the format from its start while values remain and
 * printing literal text up to the next field after the last value. No trailing newline. A format with no
 * field is Illegal function call (5); a string for a numeric field or the reverse is Type mismatch (13).
 */
export function formatUsing(format: string, values: readonly (number | string)[], types: readonly ValueType[]): string {
  const tokens = parseFormat(format);
  // The text printed before an error is attached to it as `partial` (PC-BASIC and QB64-PE print it).
  const fail = (code: number, partial: string): never => {
    throw Object.assign(new QBasicError(code), { partial });
  };
  if (!tokens.some((t) => t.kind !== 'literal')) fail(5, tokens.map((t) => (t.kind === 'literal' ? t.text : '')).join(''));
  let out = '';
  let pos = 0;
  values.forEach((value, k) => {
    if (pos === tokens.length) pos = 0;
    for (let t = tokens[pos]; t.kind === 'literal'; t = tokens[pos]) {
      out += t.text;
      pos = (pos + 1) % tokens.length;
    }
    try {
      out += formatValue(value, types[k], tokens[pos] as NumberField | StringField);
    } catch (e) {
      if (e instanceof QBasicError) fail(e.code, out);
      throw e;
    }
    pos++;
  });
  for (let t = tokens[pos]; pos < tokens.length && t.kind === 'literal'; t = tokens[++pos]) out += t.text;
  return out;
}
