// FIELD: string variables mapped onto a RANDOM file's record buffer. GET # without a variable fills the
// buffer and the variables from it; PUT # without one writes the variables (each padded or cut to its
// width, as LSET leaves it) back through the buffer (QBasic help, "FIELD Statement").
import { QBasicError } from '../errors.js';
import { fileTable } from './files.js';
import type { State } from './state.js';

export interface FieldBinding {
  offset: number;
  width: number;
  get(s: State): string;
  set(s: State, v: string): void;
}

interface FileBuffers {
  /** record length each open file number was given (LEN =, default 128) */
  recLen: Map<number, number>;
  buffers: Map<number, { data: string; bindings: FieldBinding[] }>;
}

function buffers(s: State): FileBuffers {
  return s.extension('fields', () => ({ recLen: new Map(), buffers: new Map() }));
}

/** Remember a RANDOM file's record length at OPEN. */
export function noteRecordLength(s: State, num: number, len: number | undefined): void {
  buffers(s).recLen.set(num, len ?? 128);
  buffers(s).buffers.delete(num);
}

/** FIELD #num, bindings: Field overflow (50) when they are longer than a record. */
export function field(s: State, num: number, bindings: FieldBinding[]): void {
  if (fileTable(s).mode(num) !== 'RANDOM') throw new QBasicError(54);
  const recLen = buffers(s).recLen.get(num) ?? 128;
  const total = bindings.reduce((n, b) => Math.max(n, b.offset + b.width), 0);
  if (total > recLen) throw new QBasicError(50);
  const b = buffers(s).buffers.get(num) ?? { data: '\0'.repeat(recLen), bindings: [] };
  b.bindings = bindings;
  buffers(s).buffers.set(num, b);
  for (const f of bindings) f.set(s, b.data.slice(f.offset, f.offset + f.width));
}

/** GET #num[, record] without a variable. */
export function getRecord(s: State, num: number, record: number | undefined): void {
  const recLen = buffers(s).recLen.get(num) ?? 128;
  const data = fileTable(s).getBytes(num, record, recLen);
  const b = buffers(s).buffers.get(num) ?? { data, bindings: [] };
  b.data = data;
  buffers(s).buffers.set(num, b);
  for (const f of b.bindings) f.set(s, data.slice(f.offset, f.offset + f.width));
}

/** PUT #num[, record] without a variable. */
export function putRecord(s: State, num: number, record: number | undefined): void {
  const recLen = buffers(s).recLen.get(num) ?? 128;
  const b = buffers(s).buffers.get(num) ?? { data: '\0'.repeat(recLen), bindings: [] };
  let data = b.data;
  for (const f of b.bindings) {
    const v = f.get(s);
    const text = v.length >= f.width ? v.slice(0, f.width) : v + ' '.repeat(f.width - v.length);
    data = data.slice(0, f.offset) + text + data.slice(f.offset + f.width);
  }
  b.data = data;
  buffers(s).buffers.set(num, b);
  fileTable(s).putBytes(num, record, data);
}
