// JS twin of programs/sortrec.bas, as a JS programmer writes it: an array of { score, nm } objects (nm
// padded to 6 characters as STRING * 6 is), an insertion sort that moves the objects.
import { printLine } from './qb.mjs';

export const sizes = { full: 20, quick: 1 };
const N = 400;

export function run(size) {
  const e = new Array(N + 1);
  let c = 0;
  for (let r = 1; r <= size; r++) {
    for (let i = 1; i <= N; i++) {
      e[i] = { score: (i * 7919 + r * 13) % 1000, nm: (String.fromCharCode(65 + (i % 26)) + i).padEnd(6).slice(0, 6) };
    }
    for (let i = 2; i <= N; i++) {
      const t = e[i];
      let j = i - 1;
      while (j >= 1 && e[j].score > t.score) {
        e[j + 1] = e[j];
        j--;
      }
      e[j + 1] = t;
    }
    for (let i = 1; i <= N; i++) c = (c * 3 + e[i].score + e[i].nm.charCodeAt(1)) % 100003;
  }
  return { text: printLine(c) };
}
