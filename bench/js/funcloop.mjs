// JS twin of programs/funcloop.bas: two small functions called in an expression per iteration, INTEGER and LONG checked.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 100, quick: 1 };

function clamp(v, lo, hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

function sq(x) {
  return i32(x * x);
}

export function run(size) {
  const lo = -100;
  let total = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let i = -500; i <= 500; i = i16(i + 1)) {
      total = i32(i32(total + clamp(i16(i * 3), lo, 100)) + sq(Math.trunc(i / 4))) % 1000000;
    }
  }
  return { text: printLine(total) };
}
