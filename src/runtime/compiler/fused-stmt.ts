// Statements around a fused operator (fused.ts), one closure per family and operand shape:
// `v = a op b` into a plain numeric variable, and IF with a relational test on variables / constants.
import type { Instr, State } from '../machine/state.js';
import { floatApply, holds, intApply, shapeOf, type Fused } from './fused.js';

/** `slot k of s.g / s.l = a op b`. */
export function assignFused(global: boolean, k: number, d: Fused): Instr {
  return d.integral ? assignInt(global, k, d) : assignFloat(global, k, d);
}

function assignInt(g: boolean, k: number, d: Fused): Instr {
  const { op, a: { global: ga, k: ka, f: fa }, b: { global: gb, k: kb, c: cb, f: fb } } = d;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => { (g ? s.g : s.l)[k] = intApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]); };
    case 'SC': return (s: State) => { (g ? s.g : s.l)[k] = intApply(op, (ga ? s.g : s.l)[ka], cb); };
    case 'SF': return (s: State) => { const v = intApply(op, (ga ? s.g : s.l)[ka], fb(s)); (g ? s.g : s.l)[k] = v; };
    case 'FS': return (s: State) => { const v = intApply(op, fa(s), (gb ? s.g : s.l)[kb]); (g ? s.g : s.l)[k] = v; };
    case 'FC': return (s: State) => { const v = intApply(op, fa(s), cb); (g ? s.g : s.l)[k] = v; };
    default: return (s: State) => { const v = intApply(op, fa(s), fb(s)); (g ? s.g : s.l)[k] = v; };
  }
}

function assignFloat(g: boolean, k: number, d: Fused): Instr {
  const { op, a: { global: ga, k: ka, f: fa }, b: { global: gb, k: kb, c: cb, f: fb } } = d;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => { (g ? s.g : s.l)[k] = floatApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]); };
    case 'SC': return (s: State) => { (g ? s.g : s.l)[k] = floatApply(op, (ga ? s.g : s.l)[ka], cb); };
    case 'SF': return (s: State) => { const v = floatApply(op, (ga ? s.g : s.l)[ka], fb(s)); (g ? s.g : s.l)[k] = v; };
    case 'FS': return (s: State) => { const v = floatApply(op, fa(s), (gb ? s.g : s.l)[kb]); (g ? s.g : s.l)[k] = v; };
    case 'FC': return (s: State) => { const v = floatApply(op, fa(s), cb); (g ? s.g : s.l)[k] = v; };
    default: return (s: State) => { const v = floatApply(op, fa(s), fb(s)); (g ? s.g : s.l)[k] = v; };
  }
}

/**
 * IF with a relational test on variables and constants (it cannot throw, so it needs no position), or
 * undefined for other tests.
 */
export function branchFused(d: Fused, then: Instr, otherwise: Instr | undefined): Instr | undefined {
  if (d.op < 16) return undefined;
  const { op, a: { global: ga, k: ka }, b: { global: gb, k: kb, c: cb } } = d;
  const other: Instr = otherwise ?? nothing;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => {
      if (holds(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb])) then(s);
      else other(s);
    };
    case 'SC': return (s: State) => {
      if (holds(op, (ga ? s.g : s.l)[ka], cb)) then(s);
      else other(s);
    };
    default: return undefined;
  }
}

const nothing: Instr = () => {};
