// Start-up figures: a one-line program through the CLI end to end, parse+check of a 5,000-line program,
// and renderField's time per call on a 16x16 board inside one process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileOurs, runOurs } from './ours.mjs';
import { largeProgram } from './large-program.mjs';
import { summarize } from './measure.mjs';
import { makeField, renderField } from '../js/renderfield.mjs';
import { Screen13 } from '../js/gfx.mjs';

/**
 * `node bin/qbasic.cjs run hello.bas` end to end and a bare `node -e 0` start, taking turns, `runs` times each
 * after one untimed round (which rebuilds dist/cli.cjs if src/ is newer and warms the file cache); checks that
 * the run printed the line. `ratio` is the run's median over node's: the target is at most 1.3.
 */
export function cliStartup(root, runs) {
  const dir = mkdtempSync(join(tmpdir(), 'qb-bench-'));
  const file = join(dir, 'hello.bas');
  writeFileSync(file, 'PRINT "hello"\n');
  const times = [];
  const bare = [];
  try {
    for (let i = 0; i <= runs; i++) {
      let t0 = performance.now();
      spawnSync(process.execPath, ['-e', '0'], { timeout: 60000 });
      if (i > 0) bare.push(performance.now() - t0);
      t0 = performance.now();
      const r = spawnSync(process.execPath, [join(root, 'bin/qbasic.cjs'), 'run', file], { encoding: 'utf8', timeout: 60000 });
      if (i > 0) times.push(performance.now() - t0);
      if (r.status !== 0 || !/^hello\r?\n?$/m.test(r.stdout)) {
        const why = `exit ${r.status}, stdout ${JSON.stringify(r.stdout.slice(0, 80))}, stderr ${JSON.stringify(r.stderr.slice(0, 160))}`;
        return { error: `one-line program through the CLI: ${why}` };
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const stats = summarize(times);
  const node = summarize(bare);
  return { stats, node, ratio: stats.median / node.median };
}

/**
 * `qbasic check FILE` of a 5,000-line program in `processes` fresh processes (the CLI bundle loaded through its
 * code cache, as bin/qbasic.cjs loads it; see parse-check-child.mjs): in each, its first (cold) call, then
 * `runs` more (warm). The cold figures are summarized over the processes, the warm ones pooled; `codeCache`
 * says whether every process had the engine accept the cache. With `root`, each process is followed by the
 * whole command, `node bin/qbasic.cjs check FILE` (Node's start and the bundle's load included): `command`.
 */
export function parseCheck(runs, processes = 3, lines = 5000, root = undefined) {
  const child = fileURLToPath(new URL('./parse-check-child.mjs', import.meta.url));
  const firsts = [];
  const warm = [];
  const firstCpu = [];
  const warmCpu = [];
  const commands = [];
  let codeCache = true;
  const dir = root ? mkdtempSync(join(tmpdir(), 'qb-bench-')) : undefined;
  const file = dir ? join(dir, 'large.bas') : undefined;
  try {
    if (file) writeFileSync(file, largeProgram(lines));
    for (let p = 0; p < processes; p++) {
      const r = spawnSync(process.execPath, [child, String(lines), String(runs)], { encoding: 'utf8', timeout: 300000 });
      if (r.status !== 0) return { error: `parse+check child failed: ${r.stderr.split('\n').slice(0, 3).join(' ')}` };
      const { first, times, cpu, diagnostics, count, codeCache: cached } = JSON.parse(r.stdout);
      codeCache &&= cached;
      if (count > 0) {
        const d = diagnostics[0];
        return { error: `${lines}-line program does not check: ${d.line}:${d.col}: ${d.message} (${count} in all)` };
      }
      firsts.push(first);
      warm.push(...times);
      if (cpu) {
        firstCpu.push(cpu[0]);
        warmCpu.push(...cpu.slice(1));
      }
      if (file) {
        const t = performance.now();
        const c = spawnSync(process.execPath, [join(root, 'bin/qbasic.cjs'), 'check', file], { encoding: 'utf8', timeout: 60000 });
        commands.push(performance.now() - t);
        if (c.status !== 0) return { error: `qbasic check of the ${lines}-line program: exit ${c.status}, ${c.stderr.split('\n')[0]}` };
      }
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return {
    first: summarize(firsts),
    stats: summarize(warm),
    firstCpu: firstCpu.length ? summarize(firstCpu) : undefined,
    cpuStats: warmCpu.length ? summarize(warmCpu) : undefined,
    command: commands.length ? summarize(commands) : undefined,
    codeCache,
  };
}

/** Per-call time of renderField: (run with `many` calls - run with `few`) / (many - few), `runs` times. */
export function renderFieldPerCall(core, source, runs, few = 10, many = 210) {
  const withCalls = (n) => source.replace(/(CONST SIZE = )\d+/, `$1${n}`);
  const fewExe = compileOurs(core, withCalls(few)).executable;
  const manyExe = compileOurs(core, withCalls(many)).executable;
  const times = [];
  for (let i = 0; i < runs + 1; i++) {
    const a = runOurs(core, fewExe).runMs;
    const b = runOurs(core, manyExe).runMs;
    if (i > 0) times.push((b - a) / (many - few));
  }
  return { stats: summarize(times) };
}

/** The same figure for the hand-written JS renderField. */
export function renderFieldPerCallJs(runs, calls = 400) {
  const scr = new Screen13();
  const field = makeField(16, 16);
  const times = [];
  for (let i = 0; i < runs + 1; i++) {
    const t = performance.now();
    for (let n = 0; n < calls; n++) renderField(scr, field, 16, 16, 80, 20);
    if (i > 0) times.push((performance.now() - t) / calls);
  }
  return { stats: summarize(times) };
}
