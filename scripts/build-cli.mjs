// Bundles the CLI (src/cli/main.ts and everything it imports) into dist/cli.cjs with esbuild, then makes
// V8's code cache for it (dist/cli.cache; see cli-script.cjs) and the list of its source files
// (dist/cli.inputs, which bin/qbasic.cjs checks). All are written under temporary names and renamed, the
// list last, so that CLI processes starting meanwhile see a whole old or a whole new set.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chevrotainStartup } from './chevrotain-startup.mjs';
import { CLI_BUNDLE, CLI_CACHE, CLI_INPUTS, CLI_WRAPPER } from './cli-script.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

export async function buildCli() {
  const bundle = `${CLI_BUNDLE}.${process.pid}.tmp`;
  const cache = `${CLI_CACHE}.${process.pid}.tmp`;
  const inputs = `${CLI_INPUTS}.${process.pid}.tmp`;
  try {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: ['src/cli/main.ts'],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      // a script, not a module: only scripts can be compiled from V8's code cache (vm.Script)
      format: 'cjs',
      target: 'node20',
      // Everything is bundled (one file loads faster than chevrotain's module tree) and minified (a smaller
      // file is parsed faster at every start); pngjs, used only by --png and draw, is evaluated lazily.
      minify: true,
      // non-ASCII characters escaped: loadCli reads the bundle as latin1
      charset: 'ascii',
      // the wrapper loadCli compiles the bundle in, written into the file so that the text need not be copied
      banner: { js: CLI_WRAPPER[0] },
      footer: { js: CLI_WRAPPER[1] },
      logLevel: 'warning',
      metafile: true,
      plugins: [chevrotainStartup(root)],
    });
    // our own sources only (src/, and the files chevrotain-startup.mjs puts in), as paths from the root (the
    // dependencies change with an install, which builds)
    const sources = Object.keys(metafile.inputs).filter((input) => input.startsWith('src/') || input.startsWith('scripts/'));
    writeFileSync(inputs, `${sources.sort().join('\n')}\n`);
    const made = spawnSync(process.execPath, [join(here, 'cli-cache-child.mjs'), bundle, cache], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (made.status !== 0) process.stderr.write(`qbasic: no code cache for the CLI (it starts slower): ${made.stderr.split('\n')[0]}\n`);
    else renameSync(cache, CLI_CACHE);
    renameSync(bundle, CLI_BUNDLE);
    renameSync(inputs, CLI_INPUTS);
  } finally {
    rmSync(bundle, { force: true });
    rmSync(cache, { force: true });
    rmSync(inputs, { force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
}
