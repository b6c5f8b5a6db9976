// One program of the CPU suite: ours and the hand-written JS interleaved (warm-up + N runs each, so
// that machine load hits both alike), the printed results compared, then each peer within a time budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileOurs, runOurs } from './ours.mjs';
import { normalizeOutput } from './peers.mjs';
import { summarize } from './measure.mjs';

export const PROGRAMS = [
  'xorloop', 'sieve', 'doubles', 'strings', 'calls', 'graphics', 'renderfield',
  'pixels', 'fibif', 'sievewhile', 'whileloop', 'dblloop', 'strslice', 'selectcase', 'records', 'midassign', 'inkey',
  'printloop', 'shapes', 'sprites', 'funcloop', 'subargs', 'gotoloop', 'gosubloop', 'subloop', 'bubble', 'life',
  'lifeint', 'neighbours', 'mandel', 'charscan', 'grades', 'ifchain', 'gotoskip',
  'pset13', 'lifemod', 'particles', 'linenum', 'strbuild', 'sortrec', 'recurse', 'dblsub', 'textscreen',
];

/** The SUB `name` of a program, with the comment lines ('') just above it, verbatim. */
function subFrom(root, name, file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  let start = lines.findIndex((l) => new RegExp(`^SUB ${name}\\b`, 'i').test(l));
  const end = lines.findIndex((l, i) => i > start && /^END SUB\b/i.test(l));
  if (start < 0 || end < 0) throw new Error(`no SUB ${name} in ${file}`);
  while (start > 0 && lines[start - 1].startsWith("''")) start--;
  return lines.slice(start, end + 1).join('\n');
}

/** the .bas source with its `CONST SIZE = n` line set to `size` and its `' bench:sub NAME from FILE` lines filled in */
export function sourceAt(root, name, size) {
  const text = readFileSync(join(root, 'bench/programs', `${name}.bas`), 'utf8').replace(
    /^' bench:sub (\w+) from (\S+)$/gm,
    (_, sub, file) => subFrom(root, sub, file),
  );
  if (!/CONST SIZE = \d+/.test(text)) throw new Error(`${name}.bas has no CONST SIZE line`);
  return text.replace(/(CONST SIZE = )\d+/, `$1${size}`);
}

export async function loadTwin(root, name) {
  return import(pathToFileURL(join(root, 'bench/js', `${name}.mjs`)).href);
}

/** Pixels that differ, outside the 8x8 text cells where the program PRINTed its lines (rows 1, 2 ...). */
function differingPixels(ours, js, printed) {
  const width = 320;
  const textCells = printed.split('\n').map((line) => line.length * 8);
  let n = Math.abs(ours.length - js.length);
  for (let i = 0; i < Math.min(ours.length, js.length); i++) {
    const x = i % width;
    const y = (i - x) / width;
    if (x < (textCells[y >> 3] ?? 0)) continue;
    if (ours[i] !== js[i]) n++;
  }
  return n;
}

/** What is wrong with our run compared with the JS twin's, or undefined when they agree. */
function compare(oursRun, jsRun) {
  if (oursRun.text !== jsRun.text) return `printed ${JSON.stringify(oursRun.text)}, JS printed ${JSON.stringify(jsRun.text)}`;
  if (jsRun.pixels) {
    const snap = oursRun.machine.screen.snapshot();
    const n = differingPixels(snap, jsRun.pixels, jsRun.text);
    if (n > 0) return `${n} pixels differ from the JS framebuffer`;
  }
  return undefined;
}

/**
 * Ours and JS at `size`, `warmup` + `runs` times interleaved. Ours is compiled once and each run is a new
 * Machine on that executable, as a user's run is one compile and one run; the compile time is measured
 * afterwards on `runs` more compiles (so that their closures do not take part in the runs).
 */
export function measureOursAndJs(core, root, name, twin, size, warmup, runs) {
  const source = sourceAt(root, name, size);
  const row = { name, size };
  const js = [];
  const run = [];
  const compile = [];
  let executable;
  try {
    if (core) executable = compileOurs(core, source).executable;
  } catch (e) {
    row.ours = { error: String(e.message ?? e) };
  }
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    const jsRun = twin.run(size);
    const jsMs = performance.now() - t0;
    if (i >= warmup) js.push(jsMs);
    if (!core || row.ours?.error) continue;
    try {
      const oursRun = runOurs(core, executable);
      if (i === 0) {
        const wrong = compare(oursRun, jsRun);
        if (wrong) row.ours = { error: `wrong result: ${wrong}` };
      }
      if (i >= warmup) run.push(oursRun.runMs);
    } catch (e) {
      row.ours = { error: String(e.message ?? e) };
    }
  }
  if (core && !row.ours?.error) for (let i = 0; i < runs; i++) compile.push(compileOurs(core, source).compileMs);
  row.js = summarize(js);
  if (!core) row.ours = { error: 'our runtime is not available' };
  else if (!row.ours) row.ours = { run: summarize(run), compile: summarize(compile) };
  row.result = !core ? 'not run' : row.ours.error ? 'WRONG' : 'ok';
  return row;
}

/**
 * One program's rows from several processes as one row: the process whose ours / JS ratio is the median
 * (the lower middle one of an even count), with every process's ratio in `ratios`; a failed process's row
 * when there is one.
 */
export function medianProcess(rows) {
  const failed = rows.find((r) => !r.ours?.run || !r.js);
  if (failed) return failed;
  const ratioOf = (r) => r.ours.run.median / r.js.median;
  const sorted = [...rows].sort((a, b) => ratioOf(a) - ratioOf(b));
  const row = sorted[(sorted.length - 1) >> 1];
  return { ...row, ratios: sorted.map(ratioOf) };
}

/** measureOursAndJs in a fresh process (program-child.mjs): the program alone, as the CLI or a web worker runs it. */
export function measureInChild(bundle, name, size, warmup, runs) {
  const child = fileURLToPath(new URL('./program-child.mjs', import.meta.url));
  const args = [child, bundle, name, String(size), String(warmup), String(runs)];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 600000, maxBuffer: 1 << 24 });
  if (r.status !== 0) {
    return { name, size, ours: { error: `child process failed: ${r.stderr.split('\n').slice(0, 3).join(' ')}` }, result: 'WRONG' };
  }
  return JSON.parse(r.stdout);
}

/** A peer's run: its text and time (a peer running elsewhere, in a worker, gives its own time with the text). */
async function timedPeerRun(prepared) {
  const t0 = performance.now();
  const out = await prepared.run();
  return typeof out === 'string' ? { text: out, ms: performance.now() - t0 } : out;
}

/**
 * A peer on the program: a probe at the quick size checks its output against the JS twin's; then the
 * full size as many times as fit the budget, or when not even one fits, one run at a size that does,
 * its time scaled linearly to the full size.
 */
export async function measurePeer(peer, root, name, twin, runs, budgetMs) {
  const { quick, full } = twin.sizes;
  try {
    const probeSrc = sourceAt(root, name, quick);
    const probe = await timedPeerRun(await peer.prepare(probeSrc));
    if (normalizeOutput(probe.text) !== normalizeOutput(twin.run(quick).text)) {
      return { na: `wrong result (${JSON.stringify(normalizeOutput(probe.text).slice(0, 40))})` };
    }
    // runs at the full size as the budget allows (a warm-up first when there are two or more)
    const estimate = (probe.ms / quick) * full;
    const fits = Math.min(runs + 1, Math.floor(budgetMs / estimate));
    const size = fits >= 1 ? full : Math.max(quick, Math.floor((full * budgetMs) / (estimate * 2)));
    const count = Math.max(1, fits);
    const prepared = await peer.prepare(sourceAt(root, name, size));
    const times = [];
    for (let i = 0; i < count; i++) {
      const r = await timedPeerRun(prepared);
      if (i === 0 && normalizeOutput(r.text) !== normalizeOutput(twin.run(size).text)) return { na: `wrong result at size ${size}` };
      if (count === 1 || i > 0) times.push((r.ms * full) / size);
    }
    return { stats: summarize(times), extrapolatedFrom: size === full ? undefined : size };
  } catch (e) {
    return { na: String(e.message ?? e).split('\n')[0].replace(/^bench\.bas:\d+:\d+ - /, '').slice(0, 60) };
  }
}
