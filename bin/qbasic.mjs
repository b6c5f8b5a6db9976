#!/usr/bin/env node
// The `qbasic` command: runs the bundled CLI, rebuilding it first when one of its source files changed.
// Nothing is imported as an ES module here: importing a built-in from a module makes Node build the
// module's facade (for node:fs that loads its streams), and each module file costs the ES loader a read,
// a compile and a link at every start; the CommonJS loader is ready anyway.
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
const { cliIsStale, loadCli } = require('../scripts/cli-script.cjs');

if (cliIsStale()) {
  const { buildCli } = await import('../scripts/build-cli.mjs');
  await buildCli();
}
const { main } = loadCli();
process.exitCode = await main(process.argv.slice(2));
