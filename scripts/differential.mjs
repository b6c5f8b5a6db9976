#!/usr/bin/env node
// Differential tester: generated QBasic programs (test/support/program-gen.ts) run through this interpreter
// and through an oracle, compared case by case (docs/differential.md).
//   node scripts/differential.mjs --oracle qb64|pcbasic|debug [--seeds A-B] [--cases N] [--areas a,b] [--out DIR] [--save-goldens DIR]
// Oracles are found through environment variables (never built or shipped by this project):
//   QB64PE=/path/to/qb64pe          QB64-PE's compiler (its folder must be writable: it compiles there)
//   PCBASIC_RUN=/path/to/pcbasic-run.py  a script that runs a line-numbered program through PC-BASIC and prints
//                                   its output (python3 is used to run it)
//   QBASIC_RUN=/path/to/run.sh      a script that runs PROG.BAS in Microsoft QBasic 1.1 (under DOSBox) and copies
//                                   the files it wrote to OUTDIR: `run.sh PROG.BAS OUTDIR SECONDS`. QBasic cannot
//                                   print to stdout, so for this oracle both sides run the program with every
//                                   screen PRINT sent to a file (toFileOutput) and the file is compared.
// `--oracle debug` compares a normal build with a debug build (no fast paths) instead, on programs with every
// area (INTEGER overflow included). Each seed is one program of N cases (default 40): one oracle compile or start per seed. Prints one line a
// disagreeing case (seed, case, area) and writes the case's source and both outputs to DIR/seed-N.txt; then a
// summary: programs, cases, disagreements. --save-goldens writes seed's program and the oracle's output as
// NAME.bas / NAME.expected, with the oracle named in a first comment line.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const o = { oracle: undefined, seeds: [1, 10], cases: 40, out: undefined, goldens: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--oracle') o.oracle = argv[++i];
    else if (a === '--seeds') {
      const [lo, hi] = argv[++i].split('-').map(Number);
      o.seeds = [lo, hi ?? lo];
    } else if (a === '--cases') o.cases = Number(argv[++i]);
    else if (a === '--out') o.out = argv[++i];
    else if (a === '--save-goldens') o.goldens = argv[++i];
    else if (a === '--areas') o.areas = argv[++i].split(',');
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!['qb64', 'pcbasic', 'qbasic', 'debug'].includes(o.oracle)) {
    throw new Error('usage: node scripts/differential.mjs --oracle qb64|pcbasic|qbasic|debug [--seeds A-B] [--cases N] [--out DIR] [--save-goldens DIR]');
  }
  return o;
}

/** Bundles the generator and the interpreter (TypeScript) into one module in a scratch folder. */
async function load(scratch) {
  const entry = join(scratch, 'entry.ts');
  writeFileSync(entry, [
    `export * from ${JSON.stringify(join(root, 'test/support/program-gen.ts'))};`,
    `export { runSource } from ${JSON.stringify(join(root, 'src/index.ts'))};`,
    `export { ScriptedHost } from ${JSON.stringify(join(root, 'test/support/host.ts'))};`,
    `export { runBuild } from ${JSON.stringify(join(root, 'test/support/both-builds.ts'))};`,
  ].join('\n'));
  const outfile = join(scratch, 'bundle.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'error' });
  return import(pathToFileURL(outfile).href);
}

/** Our output: what the program printed, or the files it wrote read by `output(host)`; diagnostics instead. */
function ours(lib, source, output = (host) => host.output) {
  const host = new lib.ScriptedHost({});
  const r = lib.runSource(source, host, { maxSteps: 50_000_000 });
  const diags = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
  return diags.length ? `DIAGNOSTICS ${diags.join('; ')}` : output(host);
}

function runQb64(source, dir) {
  const qb64 = process.env.QB64PE;
  if (!qb64) throw new Error('set QB64PE to the qb64pe compiler');
  const bas = join(dir, 'prog.bas'), exe = join(dir, 'prog');
  writeFileSync(bas, `$CONSOLE:ONLY\n${source}`);
  const c = spawnSync(qb64, ['-x', bas, '-o', exe], { cwd: dirname(qb64), encoding: 'utf8', timeout: 600_000 });
  if (c.status !== 0) return `COMPILE FAILED\n${c.stdout}${c.stderr}`;
  const r = spawnSync(exe, [], { cwd: dir, encoding: 'latin1', timeout: 60_000, input: '' });
  return r.stdout;
}

function runPcbasic(source, dir) {
  const script = process.env.PCBASIC_RUN;
  if (!script) throw new Error('set PCBASIC_RUN to the PC-BASIC runner script');
  const bas = join(dir, 'prog.bas');
  writeFileSync(bas, source);
  const r = spawnSync('python3', [script, bas], { cwd: dir, encoding: 'latin1', timeout: 120_000, input: '' });
  return r.stdout;
}

const OUT_FILE = 'DIFFOUT.TXT';

/** The program with its screen output sent to file #99 instead (QBasic 1.1's only way out of DOSBox). */
function toFileOutput(source) {
  const body = source.split('\n').map((line) => line
    .replace(/\bPRINT\b(?!\s*#)(\s*)/gi, (_m, sp) => `PRINT #99,${sp || ' '}`)
    .replace(/\bCLOSE\b(?!\s*#)/gi, 'CLOSE #1, #2, #3, #4, #5')
    .replace(/\bEND\s*$/i, 'CLOSE #99: SYSTEM'));
  let lastDeclare = -1; // QBasic: "COMMON and DECLARE must precede executable statements"
  body.forEach((l, i) => { if (/^\s*(DECLARE|COMMON)\b/i.test(l)) lastDeclare = i; });
  body.splice(lastDeclare + 1, 0, `OPEN "${OUT_FILE}" FOR OUTPUT AS #99`);
  const firstProc = body.findIndex((l) => /^\s*(SUB|FUNCTION)\s/i.test(l));
  const tail = ['CLOSE #99', 'SYSTEM'];
  if (firstProc < 0) body.push(...tail); else body.splice(firstProc, 0, ...tail);
  return body.join('\n');
}

function runQbasic(source, dir) {
  const script = process.env.QBASIC_RUN;
  if (!script) throw new Error('set QBASIC_RUN to the QBasic 1.1 runner script');
  const bas = join(dir, 'prog.bas'), out = join(dir, 'out');
  writeFileSync(bas, source);
  spawnSync('bash', [script, bas, out, '120'], { encoding: 'latin1', timeout: 180_000 });
  try { return readFileSync(join(out, OUT_FILE), 'latin1').replace(/\r\n/g, '\n'); } catch { return 'NO OUTPUT FILE'; }
}

function outFile(host) {
  const f = host.files.read(OUT_FILE);
  return f ? Buffer.from(f).toString('latin1').replace(/\r\n/g, '\n') : 'NO OUTPUT FILE';
}

const o = parseArgs(process.argv.slice(2));
const scratch = mkdtempSync(join(tmpdir(), 'differential-'));
const lib = await load(scratch);
let programs = 0, cases = 0, disagreements = 0;
try {
  for (let seed = o.seeds[0]; seed <= o.seeds[1]; seed++) {
    const batch = lib.generateBatch(seed, o.cases, o.oracle === 'debug' ? 'all' : o.oracle, o.areas);
    const plain = batch.source;
    if (o.oracle === 'qbasic') batch.source = toFileOutput(batch.source);
    const dir = join(scratch, `seed-${seed}`);
    mkdirSync(dir);
    const theirs = o.oracle === 'qb64' ? runQb64(batch.source, dir) : o.oracle === 'pcbasic' ? runPcbasic(batch.source, dir)
      : o.oracle === 'qbasic' ? runQbasic(batch.source, dir) : lib.runBuild(batch.source, true);
    const mine = o.oracle === 'debug' ? lib.runBuild(batch.source, false)
      : o.oracle === 'qbasic' ? ours(lib, batch.source, outFile) : ours(lib, batch.source);
    programs++;
    if (o.goldens) {
      mkdirSync(o.goldens, { recursive: true });
      const name = `${o.oracle}-${seed}`;
      if (o.oracle === 'qbasic') {
        // The screen shows what the file holds while no line reaches the 80th column (no wrapping).
        if (theirs.split('\n').every((l) => l.length < 80)) {
          const head = `' expected: Microsoft QBasic 1.1 (DOSBox), its output sent to a file (scripts/differential.mjs\n`
            + `' --oracle qbasic --seeds ${seed} --cases ${o.cases}); generateBatch(${seed}, ${o.cases}, 'qbasic')\n`;
          writeFileSync(join(o.goldens, `${name}.bas`), head + plain);
          writeFileSync(join(o.goldens, `${name}.out`), theirs);
        }
      } else {
        writeFileSync(join(o.goldens, `${name}.bas`), batch.source);
        writeFileSync(join(o.goldens, `${name}.expected`), theirs);
      }
    }
    if (theirs.startsWith('COMPILE FAILED') || mine.startsWith('DIAGNOSTICS')) {
      console.log(`seed ${seed}: ${theirs.startsWith('COMPILE') ? theirs.slice(0, 2000) : mine}`);
      disagreements++;
      continue;
    }
    const a = lib.splitCases(mine), b = lib.splitCases(theirs);
    const report = [];
    for (const c of [{ id: 0, area: 'start', text: '' }, ...batch.cases]) {
      cases++;
      if ((a.get(c.id) ?? '<missing>') === (b.get(c.id) ?? '<missing>')) continue;
      disagreements++;
      console.log(`seed ${seed} case ${c.id} (${c.area})`);
      report.push(`=== case ${c.id} (${c.area})\n${c.text}\n--- ours\n${a.get(c.id)}\n--- ${o.oracle}\n${b.get(c.id)}\n`);
    }
    console.log(`seed ${seed}: ${batch.cases.length + 1} cases, ${report.length} disagreements`);
    if (report.length && o.out && theirs === 'NO OUTPUT FILE') report.unshift(`=== the whole program\n${batch.source}\n`);
    if (report.length && o.out) {
      mkdirSync(o.out, { recursive: true });
      writeFileSync(join(o.out, `${o.oracle}-seed-${seed}.txt`), report.join('\n'));
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`${programs} programs, ${cases} cases, ${disagreements} disagreements (${basename(o.oracle)})`);
process.exitCode = disagreements ? 1 : 0;
