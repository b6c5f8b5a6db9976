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

start();
