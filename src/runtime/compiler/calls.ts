// SUB, FUNCTION and DEF FN calls: argument checking and binding (by reference for variables, array
// elements and record fields; by value for other expressions and `(x)`; whole arrays as `a()`).
import type { CallStmt, Expr, Loc, Suffix } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { invoke } from '../machine/exec.js';
import type { Eval, Instr, ProcCode } from '../machine/state.js';
import { SUFFIX_TYPE, sameElem } from '../model/types.js';
import type { Cx } from './context.js';
import { cexpr, readOf, toElem, type CExpr } from './convert.js';
import { arg as argValue, readCall, type Read } from './elements.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { machineCodeCall } from './stmt-interrupt.js';
import { arrayObject } from './lvalue.js';
import { arrayVar, compileLValue } from './names.js';
import { MACHINE_CODE } from './procedures.js';
import type { ParamSym, ProcSym } from './symbols.js';

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
  return cexpr(p.result!, caller(p.code, bindArguments(cx, p, args, loc), p.resultSlot), loc);
}

/** `CALL name(args)` / `name args`. */
export function compileCall(cx: Cx, st: CallStmt): Instr {
  const p = cx.prog.procs.get(st.name.toUpperCase());
  if ((!p || !p.defined) && MACHINE_CODE.has(st.name.toUpperCase())) return machineCodeCall(cx, st);
  if (!p || p.kind !== 'sub') fail(35, st.loc);
  return caller(p.code, bindArguments(cx, p, st.args, st.loc), 0);
}

/** A frame slot and how the caller reads what it stores there (a value, a Ref or an array). */
interface Binding {
  slot: number;
  value: Read;
}

/**
 * The closure calling a procedure: a fresh frame, the arguments bound in order, the body run; it gives
 * frame slot `result` afterwards (the FUNCTION result).
 */
function caller(code: ProcCode, binds: Binding[], result: number): Eval {
  if (binds.length === 0) {
    return (s) => {
      const f = code.newFrame(s);
      invoke(s, code, f);
      return f[result];
    };
  }
  if (binds.length === 1) {
    const [{ slot: k0, value: v0 }] = binds;
    return (s) => {
      const f = code.newFrame(s);
      f[k0] = argValue(s, v0);
      invoke(s, code, f);
      return f[result];
    };
  }
  if (binds.length === 2) {
    const [{ slot: k0, value: v0 }, { slot: k1, value: v1 }] = binds;
    return (s) => {
      const f = code.newFrame(s);
      f[k0] = argValue(s, v0);
      f[k1] = argValue(s, v1);
      invoke(s, code, f);
      return f[result];
    };
  }
  const slots = binds.map((b) => b.slot);
  const values = binds.map((b) => b.value);
  return (s) => {
    const f = code.newFrame(s);
    for (let i = 0; i < slots.length; i++) f[slots[i]] = argValue(s, values[i]);
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
  if (p.kind === 'deffn') {
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
  // by value: the argument goes to the slot after the (null) Ref slot
  const c = compileExpr(cx, arg);
  return valueBinding(slot + 1, toElem(c, param.elem), c);
}

/** Whether an argument names storage (so it is passed by reference). */
function isVariableArg(cx: Cx, arg: Expr): boolean {
  switch (arg.kind) {
    case 'name':
      return (arg.name.includes('.') || !cx.scope.findConst(arg.name, arg.suffix)) && !findFunction(cx, arg.name, arg.suffix);
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

