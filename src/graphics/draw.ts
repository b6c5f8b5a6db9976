// DRAW: the graphics macro language. The pen moves in view pixels; scale and angle persist between
// DRAW statements and reset with SCREEN. Steps follow GW-BASIC as PC-BASIC reproduces it: a step of
// n units moves trunc(n * scale / 4) pixels, then A1/A3 rotate with the 4:3 aspect correction.
import { GraphicsError, type DrawResolver } from './device.js';
import type { Screen } from './screen.js';
import { roundEven } from './coords.js';
import { drawLine, requireGraphics } from './ops.js';
import { floodFill, solidTile } from './paint.js';

function illegal(): never {
  throw new GraphicsError(5);
}

const MAX_NESTING = 64;
const MOVES: Record<string, [number, number]> = {
  U: [0, -1], D: [0, 1], L: [-1, 0], R: [1, 0], E: [1, -1], F: [1, 1], G: [-1, 1], H: [-1, -1],
};

/** Reads one DRAW string: characters, blanks, numbers (literal or `=` + VARPTR$). */
class MacroReader {
  pos = 0;
  constructor(readonly text: string, readonly resolver: DrawResolver | undefined) {}

  skipBlanks(): string {
    while (this.pos < this.text.length && (this.text[this.pos] === ' ' || this.text[this.pos] === '\t')) this.pos++;
    return this.pos < this.text.length ? this.text[this.pos] : '';
  }

  next(): string {
    const c = this.skipBlanks();
    if (c !== '') this.pos++;
    return c.toUpperCase();
  }

  /** The 3-byte VARPTR$ string after `=` or `X`. */
  pointer(): string {
    if (!this.resolver || this.pos + 3 > this.text.length) illegal();
    const ptr = this.text.slice(this.pos, this.pos + 3);
    this.pos += 3;
    return ptr;
  }

  /** A signed number; `fallback` applies when none is written and no sign was given. */
  number(fallback?: number): number {
    let c = this.skipBlanks();
    let sign = 1;
    if (c === '+' || c === '-') {
      sign = c === '-' ? -1 : 1;
      this.pos++;
      c = this.skipBlanks();
      fallback = undefined;
    }
    let value: number;
    if (c === '=') {
      this.pos++;
      value = roundEven(this.resolver ? this.resolver.number(this.pointer()) : illegal());
    } else if (c >= '0' && c <= '9') {
      value = 0;
      while ((c = this.skipBlanks()) >= '0' && c <= '9') {
        value = value * 10 + (c.charCodeAt(0) - 48);
        if (value > 1e9) illegal();
        this.pos++;
      }
    } else if (fallback !== undefined) {
      return fallback;
    } else {
      return illegal();
    }
    return sign * value;
  }

  /** `C;` and `A;` mean 0 (GW-BASIC/QBasic accept an empty argument before a semicolon). */
  numberOrEmpty(): number {
    return this.skipBlanks() === ';' ? 0 : this.number();
  }
}

function inRange(v: number, lo: number, hi: number): number {
  if (!(v >= lo && v <= hi)) illegal();
  return v;
}

export class DrawMachine {
  scale = 4;
  /** degrees */
  angle = 0;
  /** the pen in view pixels, kept apart from the last point only while a WINDOW is active */
  private penX = 0;
  private penY = 0;
  private penVersion = -1;

  constructor(private readonly s: Screen) {}

  reset(): void {
    this.scale = 4;
    this.angle = 0;
    this.penVersion = -1;
  }

  run(commands: string, resolver?: DrawResolver): void {
    requireGraphics(this.s);
    const c = this.s.coords;
    if (this.penVersion !== c.version) {
      this.penX = c.physicalX(c.lastX);
      this.penY = c.physicalY(c.lastY);
    }
    try {
      this.execute(new MacroReader(commands, resolver), 0);
    } finally {
      if (!c.windowActive) c.setLast(this.penX, this.penY);
      this.penVersion = c.version;
    }
  }

  private execute(r: MacroReader, depth: number): void {
    if (depth > MAX_NESTING) throw new GraphicsError(7);
    let plot = true;
    let back = false;
    for (let cmd = r.next(); cmd !== ''; cmd = r.next()) {
      if (cmd in MOVES) {
        const n = inRange(r.number(1), -99999, 99999);
        this.step(MOVES[cmd][0] * n, MOVES[cmd][1] * n, plot, back);
        plot = true;
        back = false;
        continue;
      }
      switch (cmd) {
        case ';': break;
        case 'B': plot = false; break;
        case 'N': back = true; break;
        case 'M': this.move(r, plot, back); plot = true; back = false; break;
        case 'C': this.s.lastAttr = this.attr(r.numberOrEmpty()); break;
        case 'S': this.scale = inRange(r.number(), 1, 255); break;
        case 'A': this.angle = 90 * inRange(r.numberOrEmpty(), 0, 3); break;
        case 'T':
          if (r.next() !== 'A') illegal();
          this.angle = inRange(r.numberOrEmpty(), -360, 360);
          break;
        case 'P': this.paint(r); break;
        case 'X': {
          const sub = r.resolver ? r.resolver.string(r.pointer()) : illegal();
          this.execute(new MacroReader(sub, r.resolver), depth + 1);
          break;
        }
        default: illegal();
      }
    }
  }

  private attr(n: number): number {
    if (n < 0 || n > 255) illegal();
    return n & (this.s.spec.colors - 1);
  }

  /** M x,y (absolute view pixels) or M +x,y / M -x,y (a relative step, scaled and rotated). */
  private move(r: MacroReader, plot: boolean, back: boolean): void {
    const first = r.skipBlanks();
    const relative = first === '+' || first === '-';
    const x = inRange(r.number(), -32768, 32767);
    if (r.next() !== ',') illegal();
    const y = inRange(r.number(), -32768, 32767);
    if (relative) return this.step(x, y, plot, back);
    if (plot) this.line(this.penX, this.penY, x, y);
    if (!back) {
      this.penX = x;
      this.penY = y;
    }
  }

  private step(dx: number, dy: number, plot: boolean, back: boolean): void {
    const [x, y] = this.transform(Math.trunc((this.scale * dx) / 4), Math.trunc((this.scale * dy) / 4));
    const nx = this.penX + x;
    const ny = this.penY + y;
    if (plot) this.line(this.penX, this.penY, nx, ny);
    if (!back) {
      this.penX = nx;
      this.penY = ny;
    }
  }

  /** Rotates a step by the angle; quarter turns correct for the 4:3 screen (GW-BASIC manual, DRAW A). */
  private transform(x: number, y: number): [number, number] {
    const yfac = 1 / this.s.defaultAspect;
    switch (this.angle) {
      case 0: case 360: case -360: return [x, y];
      case 90: return [Math.trunc(y * yfac), -Math.floor(x / yfac) || 0];
      case 180: return [-x || 0, -y || 0];
      case 270: return [-Math.trunc(y * yfac) || 0, Math.floor(x / yfac)];
      default: {
        const phi = (this.angle * Math.PI) / 180;
        const sin = Math.sin(phi);
        const cos = Math.cos(phi);
        return [roundEven(cos * x + sin * y * yfac), roundEven(cos * y - (sin * x) / yfac)];
      }
    }
  }

  private line(x0: number, y0: number, x1: number, y1: number): void {
    const c = this.s.coords;
    drawLine(this.s, c.absX(x0), c.absY(y0), c.absX(x1), c.absY(y1), this.s.lastAttr);
  }

  private paint(r: MacroReader): void {
    const fill = this.attr(inRange(r.number(), 0, 9999) & 255);
    if (r.next() !== ',') illegal();
    const border = this.attr(inRange(r.number(), 0, 9999) & 255);
    const c = this.s.coords;
    floodFill(this.s.surface, c.absX(this.penX), c.absY(this.penY), solidTile(fill), border);
    this.s.lastAttr = fill;
  }
}
