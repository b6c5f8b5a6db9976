#!/usr/bin/env node
// The long fuzz run: `node scripts/fuzz.mjs [--seed N] [--cases N] [--jobs N] [--resume | --recheck] [--out DIR]
// [--hang-seconds S]`.
// Case i of a seed is always the same program (test/support/fuzz-cases.ts: the project's programs mutated,
// or generated), so a run can stop and go on later (--resume reads DIR/state-SEED.json); --jobs splits the
// cases into that many ranges, each run by a worker thread of its own. Each case is
// parsed, checked, compiled and run (normal and, for one case in eight, debug builds) with a step and
// time limit, in a worker thread; a case that has not finished after --hang-seconds of wall time is a
// hang (the worker is ended and a new one goes on after it). Anything that is not a QBasic error is an
// exception. Each class of failure (stage and message) is counted and its first case saved as
// DIR/SEED-INDEX.bas (with the mutations made); the figures are printed at the end, and now and then.
// --recheck runs the first case of each class and each hang of DIR/state-SEED.json again (after a fix).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORE = join(root, 'dist/fuzz-core.mjs');
const RUN = { maxSteps: 4000, ms: 1500 };

function basFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.bas'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The project's programs and golden programs, as test/support/sources.ts reads them. */
function programSources() {
  return [...basFiles(join(root, 'programs')), ...basFiles(join(root, 'test/golden'))].map((file) => readFileSync(file, 'latin1'));
}

async function bundle(outfile = CORE) {
  await build({
    entryPoints: [join(root, 'test/support/fuzz-cases.ts')], outfile, bundle: true, platform: 'node',
    format: 'esm', target: 'node20', sourcemap: 'linked', logLevel: 'silent',
  });
}

/** The worker: runs cases from `start` until `end`, posting a batch of results every 100 cases. */
async function work() {
  const { fuzzCase, exercise, failureClass } = await import(pathToFileURL(CORE).href);
  const { seed, start, end, sources, progress } = workerData;
  const current = new Int32Array(progress);
  let batch = { done: 0, reached: { parse: 0, check: 0, run: 0 }, failures: [] };
  for (let index = start; index < end; index++) {
    Atomics.store(current, 0, index);
    const c = fuzzCase(seed, index, sources);
    const { failure, reached } = exercise(c, { ...RUN, debug: index % 8 === 0 });
    batch.done++;
    batch.reached[reached]++;
    if (failure) batch.failures.push({ index, key: failureClass(failure), failure, how: c.how, source: c.source });
    if (batch.done === 100 || index === end - 1) {
      parentPort.postMessage({ next: index + 1, ...batch });
      batch = { done: 0, reached: { parse: 0, check: 0, run: 0 }, failures: [] };
    }
  }
}

function parseArgs(argv) {
  const options = { seed: 35, cases: 100_000, jobs: 1, resume: false, out: join(root, 'fuzz-out'), hangSeconds: 60 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') options.seed = Number(argv[++i]);
    else if (a === '--cases') options.cases = Number(argv[++i]);
    else if (a === '--jobs') options.jobs = Math.max(1, Number(argv[++i]));
    else if (a === '--resume') options.resume = true;
    else if (a === '--recheck') options.recheck = true;
    else if (a === '--out') options.out = argv[++i];
    else if (a === '--hang-seconds') options.hangSeconds = Number(argv[++i]);
    else throw new Error(`unknown argument ${a}`);
  }
  return options;
}

function report(state, final) {
  const minutes = (state.seconds / 60).toFixed(1);
  const lines = [
    `seed ${state.seed}: ${state.done} of ${state.cases} cases in ${minutes} min`,
    `  stopped at parse (syntax errors) ${state.reached.parse}, at check (compile errors) ${state.reached.check}, ran ${state.reached.run}`,
    `  JavaScript exceptions: ${state.exceptions} (${Object.keys(state.classes).length} classes); hangs: ${state.hangs.length}`,
  ];
  for (const [key, c] of Object.entries(state.classes).sort((a, b) => b[1].count - a[1].count)) {
    lines.push(`  ${String(c.count).padStart(6)}  ${key}  (first: case ${c.first}, ${c.file})`);
  }
  for (const h of state.hangs) lines.push(`  hang: case ${h.index} (${h.file})`);
  process.stdout.write(`${final ? '\n' : ''}${lines.join('\n')}\n`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(options.out, { recursive: true });
  const stateFile = join(options.out, `state-${options.seed}.json`);
  if (options.recheck) return recheck(stateFile);
  const size = Math.ceil(options.cases / options.jobs);
  let state = {
    seed: options.seed, cases: options.cases, done: 0, seconds: 0, exceptions: 0,
    reached: { parse: 0, check: 0, run: 0 }, classes: {}, hangs: [],
    // each job runs its own contiguous range of cases
    lanes: Array.from({ length: options.jobs }, (_, k) => ({ next: k * size, end: Math.min(options.cases, (k + 1) * size) })),
  };
  if (options.resume && existsSync(stateFile)) {
    state = JSON.parse(readFileSync(stateFile, 'utf8'));
    process.stdout.write(`resuming seed ${state.seed} with ${state.done} of ${state.cases} cases done\n`);
  }
  await bundle();
  const sources = programSources();
  const save = () => writeFileSync(stateFile, JSON.stringify(state, null, 1));
  const keep = (index, source, how) => {
    const file = join(options.out, `${state.seed}-${index}.bas`);
    writeFileSync(file, `' fuzz seed ${state.seed} case ${index}: ${how.join(', ')}\n${source}`, 'latin1');
    return file;
  };
  let lastReport = Date.now();
  const core = async () => import(pathToFileURL(CORE).href);

  /** Runs the cases of one lane (lane.next up to lane.end) in workers, a new worker after a hang. */
  async function runLane(lane) {
    while (lane.next < lane.end) {
      const progress = new SharedArrayBuffer(4);
      const current = new Int32Array(progress);
      current[0] = lane.next;
      const worker = new Worker(fileURLToPath(import.meta.url), {
        workerData: { seed: state.seed, start: lane.next, end: lane.end, sources, progress },
        // about V8's default stack (a browser's worker or Node's main thread), not a worker's larger one
        resourceLimits: { stackSizeMB: 1 },
      });
      let seen = { index: lane.next, at: Date.now() };
      const ended = await new Promise((resolve) => {
        const watchdog = setInterval(() => {
          const index = Atomics.load(current, 0);
          if (index !== seen.index) seen = { index, at: Date.now() };
          else if (Date.now() - seen.at > options.hangSeconds * 1000) {
            clearInterval(watchdog);
            void worker.terminate().then(() => resolve({ hang: index }));
          }
        }, 1000);
        worker.on('message', (batch) => {
          state.done += batch.next - lane.next;
          lane.next = batch.next;
          for (const k of Object.keys(batch.reached)) state.reached[k] += batch.reached[k];
          for (const f of batch.failures) {
            state.exceptions++;
            const c = (state.classes[f.key] ??= { count: 0, first: f.index, detail: f.failure.detail, file: keep(f.index, f.source, f.how) });
            c.count++;
          }
          if (Date.now() - lastReport > 60_000) {
            lastReport = Date.now();
            report(state, false);
            save();
          }
        });
        worker.on('error', (e) => { clearInterval(watchdog); resolve({ error: e }); });
        worker.on('exit', () => { clearInterval(watchdog); resolve({}); });
      });
      if (ended.hang !== undefined) {
        const c = (await core()).fuzzCase(state.seed, ended.hang, sources);
        state.hangs.push({ index: ended.hang, file: keep(ended.hang, c.source, c.how) });
        state.done += ended.hang + 1 - lane.next;
        lane.next = ended.hang + 1;
      } else if (ended.error) {
        // the worker itself died (out of memory, say): count it against the case it was on
        const index = Atomics.load(current, 0);
        const key = `worker: ${String(ended.error.message).replace(/\d+/g, 'N').slice(0, 160)}`;
        const c = (await core()).fuzzCase(state.seed, index, sources);
        state.exceptions++;
        (state.classes[key] ??= { count: 0, first: index, file: keep(index, c.source, c.how) }).count++;
        state.done += index + 1 - lane.next;
        lane.next = index + 1;
      }
      save();
    }
  }

  const started = Date.now();
  const before = state.seconds;
  const clock = setInterval(() => { state.seconds = before + (Date.now() - started) / 1000; }, 1000);
  await Promise.all(state.lanes.map(runLane));
  clearInterval(clock);
  state.seconds = before + (Date.now() - started) / 1000;
  save();
  report(state, true);
  return state.exceptions + state.hangs.length === 0 ? 0 : 1;
}

/** --recheck: the first case of every failure class and every hang of a run, again, with the code as it is now. */
async function recheck(stateFile) {
  // a file of its own: a run going on meanwhile keeps its bundle
  const outfile = join(root, 'dist/fuzz-recheck.mjs');
  await bundle(outfile);
  const { fuzzCase, exercise, failureClass } = await import(pathToFileURL(outfile).href);
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const sources = programSources();
  const cases = [...Object.values(state.classes).map((c) => c.first), ...state.hangs.map((h) => h.index)];
  let failing = 0;
  for (const index of cases) {
    const started = performance.now();
    const { failure } = exercise(fuzzCase(state.seed, index, sources), { ...RUN, debug: index % 8 === 0 });
    const ms = Math.round(performance.now() - started);
    if (failure) failing++;
    process.stdout.write(`case ${index}: ${failure ? failureClass(failure) : 'passes'} (${ms} ms)\n`);
  }
  process.stdout.write(`seed ${state.seed}: ${cases.length - failing} of ${cases.length} failing cases pass now\n`);
  return failing === 0 ? 0 : 1;
}

if (isMainThread) process.exitCode = await main();
else await work();
