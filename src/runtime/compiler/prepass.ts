// The pass before code generation: TYPEs, module CONSTs, procedure signatures, labels and DATA, so
// that code can call a FUNCTION defined further down and RESTORE can name any label.
import type { ConstStmt, Stmt, SubDef, FunctionDef, DefFnDef, DeclareStmt } from '../../parser/ast.js';
import type { ScalarKind } from '../model/types.js';
import type { Cx } from './context.js';
import { CompileError, fail, internalDiagnostic, toDiagnostic } from './diagnostics.js';
import { JumpTarget } from './emitter.js';
import { MACHINE_CODE, newProcSym, resolveSignature } from './procedures.js';
import { applyDefType, defineConst } from './stmt-declare.js';
import type { ProcSym } from './symbols.js';
import { defineRecord } from './types.js';

export interface Definitions {
  bodies: { sym: ProcSym; def: SubDef | FunctionDef }[];
}

/** Collect everything code generation needs to know in advance; diagnostics go to cx.prog. */
export function prepass(cx: Cx, body: Stmt[]): Definitions {
  const w: Walk = { cx, owner: null, deftypes: cx.scope.deftypes.slice(), defs: { bodies: [] }, declares: [] };
  walk(w, body);
  for (const d of w.declares) {
    try {
      checkDeclare(cx, d);
    } catch (e) {
      report(cx, e);
    }
  }
  return w.defs;
}

/** The pre-pass's position: the procedure being walked (null: the module) and the DEFtypes in force. */
interface Walk {
  readonly cx: Cx;
  readonly owner: ProcSym | null;
  readonly deftypes: ScalarKind[];
  readonly defs: Definitions;
  readonly declares: DeclareStmt[];
}

function report(cx: Cx, e: unknown): void {
  if (!(e instanceof CompileError)) throw e;
  cx.prog.diagnostics.push(toDiagnostic(e));
}

function walk(w: Walk, body: Stmt[] | undefined): void {
  if (body) for (const st of body) visitGuarded(w, st);
}

function visitGuarded(w: Walk, st: Stmt): void {
  try {
    visit(w, st);
  } catch (e) {
    if (e instanceof CompileError) report(w.cx, e);
    else w.cx.prog.diagnostics.push(internalDiagnostic(e, st.loc));
  }
}

function visit(w: Walk, st: Stmt): void {
  const { cx, owner } = w;
  switch (st.kind) {
    case 'deftype': applyDefType(w.deftypes, st); break;
    case 'typeDef': if (!owner) defineRecord(cx, st); break;
    case 'const': if (!owner) defineConsts(cx, st); break;
    case 'declare': w.declares.push(st); break;
    case 'label': addLabel(cx, st.name, st.loc, owner); break;
    case 'data':
      for (const item of st.items) cx.prog.data.push(item);
      break;
    case 'sub': case 'function': {
      const sym = defineProc(cx, st, w.deftypes);
      w.defs.bodies.push({ sym, def: st });
      // a DEFtype inside a procedure holds on for the procedures after it (QBasic 1.1: oracle)
      walk({ ...w, owner: sym }, st.body);
      break;
    }
    case 'defFn': walk({ ...w, owner: defineDefFn(cx, st, w.deftypes) }, st.body); break;
    case 'if':
      for (const b of st.branches) walk(w, b.body);
      walk(w, st.elseBody);
      break;
    case 'select':
      for (const c of st.cases) walk(w, c.body);
      walk(w, st.elseBody);
      break;
    case 'for': case 'do': case 'while': walk(w, st.body); break;
    case 'midAssign':
      if (st.target.kind === 'name') cx.prog.settings.midTargets.add(cx.scope.names.upper(st.target.name));
      break;
    default: break;
  }
}

/** Module CONSTs, each on its own (one wrong item does not hide the others). */
function defineConsts(cx: Cx, st: ConstStmt): void {
  for (const item of st.items) {
    try {
      defineConst(cx, item.name, item.suffix, item.expr, item.loc);
    } catch (e) {
      report(cx, e);
    }
  }
}

function addLabel(cx: Cx, name: string, loc: import('../../parser/ast.js').Loc, owner: ProcSym | null): void {
  const up = name.toUpperCase();
  if (cx.prog.allLabels.has(up)) fail(33, loc);
  cx.prog.allLabels.set(up, { loc, owner });
  cx.prog.dataAtLabel.set(up, cx.prog.data.length);
  const target = new JumpTarget(name);
  (owner ? owner.labels : cx.prog.moduleLabels).set(up, target);
}

function defineProc(cx: Cx, st: SubDef | FunctionDef, deftypes: ScalarKind[]): ProcSym {
  const up = st.name.toUpperCase();
  if (cx.prog.procs.has(up)) fail(10, st.loc);
  const kind = st.kind === 'sub' ? 'sub' : 'function';
  const sym = newProcSym(kind, st.name, st.loc, st.isStatic, deftypes);
  sym.defined = true;
  cx.prog.procs.set(up, sym);
  resolveSignature(cx, sym, st.params, st.kind === 'function' ? st.suffix : '');
  return sym;
}

function defineDefFn(cx: Cx, st: DefFnDef, deftypes: ScalarKind[]): ProcSym {
  const up = st.name.toUpperCase();
  if (cx.prog.defFns.has(up)) fail(10, st.loc);
  const sym = newProcSym('deffn', st.name, st.loc, false, deftypes);
  sym.defined = true;
  cx.prog.defFns.set(up, sym);
  resolveSignature(cx, sym, st.params, st.suffix);
  return sym;
}

/** A DECLARE must match its definition; declaring a procedure that is never defined is reported on call. */
function checkDeclare(cx: Cx, d: DeclareStmt): void {
  const p = cx.prog.procs.get(d.name.toUpperCase());
  // QB.BI-style DECLAREs of the built-in machine-code routines (`inregs AS RegType`, `AS ANY`) declare nothing
  if (!p && d.procKind === 'SUB' && MACHINE_CODE.has(d.name.toUpperCase())) return;
  if (!p) {
    const sym = newProcSym(d.procKind === 'SUB' ? 'sub' : 'function', d.name, d.loc, false, cx.scope.deftypes);
    resolveSignature(cx, sym, d.params ?? [], d.suffix);
    cx.prog.procs.set(d.name.toUpperCase(), sym);
    return;
  }
  if ((d.procKind === 'SUB') !== (p.kind === 'sub')) fail(10, d.loc);
  if (d.params && d.params.length !== p.params.length) fail(37, d.loc);
}
