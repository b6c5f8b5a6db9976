// PSET, PRESET, POINT, LINE, VIEW, WINDOW and PMAP on a Screen.
import { GraphicsError } from './device.js';
import type { Screen } from './screen.js';
import { roundEven } from './coords.js';

function illegal(): never {
  throw new GraphicsError(5);
}

export function requireGraphics(s: Screen): void {
  if (s.isTextMode) illegal();
}

/** A colour argument as an attribute: 0..255, reduced to the mode's bits as the hardware does. */
/** A colour argument as QBasic 1.1 draws it (oracle): any INTEGER, its low byte, and a byte past the mode's
 *  last colour is that colour (PSET 300 in SCREEN 13 is 44, in SCREEN 12 15; PAINT 258 is 2). */
export function attributeOf(s: Screen, color: number): number {
  const c = roundEven(color);
  if (!(c >= -32768 && c <= 32767)) throw new GraphicsError(6);
  return clampAttribute(c & 255, s.spec.colors);
}

export function clampAttribute(byte: number, colors: number): number {
  return byte < colors ? byte : colors - 1;
}

export function plotPoint(s: Screen, x: number, y: number, color: number, step: boolean): void {
  requireGraphics(s);
  const c = s.coords;
  const lx = c.resolveX(x, step);
  const ly = c.resolveY(y, step);
  const px = c.physicalX(lx);
  const py = c.physicalY(ly);
  const attr = attributeOf(s, color);
  c.setLast(lx, ly);
  s.lastAttr = attr;
  s.surface.plot(c.absX(px), c.absY(py), attr);
}

export function readPoint(s: Screen, x: number, y: number): number {
  requireGraphics(s);
  const c = s.coords;
  const ax = c.absX(c.physicalX(x));
  const ay = c.absY(c.physicalY(y));
  return s.surface.inClip(ax, ay) ? s.surface.get(ax, ay) : -1;
}

/** POINT(n): 0/1 the pen's view pixel, 2/3 its WINDOW coordinates. */
export function lastPointInfo(s: Screen, n: number): number {
  requireGraphics(s);
  const c = s.coords;
  switch (roundEven(n)) {
    case 0: return c.physicalX(c.lastX);
    case 1: return c.physicalY(c.lastY);
    case 2: return c.lastX;
    case 3: return c.lastY;
    default: return illegal();
  }
}

interface Point { x: number; y: number; step: boolean }

export function drawLineStatement(
  s: Screen, from: Point | undefined, to: Point, color: number | undefined, box: '' | 'B' | 'BF',
  style: number | undefined,
): void {
  requireGraphics(s);
  const c = s.coords;
  const lx0 = from ? c.resolveX(from.x, from.step) : c.lastX;
  const ly0 = from ? c.resolveY(from.y, from.step) : c.lastY;
  const x0 = c.absX(c.physicalX(lx0));
  const y0 = c.absY(c.physicalY(ly0));
  c.setLast(lx0, ly0);
  const lx1 = c.resolveX(to.x, to.step);
  const ly1 = c.resolveY(to.y, to.step);
  const x1 = c.absX(c.physicalX(lx1));
  const y1 = c.absY(c.physicalY(ly1));
  const attr = attributeOf(s, color === undefined ? s.foreground : color);
  const pattern = style === undefined ? 0xffff : roundEven(style) & 0xffff;
  if (box === 'BF') s.surface.fillRect(x0, y0, x1, y1, attr);
  else if (box === 'B') drawBox(s, x0, y0, x1, y1, attr, pattern);
  else drawLine(s, x0, y0, x1, y1, attr, pattern);
  c.setLast(lx1, ly1);
  s.lastAttr = attr;
}

export function drawLine(s: Screen, x0: number, y0: number, x1: number, y1: number, attr: number, style = 0xffff): void {
  s.surface.line(x0, y0, x1, y1, attr, style);
}

/**
 * LINE ...,B as four lines in QBasic's order, one style run (measured against QBasic 1.1): the second
 * corner's row, the first corner's row (each drawn left to right), then the second and the first corner's
 * columns, each from the first corner's row to the second's.
 */
function drawBox(s: Screen, x0: number, y0: number, x1: number, y1: number, attr: number, style: number): void {
  let mask = s.surface.line(x0, y1, x1, y1, attr, style);
  mask = s.surface.line(x0, y0, x1, y0, attr, style, mask);
  mask = s.surface.line(x1, y0, x1, y1, attr, style, mask);
  s.surface.line(x0, y0, x0, y1, attr, style, mask);
}

export function viewStatement(
  s: Screen, screen: boolean, x1?: number, y1?: number, x2?: number, y2?: number, fill?: number, border?: number,
): void {
  requireGraphics(s);
  const c = s.coords;
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) {
    c.unsetView();
    s.syncClip();
    return;
  }
  const [ax, bx] = [roundEven(x1), roundEven(x2)];
  const [ay, by] = [roundEven(y1), roundEven(y2)];
  const inX = (v: number) => v >= 0 && v < s.width;
  const inY = (v: number) => v >= 0 && v < s.height;
  if (!inX(ax) || !inX(bx) || !inY(ay) || !inY(by) || ax === bx || ay === by) illegal();
  // an omitted fill or border draws nothing (QB45 help, VIEW; QB64-PE agrees; PC-BASIC paints both in 0)
  const fillAttr = fill === undefined ? undefined : attributeOf(s, fill);
  const borderAttr = border === undefined ? undefined : attributeOf(s, border);
  s.surface.unclip();
  if (fillAttr !== undefined) s.surface.fillRect(ax, ay, bx, by, (s.lastAttr = fillAttr));
  if (borderAttr !== undefined) {
    const [l, r, t, b] = [Math.min(ax, bx) - 1, Math.max(ax, bx) + 1, Math.min(ay, by) - 1, Math.max(ay, by) + 1];
    drawBox(s, l, t, r, b, (s.lastAttr = borderAttr), 0xffff);
  }
  c.setView(ax, ay, bx, by, screen);
  s.syncClip();
}

export function windowStatement(s: Screen, screen: boolean, x1?: number, y1?: number, x2?: number, y2?: number): void {
  requireGraphics(s);
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) s.coords.unsetWindow();
  else s.coords.setWindow(x1, y1, x2, y2, !screen);
}

/** PMAP(v, n): 0/1 logical to view pixels, 2/3 view pixels to logical. */
export function pmapFunction(s: Screen, v: number, n: number): number {
  requireGraphics(s);
  const c = s.coords;
  switch (roundEven(n)) {
    case 0: return c.physicalX(v);
    case 1: return c.physicalY(v);
    case 2: return c.logicalX(v);
    case 3: return c.logicalY(v);
    default: return illegal();
  }
}
