// JS twin of programs/calls.bas: a recursive function plus a by-reference counter update, LONG-checked.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 20, quick: 1 };

export function run(size) {
  const calls = { value: 0 };
  const tick = (counter) => {
    counter.value = i32(counter.value + 1);
  };
  const fib = (n) => {
    tick(calls);
    return n < 2 ? n : i32(fib(i16(n - 1)) + fib(i16(n - 2)));
  };
  let total = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) total = i32(total + fib(20));
  return { text: printLine(total) + printLine(calls.value) };
}
