// Text to numbers: VAL, the INPUT statement's line parsing and READ of DATA items.
import { QBasicError } from '../errors.js';
import { convert, type NumType, type ValueType } from './numbers.js';

/** Characters VAL ignores anywhere in its argument: space, tab, line feed (KB Q49709). */
const IGNORED = /[ \t\n]/g;

interface Scan {
  value: number;
  /** characters of the (whitespace-free) text consumed */
  end: number;
}

/** &H / &O / & (octal) constants: typed like literals, so 4 hex digits that set bit 15 are negative (VAL("&HFFFF") = -1). */
function scanRadix(t: string): Scan {
  let i = 1;
  let radix = 8;
  const letter = t[1]?.toUpperCase();
  if (letter === 'H') { radix = 16; i = 2; } else if (letter === 'O') { i = 2; }
  const digitRe = radix === 16 ? /[0-9A-Fa-f]/ : /[0-7]/;
  let value = 0;
  while (i < t.length && digitRe.test(t[i])) {
    value = value * radix + parseInt(t[i], 16);
    if (value > 0xffffffff) throw new QBasicError(6);
    i++;
  }
  if (value <= 0xffff) value = (value << 16) >> 16;
  else value = value | 0;
  return { value, end: i };
}

/** The longest decimal number at the start of `t`: [sign] digits [. digits] [E|D [sign] digits]. */
function scanDecimal(t: string): Scan {
  const m = /^[+-]?(\d*)(?:\.(\d*))?/.exec(t)!;
  const hasDigits = (m[1] ?? '') !== '' || (m[2] ?? '') !== '';
  if (!hasDigits) return { value: 0, end: 0 };
  let end = m[0].length;
  let text = m[0];
  const e = /^[EeDd]([+-]?\d+)/.exec(t.slice(end));
  if (e) {
    text += 'e' + e[1];
    end += e[0].length;
  } else {
    const bare = /^[EeDd][+-]?/.exec(t.slice(end)); // "1E" and "1E+" still read as 1
    if (bare) end += bare[0].length;
  }
  const value = Number(text.endsWith('.') ? text + '0' : text);
  if (!Number.isFinite(value)) throw new QBasicError(6);
  return { value: value + 0, end };
}

function scan(t: string): Scan {
  if (t[0] === '&') return scanRadix(t);
  return scanDecimal(t);
}

/** VAL: the number at the start of s, ignoring blanks, tabs and line feeds anywhere; 0 when there is none. */
export function val(s: string): number {
  // the common case, a few plain digits, read directly
  const n = s.length;
  if (n > 0 && n < 16) {
    let v = 0;
    let i = 0;
    for (; i < n; i++) {
      const d = s.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      v = v * 10 + d;
    }
    if (i === n) return v;
  }
  return scan(s.replace(IGNORED, '')).value;
}

/** The whole text as a number (blanks ignored, empty = 0), or undefined when anything else is in it. */
export function parseNumber(text: string): number | undefined {
  const t = text.replace(IGNORED, '');
  if (t === '') return 0;
  const r = scan(t);
  if (r.end !== t.length || (r.end === 0 && t !== '')) return undefined;
  return r.value;
}

export type InputResult = { ok: true; values: (number | string)[] } | { ok: false; overflow?: boolean };

/**
 * Parse a line typed at an INPUT statement into values for variables of `types`. Fields are separated by
 * commas; a string may be quoted (then it may hold commas), otherwise it is trimmed; an empty numeric field
 * is 0. Too few or too many fields, a non-number for a numeric variable, text after a closing quote or a
 * value out of the variable's range all mean `Redo from start` ({ ok: false }).
 */
export function parseInputItems(line: string, types: readonly ValueType[]): InputResult {
  const values: (number | string)[] = [];
  let i = 0;
  for (let k = 0; k < types.length; k++) {
    while (line[i] === ' ') i++;
    let field: string;
    if (types[k] === 'STRING' && line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      field = line.slice(i + 1, close < 0 ? line.length : close);
      i = close < 0 ? line.length : close + 1;
      while (line[i] === ' ') i++;
      if (i < line.length && line[i] !== ',') return { ok: false };
    } else {
      let j = line.indexOf(',', i);
      if (j < 0) j = line.length;
      field = line.slice(i, j).replace(/ +$/, '');
      i = j;
    }
    const value = inputValue(field, types[k]);
    if (value === undefined) return { ok: false };
    if (value === null) return { ok: false, overflow: true };
    values.push(value);
    if (k < types.length - 1) {
      if (line[i] !== ',') return { ok: false }; // too few fields
      i++;
    }
  }
  if (i < line.length) return { ok: false }; // too many fields
  return { ok: true, values };
}

/** A field's value for a variable of `type`: undefined when it is not a number, null when it overflows. */
function inputValue(field: string, type: ValueType): number | string | undefined | null {
  if (type === 'STRING') return field;
  let n: number | undefined;
  try {
    n = parseNumber(field);
    if (n === undefined) return undefined;
    return convert(n, type);
  } catch (e) {
    if (e instanceof QBasicError && e.code === 6) return null;
    throw e;
  }
}

/** A DATA item as the program holds it; `number`: its value as a number, once a READ has parsed it (null: none). */
export interface DataItem {
  text: string;
  quoted: boolean;
  number?: number | null;
}

/**
 * A DATA item read into a variable of `type`: strings as written (the parser has removed the quotes of a
 * quoted item); for a numeric variable a quoted item or one that is not a number is a Syntax error (2),
 * as QBasic reports it at the DATA statement, and an out-of-range value is Overflow (6). The item keeps
 * the number it parses to, for the next READ of it.
 */
export function readData(item: DataItem, type: ValueType): number | string {
  if (type === 'STRING') return item.text;
  let n = item.number;
  if (n === undefined) {
    // a number may keep its type suffix (`DATA 3210288&`, `DATA 1!`): QuickBASIC 4.5 reads it (QB64 issue #124)
    const text = item.text;
    n = item.number = item.quoted ? null : parseNumber(text) ?? parseNumber(text.replace(/([\d.])\s*[%&!#]\s*$/, '$1')) ?? null;
  }
  if (n === null) throw new QBasicError(2);
  return convert(n, type as NumType);
}

/** readData of an item given by its text. */
export function readDataItem(text: string, quoted: boolean, type: ValueType): number | string {
  return readData({ text, quoted }, type);
}
