// Conditions and conditional jumps (any non-zero number is true).
import type { Expr, Loc } from '../../parser/ast.js';
import type { Eval, Instr } from '../machine/state.js';
import type { Cx } from './context.js';
import { numeric } from './convert.js';
import { CompileError, toDiagnostic } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { conditionOperand, type Fused, type Operand } from './fused.js';
import { placeCondition } from './place-test.js';

/** A compiled condition: its closure, and its fused operator or inline-readable operand when it has one. */
export interface Condition {
  f: Eval<number>;
  fused?: Fused;
  operand?: Operand | null;
}

/** A numeric condition; a bad condition is reported at `at` and compiled as false. */
export function condition(cx: Cx, e: Expr, at: Loc): Condition {
  return guarded(cx, at, (): Condition => {
    const c = compileExpr(cx, e);
    const placed = c.fused && onePlace(cx, e, c.fused);
    if (placed) return { f: placed };
    return { f: numeric(c), fused: c.fused, operand: conditionOperand(c) };
  }, { f: () => 0 });
}

/** A relation, or AND / OR of two, over one element or record (place-test.ts), as one closure. */
function onePlace(cx: Cx, e: Expr, d: Fused): Eval<number> | undefined {
  if (d.op >= 16) return placeCondition([d], '');
  if (e.kind !== 'binary' || (e.op !== 'AND' && e.op !== 'OR')) return undefined;
  if (e.left.kind !== 'binary' || e.right.kind !== 'binary') return undefined;
  const l = compileExpr(cx, e.left).fused;
  const r = compileExpr(cx, e.right).fused;
  return l && r ? placeCondition([l, r], e.op) : undefined;
}

export function jumpIfFalse(c: Condition | Eval<number>): (pc: number) => Instr {
  const f = typeof c === 'function' ? c : c.f;
  return (pc) => (s) => {
    if (f(s) === 0) s.pc = pc;
  };
}

export function jumpIfTrue(c: Condition | Eval<number>): (pc: number) => Instr {
  const f = typeof c === 'function' ? c : c.f;
  return (pc) => (s) => {
    if (f(s) !== 0) s.pc = pc;
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
