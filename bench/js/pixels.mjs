// JS twin of programs/pixels.bas: colour ((x XOR y) + f) AND 255 for every pixel, a box per frame.
import { Screen13 } from './gfx.mjs';
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 12, quick: 1 };

export function checksum(scr, step) {
  let s = 0;
  for (let y = 0; y <= 199; y = i16(y + step)) {
    for (let x = 0; x <= 319; x = i16(x + step)) s = i32(i32(s * 7) + scr.point(x, y)) % 1000003;
  }
  return s;
}

export function run(size) {
  const scr = new Screen13();
  for (let f = 1; f <= size; f = i16(f + 1)) {
    for (let y = 0; y <= 199; y = i16(y + 1)) {
      for (let x = 0; x <= 319; x = i16(x + 1)) scr.pset(x, y, i16((x ^ y) + f) & 255);
    }
    scr.box(f, f, i16(319 - f), i16(199 - f), f & 255);
  }
  return { text: printLine(checksum(scr, 3)), pixels: scr.pixels };
}
