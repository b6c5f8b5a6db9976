// JS twin of programs/mandel.bas: SINGLE variables rounded when stored (Math.fround), the expressions between
// kept unrounded as QBasic 1.1 keeps them (it prints 222070 at full size; rounding each operation gives
// 222068), both relations of the WHILE's AND evaluated (QBasic does not short-circuit), the LONG sum
// c& + it rounded back to a LONG (CLNG).
import { clng, printLine } from './qb.mjs';

export const sizes = { full: 99, quick: 4 };
const f = Math.fround;

export function run(size) {
  let c = 0;
  for (let py = 0; py <= size; py = f(py + 1)) {
    for (let px = 0; px <= 159; px = f(px + 1)) {
      const x0 = f(px / 50 - 2);
      const y0 = f(py / 50 - 1);
      let x = 0;
      let y = 0;
      let it = 0;
      while (((x * x + y * y < 4 ? -1 : 0) & (it < 40 ? -1 : 0)) !== 0) {
        const xt = f(x * x - y * y + x0);
        y = f(2 * x * y + y0);
        x = xt;
        it = f(it + 1);
      }
      c = clng(c + it);
    }
  }
  return { text: printLine(c) };
}
