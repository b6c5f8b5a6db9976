// Static types the compiler reasons with and the storage descriptors the machine allocates from.

import type { NumType, ValueType } from '../values/numbers.js';

export type { NumType };
export type ScalarKind = ValueType;

/** One field of a TYPE ... END TYPE record, at its byte offset in QBasic's layout. */
export interface FieldDesc {
  name: string;
  elem: ElemDesc;
  offset: number;
  index: number;
}

export interface RecordType {
  kind: 'record';
  name: string;
  fields: FieldDesc[];
  byName: Map<string, FieldDesc>;
  /** bytes a record occupies (LEN, GET/PUT) */
  size: number;
}

/** What a variable, array element or record field stores. */
export type ElemDesc =
  | { kind: NumType }
  | { kind: 'STRING' }
  | { kind: 'FIXED'; len: number }
  | { kind: 'RECORD'; rec: RecordType };

/** The type of an expression value: a number type, STRING (fixed strings read as STRING) or a record. */
export type ExprType = ScalarKind | RecordType;

export const NUM_RANK: Record<NumType, number> = { INTEGER: 0, LONG: 1, SINGLE: 2, DOUBLE: 3 };

export function isNum(t: ExprType): t is NumType {
  return t === 'INTEGER' || t === 'LONG' || t === 'SINGLE' || t === 'DOUBLE';
}

export function elemType(e: ElemDesc): ExprType {
  if (e.kind === 'FIXED') return 'STRING';
  if (e.kind === 'RECORD') return e.rec;
  return e.kind;
}

export function scalarElem(t: ScalarKind): ElemDesc {
  return { kind: t };
}

/** Bytes one element occupies in QBasic's memory layout. */
export function elemSize(e: ElemDesc): number {
  switch (e.kind) {
    case 'INTEGER': return 2;
    case 'LONG': case 'SINGLE': return 4;
    case 'DOUBLE': return 8;
    case 'STRING': return 4;
    case 'FIXED': return e.len;
    case 'RECORD': return e.rec.size;
  }
}

export function typeName(t: ExprType): string {
  return typeof t === 'string' ? t : t.name;
}

export function sameElem(a: ElemDesc, b: ElemDesc): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'FIXED') return a.len === (b as { len: number }).len;
  if (a.kind === 'RECORD') return a.rec === (b as { rec: RecordType }).rec;
  return true;
}

export const SUFFIX_TYPE: Record<string, ScalarKind> = {
  '%': 'INTEGER', '&': 'LONG', '!': 'SINGLE', '#': 'DOUBLE', '$': 'STRING',
};
export const TYPE_SUFFIX: Record<ScalarKind, string> = {
  INTEGER: '%', LONG: '&', SINGLE: '!', DOUBLE: '#', STRING: '$',
};
