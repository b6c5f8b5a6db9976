// CIRCLE: circles, ellipses, arcs and pie slices, rasterised as GW-BASIC/QBasic do (midpoint algorithms;
// pixels checked against PC-BASIC, which reproduces GW-BASIC's output, in its SCREEN 7).
import { GraphicsError } from './device.js';
import type { Screen } from './screen.js';
import type { Surface } from './surface.js';
import { roundEven } from './coords.js';
import { attributeOf, drawLine, requireGraphics } from './ops.js';

const TWO_PI_SINGLE = 6.283186; // QBasic compares angles with 2*pi rounded to SINGLE
const K = 65536;

/** Where an angle falls on the outline: its octant and the running coordinate there. */
interface ArcEnd { octant: number; coord: number; line: boolean }

function arcEnd(angle: number, rx: number, ry: number): ArcEnd {
  const line = angle < 0;
  const a = Math.abs(angle);
  const octant = Math.min(7, Math.floor(a / (Math.PI / 4)));
  const yRunning = octant === 0 || octant === 3 || octant === 4 || octant === 7;
  const coord = Math.abs(roundEven(yRunning ? ry * Math.sin(a) : rx * Math.cos(a)));
  return { octant, coord, line };
}

/** An arc as an interval of ordering keys; wrapped when it passes through angle 0. */
class ArcFilter {
  constructor(readonly from: number, readonly to: number) {}
  get wraps(): boolean { return this.from > this.to; }
  shows(key: number): boolean {
    return this.wraps ? key >= this.from || key <= this.to : key >= this.from && key <= this.to;
  }
}

const FULL = new ArcFilter(-Infinity, Infinity);

// circle: within octant o the loop's y grows with the angle in even octants and shrinks in odd ones
function circleKey(octant: number, y: number): number {
  return octant * K + (octant & 1 ? K - 1 - y : y);
}

// ellipse: quadrant q, ordered by y then x along the direction the angle runs
function ellipseKey(q: number, x: number, y: number): number {
  return q * K * K + (q & 1 ? (K - 1 - y) * K + x : y * K + (K - 1 - x));
}

const OCTANT_SIGNS = [
  [1, -1, false], [1, -1, true], [-1, -1, true], [-1, -1, false],
  [-1, 1, false], [-1, 1, true], [1, 1, true], [1, 1, false],
] as const;

function octantPoint(o: number, cx: number, cy: number, x: number, y: number): [number, number] {
  const [sx, sy, swap] = OCTANT_SIGNS[o];
  return swap ? [cx + sx * y, cy + sy * x] : [cx + sx * x, cy + sy * y];
}

const QUADRANT_SIGNS = [[1, -1], [-1, -1], [-1, 1], [1, 1]] as const;

/** A circle (aspect 1) by the midpoint algorithm; returns the x found at each end's running coordinate. */
function rasterCircle(
  surface: Surface, cx: number, cy: number, r: number, attr: number, arc: ArcFilter, ends: number[],
): number[] {
  const endX = ends.map(() => r);
  let x = r;
  let y = 0;
  let err = 1 - r;
  while (x >= y) {
    for (let o = 0; o < 8; o++) {
      if (arc === FULL || arc.shows(circleKey(o, y))) {
        const [px, py] = octantPoint(o, cx, cy, x, y);
        surface.plot(px, py, attr);
      }
    }
    for (let i = 0; i < ends.length; i++) if (ends[i] === y) endX[i] = x;
    y++;
    if (err < 0) err += 2 * y + 1;
    else {
      x--;
      err += 2 * (y - x + 1);
    }
  }
  return endX;
}

// PC-BASIC 2.0.8 SCREEN 7, aspect 5/6, draws r=3 (ry 2, rows cy±1 at cx±2..3) and r=8 (ry 7) as we do; QB64-PE: cx±2
/** An ellipse by the integer midpoint algorithm, one quadrant mirrored four ways. */
function rasterEllipse(surface: Surface, cx: number, cy: number, rx: number, ry: number, attr: number, arc: ArcFilter): void {
  let dx = (1 - 2 * rx) * ry * ry;
  let dy = rx * rx;
  const ddx = 2 * ry * ry;
  const ddy = 2 * rx * rx;
  let err = dx + dy;
  let x = rx;
  let y = 0;
  for (;;) {
    for (let q = 0; q < 4; q++) {
      if (arc === FULL || arc.shows(ellipseKey(q, x, y))) {
        surface.plot(cx + QUADRANT_SIGNS[q][0] * x, cy + QUADRANT_SIGNS[q][1] * y, attr);
      }
    }
    const e2 = 2 * err;
    if (e2 <= dy) {
      y++;
      dy += ddy;
      err += dy;
    }
    if (e2 >= dx || e2 > dy) {
      x--;
      dx += ddx;
      err += dx;
    }
    if (x < 0) break;
  }
  // a very flat upright ellipse ends before its tips: finish them (whatever the arc)
  for (; y < ry; y++) {
    surface.plot(cx, cy + y, attr);
    surface.plot(cx, cy - y, attr);
  }
}

/** The pixel radii: the radius runs along x when aspect <= 1, along y when aspect > 1 (QBasic help, CIRCLE). */
function radii(s: Screen, r: number, aspect: number): [number, number] {
  const c = s.coords;
  if (aspect > 1) {
    const ry = Math.abs(roundEven(c.scaleLengthY(r)));
    return [roundEven(ry / aspect), ry];
  }
  const rx = Math.abs(roundEven(c.scaleLengthX(r)));
  return [rx, aspect === 1 ? rx : roundEven(rx * aspect)];
}

export function circleStatement(
  s: Screen, x: number, y: number, step: boolean, radius: number, color: number | undefined,
  start: number | undefined, end: number | undefined, aspect: number | undefined,
): void {
  requireGraphics(s);
  if (radius < 0) throw new GraphicsError(5);
  for (const a of [start, end]) if (a !== undefined && Math.abs(a) > TWO_PI_SINGLE) throw new GraphicsError(5);
  const c = s.coords;
  const lx = c.resolveX(x, step);
  const ly = c.resolveY(y, step);
  const cx = c.absX(c.physicalX(lx));
  const cy = c.absY(c.physicalY(ly));
  const attr = attributeOf(s, color === undefined ? s.foreground : color);
  const asp = Math.abs(aspect === undefined ? s.defaultAspect : aspect);
  const [rx, ry] = radii(s, radius, asp);
  const isArc = start !== undefined || end !== undefined;
  const a0 = arcEnd(start ?? 0, rx, ry);
  const a1 = arcEnd(end ?? 2 * Math.PI, rx, ry);
  if (asp === 1) drawCircleArc(s, cx, cy, rx, attr, isArc, a0, a1);
  else drawEllipseArc(s, cx, cy, rx, ry, attr, isArc, start ?? 0, end ?? 2 * Math.PI, a0, a1);
  c.setLast(lx, ly);
  s.lastAttr = attr;
}

function drawCircleArc(s: Screen, cx: number, cy: number, r: number, attr: number, isArc: boolean, a0: ArcEnd, a1: ArcEnd): void {
  const arc = isArc ? new ArcFilter(circleKey(a0.octant, a0.coord), circleKey(a1.octant, a1.coord)) : FULL;
  const [x0, x1] = rasterCircle(s.surface, cx, cy, r, attr, arc, [a0.coord, a1.coord]);
  if (a0.line) drawLine(s, cx, cy, ...octantPoint(a0.octant, cx, cy, x0, a0.coord), attr);
  if (a1.line) drawLine(s, cx, cy, ...octantPoint(a1.octant, cx, cy, x1, a1.coord), attr);
}

function drawEllipseArc(
  s: Screen, cx: number, cy: number, rx: number, ry: number, attr: number, isArc: boolean,
  start: number, end: number, a0: ArcEnd, a1: ArcEnd,
): void {
  const p0 = ellipsePoint(start, rx, ry);
  const p1 = ellipsePoint(end, rx, ry);
  const q0 = a0.octant >> 1;
  const q1 = a1.octant >> 1;
  const arc = isArc ? new ArcFilter(ellipseKey(q0, p0[0], p0[1]), ellipseKey(q1, p1[0], p1[1])) : FULL;
  rasterEllipse(s.surface, cx, cy, rx, ry, attr, arc);
  if (a0.line) drawLine(s, cx, cy, cx + QUADRANT_SIGNS[q0][0] * p0[0], cy + QUADRANT_SIGNS[q0][1] * p0[1], attr);
  if (a1.line) drawLine(s, cx, cy, cx + QUADRANT_SIGNS[q1][0] * p1[0], cy + QUADRANT_SIGNS[q1][1] * p1[1], attr);
}

function ellipsePoint(angle: number, rx: number, ry: number): [number, number] {
  const a = Math.abs(angle);
  return [Math.abs(roundEven(rx * Math.cos(a))), Math.abs(roundEven(ry * Math.sin(a)))];
}
