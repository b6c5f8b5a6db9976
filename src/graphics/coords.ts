// VIEW and WINDOW: from the program's coordinates to pixels, and the "last point referenced".
import { GraphicsError } from './device.js';

const OVERFLOW = 6;
const ILLEGAL_FUNCTION_CALL = 5;

/** Rounds half to even, as the x87 FIST QBasic uses for coordinates (KB Q28855 for CINT). */
/** Rounds half away from zero (QBasic's LINE cuts and CIRCLE's squeezed points, measured in QBasic 1.1). */
export function roundAway(v: number): number {
  return v < 0 ? -Math.round(-v) : Math.round(v);
}

export function roundEven(v: number): number {
  if ((v | 0) === v) return v;
  const r = Math.round(v);
  return r - v === 0.5 && (r & 1) !== 0 ? r - 1 : r;
}

/** A physical coordinate must fit an INTEGER, or QBasic reports Overflow. */
export function toCoord(v: number): number {
  const r = roundEven(v);
  if (!(r >= -32768 && r <= 32767)) throw new GraphicsError(OVERFLOW);
  return r | 0;
}

/** The low part of a * b: a * b - fl(a * b), exactly (Dekker's product). */
function productError(a: number, b: number, p: number): number {
  const split = (v: number) => {
    const c = 134217729 * v;
    const hi = c - (c - v);
    return [hi, v - hi];
  };
  const [ah, al] = split(a);
  const [bh, bl] = split(b);
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/** toCoord of a * b computed with no rounding before the last one, as QBasic's x87 product in extended
 *  precision is: a double product that lands on a half rounds by what the rounding dropped. */
export function productCoord(a: number, b: number): number {
  const p = a * b;
  if (Math.abs(p - Math.trunc(p)) === 0.5 && Number.isFinite(p)) {
    const e = productError(a, b, p);
    if (e !== 0) return toCoord(e > 0 ? Math.ceil(p) : Math.floor(p));
  }
  return toCoord(p);
}

/** v times a factor held as a fraction of 256 (rounded), the product rounded half up: how QBasic 1.1 squeezes
 *  CIRCLE's points by the aspect and DRAW's quarter turns by the screen's. SCREEN 13's 5/6 is 213/256 (3 to 2),
 *  SCREEN 2's 5/12 107/256 (54 to 23, where a SINGLE 5/12 gives 22.4999994), SCREEN 9's 0.729 187/256. Only
 *  8 bits match captures of 52 circles in SCREEN 2, 52 in SCREEN 9 and 48 ellipses of aspects 0.05 to 20. */
export function fixedScale(v: number, factor: number): number {
  const m = (Math.abs(v) * Math.round(factor * 256) + 128) >> 8;
  return v < 0 ? -m : m;
}

export class Coordinates {
  screenWidth = 320;
  screenHeight = 200;
  /** VIEW rectangle in absolute pixels (the whole screen when no VIEW is set) */
  viewX0 = 0;
  viewY0 = 0;
  viewX1 = 319;
  viewY1 = 199;
  viewActive = false;
  /** VIEW SCREEN: coordinates stay absolute (only clipped) */
  viewAbsolute = false;
  /** WINDOW: view-relative pixel = (logical - origin) * scale, the scale (pixels a logical unit, negative
   *  for y when the larger y is at the top) a double and the product rounded once: QBasic 1.1 maps x = 50
   *  under WINDOW (0,0)-(100,100) in SCREEN 13 to pixel 159, as 50 * 3.18999999999999995 is below 159.5,
   *  and x = 13 under WINDOW (0,0)-(26,100) to 160 (oracle) */
  windowActive = false;
  scaleX = 1;
  scaleY = 1;
  originX = 0;
  originY = 0;
  private windowArgs: [number, number, number, number, boolean] | undefined;
  /** the last point referenced, in logical (WINDOW) coordinates */
  lastX = 160;
  lastY = 100;
  /** bumped whenever the last point is set, so DRAW can tell whether another statement moved it */
  version = 0;

  resetScreen(width: number, height: number): void {
    this.screenWidth = width;
    this.screenHeight = height;
    this.viewActive = false;
    this.viewAbsolute = false;
    this.windowActive = false;
    this.windowArgs = undefined;
    this.setView(0, 0, width - 1, height - 1, false);
    this.viewActive = false;
  }

  /** VIEW [SCREEN] (x0,y0)-(x1,y1): absolute corners in any order, inside the screen. */
  setView(x0: number, y0: number, x1: number, y1: number, absolute: boolean): void {
    this.viewX0 = Math.min(x0, x1);
    this.viewX1 = Math.max(x0, x1);
    this.viewY0 = Math.min(y0, y1);
    this.viewY1 = Math.max(y0, y1);
    this.viewAbsolute = absolute;
    this.viewActive = true;
    if (this.windowArgs) this.setWindow(...this.windowArgs);
    this.centreLastPoint();
  }

  unsetView(): void {
    this.setView(0, 0, this.screenWidth - 1, this.screenHeight - 1, false);
    this.viewActive = false;
  }

  /** WINDOW [SCREEN] (x0,y0)-(x1,y1) over the current view; `cartesian` puts the larger y at the top. */
  setWindow(x0: number, y0: number, x1: number, y1: number, cartesian: boolean): void {
    if (x0 === x1 || y0 === y1) throw new GraphicsError(ILLEGAL_FUNCTION_CALL);
    const [px, py] = this.lastPhysical();
    const left = Math.min(x0, x1);
    const right = Math.max(x0, x1);
    let top = Math.min(y0, y1);
    let bottom = Math.max(y0, y1);
    if (cartesian) [top, bottom] = [bottom, top];
    this.scaleX = (this.viewX1 - this.viewX0) / (right - left);
    this.scaleY = (this.viewY1 - this.viewY0) / (bottom - top);
    this.originX = left;
    this.originY = top;
    this.windowActive = true;
    this.windowArgs = [x0, y0, x1, y1, cartesian];
    this.keepPen(px, py);
  }

  unsetWindow(): void {
    const [px, py] = this.lastPhysical();
    this.windowActive = false;
    this.windowArgs = undefined;
    this.keepPen(px, py);
  }

  private lastPhysical(): [number, number] {
    return this.windowActive
      ? [(this.lastX - this.originX) * this.scaleX, (this.lastY - this.originY) * this.scaleY]
      : [this.lastX, this.lastY];
  }

  // WINDOW leaves the pen on its pixel and renames it in the new coordinates (PC-BASIC and QB64-PE agree);
  // with no WINDOW, POINT(2) is POINT(0) (QBasic help, POINT), so the pen is that whole pixel
  private keepPen(px: number, py: number): void {
    this.lastX = this.windowActive ? this.logicalX(px) : roundEven(px);
    this.lastY = this.windowActive ? this.logicalY(py) : roundEven(py);
    this.version++;
  }

  /** The view's centre as QBasic 1.1 puts the pen there (oracle): half the size in pixels, rounded down
   *  (60,50 in VIEW (100,50)-(220,150)); under VIEW SCREEN the screen's centre (160,100), whatever the view. */
  centreLastPoint(): void {
    const x = this.viewAbsolute ? this.screenWidth >> 1 : (this.viewX1 - this.viewX0 + 1) >> 1;
    const y = this.viewAbsolute ? this.screenHeight >> 1 : (this.viewY1 - this.viewY0 + 1) >> 1;
    this.lastX = this.logicalX(x);
    this.lastY = this.logicalY(y);
    this.version++;
  }

  /** Logical x (with STEP relative to the last point) to view pixels. */
  physicalX(x: number, step = false): number {
    const lx = step ? this.lastX + x : x;
    return this.windowActive ? productCoord(lx - this.originX, this.scaleX) : toCoord(lx);
  }

  physicalY(y: number, step = false): number {
    const ly = step ? this.lastY + y : y;
    return this.windowActive ? productCoord(ly - this.originY, this.scaleY) : toCoord(ly);
  }

  logicalX(px: number): number {
    return this.windowActive ? this.originX + px / this.scaleX : px;
  }

  logicalY(py: number): number {
    return this.windowActive ? this.originY + py / this.scaleY : py;
  }

  /** Records the last point from logical coordinates (STEP applied by the caller). */
  setLast(lx: number, ly: number): void {
    this.lastX = this.windowActive ? lx : roundEven(lx);
    this.lastY = this.windowActive ? ly : roundEven(ly);
    this.version++;
  }

  /** The logical coordinate a possibly relative argument names. */
  resolveX(x: number, step: boolean): number {
    return step ? this.lastX + x : x;
  }

  resolveY(y: number, step: boolean): number {
    return step ? this.lastY + y : y;
  }

  /** View-relative pixel to absolute pixel. */
  absX(px: number): number {
    return this.viewAbsolute ? px : px + this.viewX0;
  }

  absY(py: number): number {
    return this.viewAbsolute ? py : py + this.viewY0;
  }

  /** A length along x in logical units to pixels (CIRCLE radius, WINDOW-scaled). */
  scaleLengthX(r: number): number {
    return this.windowActive ? Math.abs(r * this.scaleX) : r;
  }

  scaleLengthY(r: number): number {
    return this.windowActive ? Math.abs(r * this.scaleY) : r;
  }
}
