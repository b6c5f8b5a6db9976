// PRINT, PRINT USING, WRITE and the text-screen statements (CLS, LOCATE, COLOR, WIDTH, VIEW PRINT, BEEP).
import type { Expr, Loc, PrintStmt, WriteStmt } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { printerColumn, printerWrite } from '../machine/devices.js';
import type { Eval, Instr, State } from '../machine/state.js';
import { currentColumn, cursorMoved, newLine, plain, putText } from '../machine/textout.js';
import { isNum, type NumType } from '../model/types.js';
import { printNumber, writeNumber } from '../values/format.js';
import { formatUsing } from '../values/printUsing.js';
import type { Cx } from './context.js';
import { stringOf, toNumType, type CExpr } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { filePrinter } from './stmt-files.js';
import type { StmtTable } from './statements.js';

/** Where PRINT / WRITE output goes: the screen (with its cursor) or an open file. */
export interface TextSink {
  put(s: State, text: string): void;
  newline(s: State): void;
  column(s: State): number;
  width(s: State): number;
}

export const SCREEN_SINK: TextSink = {
  put: putText,
  newline: newLine,
  column: currentColumn,
  width: (s) => s.screen.textCols,
};

const ZONE = 14;

/** A number or string as PRINT writes it (numbers: sign column, digits, one trailing space). */
function printable(e: CExpr): Eval<string> {
  if (e.t === 'STRING') return e.f;
  if (!isNum(e.t)) fail(13, e.loc);
  const f = e.f;
  const t = e.t as NumType;
  return (s) => printNumber(f(s), t);
}

/** Put one item: an item that does not fit on the rest of the line starts a new one (PC-BASIC oracle). */
function putItem(sink: TextSink, s: State, text: string): void {
  const col = sink.column(s);
  const width = sink.width(s);
  if (col > 1 && col + text.length - 1 > width && text.length <= width) sink.newline(s);
  sink.put(s, text);
}

/** putItem then putText for the screen, reading the column and width once; a number's text is known to be
 *  printable characters only (`plainText`), a string's is looked at. */
function putScreenItem(s: State, text: string, plainText: boolean): void {
  const width = s.screen.textCols;
  let col = s.textPending ? width + 1 : s.screen.cursorCol;
  const n = text.length;
  if (col > 1 && col + n - 1 > width && n <= width) {
    newLine(s);
    col = 1;
  }
  if (col + n - 1 > width || n === 0 || !(plainText || plain(text))) return putText(s, text);
  s.textPending = col + n > width;
  s.screen.print(text);
  s.host.writeText(text);
}

/** Comma: move to the start of the next 14-column print zone, or to a new line past the last one. */
function nextZone(sink: TextSink, s: State): void {
  const col = sink.column(s);
  const width = sink.width(s);
  const target = Math.floor((col - 1) / ZONE + 1) * ZONE + 1;
  if (target + ZONE - 1 > width && width >= ZONE) {
    sink.newline(s);
    return;
  }
  sink.put(s, ' '.repeat(target - col));
}

/** TAB(n): to column n (next line first if already past it); SPC(n): n spaces. */
function tabTo(sink: TextSink, s: State, n: number): void {
  const width = sink.width(s);
  let target = n > width ? ((n - 1) % width) + 1 : n;
  if (target < 1) target = 1;
  const col = sink.column(s);
  if (col > target) {
    sink.newline(s);
    sink.put(s, ' '.repeat(target - 1));
  } else {
    sink.put(s, ' '.repeat(target - col));
  }
}

function spaces(sink: TextSink, s: State, n: number): void {
  const width = sink.width(s);
  const count = n < 0 ? 0 : n > width ? n % width : n;
  sink.put(s, ' '.repeat(count));
}

type ItemRunner = (s: State, sink: TextSink) => void;

function compileItem(cx: Cx, e: Expr, screen: boolean): ItemRunner {
  if (e.kind === 'builtin' && (e.name === 'TAB' || e.name === 'SPC')) {
    if (e.args.length !== 1) fail(37, e.loc);
    const n = toNumType(compileExpr(cx, e.args[0]), 'INTEGER');
    return e.name === 'TAB' ? (s, sink) => tabTo(sink, s, n(s)) : (s, sink) => spaces(sink, s, n(s));
  }
  const c = compileExpr(cx, e);
  const text = printable(c);
  if (!screen) return (s, sink) => putItem(sink, s, text(s));
  const numeric = c.t !== 'STRING';
  return (s) => putScreenItem(s, text(s), numeric);
}

/** The runners for PRINT's items and separators, and whether a newline ends it. */
function printItems(cx: Cx, st: Pick<PrintStmt, 'items'>, screen: boolean): { runners: ItemRunner[]; newline: boolean } {
  const runners: ItemRunner[] = [];
  for (const item of st.items) {
    if (item.kind === 'sep') {
      if (item.sep === ',') runners.push((s, sink) => nextZone(sink, s));
    } else {
      runners.push(compileItem(cx, item.expr, screen));
    }
  }
  const last = st.items.at(-1);
  return { runners, newline: !(last && last.kind === 'sep') };
}

function printUsing(cx: Cx, st: PrintStmt): { runners: ItemRunner[]; newline: boolean } {
  const format = stringOf(compileExpr(cx, st.using!));
  const values: Eval[] = [];
  const types: ('STRING' | NumType)[] = [];
  for (const item of st.items) {
    if (item.kind !== 'expr') continue;
    const c = compileExpr(cx, item.expr);
    if (typeof c.t !== 'string') fail(13, c.loc);
    values.push(c.f);
    types.push(c.t);
  }
  const last = st.items.at(-1);
  const runner: ItemRunner = (s, sink) => {
    let text: string;
    try {
      text = formatUsing(format(s), values.map((v) => v(s)), types);
    } catch (e) {
      // what QBasic printed before the bad field still appears
      const partial = (e as { partial?: unknown }).partial;
      if (typeof partial === 'string') sink.put(s, partial);
      throw e;
    }
    sink.put(s, text);
  };
  return { runners: [runner], newline: !(last && last.kind === 'sep') };
}

function compilePrint(cx: Cx, st: PrintStmt): void {
  const screen = !st.file && !st.printer;
  const { runners, newline } = st.using ? printUsing(cx, st) : printItems(cx, st, screen);
  if (st.lead) runners.unshift(...printItems(cx, { items: st.lead }, screen).runners);
  if (st.printer) {
    // LPRINT: to the printer file LPT1.TXT on the drive (machine/devices.ts)
    cx.em.emit(printInstr(runners, newline, () => PRINTER_SINK), st.loc);
    return;
  }
  const sink = st.file ? filePrinter(cx, st.file) : () => SCREEN_SINK;
  cx.em.emit(printInstr(runners, newline, sink), st.loc);
}

/** LPRINT's printer, 80 columns wide. */
const PRINTER_SINK: TextSink = {
  put: (s, text) => printerWrite(s, 'LPT1', text),
  newline: (s) => printerWrite(s, 'LPT1', '\r'),
  column: (s) => printerColumn(s, 'LPT1'),
  width: () => 80,
};

function printInstr(runners: ItemRunner[], newline: boolean, sinkOf: (s: State) => TextSink): Instr {
  return (s) => {
    const sink = sinkOf(s);
    for (let i = 0; i < runners.length; i++) runners[i](s, sink);
    if (newline) sink.newline(s);
  };
}

function compileWrite(cx: Cx, st: WriteStmt): void {
  const parts = st.items.map((e) => {
    const c = compileExpr(cx, e);
    if (c.t === 'STRING') {
      const f = c.f;
      return (s: State) => '"' + f(s) + '"';
    }
    if (!isNum(c.t)) fail(13, c.loc);
    const f = c.f;
    const t = c.t as NumType;
    return (s: State) => writeNumber(f(s), t);
  });
  const sinkOf = st.file ? filePrinter(cx, st.file) : () => SCREEN_SINK;
  cx.em.emit((s) => {
    const sink = sinkOf(s);
    sink.put(s, parts.map((p) => p(s)).join(','));
    sink.newline(s);
  }, st.loc);
}

/** Optional integer arguments (undefined where omitted). */
export function optionalArgs(cx: Cx, args: (Expr | undefined)[], type: NumType = 'INTEGER'): (Eval<number> | undefined)[] {
  return args.map((a) => (a ? toNumType(compileExpr(cx, a), type) : undefined));
}

type Arg = number | undefined;

/** A screen statement with up to five optional integer arguments, evaluated left to right and passed as
 *  they are (undefined where omitted); `movesCursor` ones cancel a pending line wrap. */
function screenCall(loc: Loc, cx: Cx, args: (Expr | undefined)[],
  call: (s: State, a: Arg, b: Arg, c: Arg, d: Arg, e: Arg) => void, movesCursor = true): void {
  const compiled = optionalArgs(cx, args);
  const [a, b, c, d, e] = compiled;
  const extra = compiled.slice(5); // evaluated (for their side effects and errors), not passed
  cx.em.emit((s) => {
    const va = a && a(s), vb = b && b(s), vc = c && c(s), vd = d && d(s), ve = e && e(s);
    for (let i = 0; i < extra.length; i++) extra[i]?.(s);
    call(s, va, vb, vc, vd, ve);
    if (movesCursor) cursorMoved(s);
  }, loc);
}

export const PRINT_STATEMENTS: StmtTable = {
  print: compilePrint,
  write: compileWrite,
  cls: (cx, st) => screenCall(st.loc, cx, [st.arg], (s, k) => {
    if (k !== undefined && (k < 0 || k > 2)) throw new QBasicError(5);
    s.screen.cls(k);
  }),
  locate: (cx, st) => {
    if (st.args.length > 5) fail(37, st.loc);
    screenCall(st.loc, cx, st.args, (s, row, col, cursor, start, stop) => s.screen.locate(row, col, cursor, start, stop));
  },
  color: (cx, st) => screenCall(st.loc, cx, st.args, (s, a, b, c) => s.screen.color(a, b, c), false),
  width: (cx, st) => {
    if (st.file) {
      optionalArgs(cx, st.args);
      return;
    }
    screenCall(st.loc, cx, st.args, (s, cols, rows) => s.screen.setWidth(cols, rows));
  },
  viewPrint: (cx, st) => screenCall(st.loc, cx, [st.top, st.bottom], (s, top, bottom) => s.screen.viewPrint(top, bottom)),
  beep: (cx, st) => { cx.em.emit((s) => s.host.tone?.(800, 250), st.loc); },
};

