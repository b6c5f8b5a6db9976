// JS twin of programs/graphics.bas on a Uint8Array framebuffer with QBasic's line rule.
import { Screen13 } from './gfx.mjs';
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 15, quick: 1 };

export function run(size) {
  const scr = new Screen13();
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let y = 0; y <= 199; y = i16(y + 1)) {
      for (let x = 0; x <= 319; x = i16(x + 1)) scr.pset(x, y, i16(i16(x + y) + r) & 255);
    }
    for (let i = 0; i <= 199; i = i16(i + 1)) scr.line(0, i, 319, i16(199 - i), i16(i + r) & 255);
    for (let i = 0; i <= 319; i = i16(i + 1)) scr.line(i, 0, i16(319 - i), 199, i16(i16(i * 3) + r) & 255);
    scr.box(20, 20, 299, 179, r & 255);
    scr.boxFill(40, 40, 279, 159, i16(r + 1) & 255);
  }
  let s = 0;
  for (let y = 0; y <= 199; y = i16(y + 3)) {
    for (let x = 0; x <= 319; x = i16(x + 3)) s = i32(i32(s * 7) + scr.point(x, y)) % 1000003;
  }
  return { text: printLine(s), pixels: scr.pixels };
}
