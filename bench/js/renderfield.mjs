// JS twin of programs/renderfield.bas: renderField's statements one for one (DRAW strings built and
// interpreted per call, CIRCLE + PAINT for mines, emboss lines), INTEGER arithmetic 16-bit checked.
import { Screen13 } from './gfx.mjs';
import { i16, i32, str, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 2 };
const cellW = 10;
const cellH = 10;
const cellHalfW = 5;
const cellHalfH = 5;
const cStatClear = 0x10;
const cStatMaybe = 0x20;
const cStatReveal = 0x40;

/** a 16x16 field in the same states as the program's set-up loop */
export function makeField(w, h) {
  const field = new Int16Array(256);
  for (let i = 0; i < w * h; i++) {
    let v = (i * 7) % 10;
    const k = (i * 5 + Math.trunc(i / 16)) % 8;
    if (k <= 3) v |= cStatReveal;
    else if (k === 5) v |= cStatClear;
    else if (k === 6) v |= cStatMaybe;
    field[i] = v;
  }
  return field;
}

/** renderField (x, y) of the listing */
export function renderField(scr, field, fieldW, fieldH, x, y) {
  const digit = ['c1 bm+0,1ed3gr2', 'c2 rfg2dr2', 'c4 rfgfgl', 'c1 d2r2gd', 'c4 bm+2,0l2d2rfgl',
    'c3 bm+2,0lgd3r2u2l', 'c0 r2dgd2', 'c8 r2dg2dr2uh2'];
  scr.boxFill(x, y, i16(x + i16(i16(fieldW * cellW) - 1)), i16(y + i16(i16(fieldH * cellH) - 1)), 7);
  for (let r = 0; r <= fieldH - 1; r = i16(r + 1)) {
    const ofsY = i16(y + i16(r * cellH));
    const cellOfs = i16(r * fieldW);
    for (let c = 0; c <= fieldW - 1; c = i16(c + 1)) {
      const ofsX = i16(x + i16(c * cellW));
      const cell = field[i16(cellOfs + c)];
      if (cell & cStatReveal) {
        const cnt = cell & 15;
        if (cnt >= 1 && cnt <= 8) {
          scr.draw('bm' + str(ofsX + cellHalfW - 2) + ',' + str(ofsY + cellHalfH - 3) + digit[cnt - 1]);
        } else if (cnt === 9) {
          scr.circle(ofsX + cellHalfW - 1, ofsY + cellHalfH - 1, 3, 0);
          scr.paint(ofsX + cellHalfW - 1, ofsY + cellHalfH - 1, 0, 0);
        }
      } else {
        scr.line(ofsX, ofsY + 8, ofsX, ofsY, 15);
        scr.line(scr.lastX, scr.lastY, scr.lastX + 8, scr.lastY, 15);
        scr.line(ofsX + 9, ofsY + 1, ofsX + 9, ofsY + 9, 8);
        scr.line(scr.lastX, scr.lastY, scr.lastX - 8, scr.lastY, 8);
        if (cell & cStatClear) scr.draw('bm ' + str(ofsX + 3) + ',' + str(ofsY + 7) + ' c0r2h1u4r1 c4r1h-1l2d1r1');
        else if (cell & cStatMaybe) scr.draw('bm ' + str(ofsX + 3) + ',' + str(ofsY + 3) + ' c0u1r3d1g2 bm+0,+2 r0');
      }
    }
  }
}

export function run(size) {
  const scr = new Screen13();
  const field = makeField(16, 16);
  const x = (320 - cellW * 16) >> 1;
  const y = (200 - cellH * 16) >> 1;
  for (let n = 1; n <= size; n = i16(n + 1)) renderField(scr, field, 16, 16, x, y);
  let s = 0;
  for (let py = y; py <= y + 159; py++) {
    for (let px = x; px <= x + 159; px++) s = i32(i32(s * 7) + scr.point(px, py)) % 1000003;
  }
  return { text: printLine(s), pixels: scr.pixels };
}
