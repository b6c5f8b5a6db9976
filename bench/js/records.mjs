// JS twin of programs/records.bas: an array of records (one object per element) with bounds and 16-bit checks.
import { i16, i32, index, printLine } from './qb.mjs';

export const sizes = { full: 300, quick: 5 };
const N = 500;

export function run(size) {
  const p = Array.from({ length: N }, () => ({ x: 0, y: 0, dx: 0, dy: 0 }));
  const at = (i) => p[index(i, 1, N) - 1];
  for (let i = 1; i <= N; i = i16(i + 1)) {
    at(i).x = i16(i * 37) % 320;
    at(i).y = i16(i * 61) % 200;
    at(i).dx = i16((i % 7) - 3);
    at(i).dy = i16((i % 5) - 2);
  }
  for (let f = 1; f <= size; f = i16(f + 1)) {
    for (let i = 1; i <= N; i = i16(i + 1)) {
      at(i).x = i16(at(i).x + at(i).dx);
      if (at(i).x < 0 || at(i).x > 319) at(i).dx = i16(-at(i).dx);
      at(i).y = i16(at(i).y + at(i).dy);
      if (at(i).y < 0 || at(i).y > 199) at(i).dy = i16(-at(i).dy);
    }
  }
  let s = 0;
  for (let i = 1; i <= N; i = i16(i + 1)) s = i32(i32(i32(s * 7) + i16(at(i).x * 3)) + at(i).y) % 1000003;
  return { text: printLine(s) };
}
