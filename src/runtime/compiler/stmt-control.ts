// Control flow: IF, SELECT CASE, DO, WHILE, EXIT, GOTO, GOSUB/RETURN, ON n GOTO/GOSUB, END, CALL,
// and the places SUB / FUNCTION / DEF FN definitions sit in the module.
import type { CaseTest, DoStmt, Expr, IfStmt, Loc, SelectStmt, Target } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { EndSignal } from '../machine/signals.js';
import type { Eval, Instr } from '../machine/state.js';
import { toInteger } from '../values/numbers.js';
import { compileCall } from './calls.js';
import type { Cx } from './context.js';
import { numeric, type CExpr } from './convert.js';
import { condition, guarded, jumpGenIf, jumpIfFalse, jumpIfTrue } from './cond.js';
import { fail } from './diagnostics.js';
import { JumpTarget, jumpGen, jumpTo } from './emitter.js';
import { compileExpr } from './expr.js';
import { binary } from './ops.js';
import { compileDefFn } from './procedures.js';
import { compileBlock } from './statements.js';
import type { StmtTable } from './statements.js';
import { compileFor } from './stmt-loops.js';
import type { StmtGen } from './jit.js';

/** Nested GOSUBs before Out of stack space. */
const MAX_GOSUB = 10000;

function compileIf(cx: Cx, st: IfStmt): void {
  const end = new JumpTarget();
  st.branches.forEach((b, i) => {
    const next = new JumpTarget();
    const c = condition(cx, b.cond, b.loc);
    cx.em.emitJump(next, jumpIfFalse(c), b.loc, jumpGenIf(c, true));
    cx.em.endStatement();
    compileBlock(cx, b.body);
    if (i < st.branches.length - 1 || st.elseBody) cx.em.emitJump(end, jumpTo, b.loc, jumpGen);
    cx.em.bind(next);
  });
  if (st.elseBody) compileBlock(cx, st.elseBody);
  cx.em.bind(end);
}

function compileSelect(cx: Cx, st: SelectStmt): void {
  const end = new JumpTarget();
  const sel = guarded(cx, st.loc, () => compileExpr(cx, st.expr), undefined);
  if (!sel || typeof sel.t !== 'string') {
    if (sel) fail(13, st.expr.loc);
    return;
  }
  const tmp = cx.scope.temp(sel.t === 'STRING' ? '' : 0);
  const k = tmp.slot;
  const selValue = sel.f;
  cx.em.emit(tmp.storage === 'g' ? (s) => { s.g[k] = selValue(s); } : (s) => { s.l[k] = selValue(s); }, st.loc);
  cx.em.endStatement();
  const held: CExpr = { t: sel.t, f: tmp.storage === 'g' ? (s) => s.g[k] : (s) => s.l[k], loc: st.expr.loc };
  for (const c of st.cases) {
    const next = new JumpTarget();
    const tests = c.tests.map((t) => guarded(cx, c.loc, () => caseTest(held, t, cx), () => 0));
    const any: Eval<number> = tests.length === 1 ? tests[0] : (s) => (tests.some((t) => t(s) !== 0) ? -1 : 0);
    cx.em.emitJump(next, jumpIfFalse(any), c.loc);
    cx.em.endStatement();
    compileBlock(cx, c.body);
    cx.em.emitJump(end, jumpTo, c.loc, jumpGen);
    cx.em.bind(next);
  }
  if (st.elseBody) compileBlock(cx, st.elseBody);
  cx.em.bind(end);
}

function caseTest(held: CExpr, t: CaseTest, cx: Cx): Eval<number> {
  const cmp = (op: '=' | '<>' | '<' | '>' | '<=' | '>=', e: Expr): Eval<number> =>
    numeric(binary(op, held, compileExpr(cx, e), t.loc));
  switch (t.kind) {
    case 'value': return cmp('=', t.expr);
    case 'is': return cmp(t.op, t.expr);
    case 'range': {
      const lo = cmp('>=', t.from);
      const hi = cmp('<=', t.to);
      return (s) => (lo(s) !== 0 && hi(s) !== 0 ? -1 : 0);
    }
  }
}

function compileDo(cx: Cx, st: DoStmt): void {
  const exit = new JumpTarget();
  const top = cx.em.here;
  cx.em.entry(top);
  if (st.pre) {
    const c = condition(cx, st.pre.cond, st.loc);
    const whenFalse = st.pre.kind === 'while';
    cx.em.emitJump(exit, whenFalse ? jumpIfFalse(c) : jumpIfTrue(c), st.loc, jumpGenIf(c, whenFalse));
  }
  cx.em.endStatement();
  cx.loops.push({ kind: 'DO', exit });
  compileBlock(cx, st.body);
  cx.loops.pop();
  const end = st.endLoc ?? st.loc;
  if (st.post) {
    const c = condition(cx, st.post.cond, end);
    const whenFalse = st.post.kind !== 'while';
    cx.em.emit(whenFalse ? jumpIfFalse(c)(top) : jumpIfTrue(c)(top), end, jumpGenIf(c, whenFalse)?.(top));
  } else {
    cx.em.emit(jumpTo(top), end, jumpGen(top));
  }
  cx.em.endStatement();
  cx.em.bind(exit);
}

/** The label a GOTO / GOSUB / RESTORE names in the current procedure (Label not defined otherwise). */
export function labelTarget(cx: Cx, t: Target): JumpTarget {
  const target = cx.labels.get(t.name.toUpperCase());
  if (!target) fail(8, t.loc);
  return target;
}

function gosubTo(pc: number): Instr {
  return (s) => {
    if (s.gosub.length >= MAX_GOSUB) throw new QBasicError(28, undefined, 'Out of stack space');
    s.gosub.push({ code: s.code, proc: s.proc, pc: s.pc, depth: s.depth });
    s.pc = pc;
  };
}

function compileReturn(cx: Cx, target: Target | undefined, loc: Loc): void {
  const pop = (s: Parameters<Instr>[0]) => {
    const e = s.gosub.pop();
    if (!e || e.depth !== s.depth) {
      if (e) s.gosub.push(e);
      throw new QBasicError(3);
    }
    return e;
  };
  if (!target) {
    cx.em.emit((s) => {
      const e = pop(s);
      s.code = e.code;
      s.proc = e.proc;
      s.pc = e.pc;
    }, loc);
    return;
  }
  cx.em.emitJump(labelTarget(cx, target), (pc) => (s) => {
    pop(s);
    s.pc = pc;
  }, loc);
}

function onJump(cx: Cx, st: import('../../parser/ast.js').OnJumpStmt): void {
  const n = numeric(compileExpr(cx, st.expr));
  const targets = st.targets.map((t) => labelTarget(cx, t));
  const gosub = st.jump === 'GOSUB';
  // Targets are bound by the time the program runs, so their pc is read then.
  const at = cx.em.emit((s) => {
    const i = toInteger(n(s));
    if (i < 0 || i > 255) throw new QBasicError(5);
    if (i === 0 || i > targets.length) return;
    if (gosub) gosubTo(targets[i - 1].pc)(s);
    else s.pc = targets[i - 1].pc;
  }, st.loc);
  if (gosub) cx.em.entry(at + 1);
}

function exitStmt(cx: Cx, st: import('../../parser/ast.js').ExitStmt): void {
  if (st.what === 'FOR' || st.what === 'DO') {
    const loop = [...cx.loops].reverse().find((l) => l.kind === st.what);
    if (!loop) fail(2, st.loc, `EXIT ${st.what} not within ${st.what === 'FOR' ? 'FOR...NEXT' : 'DO...LOOP'}`);
    cx.em.emitJump(loop.exit, jumpTo, st.loc, jumpGen);
    return;
  }
  const kind = cx.proc?.kind;
  const ok = (st.what === 'SUB' && kind === 'sub') || (st.what === 'FUNCTION' && kind === 'function')
    || (st.what === 'DEF' && kind === 'deffn');
  if (!ok || !cx.exitProc) fail(2, st.loc, `EXIT ${st.what} not within ${st.what}`);
  cx.em.emitJump(cx.exitProc, jumpTo, st.loc, jumpGen);
}

const end: Instr = () => {
  throw new EndSignal('end');
};

export const CONTROL_STATEMENTS: StmtTable = {
  if: compileIf,
  select: compileSelect,
  for: compileFor,
  do: compileDo,
  while: (cx, st) => compileDo(cx, { kind: 'do', pre: { kind: 'while', cond: st.cond }, body: st.body, loc: st.loc, endLoc: st.endLoc }),
  exit: exitStmt,
  goto: (cx, st) => { cx.em.emitJump(labelTarget(cx, st.target), jumpTo, st.loc, jumpGen); },
  gosub: (cx, st) => {
    const at = cx.em.emitJump(labelTarget(cx, st.target), gosubTo, st.loc);
    cx.em.entry(at + 1);
  },
  return: (cx, st) => compileReturn(cx, st.target, st.loc),
  onJump,
  end: (cx, st) => { cx.em.emit(end, st.loc); },
  system: (cx, st) => { cx.em.emit(end, st.loc); },
  stop: (cx, st) => { cx.em.emit(() => { throw new EndSignal('stop'); }, st.loc); },
  call: (cx, st) => {
    const call = compileCall(cx, st);
    cx.em.emit(call, st.loc, (call as { gen?: StmtGen }).gen);
  },
  sub: () => {},
  function: () => {},
  defFn: (cx, st) => compileDefFn(cx, st),
};

