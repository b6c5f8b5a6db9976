// Builds the interpreter as a library for `import ... from 'qbasic-ts'`: src/index.ts bundled by esbuild
// into dist/lib/index.js (an ES module for browsers, workers and Node; chevrotain stays a dependency),
// and its type declarations into dist/lib/types by tsc (run by `npm pack` / `npm publish` as prepack).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist/lib');

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/index.ts')],
  outfile: join(out, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['chevrotain'],
  sourcemap: true,
  logLevel: 'warning',
});
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.lib.json')], { stdio: 'inherit' });
if (tsc.status !== 0) throw new Error('tsc could not write the type declarations');
