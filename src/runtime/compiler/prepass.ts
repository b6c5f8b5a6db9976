// The pass before code generation: TYPEs, module CONSTs, procedure signatures, labels and DATA, so
// that code can call a FUNCTION defined further down and RESTORE can name any label.
import type { Stmt, SubDef, FunctionDef, DefFnDef, DeclareStmt } from '../../parser/ast.js';
import type { ScalarKind } from '../model/types.js';
import type { Cx } from './context.js';
import { CompileError, fail, toDiagnostic } from './diagnostics.js';
import { JumpTarget } from './emitter.js';
import { newProcSym, resolveSignature } from './procedures.js';
import { applyDefType, defineConst } from './stmt-declare.js';
import type { ProcSym } from './symbols.js';
import { defineRecord } from './types.js';

export interface Definitions {
  bodies: { sym: ProcSym; def: SubDef | FunctionDef }[];
}

/** Collect everything code generation needs to know in advance; diagnostics go to cx.prog. */
export function prepass(cx: Cx, body: Stmt[]): Definitions {
  const defs: Definitions = { bodies: [] };
  const declares: DeclareStmt[] = [];
  const deftypes = cx.scope.deftypes.slice();
  walk(cx, body, null, deftypes, defs, declares);
  for (const d of declares) attempt(cx, () => checkDeclare(cx, d));
  return defs;
}

function attempt(cx: Cx, fn: () => void): void {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    cx.prog.diagnostics.push(toDiagnostic(e));
  }
}

function walk(cx: Cx, body: Stmt[], owner: ProcSym | null, deftypes: ScalarKind[], defs: Definitions, declares: DeclareStmt[]): void {
  for (const st of body) attempt(cx, () => visit(cx, st, owner, deftypes, defs, declares));
}

function visit(cx: Cx, st: Stmt, owner: ProcSym | null, deftypes: ScalarKind[], defs: Definitions, declares: DeclareStmt[]): void {
  const nested = (b: Stmt[] | undefined) => b && walk(cx, b, owner, deftypes, defs, declares);
  switch (st.kind) {
    case 'deftype': applyDefType(deftypes, st); break;
    case 'typeDef': if (!owner) defineRecord(cx, st); break;
    case 'const':
      if (!owner) for (const item of st.items) attempt(cx, () => defineConst(cx, item.name, item.suffix, item.expr, item.loc));
      break;
    case 'declare': declares.push(st); break;
    case 'label': addLabel(cx, st.name, st.loc, owner); break;
    case 'data':
      for (const item of st.items) cx.prog.data.push(item);
      break;
    case 'sub': case 'function': {
      const sym = defineProc(cx, st, deftypes);
      defs.bodies.push({ sym, def: st });
      walk(cx, st.body, sym, deftypes.slice(), defs, declares);
      break;
    }
    case 'defFn': {
      const sym = defineDefFn(cx, st, deftypes);
      if (st.body) walk(cx, st.body, sym, deftypes, defs, declares);
      break;
    }
    case 'if':
      for (const b of st.branches) nested(b.body);
      nested(st.elseBody);
      break;
    case 'select':
      for (const c of st.cases) nested(c.body);
      nested(st.elseBody);
      break;
    case 'for': case 'do': case 'while': nested(st.body); break;
    default: break;
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
  if (!p) {
    const sym = newProcSym(d.procKind === 'SUB' ? 'sub' : 'function', d.name, d.loc, false, cx.scope.deftypes);
    resolveSignature(cx, sym, d.params ?? [], d.suffix);
    cx.prog.procs.set(d.name.toUpperCase(), sym);
    return;
  }
  if ((d.procKind === 'SUB') !== (p.kind === 'sub')) fail(10, d.loc);
  if (d.params && d.params.length !== p.params.length) fail(37, d.loc);
}
