// INPUT, LINE INPUT (keyboard or file), RANDOMIZE (with its seed prompt) and SLEEP.
import type { InputStmt, LineInputStmt, LValue as LValueAst } from '../../parser/ast.js';
import type { Eval, State } from '../machine/state.js';
import { readLine } from '../machine/lineinput.js';
import { sleepSeconds, waitForKeyPress } from '../machine/keyboard.js';
import { hostWaited, msToTimerEvent } from '../machine/traps.js';
import { putText } from '../machine/textout.js';
import { fitFixed } from '../model/record.js';
import { parseInputItems } from '../values/val.js';
import type { ValueType } from '../values/numbers.js';
import type { Cx } from './context.js';
import { toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import type { LValue } from './lvalue.js';
import { compileLValue } from './names.js';
import type { StmtTable } from './statements.js';
import { fileInput, fileLineInput } from './stmt-files.js';

interface Target {
  type: ValueType;
  set: (s: State, v: number | string) => void;
}

/** An INPUT target: its value type and a setter that fits fixed-length strings. */
export function inputTarget(cx: Cx, t: LValueAst): Target {
  const lv: LValue = compileLValue(cx, t);
  if (typeof lv.type !== 'string') fail(13, t.loc);
  const fixed = lv.elem.kind === 'FIXED' ? lv.elem.len : -1;
  const set = lv.set;
  return { type: lv.type, set: fixed >= 0 ? (s, v) => set(s, fitFixed(v as string, fixed)) : set };
}

/** Keyboard INPUT: prompt, read, and `Redo from start` until the line fits the variables. */
function keyboardInput(cx: Cx, st: InputStmt): void {
  const targets = st.targets.map((t) => inputTarget(cx, t));
  const types = targets.map((t) => t.type);
  const prompt = (st.prompt ?? '') + (st.prompt === undefined || st.promptSep === ';' ? '? ' : '');
  const newline = !st.sameLine;
  cx.em.emit((s) => {
    for (;;) {
      putText(s, prompt);
      const result = parseInputItems(readLine(s, newline), types);
      if (result.ok) {
        targets.forEach((t, i) => t.set(s, result.values[i]));
        return;
      }
      if (!newline) putText(s, '\r');
      putText(s, result.overflow ? 'Overflow\r' : 'Redo from start\r');
    }
  }, st.loc);
}

function lineInput(cx: Cx, st: LineInputStmt): void {
  const target = inputTarget(cx, st.target);
  if (target.type !== 'STRING') fail(13, st.target.loc);
  if (st.file) {
    fileLineInput(cx, st.file, target, st.loc);
    return;
  }
  const prompt = st.prompt ?? '';
  const newline = !st.sameLine;
  cx.em.emit((s) => {
    putText(s, prompt);
    target.set(s, readLine(s, newline));
  }, st.loc);
}

const SEED_PROMPT = 'Random-number seed (-32768 to 32767)? ';

export const INPUT_STATEMENTS: StmtTable = {
  input: (cx, st) => {
    if (st.file) {
      fileInput(cx, st.file, st.targets.map((t) => inputTarget(cx, t)), st.loc);
      return;
    }
    keyboardInput(cx, st);
  },
  lineInput,
  randomize: (cx, st) => {
    if (st.seed) {
      const seed = toNumType(compileExpr(cx, st.seed), 'DOUBLE');
      cx.em.emit((s) => s.rng.randomize(seed(s)), st.loc);
      return;
    }
    cx.em.emit((s) => {
      for (;;) {
        putText(s, SEED_PROMPT);
        const r = parseInputItems(readLine(s, true), ['INTEGER']);
        if (r.ok) return s.rng.randomizeInteger(r.values[0] as number);
        putText(s, r.overflow ? 'Overflow\r' : 'Redo from start\r');
      }
    }, st.loc);
  },
  sleep: (cx, st) => {
    const seconds: Eval<number> | undefined = st.seconds ? toNumType(compileExpr(cx, st.seconds), 'LONG') : undefined;
    cx.em.emit((s) => {
      const n = seconds ? seconds(s) : 0;
      if (n <= 0) waitForKeyPress(s, () => msToTimerEvent(s) <= 0);
      else sleepSeconds(s, n);
      hostWaited(s);
    }, st.loc);
  },
};
