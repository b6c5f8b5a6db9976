// JS twin of programs/subargs.bas: a procedure with three by-value INTEGER arguments and a by-reference LONG, checked.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 100, quick: 1 };

export function run(size) {
  const acc = { value: 0 };
  const addPoint = (x, y, w, a) => {
    a.value = i32(i32(a.value + i16(x * w)) + y) % 1000003;
  };
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let i = 0; i <= 999; i = i16(i + 1)) addPoint(i % 320, i16(i * 7) % 200, (i & 3) + 1, acc);
  }
  return { text: printLine(acc.value) };
}
