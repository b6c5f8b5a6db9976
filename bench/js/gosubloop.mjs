// JS twin of programs/gosubloop.bas (the same work as gotoloop.mjs, the step in a function called from the loops).
import { i16, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 3 };

export function run(size) {
  let x = 0;
  let c = 0;
  let r = 1;
  let i = 1;
  const step = () => {
    x ^= i16(i + r);
    c = i16(c + (x & 255));
    if (c > 30000) c = i16(c - 30000);
  };
  for (r = 1; r <= size; r = i16(r + 1)) {
    for (i = 1; i <= 30000; i = i16(i + 1)) step();
  }
  return { text: printLine(x) + printLine(c) };
}
