// Conditions and conditional jumps (any non-zero number is true).
import type { Expr, Loc } from '../../parser/ast.js';
import type { Eval, Instr } from '../machine/state.js';
import type { Cx } from './context.js';
import { numeric } from './convert.js';
import { CompileError, toDiagnostic } from './diagnostics.js';
import { compileExpr } from './expr.js';

/** A numeric condition closure; a bad condition is reported at `at` and compiled as false. */
export function condition(cx: Cx, e: Expr, at: Loc): Eval<number> {
  return guarded(cx, at, () => numeric(compileExpr(cx, e)), () => 0);
}

export function jumpIfFalse(c: Eval<number>): (pc: number) => Instr {
  return (pc) => (s) => {
    if (c(s) === 0) s.pc = pc;
  };
}

export function jumpIfTrue(c: Eval<number>): (pc: number) => Instr {
  return (pc) => (s) => {
    if (c(s) !== 0) s.pc = pc;
  };
}

/** Run `fn`, reporting a CompileError at `at` instead of abandoning the enclosing block. */
export function guarded<T>(cx: Cx, at: Loc, fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof CompileError)) throw err;
    cx.prog.diagnostics.push(toDiagnostic(err, at));
    return fallback;
  }
}
