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
    // Everything is bundled: one file loads faster than chevrotain's module tree, and pngjs (used only by
    // --png and draw) is then evaluated lazily instead of being imported at every start.
    sourcemap: true,
    // a smaller file is parsed faster at every start (about 10 ms of a one-line program's 250-300 ms)
    minify: true,
    // bundled CommonJS modules (pngjs) require Node's built-ins
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
}
