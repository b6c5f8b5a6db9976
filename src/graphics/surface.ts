// One page of indexed pixels with a clip rectangle: the primitive plotting every statement builds on.

import { clipSegment } from './line-clip.js';

export class Surface {
  pixels: Uint8Array;
  width = 0;
  height = 0;
  /** inclusive clip rectangle in physical pixels (the VIEW area, or the whole screen) */
  clipX0 = 0;
  clipY0 = 0;
  clipX1 = -1;
  clipY1 = -1;

  constructor(pixels: Uint8Array, width: number, height: number) {
    this.pixels = pixels;
    this.resize(pixels, width, height);
  }

  resize(pixels: Uint8Array, width: number, height: number): void {
    this.pixels = pixels;
    this.width = width;
    this.height = height;
    this.unclip();
  }

  unclip(): void {
    this.setClip(0, 0, this.width - 1, this.height - 1);
  }

  setClip(x0: number, y0: number, x1: number, y1: number): void {
    this.clipX0 = Math.max(0, x0);
    this.clipY0 = Math.max(0, y0);
    this.clipX1 = Math.min(this.width - 1, x1);
    this.clipY1 = Math.min(this.height - 1, y1);
  }

  inClip(x: number, y: number): boolean {
    return x >= this.clipX0 && x <= this.clipX1 && y >= this.clipY0 && y <= this.clipY1;
  }

  plot(x: number, y: number, c: number): void {
    if (x >= this.clipX0 && x <= this.clipX1 && y >= this.clipY0 && y <= this.clipY1) {
      this.pixels[y * this.width + x] = c;
    }
  }

  get(x: number, y: number): number {
    return this.pixels[y * this.width + x];
  }

  /** Fills the rectangle between two corners (any order), clipped. */
  fillRect(x0: number, y0: number, x1: number, y1: number, c: number): void {
    const left = Math.max(Math.min(x0, x1), this.clipX0);
    const right = Math.min(Math.max(x0, x1), this.clipX1);
    const top = Math.max(Math.min(y0, y1), this.clipY0);
    const bottom = Math.min(Math.max(y0, y1), this.clipY1);
    if (left > right) return;
    if (left === 0 && right === this.width - 1) {
      if (top <= bottom) this.pixels.fill(c, top * this.width, (bottom + 1) * this.width);
      return;
    }
    for (let y = top; y <= bottom; y++) {
      const row = y * this.width;
      this.pixels.fill(c, row + left, row + right + 1);
    }
  }

  /** A solid horizontal run from x0 to x1 (any order) on row y, clipped. */
  hline(x0: number, x1: number, y: number, c: number): void {
    if (y < this.clipY0 || y > this.clipY1) return;
    const left = Math.max(Math.min(x0, x1), this.clipX0);
    const right = Math.min(Math.max(x0, x1), this.clipX1);
    const start = y * this.width + left;
    const end = y * this.width + right + 1;
    if (end - start > 16) this.pixels.fill(c, start, end);
    else for (let p = start; p < end; p++) this.pixels[p] = c; // a call to fill costs more than a short loop
  }

  /** A solid vertical run from y0 to y1 (any order) in column x, clipped. */
  vline(x: number, y0: number, y1: number, c: number): void {
    if (x < this.clipX0 || x > this.clipX1) return;
    const top = Math.max(Math.min(y0, y1), this.clipY0);
    const bottom = Math.min(Math.max(y0, y1), this.clipY1);
    const { pixels, width } = this;
    for (let p = top * width + x, end = bottom * width + x; p <= end; p += width) pixels[p] = c;
  }

  /**
   * A line as QBasic draws it (measured against QBasic 1.1: docs/qbasic-behaviour.md, "LINE"): the part
   * inside the clip rectangle is found first (clipSegment), then drawn left to right (a vertical line from
   * its first end) by Bresenham, the error starting at half the major length rounded up and taking a minor
   * step when it falls to zero or below. `style` is a 16-bit mask read from bit 15 at the first pixel drawn
   * and carried on from `mask`; the next mask is returned so that a box continues its pattern.
   */
  line(x0: number, y0: number, x1: number, y1: number, c: number, style: number, mask = 0x8000): number {
    const cut = clipSegment(x0, y0, x1, y1, this.clipX0, this.clipY0, this.clipX1, this.clipY1);
    if (!cut) return mask;
    let [ax, ay, bx, by] = cut;
    if (bx < ax) [ax, ay, bx, by] = [bx, by, ax, ay];
    const dx = bx - ax;
    const dy = Math.abs(by - ay);
    const solid = (style & 0xffff) === 0xffff;
    if (solid && dy === 0) this.hline(ax, bx, ay, c);
    else if (solid && dx === 0) this.vline(ax, ay, by, c);
    else return this.bresenham(ax, ay, bx, by, c, solid ? 0xffff : style, mask);
    return rotateMask(mask, dx + dy + 1);
  }

  /** The walk between two ends inside the clip rectangle, x0 <= x1. */
  private bresenham(x0: number, y0: number, x1: number, y1: number, c: number, style: number, mask: number): number {
    const { width } = this;
    const dx = x1 - x0;
    const dy = Math.abs(y1 - y0);
    const sy = y1 >= y0 ? width : -width;
    const xMajor = dx >= dy;
    const major = xMajor ? dx : dy;
    const minor = xMajor ? dy : dx;
    const majorStep = xMajor ? 1 : sy;
    const minorStep = xMajor ? sy : 1;
    const p = x0 + y0 * width;
    if ((style & 0xffff) === 0xffff) {
      this.unclippedLine(p, majorStep, minorStep, major, minor, c);
      return rotateMask(mask, major + 1);
    }
    return this.styledLine(p, majorStep, minorStep, major, minor, c, style, mask);
  }

  /** Every pixel of the walk over pixel offsets. */
  private unclippedLine(
    p: number, majorStep: number, minorStep: number, major: number, minor: number, c: number,
  ): void {
    const pixels = this.pixels;
    let err = (major + 1) >> 1;
    for (let i = 0; i <= major; i++) {
      pixels[p] = c;
      err -= 2 * minor;
      if (err <= 0) {
        err += 2 * major;
        p += minorStep;
      }
      p += majorStep;
    }
  }

  /** The same walk, setting the pixels whose bit of the style mask is on. */
  private styledLine(
    p: number, majorStep: number, minorStep: number, major: number, minor: number, c: number, style: number,
    mask: number,
  ): number {
    const pixels = this.pixels;
    let err = (major + 1) >> 1;
    for (let i = 0; i <= major; i++) {
      if (style & mask) pixels[p] = c;
      mask = mask === 1 ? 0x8000 : mask >> 1;
      err -= 2 * minor;
      if (err <= 0) {
        err += 2 * major;
        p += minorStep;
      }
      p += majorStep;
    }
    return mask;
  }
}

/** The style mask after `n` more pixels: bit 15 down to bit 0, then round again. */
function rotateMask(mask: number, n: number): number {
  const bit = 31 - Math.clz32(mask);
  return 1 << ((((bit - n) % 16) + 16) % 16);
}
