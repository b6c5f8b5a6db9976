// DRAW: the graphics macro language. The pen moves in view pixels; scale and angle persist between
// DRAW statements and reset with SCREEN. Steps follow GW-BASIC as PC-BASIC reproduces it: a step of
// n units moves trunc(n * scale / 4) pixels, then A1/A3 rotate with the 4:3 aspect correction.
// The macro is scanned by char code with one reusable cursor: nothing is allocated per command.
import { GraphicsError, type DrawResolver, type GraphicsDevice } from './device.js';
import type { Screen } from './screen.js';
import { fixedScale, roundEven } from './coords.js';
import { clampAttribute, drawLine, requireGraphics } from './ops.js';
import { floodFill, solidTile } from './paint.js';

function illegal(): never {
  throw new GraphicsError(5);
}

/** What a traced DRAW reports (the DRAW inspector); an untraced DRAW pays one test per command for it. */
export interface DrawTrace {
  /** a pixel (x, y on the page) that the running command set to `attr`; `painted` when a P command set it */
  pixel(x: number, y: number, attr: number, painted: boolean): void;
  /** a command of the string ran, from offset `start` to `end` (B and N prefixes included); the pen is at (x, y) */
  command(start: number, end: number, x: number, y: number): void;
}

/** Where a traced DRAW failed: the QBasic error code and the offsets of the command it failed in. */
export interface DrawFailure {
  code: number;
  start: number;
  end: number;
}

/** The state a DRAW starts from: the pen (page pixels), its colour, scale and angle (degrees). */
export interface DrawStart {
  x: number;
  y: number;
  color: number;
  scale: number;
  angle: number;
}

const MAX_NESTING = 64;
const END = -1;
const NO_FALLBACK = Number.NaN;
const [SPACE, TAB, PLUS, MINUS, COMMA, SEMI, EQUALS, DIGIT0, DIGIT9] = [32, 9, 43, 45, 44, 59, 61, 48, 57];
const code = (c: string): number => c.charCodeAt(0);
const [CMD_A, CMD_B, CMD_C, CMD_M, CMD_N, CMD_P, CMD_S, CMD_T, CMD_X] = [...'ABCMNPSTX'].map(code);

/** The unit step of each move command (U D L R E F G H), indexed by its upper-case char code. */
const MOVE_DX = new Int8Array(128);
const MOVE_DY = new Int8Array(128);
const IS_MOVE = new Uint8Array(128);
for (const [c, dx, dy] of [['U', 0, -1], ['D', 0, 1], ['L', -1, 0], ['R', 1, 0], ['E', 1, -1], ['F', 1, 1],
  ['G', -1, 1], ['H', -1, -1]] as const) {
  MOVE_DX[code(c)] = dx;
  MOVE_DY[code(c)] = dy;
  IS_MOVE[code(c)] = 1;
}

function inRange(v: number, lo: number, hi: number): number {
  if (!(v >= lo && v <= hi)) illegal();
  return v;
}

/** A cursor over one DRAW string: characters, blanks, numbers (literal or `=` + VARPTR$). */
class MacroCursor {
  text = '';
  pos = 0;
  resolver: DrawResolver | undefined = undefined;

  /** The char code at the cursor after blanks (spaces, tabs), or END. */
  skipBlanks(): number {
    const text = this.text;
    let pos = this.pos;
    let c = END;
    while (pos < text.length && ((c = text.charCodeAt(pos)) === SPACE || c === TAB)) pos++;
    this.pos = pos;
    return pos < text.length ? c : END;
  }

  /** The next command character, upper-cased (only ASCII letters change case), or END. */
  next(): number {
    const c = this.skipBlanks();
    if (c === END) return END;
    this.pos++;
    return c >= 97 && c <= 122 ? c - 32 : c;
  }

  /** The 3-byte VARPTR$ string after `=` or `X`. */
  pointer(): string {
    if (!this.resolver || this.pos + 3 > this.text.length) illegal();
    const ptr = this.text.slice(this.pos, this.pos + 3);
    this.pos += 3;
    return ptr;
  }

  /** A signed number; `fallback` applies when none is written and no sign was given. */
  number(fallback = NO_FALLBACK): number {
    let c = this.skipBlanks();
    let sign = 1;
    if (c === PLUS || c === MINUS) {
      sign = c === MINUS ? -1 : 1;
      this.pos++;
      c = this.skipBlanks();
      fallback = NO_FALLBACK;
    }
    if (c === EQUALS) {
      this.pos++;
      return sign * roundEven(this.resolver ? this.resolver.number(this.pointer()) : illegal());
    }
    if (c >= DIGIT0 && c <= DIGIT9) {
      let value = 0;
      // blanks may sit between digits: "R1 2" is R12 (GW-BASIC skips blanks in numbers)
      while ((c = this.skipBlanks()) >= DIGIT0 && c <= DIGIT9) {
        value = value * 10 + (c - DIGIT0);
        if (value > 1e9) illegal();
        this.pos++;
      }
      this.semicolon();
      return sign * value;
    }
    if (Number.isNaN(fallback)) illegal();
    this.semicolon();
    return fallback;
  }

  // A written number (or an empty one where the command allows it) takes one ';' after it with it; any other
  // ';' is an Illegal function call in QBasic 1.1: at the start, after another ';', after B or N, and after
  // a VARPTR$ argument ("X" + VARPTR$(a$) + ";", "R=" + VARPTR$(n%) + ";": oracle)
  private semicolon(): void {
    if (this.skipBlanks() === SEMI) this.pos++;
  }
}

export class DrawMachine {
  scale = 4;
  /** degrees */
  angle = 0;
  /** the pen in view pixels, kept apart from the last point only while a WINDOW is active */
  private penX = 0;
  private penY = 0;
  private penVersion = -1;
  private readonly r = new MacroCursor();
  /** the step `transform` last produced */
  private turnedX = 0;
  private turnedY = 0;
  private trace: DrawTrace | undefined = undefined;
  /** the offset where the traced command now running starts */
  private traceStart = 0;

  constructor(private readonly s: Screen) {}

  reset(): void {
    this.scale = 4;
    this.angle = 0;
    this.penVersion = -1;
  }

  /** Runs `commands` reporting each command and pixel to `trace`; returns where it failed, if it did. */
  runTraced(commands: string, trace: DrawTrace, resolver?: DrawResolver): DrawFailure | undefined {
    this.trace = trace;
    this.traceStart = 0;
    try {
      this.run(commands, resolver);
      return undefined;
    } catch (e) {
      if (!(e instanceof GraphicsError)) throw e;
      return { code: e.code, start: this.traceStart, end: Math.max(this.r.pos, this.traceStart + 1) };
    } finally {
      this.trace = undefined;
    }
  }

  /** The state the next DRAW starts from. */
  start(): DrawStart {
    this.syncPen();
    const c = this.s.coords;
    return { x: c.absX(this.penX), y: c.absY(this.penY), color: this.s.lastAttr, scale: this.scale, angle: this.angle };
  }

  private syncPen(): void {
    const c = this.s.coords;
    if (this.penVersion !== c.version) {
      this.penX = c.physicalX(c.lastX);
      this.penY = c.physicalY(c.lastY);
      this.penVersion = c.version;
    }
  }

  run(commands: string, resolver?: DrawResolver): void {
    requireGraphics(this.s);
    const c = this.s.coords;
    this.syncPen();
    const r = this.r;
    r.text = commands;
    r.pos = 0;
    r.resolver = resolver;
    try {
      this.execute(0);
    } finally {
      r.text = '';
      r.resolver = undefined;
      if (!c.windowActive) c.setLast(this.penX, this.penY);
      this.penVersion = c.version;
    }
  }

  private execute(depth: number): void {
    if (depth > MAX_NESTING) throw new GraphicsError(7);
    const r = this.r;
    const trace = depth === 0 ? this.trace : undefined;
    let plot = true;
    let back = false;
    for (let cmd = r.next(); cmd !== END; cmd = r.next()) {
      if (trace !== undefined && plot && !back) this.traceStart = r.pos - 1;
      if (cmd < 128 && IS_MOVE[cmd] === 1) {
        const n = inRange(r.number(1), -99999, 99999);
        this.step(MOVE_DX[cmd] * n, MOVE_DY[cmd] * n, plot, back);
        plot = true;
        back = false;
      } else if (cmd === CMD_M) {
        this.move(plot, back);
        plot = true;
        back = false;
      } else if (cmd === CMD_B) plot = false;
      else if (cmd === CMD_N) back = true;
      else this.setting(cmd, depth);
      if (trace !== undefined && plot && !back) {
        const c = this.s.coords;
        trace.command(this.traceStart, r.pos, c.absX(this.penX), c.absY(this.penY));
      }
    }
  }

  /** The commands that change state rather than move: C S A TA P X. */
  private setting(cmd: number, depth: number): void {
    const r = this.r;
    switch (cmd) {
      case CMD_C: this.s.lastAttr = this.attr(r.number()); break;
      case CMD_S: this.scale = inRange(r.number(), 1, 255); break;
      case CMD_A: this.angle = 90 * inRange(r.number(), 0, 3); break;
      case CMD_T:
        if (r.next() !== CMD_A) illegal();
        this.angle = inRange(r.number(0), -360, 360);
        break;
      case CMD_P: this.paint(); break;
      case CMD_X: this.include(depth); break;
      default: illegal();
    }
  }

  /** X + VARPTR$: runs another string's commands, then carries on here. */
  private include(depth: number): void {
    const r = this.r;
    const sub = r.resolver ? r.resolver.string(r.pointer()) : illegal();
    const text = r.text;
    const pos = r.pos;
    r.text = sub;
    r.pos = 0;
    this.execute(depth + 1);
    r.text = text;
    r.pos = pos;
  }

  private attr(n: number): number {
    if (n < 0) illegal();
    if (n > 32767) throw new GraphicsError(6);
    return clampAttribute(n & 255, this.s.spec.colors); // C300 is 44 in SCREEN 13, 15 in SCREEN 12 (oracle)
  }

  /** M x,y (absolute screen pixels) or M +x,y / M -x,y (a relative step, scaled and rotated). */
  private move(plot: boolean, back: boolean): void {
    const r = this.r;
    const first = r.skipBlanks();
    const relative = first === PLUS || first === MINUS;
    const x = inRange(r.number(), -32768, 32767);
    if (r.next() !== COMMA) illegal();
    const y = inRange(r.number(), -32768, 32767);
    if (relative) return this.step(x, y, plot, back);
    // QBasic 1.1 takes M x,y as a point of the screen, not of the VIEW (oracle: under VIEW (100,50)-(220,150)
    // "BM150,100 R10" draws from (150,100), and POINT(0) is then 60)
    const c = this.s.coords;
    const vx = x - c.absX(0);
    const vy = y - c.absY(0);
    if (plot) this.line(this.penX, this.penY, vx, vy);
    if (!back) {
      this.penX = vx;
      this.penY = vy;
    }
  }

  private step(dx: number, dy: number, plot: boolean, back: boolean): void {
    this.transform(Math.trunc((this.scale * dx) / 4), Math.trunc((this.scale * dy) / 4));
    const nx = this.penX + this.turnedX;
    const ny = this.penY + this.turnedY;
    if (plot) this.line(this.penX, this.penY, nx, ny);
    if (!back) {
      this.penX = nx;
      this.penY = ny;
    }
  }

  /** Rotates a step by the angle; quarter turns correct for the 4:3 screen (GW-BASIC manual, DRAW A). */
  private transform(x: number, y: number): void {
    if (this.angle === 0) return this.turned(x, y);
    const yfac = 1 / this.s.defaultAspect;
    switch (this.angle) {
      case 360: case -360: return this.turned(x, y);
      case 90: return this.turned(fixedScale(y, yfac), -fixedScale(x, 1 / yfac) || 0);
      case 180: return this.turned(-x || 0, -y || 0);
      case 270: return this.turned(-fixedScale(y, yfac) || 0, fixedScale(x, 1 / yfac));
      default: {
        const phi = (this.angle * Math.PI) / 180;
        const sin = Math.sin(phi);
        const cos = Math.cos(phi);
        return this.turned(roundEven(cos * x + sin * y * yfac), roundEven(cos * y - (sin * x) / yfac));
      }
    }
  }

  private turned(x: number, y: number): void {
    this.turnedX = x;
    this.turnedY = y;
  }

  private line(x0: number, y0: number, x1: number, y1: number): void {
    const c = this.s.coords;
    const [ax0, ay0, ax1, ay1] = [c.absX(x0), c.absY(y0), c.absX(x1), c.absY(y1)];
    if (this.trace) this.traceLine(this.trace, ax0, ay0, ax1, ay1);
    drawLine(this.s, ax0, ay0, ax1, ay1, this.s.lastAttr);
  }

  /** The pixels a line sets do not depend on what lies under it: draw it in two colours, see what changed. */
  private traceLine(trace: DrawTrace, x0: number, y0: number, x1: number, y1: number): void {
    const { pixels, width, height } = this.s.surface;
    const from = Math.max(0, Math.min(y0, y1)) * width;
    const to = (Math.min(height - 1, Math.max(y0, y1)) + 1) * width;
    if (from >= to) return;
    const saved = pixels.slice(from, to);
    drawLine(this.s, x0, y0, x1, y1, 1);
    const first = pixels.slice(from, to);
    drawLine(this.s, x0, y0, x1, y1, 2);
    for (let i = from; i < to; i++) {
      if (pixels[i] !== first[i - from]) trace.pixel(i % width, Math.floor(i / width), this.s.lastAttr, false);
    }
    pixels.set(saved, from);
  }

  private paint(): void {
    const r = this.r;
    const fill = this.attr(inRange(r.number(), 0, 9999) & 255);
    if (r.next() !== COMMA) illegal();
    const border = this.attr(inRange(r.number(), 0, 9999) & 255);
    const c = this.s.coords;
    const trace = this.trace;
    const surface = this.s.surface;
    // the flood's runs, painted whether or not their colour changed (a pixel already of the fill colour
    // inside a run is covered too); runs the fill never entered are not
    const covered = trace ? new Uint8Array(surface.pixels.length) : undefined;
    floodFill(surface, c.absX(this.penX), c.absY(this.penY), solidTile(fill), border, undefined,
      covered && ((row, left, right) => covered.fill(1, row * surface.width + left, row * surface.width + right + 1)));
    this.s.lastAttr = fill;
    if (trace && covered) {
      for (let i = 0; i < covered.length; i++) {
        if (covered[i]) trace.pixel(i % surface.width, Math.floor(i / surface.width), surface.pixels[i], true);
      }
    }
  }
}

/** Runs a DRAW string on a screen made by createScreen, reporting to `trace`; returns where it failed. */
export function traceDraw(device: GraphicsDevice, commands: string, trace: DrawTrace, resolver?: DrawResolver): DrawFailure | undefined {
  return (device as Screen).drawState.runTraced(commands, trace, resolver);
}

/** The pen, colour, scale and angle the next DRAW on a createScreen screen starts from. */
export function drawStart(device: GraphicsDevice): DrawStart {
  return (device as Screen).drawState.start();
}
