// Child process for the parse+check figure, so that its first call is cold (no parsing done before in
// the process): `node parse-check-child.mjs LINES RUNS` prints { first, times, cpu, diagnostics } as JSON.
// It checks the program as `qbasic check FILE` does: the CLI bundle (dist/cli.cjs) loaded through V8's code
// cache (dist/cli.cache, see scripts/cli-script.mjs), then the CLI's own `main(['check', FILE])` timed, which
// reads the file, parses and checks it and prints `FILE: no errors`. So the first call is what a user's
// first check pays once Node and the bundle are loaded. `cpu` is this (main) thread's time on a CPU per call,
// where Linux tells it (/proc/thread-self/schedstat): on a small or shared machine the wall time also holds
// the time the thread waited for a core, taken by the engine's own compiler and collector threads or by other work.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { largeProgram } from './large-program.mjs';
import { loadCli } from '../../scripts/cli-script.mjs';

function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

/** Runs the CLI's main with check's lines collected (main writes them to `out`). */
async function quietly(run) {
  const text = [];
  const collect = (line) => void text.push(line);
  const status = await run({ stdout: collect, stderr: collect });
  return { status, text: text.join('') };
}

const [lines, runs] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'qb-check-'));
const file = join(dir, 'large.bas');
try {
  writeFileSync(file, largeProgram(Number(lines)));
  const { main, script } = loadCli();
  const times = [];
  const cpu = [];
  let output = { status: 0, text: '' };
  for (let i = 0; i <= Number(runs); i++) {
    output = await quietly(async (out) => {
      const c = threadCpuMs();
      const t = performance.now();
      const status = await main(['check', file], out);
      times.push(performance.now() - t);
      cpu.push(threadCpuMs() - c);
      return status;
    });
    if (output.status !== 0) break;
  }
  // a diagnostic line is `FILE:LINE:COL: message`
  const diagnostics = output.status === 0 ? [] : output.text.split('\n').filter(Boolean).slice(0, 3).map((text) => {
    const m = /:(\d+):(\d+): (.*)$/.exec(text);
    return m ? { line: Number(m[1]), col: Number(m[2]), message: m[3] } : { line: 0, col: 0, message: text };
  });
  const [first, ...rest] = times;
  process.stdout.write(JSON.stringify({
    first, times: rest, cpu: cpu.every(Number.isFinite) ? cpu : undefined, diagnostics, count: diagnostics.length,
    codeCache: script.cachedDataRejected === false,
  }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
