// JS twin of programs/ifchain.bas: INTEGER counters and elements, LONG counts, each operation checked for
// Overflow, each subscript checked against the bounds, the tests in order (the first true one runs), both
// relations of each AND / OR evaluated (QBasic does not short-circuit).
import { i16, i32, index, str } from './qb.mjs';

export const sizes = { full: 100, quick: 1 };

export function run(size) {
  const a = new Int16Array(1000);
  for (let i = 0; i <= 999; i = i16(i + 1)) a[index(i, 0, 999)] = i16(i * 7) % 100;
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  let c4 = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let i = 0; i <= 999; i = i16(i + 1)) {
      if (a[index(i, 0, 999)] < 10) c0 = i32(c0 + 1);
      else if (((a[index(i, 0, 999)] < 30 ? -1 : 0) & (i % 2 === 0 ? -1 : 0)) !== 0) c1 = i32(c1 + 1);
      else if (a[index(i, 0, 999)] >= 90) c2 = i32(c2 + a[index(i, 0, 999)]);
      else if (((a[index(i, 0, 999)] === 50 ? -1 : 0) | (a[index(i, 0, 999)] === 51 ? -1 : 0)) !== 0) c3 = i32(c3 + 1);
      else c4 = i32(c4 + 1);
    }
  }
  // PRINT c0&; c1&; c2&; c3&; c4&: each number with its sign column and a trailing space
  return { text: `${str(c0)} ${str(c1)} ${str(c2)} ${str(c3)} ${str(c4)} \n` };
}
