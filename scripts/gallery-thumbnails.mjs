// Makes the gallery's thumbnails (web/public/gallery/NAME.png): each shipped program and each teaching
// example is run by the CLI with a few scripted keys and its last screen saved.
// Usage: node scripts/gallery-thumbnails.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'web/public/gallery');
mkdirSync(out, { recursive: true });

/** keys that leave the program on a screen worth showing (it ends when they run out) */
const KEYS = { 'guess': '50{enter}25{enter}', 'minesweeper': '{right}{right}{down} ', 'allegro-minesweeper': '{right}{down} ' };

const sources = [
  ...readdirSync(join(root, 'programs')).filter((f) => f.endsWith('.bas')).map((f) => join('programs', f)),
  ...readdirSync(join(root, 'web/src/edit/examples')).filter((f) => f.endsWith('.bas')).map((f) => join('web/src/edit/examples', f)),
];
for (const source of sources) {
  const name = source.replace(/^.*\//, '').replace(/\.bas$/, '');
  const png = join(out, `${name}.png`);
  execFileSync('node', ['bin/qbasic.cjs', 'run', source, '--keys', KEYS[name] ?? '', '--png', png], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'], timeout: 60_000,
  });
  console.log(png);
}
