// JS twin of programs/linenum.bas, as a JS programmer writes it: the DEF FN and the subroutine as functions.
import { str } from './qb.mjs';

export const sizes = { full: 200, quick: 1 };

export function run(size) {
  let t = 0;
  let u = 0;
  const fnw = (v) => (v * 3 + 1) % 1000;
  const sub = (i, r) => {
    const x = fnw(i + r);
    if (x > 500) t += 1;
    else t = t - 1 + (x & 3);
    if (t > 100000) {
      t -= 100000;
      u += 1;
    }
  };
  for (let r = 1; r <= size; r++) {
    for (let i = 1; i <= 5000; i++) sub(i, r);
  }
  return { text: `${str(t)} ${str(u)} \n` };
}
