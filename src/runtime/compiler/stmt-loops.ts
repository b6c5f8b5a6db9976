// FOR ... NEXT: limit and step evaluated once and converted to the counter's type; the counter is
// updated with the type's overflow check (FOR i% = 1 TO 32767 overflows at NEXT, as in QBasic).
import type { ForStmt, Stmt } from '../../parser/ast.js';
import type { Eval, Instr, State } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { checker, overflow } from '../values/numbers.js';
import type { Cx } from './context.js';
import { toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import { JumpTarget } from './emitter.js';
import { compileExpr } from './expr.js';
import { compileLValue } from './names.js';
import { Seq, compileBody, exitsOf, finishStructured, mayLeave, wantsRunner, weightOf, type Node } from './native.js';
import { enterFor, forAny, forInt, forIntLeaving, forReal, type ForTemps, type NativeFor } from './native-for.js';
import { guarded } from './cond.js';
import type { LValue } from './lvalue.js';

export interface Counter {
  get: Eval<number>;
  set: (s: State, v: number) => void;
}

function counterAccess(lv: LValue): Counter {
  const v = lv.sym;
  if (v && !v.byRef) {
    const k = v.slot;
    return v.storage === 'g'
      ? { get: (s) => s.g[k], set: (s, x) => { s.g[k] = x; } }
      : { get: (s) => s.l[k], set: (s, x) => { s.l[k] = x; } };
  }
  return { get: lv.get, set: lv.set };
}

export function compileFor(cx: Cx, st: ForStmt): void {
  const exit = new JumpTarget();
  const mark = cx.em.nodes.length;
  const start = cx.em.here;
  const header = guarded(cx, st.loc, () => forHeader(cx, st), undefined);
  const bodyPc = cx.em.here + 1;
  if (header) cx.em.emitJump(exit, (pc) => header.init(pc), st.loc);
  cx.em.endStatement();
  cx.loops.push({ kind: 'FOR', exit });
  const body = compileBody(cx, st.body);
  cx.loops.pop();
  const nextPc = cx.em.here;
  if (header) cx.em.emit(header.next(bodyPc), st.endLoc ?? st.loc, false);
  cx.em.endStatement();
  cx.em.bind(exit);
  const run = header && wantsRunner(cx, body) ? header.native(start, nextPc, body, exit) : undefined;
  // a jump to the NEXT line ends the pass, and the runner takes it (forAny)
  finishStructured(cx.em, mark, start, run, true, exitsOf(body, exit, run ? nextPc : undefined));
}

interface ForHeader {
  init: (exitPc: number) => Instr;
  next: (bodyPc: number) => Instr;
  /** the whole loop as one runner, for a body whose nodes are all native; `exit`: the loop's exit */
  native: (headPc: number, nextPc: number, body: Node[], exit: JumpTarget) => Instr;
}

/** A constant STEP's value in the counter's type; undefined when it is not constant or does not convert (Overflow at run time). */
function constantStep(konst: { v: any } | undefined, step: Eval<number>): number | undefined {
  if (!konst) return undefined;
  try {
    return step(undefined as never);
  } catch {
    return undefined;
  }
}

function forHeader(cx: Cx, st: ForStmt): ForHeader {
  const lv = compileLValue(cx, st.variable);
  if (!isNum(lv.type)) fail(13, st.variable.loc);
  const type = lv.type as NumType;
  const from = toNumType(compileExpr(cx, st.from), type);
  const to = toNumType(compileExpr(cx, st.to), type);
  const stepExpr = st.step ? compileExpr(cx, st.step) : undefined;
  const step = stepExpr ? toNumType(stepExpr, type) : () => 1;
  const counter = counterAccess(lv);
  const limit = cx.scope.temp(0, type);
  const inc = cx.scope.temp(0, type);
  const lk = limit.slot;
  const ik = inc.slot;
  const frame = limit.storage === 'g' ? (s: State) => s.g : (s: State) => s.l;
  const check = checker(type);
  const constStep = stepExpr ? constantStep(stepExpr.konst, step) : 1;
  const loopTemps: ForTemps = { from, to, step, frame, lk, ik };
  return {
    init: (exitPc) => (s) => {
      const v = enterFor(s, loopTemps);
      const f = frame(s);
      const hi = f[lk];
      const d = f[ik];
      counter.set(s, v);
      if (d >= 0 ? v > hi : v < hi) s.pc = exitPc;
    },
    next: (bodyPc) => fastNext(lv, limit.storage === 'g', lk, bodyPc, constStep, type)
      ?? nextInstr(counter, frame, lk, ik, check, bodyPc, constStep, type),
    native: (headPc, nextPc, body, exit) => {
      const loop: NativeFor = {
        from, to, step, frame, lk, ik, body: new Seq(body, true, false, nextPc), weight: weightOf(body), headPc: headPc + 1,
        nextPc: nextPc + 1,
      };
      const v = lv.sym;
      const plain = v && !v.byRef;
      // a SINGLE / DOUBLE counter whose values are all whole (whole-values.ts) counts as a LONG one: its
      // sums are exact and within the range, so rounding them and checking them change nothing
      const integral = type === 'INTEGER' || type === 'LONG' || (plain && wholeCounter(cx, st));
      const max = type === 'INTEGER' ? 32767 : 2147483647;
      if (mayLeave(body, nextPc)) {
        return plain && integral ? forIntLeaving(loop, v.storage === 'g', v.slot, max, exit.pc + 1)
          : forAny(loop, counter, check, exit.pc + 1);
      }
      if (!plain) return forAny(loop, counter, check);
      const innermost = !hasLoop(st.body);
      if (integral) return forInt(loop, v.storage === 'g', v.slot, max, innermost);
      // a SINGLE / DOUBLE loop around loops runs through the generic runner, so that the innermost loops'
      // runner (the hot one) sees one kind of body and is not deoptimised and re-optimised at every level
      if (!innermost) return forAny(loop, counter, check);
      return forReal(loop, v.storage === 'g', v.slot, type === 'SINGLE');
    },
  };
}

/** Whether a FOR's SINGLE / DOUBLE counter only ever holds whole values (whole-values.ts). */
function wholeCounter(cx: Cx, st: ForStmt): boolean {
  const name = st.variable.name;
  return !name.includes('.') && !!cx.prog.wholeCounters?.has(name.toUpperCase());
}

/** Whether statements hold a FOR, DO or WHILE loop (at any depth of IF and SELECT CASE). */
export function hasLoop(body: Stmt[]): boolean {
  return body.some((s) => {
    switch (s.kind) {
      case 'for': case 'do': case 'while': return true;
      case 'if': return s.branches.some((b) => hasLoop(b.body)) || hasLoop(s.elseBody ?? []);
      case 'select': return s.cases.some((c) => hasLoop(c.body)) || hasLoop(s.elseBody ?? []);
      default: return false;
    }
  });
}

/** NEXT for a plain INTEGER / LONG counter with a constant positive step, reading the slots directly. */
function fastNext(lv: LValue, limitGlobal: boolean, lk: number, bodyPc: number, step: number | undefined,
  type: NumType): Instr | undefined {
  const v = lv.sym;
  if (!v || v.byRef || step === undefined || step <= 0 || (type !== 'INTEGER' && type !== 'LONG')) return undefined;
  const k = v.slot;
  const max = type === 'INTEGER' ? 32767 : 2147483647;
  if (v.storage === 'g' && limitGlobal) {
    return (s) => {
      const g = s.g;
      const x = g[k] + step;
      if (x > max) overflow();
      g[k] = x;
      if (x <= g[lk]) s.pc = bodyPc;
    };
  }
  if (v.storage === 'l' && !limitGlobal) {
    return (s) => {
      const l = s.l;
      const x = l[k] + step;
      if (x > max) overflow();
      l[k] = x;
      if (x <= l[lk]) s.pc = bodyPc;
    };
  }
  return undefined;
}

function nextInstr(
  c: Counter, frame: (s: State) => any[], lk: number, ik: number, check: (x: number) => number,
  bodyPc: number, constStep: number | undefined, type: NumType,
): Instr {
  const { get, set } = c;
  if (constStep !== undefined && constStep > 0 && (type === 'INTEGER' || type === 'LONG')) {
    const max = type === 'INTEGER' ? 32767 : 2147483647;
    return (s) => {
      const v = get(s) + constStep;
      if (v > max) check(v);
      set(s, v);
      if (v <= frame(s)[lk]) s.pc = bodyPc;
    };
  }
  return (s) => {
    const f = frame(s);
    const d = f[ik];
    const v = get(s) + d; // compared before a SINGLE counter's rounding, as QBasic compares it
    set(s, check(v));
    if (d >= 0 ? v <= f[lk] : v >= f[lk]) s.pc = bodyPc;
  };
}
