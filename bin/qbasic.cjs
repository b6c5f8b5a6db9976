#!/usr/bin/env node
// The `qbasic` command: runs the bundled CLI, rebuilding it first when one of its source files changed.
// CommonJS, not an ES module: an ES module entry makes Node start its ES module loader, which loads
// fs/promises, readline and streams and compiles parts of them, about a tenth of a one-line run.
'use strict';
const { cliIsStale, loadCli } = require('../scripts/cli-script.cjs');

async function start() {
  if (cliIsStale()) {
    const { buildCli } = await import('../scripts/build-cli.mjs');
    await buildCli();
  }
  const { main } = loadCli();
  process.exitCode = await main(process.argv.slice(2));
}

start().catch((e) => {
  // never a stack trace or a line of the minified bundle on the terminal
  process.stderr.write(`qbasic: internal error: ${String(e && e.message || e).split('\n')[0].slice(0, 200)}\n`);
  process.exitCode = 1;
});
