// File statements over the FileTable: OPEN, CLOSE, PRINT #, WRITE #, INPUT #, LINE INPUT #, GET/PUT #,
// SEEK, KILL, NAME, FILES, RESET, MKDIR/RMDIR/CHDIR, BSAVE and BLOAD.
import type { Expr, FieldStmt, FileGetStmt, FilePutStmt, Loc, OpenStmt } from '../../parser/ast.js';
import { field, getRecord, noteRecordLength, putRecord, type FieldBinding } from '../machine/fields.js';
import { QBasicError } from '../errors.js';
import { fileTable } from '../machine/files.js';
import { bloadImage, bsaveImage } from '../machine/memory.js';
import type { Eval, State } from '../machine/state.js';
import { putText } from '../machine/textout.js';
import { valueFromBytes, valueToBytes } from '../model/record.js';
import { elemSize, type ElemDesc } from '../model/types.js';
import type { FileMode } from '../files/index.js';
import type { ValueType } from '../values/numbers.js';
import type { Cx } from './context.js';
import { stringOf, toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { compileLValue } from './names.js';
import type { StmtTable } from './statements.js';
import { SCREEN_SINK, type TextSink } from './stmt-print.js';
import { closeDevice, deviceAt, deviceOf, deviceReadLine, deviceWrite, openDevice } from '../machine/devices.js';
import { parseInputItems } from '../values/val.js';

type Setter = { type: ValueType; set: (s: State, v: number | string) => void };

/** A file number argument (`#` already dropped by the parser). */
export function fileNumber(cx: Cx, e: Expr): Eval<number> {
  return toNumType(compileExpr(cx, e), 'INTEGER');
}

/** The sink PRINT # / WRITE # write to: CR LF line ends, no screen width. */
export function filePrinter(cx: Cx, file: Expr): (s: State) => TextSink {
  const num = fileNumber(cx, file);
  return (s) => {
    const n = num(s);
    const device = deviceAt(s, n);
    if (device) {
      return {
        put: (_s, text) => deviceWrite(s, device, text),
        newline: () => deviceWrite(s, device, '\r'),
        column: () => (device === 'screen' ? SCREEN_SINK.column(s) : 1),
        width: () => (device === 'screen' || device === 'console' ? SCREEN_SINK.width(s) : Infinity),
      };
    }
    const table = fileTable(s);
    return {
      put: (_s, text) => table.writeText(n, text),
      newline: () => table.newline(n),
      column: () => table.column(n),
      width: () => Infinity,
    };
  };
}

export function fileInput(cx: Cx, file: Expr, targets: Setter[], loc: Loc): void {
  const num = fileNumber(cx, file);
  cx.em.emit((s) => {
    const n = num(s);
    const device = deviceAt(s, n);
    if (device) {
      const r = parseInputItems(deviceReadLine(s, device), targets.map((t) => t.type));
      if (!r.ok) throw new QBasicError(r.overflow ? 6 : 13);
      targets.forEach((t, i) => t.set(s, r.values[i]));
      return;
    }
    const table = fileTable(s);
    for (const t of targets) t.set(s, table.readField(n, t.type));
  }, loc);
}

export function fileLineInput(cx: Cx, file: Expr, target: Setter, loc: Loc): void {
  const num = fileNumber(cx, file);
  cx.em.emit((s) => {
    const n = num(s);
    const device = deviceAt(s, n);
    target.set(s, device ? deviceReadLine(s, device) : fileTable(s).readLine(n));
  }, loc);
}

const OLD_MODES: Record<string, FileMode> = { I: 'INPUT', O: 'OUTPUT', A: 'APPEND', R: 'RANDOM', B: 'BINARY' };

function open(cx: Cx, st: OpenStmt): void {
  const name = stringOf(compileExpr(cx, st.file));
  const num = fileNumber(cx, st.num);
  const len = st.len ? toNumType(compileExpr(cx, st.len), 'LONG') : undefined;
  const modeString = st.modeExpr ? stringOf(compileExpr(cx, st.modeExpr)) : undefined;
  cx.em.emit((s) => {
    let mode = st.mode;
    if (modeString) {
      const m = OLD_MODES[modeString(s).trim().toUpperCase()[0] ?? ''];
      if (!m) throw new QBasicError(54);
      mode = m;
    }
    const file = name(s).trim();
    const device = deviceOf(file);
    const n = num(s);
    const recLen = len ? len(s) : undefined;
    if (device) openDevice(s, n, device);
    else fileTable(s).open(n, file, mode, recLen);
    if (mode === 'RANDOM') noteRecordLength(s, n, recLen);
  }, st.loc);
}

/** Bytes GET/PUT move for a variable: its memory image (a STRING in RANDOM files has a 2-byte length). */
function recordIO(elem: ElemDesc): { size: (v: any) => number } {
  return { size: (v) => (elem.kind === 'STRING' ? (v as string).length : elemSize(elem)) };
}

function toByteString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += String.fromCharCode(bytes[i]);
  return out;
}

function fromByteString(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 255;
  return out;
}

function fileGet(cx: Cx, st: FileGetStmt): void {
  const num = fileNumber(cx, st.num);
  const rec = st.record ? toNumType(compileExpr(cx, st.record), 'LONG') : () => undefined;
  if (!st.target) {
    cx.em.emit((s) => getRecord(s, num(s), rec(s)), st.loc);
    return;
  }
  const lv = compileLValue(cx, st.target);
  const io = recordIO(lv.elem);
  cx.em.emit((s) => {
    const table = fileTable(s);
    const n = num(s);
    const isRandom = table.mode(n) === 'RANDOM';
    if (lv.elem.kind === 'STRING' && isRandom) {
      const head = fromByteString(table.getBytes(n, rec(s), 2));
      const length = head[0] | (head[1] << 8);
      lv.set(s, table.getBytes(n, undefined, length));
      return;
    }
    const bytes = fromByteString(table.getBytes(n, rec(s), io.size(lv.get(s))));
    lv.set(s, valueFromBytes(lv.elem, bytes, 0, bytes.length));
  }, st.loc);
}

function filePut(cx: Cx, st: FilePutStmt): void {
  const num = fileNumber(cx, st.num);
  const rec = st.record ? toNumType(compileExpr(cx, st.record), 'LONG') : () => undefined;
  if (!st.source) {
    cx.em.emit((s) => putRecord(s, num(s), rec(s)), st.loc);
    return;
  }
  const src = st.source;
  const lv = src.kind === 'name' || src.kind === 'index' || src.kind === 'member' ? compileLValue(cx, src) : undefined;
  const value = lv ? { t: lv.type, f: lv.get, elem: lv.elem } : (() => {
    const c = compileExpr(cx, src);
    if (typeof c.t !== 'string') fail(13, src.loc);
    return { t: c.t, f: c.f, elem: { kind: c.t } as ElemDesc };
  })();
  const io = recordIO(value.elem);
  cx.em.emit((s) => {
    const table = fileTable(s);
    const n = num(s);
    const v = value.f(s);
    const bytes = new Uint8Array(io.size(v));
    valueToBytes(value.elem, v, bytes, 0);
    let data = toByteString(bytes);
    if (value.elem.kind === 'STRING' && table.mode(n) === 'RANDOM') {
      data = String.fromCharCode(data.length & 255, (data.length >> 8) & 255) + data;
    }
    table.putBytes(n, rec(s), data);
  }, st.loc);
}

function pathStatement(cx: Cx, path: Expr, loc: Loc, op: 'mkdir' | 'rmdir' | 'chdir'): void {
  const p = stringOf(compileExpr(cx, path));
  cx.em.emit((s) => {
    const drive = fileTable(s).drive;
    if (!drive) throw new QBasicError(75);
    drive[op](p(s));
  }, loc);
}

function fieldStatement(cx: Cx, st: FieldStmt): void {
  const num = fileNumber(cx, st.num);
  const parts = st.fields.map((f) => {
    const width = toNumType(compileExpr(cx, f.width), 'INTEGER');
    const lv = compileLValue(cx, f.target);
    if (lv.elem.kind !== 'STRING') fail(13, f.target.loc);
    return { width, lv };
  });
  cx.em.emit((s) => {
    let offset = 0;
    const bindings: FieldBinding[] = parts.map(({ width, lv }) => {
      const w = width(s);
      if (w < 0 || w > 32767) throw new QBasicError(5);
      const b = { offset, width: w, get: lv.get, set: lv.set };
      offset += w;
      return b;
    });
    field(s, num(s), bindings);
  }, st.loc);
}

export const FILE_STATEMENTS: StmtTable = {
  field: fieldStatement,
  open,
  close: (cx, st) => {
    const nums = st.nums.map((e) => fileNumber(cx, e));
    cx.em.emit((s) => {
      const table = fileTable(s);
      if (nums.length === 0) {
        table.closeAll();
        closeDevice(s);
      }
      for (const n of nums) {
        const k = n(s);
        if (deviceAt(s, k)) closeDevice(s, k);
        else table.close(k);
      }
    }, st.loc);
  },
  reset: (cx, st) => { cx.em.emit((s) => { fileTable(s).closeAll(); closeDevice(s); }, st.loc); },
  fileGet,
  filePut,
  seek: (cx, st) => {
    const num = fileNumber(cx, st.num);
    const pos = toNumType(compileExpr(cx, st.pos), 'LONG');
    cx.em.emit((s) => fileTable(s).seek(num(s), pos(s)), st.loc);
  },
  kill: (cx, st) => {
    const name = stringOf(compileExpr(cx, st.file));
    cx.em.emit((s) => fileTable(s).kill(name(s)), st.loc);
  },
  name: (cx, st) => {
    const from = stringOf(compileExpr(cx, st.from));
    const to = stringOf(compileExpr(cx, st.to));
    cx.em.emit((s) => fileTable(s).rename(from(s), to(s)), st.loc);
  },
  bsave: (cx, st) => {
    const name = stringOf(compileExpr(cx, st.file));
    const offset = toNumType(compileExpr(cx, st.offset), 'LONG');
    const length = toNumType(compileExpr(cx, st.length), 'LONG');
    cx.em.emit((s) => fileTable(s).writeWhole(name(s), bsaveImage(s, offset(s), length(s))), st.loc);
  },
  bload: (cx, st) => {
    const name = stringOf(compileExpr(cx, st.file));
    const offset = st.offset ? toNumType(compileExpr(cx, st.offset), 'LONG') : undefined;
    cx.em.emit((s) => bloadImage(s, fileTable(s).readWhole(name(s)), offset?.(s)), st.loc);
  },
  files: (cx, st) => {
    const pattern = st.pattern ? stringOf(compileExpr(cx, st.pattern)) : () => '*.*';
    cx.em.emit((s) => {
      const names = fileTable(s).files(pattern(s));
      for (const n of names) putText(s, n.padEnd(18).slice(0, 18));
      putText(s, '\r' + ' 1048576 Bytes free\r');
    }, st.loc);
  },
  mkdir: (cx, st) => pathStatement(cx, st.path, st.loc, 'mkdir'),
  rmdir: (cx, st) => pathStatement(cx, st.path, st.loc, 'rmdir'),
  chdir: (cx, st) => pathStatement(cx, st.path, st.loc, 'chdir'),
};
