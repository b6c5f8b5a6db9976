// CIRCLE: circles, ellipses, arcs and pie slices, rasterised as GW-BASIC/QBasic do (midpoint algorithms;
// pixels checked against PC-BASIC, which reproduces GW-BASIC's output, in its SCREEN 7).
import { GraphicsError } from './device.js';
import type { Screen } from './screen.js';
import type { Surface } from './surface.js';
import { roundEven, toCoord } from './coords.js';
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

// per octant: the signs applied to (x, y), and whether x and y swap (octant 0 runs from angle 0 upwards)
const OCTANT_SX = Int8Array.of(1, 1, -1, -1, -1, -1, 1, 1);
const OCTANT_SY = Int8Array.of(-1, -1, -1, -1, 1, 1, 1, 1);
const OCTANT_SWAP = Uint8Array.of(0, 1, 1, 0, 0, 1, 1, 0);

function octantX(o: number, cx: number, x: number, y: number): number {
  return cx + OCTANT_SX[o] * (OCTANT_SWAP[o] ? y : x);
}

function octantY(o: number, cy: number, x: number, y: number): number {
  return cy + OCTANT_SY[o] * (OCTANT_SWAP[o] ? x : y);
}

const QUADRANT_SX = Int8Array.of(1, -1, -1, 1);
const QUADRANT_SY = Int8Array.of(-1, -1, 1, 1);

/** A circle (aspect 1) by the midpoint algorithm; records in `ends` the x found at each end's running coordinate. */
function rasterCircle(surface: Surface, cx: number, cy: number, r: number, attr: number, arc: ArcFilter, ends: ArcEnds): void {
  ends.x0 = r;
  ends.x1 = r;
  let x = r;
  let y = 0;
  let err = 1 - r;
  while (x >= y) {
    for (let o = 0; o < 8; o++) {
      if (arc === FULL || arc.shows(circleKey(o, y))) surface.plot(octantX(o, cx, x, y), octantY(o, cy, x, y), attr);
    }
    if (ends.y0 === y) ends.x0 = x;
    if (ends.y1 === y) ends.x1 = x;
    y++;
    if (err < 0) err += 2 * y + 1;
    else {
      x--;
      err += 2 * (y - x + 1);
    }
  }
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
        surface.plot(cx + QUADRANT_SX[q] * x, cy + QUADRANT_SY[q] * y, attr);
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
  // a pixel radius must fit an INTEGER like any coordinate: PC-BASIC gives Overflow for CIRCLE radius 40000
  const c = s.coords;
  if (aspect > 1) {
    const ry = Math.abs(toCoord(c.scaleLengthY(r)));
    return [roundEven(ry / aspect), ry];
  }
  const rx = Math.abs(toCoord(c.scaleLengthX(r)));
  return [rx, aspect === 1 ? rx : roundEven(rx * aspect)];
}

function angleInRange(a: number | undefined): boolean {
  return a === undefined || !(Math.abs(a) > TWO_PI_SINGLE);
}

export function circleStatement(
  s: Screen, x: number, y: number, step: boolean, radius: number, color: number | undefined,
  start: number | undefined, end: number | undefined, aspect: number | undefined,
): void {
  requireGraphics(s);
  if (radius < 0) throw new GraphicsError(5);
  if (!angleInRange(start) || !angleInRange(end)) throw new GraphicsError(5);
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

/** The running coordinates of an arc's two ends, and the x the circle reached at each. */
interface ArcEnds { y0: number; y1: number; x0: number; x1: number }

function drawCircleArc(s: Screen, cx: number, cy: number, r: number, attr: number, isArc: boolean, a0: ArcEnd, a1: ArcEnd): void {
  const arc = isArc ? new ArcFilter(circleKey(a0.octant, a0.coord), circleKey(a1.octant, a1.coord)) : FULL;
  const ends: ArcEnds = { y0: a0.coord, y1: a1.coord, x0: r, x1: r };
  rasterCircle(s.surface, cx, cy, r, attr, arc, ends);
  const o0 = a0.octant;
  const o1 = a1.octant;
  if (a0.line) drawLine(s, cx, cy, octantX(o0, cx, ends.x0, a0.coord), octantY(o0, cy, ends.x0, a0.coord), attr);
  if (a1.line) drawLine(s, cx, cy, octantX(o1, cx, ends.x1, a1.coord), octantY(o1, cy, ends.x1, a1.coord), attr);
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
  if (a0.line) drawLine(s, cx, cy, cx + QUADRANT_SX[q0] * p0[0], cy + QUADRANT_SY[q0] * p0[1], attr);
  if (a1.line) drawLine(s, cx, cy, cx + QUADRANT_SX[q1] * p1[0], cy + QUADRANT_SY[q1] * p1[1], attr);
}

function ellipsePoint(angle: number, rx: number, ry: number): [number, number] {
  const a = Math.abs(angle);
  return [Math.abs(roundEven(rx * Math.cos(a))), Math.abs(roundEven(ry * Math.sin(a)))];
}
