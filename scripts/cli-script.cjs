// The CLI bundle (dist/cli.cjs) run as a script with V8's code cache (dist/cli.cache, made by
// build-cli.mjs): the engine then skips compiling the bundle and the functions a run needs. A cache that
// does not fit (another Node version) is ignored by the engine.
// CommonJS, as bin/qbasic.cjs is: loading an ES module starts Node's ES module loader at every start.
'use strict';
const { readFileSync, statSync } = require('node:fs');
const { dirname, join } = require('node:path');
const vm = require('node:vm');

const root = join(__dirname, '..');
const CLI_BUNDLE = join(root, 'dist/cli.cjs');
const CLI_CACHE = join(root, 'dist/cli.cache');
/** The source files the bundle was made from, one path (relative to the root) a line; written by build-cli.mjs. */
const CLI_INPUTS = join(root, 'dist/cli.inputs');

/** The start and end of the bundle's text (build-cli.mjs writes them into it): a CommonJS module's function. */
const CLI_WRAPPER = ['(function (exports, require, module, __filename, __dirname) {', '})'];

/** The bundle's `main` and its vm.Script; `source` and `cache` default to the files in dist/. */
function loadCli(source = CLI_BUNDLE, cache = CLI_CACHE) {
  let cachedData;
  try {
    cachedData = readFileSync(cache);
  } catch {
    cachedData = undefined;
  }
  // latin1: the bundle is ASCII (build-cli.mjs), and a one-byte read skips UTF-8 decoding's extra copy
  const script = new vm.Script(readFileSync(source, 'latin1'), { filename: CLI_BUNDLE, cachedData });
  const module = { exports: {} };
  // this file's own require: the bundle requires only Node's built-in modules, and asking node:module for a
  // require of the bundle's own path loads Node's ES module loader (about 3M instructions at every start)
  script.runInThisContext()(module.exports, require, module, CLI_BUNDLE, dirname(CLI_BUNDLE));
  return { main: module.exports.main, script };
}

/**
 * Whether dist/ must be (re)built: no bundle or no list of its sources, or one of those sources changed
 * (or went) since. Only the files the bundle was made from are looked at (a file no bundled file imports
 * cannot change the bundle), one stat each. `at` is the repository's root.
 */
function cliIsStale(at = root) {
  let built;
  let inputs;
  try {
    const list = join(at, 'dist/cli.inputs');
    built = Math.min(statSync(join(at, 'dist/cli.cjs')).mtimeMs, statSync(list).mtimeMs);
    inputs = readFileSync(list, 'latin1').split('\n');
  } catch {
    return true;
  }
  for (const input of inputs) {
    if (input === '') continue;
    // not path.join: normalizing each path in the interpreter cost more than the 150-odd stats (the list's
    // paths are relative, with '/', as build-cli.mjs writes them)
    const stat = statSync(`${at}/${input}`, { throwIfNoEntry: false });
    if (stat === undefined || stat.mtimeMs > built) return true;
  }
  return false;
}

module.exports = { CLI_BUNDLE, CLI_CACHE, CLI_INPUTS, CLI_WRAPPER, loadCli, cliIsStale };
