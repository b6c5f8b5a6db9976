// JS twin of programs/xorloop.bas: INTEGER adds checked for 16-bit overflow as QBasic does.
import { i16, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 3 };

export function run(size) {
  let x = 0;
  let c = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let i = 1; i <= 30000; i = i16(i + 1)) {
      x ^= i16(i + r);
      c = i16(c + (x & 255));
      if (c > 30000) c = i16(c - 30000);
    }
  }
  return { text: printLine(x) + printLine(c) };
}
