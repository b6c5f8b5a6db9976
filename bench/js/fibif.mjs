// JS twin of programs/fibif.bas: recursive fib with INTEGER parameter arithmetic and LONG sums checked.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 40, quick: 1 };

function fib(n) {
  return n < 2 ? n : i32(fib(i16(n - 1)) + fib(i16(n - 2)));
}

export function run(size) {
  let total = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) total = i32(total + fib(20));
  return { text: printLine(total) };
}
