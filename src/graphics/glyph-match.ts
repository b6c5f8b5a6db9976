// SCREEN(row, col) in graphics modes: QBasic reads the character back by matching the cell's pixels.
import type { Screen } from './screen.js';

/** The code of the glyph whose lit pixels are exactly the cell's non-zero pixels, or 32 for an empty cell, else 0. */
export function recogniseGlyph(s: Screen, row: number, col: number): number {
  const { font, pixels, pixelWidth } = s.text;
  const h = font.height;
  const base = (row - 1) * h * pixelWidth + (col - 1) * 8;
  const cell = new Uint8Array(h);
  for (let y = 0; y < h; y++) {
    let bits = 0;
    for (let x = 0; x < 8; x++) if (pixels[base + y * pixelWidth + x] !== 0) bits |= 0x80 >> x;
    cell[y] = bits;
  }
  for (let code = 0; code < 256; code++) {
    let same = true;
    for (let y = 0; y < h && same; y++) same = font.glyphs[code * h + y] === cell[y];
    if (same) return code === 0 ? 32 : code;
  }
  return 0;
}
