// JS twin of programs/shapes.bas: box fill, circles, flood fills and boxes on the framebuffer.
import { Screen13 } from './gfx.mjs';
import { i16, printLine } from './qb.mjs';
import { checksum } from './pixels.mjs';

export const sizes = { full: 40, quick: 2 };

export function run(size) {
  const scr = new Screen13();
  for (let f = 1; f <= size; f = i16(f + 1)) {
    scr.boxFill(0, 0, 319, 199, 0);
    for (let i = 0; i <= 9; i = i16(i + 1)) {
      const cx = i16(20 + i16(i * 30));
      const cy = i16(50 + (i16(i16(i * 7) + f) % 100));
      const r = i16(4 + (i16(i + f) % 10));
      scr.circle(cx, cy, r, 15);
      scr.paint(cx, cy, i16((i16(i + f) % 14) + 1), 15);
      scr.box(i16(cx - r), i16(cy - r), i16(cx + r), i16(cy + r), 14);
    }
  }
  return { text: printLine(checksum(scr, 2)), pixels: scr.pixels };
}
