// Assignment and declarations: LET, DIM, REDIM, ERASE, CONST, DEFtype, SHARED, STATIC, COMMON, SWAP,
// MID$ =, LSET/RSET, labels.
import type { AssignStmt, ConstStmt, DefTypeStmt, Loc, VarDecl } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Eval, Instr } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { copyRecord, fitFixed, valueFromBytes, valueToBytes } from '../model/record.js';
import { SUFFIX_TYPE, elemSize, isNum, sameElem, type ElemDesc, type NumType, type ScalarKind } from '../model/types.js';
import { sameValue } from './fused.js';
import { DEST_BY_REF, DEST_GLOBAL, DEST_LOCAL, assignFused } from './fused-stmt.js';
import { directAssign } from './fused-direct.js';
import { storeFused } from './store-fused.js';
import { CALL, SLOT, arg, at1, elementIndex, readCall, setByRef, subValue, type Read } from './elements.js';
import type { Cx } from './context.js';
import { cexpr, readOf, stringOf, toElem, toNumType } from './convert.js';
import { CompileError, fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { arrayObject, type BufferedSlot, type LValue } from './lvalue.js';
import { StrBuf } from '../values/strbuf.js';
import { compileLValue } from './names.js';
import type { StmtTable } from './statements.js';
import type { VarSym } from './symbols.js';
import { elemOf } from './types.js';

/** The instruction storing `value` (already converted) into `lv`. */
export function storeInto(lv: LValue, value: Eval): Instr {
  return storeRead(lv, readCall(value));
}

/** Where a scalar variable is stored (DEST_*), or undefined for records and other targets. */
function destOf(lv: LValue): number | undefined {
  const v = lv.sym;
  if (!v || v.elem.kind === 'RECORD') return undefined;
  return v.byRef ? DEST_BY_REF : v.storage === 'g' ? DEST_GLOBAL : DEST_LOCAL;
}

/** The instruction storing the value `r` reads (already converted) into `lv`. */
function storeRead(lv: LValue, r: Read): Instr {
  const dk = destOf(lv);
  if (dk !== undefined) {
    const k = lv.sym!.slot;
    if (dk === DEST_BY_REF) return (s) => { setByRef(s.l, k, arg(s, r)); };
    const global = dk === DEST_GLOBAL;
    // a value that is called (`k$ = INKEY$`): the call itself, not arg's test of every Read shape
    const f = r.f;
    if (r.shape === CALL) return (s) => { (global ? s.g : s.l)[k] = f(s); };
    return (s) => { (global ? s.g : s.l)[k] = arg(s, r); };
  }
  if (lv.store) return lv.store(r);
  const set = lv.set;
  return (s) => set(s, arg(s, r));
}

function assign(cx: Cx, st: AssignStmt): void {
  const lv = compileLValue(cx, st.target);
  const e = compileExpr(cx, st.expr);
  let value: Eval;
  try {
    value = toElem(e, lv.elem);
  } catch (err) {
    if (err instanceof CompileError && err.code === 13) fail(13, st.loc);
    throw err;
  }
  const dk = destOf(lv);
  // a SINGLE operator stored in a DOUBLE goes through `value`, which reads it unrounded (CExpr.wide)
  const fused = e.wide && e.t !== lv.elem.kind ? undefined : e.fused;
  if (fused && dk !== undefined && isNum(lv.elem.kind as ScalarKind) && sameValue(e.t as NumType, lv.elem.kind as NumType)) {
    const direct = dk !== DEST_BY_REF ? directAssign(dk === DEST_GLOBAL, lv.sym!.slot, fused) : undefined;
    cx.em.emit(direct ?? assignFused(dk, lv.sym!.slot, fused), st.loc);
    return;
  }
  if (fused && lv.element && isNum(lv.elem.kind as ScalarKind) && sameValue(e.t as NumType, lv.elem.kind as NumType)) {
    cx.em.emit(storeFused(lv.element, fused), st.loc);
    return;
  }
  cx.em.emit(storeRead(lv, readOf(e, value, true)), st.loc);
}

/** Bounds closures for DIM/REDIM: [lo, hi, lo, hi ...] and whether all are constant. */
function boundsOf(cx: Cx, d: VarDecl): { f: Eval<number[]>; constant: boolean } {
  const parts: Eval<number>[] = [];
  let constant = true;
  for (const b of d.bounds!) {
    const lo = b.lower ? compileExpr(cx, b.lower) : undefined;
    const hi = compileExpr(cx, b.upper);
    if ((lo && !lo.konst) || !hi.konst) constant = false;
    const base = cx.prog.settings;
    parts.push(lo ? toNumType(lo, 'LONG') : () => base.optionBase, toNumType(hi, 'LONG'));
  }
  return { f: (s) => parts.map((p) => p(s)), constant };
}

/** What a COMMON variable is, for CHAIN to match it with the next program's (Type mismatch otherwise). */
function commonType(v: VarSym): string {
  const e = v.elem;
  const detail = e.kind === 'FIXED' ? ` * ${e.len}` : e.kind === 'RECORD' ? ` ${e.rec.name}` : '';
  return `${v.array ? 'array of ' : ''}${e.kind}${detail}`;
}

function declareVar(cx: Cx, d: VarDecl, shared: boolean, storage?: 'g' | 'l'): VarSym {
  const elem = d.asType ? elemOf(cx, d.name, d.suffix, d.asType, d.loc) : undefined;
  const map = d.bounds ? 'arrays' : 'scalars';
  const scope = shared && cx.scope.kind !== 'module' ? cx.scope.module : cx.scope;
  const v = scope.declare(map, d.name, d.suffix, elem, d.loc, storage);
  if (shared) v.shared = true;
  if (d.bounds && d.bounds.length > 0) {
    v.dims = d.bounds.length;
    v.explicitDim = true;
  }
  return v;
}

/** A `DIM a(...)` of an array that already exists in this scope (a second DIM, or after use). */
function existingArray(cx: Cx, d: VarDecl): VarSym | undefined {
  if (!d.bounds) return undefined;
  const v = cx.scope.find('arrays', d.name, d.suffix, d.loc);
  if (!v || (d.asType && !sameElem(v.elem, elemOf(cx, d.name, d.suffix, d.asType, d.loc)))) return undefined;
  if (d.bounds.length && v.dims && v.dims !== d.bounds.length) fail(10, d.loc);
  v.dims = d.bounds.length || v.dims;
  v.explicitDim = true;
  return v;
}

/** The array a `COMMON a()` names when a DIM before it made it, with the same element type. */
function dimmedArray(cx: Cx, d: VarDecl): VarSym | undefined {
  if (!d.bounds) return undefined;
  const v = cx.scope.find('arrays', d.name, d.suffix, d.loc);
  if (!v?.explicitDim || (d.asType && !sameElem(v.elem, elemOf(cx, d.name, d.suffix, d.asType, d.loc)))) return undefined;
  return v;
}

function dim(cx: Cx, st: { shared: boolean; decls: VarDecl[]; loc: Loc }): void {
  for (const d of st.decls) {
    // `DIM b()` gives no bounds: only COMMON, SHARED, STATIC and parameters name an array that way
    if (d.bounds && d.bounds.length === 0) fail(2, d.loc, 'Syntax error: expected expression');
    const v = existingArray(cx, d) ?? declareVar(cx, d, st.shared);
    if (!d.bounds || d.bounds.length === 0) continue;
    const { f, constant } = boundsOf(cx, d);
    // in a SUB or FUNCTION not declared STATIC every array is dynamic (QB45 help, "Static and Dynamic Arrays")
    const isStatic = constant && !cx.prog.dynamicArrays && (cx.scope.kind === 'module' || cx.scope.isStatic);
    const arr = arrayObject(v);
    cx.em.emit((s) => {
      const a = arr(s);
      if (a.data) {
        if (a.isStatic && isStatic) return;
        throw new QBasicError(10);
      }
      a.allocate(f(s));
      a.isStatic = isStatic;
    }, st.loc);
  }
}

function redim(cx: Cx, st: { shared: boolean; preserve: boolean; decls: VarDecl[]; loc: Loc }): void {
  for (const d of st.decls) {
    if (!d.bounds || d.bounds.length === 0) fail(2, d.loc);
    const v = existingArray(cx, d) ?? declareVar(cx, d, st.shared);
    const { f } = boundsOf(cx, d);
    const arr = arrayObject(v);
    const preserve = st.preserve;
    cx.em.emit((s) => {
      const a = arr(s);
      if (a.isStatic && a.data) throw new QBasicError(10);
      const old = a.data;
      a.allocate(f(s));
      if (preserve && old) copyPreserved(a, old);
    }, st.loc);
  }
}

/** REDIM PRESERVE keeps elements in storage order (QBasic lets only the last dimension change). */
function copyPreserved(a: QArray, old: NonNullable<QArray['data']>): void {
  const n = Math.min(old.length, a.data!.length);
  for (let i = 0; i < n; i++) a.data![i] = old[i];
}

function constStmt(cx: Cx, st: ConstStmt): void {
  for (const item of st.items) {
    const up = item.name.toUpperCase();
    if (cx.scope.kind === 'module' && cx.scope.consts.has(up)) continue; // registered by the pre-pass
    defineConst(cx, item.name, item.suffix, item.expr, item.loc);
  }
}

/** Evaluate and register a CONST (its type is the expression's, or its suffix's). */
export function defineConst(cx: Cx, name: string, suffix: string, expr: import('../../parser/ast.js').Expr, loc: Loc): void {
  const up = name.toUpperCase();
  if (cx.scope.consts.has(up)) fail(10, loc);
  const e = compileExpr(cx, expr);
  if (!e.konst) fail(13, expr.loc, 'Invalid constant');
  let type = e.t as ScalarKind;
  let value = e.konst.v;
  if (suffix) {
    const want = SUFFIX_TYPE[suffix];
    if ((want === 'STRING') !== (type === 'STRING')) fail(13, loc);
    if (want !== 'STRING') {
      try {
        value = toNumType(e, want)(undefined as never);
      } catch {
        fail(6, loc);
      }
    }
    type = want;
  }
  cx.scope.consts.set(up, { name, type, value });
}

/** DEFINT A-Z etc.: from here on, names starting with these letters default to the type. */
export function applyDefType(deftypes: ScalarKind[], st: DefTypeStmt): void {
  for (const [from, to] of st.ranges) {
    const a = from.toUpperCase().charCodeAt(0) - 65;
    const b = to.toUpperCase().charCodeAt(0) - 65;
    for (let i = Math.min(a, b); i <= Math.max(a, b); i++) if (i >= 0 && i < 26) deftypes[i] = st.type;
  }
}

function swap(cx: Cx, st: import('../../parser/ast.js').SwapStmt): void {
  const a = compileLValue(cx, st.a);
  const b = compileLValue(cx, st.b);
  const strings = a.type === 'STRING' && b.type === 'STRING';
  if (!strings && !sameElem(a.elem, b.elem)) fail(13, st.loc);
  const va = toElem(cexpr(b.type, b.get, st.loc), a.elem);
  const vb = toElem(cexpr(a.type, a.get, st.loc), b.elem);
  const isRecord = a.elem.kind === 'RECORD';
  if (a.cell && b.cell && sameElem(a.elem, b.elem)) {
    cx.em.emit(swapCells(a.cell, b.cell), st.loc);
    return;
  }
  cx.em.emit((s) => {
    const x = isRecord ? copyRecord(a.get(s)) : vb(s);
    a.set(s, va(s));
    b.set(s, x);
  }, st.loc);
}

/** SWAP of two elements of one element type: each element found once (its subscripts read once), then exchanged. */
function swapCells(a: NonNullable<LValue['cell']>, b: NonNullable<LValue['cell']>): Instr {
  const { arr: { global: ga, k: ka }, subs: sa } = a;
  const { arr: { global: gb, k: kb }, subs: sb } = b;
  if (sa.length === 1 && sb.length === 1) {
    // one-dimensional arrays (the usual sort): each index through at1, a small reader the engine inlines
    const [ra] = sa;
    const [rb] = sb;
    if (ra.shape === SLOT && rb.shape === SLOT) {
      const { global: gi, k: ki } = ra;
      const { global: gj, k: kj } = rb;
      return (s) => {
        const x: QArray = (ga ? s.g : s.l)[ka];
        const i = at1(x, (gi ? s.g : s.l)[ki]);
        const y: QArray = (gb ? s.g : s.l)[kb];
        exchange(x, i, y, at1(y, (gj ? s.g : s.l)[kj]));
      };
    }
    return (s) => {
      const x: QArray = (ga ? s.g : s.l)[ka];
      const i = at1(x, subValue(s, ra));
      const y: QArray = (gb ? s.g : s.l)[kb];
      exchange(x, i, y, at1(y, subValue(s, rb)));
    };
  }
  return (s) => {
    const x: QArray = (ga ? s.g : s.l)[ka];
    const i = elementIndex(s, x, sa);
    const y: QArray = (gb ? s.g : s.l)[kb];
    exchange(x, i, y, elementIndex(s, y, sb));
  };
}

function exchange(x: QArray, i: number, y: QArray, j: number): void {
  const dx = x.data!;
  const dy = y.data!;
  const t = dx[i];
  dx[i] = dy[j];
  dy[j] = t;
}

function midAssign(cx: Cx, st: import('../../parser/ast.js').MidAssignStmt): void {
  const lv = compileLValue(cx, st.target);
  if (lv.type !== 'STRING') fail(13, st.target.loc);
  const start = toNumType(compileExpr(cx, st.start), 'LONG');
  const length = st.length ? toNumType(compileExpr(cx, st.length), 'LONG') : () => Infinity;
  const value = stringOf(compileExpr(cx, st.expr));
  const buffer = lv.buffer;
  if (buffer) {
    const { global: g, k } = buffer;
    cx.em.emit((s) => {
      const frame = g ? s.g : s.l;
      const cur: string | StrBuf = frame[k];
      frame[k] = typeof cur === 'string'
        ? overwriteOrBuffer(cur, start(s), length(s), value, s, buffer)
        : overwriteBuffer(cur, start(s), length(s), value, s);
    }, st.loc);
    return;
  }
  const slot = lv.slot;
  if (slot) {
    // a plain string variable: read and stored in its slot
    const { global: g, k } = slot;
    cx.em.emit((s) => {
      const frame = g ? s.g : s.l;
      frame[k] = overwrite(frame[k], start(s), length(s), value, s);
    }, st.loc);
    return;
  }
  const { get, set } = lv;
  cx.em.emit((s) => { set(s, overwrite(get(s), start(s), length(s), value, s)); }, st.loc);
}

/**
 * MID$(cur$, p, n) = value$: cur$ with up to n characters from p replaced by value$'s first ones (never
 * longer). p < 1, p past the end or n < 0 is Illegal function call, checked before value$ is evaluated.
 * The result is built flat in one join (slicing a string built by + would first copy it whole).
 */
function overwrite(cur: string, p: number, n: number, value: Eval<string>, s: import('../machine/state.js').State): string {
  if (p < 1 || p > cur.length || n < 0) throw new QBasicError(5);
  const v = value(s);
  const count = Math.min(n, v.length, cur.length - p + 1);
  if (count === 0) return cur;
  return [cur.slice(0, p - 1), count === v.length ? v : v.slice(0, count), cur.slice(p - 1 + count)].join('');
}

/**
 * MID$ on a buffered variable holding a string: as `overwrite`, except that when the string is the one
 * its MID$ statements stored last (nothing else was stored since), it becomes a StrBuf written in place.
 */
function overwriteOrBuffer(cur: string, p: number, n: number, value: Eval<string>, s: import('../machine/state.js').State,
  buffer: BufferedSlot): string | StrBuf {
  if (cur !== buffer.last) return (buffer.last = overwrite(cur, p, n, value, s));
  return overwriteBuffer(new StrBuf(cur), p, n, value, s);
}

/**
 * MID$ on a StrBuf: its characters overwritten in place. While the value is evaluated the buffer is marked
 * busy, so that a MID$ statement on the same variable run meanwhile (in a FUNCTION it calls) writes a copy,
 * and this statement's result is made from the value the variable had when it started, as for strings.
 */
function overwriteBuffer(cur: StrBuf, p: number, n: number, value: Eval<string>, s: import('../machine/state.js').State): StrBuf {
  const b = cur.busy ? new StrBuf(cur.text()) : cur;
  const len = b.codes.length;
  if (p < 1 || p > len || n < 0) throw new QBasicError(5);
  b.busy = true;
  const v = value(s);
  b.busy = false;
  const count = Math.min(n, v.length, len - p + 1);
  b.write(p - 1, v, count);
  return b;
}

function lrset(cx: Cx, st: import('../../parser/ast.js').LRSetStmt): void {
  const lv = compileLValue(cx, st.target);
  if (lv.elem.kind === 'RECORD' && st.kind === 'lset') return lsetRecord(cx, lv, st);
  if (lv.type !== 'STRING') fail(13, st.loc);
  const value = stringOf(compileExpr(cx, st.expr));
  const right = st.kind === 'rset';
  cx.em.emit((s) => {
    const width = (lv.get(s) as string).length;
    const v = value(s).slice(0, width);
    lv.set(s, right ? ' '.repeat(width - v.length) + v : fitFixed(v, width));
  }, st.loc);
}

/**
 * LSET of one record into another, of any TYPE: the bytes of the shorter of the two are copied and the
 * rest of the target is left as it was (KB Q66424, QuickBASIC 4.0-4.5 and PDS 7).
 */
function lsetRecord(cx: Cx, lv: LValue, st: import('../../parser/ast.js').LRSetStmt): void {
  const src = compileExpr(cx, st.expr);
  if (typeof src.t !== 'object') fail(13, st.loc);
  const from: ElemDesc = { kind: 'RECORD', rec: src.t };
  const to = lv.elem;
  const read = src.f, fromSize = elemSize(from), toSize = elemSize(to);
  cx.em.emit((s) => {
    const a = new Uint8Array(fromSize), b = new Uint8Array(toSize);
    valueToBytes(from, read(s), a, 0);
    valueToBytes(to, lv.get(s), b, 0);
    b.set(a.subarray(0, Math.min(fromSize, toSize)));
    lv.set(s, valueFromBytes(to, b, 0));
  }, st.loc);
}

export const DECLARATION_STATEMENTS: StmtTable = {
  assign,
  dim,
  redim,
  erase: (cx, st) => {
    for (const n of st.names) {
      const v = cx.scope.find('arrays', n.name, n.suffix, n.loc);
      if (!v) fail(38, n.loc);
      const arr = arrayObject(v);
      cx.em.emit((s) => arr(s).erase(), n.loc);
    }
  },
  const: constStmt,
  deftype: (cx, st) => applyDefType(cx.scope.deftypes, st),
  optionBase: (cx, st) => {
    // it must come before any array exists (QB45 help "OPTION BASE"; PC-BASIC: Duplicate Definition)
    if (cx.scope.module.arrays.size > 0) fail(10, st.loc);
    cx.prog.settings.optionBase = st.base;
  },
  typeDef: () => {},
  declare: () => {},
  rem: () => {},
  meta: (cx, st) => {
    if (st.name === 'DYNAMIC') cx.prog.dynamicArrays = true;
    if (st.name === 'STATIC') cx.prog.dynamicArrays = false;
  },
  shared: (cx, st) => {
    if (!cx.scope.isProcedure) fail(2, st.loc, 'Illegal outside of SUB, FUNCTION or DEF FN');
    for (const d of st.decls) {
      const map = d.bounds ? 'arrays' : 'scalars';
      const m = cx.scope.module;
      const elem = d.asType ? elemOf(cx, d.name, d.suffix, d.asType, d.loc) : undefined;
      let v = m.find(map, d.name, d.suffix, d.loc);
      if (!v) v = elem ? m.declare(map, d.name, d.suffix, elem, d.loc) : m.resolve(map, d.name, d.suffix, d.loc);
      else if (elem && !sameElem(elem, v.elem)) fail(10, d.loc);
      cx.scope.alias(map, v, d.suffix, d.loc);
    }
  },
  static: (cx, st) => {
    if (cx.scope.kind === 'module') fail(2, st.loc, 'Illegal outside of SUB, FUNCTION or DEF FN');
    for (const d of st.decls) {
      const v = declareVar(cx, d, false, 'g');
      if (d.bounds && d.bounds.length) dim(cx, { shared: false, decls: [d], loc: d.loc });
      void v;
    }
  },
  common: (cx, st) => {
    for (const d of st.decls) {
      // a static array DIMmed before its COMMON is that array (QBasic help, "COMMON Statement")
      const v = dimmedArray(cx, d) ?? declareVar(cx, d, st.shared);
      if (st.shared) v.shared = true;
      if (d.bounds) v.explicitDim = true;
      if (v.storage === 'g') cx.prog.common.push({ slot: v.slot, type: commonType(v) });
    }
  },
  swap,
  midAssign,
  lset: lrset,
  rset: lrset,
  label: (cx, st) => {
    const target = cx.labels.get(st.name.toUpperCase());
    if (target) cx.em.bind(target);
    if (st.isLineNumber && cx.prog.lineMarkers) {
      const n = Number(st.name);
      cx.em.emit((s) => { s.lastLine = n; }, st.loc);
    }
  },
};

