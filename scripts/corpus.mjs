#!/usr/bin/env node
// Runs a folder of QBasic programs headless and prints one verdict a program and a summary line:
//   node scripts/corpus.mjs DIR [--seconds N] [--jobs N] [--only TEXT] [--json FILE]
// Each NAME.bas (any case, in DIR and its subfolders) is checked, then run with the keys in NAME.keys
// beside it (the CLI's --keys syntax), or with an empty stdin (the run ends when a program waits for a key
// that never comes). A NAME.expected beside it is compared with what the run printed. Programs run in a
// scratch copy of their folder, so the files they write never land in DIR. A NAME.err beside it names the
// error the program is meant to end with (`LINE:COL: message`, as the CLI reports it): that error is then ok.
// Verdicts: ok (with the exit status and message when the CLI ended the run itself), wrong-output,
// check-error, runtime-error, timeout (over N seconds, default 10), crash (a JavaScript exception or a signal).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'bin/qbasic.cjs');

function parseArgs(argv) {
  const options = { dir: undefined, seconds: 10, jobs: 2, only: undefined, json: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--seconds') options.seconds = Number(argv[++i]);
    else if (arg === '--jobs') options.jobs = Number(argv[++i]);
    else if (arg === '--only') options.only = argv[++i];
    else if (arg === '--json') options.json = argv[++i];
    else if (!options.dir) options.dir = arg;
    else throw new Error(`unexpected argument ${arg}`);
  }
  if (!options.dir) throw new Error('usage: node scripts/corpus.mjs DIR [--seconds N] [--jobs N] [--only TEXT] [--json FILE]');
  return options;
}

function programsIn(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...programsIn(path));
    else if (/\.bas$/i.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** The file beside `program` with the same name and extension `ext` (any case), if there is one. */
function beside(program, ext) {
  const stem = basename(program).replace(/\.bas$/i, '');
  const match = readdirSync(dirname(program)).find((name) => name.toLowerCase() === `${stem}.${ext}`.toLowerCase());
  return match ? join(dirname(program), match) : undefined;
}

function runCli(args, cwd, seconds) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.stdin.end();
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, timedOut, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

const firstLine = (text) => text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';

/** The message of a `FILE:LINE:COL: message` line without the file's path. */
const message = (text) => firstLine(text).replace(/^.*?:(\d+:\d+: )/, '$1');

/** The verdict for a program that stopped on `error`: ok when a NAME.err beside it expects that error. */
function stopped(program, verdict, error) {
  const errFile = beside(program, 'err');
  const expected = errFile ? readFileSync(errFile, 'utf8').trim() : undefined;
  return expected === error ? { verdict: 'ok', detail: `expected error ${error}` } : { verdict, detail: error };
}

async function judge(program, scratch, seconds) {
  const file = join(scratch, basename(program));
  const checked = await runCli(['check', file], scratch, seconds);
  if (checked.timedOut) return { verdict: 'timeout', detail: 'check' };
  if (checked.status === 2) return stopped(program, 'check-error', message(checked.stderr));
  if (checked.status !== 0) return { verdict: 'crash', detail: firstLine(checked.stderr) };
  const keysFile = beside(program, 'keys');
  const args = ['run', file];
  if (keysFile) args.push('--keys', readFileSync(keysFile, 'latin1').replace(/\r?\n$/, ''));
  const run = await runCli(args, scratch, seconds);
  if (run.timedOut) return { verdict: 'timeout', detail: `${seconds}s` };
  if (/^\s+at /m.test(run.stderr) || run.status === null) return { verdict: 'crash', detail: firstLine(run.stderr) };
  const verdict = run.status === 1
    ? stopped(program, 'runtime-error', message(run.stderr))
    // any other status (the step limit, keys that ran out ...) is an end the CLI chose: say which
    : { verdict: 'ok', detail: run.status === 0 ? '' : `exit ${run.status}: ${firstLine(run.stderr)}` };
  const expectedFile = beside(program, 'expected');
  if (verdict.verdict === 'ok' && expectedFile
    && readFileSync(expectedFile, 'utf8').replace(/\r\n/g, '\n').trimEnd() !== run.stdout.trimEnd()) {
    return { verdict: 'wrong-output', detail: `differs from ${basename(expectedFile)}` };
  }
  return verdict;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dir = resolve(options.dir);
  const programs = programsIn(dir).filter((p) => !options.only || p.includes(options.only));
  const scratchRoot = mkdtempSync(join(tmpdir(), 'qbasic-corpus-'));
  const scratchOf = new Map();
  const results = [];
  let next = 0;
  async function worker() {
    while (next < programs.length) {
      const program = programs[next++];
      const folder = dirname(program);
      if (!scratchOf.has(folder)) {
        const scratch = join(scratchRoot, String(scratchOf.size));
        cpSync(folder, scratch, { recursive: true });
        scratchOf.set(folder, scratch);
      }
      const started = Date.now();
      const result = { program: relative(dir, program), ...(await judge(program, scratchOf.get(folder), options.seconds)) };
      result.ms = Date.now() - started;
      results.push(result);
      process.stdout.write(`${result.verdict.padEnd(13)} ${result.program}${result.detail ? `  ${result.detail}` : ''}\n`);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker));
  rmSync(scratchRoot, { recursive: true, force: true });
  const counts = {};
  for (const { verdict } of results) counts[verdict] = (counts[verdict] ?? 0) + 1;
  const summary = Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([v, n]) => `${v} ${n}`).join(', ');
  process.stdout.write(`${results.length} programs: ${summary}\n`);
  if (options.json) writeFileSync(options.json, JSON.stringify(results.sort((a, b) => a.program.localeCompare(b.program)), null, 1));
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 2;
});
