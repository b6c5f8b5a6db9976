// JS twin of programs/strings.bas: JS strings of byte codes, the 32767-character limit checked on each join.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 500, quick: 3 };

function join(a, b) {
  if (a.length + b.length > 32767) throw new Error('Out of string space');
  return a + b;
}

export function run(size) {
  let total = 0;
  let v = 1;
  let s = '';
  for (let r = 1; r <= size; r = i16(r + 1)) {
    s = '';
    for (let i = 1; i <= 400; i = i16(i + 1)) {
      v = i16(i16(i16(v * 31) + 7) % 1021);
      s = join(s, String.fromCharCode(65 + (v % 26)));
    }
    for (let i = 1; i <= 397; i = i16(i + 1)) {
      total = i32(total + s.indexOf(s.substr(i - 1, 3)) + 1);
    }
  }
  return { text: printLine(total) + s.substr(100, 30) + '\n' };
}
