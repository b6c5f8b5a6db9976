// Storage access closures: plain variables, by-reference parameters, array elements, record fields.
import { QBasicError } from '../errors.js';
import type { Eval, State } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { assignRecord } from '../model/record.js';
import { Ref } from '../model/ref.js';
import { elemType, type ElemDesc, type ExprType, type FieldDesc } from '../model/types.js';
import type { Loc } from '../../parser/ast.js';
import type { VarSym } from './symbols.js';

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
    const get: Eval = v.byRef || v.storage === 'l' ? (s) => s.l[k] : (s) => s.g[k];
    return { type, elem, sym: v, get, set: (s, x) => assignRecord(get(s), x), ref: get };
  }
  if (v.byRef) {
    // slot k: Ref to the caller's storage, or null when passed by value (the value is in slot k + 1)
    const kv = k + 1;
    return {
      type, elem, sym: v,
      get: (s) => { const r = s.l[k]; return r === null ? s.l[kv] : r.c[r.i]; },
      set: (s, x) => { const r = s.l[k]; if (r === null) s.l[kv] = x; else r.c[r.i] = x; },
      ref: (s) => { const r = s.l[k]; return r === null ? new Ref(s.l, kv) : r; },
    };
  }
  if (v.storage === 'g') {
    return { type, elem, sym: v, get: (s) => s.g[k], set: (s, x) => { s.g[k] = x; }, ref: (s) => new Ref(s.g, k) };
  }
  return { type, elem, sym: v, get: (s) => s.l[k], set: (s, x) => { s.l[k] = x; }, ref: (s) => new Ref(s.l, k) };
}

/** The closure giving an array variable's QArray object. */
export function arrayObject(v: VarSym): Eval<QArray> {
  const k = v.slot;
  return v.storage === 'g' ? (s) => s.g[k] : (s) => s.l[k];
}

/** The flat index of an element, bounds-checked (Subscript out of range). */
function elementOffset(subs: Eval<number>[]): (s: State, a: QArray) => number {
  if (subs.length === 1) {
    const i0 = subs[0];
    return (s, a) => {
      const k = i0(s) - a.lower[0];
      if (!(k >= 0 && k < a.extent[0]) || a.extent.length !== 1) subscriptError();
      return k;
    };
  }
  if (subs.length === 2) {
    const [i0, i1] = subs;
    return (s, a) => {
      const k0 = i0(s) - a.lower[0];
      const k1 = i1(s) - a.lower[1];
      if (!(k0 >= 0 && k0 < a.extent[0] && k1 >= 0 && k1 < a.extent[1]) || a.extent.length !== 2) subscriptError();
      return k0 + k1 * a.extent[0];
    };
  }
  return (s, a) => {
    const idx = subs.map((f) => f(s));
    return a.offset(idx);
  };
}

/** An element of an array: `subs` are integral subscript closures. */
export function elementLValue(v: VarSym, subs: Eval<number>[]): LValue {
  const arr = arrayObject(v);
  const offset = elementOffset(subs);
  const type = elemType(v.elem);
  const elem = v.elem;
  if (elem.kind === 'RECORD') {
    const get = (s: State) => { const a = arr(s); return (a.data as any[])[offset(s, a)]; };
    return { type, elem, get, set: (s, x) => assignRecord(get(s), x), ref: get };
  }
  return {
    type,
    elem,
    get: (s) => { const a = arr(s); return a.data![offset(s, a)]; },
    set: (s, x) => { const a = arr(s); a.data![offset(s, a)] = x; },
    ref: (s) => { const a = arr(s); return new Ref(a.data!, offset(s, a)); },
  };
}

/** A field of a record value (`record` yields the record object). */
export function fieldLValue(record: Eval<any[]>, field: FieldDesc): LValue {
  const i = field.index;
  const type = elemType(field.elem);
  const elem = field.elem;
  if (elem.kind === 'RECORD') {
    const get = (s: State) => record(s)[i];
    return { type, elem, get, set: (s, x) => assignRecord(get(s), x), ref: get };
  }
  return {
    type,
    elem,
    get: (s) => record(s)[i],
    set: (s, x) => { record(s)[i] = x; },
    ref: (s) => new Ref(record(s), i),
  };
}
