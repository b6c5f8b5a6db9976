// JS source for operators, mirroring ops.ts exactly (same conversions, checks and helpers), for
// generated blocks.
import type { BinaryOp } from '../../parser/ast.js';
import type { NumType } from '../model/types.js';
import { negate, not, numericBinary, type ArithOp } from '../values/numbers.js';
import type { CExpr } from './convert.js';
import { convertSource, exprSource, type ExprGen } from './jit.js';

const RELATIONAL: Partial<Record<BinaryOp, string>> = { '=': '===', '<>': '!==', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };
const ROUNDS_ITSELF = new Set<BinaryOp>(['\\', 'MOD', 'AND', 'OR', 'XOR', 'EQV', 'IMP']);

const integral = (t: NumType) => t === 'INTEGER' || t === 'LONG';

/** The source of `l op r` where the operands are `opType` (STRING or a number type, see operandType). */
export function binaryGen(op: BinaryOp, opType: NumType | 'STRING', l: CExpr, r: CExpr): ExprGen {
  const rel = RELATIONAL[op];
  if (opType === 'STRING') {
    return (g) => {
      const a = exprSource(l, g);
      const b = exprSource(r, g);
      return rel ? `(${a} ${rel} ${b} ? -1 : 0)` : `cat(${a}, ${b})`;
    };
  }
  const lt = l.t as NumType;
  const rt = r.t as NumType;
  const raw = ROUNDS_ITSELF.has(op);
  const operand = (e: CExpr, t: NumType, g: Parameters<ExprGen>[0]) =>
    raw ? exprSource(e, g) : convertSource(exprSource(e, g), t, opType);
  return (g) => {
    const a = operand(l, lt, g);
    const b = operand(r, rt, g);
    if (rel) return `(${a} ${rel} ${b} ? -1 : 0)`;
    const check = opType === 'INTEGER' ? 'ovI' : opType === 'LONG' ? 'ovL' : opType === 'SINGLE' ? 'toS' : 'toD';
    switch (op) {
      case '+': return `${check}(${a} + ${b})`;
      case '-': return `${check}(${a} - ${b})`;
      case '*': return `${check}(${a} * ${b} + 0)`;
      case '/': if (opType === 'SINGLE' || opType === 'DOUBLE') return `${opType === 'SINGLE' ? 'divS' : 'divD'}(${a}, ${b})`;
    }
    if (integral(opType) && integral(lt) && integral(rt)) {
      switch (op) {
        case 'AND': return `(${a} & ${b})`;
        case 'OR': return `(${a} | ${b})`;
        case 'XOR': return `(${a} ^ ${b})`;
        case 'EQV': return `(~(${a} ^ ${b}))`;
        case 'IMP': return `(~${a} | ${b})`;
      }
    }
    return `${g.ref(numericBinary(op as ArithOp, opType))}(${a}, ${b})`;
  };
}

/** The source of unary `-` or NOT on a number of type `t`. */
export function unaryGen(op: '-' | 'NOT', e: CExpr): ExprGen {
  const t = e.t as NumType;
  return (g) => {
    const a = exprSource(e, g);
    if (op === '-') {
      if (t === 'INTEGER') return `negI(${a})`;
      if (t === 'LONG') return `negL(${a})`;
      return `${g.ref(negate)}(${a}, ${JSON.stringify(t)})`;
    }
    if (integral(t)) return `(~${a})`;
    return `${g.ref(not)}(${a}, "LONG")`;
  };
}
