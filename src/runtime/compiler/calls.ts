// SUB, FUNCTION and DEF FN calls: argument checking and binding (by reference for variables, array
// elements and record fields; by value for other expressions and `(x)`; whole arrays as `a()`).
import type { CallStmt, Expr, Loc, Suffix } from '../../parser/ast.js';
import { invoke, invokeSub } from '../machine/exec.js';
import type { Eval, Instr, ProcCode } from '../machine/state.js';
import { SUFFIX_TYPE, sameElem } from '../model/types.js';
import type { Cx } from './context.js';
import { cexpr, readOf, toElem, type CExpr } from './convert.js';
import { readCall, type Read } from './elements.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { machineCodeCall } from './stmt-interrupt.js';
import { arrayObject } from './lvalue.js';
import { arrayVar, compileLValue, plainConst } from './names.js';
import { MACHINE_CODE } from './procedures.js';
import type { ParamSym, ProcSym } from './symbols.js';
import type { FrameLayout } from './frame.js';

/** The FUNCTION or DEF FN a name refers to, if any. */
export function findFunction(cx: Cx, name: string, suffix: Suffix): ProcSym | undefined {
  const up = cx.scope.names.upper(name);
  const p = up.startsWith('FN') ? cx.prog.defFns.get(up) ?? cx.prog.procs.get(up) : cx.prog.procs.get(up);
  if (!p || p.kind === 'sub') return undefined;
  if (suffix && SUFFIX_TYPE[suffix] !== p.result) return undefined;
  return p;
}

/** A FUNCTION / DEF FN call as an expression. */
export function callFunction(cx: Cx, p: ProcSym, args: Expr[], loc: Loc, _name: string): CExpr {
  return cexpr(p.result!, caller(p, bindArguments(cx, p, args, loc), p.resultSlot), loc);
}

/** `CALL name(args)` / `name args`. */
export function compileCall(cx: Cx, st: CallStmt): Instr {
  const p = cx.prog.procs.get(st.name.toUpperCase());
  if ((!p || !p.defined) && MACHINE_CODE.has(st.name.toUpperCase())) return machineCodeCall(cx, st);
  if (!p || p.kind !== 'sub') fail(35, st.loc);
  return caller(p, bindArguments(cx, p, st.args, st.loc), 0);
}

/** A parameter slot and how the caller reads what it stores there (a value, a Ref or an array). */
interface Binding {
  slot: number;
  value: Read;
}

/**
 * The closure calling a procedure: the arguments evaluated in order, bound into the callee's frame, the
 * body run; a FUNCTION's call gives frame slot `result` afterwards. With up to eight arguments the frame is
 * the callee's reused frame for this depth (FrameLayout.frameAt, called directly), taken once the arguments
 * are known (an argument may call the same procedure at the same depth); every parameter slot is written.
 *
 * Up to four arguments have a literal per count that does only that: the engine inlines a call's closures within one budget of bytecode, and a smaller caller
 * leaves room for the body (subargs' body fits beside its caller only so). SUBs and FUNCTIONs have a family
 * of literals each, calling invokeSub and invoke: the engine keeps call feedback per literal, and a SUB
 * called inside a FUNCTION (`Tick nCalls` in `Fib&`) then has call sites of its own, which it inlines.
 */
function caller(p: ProcSym, binds: Binding[], result: number): Eval {
  const code = p.code;
  const layout = p.layout!;
  const ev = binds.map((b) => b.value.f);
  if (binds.length > 8) {
    return (s) => {
      const f = code.newFrame(s);
      for (let i = 0; i < binds.length; i++) f[binds[i].slot] = ev[i](s);
      invoke(s, code, f);
      return f[result];
    };
  }
  if (binds.length > 4) return callerMany(code, layout, binds.map((b) => b.slot), ev, result);
  const literals = p.kind === 'sub' ? SUB_CALLERS : FUNCTION_CALLERS;
  return literals[binds.length](code, layout, binds.map((b) => b.slot), ev, result);
}

type CallerLiteral = (code: ProcCode, layout: FrameLayout, k: number[], e: Eval[], result: number) => Eval;

/** `caller`'s literals for a SUB, by argument count (FUNCTION_CALLERS' twins, without the result). */
const SUB_CALLERS: CallerLiteral[] = [
  (code, layout) => (s) => {
    invokeSub(s, code, layout.frameAt(s.depth));
  },
  (code, layout, [k0], [e0]) => (s) => {
    const a0 = e0(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    invokeSub(s, code, f);
  },
  (code, layout, [k0, k1], [e0, e1]) => (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    f[k1] = a1;
    invokeSub(s, code, f);
  },
  (code, layout, [k0, k1, k2], [e0, e1, e2]) => (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const a2 = e2(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    f[k1] = a1;
    f[k2] = a2;
    invokeSub(s, code, f);
  },
  (code, layout, [k0, k1, k2, k3], [e0, e1, e2, e3]) => (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const a2 = e2(s);
    const a3 = e3(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    f[k1] = a1;
    f[k2] = a2;
    f[k3] = a3;
    invokeSub(s, code, f);
  },
];

/** `caller`'s literals for a FUNCTION or DEF FN, by argument count: the call gives the result slot. */
const FUNCTION_CALLERS: CallerLiteral[] = [
  (code, layout, _k, _e, result) => (s) => {
    const f = layout.frameAt(s.depth);
    invoke(s, code, f);
    return f[result];
  },
  (code, layout, [k0], [e0], result) => (s) => {
    const a0 = e0(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    invoke(s, code, f);
    return f[result];
  },
  (code, layout, [k0, k1], [e0, e1], result) => (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    f[k1] = a1;
    invoke(s, code, f);
    return f[result];
  },
  (code, layout, [k0, k1, k2], [e0, e1, e2], result) => (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const a2 = e2(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    f[k1] = a1;
    f[k2] = a2;
    invoke(s, code, f);
    return f[result];
  },
  (code, layout, [k0, k1, k2, k3], [e0, e1, e2, e3], result) => (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const a2 = e2(s);
    const a3 = e3(s);
    const f = layout.frameAt(s.depth);
    f[k0] = a0;
    f[k1] = a1;
    f[k2] = a2;
    f[k3] = a3;
    invoke(s, code, f);
    return f[result];
  },
];

/**
 * Five to eight arguments: into locals first (absent ones repeat the first, bound twice into its slot), then
 * into the reused frame.
 */
function callerMany(code: ProcCode, layout: FrameLayout, k: number[], ev: Eval[], result: number): Eval {
  const [k0, k1 = k0, k2 = k0, k3 = k0, k4 = k0, k5 = k0, k6 = k0, k7 = k0] = k;
  const [e0, e1, e2, e3, e4, e5, e6, e7] = ev;
  const n = k.length;
  return (s) => {
    const a0 = e0(s);
    const a1 = e1(s);
    const a2 = e2(s);
    const a3 = e3(s);
    const a4 = e4(s);
    const a5 = n > 5 ? e5(s) : a0;
    const a6 = n > 6 ? e6(s) : a0;
    const a7 = n > 7 ? e7(s) : a0;
    const f = layout.frameAt(s.depth);
    f[k0] = a0; f[k1] = a1; f[k2] = a2; f[k3] = a3;
    f[k4] = a4; f[k5] = a5; f[k6] = a6; f[k7] = a7;
    invoke(s, code, f);
    return f[result];
  };
}

/** What each argument stores in the callee's frame. */
function bindArguments(cx: Cx, p: ProcSym, args: Expr[], loc: Loc): Binding[] {
  if (!p.defined) fail(35, loc);
  if (args.length !== p.params.length) fail(37, loc);
  return args.map((a, i) => bindOne(cx, p, p.params[i], i, a));
}

function valueBinding(slot: number, value: Eval, e?: CExpr): Binding {
  return { slot, value: e ? readOf(e, value, true) : readCall(value) };
}

function bindOne(cx: Cx, p: ProcSym, param: ParamSym, index: number, arg: Expr): Binding {
  const slot = p.paramSlots[index];
  if (param.isArray) return bindArray(cx, param, slot, arg);
  if (p.kind === 'deffn' || param.byValue) {
    if (param.byValue && isVariableArg(cx, arg)) throw new Error(`${p.name}: argument ${index + 1} passed by reference`);
    const c = compileExpr(cx, arg);
    return valueBinding(slot, toElem(c, param.elem), c);
  }
  if (param.elem.kind === 'RECORD') {
    const lv = compileLValue(cx, arg);
    if (lv.type !== param.elem.rec) fail(13, arg.loc, 'Parameter type mismatch');
    return valueBinding(slot, lv.ref);
  }
  if (isVariableArg(cx, arg)) {
    const lv = compileLValue(cx, arg);
    if (sameElem(lv.elem, param.elem)) return valueBinding(slot, lv.ref);
    if (!(lv.elem.kind === 'FIXED' && param.elem.kind === 'STRING')) fail(13, arg.loc, 'Parameter type mismatch');
  }
  // by value: the argument itself in place of a Ref
  const c = compileExpr(cx, arg);
  return valueBinding(slot, toElem(c, param.elem), c);
}

/** Whether an argument names storage (so it is passed by reference). */
function isVariableArg(cx: Cx, arg: Expr): boolean {
  switch (arg.kind) {
    case 'name':
      return !plainConst(cx, arg.name, arg.suffix, arg.loc) && !findFunction(cx, arg.name, arg.suffix);
    case 'index': return arg.args.length > 0 && !findFunction(cx, arg.name, arg.suffix);
    case 'member': return true;
    default: return false;
  }
}

function bindArray(cx: Cx, param: ParamSym, slot: number, arg: Expr): Binding {
  if (arg.kind !== 'index' && arg.kind !== 'name') fail(13, arg.loc, 'Parameter type mismatch');
  if (arg.kind === 'index' && arg.args.length > 0) fail(13, arg.loc, 'Parameter type mismatch');
  const v = arrayVar(cx, arg.name, arg.suffix, 0, arg.loc);
  if (!sameElem(v.elem, param.elem)) fail(13, arg.loc, 'Parameter type mismatch');
  return valueBinding(slot, arrayObject(v));
}

