// JS twin of programs/sprites.bas: GET copies a block (QBasic's layout: width in bits, height, bytes),
// PUT ... XOR xors it onto the framebuffer, with the whole-block-inside check PUT makes.
import { Screen13, WIDTH, HEIGHT } from './gfx.mjs';
import { i16, i32, printLine, str } from './qb.mjs';

export const sizes = { full: 300, quick: 5 };

function get(scr, x0, y0, x1, y1) {
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const bytes = new Uint8Array(4 + w * h);
  bytes[0] = (w * 8) & 255; bytes[1] = (w * 8) >> 8; bytes[2] = h & 255; bytes[3] = h >> 8;
  for (let y = 0; y < h; y++) bytes.set(scr.pixels.subarray((y0 + y) * WIDTH + x0, (y0 + y) * WIDTH + x0 + w), 4 + y * w);
  return { w, h, bytes, words: new Int16Array(bytes.buffer, 0, bytes.length >> 1) };
}

function putXor(scr, x, y, block) {
  if (x < 0 || y < 0 || x + block.w > WIDTH || y + block.h > HEIGHT) throw new Error('Illegal function call');
  for (let j = 0; j < block.h; j++) {
    const row = (y + j) * WIDTH + x;
    for (let i = 0; i < block.w; i++) scr.pixels[row + i] ^= block.bytes[4 + j * block.w + i];
  }
}

export function run(size) {
  const scr = new Screen13();
  for (let y = 0; y <= 15; y = i16(y + 1)) {
    for (let x = 0; x <= 15; x = i16(x + 1)) scr.pset(x, y, i16(i16(x * 16) + y));
  }
  const sprite = get(scr, 0, 0, 15, 15);
  for (let f = 1; f <= size; f = i16(f + 1)) {
    for (let i = 0; i <= 19; i = i16(i + 1)) {
      const x = i16(i16(i * 15) + i16(f * 3)) % 300;
      const y = i16((i16(i16(i * 9) + i16(f * 2)) % 168) + 16);
      putXor(scr, x, y, sprite);
    }
  }
  let s = 0;
  for (let y = 0; y <= 199; y = i16(y + 1)) {
    for (let x = 0; x <= 319; x = i16(x + 2)) s = i32(i32(s * 7) + scr.point(x, y)) % 1000003;
  }
  const w = sprite.words;
  return { text: printLine(s) + `${str(w[0])} ${str(w[1])} ${str(w[5])} \n`, pixels: scr.pixels };
}
