// Graphics statements: each evaluates its arguments and calls the GraphicsDevice (whose GraphicsError
// codes become positioned QBasic errors in the machine).
import type { Expr, GraphicsGetStmt, GraphicsPutStmt, LValue as LValueAst, Point } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { drawResolver } from '../machine/pointers.js';
import type { Eval, State } from '../machine/state.js';
import { mouseModeChanged } from '../machine/mouse.js';
import { cursorMoved } from '../machine/textout.js';
import type { QArray } from '../model/qarray.js';
import type { NumType } from '../model/types.js';
import type { Cx } from './context.js';
import { stringOf, toNumType } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { arrayObject } from './lvalue.js';
import { arrayVar, subscript } from './names.js';
import type { StmtTable } from './statements.js';
import { optionalArgs } from './stmt-print.js';

interface PointEval {
  x: Eval<number>;
  y: Eval<number>;
  step: boolean;
}

function point(cx: Cx, p: Point): PointEval {
  return { x: num(cx, p.x, 'SINGLE'), y: num(cx, p.y, 'SINGLE'), step: p.step };
}

const NO_COLOR: Eval<number | undefined> = () => undefined;

function num(cx: Cx, e: Expr, t: NumType): Eval<number> {
  return toNumType(compileExpr(cx, e), t);
}

function opt(cx: Cx, e: Expr | undefined, t: NumType): Eval<number | undefined> {
  if (!e) return () => undefined;
  return num(cx, e, t);
}

/** An array argument of GET/PUT: the array and the element index where the image starts. */
function imageArray(cx: Cx, target: LValueAst): { arr: Eval<QArray>; subs: Eval<number>[] } {
  if (target.kind === 'member') fail(13, target.loc);
  const dims = target.kind === 'index' ? target.args.length : 0;
  const v = arrayVar(cx, target.name, target.suffix, dims, target.loc);
  if (v.elem.kind === 'STRING' || v.elem.kind === 'FIXED' || v.elem.kind === 'RECORD') fail(13, target.loc);
  const subs = target.kind === 'index' ? target.args.map((a) => subscript(cx, a)) : [];
  return { arr: arrayObject(v), subs };
}

/** The bytes of a numeric array from element `subs` on (the memory GET and PUT use). */
function arrayBytes(s: State, arr: QArray, subs: Eval<number>[]): Uint8Array {
  const data = arr.data;
  if (!data || Array.isArray(data)) throw new QBasicError(5);
  const start = subs.length ? arr.offset(subs.map((f) => f(s))) : 0;
  const size = data.BYTES_PER_ELEMENT;
  return new Uint8Array(data.buffer, data.byteOffset + start * size, (data.length - start) * size);
}

function graphicsGet(cx: Cx, st: GraphicsGetStmt): void {
  const a = point(cx, st.from);
  const b = point(cx, st.to);
  const { arr, subs } = imageArray(cx, st.target);
  cx.em.emit((s) => {
    const bytes = s.screen.getImage(a.x(s), a.y(s), a.step, b.x(s), b.y(s), b.step);
    const dest = arrayBytes(s, arr(s), subs);
    if (bytes.length > dest.length) throw new QBasicError(5);
    dest.set(bytes);
  }, st.loc);
}

function graphicsPut(cx: Cx, st: GraphicsPutStmt): void {
  const at = point(cx, st.at);
  const { arr, subs } = imageArray(cx, st.source);
  const action = st.action ?? 'XOR';
  cx.em.emit((s) => {
    s.screen.putImage(at.x(s), at.y(s), at.step, arrayBytes(s, arr(s), subs), action);
  }, st.loc);
}

export const GRAPHICS_STATEMENTS: StmtTable = {
  screen: (cx, st) => {
    const args = optionalArgs(cx, st.args);
    cx.em.emit((s) => {
      const v = args.map((a) => (a ? a(s) : undefined));
      const mode = s.screen.mode;
      s.screen.setMode(v[0] ?? mode, v[1], v[2], v[3]);
      if (s.screen.mode !== mode) mouseModeChanged(s);
      cursorMoved(s);
    }, st.loc);
  },
  pcopy: (cx, st) => {
    const from = num(cx, st.from, 'INTEGER');
    const to = num(cx, st.to, 'INTEGER');
    cx.em.emit((s) => s.screen.copyPage(from(s), to(s)), st.loc);
  },
  pset: (cx, st) => {
    // the arguments' own closures, not arg's test of every Read shape: a variable's read is a small closure
    // the engine always inlines, and arg's bytecode (three times) is counted against the inlining budget of
    // the loop around PSET (pixels: the loop then inlined neither PSET nor its colour expression)
    const x = num(cx, st.at.x, 'SINGLE');
    const y = num(cx, st.at.y, 'SINGLE');
    const c = st.color ? num(cx, st.color, 'LONG') : NO_COLOR;
    const step = st.at.step;
    cx.em.emit((s) => s.screen.pset(x(s), y(s), c(s), step), st.loc);
  },
  preset: (cx, st) => {
    const p = point(cx, st.at);
    const c = opt(cx, st.color, 'LONG');
    cx.em.emit((s) => s.screen.preset(p.x(s), p.y(s), c(s), p.step), st.loc);
  },
  line: (cx, st) => {
    const from = st.from ? point(cx, st.from) : undefined;
    const to = point(cx, st.to);
    const c = opt(cx, st.color, 'LONG');
    const style = opt(cx, st.style, 'LONG');
    const box = st.box;
    cx.em.emit((s) => {
      const f = from ? { x: from.x(s), y: from.y(s), step: from.step } : undefined;
      s.screen.line(f, { x: to.x(s), y: to.y(s), step: to.step }, c(s), box, style(s));
    }, st.loc);
  },
  circle: (cx, st) => {
    const p = point(cx, st.center);
    const r = num(cx, st.radius, 'DOUBLE');
    const c = opt(cx, st.color, 'LONG');
    const start = opt(cx, st.start, 'DOUBLE');
    const end = opt(cx, st.end, 'DOUBLE');
    const aspect = opt(cx, st.aspect, 'DOUBLE');
    cx.em.emit((s) => s.screen.circle(p.x(s), p.y(s), p.step, r(s), c(s), start(s), end(s), aspect(s)), st.loc);
  },
  paint: (cx, st) => {
    const p = point(cx, st.at);
    const paint = st.paint ? compileExpr(cx, st.paint) : undefined;
    const fill: Eval<number | string | undefined> = !paint ? () => undefined
      : paint.t === 'STRING' ? paint.f : toNumType(paint, 'LONG');
    const border = opt(cx, st.border, 'LONG');
    const background = st.background ? stringOf(compileExpr(cx, st.background)) : () => undefined;
    cx.em.emit((s) => s.screen.paint(p.x(s), p.y(s), p.step, fill(s), border(s), background(s)), st.loc);
  },
  draw: (cx, st) => {
    const commands = stringOf(compileExpr(cx, st.expr));
    cx.em.emit((s) => s.screen.draw(commands(s), drawResolver(s)), st.loc);
  },
  palette: (cx, st) => {
    if (st.using) {
      const { arr, subs } = imageArray(cx, st.using);
      cx.em.emit((s) => {
        const a = arr(s);
        const start = subs.length ? a.offset(subs.map((f) => f(s))) : 0;
        s.screen.paletteUsing((a.data as ArrayLike<number> & { subarray(i: number): ArrayLike<number> }).subarray(start));
      }, st.loc);
      return;
    }
    const attr = opt(cx, st.attr, 'LONG');
    const color = opt(cx, st.color, 'LONG');
    cx.em.emit((s) => s.screen.palette(attr(s), color(s)), st.loc);
  },
  view: (cx, st) => {
    const from = st.from ? point(cx, st.from) : undefined;
    const to = st.to ? point(cx, st.to) : undefined;
    const fill = opt(cx, st.fill, 'LONG');
    const border = opt(cx, st.border, 'LONG');
    cx.em.emit((s) => s.screen.view(st.screen, from?.x(s), from?.y(s), to?.x(s), to?.y(s), fill(s), border(s)), st.loc);
  },
  window: (cx, st) => {
    const from = st.from ? point(cx, st.from) : undefined;
    const to = st.to ? point(cx, st.to) : undefined;
    cx.em.emit((s) => s.screen.window(st.screen, from?.x(s), from?.y(s), to?.x(s), to?.y(s)), st.loc);
  },
  graphicsGet,
  graphicsPut,
};
