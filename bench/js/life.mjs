// JS twin of programs/life.bas: SINGLE counters and cells (Math.fround after each operation), each
// subscript rounded to an INTEGER (CINT) and checked against the bounds, MOD on operands rounded to LONG,
// every operand of OR and AND evaluated (QBasic does not short-circuit).
import { cint, clng, printLine } from './qb.mjs';

export const sizes = { full: 20, quick: 1 };
const f = Math.fround;

export function run(size) {
  const g = new Float32Array(42 * 42);
  const h = new Float32Array(42 * 42);
  const at = (x, y) => {
    const i = cint(x);
    const j = cint(y);
    if (i < 0 || i > 41 || j < 0 || j > 41) throw new Error('Subscript out of range');
    return i + 42 * j;
  };
  for (let y = 1; y <= 40; y = f(y + 1)) {
    for (let x = 1; x <= 40; x = f(x + 1)) if (clng(f(f(x * 37) + f(y * 91))) % 7 < 3) g[at(x, y)] = 1;
  }
  for (let gen = 1; gen <= size; gen = f(gen + 1)) {
    for (let y = 1; y <= 40; y = f(y + 1)) {
      for (let x = 1; x <= 40; x = f(x + 1)) {
        const xl = f(x - 1);
        const xr = f(x + 1);
        const yu = f(y - 1);
        const yd = f(y + 1);
        let n = f(g[at(xl, yu)] + g[at(x, yu)]);
        n = f(n + g[at(xr, yu)]);
        n = f(n + g[at(xl, y)]);
        n = f(n + g[at(xr, y)]);
        n = f(n + g[at(xl, yd)]);
        n = f(n + g[at(x, yd)]);
        n = f(n + g[at(xr, yd)]);
        const three = n === 3 ? -1 : 0;
        const two = n === 2 ? -1 : 0;
        const alive = g[at(x, y)] === 1 ? -1 : 0;
        h[at(x, y)] = (three | (two & alive)) !== 0 ? 1 : 0;
      }
    }
    for (let y = 1; y <= 40; y = f(y + 1)) {
      for (let x = 1; x <= 40; x = f(x + 1)) g[at(x, y)] = h[at(x, y)];
    }
  }
  let c = 0;
  for (let y = 1; y <= 40; y = f(y + 1)) {
    for (let x = 1; x <= 40; x = f(x + 1)) c = f(c + f(g[at(x, y)] * f(x + y)));
  }
  return { text: printLine(c) };
}
