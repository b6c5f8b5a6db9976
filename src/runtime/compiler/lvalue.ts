// Storage access closures: plain variables, by-reference parameters, array elements, record fields.
import { QBasicError } from '../errors.js';
import type { Eval, Instr, State } from '../machine/state.js';
import { SLOT, arg, at1, elementIndex, read1, read2, store1, store2, type ArraySlot, type Read } from './elements.js';
import type { QArray } from '../model/qarray.js';
import { assignRecord } from '../model/record.js';
import { Ref, RefCache } from '../model/ref.js';
import { elemType, isNum, type ElemDesc, type ExprType, type FieldDesc } from '../model/types.js';
import type { Loc } from '../../parser/ast.js';
import type { VarSym } from './symbols.js';
import { VarSlot } from './convert.js';
import { textOf, type StrBuf } from '../values/strbuf.js';

/** Something that can be read, assigned and passed by reference. */
export interface LValue {
  type: ExprType;
  elem: ElemDesc;
  get: Eval;
  /** store a value already converted to `elem` (records are copied into the target) */
  set: (s: State, v: any) => void;
  /** a Ref to the storage (records: the record object itself) */
  ref: Eval;
  sym?: VarSym;
  /** a plain scalar variable's slot */
  slot?: VarSlot;
  /** a buffered STRING variable's slot (VarSym.buffered: a string or a StrBuf), in place of `slot` */
  buffer?: BufferedSlot;
  /** the instruction storing a value (already converted) read as `value`, when it has a fast form */
  store?: (value: Read) => Instr;
  /**
   * a one-dimensional element with a plain-variable subscript, or a scalar field (`field` >= 0) of one or
   * of a record variable (`subK` -1): where the array (or record) and the subscript live
   */
  element?: { global: boolean; k: number; subGlobal: boolean; subK: number; field: number };
  /** a record variable, or an element of a one- or two-dimensional record array (its subscripts `subs`) */
  record?: RecordPlace;
  /** an element of a numeric array of one or two dimensions, read by read1 / read2 */
  numericElement?: boolean;
  /** an element of an array of scalars (any rank): where the array lives and its subscripts */
  cell?: { arr: ArraySlot; subs: Read[] };
}

/** Where a record lives: slot k of s.g / s.l, or element `subs` of the record array there. */
export interface RecordPlace {
  global: boolean;
  k: number;
  subs?: Read[];
}

/**
 * Where a buffered string variable lives, and the string its MID$ statements last stored there while no
 * one read it since (a MID$ statement that finds it there makes the variable a StrBuf).
 */
export class BufferedSlot {
  last: string | null = null;
  constructor(readonly global: boolean, readonly k: number) {}
}

/**
 * A buffered variable's string. Reading it whole after a single MID$ statement puts the string back in the
 * slot: MID$ statements each followed by a read gain nothing from a buffer, and strings serve them as well.
 */
function readBuffered(frame: any[], k: number, buffer: BufferedSlot): string {
  const x: string | StrBuf = frame[k];
  if (typeof x === 'string') {
    buffer.last = null;
    return x;
  }
  if (!x.onceWritten) return x.text();
  return (frame[k] = x.text());
}

function subscriptError(): never {
  throw new QBasicError(9);
}

/** A scalar variable or record variable (built once per variable and shared by every use). */
export function variableLValue(v: VarSym, _loc?: Loc): LValue {
  return (v.lvalue ??= buildVariableLValue(v));
}

function buildVariableLValue(v: VarSym): LValue {
  const k = v.slot;
  const type = elemType(v.elem);
  const elem = v.elem;
  if (elem.kind === 'RECORD') {
    const local = v.byRef || v.storage === 'l';
    const get: Eval = local ? (s) => s.l[k] : (s) => s.g[k];
    return { type, elem, sym: v, get, set: (s, x) => assignRecord(get(s), x), ref: get, record: { global: !local, k } };
  }
  if (v.byRef) {
    // slot k: a Ref to the caller's storage, or the value itself when it was passed by value
    const cache = new RefCache();
    return {
      type, elem, sym: v,
      // the caller's string may be a buffered variable a MID$ statement wrote while this Ref was held
      get: type === 'STRING'
        ? (s) => { const r = s.l[k]; return typeof r === 'object' ? textOf(r.c[r.i]) : r; }
        : (s) => { const r = s.l[k]; return typeof r === 'object' ? r.c[r.i] : r; },
      set: (s, x) => { const r = s.l[k]; if (typeof r === 'object') r.c[r.i] = x; else s.l[k] = x; },
      ref: (s) => { const r = s.l[k]; return typeof r === 'object' ? r : cache.of(s.l, k); },
    };
  }
  const cache = new RefCache();
  if (v.buffered && elem.kind === 'STRING') return bufferedLValue(v, cache);
  const slot = new VarSlot(v.storage === 'g', k);
  if (slot.global) {
    return { type, elem, sym: v, slot, get: (s) => s.g[k], set: (s, x) => { s.g[k] = x; }, ref: (s) => cache.of(s.g, k) };
  }
  return { type, elem, sym: v, slot, get: (s) => s.l[k], set: (s, x) => { s.l[k] = x; }, ref: (s) => cache.of(s.l, k) };
}

/**
 * A STRING variable a MID$ statement names: read through `textOf` (its slot may hold a StrBuf); passed by
 * reference, or given a memory address, as the string (the callee and PEEK see a string).
 */
function bufferedLValue(v: VarSym, cache: RefCache): LValue {
  const k = v.slot;
  const type = elemType(v.elem);
  const elem = v.elem;
  const buffer = new BufferedSlot(v.storage === 'g', k);
  if (buffer.global) {
    return {
      type, elem, sym: v, buffer,
      get: (s) => readBuffered(s.g, k, buffer),
      set: (s, x) => { s.g[k] = x; },
      ref: (s) => { const x = s.g[k]; if (typeof x !== 'string') s.g[k] = x.text(); return cache.of(s.g, k); },
    };
  }
  return {
    type, elem, sym: v, buffer,
    get: (s) => readBuffered(s.l, k, buffer),
    set: (s, x) => { s.l[k] = x; },
    ref: (s) => { const x = s.l[k]; if (typeof x !== 'string') s.l[k] = x.text(); return cache.of(s.l, k); },
  };
}

/** The closure giving an array variable's QArray object. */
export function arrayObject(v: VarSym): Eval<QArray> {
  const k = v.slot;
  return v.storage === 'g' ? (s) => s.g[k] : (s) => s.l[k];
}

/** An element of an array: `subs` read its integral subscripts. */
export function elementLValue(v: VarSym, subs: Read[]): LValue {
  const type = elemType(v.elem);
  const elem = v.elem;
  const slot = { global: v.storage === 'g', k: v.slot };
  const { global: ga, k: ka } = slot;
  if (elem.kind === 'RECORD') {
    const record: RecordPlace = { global: ga, k: ka, subs };
    const get = recordAt(record);
    return { type, elem, get, set: (s, x) => assignRecord(get(s), x), ref: get, record };
  }
  const fast = subs.length === 1 ? read1(slot, subs[0]) : subs.length === 2 ? read2(slot, subs[0], subs[1]) : undefined;
  const place = (s: State): QArray => (ga ? s.g : s.l)[ka];
  return {
    type,
    elem,
    get: fast ?? ((s) => { const a = place(s); return a.data![elementIndex(s, a, subs)]; }),
    set: (s, x) => { const a = place(s); a.data![elementIndex(s, a, subs)] = x; },
    ref: (s) => { const a = place(s); return new Ref(a.data!, elementIndex(s, a, subs)); },
    store: subs.length === 1 ? (value) => store1(slot, subs[0], value)
      : subs.length === 2 ? (value) => store2(slot, subs[0], subs[1], value) : undefined,
    element: subs.length === 1 && subs[0].shape === SLOT
      ? { global: slot.global, k: slot.k, subGlobal: subs[0].global, subK: subs[0].k, field: -1 } : undefined,
    numericElement: fast !== undefined && isNum(type),
    cell: { arr: slot, subs },
  };
}

/**
 * The record at `place`: a record variable, or an element of a record array of any rank (bounds-checked),
 * found as any element is (read1 / read2: a subscript of every shape read inline).
 */
function recordAt(place: RecordPlace): Eval<any[]> {
  const { global: ga, k: ka, subs } = place;
  if (!subs) return ga ? (s) => s.g[ka] : (s) => s.l[ka];
  if (subs.length === 1) return read1(place, subs[0]);
  if (subs.length === 2) return read2(place, subs[0], subs[1]);
  return (s) => {
    const a: QArray = (ga ? s.g : s.l)[ka];
    return (a.data as any[][])[elementIndex(s, a, subs)];
  };
}

/** A field of the record `base` is. */
export function fieldLValue(base: LValue, field: FieldDesc): LValue {
  const record = base.get as Eval<any[]>;
  const i = field.index;
  const type = elemType(field.elem);
  const elem = field.elem;
  if (elem.kind === 'RECORD') {
    const get = (s: State) => record(s)[i];
    return { type, elem, get, set: (s, x) => assignRecord(get(s), x), ref: get };
  }
  if (base.record) return fieldOfPlace(base.record, i, type, elem, record);
  return {
    type,
    elem,
    get: (s) => record(s)[i],
    set: (s, x) => { record(s)[i] = x; },
    ref: (s) => new Ref(record(s), i),
  };
}

/**
 * A scalar field of a record variable or of a record array's element: read and stored in one closure that
 * finds the record itself (value first, then the subscripts, as QBasic stores). A record variable's field
 * and a field of `a(i)` with a plain-variable subscript also say where they live (`element`), so
 * operators read them inline.
 */
function fieldOfPlace(place: RecordPlace, i: number, type: ExprType, elem: ElemDesc, record: Eval<any[]>): LValue {
  const { global: ga, k: ka, subs } = place;
  const ref = (s: State) => new Ref(record(s), i);
  if (!subs) {
    return {
      type, elem, ref,
      get: (s) => (ga ? s.g : s.l)[ka][i],
      set: (s, x) => { (ga ? s.g : s.l)[ka][i] = x; },
      store: (r) => (s) => { (ga ? s.g : s.l)[ka][i] = arg(s, r); },
      element: { global: ga, k: ka, subGlobal: false, subK: -1, field: i },
    };
  }
  const sub = subs[0];
  if (subs.length === 1 && sub.shape === SLOT) {
    const { global: gi, k: ki } = sub;
    return {
      type, elem, ref,
      get: (s) => {
        const a: QArray = (ga ? s.g : s.l)[ka];
        return (a.data as any[][])[at1(a, (gi ? s.g : s.l)[ki])][i];
      },
      set: (s, x) => {
        const a: QArray = (ga ? s.g : s.l)[ka];
        (a.data as any[][])[at1(a, (gi ? s.g : s.l)[ki])][i] = x;
      },
      store: (r) => (s) => {
        const x = arg(s, r);
        const a: QArray = (ga ? s.g : s.l)[ka];
        (a.data as any[][])[at1(a, (gi ? s.g : s.l)[ki])][i] = x;
      },
      element: { global: ga, k: ka, subGlobal: gi, subK: ki, field: i },
    };
  }
  return {
    type, elem, ref,
    get: (s) => record(s)[i],
    set: (s, x) => { record(s)[i] = x; },
    store: (r) => (s) => {
      const x = arg(s, r);
      record(s)[i] = x;
    },
  };
}
