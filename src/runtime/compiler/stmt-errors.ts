// ON ERROR GOTO / RESUME / ERROR: QBasic's error trapping (the handler lives at module level).
import { QBasicError } from '../errors.js';
import { FatalError, UnwindSignal } from '../machine/signals.js';
import type { State } from '../machine/state.js';
import { toInteger } from '../values/numbers.js';
import type { Cx } from './context.js';
import { toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import type { JumpTarget } from './emitter.js';
import { compileExpr } from './expr.js';
import type { StmtTable } from './statements.js';

/** A module-level label (error handlers and RESUME targets live there). */
export function moduleLabel(cx: Cx, name: string, loc: import('../../parser/ast.js').Loc): JumpTarget {
  const t = cx.prog.moduleLabels.get(name.toUpperCase());
  if (!t) fail(8, loc);
  return t;
}

/** Leave the error handler: back to where the error happened (retry), just after it, or to a label. */
function resume(s: State, mode: 'retry' | 'next' | 'label', target: JumpTarget | undefined): void {
  const c = s.errorContext;
  if (!s.inHandler || !c) throw new QBasicError(20);
  s.inHandler = false;
  s.errorContext = null;
  s.err = 0;
  if (mode === 'label') {
    if (s.nested) throw new UnwindSignal(target!.pc);
    s.code = s.exe.main.code;
    s.proc = s.exe.main;
    s.pc = target!.pc;
    return;
  }
  s.code = c.code;
  s.proc = c.proc;
  s.l = c.l;
  s.pc = mode === 'retry' ? c.pc : c.next;
  // back in the failing line, whose number the handler's own line numbers have overwritten
  s.lastLine = s.erl;
}

export const ERROR_STATEMENTS: StmtTable = {
  onError: (cx, st) => {
    if (st.resumeNext) {
      cx.em.emit((s) => { s.resumeNextOnError = true; s.onErrorPc = -1; }, st.loc);
      return;
    }
    if (!st.target || st.target.name === '0') {
      cx.em.emit((s) => {
        // ON ERROR GOTO 0 inside a handler stops the program with the trapped error (QBasic help, ON ERROR).
        if (s.inHandler && s.errorContext) throw new FatalError(s.errorContext.error);
        s.onErrorPc = -1;
        s.resumeNextOnError = false;
      }, st.loc);
      return;
    }
    const target = moduleLabel(cx, st.target.name, st.target.loc);
    cx.em.emit((s) => { s.onErrorPc = target.pc; s.resumeNextOnError = false; }, st.loc);
  },
  resume: (cx, st) => {
    const target = st.mode === 'label' && st.target ? moduleLabel(cx, st.target.name, st.target.loc) : undefined;
    const mode = st.mode === 'label' && st.target?.name === '0' ? 'retry' : st.mode;
    cx.em.emit((s) => resume(s, mode, target), st.loc, false);
  },
  error: (cx, st) => {
    const code = toNumType(compileExpr(cx, st.code), 'INTEGER');
    cx.em.emit((s) => {
      const n = toInteger(code(s));
      if (n < 1 || n > 255) throw new QBasicError(5);
      throw new QBasicError(n);
    }, st.loc);
  },
};
