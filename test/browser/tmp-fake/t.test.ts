import { it } from 'vitest';
import { check, runSource } from '/work/main/src/index.js';
import { ScriptedHost } from '/work/main/test/support/host.js';
it('x', () => {
  console.log(JSON.stringify(check('PRINT 1\nPRINT (1 +\n')));
  const h = new ScriptedHost({});
  const r = runSource('SCREEN 13\nPRINT "HI"; 1+2\nLINE (0,0)-(10,10), 4, BF\n', h);
  console.log(JSON.stringify(r.outcome), JSON.stringify(h.output));
}, 20000);
