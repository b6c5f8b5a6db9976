// JS twin of programs/lifeint.bas: INTEGER counters and cells, each operation checked for Overflow, each
// subscript checked against the bounds (in `at`, as a hand translation writes a 2D access: with the
// `index` helper twice in it this twin ran 57M instructions against 15M), every operand of OR and AND
// evaluated (QBasic does not short-circuit), a LONG checksum.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 20, quick: 1 };

export function run(size) {
  const g = new Int16Array(42 * 42);
  const h = new Int16Array(42 * 42);
  const at = (x, y) => {
    if (x < 0 || x > 41 || y < 0 || y > 41) throw new Error('Subscript out of range');
    return x + 42 * y;
  };
  for (let y = 1; y <= 40; y = i16(y + 1)) {
    for (let x = 1; x <= 40; x = i16(x + 1)) if (i16(i16(x * 37) + i16(y * 91)) % 7 < 3) g[at(x, y)] = 1;
  }
  for (let gen = 1; gen <= size; gen = i16(gen + 1)) {
    for (let y = 1; y <= 40; y = i16(y + 1)) {
      for (let x = 1; x <= 40; x = i16(x + 1)) {
        const xl = i16(x - 1);
        const xr = i16(x + 1);
        const yu = i16(y - 1);
        const yd = i16(y + 1);
        let n = i16(g[at(xl, yu)] + g[at(x, yu)]);
        n = i16(n + g[at(xr, yu)]);
        n = i16(n + g[at(xl, y)]);
        n = i16(n + g[at(xr, y)]);
        n = i16(n + g[at(xl, yd)]);
        n = i16(n + g[at(x, yd)]);
        n = i16(n + g[at(xr, yd)]);
        const three = n === 3 ? -1 : 0;
        const two = n === 2 ? -1 : 0;
        const alive = g[at(x, y)] === 1 ? -1 : 0;
        h[at(x, y)] = (three | (two & alive)) !== 0 ? 1 : 0;
      }
    }
    for (let y = 1; y <= 40; y = i16(y + 1)) {
      for (let x = 1; x <= 40; x = i16(x + 1)) g[at(x, y)] = h[at(x, y)];
    }
  }
  let c = 0;
  for (let y = 1; y <= 40; y = i16(y + 1)) {
    for (let x = 1; x <= 40; x = i16(x + 1)) c = i32(c + i16(g[at(x, y)] * i16(x + y)));
  }
  return { text: printLine(c) };
}
