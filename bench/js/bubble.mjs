// JS twin of programs/bubble.bas: SINGLE counters and elements (Math.fround after each operation), each
// subscript rounded to an INTEGER (CINT) and checked against the bounds, MOD on operands rounded to LONG.
import { cint, clng, index, printLine } from './qb.mjs';

export const sizes = { full: 4, quick: 1 };
const f = Math.fround;

export function run(size) {
  const a = new Float32Array(1000);
  const at = (i) => index(cint(i), 0, 999);
  for (let r = 1; r <= size; r = f(r + 1)) {
    for (let i = 0; i <= 999; i = f(i + 1)) a[at(i)] = clng(f(i * 37)) % 1000;
    for (let i = 0; i <= 998; i = f(i + 1)) {
      for (let j = f(i + 1); j <= 999; j = f(j + 1)) {
        if (a[at(j)] < a[at(i)]) {
          const x = at(i);
          const y = at(j);
          const t = a[x];
          a[x] = a[y];
          a[y] = t;
        }
      }
    }
  }
  let s = 0;
  for (let i = 0; i <= 999; i = f(i + 1)) s = clng(f(s + f(a[at(i)] * (clng(i) % 7))));
  return { text: printLine(s) };
}
