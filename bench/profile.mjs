#!/usr/bin/env node
// Profiles our runtime on one benchmark program: `node bench/profile.mjs NAME [SIZE] [--top N]`;
// NAME `check5000` profiles check() of the generated 5,000-line program instead (first call + 4 more).
// Re-runs itself under `node --cpu-prof`, then prints the functions with the most self time and the
// source files they live in (from the bundle's source map names: functions keep their TS names).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOurs, compileOurs, runOurs } from './lib/ours.mjs';
import { loadTwin, sourceAt } from './lib/suite.mjs';
import { largeProgram } from './lib/large-program.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 25;
const [name, sizeArg] = args;

async function child() {
  const { core, error } = await loadOurs(root);
  if (error) throw new Error(error);
  if (name === 'check5000') {
    const source = largeProgram(5000);
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      core.check(source);
      process.stderr.write(`check: ${(performance.now() - t0).toFixed(1)} ms\n`);
    }
    return;
  }
  const twin = await loadTwin(root, name);
  const size = sizeArg ? Number(sizeArg) : twin.sizes.full;
  const { executable } = compileOurs(core, sourceAt(root, name, size));
  for (let i = 0; i < 8; i++) process.stderr.write(`${name}: run ${runOurs(core, executable).runMs.toFixed(1)} ms\n`);
}

/** bundle line:column -> src file:line through dist/bench-core.mjs.map */
function sourceLocator() {
  const mapFile = join(root, 'dist/bench-core.mjs.map');
  const map = existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined;
  return (frame) => {
    const file = frame.url.split('/').pop()?.split('?')[0] || '(native)';
    if (!map || file !== 'bench-core.mjs') return `${file}:${frame.lineNumber + 1}`;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    return entry?.originalSource ? `${entry.originalSource.replace(/^.*?src\//, 'src/')}:${entry.originalLine + 1}` : `bundle:${frame.lineNumber + 1}`;
  };
}

/** self time per function (name and source line), from a .cpuprofile */
function summarize(profile) {
  const locate = sourceLocator();
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const n = hits.get(node.id) ?? 0;
    if (n === 0) continue;
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'}  ${locate(f)}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + n);
  }
  const rows = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top);
  return rows.map(([key, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
}

function parent() {
  if (!name) {
    process.stderr.write('usage: node bench/profile.mjs NAME [SIZE] [--top N]\n');
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'qb-prof-'));
  try {
    const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, fileURLToPath(import.meta.url), ...args],
      { env: { ...process.env, BENCH_PROFILE_CHILD: '1' }, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0) process.exit(r.status ?? 1);
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    process.stdout.write(`self time, top ${top}:\n${summarize(profile).join('\n')}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_PROFILE_CHILD) await child();
else parent();
