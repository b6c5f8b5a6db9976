// A shipped listing's parse tree, made when the site is built (vite.config.ts) and sent with the listing's
// first run, so the page's worker compiles it at once instead of building the parser and parsing it.
// The tree is JSON with what JSON cannot say spelled out: undefined (a missing optional part, in an object
// or an array), -0, NaN and the infinities. Only the `loc` objects several nodes share come back as copies
// (the compiler reads them, never compares them).
import type { Program } from '../../../src/index.js';

const MARK = '$qb';

/** A shipped listing's text as the editor and the interpreter get it (QBasic's CR LF line ends as LF). */
export function listingText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n');
}

function encodeValue(_key: string, value: unknown): unknown {
  if (value === undefined) return { [MARK]: 'undefined' };
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) {
    return { [MARK]: Object.is(value, -0) ? '-0' : String(value) };
  }
  return value;
}

/** The tree as text (decodeProgram gives back an equal tree). */
export function encodeProgram(program: Program): string {
  return JSON.stringify(program, encodeValue);
}

const SPELLED: Record<string, unknown> = { undefined, '-0': -0, NaN, Infinity, '-Infinity': -Infinity };

function restore(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (MARK in record) return SPELLED[record[MARK] as string];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = restore(value[i]);
  } else {
    for (const key of Object.keys(record)) record[key] = restore(record[key]);
  }
  return value;
}

export function decodeProgram(text: string): Program {
  return restore(JSON.parse(text)) as Program;
}
