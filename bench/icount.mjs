#!/usr/bin/env node
// Instructions per settled run of our runtime on one benchmark program, for A/B decisions on a shared
// machine: `node bench/icount.mjs NAME SIZE [FEW MANY]` runs the program FEW (3) and MANY (8) times, each
// in one process under `valgrind --tool=cachegrind --cache-sim=no node --single-threaded`, and prints
// (I(MANY) - I(FEW)) / (MANY - FEW). The optimising compiler's work is counted (single-threaded), so pick
// a SIZE with at least 0.3 s of work per run: at smaller sizes a recompile in the later runs sways it.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadOurs, compileOurs, runOurs } from './lib/ours.mjs';
import { sourceAt } from './lib/suite.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [name, sizeArg, fewArg, manyArg] = process.argv.slice(2);

/** Runs the program in the bundle the parent built (bundling under valgrind would take minutes). */
async function child(runs) {
  const core = await import(pathToFileURL(join(root, 'dist/bench-core.mjs')).href);
  const { executable } = compileOurs(core, sourceAt(root, name, Number(sizeArg)));
  for (let i = 0; i < runs; i++) runOurs(core, executable);
}

function instructions(runs) {
  const r = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null',
    process.execPath, '--single-threaded', fileURLToPath(import.meta.url), name, sizeArg],
  { env: { ...process.env, BENCH_ICOUNT_RUNS: String(runs) }, encoding: 'utf8' });
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !m) throw new Error(`valgrind failed: ${r.error?.message ?? r.stderr?.slice(-500)}`);
  return Number(m[1].replace(/,/g, ''));
}

if (process.env.BENCH_ICOUNT_RUNS) await child(Number(process.env.BENCH_ICOUNT_RUNS));
else if (!name || !sizeArg) {
  process.stderr.write('usage: node bench/icount.mjs NAME SIZE [FEW MANY]\n');
  process.exit(2);
} else {
  const { error } = await loadOurs(root);
  if (error) throw new Error(error);
  const few = Number(fewArg ?? 3);
  const many = Number(manyArg ?? 8);
  const perRun = (instructions(many) - instructions(few)) / (many - few);
  process.stdout.write(`${name} ${sizeArg}: ${(perRun / 1e6).toFixed(1)}M instructions per run\n`);
}
