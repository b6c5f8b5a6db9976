// Built-in string functions on byte strings (char codes 0..255). QB4.5 help pages; INSTR: KB Q44799.
import { QBasicError } from '../errors.js';
import { toInteger, type ValueType } from '../values/numbers.js';
import { row, type BuiltinRow } from './row.js';

/** Longest string QBasic holds. */
export const MAX_STRING = 32767;

function illegal(): never {
  throw new QBasicError(5);
}

/** A string result longer than 32767 characters is Out of string space (14). */
export function checkStringLength(s: string): string {
  if (s.length > MAX_STRING) throw new QBasicError(14);
  return s;
}

/** String concatenation `a$ + b$` with QBasic's length limit. */
export function concat(a: string, b: string): string {
  if (a.length + b.length > MAX_STRING) throw new QBasicError(14);
  return a + b;
}

function left(s: string, n: number): string {
  if (n < 0) illegal();
  return s.slice(0, n);
}

function right(s: string, n: number): string {
  if (n < 0) illegal();
  return n === 0 ? '' : s.slice(Math.max(0, s.length - n));
}

/** MID$(s$, start[, length]): start >= 1 and length >= 0, else Illegal function call. */
function mid(s: string, start: number, length?: number): string {
  if (start < 1 || (length !== undefined && length < 0)) illegal();
  return length === undefined ? s.slice(start - 1) : s.slice(start - 1, start - 1 + length);
}

/**
 * INSTR([start,] s$, find$) (KB Q44799): 0 when s$ is empty or start is past its end; start (or 1) when
 * find$ is empty; start below 1 is Illegal function call.
 */
function instr(start: number | undefined, s: string, find: string): number {
  const from = start ?? 1;
  if (from < 1) illegal();
  if (s.length === 0 || from > s.length) return 0;
  if (find.length === 0) return from;
  return s.indexOf(find, from - 1) + 1;
}

function chr(code: number): string {
  if (code < 0 || code > 255) illegal();
  return String.fromCharCode(code);
}

function asc(s: string): number {
  if (s.length === 0) illegal();
  return s.charCodeAt(0);
}

function space(n: number): string {
  if (n < 0) illegal();
  return ' '.repeat(n);
}

/** STRING$(n, code) or STRING$(n, s$): n copies of a character code 0..255 or of the first character of s$. */
function stringOf(n: number, what: number | string, types: ValueType[]): string {
  if (n < 0) illegal();
  let ch: string;
  if (types[1] === 'STRING') {
    if ((what as string).length === 0) illegal();
    ch = (what as string)[0];
  } else {
    ch = chr(toInteger(what as number));
  }
  return ch.repeat(n);
}

/**
 * UCASE$/LCASE$ change only the ASCII letters (JS's case mapping also changes characters 128-255, so a
 * string holding any goes letter run by letter run).
 */
function ucase(s: string): string {
  return wide(s) ? s.replace(/[a-z]+/g, (m) => m.toUpperCase()) : s.toUpperCase();
}
function lcase(s: string): string {
  return wide(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s.toLowerCase();
}

/** Whether s holds a character above 127 (else JS's case mapping is QBasic's). */
function wide(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return true;
  return false;
}

/** LTRIM$/RTRIM$ remove spaces only (not tabs). */
function ltrim(s: string): string {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === 32) i++;
  return i === 0 ? s : s.slice(i);
}
function rtrim(s: string): string {
  let j = s.length;
  while (j > 0 && s.charCodeAt(j - 1) === 32) j--;
  return j === s.length ? s : s.slice(0, j);
}

export const STRING_BUILTINS: BuiltinRow[] = [
  row('LEN', ['STRING'], 'INTEGER', (s: string) => s.length),
  row('LEFT$', ['STRING', 'INTEGER'], 'STRING', left),
  row('RIGHT$', ['STRING', 'INTEGER'], 'STRING', right),
  row('MID$', ['STRING', 'INTEGER', 'INTEGER'], 'STRING', mid, { minArgs: 2 }),
  row('INSTR', ['INTEGER', 'STRING', 'STRING'], 'INTEGER', instr, { minArgs: 2, leadingOptional: true }),
  row('CHR$', ['INTEGER'], 'STRING', chr),
  row('ASC', ['STRING'], 'INTEGER', asc),
  row('SPACE$', ['INTEGER'], 'STRING', space),
  row('STRING$', ['INTEGER', 'ANY'], 'STRING', stringOf, { withTypes: true }),
  row('UCASE$', ['STRING'], 'STRING', ucase),
  row('LCASE$', ['STRING'], 'STRING', lcase),
  row('LTRIM$', ['STRING'], 'STRING', ltrim),
  row('RTRIM$', ['STRING'], 'STRING', rtrim),
];
