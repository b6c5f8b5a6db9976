// JS twin of programs/charscan.bas: SINGLE counters (Math.fround after each addition), the 720-character
// string built as the program builds it, each character taken as a one-character string, the CASEs tested
// in order (the first that matches wins), strings compared by character codes as QBasic compares them.
import { str } from './qb.mjs';

export const sizes = { full: 200, quick: 2 };
const f = Math.fround;

export function run(size) {
  let s = '';
  for (let i = 1; i <= 40; i = f(i + 1)) s += 'Hello, World 123! ';
  let v = 0;
  let d = 0;
  let o = 0;
  for (let r = 1; r <= size; r = f(r + 1)) {
    v = 0;
    d = 0;
    o = 0;
    const n = s.length;
    for (let i = 1; i <= n; i = f(i + 1)) {
      const c = s.substr(i - 1, 1);
      if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'A' || c === 'E' || c === 'I'
        || c === 'O' || c === 'U') v = f(v + 1);
      else if (c >= '0' && c <= '9') d = f(d + 1);
      else o = f(o + 1);
    }
  }
  // PRINT v; d; o: each number with its sign column and a trailing space
  return { text: `${str(v)} ${str(d)} ${str(o)} \n` };
}
