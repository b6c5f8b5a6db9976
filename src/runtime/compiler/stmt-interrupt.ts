// CALL INTERRUPT(n, inregs, outregs) / CALL INTERRUPTX: registers from a RegType / RegTypeX record (fields
// found by name: ax, bx, cx, dx, bp, si, di, flags, ds, es), the interrupt run (machine/interrupts.ts),
// every register written to the out record. CALL ABSOLUTE runs machine code, which is unavailable, except
// the well-known mouse routine: code that calls INT 33h (CD 33) with four registers by reference.
import type { CallStmt, Expr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { interrupt } from '../machine/interrupts.js';
import { peekAt } from '../machine/memory.js';
import { emptyRegisters, REGISTER_NAMES, type Registers } from '../machine/registers.js';
import type { Eval, Instr, State } from '../machine/state.js';
import type { RecordType } from '../model/types.js';
import type { Cx } from './context.js';
import { toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { compileLValue } from './names.js';

type RegisterName = keyof Registers;

/** The record fields holding each register: [register, field index, is LONG]. */
function registerFields(rec: RecordType): [RegisterName, number, boolean][] {
  const out: [RegisterName, number, boolean][] = [];
  for (const name of REGISTER_NAMES) {
    const f = rec.byName.get(name);
    if (f && (f.elem.kind === 'INTEGER' || f.elem.kind === 'LONG')) out.push([name.toLowerCase() as RegisterName, f.index, f.elem.kind === 'LONG']);
  }
  return out;
}

function recordArg(cx: Cx, e: Expr): { get: Eval<any[]>; fields: [RegisterName, number, boolean][] } {
  const lv = compileLValue(cx, e);
  if (typeof lv.type === 'string') fail(13, e.loc, 'Parameter type mismatch');
  return { get: lv.ref as Eval<any[]>, fields: registerFields(lv.type) };
}

const signed = (v: number) => (v & 0x8000 ? (v & 0xffff) - 0x10000 : v & 0xffff);

function interruptCall(cx: Cx, st: CallStmt): Instr {
  if (st.args.length !== 3) fail(37, st.loc);
  const n = toNumType(compileExpr(cx, st.args[0]), 'INTEGER');
  const inregs = recordArg(cx, st.args[1]);
  const outregs = recordArg(cx, st.args[2]);
  return (s) => {
    const r = emptyRegisters();
    const input = inregs.get(s);
    for (const [reg, i] of inregs.fields) r[reg] = input[i] & 0xffff;
    interrupt(s, n(s) & 255, r);
    const output = outregs.get(s);
    for (const [reg, i, long] of outregs.fields) output[i] = long ? r[reg] : signed(r[reg]);
  };
}

/** Whether the machine code at DEF SEG:offset calls INT 33h (the bytes up to its far return). */
function callsMouse(s: State, offset: number): boolean {
  const base = s.defSeg * 16;
  for (let i = 0; i < 256; i++) {
    const b = peekAt(s, base + ((offset + i) & 0xffff));
    if (b === 0xcd && peekAt(s, base + ((offset + i + 1) & 0xffff)) === 0x33) return true;
    if (b === 0xca || b === 0xcb) return false;
  }
  return false;
}

function absoluteCall(cx: Cx, st: CallStmt): Instr {
  if (st.args.length === 0) fail(37, st.loc);
  const offset = toNumType(compileExpr(cx, st.args[st.args.length - 1]), 'LONG');
  const params = st.args.slice(0, -1).map((a) => (a.kind === 'name' || a.kind === 'index' || a.kind === 'member') && !(a.kind === 'index' && a.args.length === 0) ? compileLValue(cx, a) : (compileExpr(cx, a), undefined));
  const regs = params.length === 4 && params.every((p) => p && (p.type === 'INTEGER' || p.type === 'LONG')) ? params : undefined;
  return (s) => {
    if (!regs || !callsMouse(s, offset(s))) throw new QBasicError(73);
    const r = emptyRegisters();
    const names: RegisterName[] = ['ax', 'bx', 'cx', 'dx'];
    names.forEach((name, i) => { r[name] = regs[i]!.get(s) & 0xffff; });
    interrupt(s, 0x33, r);
    names.forEach((name, i) => regs[i]!.set(s, regs[i]!.type === 'LONG' ? r[name] : signed(r[name])));
  };
}

/** QBasic's routines for DOS interrupts and machine code (QB.BI): INTERRUPT, INTERRUPTX, ABSOLUTE. */
export function machineCodeCall(cx: Cx, st: CallStmt): Instr {
  return st.name.toUpperCase() === 'ABSOLUTE' ? absoluteCall(cx, st) : interruptCall(cx, st);
}
