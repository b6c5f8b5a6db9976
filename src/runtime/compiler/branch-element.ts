// `IF a(i) THEN` (an element of a one-dimensional array subscripted by a plain variable as the whole
// test): the element is read inline and the THEN body called from this literal's own site, not through
// runSeq's one site shared by every IF body. Errors as the generic IF: Subscript out of range at the IF
// line (s.pc set to `pc`), an error in a body positioned by its Seq.
import type { Instr } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { positioned, runSeq, type Seq } from '../machine/seq.js';
import { CALL, at1 } from './elements.js';
import type { Operand } from './fused.js';

const ELEMENT = -2;

/** IF over an element operand, or undefined when the operand is something else. */
export function elementBranch(x: Operand, pc: number, then: Seq, other: Seq): Instr | undefined {
  const o = x.o;
  if (x.shape !== CALL || o === null || o.op !== ELEMENT) return undefined;
  const { ga, ka, gb, kb } = o;
  const { run: thenRun, pc: thenPc, n: thenN } = then;
  const otherN = other.n;
  return (s) => {
    let v: number;
    try {
      const a: QArray = (ga ? s.g : s.l)[ka];
      v = a.data![at1(a, (gb ? s.g : s.l)[kb])] as number;
    } catch (e) {
      s.pc = pc;
      throw e;
    }
    if (v !== 0) {
      if (thenN === 0) return;
      try {
        thenRun(s);
      } catch (e) {
        throw positioned(s, thenPc, e);
      }
    } else if (otherN !== 0) runSeq(s, other);
  };
}
