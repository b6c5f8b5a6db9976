// JS twin of programs/mandel.bas: SINGLE variables (Math.fround after each operation), both relations of
// the WHILE's AND evaluated (QBasic does not short-circuit), the LONG sum c& + it computed as a SINGLE
// (the more precise type of the two) and rounded back to a LONG (CLNG).
import { clng, printLine } from './qb.mjs';

export const sizes = { full: 99, quick: 4 };
const f = Math.fround;

export function run(size) {
  let c = 0;
  for (let py = 0; py <= size; py = f(py + 1)) {
    for (let px = 0; px <= 159; px = f(px + 1)) {
      const x0 = f(f(px / 50) - 2);
      const y0 = f(f(py / 50) - 1);
      let x = 0;
      let y = 0;
      let it = 0;
      while (((f(f(x * x) + f(y * y)) < 4 ? -1 : 0) & (it < 40 ? -1 : 0)) !== 0) {
        const xt = f(f(f(x * x) - f(y * y)) + x0);
        y = f(f(f(2 * x) * y) + y0);
        x = xt;
        it = f(it + 1);
      }
      c = clng(f(c + it));
    }
  }
  return { text: printLine(c) };
}
