// The labels GOTO, GOSUB, RESTORE and the like name.
import type { Target } from '../../parser/ast.js';
import type { Cx } from './context.js';
import { fail } from './diagnostics.js';
import type { JumpTarget } from './emitter.js';

/** The label a GOTO / GOSUB / RESTORE names in the current procedure (Label not defined otherwise). */
export function labelTarget(cx: Cx, t: Target): JumpTarget {
  const target = cx.labels.get(t.name.toUpperCase());
  if (!target) fail(8, t.loc);
  return target;
}
