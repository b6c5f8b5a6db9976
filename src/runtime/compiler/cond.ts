// Conditions and conditional jumps (any non-zero number is true).
import type { Expr } from '../../parser/ast.js';
import type { Eval, Instr } from '../machine/state.js';
import type { Cx } from './context.js';
import { numeric } from './convert.js';
import { CompileError, toDiagnostic } from './diagnostics.js';
import { compileExpr } from './expr.js';

/** A numeric condition closure; a bad condition is reported and compiled as false. */
export function condition(cx: Cx, e: Expr): Eval<number> {
  try {
    return numeric(compileExpr(cx, e));
  } catch (err) {
    if (!(err instanceof CompileError)) throw err;
    cx.prog.diagnostics.push(toDiagnostic(err));
    return () => 0;
  }
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

/** Run `fn`, reporting a CompileError as a diagnostic instead of abandoning the enclosing block. */
export function guarded<T>(cx: Cx, fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof CompileError)) throw err;
    cx.prog.diagnostics.push(toDiagnostic(err));
    return fallback;
  }
}
