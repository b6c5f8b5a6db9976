import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runDraws } from '../../web/src/core/draws.js';
it('x', () => {
  const src = readFileSync('programs/minesweeper.bas', 'latin1');
  for (const keys of ['', '{space}', '+{up}{left} {right}{right}+ ++']) {
    const t = Date.now();
    const r = runDraws(src, { keys });
    console.log(JSON.stringify(keys), Date.now() - t, r.note, r.calls.map((c) => `${c.origin} ${JSON.stringify(c.setup.commands)} x${c.times ?? 1} @${c.setup.x},${c.setup.y} c${c.setup.color}`).join('\n'));
  }
});
