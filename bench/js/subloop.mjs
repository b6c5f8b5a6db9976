// JS twin of programs/subloop.bas (the same work as xorloop.mjs, in a function given the loop count by
// reference, as the SUB is). Nothing changes the count, x or c from elsewhere while it runs, so the hand
// translation reads the count once and keeps x and c in locals: the fastest the work can be written.
import { i16, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 3 };

function work(r, shared) {
  let x = shared.x;
  let c = shared.c;
  const rv = r.value;
  for (let i = 1; i <= 30000; i = i16(i + 1)) {
    x ^= i16(i + rv);
    c = i16(c + (x & 255));
    if (c > 30000) c = i16(c - 30000);
  }
  shared.x = x;
  shared.c = c;
}

export function run(size) {
  const shared = { x: 0, c: 0 };
  const r = { value: 1 };
  for (r.value = 1; r.value <= size; r.value = i16(r.value + 1)) work(r, shared);
  return { text: printLine(shared.x) + printLine(shared.c) };
}
