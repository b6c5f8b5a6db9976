// JS twin of programs/grades.bas: SINGLE counters and scores (Math.fround after each operation), MOD on
// operands rounded to LONG (CLNG), the CASEs tested in order (the first that matches wins), the counts in
// a Float32Array indexed by constants.
import { clng, str } from './qb.mjs';

export const sizes = { full: 20, quick: 1 };
const f = Math.fround;

export function run(size) {
  const n = new Float32Array(6);
  for (let r = 1; r <= size; r = f(r + 1)) {
    for (let i = 1; i <= 10000; i = f(i + 1)) {
      const score = clng(f(f(i * 37) + r)) % 101;
      if (score >= 90) n[1] = f(n[1] + 1);
      else if (score >= 80) n[2] = f(n[2] + 1);
      else if (score >= 70 && score <= 79) n[3] = f(n[3] + 1);
      else if (score === 60 || score === 61 || score === 62 || score === 63 || score === 64 || score === 65
        || score === 66 || score === 67 || score === 68 || score === 69) n[4] = f(n[4] + 1);
      else n[5] = f(n[5] + 1);
    }
  }
  // PRINT n(1); n(2); n(3); n(4); n(5): each number with its sign column and a trailing space
  return { text: `${str(n[1])} ${str(n[2])} ${str(n[3])} ${str(n[4])} ${str(n[5])} \n` };
}
