// Our runtime in headless Chromium (`node bench/run.mjs --browser`): each graphics program runs in a
// fresh module Worker, as the web app runs a program, beside its JS twin in the same worker (warm-up
// + runs, interleaved, the printed result checked). The core is bundled for the browser; a small local
// server hands out the bundle, the twins and the worker.
// The Node figure it is judged against is measured here too, run for run: in each round a fresh worker and
// a fresh Node process (paced-child.mjs, in a session of its own as Playwright starts Chromium) take turns,
// one run each, so that the machine's load hits both alike; the line reports the median of the pairs'
// ratios (browser / Node). Both take BROWSER_WARMUP runs first: Chromium's engine tiers up through one
// more compiler than Node 20's, and after one warm-up run its background compiles (about 100 ms of CPU
// during renderfield's first measured run, against about 10 in Node) still took the cores from the worker
// (bench/RESULTS.md, profile notes of 2026-11-27 on the browser worker).
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { sourceAt } from './suite.mjs';
import { median, summarize } from './measure.mjs';

export const BROWSER_PROGRAMS = ['graphics', 'renderfield', 'pixels', 'shapes', 'sprites'];
export const BROWSER_WARMUP = 5;
export const BROWSER_ROUNDS = 3;
const CHROMIUM = '/usr/bin/chromium';

// The first message compiles the program; each 'run' after it runs the JS twin and ours once each.
// oursCpu: the worker thread's CPU time over ours (NaN where /proc does not tell).
const WORKER = `
import * as core from '/dist/bench-core-browser.mjs';
let twin, executable, size, first = true;
/** this thread's time on a CPU so far (ms), as the server reads it while the thread waits for the answer */
function cpuMark() {
  const x = new XMLHttpRequest();
  x.open('GET', '/cpu', false);
  x.send();
  return Number(x.responseText);
}
function runOnce() {
  let t0 = performance.now();
  const expected = twin.run(size).text;
  const js = performance.now() - t0;
  const chunks = [];
  const host = { writeText: (t) => chunks.push(t), inkey: () => '', waitKey: () => null, timer: () => 0,
    now: () => new Date(0), sleep: () => {} };
  const c0 = cpuMark();
  t0 = performance.now();
  const outcome = new core.Machine(executable, host).run();
  const ours = performance.now() - t0;
  const oursCpu = cpuMark() - c0;
  if (outcome.kind !== 'end') throw new Error('run: ' + (outcome.message ?? outcome.kind));
  if (first && chunks.join('') !== expected) throw new Error('wrong result: ' + JSON.stringify(chunks.join('')));
  first = false;
  return { ours, js, oursCpu };
}
onmessage = async ({ data }) => {
  try {
    if (data === 'run') return postMessage(runOnce());
    twin = await import('/bench/js/' + data.name + '.mjs');
    size = data.size;
    const { program, diagnostics } = core.parse(data.source);
    if (diagnostics.length) throw new Error('parse: ' + diagnostics[0].message);
    ({ executable } = core.compile(program));
    postMessage({ ready: true });
  } catch (e) {
    postMessage({ error: String(e && e.message || e) });
  }
};`;

/** A thread's time on a CPU (ms) from Linux's /proc (schedstat), NaN elsewhere. */
function threadCpuMs(pid, tid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

const parentOf = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** The worker thread being measured ({ pid, tid } in a renderer of the Chromium this process started). */
let workerThread;

function findWorkerThread() {
  let found;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)) {
    try {
      let p = Number(pid);
      for (let up = 0; up < 6 && p > 1 && p !== process.pid; up++) p = parentOf(p);
      if (p !== process.pid) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker') && !(found?.tid > Number(tid))) {
          found = { pid, tid: Number(tid) };
        }
      }
    } catch {
      // a process that ended while we looked
    }
  }
  return found;
}

/** The worker thread's CPU time, found on the first call after startWorker (the newest worker thread). */
function workerCpuMs() {
  try {
    workerThread ??= findWorkerThread();
  } catch {
    return NaN;
  }
  return workerThread ? threadCpuMs(workerThread.pid, workerThread.tid) : NaN;
}

function serve(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const send = (type, body) => { res.writeHead(200, { 'content-type': type }); res.end(body); };
    if (path === '/') return send('text/html', '<!doctype html><title>bench</title>');
    if (path === '/worker.mjs') return send('text/javascript', WORKER);
    if (path === '/cpu') return send('text/plain', String(workerCpuMs()));
    const file = join(root, path);
    if ((path.startsWith('/dist/') || path.startsWith('/bench/js/')) && existsSync(file)) return send('text/javascript', readFileSync(file));
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A Node process running the program one run per step(): { ours, js, oursCpu } or { error }. */
function pacedNode(bundle, name, size) {
  const file = fileURLToPath(new URL('./paced-child.mjs', import.meta.url));
  const child = spawn(process.execPath, [file, bundle, name, String(size)], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (what) => {
    child.stdin.write(`${what}\n`);
    const { value, done } = await lines.next();
    return done ? { error: `Node process ended: ${stderr.split('\n').slice(0, 3).join(' ')}` } : JSON.parse(value);
  };
  return {
    async step() {
      const twin = await ask('js');
      if (twin.error) return twin;
      const c0 = threadCpuMs(child.pid, child.pid);
      const ours = await ask('ours');
      return ours.error ? ours : { ours: ours.ours, js: twin.js, oursCpu: threadCpuMs(child.pid, child.pid) - c0 };
    },
    end: () => child.stdin.end(),
  };
}

/** Starts a worker on the page for `job`; page.evaluate(() => benchAsk('run')) then runs the program once. */
function startWorker(page, job) {
  workerThread = undefined;
  return page.evaluate((data) => {
    const w = new Worker('/worker.mjs', { type: 'module' });
    window.benchWorker = w;
    window.benchAsk = (message) => new Promise((resolve) => {
      w.onmessage = (e) => resolve(e.data);
      w.onerror = (e) => resolve({ error: e.message || 'worker failed' });
      w.postMessage(message);
    });
    return window.benchAsk(data);
  }, job);
}

/** `rounds` rounds of a fresh worker and a fresh Node process taking turns, `warmup` + `runs` runs each. */
async function measurePaced(page, bundle, job, warmup, runs, rounds) {
  const ours = [];
  const js = [];
  const node = [];
  const ratios = [];
  const cpuRatios = [];
  for (let round = 0; round < rounds; round++) {
    const started = await startWorker(page, job);
    if (started.error) return { error: started.error };
    const paced = pacedNode(bundle, job.name, job.size);
    try {
      for (let i = 0; i < warmup + runs; i++) {
        const b = await page.evaluate(() => window.benchAsk('run'));
        if (b.error) return { error: b.error };
        const n = await paced.step();
        if (n.error) return { error: `Node: ${n.error}` };
        if (i < warmup) continue;
        ours.push(b.ours);
        js.push(b.js);
        node.push(n.ours);
        ratios.push(b.ours / n.ours);
        if (b.oursCpu > 0 && n.oursCpu > 0) cpuRatios.push(b.oursCpu / n.oursCpu);
      }
    } finally {
      paced.end();
      await page.evaluate(() => window.benchWorker.terminate());
    }
  }
  return { ours: summarize(ours), js: summarize(js), node: summarize(node), ratio: median(ratios), cpuRatio: cpuRatios.length ? median(cpuRatios) : NaN };
}

/**
 * { name: { ours, js, node, ratio } | { error } } for each program at its size: ours and the JS twin in a
 * Chromium worker, ours in Node (`bundle`), paced run for run (measurePaced).
 */
export async function measureInBrowser(root, names, twinSizes, warmup, runs, bundle, rounds = BROWSER_ROUNDS) {
  await build({
    entryPoints: [join(root, 'src/index.ts')], outfile: join(root, 'dist/bench-core-browser.mjs'), bundle: true,
    platform: 'browser', format: 'esm', target: 'es2022', logLevel: 'silent',
  });
  const server = await serve(root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = {};
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    for (const name of names) {
      const job = { name, source: sourceAt(root, name, twinSizes[name]), size: twinSizes[name] };
      results[name] = await measurePaced(page, bundle, job, warmup, runs, rounds);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
