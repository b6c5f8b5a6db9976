import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { highlight } from '/work/main/src/lexer/index.js';
it('hl', () => {
  for (const f of ['casio-minesweeper', 'msx-minesweeper', 'ocaml-minesweeper']) {
    const t0 = performance.now();
    const s = highlight(readFileSync(`/work/main/programs/${f}.bas`, 'utf8'));
    console.log(f, s.length, performance.now() - t0);
  }
});
