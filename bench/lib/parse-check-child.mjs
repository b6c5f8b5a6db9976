// Child process for the parse+check figure, so that its first call is cold (no parsing done before in
// the process): `node parse-check-child.mjs BUNDLE LINES RUNS` prints { first, times, diagnostics } as JSON.
import { pathToFileURL } from 'node:url';
import { largeProgram } from './large-program.mjs';

const [bundle, lines, runs] = process.argv.slice(2);
const core = await import(pathToFileURL(bundle).href);
const source = largeProgram(Number(lines));
const t0 = performance.now();
const diagnostics = core.check(source);
const first = performance.now() - t0;
const times = [];
for (let i = 0; i < Number(runs); i++) {
  const t = performance.now();
  core.check(source);
  times.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ first, times, diagnostics: diagnostics.slice(0, 3), count: diagnostics.length }));
