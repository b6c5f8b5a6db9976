// A second gear for hot code: basic blocks (from each jump target to the next) are turned into one
// generated JS function once they have run a few times. Instructions that know their JS source (`gen`)
// are inlined; the others are called as closures. Before each instruction s.pc is set exactly as the
// instruction loop would set it, so errors, RESUME and GOSUB behave the same in both gears.
import type { Instr, State } from '../machine/state.js';
import { QBasicError } from '../errors.js';
import type { QArray } from '../model/qarray.js';
import { divide, overflow, toDouble, toInteger, toLong, toSingle } from '../values/numbers.js';
import type { CExpr } from './convert.js';
import type { NumType } from '../model/types.js';

/** Values generated code refers to (closures, objects) as H[i]. One registry per program. */
export class Registry {
  readonly values: unknown[] = [];
  private readonly index = new Map<unknown, number>();

  ref(x: unknown): string {
    let i = this.index.get(x);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(x);
      this.index.set(x, i);
    }
    return `H[${i}]`;
  }
}

/**
 * JS source of an expression: it may read `s`, `g` and `l` (s.g and s.l, kept in locals), use `r` as
 * scratch and call the RUNTIME helpers.
 */
export type ExprGen = (r: Registry) => string;
/** JS source of an instruction; a jump sets s.pc and returns. */
export type StmtGen = (r: Registry) => string;

/** The JS source of an expression: generated when it can be, else a call of its closure. */
export function exprSource(e: CExpr, r: Registry): string {
  return e.gen ? e.gen(r) : `${r.ref(e.f)}(s)`;
}

/** A JS number literal. */
export function numberLiteral(v: number): string {
  return Object.is(v, -0) ? '(-0)' : v < 0 ? `(${v})` : String(v);
}

function subscriptError(): never {
  throw new QBasicError(9);
}

/** Helpers generated code calls by name (small, monomorphic, inlined by the JS engine). */
export const RUNTIME = {
  ovI(v: number): number {
    if (v > 32767 || v < -32768) overflow();
    return v;
  },
  ovL(v: number): number {
    if (v > 2147483647 || v < -2147483648) overflow();
    return v;
  },
  toI: toInteger,
  toL: toLong,
  toS: toSingle,
  toD: toDouble,
  fr: Math.fround,
  negI(v: number): number {
    if (v === -32768) overflow();
    return 0 - v;
  },
  negL(v: number): number {
    if (v === -2147483648) overflow();
    return 0 - v;
  },
  /** `/` in SINGLE / DOUBLE: x/0 is Division by zero, 0/0 Overflow (as values/numbers divide) */
  divS(a: number, b: number): number {
    if (b === 0) return divide(a, b, 'SINGLE');
    return toSingle(a / b);
  },
  divD(a: number, b: number): number {
    if (b === 0) return divide(a, b, 'DOUBLE');
    const v = a / b;
    if (v - v !== 0) overflow();
    return v;
  },
  cat(a: string, b: string): string {
    const v = a + b;
    if (v.length > 32767) throw new QBasicError(14);
    return v;
  },
  el1(a: QArray, i: number): any {
    const k = i - a.lower[0];
    if (!(k >= 0 && k < a.extent[0]) || a.extent.length !== 1) subscriptError();
    return a.data![k];
  },
  set1(a: QArray, i: number, v: any): void {
    const k = i - a.lower[0];
    if (!(k >= 0 && k < a.extent[0]) || a.extent.length !== 1) subscriptError();
    a.data![k] = v;
  },
  el2(a: QArray, i: number, j: number): any {
    const k0 = i - a.lower[0];
    const k1 = j - a.lower[1];
    if (!(k0 >= 0 && k0 < a.extent[0] && k1 >= 0 && k1 < a.extent[1]) || a.extent.length !== 2) subscriptError();
    return a.data![k0 + k1 * a.extent[0]];
  },
  set2(a: QArray, i: number, j: number, v: any): void {
    const k0 = i - a.lower[0];
    const k1 = j - a.lower[1];
    if (!(k0 >= 0 && k0 < a.extent[0] && k1 >= 0 && k1 < a.extent[1]) || a.extent.length !== 2) subscriptError();
    a.data![k0 + k1 * a.extent[0]] = v;
  },
};

const PRELUDE = `"use strict"; const { ${Object.keys(RUNTIME).join(', ')} } = R;`;

/** JS source converting a numeric expression of type `from` to `to` (as toNumType does). */
export function convertSource(src: string, from: NumType, to: NumType): string {
  if (from === to) return src;
  switch (to) {
    case 'INTEGER': return `toI(${src})`;
    case 'LONG': return from === 'INTEGER' ? src : `toL(${src})`;
    case 'SINGLE': return from === 'INTEGER' ? src : from === 'LONG' ? `fr(${src})` : `toS(${src})`;
    case 'DOUBLE': return src;
  }
}

/** Runs of a block before it is generated; tests lower it to exercise generated code everywhere. */
export const jitSettings = { threshold: 2, maxBlock: 48 };

/** Blocks generated so far (tests check that the JIT really ran). */
export const jitStats = { blocks: 0, failures: 0 };

/** The block being generated: its pc range, the instruction being generated, forward jumps seen. */
const current = { start: -1, end: -1, at: -1, forward: new Set<number>(), scratch: 0 };

/** A fresh block-local variable name (e.g. for the frame of a call being set up). */
export function scratchVariable(): string {
  return `f${current.scratch++}`;
}

/**
 * JS source of a jump to `pc`. Back to the block's start it loops in place (budget permitting); forward
 * inside the block it breaks out of the labeled block that ends just before `pc`; elsewhere it returns
 * to the instruction loop.
 */
export function jumpSource(pc: number): string {
  if (pc === current.start) return `{ if (--s.budget > 0) continue loop; s.pc = ${pc}; return; }`;
  if (pc > current.at && pc < current.end) {
    current.forward.add(pc);
    return `break L${pc};`;
  }
  return `{ s.pc = ${pc}; return; }`;
}

/**
 * Install lazy block stubs at each entry pc of a procedure (and every maxBlock instructions after it):
 * after `threshold` runs a stub builds its block (up to maxBlock instructions, running through later
 * entries) and puts it in its own place.
 */
export function installBlocks(code: Instr[], gens: (StmtGen | undefined)[], entries: Set<number>, registry: Registry): void {
  const starts = new Set<number>();
  const sorted = [...entries].filter((e) => e >= 0 && e < code.length).sort((a, b) => a - b);
  sorted.forEach((entry, i) => {
    const limit = i + 1 < sorted.length ? sorted[i + 1] : code.length;
    for (let start = entry; start < limit; start += jitSettings.maxBlock) starts.add(start);
  });
  for (const start of starts) {
    const end = Math.min(code.length, start + jitSettings.maxBlock);
    if (end - start >= 2 || gens[start]) installStub(code, gens, start, end, registry);
  }
}

function installStub(code: Instr[], gens: (StmtGen | undefined)[], start: number, end: number, registry: Registry): void {
  const original = code[start];
  let runs = 0;
  const stub: Instr = (s: State) => {
    if (++runs >= jitSettings.threshold) {
      const block = buildBlock(code, gens, start, end, registry, original) ?? original;
      stubbed.set(block, original);
      code[start] = block;
      return block(s);
    }
    original(s);
  };
  stubbed.set(stub, original);
  code[start] = stub;
}

function buildBlock(code: Instr[], gens: (StmtGen | undefined)[], start: number, end: number, registry: Registry,
  original: Instr): Instr | undefined {
  current.start = start;
  current.end = end;
  current.forward = new Set();
  current.scratch = 0;
  try {
    const C = registry.ref(code);
    const parts: string[] = [];
    for (let p = start; p < end; p++) {
      current.at = p;
      // s.pc as the instruction loop would have it (errors and GOSUB read it)
      parts.push(`s.pc = ${p + 1};`);
      const gen = gens[p];
      if (gen) parts.push(gen(registry));
      else {
        const single = registry.ref(p === start ? original : stubbed.get(code[p]) ?? code[p]);
        parts.push(`${single}(s); if (s.pc !== ${p + 1} || s.code !== ${C}) return; g = s.g; l = s.l;`);
      }
    }
    const scratch = Array.from({ length: current.scratch }, (_, i) => `, f${i}`).join('');
    const source = `${PRELUDE} return function block(s) { let r${scratch}, g = s.g, l = s.l; `
      + `loop: for (;;) { ${withLabels(parts, start, current.forward)}\ns.pc = ${end}; return; } };`;
    const block = new Function('H', 'R', source)(registry.values, RUNTIME) as Instr;
    jitStats.blocks++;
    return block;
  } catch {
    jitStats.failures++;
    return undefined;
  } finally {
    current.start = current.end = current.at = -1;
  }
}

/**
 * Wrap the instructions in labeled blocks, one per forward jump target T, each holding everything from
 * the block's start up to T (so they nest): `break LT` then continues at T. parts[i] is pc start + i/2.
 */
function withLabels(parts: string[], start: number, targets: Set<number>): string {
  const sorted = [...targets].sort((a, b) => b - a);
  let out = sorted.map((t) => `L${t}: {`).join(' ');
  parts.forEach((part, i) => {
    const pc = start + Math.floor(i / 2);
    if (i % 2 === 0 && targets.has(pc)) out += '}\n';
    out += part + '\n';
  });
  return out;
}

/** Stubs and generated blocks, mapped to the single instruction they stand in for. */
const stubbed = new WeakMap<Instr, Instr>();
