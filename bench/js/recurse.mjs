// JS twin of programs/recurse.bas, as a JS programmer writes it: a recursive quicksort over a Float32Array.
import { printLine } from './qb.mjs';

export const sizes = { full: 20, quick: 1 };
const N = 2000;

function qsort(a, lo, hi) {
  if (lo >= hi) return;
  const p = a[Math.trunc((lo + hi) / 2)];
  let i = lo;
  let j = hi;
  while (i <= j) {
    while (a[i] < p) i++;
    while (a[j] > p) j--;
    if (i <= j) {
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
      i++;
      j--;
    }
  }
  qsort(a, lo, j);
  qsort(a, i, hi);
}

export function run(size) {
  const a = new Float32Array(N + 1);
  let c = 0;
  for (let r = 1; r <= size; r++) {
    let seed = r;
    for (let i = 1; i <= N; i++) {
      seed = (seed * 421 + 1) % 32768;
      a[i] = seed;
    }
    qsort(a, 1, N);
    c = (c + a[1] + a[N / 2] * 3 + a[N] * 7) % 100000;
  }
  return { text: printLine(c) };
}
