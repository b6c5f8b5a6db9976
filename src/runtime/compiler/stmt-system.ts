// SOUND, PLAY, DEF SEG, POKE, OUT, WAIT, CLEAR, RUN, CHAIN, and the statements reported as unavailable.
import type { Expr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { fileTable } from '../machine/files.js';
import { closeDevice } from '../machine/devices.js';
import { DEFAULT_SEGMENT, out, poke, waitPort } from '../machine/memory.js';
import { play } from '../machine/play.js';
import { drawResolver } from '../machine/pointers.js';
import { ChainSignal, UnwindSignal } from '../machine/signals.js';
import { shell } from '../machine/shell.js';
import { resetTraps } from '../machine/traps.js';
import type { Instr, State } from '../machine/state.js';
import type { Cx } from './context.js';
import { stringOf, toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import type { StmtTable } from './statements.js';
import { labelTarget } from './labels.js';

const HARMLESS = new Set(['KEY', 'STRIG', 'PEN', 'COM', 'LOCK', 'UNLOCK', 'TRON', 'TROFF', 'WIDTH LPRINT']);

const unavailable: Instr = () => {
  throw new QBasicError(73);
};

/** Back to the state at program start: variables, DATA, files, error trapping (CLEAR, RUN). */
function resetProgram(s: State): void {
  s.g = s.exe.newGlobals(s);
  s.gosub.length = 0;
  s.dataPtr = 0;
  s.onErrorPc = -1;
  s.resumeNextOnError = false;
  s.inHandler = false;
  s.errorContext = null;
  s.err = 0;
  resetTraps(s);
  fileTable(s).closeAll();
  closeDevice(s);
}

/**
 * CHAIN / RUN "file": load that program (".BAS" added to a name without an extension) and hand over to it
 * (machine.ts runs it: CHAIN keeps open files and COMMON values, RUN clears the screen and starts afresh).
 */
function handOver(cx: Cx, file: Expr, chain: boolean): Instr {
  const name = stringOf(compileExpr(cx, file));
  return (s) => {
    if (!s.loader) throw new QBasicError(73);
    const given = name(s);
    const path = /\.[^.\\/:]*$/.test(given) ? given : `${given}.BAS`;
    const bytes = fileTable(s).readWhole(path);
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    const { executable, diagnostics } = s.loader(text);
    if (!executable) {
      const d = diagnostics[0];
      throw new QBasicError(d?.code ?? 2, undefined, `${d?.message ?? 'Syntax error'} (in ${path} at ${d?.line ?? 1}:${d?.col ?? 1})`);
    }
    if (chain) {
      // COMMON variables pass by position: each must have the type the next program gives it
      const count = Math.min(s.exe.common.length, executable.common.length);
      for (let i = 0; i < count; i++) if (s.exe.common[i].type !== executable.common[i].type) throw new QBasicError(13);
    } else {
      s.screen.cls(undefined);
    }
    throw new ChainSignal(executable, chain, path);
  };
}

const num = (cx: Cx, e: Parameters<typeof compileExpr>[1], t: 'INTEGER' | 'LONG' | 'SINGLE' = 'LONG') =>
  toNumType(compileExpr(cx, e), t);

export const SYSTEM_STATEMENTS: StmtTable = {
  sound: (cx, st) => {
    const freq = num(cx, st.freq, 'SINGLE');
    const duration = num(cx, st.duration, 'SINGLE');
    cx.em.emit((s) => {
      const f = freq(s);
      const d = duration(s);
      if ((f !== 0 && (f < 37 || f > 32767)) || d < 0 || d > 65535) throw new QBasicError(5);
      s.host.tone?.(f, (d / 18.2) * 1000);
    }, st.loc);
  },
  play: (cx, st) => {
    const macro = stringOf(compileExpr(cx, st.expr));
    cx.em.emit((s) => {
      const r = drawResolver(s);
      play(s, macro(s), (ptr) => {
        try {
          return r.number(ptr);
        } catch {
          return r.string(ptr);
        }
      });
    }, st.loc);
  },
  defSeg: (cx, st) => {
    const seg = st.segment ? num(cx, st.segment) : undefined;
    cx.em.emit((s) => {
      const v = seg ? seg(s) : DEFAULT_SEGMENT;
      if (v < -32768 || v > 65535) throw new QBasicError(5);
      s.defSeg = v & 0xffff;
    }, st.loc);
  },
  poke: (cx, st) => {
    const addr = num(cx, st.address);
    const value = num(cx, st.value, 'INTEGER');
    cx.em.emit((s) => poke(s, addr(s), value(s)), st.loc);
  },
  out: (cx, st) => {
    const port = num(cx, st.port);
    const value = num(cx, st.value, 'INTEGER');
    cx.em.emit((s) => out(s, port(s), value(s)), st.loc);
  },
  wait: (cx, st) => {
    const port = num(cx, st.port);
    const and = num(cx, st.and, 'INTEGER');
    const xor = st.xor ? num(cx, st.xor, 'INTEGER') : () => 0;
    cx.em.emit((s) => waitPort(s, port(s), and(s), xor(s)), st.loc);
  },
  clear: (cx, st) => {
    if (cx.scope.kind !== 'module') fail(5, st.loc, 'Illegal function call');
    for (const a of st.args) if (a) compileExpr(cx, a);
    cx.em.emit(resetProgram, st.loc, false);
  },
  run: (cx, st) => {
    if (st.file) {
      cx.em.emit(handOver(cx, st.file, false), st.loc, false);
      return;
    }
    const target = st.target ? cx.prog.moduleLabels.get(st.target.name.toUpperCase()) : undefined;
    if (st.target && !target) labelTarget(cx, st.target);
    cx.em.emit((s) => {
      resetProgram(s);
      s.screen.cls(undefined);
      const pc = target ? target.pc : 0;
      if (s.nested) throw new UnwindSignal(pc);
      s.code = s.exe.main.code;
      s.proc = s.exe.main;
      s.pc = pc;
    }, st.loc, false);
  },
  chain: (cx, st) => { cx.em.emit(handOver(cx, st.file, true), st.loc, false); },
  shell: (cx, st) => {
    const command = st.command && stringOf(compileExpr(cx, st.command));
    cx.em.emit((s) => shell(s, command?.(s)), st.loc);
  },
  unsupported: (cx, st) => {
    // KEY LIST and KEY n, text$ set or list the function-key line, which is never shown; STRIG, PEN and COM
    // switches do nothing without their ON event handlers, which are unavailable; LOCK/UNLOCK and TRON/TROFF
    // have no effect on a single-user drive without a trace window; WIDTH LPRINT: the printer file keeps 80 columns.
    if (!HARMLESS.has(st.keyword)) cx.em.emit(unavailable, st.loc);
  },
};
