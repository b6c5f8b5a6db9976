// SUB, FUNCTION and DEF FN: signatures (from the pre-pass) and bodies compiled into their own code.
import type { DefFnDef, FunctionDef, Loc, Param, Stmt, SubDef, Suffix } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Instr, ProcCode } from '../machine/state.js';
import { SUFFIX_TYPE, elemType, type ScalarKind } from '../model/types.js';
import type { Cx, ProgramCtx } from './context.js';
import { toElem } from './convert.js';
import { CompileError, fail, toDiagnostic } from './diagnostics.js';
import { Emitter, JumpTarget } from './emitter.js';
import { compileExpr } from './expr.js';
import { FrameLayout } from './frame.js';
import { Scope } from './scope.js';
import { compileBlock } from './statements.js';
import { hookStatements } from './debug-hooks.js';
import { Seq, allNative, exitsOf, mayLeave, type Node } from './native.js';
import { GosubPlan, planSubroutines } from './gosub.js';
import type { ParamSym, ProcSym, VarSym } from './symbols.js';
import { elemOfTypeRef, recordNameChecked } from './types.js';

/** The type a name has under the DEFtype letters `deftypes` (suffix first). */
export function typeFor(deftypes: ScalarKind[], name: string, suffix: Suffix): ScalarKind {
  if (suffix) return SUFFIX_TYPE[suffix];
  const c = name.toUpperCase().charCodeAt(0) - 65;
  return c >= 0 && c < 26 ? deftypes[c] : 'SINGLE';
}

/** A procedure symbol with an empty code object that calls can capture before the body compiles. */
export function newProcSym(kind: ProcSym['kind'], name: string, loc: Loc, isStatic: boolean, deftypes: ScalarKind[]): ProcSym {
  const code: ProcCode = { name, code: [notCompiled], locs: [loc], next: [0], newFrame: () => [], recursive: true };
  return {
    kind, name, params: [], code, paramSlots: [], resultSlot: -1, defined: false, isStatic, loc,
    deftypes: deftypes.slice(), labels: new Map(),
  };
}

function notCompiled(): void {
  throw new QBasicError(35);
}

/** Resolve parameter and result types and give each its frame slot. */
export function resolveSignature(cx: Cx, p: ProcSym, params: Param[], suffix: Suffix): void {
  const deftypes = p.deftypes!;
  // `a%` and `a$` are two parameters (two variables); a name declared `AS type` takes every suffix
  const seen = new Set<string>();
  p.params = params.map((q): ParamSym => {
    const elem = q.asType ? recordNameChecked(elemOfTypeRef(cx, q.asType), q.name, q.loc) : { kind: typeFor(deftypes, q.name, q.suffix) };
    if (q.asType && q.suffix && elemType(elem) !== SUFFIX_TYPE[q.suffix]) fail(10, q.loc);
    const key = q.name.toUpperCase() + (q.isArray ? '()' : '');
    const typed = `${key} ${q.asType ? 'AS' : elemType(elem)}`;
    if (seen.has(`${key} AS`) || seen.has(typed) || (q.asType && seen.has(key))) fail(10, q.loc);
    seen.add(key).add(typed);
    return { name: q.name, suffix: q.suffix, elem, isArray: q.isArray, declaredAs: !!q.asType, loc: q.loc };
  });
  const byRef = cx.prog.referenceArgs;
  if (byRef && p.kind !== 'deffn') {
    const passed = byRef.get(p.name.toUpperCase());
    p.params.forEach((q, i) => {
      q.byValue = !q.isArray && q.elem.kind !== 'RECORD' && !passed?.has(i);
    });
  }
  if (p.kind !== 'sub') p.result = typeFor(deftypes, p.name, suffix);
  const layout = new FrameLayout();
  p.layout = layout;
  // A scalar SUB/FUNCTION parameter that some call passes by reference has one slot holding a Ref to the
  // caller's storage, or the argument itself when this call passed it by value (no allocation per call).
  p.paramSlots = p.params.map((q) => {
    if (q.byValue || p.kind === 'deffn') return layout.raw(0, q.elem.kind);
    return q.isArray ? layout.raw(0, 'ARRAY') : layout.raw(null);
  });
  layout.sealParameters();
  if (p.result) p.resultSlot = layout.scalar({ kind: p.result });
  p.code.newFrame = layout.build;
}

/** Compile a SUB or FUNCTION body (after the module level, so every DIM SHARED is known). */
export function compileProcedure(prog: ProgramCtx, module: Scope, p: ProcSym, def: SubDef | FunctionDef): void {
  const kind = def.kind === 'sub' ? 'sub' : 'function';
  const scope = new Scope(kind, p.layout!, prog.globals, p.deftypes!.slice(), module, p.isStatic, p);
  compileBody(prog, scope, p, def.body, undefined);
}

/** Compile a DEF FN where it stands in the module (it sees module variables and the DEFtypes in force). */
export function compileDefFn(cx: Cx, def: DefFnDef): void {
  const p = cx.prog.defFns.get(def.name.toUpperCase());
  if (!p) fail(10, def.loc);
  const scope = new Scope('deffn', p.layout!, cx.prog.globals, cx.scope.deftypes.slice(), cx.scope.module, false, p);
  compileBody(cx.prog, scope, p, def.body ?? [], def.expr ? { expr: def.expr, loc: def.loc } : undefined);
}

function compileBody(prog: ProgramCtx, scope: Scope, p: ProcSym, body: Stmt[],
  single: { expr: import('../../parser/ast.js').Expr; loc: Loc } | undefined): void {
  const em = new Emitter(!!prog.debug);
  const exitProc = new JumpTarget();
  const cx: Cx = { prog, scope, em, labels: p.labels, loops: [], proc: p, exitProc, gosubs: new GosubPlan(p.code) };
  try {
    registerParams(scope, p);
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    prog.diagnostics.push(toDiagnostic(e));
  }
  if (single) {
    try {
      const value = toElem(compileExpr(cx, single.expr), { kind: p.result! });
      const k = p.resultSlot;
      const pc = em.emit((s) => { s.l[k] = value(s); }, single.loc);
      em.points?.set(pc, single.loc);
    } catch (e) {
      if (!(e instanceof CompileError)) throw e;
      prog.diagnostics.push(toDiagnostic(e));
    }
    em.endStatement();
  }
  compileBlock(cx, body);
  if (!prog.keepCode) return;
  const nodes = em.take(0);
  planSubroutines(cx.gosubs!, nodes);
  em.bind(exitProc);
  em.emit(returnFromProc, p.loc, false);
  em.endStatement();
  p.code.code = em.code;
  p.code.locs = em.locs;
  p.code.next = em.next;
  // a GOTO left to run natively would have no flat code around it to jump in (finishStructured); EXIT SUB,
  // FUNCTION or DEF ends the list where it stands, or leaves s.brk set from inside a loop or block
  const native = allNative(nodes) && exitsOf(nodes, exitProc).length === 0 && !prog.debug;
  p.code.seq = native ? procedureBody(nodes, exitProc.pc) : null;
  if (prog.debug) {
    hookStatements(em, prog.debug.hook);
    prog.debug.scopes.set(p.code, scope);
  }
}

/** A procedure's body as a native list ending at `end`, the pc EXIT SUB / FUNCTION / DEF jumps to. */
function procedureBody(nodes: Node[], end: number): Seq {
  const seq = new Seq(nodes, false, false, end);
  if (!mayLeave(nodes, end)) return seq;
  const { run, pc } = seq;
  // as one node positioned as the list was (pc -1: its runners position their errors themselves)
  return new Seq([{ pc: pc < 0 ? -1 : pc - 1, run: (s) => { run(s); s.brk = 0; }, block: pc < 0 }]);
}

const returnFromProc: Instr = (s) => {
  s.pc = -1;
};

function registerParams(scope: Scope, p: ProcSym): void {
  p.params.forEach((q, i) => {
    const v: VarSym = {
      name: q.name, elem: q.elem, array: q.isArray, dims: 0, storage: 'l', slot: p.paramSlots[i],
      byRef: !q.isArray && p.kind !== 'deffn' && !q.byValue, declaredAs: q.declaredAs, shared: false, explicitDim: true, loc: q.loc,
    };
    scope.register(q.isArray ? 'arrays' : 'scalars', v, q.suffix);
  });
}

/** QBasic's routines for machine code and DOS interrupts: accepted, but unavailable when reached. */
export const MACHINE_CODE = new Set(['ABSOLUTE', 'INTERRUPT', 'INTERRUPTX']);
