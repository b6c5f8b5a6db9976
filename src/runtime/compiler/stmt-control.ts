// Control flow: IF, SELECT CASE, DO, WHILE, EXIT, GOTO, GOSUB/RETURN, ON n GOTO/GOSUB, END, CALL,
// and the places SUB / FUNCTION / DEF FN definitions sit in the module.
import type { CaseTest, DoStmt, Expr, GotoStmt, IfStmt, Loc, SelectStmt, Target } from '../../parser/ast.js';
import { EndSignal } from '../machine/signals.js';
import type { Eval, Instr, State } from '../machine/state.js';
import { compileCall } from './calls.js';
import { choice, compileGosub, compileReturn, gosubTo, nativeOnGosub } from './gosub.js';
import { labelTarget } from './labels.js';
import type { Cx } from './context.js';
import { VarSlot, cexpr, numeric, type CExpr } from './convert.js';
import { condition, guarded, jumpIfFalse, jumpIfTrue, type Condition } from './cond.js';
import { fail } from './diagnostics.js';
import { JumpTarget, jumpTo } from './emitter.js';
import { compileExpr } from './expr.js';
import { binary } from './ops.js';
import { compileDefFn } from './procedures.js';
import { compileBody, exitsOf, finishStructured, wantsRunner, type Node } from './native.js';
import { nativeBranches, nativeDo, nativeSelect, type Arm, type LoopTest } from './native-control.js';
import { hasLoop } from './stmt-loops.js';
import { CaseTable, nativeSelectLookup, nativeSelectVariables, nativeSelectTable } from './case-table.js';
import { relationalOf } from './fused-stmt.js';
import type { StmtTable } from './statements.js';
import { compileFor } from './stmt-loops.js';

function compileIf(cx: Cx, st: IfStmt): void {
  const loopTop = gotoLoopTop(cx, st);
  const end = new JumpTarget();
  const mark = cx.em.nodes.length;
  const start = cx.em.here;
  const arms: Arm[] = st.branches.map((b, i) => {
    const next = new JumpTarget();
    const c = condition(cx, b.cond, b.loc);
    const pc = cx.em.emitJump(next, jumpIfFalse(c), b.loc);
    cx.em.endStatement();
    const body = compileBody(cx, b.body);
    if (i < st.branches.length - 1 || st.elseBody) cx.em.emitJump(end, jumpTo, b.loc);
    cx.em.bind(next);
    return { test: c.f, fused: c.fused, operand: c.operand, pc, body };
  });
  const elseBody = st.elseBody ? compileBody(cx, st.elseBody) : [];
  cx.em.bind(end);
  const run = wantsRunner(cx, elseBody, arms) ? nativeBranches(arms, elseBody) : undefined;
  finishStructured(cx.em, mark, start, run, hasLoop([st]), armsExits(arms, elseBody));
  const jump = arms.length === 1 && !st.elseBody && arms[0].body.length === 1 ? arms[0].body[0].jump : undefined;
  if (run && jump?.kind === 'goto') {
    // IF c THEN GOTO: its runner made again around where the list goes on (seq.ts Jump)
    cx.em.nodes[cx.em.nodes.length - 1].jump = {
      kind: 'if', to: jump.to, branch: (then, other) => nativeBranches([{ ...arms[0], body: then }], other), then: arms[0].body,
    };
  }
  if (loopTop >= 0) {
    const { pc, test, fused } = arms[0];
    closeGotoLoop(cx, loopTop, mark, { test, relational: relationalOf(fused), pc, exitWhen: false });
  }
}

/**
 * The nodes from index `top` (a label's) to `end` of the innermost open block as one native loop, run from
 * the label's pc: a loop written with GOTO, tested after its body (`again`) or not at all.
 */
function closeGotoLoop(cx: Cx, top: number, end: number, again: LoopTest | undefined): void {
  const body = cx.em.nodes.slice(top, end);
  const innermost = !body.some((n) => n.loop);
  finishStructured(cx.em, top, body[0].pc, nativeDo(undefined, body, again, innermost, undefined), true, exitsOf(body));
}

/**
 * A loop written with GOTO: `IF c THEN GOTO top` (or `THEN 10`) jumping back over statements of this
 * block that all run natively, from the one at the label `top` on. It runs as DO ... LOOP WHILE c would,
 * from the label's pc (a jump to the label from elsewhere runs it as well; a jump into its middle runs
 * the flat code there, whose GOTO comes back to the label). Gives the index of the label's node among
 * the block's nodes, or -1.
 */
function gotoLoopTop(cx: Cx, st: IfStmt): number {
  if (!cx.prog.keepCode || cx.prog.debug || st.branches.length !== 1 || st.elseBody) return -1;
  const [goto] = st.branches[0].body;
  if (st.branches[0].body.length !== 1 || goto.kind !== 'goto') return -1;
  const top = cx.labels.get(goto.target.name.toUpperCase())?.pc ?? -1;
  return labelNode(cx, top);
}

function compileSelect(cx: Cx, st: SelectStmt): void {
  const end = new JumpTarget();
  const sel = guarded(cx, st.loc, () => compileExpr(cx, st.expr), undefined);
  if (!sel || typeof sel.t !== 'string') {
    if (sel) fail(13, st.expr.loc);
    return;
  }
  // a SINGLE operator's result is held unrounded, as QBasic holds it (CExpr.wide): CASE compares that value
  const selType = sel.wide ? 'DOUBLE' : sel.t;
  const tmp = cx.scope.temp(selType === 'STRING' ? '' : 0, selType);
  const k = tmp.slot;
  const selValue = sel.wide ?? sel.f;
  const mark = cx.em.nodes.length;
  const start = cx.em.emit(tmp.storage === 'g' ? (s) => { s.g[k] = selValue(s); } : (s) => { s.l[k] = selValue(s); }, st.loc);
  const hold = cx.em.code[start];
  cx.em.endStatement();
  const arms: Arm[] = [];
  const read: Eval = tmp.storage === 'g' ? (s) => s.g[k] : (s) => s.l[k];
  const held = cexpr(selType, read, st.expr.loc, { slot: new VarSlot(tmp.storage === 'g', k) });
  const table = new CaseTable(selType);
  for (const c of st.cases) {
    const next = new JumpTarget();
    const compiled: Condition[] = [];
    const tests: Eval<number>[] = [];
    for (const t of c.tests) {
      const test = guarded(cx, c.loc, () => caseTest(held, t, cx, table, arms.length), { f: () => 0, fused: undefined });
      compiled.push(test);
      tests.push(test.f);
    }
    const any: Eval<number> = tests.length === 1 ? tests[0] : anyOf(tests);
    const pc = cx.em.emitJump(next, jumpIfFalse(any), c.loc);
    cx.em.endStatement();
    const body = compileBody(cx, c.body);
    cx.em.emitJump(end, jumpTo, c.loc);
    cx.em.bind(next);
    arms.push({ test: any, fused: compiled.length === 1 ? compiled[0].fused : undefined, pc, body });
  }
  const elseBody = st.elseBody ? compileBody(cx, st.elseBody) : [];
  cx.em.bind(end);
  const native = wantsRunner(cx, elseBody, arms);
  const integral = sel.t === 'INTEGER' || sel.t === 'LONG';
  const lookup = native ? table.lookup(arms.length) : undefined;
  // a SINGLE / DOUBLE value that is not whole takes the lookup
  const index = native && (integral || lookup) ? table.index(arms.length) : undefined;
  const vars = native && !index && !lookup ? table.variables(arms.length) : undefined;
  const slot = new VarSlot(tmp.storage === 'g', k);
  const run = !native ? undefined
    : index ? nativeSelectTable(sel, slot, start, index, integral ? undefined : lookup, arms, elseBody)
      : lookup ? nativeSelectLookup(sel, slot, start, lookup.values, lookup.others, arms, elseBody, sel.t === 'STRING')
        : vars ? nativeSelectVariables(sel, slot, start, vars, arms, elseBody)
          : nativeSelect(hold, start, nativeBranches(arms, elseBody));
  finishStructured(cx.em, mark, start, run, hasLoop([st]), armsExits(arms, elseBody));
}

/** Where an IF's or a SELECT CASE's arms may leave to (seq.ts exitsOf). */
function armsExits(arms: Arm[], elseBody: Node[]): { pc: number }[] {
  const out = new Set([...arms.map((a) => a.body), elseBody].flatMap((body) => exitsOf(body)));
  return [...out];
}

function anyOf(tests: Eval<number>[]): Eval<number> {
  return (s) => {
    for (let i = 0; i < tests.length; i++) if (tests[i](s) !== 0) return -1;
    return 0;
  };
}

/** One CASE test against the held value: its closure, and its fused comparison when it has one. */
function caseTest(held: CExpr, t: CaseTest, cx: Cx, table: CaseTable, arm: number): Condition {
  const cmp = (op: '=' | '<>' | '<' | '>' | '<=' | '>=', e: Expr, bound?: 'value' | 'lo' | 'hi'): Condition => {
    const r = compileExpr(cx, e);
    if (bound) table.bound(bound, r);
    const c = binary(op, held, r, t.loc, cx.prog.keepCode);
    return { f: numeric(c), fused: c.fused };
  };
  switch (t.kind) {
    case 'value': {
      const c = cmp('=', t.expr, 'value');
      table.interval(arm);
      return c;
    }
    case 'is': {
      const c = cmp(t.op, t.expr, 'value');
      table.relation(arm, t.op);
      return c;
    }
    case 'range': {
      const lo = cmp('>=', t.from, 'lo').f;
      const hi = cmp('<=', t.to, 'hi').f;
      table.interval(arm);
      return { f: (s) => (lo(s) !== 0 && hi(s) !== 0 ? -1 : 0), fused: undefined };
    }
  }
}

function compileDo(cx: Cx, st: DoStmt): void {
  const exit = new JumpTarget();
  const mark = cx.em.nodes.length;
  const top = cx.em.here;
  let pre: LoopTest | undefined;
  if (st.pre) {
    const c = condition(cx, st.pre.cond, st.loc);
    const whenFalse = st.pre.kind === 'while';
    const pc = cx.em.emitJump(exit, whenFalse ? jumpIfFalse(c) : jumpIfTrue(c), st.loc);
    pre = { test: c.f, relational: relationalOf(c.fused), pc, exitWhen: !whenFalse };
  }
  cx.em.endStatement();
  cx.loops.push({ kind: 'DO', exit });
  const body = compileBody(cx, st.body);
  cx.loops.pop();
  const end = st.endLoc ?? st.loc;
  const loopPc = cx.em.here;
  let post: LoopTest | undefined;
  if (st.post) {
    const c = condition(cx, st.post.cond, end);
    const whenFalse = st.post.kind !== 'while';
    const pc = cx.em.emit(whenFalse ? jumpIfFalse(c)(top) : jumpIfTrue(c)(top), end, false);
    post = { test: c.f, relational: relationalOf(c.fused), pc, exitWhen: whenFalse };
  } else {
    cx.em.emit(jumpTo(top), end, false);
  }
  cx.em.endStatement();
  cx.em.bind(exit);
  const run = wantsRunner(cx, body) ? nativeDo(pre, body, post, !hasLoop(st.body), exit, loopPc + 1) : undefined;
  // a jump to the LOOP line ends the pass, and the runner takes it (anyDo)
  finishStructured(cx.em, mark, top, run, true, exitsOf(body, exit, run ? loopPc : undefined));
}

/**
 * A jump (EXIT DO / FOR, GOTO) that also runs natively: inside a native runner it sets s.brk to its target's
 * pc + 1, and the runners around it end (seq.ts) until its loop takes it or the flat code jumps there
 * (finishStructured).
 */
function jumpLeaving(cx: Cx, target: JumpTarget, loc: Loc): void {
  cx.em.emitJump(target, jumpTo, loc);
  const node = cx.em.nodes[cx.em.nodes.length - 1];
  node.run = (s) => {
    s.brk = target.pc + 1;
  };
  node.exits = [target];
  node.jump = { kind: 'goto', to: target };
}

/**
 * GOTO. A GOTO back to a label of its own block, over statements that all run natively, closes a loop that
 * runs natively from the label's pc until something in it jumps out (`10 IF i > n THEN 50 ... GOTO 10`),
 * as the flat code would.
 */
function compileGoto(cx: Cx, st: GotoStmt): void {
  const target = labelTarget(cx, st.target);
  const top = cx.prog.keepCode && !cx.prog.debug ? labelNode(cx, target.pc) : -1;
  jumpLeaving(cx, target, st.loc);
  if (top >= 0) closeGotoLoop(cx, top, cx.em.nodes.length - 1, undefined);
}

/**
 * The index among the emitter's nodes of the node at `pc` (a bound label's), when it is in the innermost open
 * block and it and every node after it run natively; else -1.
 */
function labelNode(cx: Cx, pc: number): number {
  const { nodes, blockStart } = cx.em;
  let i = nodes.length - 1;
  while (i >= blockStart && nodes[i].pc > pc && nodes[i].run !== null) i--;
  return pc >= 0 && i >= blockStart && nodes[i].pc === pc && nodes[i].run !== null ? i : -1;
}

function onJump(cx: Cx, st: import('../../parser/ast.js').OnJumpStmt): void {
  const e = compileExpr(cx, st.expr);
  const n = numeric(e);
  const targets = st.targets.map((t) => labelTarget(cx, t));
  const gosub = st.jump === 'GOSUB';
  // Targets are bound by the time the program runs, so their pc is read then; -1: n chooses none. An
  // INTEGER / LONG n needs no rounding.
  const index = (i: number): number => (i === 0 || i > targets.length ? -1 : i - 1);
  const choose = e.t === 'INTEGER' || e.t === 'LONG'
    ? (s: State): number => {
      const i = n(s);
      if (i < 0 || i > 255) choice(i); // its error: Overflow past INTEGER, else Illegal function call
      return index(i);
    }
    : (s: State): number => index(choice(n(s)));
  const target = (s: State): number => {
    const i = choose(s);
    return i < 0 ? -1 : targets[i].pc;
  };
  const at = cx.em.emit((s) => {
    const pc = target(s);
    if (pc < 0) return;
    if (gosub) gosubTo(pc)(s);
    else s.pc = pc;
  }, st.loc, false);
  if (gosub) {
    nativeOnGosub(cx, at, n, targets);
    return;
  }
  // inside a native runner, a jump as GOTO's (jumpLeaving): s.brk set to the chosen target's pc + 1
  const node = cx.em.nodes[cx.em.nodes.length - 1];
  node.run = (s) => {
    const pc = target(s);
    if (pc >= 0) s.brk = pc + 1;
  };
  node.exits = targets;
  node.jump = { kind: 'on', to: targets, choose };
}

function exitStmt(cx: Cx, st: import('../../parser/ast.js').ExitStmt): void {
  if (st.what === 'FOR' || st.what === 'DO') {
    const loop = [...cx.loops].reverse().find((l) => l.kind === st.what);
    if (!loop) fail(2, st.loc, `EXIT ${st.what} not within ${st.what === 'FOR' ? 'FOR...NEXT' : 'DO...LOOP'}`);
    jumpLeaving(cx, loop.exit, st.loc);
    return;
  }
  const kind = cx.proc?.kind;
  const ok = (st.what === 'SUB' && kind === 'sub') || (st.what === 'FUNCTION' && kind === 'function')
    || (st.what === 'DEF' && kind === 'deffn');
  if (!ok || !cx.exitProc) fail(2, st.loc, `EXIT ${st.what} not within ${st.what}`);
  // a jump to the end of the body, which the procedure's native body takes itself (compileBody)
  jumpLeaving(cx, cx.exitProc, st.loc);
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
  goto: compileGoto,
  gosub: compileGosub,
  return: (cx, st) => compileReturn(cx, st.target, st.loc),
  onJump,
  end: (cx, st) => { cx.em.emit(end, st.loc); },
  system: (cx, st) => { cx.em.emit(end, st.loc); },
  stop: (cx, st) => { cx.em.emit(() => { throw new EndSignal('stop'); }, st.loc); },
  call: (cx, st) => { cx.em.emit(compileCall(cx, st), st.loc); },
  sub: () => {},
  function: () => {},
  defFn: (cx, st) => compileDefFn(cx, st),
};

