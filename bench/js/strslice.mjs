// JS twin of programs/strslice.bas: build with STR$-like digits, split at commas, VAL of each field.
import { i16, i32, printLine, str } from './qb.mjs';

export const sizes = { full: 320, quick: 5 };

function join(a, b) {
  if (a.length + b.length > 32767) throw new Error('Out of string space');
  return a + b;
}

export function run(size) {
  let total = 0;
  let u = '';
  for (let r = 1; r <= size; r = i16(r + 1)) {
    let s = '';
    for (let i = 1; i <= 100; i = i16(i + 1)) s = join(join(s, str(i16(i * r) % 97).trimStart()), ',');
    let p = 1;
    for (;;) {
      const q = s.indexOf(',', p - 1) + 1;
      if (q === 0) break;
      total = i32(total + Number(s.substr(p - 1, q - p)));
      p = i16(q + 1);
    }
    u = join(s.substr(0, 10).toUpperCase(), s.substr(s.length - 10));
    total = i32(total + u.length);
  }
  return { text: printLine(total) + u + '\n' };
}
