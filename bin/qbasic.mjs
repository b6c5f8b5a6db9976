#!/usr/bin/env node
// The `qbasic` command: runs the bundled CLI, rebuilding it first when a source file is newer.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist/cli.cjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const srcDir = join(root, 'src');
if (!existsSync(bundle) || (existsSync(srcDir) && newestSource(srcDir) > statSync(bundle).mtimeMs)) {
  const { buildCli } = await import(pathToFileURL(join(root, 'scripts/build-cli.mjs')).href);
  await buildCli();
}
const { loadCli } = await import(pathToFileURL(join(root, 'scripts/cli-script.mjs')).href);
const { main } = loadCli();
process.exitCode = await main(process.argv.slice(2));
