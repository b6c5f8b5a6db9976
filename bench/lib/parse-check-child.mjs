// Child process for the parse+check figure, so that its first call is cold (no parsing done before in
// the process): `node parse-check-child.mjs BUNDLE LINES RUNS` prints { first, times, cpu, diagnostics } as JSON.
// `cpu` is this (main) thread's time on a CPU per call, where Linux tells it (/proc/thread-self/schedstat):
// on a small or shared machine the wall time also holds the time the thread waited for a core, taken by
// the engine's own compiler and collector threads or by other work.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { largeProgram } from './large-program.mjs';

function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

const [bundle, lines, runs] = process.argv.slice(2);
const core = await import(pathToFileURL(bundle).href);
const source = largeProgram(Number(lines));
const times = [];
const cpu = [];
let diagnostics = [];
for (let i = 0; i <= Number(runs); i++) {
  const c = threadCpuMs();
  const t = performance.now();
  diagnostics = core.check(source);
  times.push(performance.now() - t);
  cpu.push(threadCpuMs() - c);
}
const [first, ...rest] = times;
process.stdout.write(JSON.stringify({
  first, times: rest, cpu: cpu.every(Number.isFinite) ? cpu : undefined, diagnostics: diagnostics.slice(0, 3), count: diagnostics.length,
}));
