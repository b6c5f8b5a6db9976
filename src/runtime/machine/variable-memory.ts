// Addresses for scalar variables and string data in the data segment (DEFAULT_SEGMENT), so that PEEK and
// POKE at VARSEG / VARPTR / SADD reach a variable's bytes: a number's bytes as QBasic stores them (INTEGER
// and LONG little-endian two's complement, SINGLE and DOUBLE IEEE), a string's characters at SADD, and its
// 4-byte descriptor (length, then SADD) at VARPTR (QB45 help, "SADD", "VARPTR, VARSEG"). A variable keeps
// its address while it lives; a string gets a new one when it outgrows the room it had, as strings move
// in QBasic's string space.
import { QBasicError } from '../errors.js';
import { assignRecord, valueFromBytes, valueToBytes, type RecordValue } from '../model/record.js';
import type { Ref } from '../model/ref.js';
import type { ElemDesc, RecordType } from '../model/types.js';
import type { State } from './state.js';
import { plainValue } from '../values/strbuf.js';

export type VariableKind = 'INTEGER' | 'LONG' | 'SINGLE' | 'DOUBLE' | 'STRING' | 'DESCRIPTOR' | 'RECORD';

interface Region {
  /** offset in the data segment */
  offset: number;
  size: number;
  kind: VariableKind;
  c: { [i: number]: any };
  i: number;
  /** a record's type (its bytes are laid out as GET / PUT # store them) */
  elem?: ElemDesc;
}

interface VariableMemory {
  next: number;
  regions: Region[];
  byCell: WeakMap<object, Map<string, Region>>;
}

/** The data segment (QBasic's DGROUP): VARSEG of a variable, and where DEF SEG without an argument points. */
export const DATA_SEGMENT = 0x1000;

/** Variables live above the first 4K of the data segment (QBasic keeps its own data there). */
const FIRST_OFFSET = 0x1000;
const LAST_OFFSET = 0xfff0;
const NUMBER_SIZE: Record<string, number> = { INTEGER: 2, LONG: 4, SINGLE: 4, DOUBLE: 8, DESCRIPTOR: 4 };

function variableMemory(s: State): VariableMemory {
  return s.extension('variableMemory', () => ({ next: FIRST_OFFSET, regions: [], byCell: new WeakMap() }));
}

function allocate(m: VariableMemory, size: number): number {
  const offset = m.next;
  if (offset + size > LAST_OFFSET) throw new QBasicError(14);
  m.next += Math.max(16, (size + 15) & ~15);
  return offset;
}

/** The offset of a variable's bytes (of its characters for STRING, its descriptor for DESCRIPTOR). */
export function variableOffset(s: State, ref: Ref, kind: VariableKind): number {
  const m = variableMemory(s);
  let cells = m.byCell.get(ref.c);
  if (!cells) m.byCell.set(ref.c, (cells = new Map()));
  const key = `${ref.i}:${kind}`;
  let region = cells.get(key);
  const size = kind === 'STRING' ? String(plainValue(ref.c[ref.i]) ?? '').length : NUMBER_SIZE[kind];
  if (!region || size > region.size) {
    const room = kind === 'STRING' ? Math.max(size, 16) : size;
    region = { offset: allocate(m, room), size: room, kind, c: ref.c, i: ref.i };
    cells.set(key, region);
    m.regions.push(region);
  }
  return region.offset;
}

/** The offset of a record variable's bytes (fields in order, as TYPE lays them out). */
export function recordOffset(s: State, record: RecordValue, rec: RecordType): number {
  const m = variableMemory(s);
  let cells = m.byCell.get(record);
  if (!cells) m.byCell.set(record, (cells = new Map()));
  let region = cells.get('RECORD');
  if (!region) {
    region = { offset: allocate(m, rec.size), size: rec.size, kind: 'RECORD', c: [record], i: 0, elem: { kind: 'RECORD', rec } };
    cells.set('RECORD', region);
    m.regions.push(region);
  }
  return region.offset;
}

function recordBytes(r: Region): Uint8Array {
  const bytes = new Uint8Array(r.size);
  valueToBytes(r.elem!, r.c[r.i], bytes, 0);
  return bytes;
}

/** A 16-bit offset as QBasic's INTEGER shows it (above 32767 negative). */
export function signedWord(v: number): number {
  return v >= 0x8000 ? v - 0x10000 : v;
}

/** The variable at linear address `addr` and the byte of it there. */
function regionAt(s: State, addr: number): { r: Region; at: number } | undefined {
  const m = s.ext.get('variableMemory') as VariableMemory | undefined;
  const offset = addr - DATA_SEGMENT * 16;
  if (!m || offset < 0 || offset > 0xffff) return undefined;
  for (let k = m.regions.length - 1; k >= 0; k--) {
    const r = m.regions[k];
    if (offset >= r.offset && offset < r.offset + r.size) return { r, at: offset - r.offset };
  }
  return undefined;
}

function numberBytes(kind: VariableKind, v: number): DataView {
  const view = new DataView(new ArrayBuffer(8));
  if (kind === 'INTEGER') view.setInt16(0, v, true);
  else if (kind === 'LONG') view.setInt32(0, v, true);
  else if (kind === 'SINGLE') view.setFloat32(0, v, true);
  else view.setFloat64(0, v, true);
  return view;
}

function numberOf(kind: VariableKind, view: DataView): number {
  if (kind === 'INTEGER') return view.getInt16(0, true);
  if (kind === 'LONG') return view.getInt32(0, true);
  if (kind === 'SINGLE') return view.getFloat32(0, true);
  return view.getFloat64(0, true);
}

/** The byte of a variable at linear address `addr`, or undefined when no variable lives there. */
export function peekVariable(s: State, addr: number): number | undefined {
  const found = regionAt(s, addr);
  if (!found) return undefined;
  const { r, at } = found;
  const v = plainValue(r.c[r.i]) as any;
  if (r.kind === 'STRING') return at < v.length ? v.charCodeAt(at) & 255 : 0;
  if (r.kind === 'RECORD') return recordBytes(r)[at];
  if (r.kind === 'DESCRIPTOR') {
    const word = at < 2 ? v.length : variableOffset(s, { c: r.c, i: r.i }, 'STRING');
    return (at & 1 ? word >> 8 : word) & 255;
  }
  return numberBytes(r.kind, v).getUint8(at);
}

/** Store a byte into a variable at linear address `addr`; false when no variable lives there. */
export function pokeVariable(s: State, addr: number, value: number): boolean {
  const found = regionAt(s, addr);
  if (!found) return false;
  const { r, at } = found;
  const v = plainValue(r.c[r.i]) as any;
  if (r.kind === 'STRING') {
    if (at < v.length) r.c[r.i] = v.slice(0, at) + String.fromCharCode(value) + v.slice(at + 1);
  } else if (r.kind === 'RECORD') {
    const bytes = recordBytes(r);
    bytes[at] = value;
    assignRecord(v, valueFromBytes(r.elem!, bytes, 0));
  } else if (r.kind !== 'DESCRIPTOR') {
    const view = numberBytes(r.kind, v);
    view.setUint8(at, value);
    r.c[r.i] = numberOf(r.kind, view);
  }
  return true;
}
