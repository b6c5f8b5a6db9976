// JS twin of programs/sievewhile.bas: an Int16Array with bounds checks and 16-bit overflow checks.
import { i16, index, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 2 };
const N = 8190;

export function run(size) {
  const flags = new Int16Array(N + 1);
  let count = 0;
  for (let iter = 1; iter <= size; iter = i16(iter + 1)) {
    count = 0;
    for (let i = 0; i <= N; i = i16(i + 1)) flags[index(i, 0, N)] = 1;
    for (let i = 0; i <= N; i = i16(i + 1)) {
      if (flags[index(i, 0, N)] !== 0) {
        const prime = i16(i16(i + i) + 3);
        let k = i16(i + prime);
        while (k <= N) {
          flags[index(k, 0, N)] = 0;
          k = i16(k + prime);
        }
        count = i16(count + 1);
      }
    }
  }
  return { text: printLine(count) };
}
