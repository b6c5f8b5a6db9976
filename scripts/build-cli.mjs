// Bundles the CLI (src/cli/main.ts and everything it imports) into dist/cli.mjs with esbuild.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildCli() {
  await build({
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: join(root, 'dist/cli.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // chevrotain is bundled (one file loads faster than its module tree); pngjs stays external (loaded lazily)
    external: ['pngjs'],
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
}
