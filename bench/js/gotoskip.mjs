// JS twin of programs/gotoskip.bas: INTEGER counters and elements, LONG counts, each operation checked for
// Overflow and each subscript against the bounds; the jumps written as a hand translation writes them
// (`continue` for the jump to NEXT, a switch for ON n GOTO).
import { i16, i32, index, str } from './qb.mjs';

export const sizes = { full: 60, quick: 1 };

export function run(size) {
  const a = new Int16Array(1000);
  for (let i = 0; i <= 999; i = i16(i + 1)) a[index(i, 0, 999)] = i16(i * 7) % 13;
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let i = 0; i <= 999; i = i16(i + 1)) {
      if (a[index(i, 0, 999)] === 0) continue;
      switch (i16(a[index(i, 0, 999)] % 3 + 1)) {
        case 1: c0 = i32(c0 + a[index(i, 0, 999)]); break;
        case 2: c1 = i32(c1 + 1); break;
        default: c2 = i32(c2 + 2);
      }
      if (a[index(i, 0, 999)] > 10) continue;
      c3 = i32(c3 + 1);
    }
  }
  // PRINT C0&; C1&; C2&; C3&: each number with its sign column and a trailing space
  return { text: `${str(c0)} ${str(c1)} ${str(c2)} ${str(c3)} \n` };
}
