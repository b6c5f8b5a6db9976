#!/usr/bin/env node
// The benchmark suite: `node bench/run.mjs` measures every program on our runtime, the hand-written JS
// twin and the npm peers, prints one table and rewrites the figures in bench/RESULTS.md.
// `--quick` runs each program once at a small size as a CI smoke test: it fails only on a wrong result.
// Each program is measured in a process of its own (as the CLI and the web app's per-run worker run it);
// --one-process measures them all in this process instead (every program's closures then share call sites).
// --processes N (default 3): each program measured in N processes (in rounds over the programs), its row
// the process with the median ours / JS ratio: the engine settles a program into one of several speeds per
// process, so one process is one draw from them.
// Other flags: --runs N (default 5), --only a,b, --no-peers, --no-write, --peer-budget SECONDS (20),
// --browser (the graphics programs also in headless Chromium's worker, against their Node figures).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOurs, compileOurs } from './lib/ours.mjs';
import { loadPeers } from './lib/peers.mjs';
import { PROGRAMS, loadTwin, measureInChild, measureOursAndJs, measurePeer, medianProcess, sourceAt } from './lib/suite.mjs';
import { cliStartup, parseCheck, renderFieldPerCall, renderFieldPerCallJs } from './lib/startup.mjs';
import { browserLines, machineLine, suiteTable, targetLines, writeResults } from './lib/report.mjs';
import { BROWSER_PROGRAMS, BROWSER_ROUNDS, BROWSER_WARMUP, measureInBrowser } from './lib/browser.mjs';
import { pageStart } from './lib/page-start.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = { quick: false, runs: 5, only: PROGRAMS, peers: true, write: true, peerBudgetMs: 20000, oneProcess: false, browser: false, processes: 3 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') opts.quick = true;
    else if (a === '--runs') opts.runs = Math.max(1, Number(argv[++i]));
    else if (a === '--processes') opts.processes = Math.max(1, Number(argv[++i]));
    else if (a === '--only') opts.only = argv[++i].split(',');
    else if (a === '--no-peers') opts.peers = false;
    else if (a === '--no-write') opts.write = false;
    else if (a === '--one-process') opts.oneProcess = true;
    else if (a === '--browser') opts.browser = true;
    else if (a === '--peer-budget') opts.peerBudgetMs = Number(argv[++i]) * 1000;
    else throw new Error(`unknown option ${a}`);
  }
  const unknown = opts.only.filter((n) => !PROGRAMS.includes(n));
  if (unknown.length) throw new Error(`unknown program ${unknown.join(', ')} (have ${PROGRAMS.join(', ')})`);
  if (opts.quick) Object.assign(opts, { runs: 1, peers: false, write: false, processes: 1 });
  return opts;
}

const log = (s) => process.stderr.write(`${s}\n`);

async function runSuite(core, bundle, peers, opts) {
  const rounds = opts.oneProcess || !core ? 1 : opts.processes;
  const twins = new Map();
  for (const name of opts.only) twins.set(name, await loadTwin(root, name));
  const sizeOf = (name) => (opts.quick ? twins.get(name).sizes.quick : twins.get(name).sizes.full);
  const warmup = opts.quick ? 0 : 1;
  const measured = new Map(opts.only.map((name) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const name of opts.only) {
      log(`${name} (size ${sizeOf(name)})${rounds > 1 ? `, process ${round} of ${rounds}` : ''} ...`);
      measured.get(name).push(opts.oneProcess || !core
        ? measureOursAndJs(core, root, name, twins.get(name), sizeOf(name), warmup, opts.runs)
        : measureInChild(bundle, name, sizeOf(name), warmup, opts.runs));
    }
  }
  const rows = [];
  for (const name of opts.only) {
    const row = medianProcess(measured.get(name));
    row.peers = {};
    for (const peer of peers) row.peers[peer.name] = await measurePeer(peer, root, name, twins.get(name), opts.runs, opts.peerBudgetMs);
    rows.push(row);
  }
  return rows;
}

function runStartup(core, opts) {
  const runs = opts.quick ? 1 : opts.runs;
  // start-up figures are medians of at least 7 fresh processes (the issue's targets are judged on them)
  const processes = opts.quick ? 1 : Math.max(7, opts.runs);
  const startup = {};
  log('start-up: one-line program through the CLI ...');
  startup.cli = cliStartup(root, processes);
  if (!core) return startup;
  log('start-up: 5,000-line parse+check ...');
  try {
    startup.parseCheck = parseCheck(runs, processes, 5000, root);
  } catch (e) {
    startup.parseCheck = { error: String(e.message ?? e) };
  }
  log('renderField per call ...');
  try {
    const source = sourceAt(root, 'renderfield', 1);
    compileOurs(core, source);
    startup.renderField = opts.quick ? renderFieldPerCall(core, source, 1, 2, 12) : renderFieldPerCall(core, source, runs);
  } catch (e) {
    startup.renderField = { error: String(e.message ?? e) };
  }
  startup.renderFieldJs = renderFieldPerCallJs(runs);
  return startup;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    log(`${e.message}\nusage: node bench/run.mjs [--quick] [--runs N] [--only ${PROGRAMS.join(',')}] [--no-peers] ` +
      '[--no-write] [--peer-budget SECONDS] [--one-process] [--processes N] [--browser]');
    process.exitCode = 2;
    return;
  }
  const machine = machineLine();
  const ours = await loadOurs(root);
  if (ours.error) log(`our runtime: ${ours.error}`);
  const peers = opts.peers ? loadPeers() : [];
  const rows = await runSuite(ours.core, ours.bundle, peers, opts);
  const startup = runStartup(ours.core, opts);
  let browser;
  const browserWarmup = opts.quick ? 0 : BROWSER_WARMUP;
  const browserRounds = opts.quick ? 1 : BROWSER_ROUNDS;
  const inBrowser = opts.only.filter((n) => BROWSER_PROGRAMS.includes(n));
  if (opts.browser && ours.core && inBrowser.length) {
    log('the graphics programs in headless Chromium ...');
    const sizes = Object.fromEntries(rows.map((r) => [r.name, r.size]));
    try {
      browser = await measureInBrowser(root, inBrowser, sizes, browserWarmup, opts.runs, ours.bundle, browserRounds);
    } catch (e) {
      browser = { error: String(e.message ?? e).split('\n')[0] };
    }
  }
  log('start-up: the web page in Chromium (first frame of Minesweeper, a blank page) ...');
  startup.page = await pageStart(root, opts.quick ? 1 : opts.runs);
  const peerNames = peers.map((p) => `${p.name}`);
  const block = [
    `Measured ${machine}.`,
    `Mode: ${opts.quick ? 'quick (small sizes, one run)' : `full sizes, 1 warm-up + ${opts.runs} runs, ours and JS interleaved`}, ${opts.oneProcess ? 'all programs in one process'
      : opts.processes > 1 ? `each program in ${opts.processes} processes of its own (in rounds over the programs); its row is the process with the median ours / JS, the range after the ratio is over the processes`
        : 'each program in a process of its own'}.`,
    `Peers: ${peers.map((p) => `${p.name} ${p.version}`).join(', ') || 'none'}.`,
    '',
    ...suiteTable(rows, peerNames),
    '',
    ...targetLines(rows, startup, !opts.quick),
    ...(browser ? browserLines(browser, browserWarmup, browserRounds, !opts.quick) : []),
  ];
  process.stdout.write(`${block.join('\n')}\n`);
  if (opts.write) writeResults(join(root, 'bench/RESULTS.md'), block);
  const failures = [
    ...(ours.error ? [`our runtime: ${ours.error}`] : []),
    ...rows.filter((r) => r.ours?.error).map((r) => `${r.name}: ${r.ours.error}`),
    ...['cli', 'parseCheck', 'renderField', 'page'].filter((k) => startup[k]?.error).map((k) => `${k}: ${startup[k].error}`),
  ];
  if (failures.length > 0) {
    log(`\nFAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
