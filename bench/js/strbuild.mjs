// JS twin of programs/strbuild.bas, as a JS programmer writes it: += on a string, String(n) for LTRIM$(STR$(n)).
import { printLine } from './qb.mjs';

export const sizes = { full: 1500, quick: 3 };

export function run(size) {
  let t = 0;
  for (let r = 1; r <= size; r++) {
    let s = '';
    for (let i = 1; i <= 120; i++) {
      s += String.fromCharCode(65 + ((i * 7 + r) % 26));
      if (i % 10 === 0) s += `,${i + r}`;
    }
    t += s.length + (s.indexOf(`,${r + 60}`) + 1) + s.charCodeAt(r % 100);
  }
  return { text: printLine(t) };
}
