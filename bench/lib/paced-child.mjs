// Child process for the browser comparison (browser.mjs): `node paced-child.mjs BUNDLE NAME SIZE` compiles
// the program once, then for each line read on stdin runs the JS twin and ours once each and writes their
// times as one JSON line { ours, js } (or { error }), so that the parent can pace its runs one by one
// against a browser worker's.
import { readSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileOurs, runOurs } from './ours.mjs';
import { loadTwin, sourceAt } from './suite.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const [bundle, name, sizeArg] = process.argv.slice(2);
const size = Number(sizeArg);
const reply = (data) => writeSync(1, `${JSON.stringify(data)}\n`);

let executable;
let error;
const core = await import(pathToFileURL(bundle).href);
const twin = await loadTwin(root, name);
try {
  executable = compileOurs(core, sourceAt(root, name, size)).executable;
} catch (e) {
  error = String(e.message ?? e);
}
const line = Buffer.alloc(64);
for (let first = true; readSync(0, line) > 0; first = false) {
  if (error) {
    reply({ error });
    continue;
  }
  try {
    const t0 = performance.now();
    const expected = twin.run(size).text;
    const js = performance.now() - t0;
    const run = runOurs(core, executable);
    if (first && run.text !== expected) error = `wrong result: ${JSON.stringify(run.text)}`;
    reply(error ? { error } : { ours: run.runMs, js });
  } catch (e) {
    error = String(e.message ?? e);
    reply({ error });
  }
}
