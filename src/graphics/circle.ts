// CIRCLE: circles, ellipses, arcs and pie slices, rasterised as QBasic 1.1 does (measured under DOSBox:
// docs/qbasic-behaviour.md, "CIRCLE"): a Bresenham circle of the radius, whose points an aspect other than 1
// squeezes along the shorter axis (the other coordinate times the aspect, or over it, in 8-bit fixed
// point), so an ellipse is a circle's points moved, not an ellipse algorithm's.
import { GraphicsError } from './device.js';
import type { Screen } from './screen.js';
import type { Surface } from './surface.js';
import { fixedScale, roundEven, toCoord } from './coords.js';
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

// per octant: the signs applied to (x, y), and whether x and y swap (octant 0 runs from angle 0 upwards)
const OCTANT_SX = Int8Array.of(1, 1, -1, -1, -1, -1, 1, 1);
const OCTANT_SY = Int8Array.of(-1, -1, -1, -1, 1, 1, 1, 1);
const OCTANT_SWAP = Uint8Array.of(0, 1, 1, 0, 0, 1, 1, 0);

/**
 * Bresenham's circle, its points squeezed by `aspect` (a SINGLE: QBasic keeps it so) along y when it is
 * below 1 and along x when above; records in `ends` the x found at each end's running coordinate.
 */
function rasterCircle(
  surface: Surface, cx: number, cy: number, r: number, aspect: number, attr: number, arc: ArcFilter, ends: ArcEnds,
): void {
  ends.x0 = r;
  ends.x1 = r;
  let x = r;
  let y = 0;
  let d = 3 - 2 * r;
  while (x >= y) {
    for (let o = 0; o < 8; o++) {
      if (arc === FULL || arc.shows(circleKey(o, y))) {
        const px = OCTANT_SX[o] * (OCTANT_SWAP[o] ? y : x);
        const py = OCTANT_SY[o] * (OCTANT_SWAP[o] ? x : y);
        surface.plot(cx + squeezeX(px, aspect), cy + squeezeY(py, aspect), attr);
      }
    }
    if (ends.y0 === y) ends.x0 = x;
    if (ends.y1 === y) ends.x1 = x;
    if (d < 0) d += 4 * y + 6;
    else {
      d += 4 * (y - x) + 10;
      x--;
    }
    y++;
  }
}

function squeezeX(x: number, aspect: number): number {
  return aspect > 1 ? fixedScale(x, 1 / aspect) : x;
}

function squeezeY(y: number, aspect: number): number {
  return aspect < 1 ? fixedScale(y, aspect) : y;
}

/** The radius in pixels: along x when aspect <= 1, along y when aspect > 1 (QBasic help, CIRCLE). */
function pixelRadius(s: Screen, r: number, aspect: number): number {
  // a pixel radius must fit an INTEGER like any coordinate: PC-BASIC gives Overflow for CIRCLE radius 40000
  const c = s.coords;
  return Math.abs(toCoord(aspect > 1 ? c.scaleLengthY(r) : c.scaleLengthX(r)));
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
  const asp = Math.fround(Math.abs(aspect === undefined ? s.defaultAspect : aspect));
  const r = pixelRadius(s, radius, asp);
  const isArc = start !== undefined || end !== undefined;
  drawCircleArc(s, cx, cy, r, asp, attr, isArc, arcEnd(start ?? 0, r, r), arcEnd(end ?? 2 * Math.PI, r, r));
  c.setLast(lx, ly);
  s.lastAttr = attr;
}

/** The running coordinates of an arc's two ends, and the x the circle reached at each. */
interface ArcEnds { y0: number; y1: number; x0: number; x1: number }

function drawCircleArc(
  s: Screen, cx: number, cy: number, r: number, aspect: number, attr: number, isArc: boolean, a0: ArcEnd, a1: ArcEnd,
): void {
  const arc = isArc ? new ArcFilter(circleKey(a0.octant, a0.coord), circleKey(a1.octant, a1.coord)) : FULL;
  const ends: ArcEnds = { y0: a0.coord, y1: a1.coord, x0: r, x1: r };
  rasterCircle(s.surface, cx, cy, r, aspect, attr, arc, ends);
  if (a0.line) sectorLine(s, cx, cy, a0, ends.x0, aspect, attr);
  if (a1.line) sectorLine(s, cx, cy, a1, ends.x1, aspect, attr);
}

/** A pie slice's edge: from the centre to the (squeezed) point where the arc ends. */
function sectorLine(s: Screen, cx: number, cy: number, end: ArcEnd, x: number, aspect: number, attr: number): void {
  const o = end.octant;
  const px = OCTANT_SX[o] * (OCTANT_SWAP[o] ? end.coord : x);
  const py = OCTANT_SY[o] * (OCTANT_SWAP[o] ? x : end.coord);
  drawLine(s, cx, cy, cx + squeezeX(px, aspect), cy + squeezeY(py, aspect), attr);
}
