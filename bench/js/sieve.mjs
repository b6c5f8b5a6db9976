// JS twin of programs/sieve.bas: an Int16Array with bounds checks and 16-bit overflow checks.
import { i16, index, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 2 };
const N = 16000;

export function run(size) {
  const flags = new Int16Array(N + 1);
  let count = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) {
    count = 0;
    for (let i = 2; i <= N; i = i16(i + 1)) flags[index(i, 0, N)] = -1;
    for (let i = 2; i <= N; i = i16(i + 1)) {
      if (flags[index(i, 0, N)] !== 0) {
        count = i16(count + 1);
        for (let k = i16(i + i); k <= N; k = i16(k + i)) flags[index(k, 0, N)] = 0;
      }
    }
  }
  return { text: printLine(count) };
}
