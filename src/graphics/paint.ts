// PAINT: a scanline flood fill up to a border colour, with solid colours or tile patterns.
// The order of the scan and when a run counts as "already painted" follow GW-BASIC as PC-BASIC
// reproduces it: runs that already show the fill pattern are not entered again.
import { GraphicsError } from './device.js';
import type { Screen } from './screen.js';
import type { ModeSpec } from './modes.js';
import type { Surface } from './surface.js';
import { attributeOf, requireGraphics } from './ops.js';

function illegal(): never {
  throw new GraphicsError(5);
}

/** A fill pattern: `rows` of `width` attributes each. */
export interface Tile { width: number; height: number; pixels: Uint8Array; solid: boolean }

const SOLID_TILES: Tile[] = [];

/** The one-pixel tile of a solid colour (shared: tiles are never written to). */
export function solidTile(attr: number): Tile {
  return (SOLID_TILES[attr] ??= { width: 1, height: 1, pixels: new Uint8Array([attr]), solid: true });
}

/** A tile string as the mode lays out pixels: planar modes take one byte a plane per row (KB Q44034). */
export function buildTile(spec: ModeSpec, bytes: string): Tile {
  if (bytes.length === 0 || bytes.length > 64) illegal();
  if (spec.planes > 1) {
    const rows = Math.ceil(bytes.length / spec.planes);
    const pixels = new Uint8Array(rows * 8);
    for (let i = 0; i < bytes.length; i++) {
      const row = Math.floor(i / spec.planes);
      const plane = i % spec.planes;
      const b = bytes.charCodeAt(i);
      for (let x = 0; x < 8; x++) if (b & (0x80 >> x)) pixels[row * 8 + x] |= 1 << plane;
    }
    return { width: 8, height: rows, pixels, solid: false };
  }
  const bits = spec.bitsPerPlane;
  const width = 8 / bits;
  const pixels = new Uint8Array(bytes.length * width);
  for (let row = 0; row < bytes.length; row++) {
    const b = bytes.charCodeAt(row);
    for (let x = 0; x < width; x++) pixels[row * width + x] = (b >> (8 - bits * (x + 1))) & ((1 << bits) - 1);
  }
  return { width, height: bytes.length, pixels, solid: false };
}

/** Whether pixels [x, x+n) of row y already show the tile row (or the background row, which stops it). */
function showsTile(surface: Surface, tile: Tile, background: Tile | undefined, x: number, y: number, n: number): boolean {
  if (!showsTileRow(surface, tile, x, y, n)) return false;
  if (!background || n < background.width) return true;
  const base = y * surface.width;
  for (let i = 0; i < n; i++) {
    if (surface.pixels[base + x + i] !== background.pixels[(x + i) % background.width]) return true;
  }
  return false;
}

function showsTileRow(surface: Surface, tile: Tile, x: number, y: number, n: number): boolean {
  const pixels = surface.pixels;
  const base = y * surface.width;
  if (tile.solid) {
    const attr = tile.pixels[0];
    for (let i = 0; i < n; i++) if (pixels[base + x + i] !== attr) return false;
    return true;
  }
  const row = (y % tile.height) * tile.width;
  let zero = true;
  for (let i = 0; i < tile.width && zero; i++) zero = tile.pixels[row + i] === 0;
  if (zero) return false; // an all-zero tile row never stops the fill
  for (let i = 0; i < n; i++) {
    if (pixels[base + x + i] !== tile.pixels[row + ((x + i) % tile.width)]) return false;
  }
  return true;
}

/** Pending runs of the flood fill, four numbers each (xs, xe, row, dir), reused across fills. */
let seeds = new Int32Array(4096);
let seedTop = 0;
// A tile of all-zero rows never counts as painted, so the fill can run on without end (PC-BASIC loops
// too, until Ctrl-Break); past this many pending runs we stop with Out of memory instead of crashing.
const MAX_SEEDS = 1 << 22;

function pushSeed(xs: number, xe: number, row: number, dir: number): void {
  if (seedTop + 4 > seeds.length) {
    if (seeds.length >= MAX_SEEDS) throw new GraphicsError(7);
    const grown = new Int32Array(seeds.length * 2);
    grown.set(seeds);
    seeds = grown;
  }
  seeds[seedTop++] = xs;
  seeds[seedTop++] = xe;
  seeds[seedTop++] = row;
  seeds[seedTop++] = dir;
}

/** Pushes each run between border pixels in xa..xb of a row that does not already show the tile. */
function pushRuns(
  surface: Surface, tile: Tile, background: Tile | undefined, border: number, xa: number, xb: number, row: number,
  dir: number,
): void {
  const pixels = surface.pixels;
  const base = row * surface.width;
  let px = xa;
  while (px <= xb) {
    let end = px;
    while (end <= xb && pixels[base + end] !== border) end++;
    if (end > px && !showsTile(surface, tile, background, px, row, end - px)) pushSeed(px, end - 1, row, dir);
    px = end + 1;
  }
}

/** Paints pixels left..right of a row with the tile's row. */
function paintRun(surface: Surface, tile: Tile, row: number, left: number, right: number): void {
  const base = row * surface.width;
  if (tile.solid) {
    surface.pixels.fill(tile.pixels[0], base + left, base + right + 1);
    return;
  }
  const tileRow = (row % tile.height) * tile.width;
  for (let px = left; px <= right; px++) surface.pixels[base + px] = tile.pixels[tileRow + (px % tile.width)];
}

/** Fills from (x, y) in absolute pixels within the clip rectangle; `covered` hears of each run it paints. */
export function floodFill(
  surface: Surface, x: number, y: number, tile: Tile, border: number, background?: Tile,
  covered?: (row: number, left: number, right: number) => void,
): void {
  const { clipX0, clipY0, clipX1, clipY1, width, pixels } = surface;
  if (!surface.inClip(x, y) || pixels[y * width + x] === border) return;
  seedTop = 0;
  pushSeed(x, x, y, 0);
  // A tile with all-zero rows never reads as painted, so such a fill revisits rows without end (QBasic and
  // PC-BASIC hang until Ctrl-Break); once it has painted eight times the view's area, it has cycled: stop.
  let budget = 8 * (clipX1 - clipX0 + 1) * (clipY1 - clipY0 + 1);
  while (seedTop > 0 && budget > 0) {
    const dir = seeds[--seedTop];
    const row = seeds[--seedTop];
    const xe = seeds[--seedTop];
    const xs = seeds[--seedTop];
    const base = row * width;
    let left = xs;
    while (left > clipX0 && pixels[base + left - 1] !== border) left--;
    let right = xe;
    while (right < clipX1 && pixels[base + right + 1] !== border) right++;
    if (dir === 0) {
      if (row + 1 <= clipY1) pushRuns(surface, tile, background, border, left, right, row + 1, 1);
      if (row - 1 >= clipY0) pushRuns(surface, tile, background, border, left, right, row - 1, -1);
    } else {
      const next = row + dir;
      const back = row - dir;
      if (next >= clipY0 && next <= clipY1) pushRuns(surface, tile, background, border, left, right, next, dir);
      if (back >= clipY0 && back <= clipY1) {
        pushRuns(surface, tile, background, border, left, xs - 1, back, -dir);
        pushRuns(surface, tile, background, border, xe + 1, right, back, -dir);
      }
    }
    paintRun(surface, tile, row, left, right);
    covered?.(row, left, right);
    budget -= right - left + 1;
  }
}

/** PAINT's background string may not match more than two tile rows in a row (QBasic help, PAINT). */
function checkBackground(tile: Tile, background: Tile): void {
  for (let start = 0; start < Math.max(1, tile.height - 2); start++) {
    let all = true;
    for (let r = start; r < Math.min(start + 3, tile.height) && all; r++) {
      for (let i = 0; i < tile.width && all; i++) all = tile.pixels[r * tile.width + i] === background.pixels[i];
    }
    if (all) illegal();
  }
}

export function paintStatement(
  s: Screen, x: number, y: number, step: boolean, paint: number | string | undefined, border: number | undefined,
  background: string | undefined,
): void {
  requireGraphics(s);
  const c = s.coords;
  const lx = c.resolveX(x, step);
  const ly = c.resolveY(y, step);
  const px = c.absX(c.physicalX(lx));
  const py = c.absY(c.physicalY(ly));
  const fillAttr = typeof paint === 'number' ? attributeOf(s, paint) : s.foreground;
  const tile = typeof paint === 'string' ? buildTile(s.spec, paint) : solidTile(fillAttr);
  const borderAttr = border === undefined ? fillAttr : attributeOf(s, border);
  let bg: Tile | undefined;
  if (background !== undefined && background.length > 0 && typeof paint === 'string') {
    bg = buildTile(s.spec, background);
    bg = { ...bg, height: 1, pixels: bg.pixels.subarray(0, bg.width) };
    checkBackground(tile, bg);
  }
  if (!s.surface.inClip(px, py)) return;
  c.setLast(lx, ly);
  floodFill(s.surface, px, py, tile, borderAttr, bg);
  s.lastAttr = fillAttr;
}
