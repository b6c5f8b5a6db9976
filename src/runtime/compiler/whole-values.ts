// Whole values by static range: a SINGLE / DOUBLE expression known to hold only whole numbers within a
// range is computed, converted and used as a subscript as a LONG one, since QBasic's results are the same
// (within 2^24 every whole SINGLE sum, difference and product is exact, and rounding a whole number to
// INTEGER or LONG leaves it as it is). The ranges come from constants, INTEGER / LONG types, operators, and
// the SINGLE / DOUBLE variables that only FOR statements with constant whole bounds ever assign.
import type { BinaryOp, Expr, Stmt } from '../../parser/ast.js';
import type { NumType } from '../model/types.js';

/** Whole numbers lo..hi. */
export type Range = readonly [number, number];

/** Beyond this a SINGLE sum or product of whole numbers may be rounded. */
const EXACT = 16777216;

const TYPE_RANGE: Partial<Record<NumType, Range>> = { INTEGER: [-32768, 32767], LONG: [-2147483648, 2147483647] };

export function fits(r: Range, t: NumType): boolean {
  const b = TYPE_RANGE[t];
  return b === undefined ? r[0] >= -EXACT && r[1] <= EXACT : r[0] >= b[0] && r[1] <= b[1];
}

/**
 * The range of an expression's values: its own, a whole constant's, or its INTEGER / LONG type's; none for
 * a SINGLE operator's result, whose unrounded value (CExpr.wide) is what other operators and conversions
 * take, even when its rounded value is whole (CSNG(1 / 3) * 3 is 1, and 1.0000000298 as a DOUBLE).
 */
export function rangeOf(e: { t: unknown; range?: Range; konst?: { v: any }; wide?: unknown }): Range | undefined {
  if (e.range) return e.range;
  if (e.wide) return undefined;
  const v = e.konst?.v;
  if (typeof v === 'number' && Number.isInteger(v)) return [v + 0, v + 0];
  return TYPE_RANGE[e.t as NumType];
}

/**
 * The range of `a op b` for a SINGLE / DOUBLE operator (`type`) over whole operands of these ranges when a
 * LONG operator gives the same value: every operand exact in `type` and the result exact in a SINGLE.
 */
export function wholeResult(op: BinaryOp, type: NumType, a: Range, b: Range): Range | undefined {
  const r = binaryRange(op, a, b);
  const within = type === 'SINGLE' ? 'SINGLE' : 'LONG';
  return r && fits(a, within) && fits(b, within) && fits(r, 'SINGLE') ? r : undefined;
}

/** The range of `a op b`'s whole results, when the operator's result has one this can tell. */
export function binaryRange(op: BinaryOp, a: Range, b: Range): Range | undefined {
  const [a0, a1] = a;
  const [b0, b1] = b;
  switch (op) {
    case '+': return [a0 + b0, a1 + b1];
    case '-': return [a0 - b1, a1 - b0];
    case '*': {
      const p = [a0 * b0, a0 * b1, a1 * b0, a1 * b1];
      return [Math.min(...p) + 0, Math.max(...p) + 0];
    }
    case 'MOD': {
      // the remainder has the dividend's sign and is smaller than the divisor
      const m = Math.max(Math.abs(b0), Math.abs(b1)) - 1;
      return [a0 >= 0 ? 0 : Math.max(-m, a0), a1 <= 0 ? 0 : Math.min(m, a1)];
    }
    case 'AND':
      if (a0 >= 0 && b0 >= 0) return [0, Math.min(a1, b1)];
      if (a0 >= 0 || b0 >= 0) return [0, a0 >= 0 ? a1 : b1];
      return undefined;
    case 'OR': case 'XOR':
      return a0 >= 0 && b0 >= 0 ? [0, 2 ** Math.ceil(Math.log2(Math.max(a1, b1) + 1)) - 1] : undefined;
    case '=': case '<>': case '<': case '>': case '<=': case '>=':
      return [-1, 0];
    default:
      return undefined;
  }
}

/**
 * The SINGLE / DOUBLE variables (upper-case names, suffix dropped: every variable of that name in every
 * procedure) that only FOR statements with constant whole bounds assign, each with the range of values its
 * counters take (0 too: a variable's value before its FOR runs, and after CLEAR). Anything else that can
 * give a name a value rules it out: an assignment, INPUT, READ, SWAP, GET, a by-reference argument of a
 * call, a parameter, COMMON (CHAIN), VARPTR / VARSEG / SADD (POKE and BLOAD through its address).
 */
export function wholeCounters(body: Stmt[]): Map<string, Range> {
  const w = new Walk();
  w.visit(body, 0);
  return w.result();
}

const WRITES = new Set(['target', 'targets', 'a', 'b', 'using']);
const ADDRESSES = new Set(['VARPTR', 'VARSEG', 'SADD', 'VARPTR$']);
const PROCEDURES = new Set(['sub', 'function', 'defFn']);

class Walk {
  readonly written = new Set<string>();
  /** module-level CONSTs; null: one defined more than once, or in a procedure */
  readonly consts = new Map<string, Expr | null>();
  readonly procs = new Set<string>();
  readonly indexArgs: [string, string][] = [];
  readonly fors: { name: string; from: Expr; to: Expr; step?: Expr }[] = [];

  visit(node: any, depth: number): void {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) this.visit(node[i], depth);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const kind = node.kind;
    if (PROCEDURES.has(kind) || kind === 'declare') {
      this.procs.add(node.name.toUpperCase());
      for (const p of node.params ?? []) this.write(p);
      depth++;
    } else if (kind === 'for') {
      this.fors.push({ name: node.variable.name.toUpperCase(), from: node.from, to: node.to, step: node.step });
    } else if (kind === 'common') {
      for (const d of node.decls) this.write(d);
    } else if (kind === 'const') {
      for (const c of node.items) {
        const up = c.name.toUpperCase();
        this.consts.set(up, depth === 0 && !this.consts.has(up) ? c.expr : null);
      }
    } else if (kind === 'call' || (kind === 'builtin' && ADDRESSES.has(node.name))) {
      for (const a of node.args) this.write(a);
    } else if (kind === 'index') {
      for (const a of node.args) if (a.kind === 'name') this.indexArgs.push([node.name.toUpperCase(), a.name.toUpperCase()]);
    }
    for (const key in node) {
      if (key === 'loc' || (kind === 'for' && key === 'variable')) continue;
      const v = node[key];
      if (WRITES.has(key)) {
        if (Array.isArray(v)) for (const x of v) this.write(x);
        else this.write(v);
      }
      this.visit(v, depth);
    }
  }

  write(x: any): void {
    if (x && (x.kind === 'name' || x.kind === undefined) && typeof x.name === 'string') this.written.add(x.name.toUpperCase());
  }

  /** The value of a constant whole expression (literals, module CONSTs, + - * and parentheses), else undefined. */
  value(e: Expr, depth = 0): number | undefined {
    if (depth > 20) return undefined;
    let v: number | undefined;
    switch (e.kind) {
      case 'number': v = e.value; break;
      case 'paren': v = this.value(e.expr, depth + 1); break;
      case 'unary': {
        const x = this.value(e.operand, depth + 1);
        v = x === undefined || e.op === 'NOT' ? undefined : e.op === '-' ? -x : x;
        break;
      }
      case 'binary': {
        const a = this.value(e.left, depth + 1);
        const b = this.value(e.right, depth + 1);
        if (a === undefined || b === undefined) return undefined;
        v = e.op === '+' ? a + b : e.op === '-' ? a - b : e.op === '*' ? a * b : undefined;
        break;
      }
      case 'name': {
        const c = this.consts.get(e.name.toUpperCase());
        v = c ? this.value(c, depth + 1) : undefined;
        break;
      }
    }
    return v !== undefined && Number.isInteger(v) && Math.abs(v) <= EXACT ? v + 0 : undefined;
  }

  result(): Map<string, Range> {
    for (const [proc, arg] of this.indexArgs) if (this.procs.has(proc)) this.written.add(arg);
    const out = new Map<string, Range>();
    for (const f of this.fors) {
      const from = this.value(f.from);
      const to = this.value(f.to);
      const step = f.step ? this.value(f.step) : 1;
      if (from === undefined || to === undefined || step === undefined) {
        this.written.add(f.name);
        continue;
      }
      // the values a counter takes: from, then on by step up to the first beyond `to` (none when it starts past it)
      const passes = step === 0 || (step > 0 ? from > to : from < to) ? 0 : Math.floor((to - from) / step) + 1;
      const last = from + passes * step;
      const was = out.get(f.name) ?? [0, 0];
      out.set(f.name, [Math.min(was[0], from, last), Math.max(was[1], from, last)]);
    }
    for (const name of this.written) out.delete(name);
    for (const [name, r] of out) if (!fits(r, 'SINGLE')) out.delete(name);
    return out;
  }
}
