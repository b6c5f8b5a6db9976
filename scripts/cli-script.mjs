// The CLI bundle (dist/cli.cjs) run as a script with V8's code cache (dist/cli.cache, made by
// build-cli.mjs): the engine then skips compiling the bundle and the functions a run needs, about 40 ms of
// a one-line program's start. A cache that does not fit (another Node version) is ignored by the engine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_BUNDLE = join(root, 'dist/cli.cjs');
export const CLI_CACHE = join(root, 'dist/cli.cache');

/** The bundle's `main` and its vm.Script; `source` and `cache` default to the files in dist/. */
export function loadCli(source = CLI_BUNDLE, cache = CLI_CACHE) {
  let cachedData;
  try {
    cachedData = readFileSync(cache);
  } catch {
    cachedData = undefined;
  }
  const text = `(function (exports, require, module, __filename, __dirname) {${readFileSync(source, 'utf8')}\n})`;
  const script = new vm.Script(text, { filename: CLI_BUNDLE, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(CLI_BUNDLE), module, CLI_BUNDLE, dirname(CLI_BUNDLE));
  return { main: module.exports.main, script };
}
