// Expressions to typed closures.
import type { Expr, Loc } from '../../parser/ast.js';
import type { ExprType } from '../model/types.js';
import type { Cx } from './context.js';
import { cexpr, constant, type CExpr } from './convert.js';
import { compileBuiltin } from './builtins.js';
import { readIndex, readName, compileLValue } from './names.js';
import { binary, unary } from './ops.js';

/** Compile an expression; Type mismatch and friends are thrown as CompileError with a position. */
export function compileExpr(cx: Cx, e: Expr): CExpr {
  switch (e.kind) {
    case 'number': return literal(cx, e.type, e.type === 'SINGLE' ? Math.fround(e.value) : e.value, e.loc);
    case 'string': return literal(cx, 'STRING', e.value, e.loc);
    case 'name': return readName(cx, e);
    case 'index': return readIndex(cx, e);
    case 'member': {
      const lv = compileLValue(cx, e);
      return cexpr(lv.type, lv.get, e.loc, { element: typeof lv.type === 'string' ? lv.element : undefined });
    }
    case 'builtin': return compileBuiltin(cx, e);
    case 'unary': return unary(e.op, compileExpr(cx, e.operand), e.loc, cx.prog.keepCode);
    case 'binary': return binary(e.op, compileExpr(cx, e.left), compileExpr(cx, e.right), e.loc, cx.prog.keepCode);
    case 'paren': {
      const c = compileExpr(cx, e.expr);
      return cexpr(c.t, c.f, e.loc, c); // the inner expression, at the parenthesis
    }
  }
}

/** A literal; equal values share one closure (a program repeats its literals a lot). */
function literal(cx: Cx, t: ExprType, v: number | string, loc: Loc): CExpr {
  let first = cx.prog.literals.get(v);
  if (!first) cx.prog.literals.set(v, (first = constant(t, v, loc)));
  return cexpr(t, first.f, loc, { konst: first.konst });
}
