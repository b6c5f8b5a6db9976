// JS twin of programs/gotoloop.bas (the same work as xorloop.mjs, in do ... while loops as its GOTOs run).
import { i16, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 3 };

export function run(size) {
  let x = 0;
  let c = 0;
  let r = 1;
  do {
    let i = 1;
    do {
      x ^= i16(i + r);
      c = i16(c + (x & 255));
      if (c > 30000) c = i16(c - 30000);
      i = i16(i + 1);
    } while (i <= 30000);
    r = i16(r + 1);
  } while (r <= size);
  return { text: printLine(x) + printLine(c) };
}
