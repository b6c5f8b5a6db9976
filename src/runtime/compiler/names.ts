// What a name means where it is used: a CONST, a FUNCTION or DEF FN call, a variable, an array
// element, or a record field (dotted names), in reading or assignment position.
import type { Expr, IndexExpr, LValue as LValueAst, Loc, MemberExpr, NameExpr, Suffix } from '../../parser/ast.js';
import type { Eval, State } from '../machine/state.js';
import type { RecordType } from '../model/types.js';
import { toLong } from '../values/numbers.js';
import type { Cx } from './context.js';
import { cexpr, constant, numeric, type CExpr } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { elementLValue, fieldLValue, variableLValue, type LValue } from './lvalue.js';
import { callFunction, findFunction } from './calls.js';
import type { ConstSym, VarSym } from './symbols.js';
import { CONST, OFFSET, Read, SLOT, SUM } from './elements.js';
import { readOf } from './convert.js';
import type { Fused } from './fused.js';

/** Compile a name in an expression. */
export function readName(cx: Cx, e: NameExpr): CExpr {
  const c = plainConst(cx, e.name, e.suffix, e.loc);
  if (c) return constant(c.type, c.value, e.loc);
  const fn = findFunction(cx, e.name, e.suffix);
  if (fn) return callFunction(cx, fn, [], e.loc, e.name);
  const lv = nameLValue(cx, e);
  const v = lv.sym;
  const scalar = v && typeof lv.type === 'string';
  const slot = scalar && !v.byRef ? lv.slot : undefined;
  // a by-reference string is read through its `get` when MID$ statements may leave a StrBuf in the caller's slot
  const viaGet = lv.type === 'STRING' && cx.scope.settings.midTargets.size > 0;
  const ref = scalar && v.byRef && !viaGet ? v.slot : undefined;
  const float = lv.type === 'SINGLE' || lv.type === 'DOUBLE';
  const range = slot && float && !e.name.includes('.') ? cx.prog.wholeCounters?.get(e.name.toUpperCase()) : undefined;
  return cexpr(lv.type, lv.get, e.loc, {
    slot, ref, element: typeof lv.type === 'string' ? lv.element : undefined, buffer: lv.buffer, range,
  });
}

/** Compile `name(args)` in an expression: a function call or an array element. */
export function readIndex(cx: Cx, e: IndexExpr): CExpr {
  const fn = findFunction(cx, e.name, e.suffix);
  if (fn) return callFunction(cx, fn, e.args, e.loc, e.name);
  if (e.args.length === 0) fail(13, e.loc);
  const lv = indexLValue(cx, e);
  return cexpr(lv.type, lv.get, e.loc, { element: typeof lv.type === 'string' ? lv.element : undefined, numericElement: lv.numericElement });
}

/** Compile an assignment target (or READ / INPUT / SWAP target, or by-reference argument). */
export function compileLValue(cx: Cx, target: LValueAst | Expr): LValue {
  switch (target.kind) {
    case 'name': {
      const result = functionResult(cx, target);
      if (result) return result;
      if (plainConst(cx, target.name, target.suffix, target.loc)) fail(10, target.loc);
      return nameLValue(cx, target);
    }
    case 'index':
      if (findFunction(cx, target.name, target.suffix)) fail(40, target.loc, 'Variable required');
      return indexLValue(cx, target);
    case 'member': return memberLValue(cx, target);
    default: return fail(40, target.loc, 'Variable required');
  }
}

/** Inside FUNCTION f (or DEF FNf), assigning to `f` sets the result. */
function functionResult(cx: Cx, e: NameExpr): LValue | undefined {
  const p = cx.proc;
  if (!p || p.kind === 'sub' || cx.scope.names.upper(p.name) !== cx.scope.names.upper(e.name)) return undefined;
  if (e.suffix && e.suffix !== suffixOf(p.result!)) return undefined;
  const v: VarSym = {
    name: p.name, elem: { kind: p.result! }, array: false, dims: 0, storage: 'l', slot: p.resultSlot,
    byRef: false, declaredAs: false, shared: false, explicitDim: false, loc: e.loc,
  };
  return variableLValue(v, e.loc);
}

function suffixOf(t: string): Suffix {
  return ({ INTEGER: '%', LONG: '&', SINGLE: '!', DOUBLE: '#', STRING: '$' } as Record<string, Suffix>)[t] ?? '';
}

/**
 * The CONST a name means, if any. A dotted name is a CONST's name unless the part before its first
 * period is a record variable here (then it is a field access); QBasic allows periods in CONST names.
 */
export function plainConst(cx: Cx, name: string, suffix: Suffix, loc: Loc): ConstSym | undefined {
  if (name.includes('.') && recordRoot(cx, name, loc)) return undefined;
  return cx.scope.findConst(name, suffix);
}

function recordRoot(cx: Cx, name: string, loc: Loc): VarSym | undefined {
  const root = cx.scope.find('scalars', name.slice(0, name.indexOf('.')), '', loc);
  return root && root.elem.kind === 'RECORD' ? root : undefined;
}

/** A plain or dotted variable name. */
function nameLValue(cx: Cx, e: NameExpr): LValue {
  if (e.name.includes('.')) {
    const field = dottedField(cx, e.name, e.suffix, e.loc);
    if (field) return field;
  }
  const v = cx.scope.resolve('scalars', e.name, e.suffix, e.loc);
  return variableLValue(v, e.loc);
}

/** `rec.a.b`: when the part before the first dot is a record variable, a field chain. */
function dottedField(cx: Cx, name: string, suffix: Suffix, loc: Loc): LValue | undefined {
  const parts = name.split('.');
  const root = recordRoot(cx, name, loc);
  if (!root) return undefined;
  let lv = variableLValue(root, loc);
  for (let i = 1; i < parts.length; i++) lv = fieldOf(lv, parts[i], i === parts.length - 1 ? suffix : '', loc);
  return lv;
}

function fieldOf(base: LValue, field: string, suffix: Suffix, loc: Loc): LValue {
  if (base.elem.kind !== 'RECORD') fail(13, loc, 'Element not defined');
  const rec: RecordType = base.elem.rec;
  const f = rec.byName.get(field.toUpperCase());
  if (!f) fail(13, loc, 'Element not defined');
  if (suffix && f.elem.kind !== 'RECORD' && suffixOf(f.elem.kind === 'FIXED' ? 'STRING' : f.elem.kind) !== suffix) {
    fail(13, loc);
  }
  return fieldLValue(base, f);
}

function memberLValue(cx: Cx, e: MemberExpr): LValue {
  const base = compileLValue(cx, e.base as LValueAst);
  return fieldOf(base, e.field, '', e.loc);
}

/** `a(i, j)`: an element of array a (implicitly dimensioned when never DIMmed). */
function indexLValue(cx: Cx, e: IndexExpr): LValue {
  const v = arrayVar(cx, e.name, e.suffix, e.args.length, e.loc);
  return elementLValue(v, e.args.map((a) => subscriptRead(cx, a)));
}

/** The array a name means here, with its dimension count checked or learned. */
export function arrayVar(cx: Cx, name: string, suffix: Suffix, dims: number, loc: Loc): VarSym {
  const v = cx.scope.resolve('arrays', name, suffix, loc);
  if (dims > 0) {
    if (v.dims === 0) v.dims = dims;
    else if (v.dims !== dims) fail(9, loc, 'Wrong number of dimensions');
  }
  return v;
}

/** A subscript as an integral closure (floats round half to even). */
export function subscript(cx: Cx, a: Expr): Eval<number> {
  return subscriptRead(cx, a).f;
}

/**
 * A subscript as a Read: a plain variable of any numeric type from its slot, an INTEGER / LONG one (or a
 * whole-valued SINGLE / DOUBLE counter: whole-values.ts) plus or minus a constant as OFFSET, plus or minus
 * another as SUM; anything else through its closure, rounded as CLNG rounds.
 */
function subscriptRead(cx: Cx, a: Expr): Read {
  const compiled = compileExpr(cx, a);
  // a SINGLE / DOUBLE operator of whole values is read as the LONG one it is computed by
  const c = compiled.whole ?? compiled;
  const f = numeric(c);
  const integral = c.t === 'INTEGER' || c.t === 'LONG';
  const d = c.fused;
  const plus = d && plusConstant(d);
  if (!integral) {
    const round = (s: State) => toLong(f(s));
    // a variable as it is: the element's index (elements.ts at1, at2) rounds what is not whole
    if (c.slot && !c.konst) return new Read(SLOT, c.slot.global, c.slot.k, 0, round);
    return readOf(c, round, false);
  }
  // `i + 1`, `i - 1`, `i + 40000&`: read inline by the element's closure (elements.ts read1, read2)
  if (plus && d.integral) return new Read(OFFSET, plus.global, plus.k, plus.c, f, d.op >= 8 ? 2147483647 : 32767);
  // `x + dx`, `x - dx`: read inline too
  if (d && d.integral && plusOrMinus(d) && d.a.shape === SLOT && d.b.shape === SLOT) {
    return new Read(SUM, d.a.global, d.a.k, (d.op & 7) === 1 ? -1 : 1, f, d.op >= 8 ? 2147483647 : 32767, d.b.global, d.b.k);
  }
  return readOf(c, f, false);
}

/** Whether an operator is + or - (0 and 1 in both families, WIDE added for LONG / SINGLE). */
const plusOrMinus = (d: Fused): boolean => d.op < 16 && (d.op & 7) <= 1;

/** `variable + constant` or `variable - constant` as the variable's slot and the constant added, else undefined. */
function plusConstant(d: Fused): { global: boolean; k: number; c: number } | undefined {
  if (!plusOrMinus(d) || d.a.shape !== SLOT || d.b.shape !== CONST) return undefined;
  return { global: d.a.global, k: d.a.k, c: (d.op & 7) === 1 ? -d.b.c : d.b.c };
}
