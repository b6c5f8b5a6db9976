// JS twin of programs/pset13.bas, as a JS programmer writes it: plain number counters, the colour with
// JS bit operators, a Uint8Array framebuffer.
import { Screen13 } from './gfx.mjs';
import { printLine } from './qb.mjs';

export const sizes = { full: 12, quick: 1 };

export function run(size) {
  const scr = new Screen13();
  for (let f = 1; f <= size; f++) {
    for (let y = 0; y <= 199; y++) {
      for (let x = 0; x <= 319; x++) scr.pset(x, y, ((x ^ y) + f) & 255);
    }
  }
  let s = 0;
  for (let y = 0; y <= 199; y += 3) {
    for (let x = 0; x <= 319; x += 3) s = (s * 7 + scr.point(x, y)) % 1000003;
  }
  return { text: printLine(s), pixels: scr.pixels };
}
