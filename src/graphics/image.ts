// GET and PUT: screen blocks in QBasic's array layout. Header: two little-endian words, the width in
// bits per plane (SCREEN 13: 8 per pixel, SCREEN 1: 2, others: 1) and the height; then each row, padded
// to whole bytes, plane by plane in the 16-colour modes (QBasic help, "Screen Image Arrays").
import { GraphicsError, type PutAction } from './device.js';
import type { Screen } from './screen.js';
import type { ModeSpec } from './modes.js';
import { requireGraphics } from './ops.js';

function illegal(): never {
  throw new GraphicsError(5);
}

function rowBytes(spec: ModeSpec, w: number): number {
  return Math.ceil((w * spec.bitsPerPlane) / 8);
}

/** Bytes GET needs for a w x h block. */
export function imageBytes(spec: ModeSpec, w: number, h: number): number {
  return 4 + rowBytes(spec, w) * spec.planes * h;
}

/** Packs pixel (x, y) of every plane into `out` starting at `offset` for one row. */
function packRow(s: Screen, x0: number, y: number, w: number, out: Uint8Array, offset: number): number {
  const { spec, surface } = s;
  const bits = spec.bitsPerPlane;
  const perByte = 8 / bits;
  const stride = rowBytes(spec, w);
  for (let plane = 0; plane < spec.planes; plane++) {
    for (let i = 0; i < w; i++) {
      let v = surface.get(x0 + i, y);
      if (spec.planes > 1) v = (v >> plane) & 1;
      out[offset + Math.floor(i / perByte)] |= v << (8 - bits * ((i % perByte) + 1));
    }
    offset += stride;
  }
  return offset;
}

function unpackPixel(spec: ModeSpec, data: Uint8Array, rowStart: number, stride: number, i: number): number {
  const bits = spec.bitsPerPlane;
  const perByte = 8 / bits;
  const shift = 8 - bits * ((i % perByte) + 1);
  const mask = (1 << bits) - 1;
  let v = 0;
  for (let plane = 0; plane < spec.planes; plane++) {
    v |= ((data[rowStart + plane * stride + Math.floor(i / perByte)] >> shift) & mask) << plane;
  }
  return v;
}

/** The view-relative corners of a block, checked to lie inside the view. */
function viewBox(s: Screen, x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
  const c = s.coords;
  const [l, r] = [Math.min(x0, x1), Math.max(x0, x1)];
  const [t, b] = [Math.min(y0, y1), Math.max(y0, y1)];
  if (!s.surface.inClip(c.absX(l), c.absY(t)) || !s.surface.inClip(c.absX(r), c.absY(b))) illegal();
  return [c.absX(l), c.absY(t), c.absX(r), c.absY(b)];
}

export function getImage(s: Screen, x1: number, y1: number, step1: boolean, x2: number, y2: number, step2: boolean): Uint8Array {
  requireGraphics(s);
  const c = s.coords;
  const lx0 = c.resolveX(x1, step1);
  const ly0 = c.resolveY(y1, step1);
  const px0 = c.physicalX(lx0);
  const py0 = c.physicalY(ly0);
  c.setLast(lx0, ly0);
  const lx1 = c.resolveX(x2, step2);
  const ly1 = c.resolveY(y2, step2);
  const [left, top, right, bottom] = viewBox(s, px0, py0, c.physicalX(lx1), c.physicalY(ly1));
  c.setLast(lx1, ly1);
  const w = right - left + 1;
  const h = bottom - top + 1;
  const out = new Uint8Array(imageBytes(s.spec, w, h));
  const widthBits = w * s.spec.bitsPerPlane;
  out[0] = widthBits & 255;
  out[1] = widthBits >> 8;
  out[2] = h & 255;
  out[3] = h >> 8;
  let offset = 4;
  for (let y = top; y <= bottom; y++) offset = packRow(s, left, y, w, out, offset);
  return out;
}

export function putImage(s: Screen, x: number, y: number, step: boolean, data: Uint8Array, action: PutAction): void {
  requireGraphics(s);
  if (data.length < 4) illegal();
  const spec = s.spec;
  const w = Math.floor((data[0] | (data[1] << 8)) / spec.bitsPerPlane);
  const h = data[2] | (data[3] << 8);
  if (w === 0 || h === 0 || data.length < imageBytes(spec, w, h)) illegal();
  const c = s.coords;
  const lx = c.resolveX(x, step);
  const ly = c.resolveY(y, step);
  const px = c.physicalX(lx);
  const py = c.physicalY(ly);
  // the whole block must fit in the view, or Illegal function call (QBasic help, PUT)
  const [left, top] = viewBox(s, px, py, px + w - 1, py + h - 1);
  c.setLast(lx, ly);
  const mask = spec.colors - 1;
  const stride = rowBytes(spec, w);
  const { pixels, width } = s.surface;
  const row = spec.planes === 1 && spec.bitsPerPlane === 8 ? null : new Uint8Array(w);
  for (let j = 0; j < h; j++) {
    const rowStart = 4 + j * stride * spec.planes;
    let src = data;
    let from = rowStart;
    if (row !== null) {
      for (let i = 0; i < w; i++) row[i] = unpackPixel(spec, data, rowStart, stride, i);
      src = row;
      from = 0;
    }
    applyRow(pixels, (top + j) * width + left, src, from, w, action, mask);
  }
}

/** One row of PUT: `w` pixel values of `src` from `from` onto `pixels` from `base`, by `action`. */
function applyRow(pixels: Uint8Array, base: number, src: Uint8Array, from: number, w: number, action: PutAction, mask: number): void {
  const end = base + w;
  const d = from - base;
  switch (action) {
    case 'PSET': for (let p = base; p < end; p++) pixels[p] = src[p + d]; break;
    case 'PRESET': for (let p = base; p < end; p++) pixels[p] = ~src[p + d] & mask; break;
    case 'AND': for (let p = base; p < end; p++) pixels[p] &= src[p + d]; break;
    case 'OR': for (let p = base; p < end; p++) pixels[p] |= src[p + d]; break;
    default: for (let p = base; p < end; p++) pixels[p] ^= src[p + d];
  }
}
