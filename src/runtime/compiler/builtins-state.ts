// Built-in functions that read machine state: keyboard, clock, errors, cursor, arrays, memory.
import type { BuiltinExpr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { inkey } from '../machine/keyboard.js';
import type { Eval } from '../machine/state.js';
import { programNow, programTimer } from '../machine/pace.js';
import { notesQueued } from '../machine/play.js';
import { hostWaited } from '../machine/traps.js';
import type { QArray } from '../model/qarray.js';
import { elemSize } from '../model/types.js';
import type { BuiltinCompiler } from './builtins.js';
import { checkArgs, numArg } from './builtins.js';
import type { Cx } from './context.js';
import { cexpr, type CExpr } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { arrayObject } from './lvalue.js';
import { arrayVar, compileLValue } from './names.js';
import { GRAPHICS_BUILTINS } from './builtins-graphics.js';
import { FILE_BUILTINS } from './builtins-files.js';
import { MEMORY_BUILTINS } from './builtins-memory.js';

function two(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

const plain = (t: CExpr['t'], f: Eval) => (_cx: Cx, e: BuiltinExpr): CExpr => {
  checkArgs(e, 0, 0);
  return cexpr(t, f, e.loc);
};

/** LBOUND / UBOUND (array[, dimension]). */
function bound(upper: boolean): BuiltinCompiler {
  return (cx, e) => {
    checkArgs(e, 1, 2);
    const a = e.args[0];
    if (a.kind !== 'name' && !(a.kind === 'index' && a.args.length === 0)) fail(13, a.loc);
    const v = arrayVar(cx, a.name, a.suffix, 0, a.loc);
    const arr: Eval<QArray> = arrayObject(v);
    const dim = e.args[1] ? numArg(cx, e.args[1], 'INTEGER') : () => 1;
    return cexpr('INTEGER', upper ? (s) => arr(s).ubound(dim(s)) : (s) => arr(s).lbound(dim(s)), e.loc);
  };
}

/** LEN(x): characters of a string; bytes of a numeric or record variable. */
const len: BuiltinCompiler = (cx, e) => {
  checkArgs(e, 1, 1);
  const a = compileExpr(cx, e.args[0]);
  if (a.t === 'STRING') {
    const f = a.f;
    return cexpr('INTEGER', (s) => f(s).length, e.loc);
  }
  const arg = e.args[0];
  if (arg.kind !== 'name' && arg.kind !== 'index' && arg.kind !== 'member') fail(13, e.loc);
  const lv = compileLValue(cx, arg);
  const size = elemSize(lv.elem);
  return cexpr('INTEGER', () => size, e.loc);
};

export const STATE_BUILTINS: Record<string, BuiltinCompiler> = {
  'INKEY$': plain('STRING', inkey),
  TIMER: plain('SINGLE', (s) => {
    const seconds = programTimer(s);
    hostWaited(s);
    return Math.fround(seconds);
  }),
  RND: (cx, e) => {
    checkArgs(e, 0, 1);
    if (e.args.length === 0) return cexpr('SINGLE', (s) => Math.fround(s.rng.rnd()), e.loc);
    const n = numArg(cx, e.args[0], 'SINGLE');
    return cexpr('SINGLE', (s) => Math.fround(s.rng.rnd(n(s))), e.loc);
  },
  ERR: plain('INTEGER', (s) => s.err),
  ERL: plain('LONG', (s) => s.erl),
  CSRLIN: plain('INTEGER', (s) => s.screen.cursorRow),
  POS: (cx, e) => {
    checkArgs(e, 0, 1);
    if (e.args[0]) compileExpr(cx, e.args[0]);
    return cexpr('INTEGER', (s) => s.screen.cursorCol, e.loc);
  },
  'DATE$': plain('STRING', (s) => {
    const d = programNow(s);
    return `${two(d.getMonth() + 1)}-${two(d.getDate())}-${d.getFullYear()}`;
  }),
  'TIME$': plain('STRING', (s) => {
    const d = programNow(s);
    return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }),
  LBOUND: bound(false),
  UBOUND: bound(true),
  LEN: len,
  'COMMAND$': plain('STRING', () => ''),
  'ENVIRON$': (cx, e) => {
    checkArgs(e, 1, 1);
    compileExpr(cx, e.args[0]);
    return cexpr('STRING', () => '', e.loc);
  },
  FRE: (cx, e) => {
    checkArgs(e, 1, 1);
    const a = compileExpr(cx, e.args[0]);
    const f = a.f;
    // Plausible QBasic 1.1 figures: string space, largest free block (-1), stack (-2).
    if (a.t === 'STRING') return cexpr('LONG', (s) => (f(s), 58720), e.loc);
    return cexpr('LONG', (s) => { const n = f(s); return n === -1 ? 342336 : n === -2 ? 1842 : 58720; }, e.loc);
  },
  PLAY: (cx, e) => { checkArgs(e, 1, 1); numArg(cx, e.args[0], 'INTEGER'); return cexpr('INTEGER', (s) => notesQueued(s), e.loc); },
  STICK: (cx, e) => { checkArgs(e, 1, 1); numArg(cx, e.args[0], 'INTEGER'); return cexpr('INTEGER', () => 0, e.loc); },
  // PEN(n): no light pen is attached, so every reading is 0 (QB45 help, PEN: n 0-9, else Illegal function call)
  PEN: (cx, e) => {
    checkArgs(e, 1, 1);
    const n = numArg(cx, e.args[0], 'INTEGER');
    return cexpr('INTEGER', (s) => { const k = n(s); if (k < 0 || k > 9) throw new QBasicError(5); return 0; }, e.loc);
  },
  STRIG: (cx, e) => { checkArgs(e, 1, 1); numArg(cx, e.args[0], 'INTEGER'); return cexpr('INTEGER', () => 0, e.loc); },
  ERDEV: plain('INTEGER', () => 0),
  'ERDEV$': plain('STRING', () => ''),
  ...GRAPHICS_BUILTINS,
  ...FILE_BUILTINS,
  ...MEMORY_BUILTINS,
};
