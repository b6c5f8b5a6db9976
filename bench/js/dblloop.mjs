// JS twin of programs/dblloop.bas: plain doubles (QBasic's DOUBLE is IEEE binary64).
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 2000000, quick: 20000 };

export function run(size) {
  let s = 0;
  for (let i = 1; i <= size; i = i32(i + 1)) {
    const x = i * 0.001;
    s = s + (x * x) / (1 + x) - Math.sqrt(x) * 0.5;
  }
  return { text: printLine(Math.floor(s)) + printLine(Math.floor((s - Math.floor(s)) * 1000)) };
}
