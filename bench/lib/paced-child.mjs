// Child process for the browser comparison (browser.mjs): `node paced-child.mjs BUNDLE NAME SIZE` compiles
// the program once, then answers each line read on stdin with one JSON line: `js` runs the JS twin once
// ({ js }: its time), `ours` runs ours once ({ ours }), or { error }. The parent paces the runs one by one
// against a browser worker's, and reads this process's CPU time while it waits for the next line.
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
let expected;
for (let n; (n = readSync(0, line)) > 0;) {
  if (error) {
    reply({ error });
    continue;
  }
  try {
    const t0 = performance.now();
    if (line.toString('utf8', 0, n).startsWith('js')) {
      const { text } = twin.run(size);
      reply({ js: performance.now() - t0 });
      expected ??= text;
      continue;
    }
    const run = runOurs(core, executable);
    if (run.text !== expected) error = `wrong result: ${JSON.stringify(run.text)}`;
    reply(error ? { error } : { ours: run.runMs });
  } catch (e) {
    error = String(e.message ?? e);
    reply({ error });
  }
}
