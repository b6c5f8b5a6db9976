// Record (TYPE) values: a JS array of field values, nested records as nested arrays.
import type { ElemDesc, RecordType } from './types.js';

export type RecordValue = any[];

/** A new fixed-length string holds CHR$(0)s (KB Q35245); assignments pad with spaces (fitFixed). */
export function blankFixed(len: number): string {
  return '\0'.repeat(len);
}

/** A fresh value of the element type: 0, "", a blank fixed string or a new record. */
export function defaultValue(e: ElemDesc): any {
  switch (e.kind) {
    case 'STRING': return '';
    case 'FIXED': return blankFixed(e.len);
    case 'RECORD': return newRecord(e.rec);
    default: return 0;
  }
}

/**
 * A fresh record: a copy of one blank record per type, so that every record of a type is an array of one
 * kind in the engine and every field access sees one shape (a record of numeric fields only holds its
 * values unboxed, as doubles, from the start: whole values stored later do not change its kind).
 */
export function newRecord(rec: RecordType): RecordValue {
  let blank = blanks.get(rec);
  if (blank === undefined) blanks.set(rec, (blank = blankRecord(rec)));
  const r = blank.slice();
  for (let i = 0; i < r.length; i++) if (Array.isArray(r[i])) r[i] = newRecord((rec.fields[i].elem as { rec: RecordType }).rec);
  return r;
}

const blanks = new WeakMap<RecordType, RecordValue>();

function blankRecord(rec: RecordType): RecordValue {
  const numeric = rec.fields.every((f) => f.elem.kind !== 'STRING' && f.elem.kind !== 'FIXED' && f.elem.kind !== 'RECORD');
  const r: RecordValue = [];
  for (let i = 0; i < rec.fields.length; i++) r.push(numeric ? 0.5 : null);
  for (const f of rec.fields) r[f.index] = f.elem.kind === 'RECORD' ? [] : defaultValue(f.elem);
  return r;
}

/** A deep copy (record assignment copies every field). */
export function copyRecord(v: RecordValue): RecordValue {
  const r = v.slice();
  for (let i = 0; i < r.length; i++) if (Array.isArray(r[i])) r[i] = copyRecord(r[i]);
  return r;
}

/** Copy src's fields into dst in place, nested records too (so references to dst or its parts see the new values). */
export function assignRecord(dst: RecordValue, src: RecordValue): void {
  if (dst === src) return;
  for (let i = 0; i < src.length; i++) {
    const v = src[i];
    if (typeof v === 'object') assignNested(dst[i], v);
    else dst[i] = v;
  }
}

/** A nested record's fields (a function of its own: assignRecord, not recursive, is inlined where it is called). */
function assignNested(dst: RecordValue, src: RecordValue): void {
  assignRecord(dst, src);
}

/** Pad or cut a string to a fixed length. */
export function fitFixed(v: string, len: number): string {
  return v.length === len ? v : v.length > len ? v.slice(0, len) : v + ' '.repeat(len - v.length);
}

/** A value's bytes in QBasic's little-endian memory layout (GET/PUT #, MKx$ of records). */
export function valueToBytes(e: ElemDesc, v: any, out: Uint8Array, at: number): void {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  switch (e.kind) {
    case 'INTEGER': view.setInt16(at, v, true); break;
    case 'LONG': view.setInt32(at, v, true); break;
    case 'SINGLE': view.setFloat32(at, v, true); break;
    case 'DOUBLE': view.setFloat64(at, v, true); break;
    case 'STRING': case 'FIXED': {
      const s = v as string;
      const n = e.kind === 'FIXED' ? e.len : s.length;
      for (let i = 0; i < n; i++) out[at + i] = i < s.length ? s.charCodeAt(i) & 255 : 32;
      break;
    }
    case 'RECORD':
      for (const f of e.rec.fields) valueToBytes(f.elem, v[f.index], out, at + f.offset);
      break;
  }
}

/** The value stored in bytes at `at` (the inverse of valueToBytes; a STRING reads `len` bytes). */
export function valueFromBytes(e: ElemDesc, bytes: Uint8Array, at: number, len = 0): any {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (e.kind) {
    case 'INTEGER': return view.getInt16(at, true);
    case 'LONG': return view.getInt32(at, true);
    case 'SINGLE': return view.getFloat32(at, true);
    case 'DOUBLE': return view.getFloat64(at, true);
    case 'STRING': case 'FIXED': {
      const n = e.kind === 'FIXED' ? e.len : len;
      let s = '';
      for (let i = 0; i < n; i++) s += String.fromCharCode(bytes[at + i] ?? 0);
      return s;
    }
    case 'RECORD': {
      const r = newRecord(e.rec);
      for (const f of e.rec.fields) r[f.index] = valueFromBytes(f.elem, bytes, at + f.offset);
      return r;
    }
  }
}
