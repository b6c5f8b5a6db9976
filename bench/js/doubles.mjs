// JS twin of programs/doubles.bas: the same IEEE double operations in the same order.
import { i32, printLine } from './qb.mjs';

export const sizes = { full: 400000, quick: 20000 };

export function run(size) {
  const growth = 1 + 1 / 10000000;
  const tera = 1000000 * 1000000;
  let s = 0;
  let t = 1;
  for (let i = 1; i <= size; i = i32(i + 1)) {
    const x = i / 7;
    s = s + (Math.sqrt(x) * 1.5) / (x + 1);
    t = t * growth - x / tera;
  }
  const lines = [Math.floor(s), Math.floor((s - Math.floor(s)) * 100000), Math.floor(t * 1000000)];
  return { text: lines.map(printLine).join('') };
}
