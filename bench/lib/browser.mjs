// Our runtime in headless Chromium (`node bench/run.mjs --browser`): each graphics program runs in a
// fresh module Worker, as the web app runs a program, beside its JS twin in the same worker (warm-up
// + runs, interleaved, the printed result checked). The core is bundled for the browser; a small local
// server hands out the bundle, the twins and the worker.
// The Node figure it is judged against is measured here too, in rounds that alternate a worker and a Node
// process in a session of its own, as Chromium is (measureInOwnSession), so that the machine's load hits
// both alike; each round's ratio is browser median / Node median, and the line reports the median round.
// Both take BROWSER_WARMUP runs first: Chromium's engine tiers up through one more compiler than Node 20's,
// and after one warm-up run its background compiles (about 100 ms of CPU during renderfield's first
// measured run, against about 10 in Node) still took the cores from the worker (bench/RESULTS.md,
// profile notes of 2026-11-27 on the browser worker).
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { measureInOwnSession, sourceAt } from './suite.mjs';
import { median, summarize } from './measure.mjs';

export const BROWSER_PROGRAMS = ['graphics', 'renderfield', 'pixels', 'shapes', 'sprites'];
export const BROWSER_WARMUP = 5;
const ROUNDS = 3;
const CHROMIUM = '/usr/bin/chromium';

const WORKER = `
import * as core from '/dist/bench-core-browser.mjs';
onmessage = async ({ data: { name, source, size, warmup, runs } }) => {
  try {
    const twin = await import('/bench/js/' + name + '.mjs');
    const { program, diagnostics } = core.parse(source);
    if (diagnostics.length) throw new Error('parse: ' + diagnostics[0].message);
    const { executable } = core.compile(program);
    const ours = [];
    const js = [];
    for (let i = 0; i < warmup + runs; i++) {
      let t0 = performance.now();
      const expected = twin.run(size).text;
      const jsMs = performance.now() - t0;
      const chunks = [];
      const host = { writeText: (t) => chunks.push(t), inkey: () => '', waitKey: () => null, timer: () => 0,
        now: () => new Date(0), sleep: () => {} };
      t0 = performance.now();
      const outcome = new core.Machine(executable, host).run();
      const oursMs = performance.now() - t0;
      if (outcome.kind !== 'end') throw new Error('run: ' + (outcome.message ?? outcome.kind));
      if (i === 0 && chunks.join('') !== expected) throw new Error('wrong result: ' + JSON.stringify(chunks.join('')));
      if (i >= warmup) { ours.push(oursMs); js.push(jsMs); }
    }
    postMessage({ ours, js });
  } catch (e) {
    postMessage({ error: String(e && e.message || e) });
  }
};`;

function serve(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const send = (type, body) => { res.writeHead(200, { 'content-type': type }); res.end(body); };
    if (path === '/') return send('text/html', '<!doctype html><title>bench</title>');
    if (path === '/worker.mjs') return send('text/javascript', WORKER);
    const file = join(root, path);
    if ((path.startsWith('/dist/') || path.startsWith('/bench/js/')) && existsSync(file)) return send('text/javascript', readFileSync(file));
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** { ours, js, node }: medians (and their spread) over the rounds, and `ratio`, the median round's browser/Node. */
function combine(rounds) {
  const stats = (key) => summarize(rounds.map((r) => r[key].median));
  return { ours: stats('ours'), js: stats('js'), node: stats('node'), ratio: median(rounds.map((r) => r.ours.median / r.node.median)) };
}

/**
 * { name: { ours, js, node, ratio } | { error } } for each program at the full size: `rounds` rounds, each
 * a fresh Chromium worker then a fresh Node process (`bundle`), `warmup` + `runs` runs in each.
 */
export async function measureInBrowser(root, names, twinSizes, warmup, runs, bundle, rounds = ROUNDS) {
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
      const job = { name, source: sourceAt(root, name, twinSizes[name]), size: twinSizes[name], warmup, runs };
      const measured = [];
      for (let round = 0; round < rounds && !results[name]; round++) {
        const r = await page.evaluate((data) => new Promise((resolve) => {
          const w = new Worker('/worker.mjs', { type: 'module' });
          w.onmessage = (e) => { w.terminate(); resolve(e.data); };
          w.onerror = (e) => { w.terminate(); resolve({ error: e.message || 'worker failed' }); };
          w.postMessage(data);
        }), job);
        if (r.error) {
          results[name] = { error: r.error };
          break;
        }
        const node = (await measureInOwnSession(bundle, name, twinSizes[name], warmup, runs)).ours;
        if (node.error) results[name] = { error: `Node: ${node.error}` };
        else measured.push({ ours: summarize(r.ours), js: summarize(r.js), node: node.run });
      }
      results[name] ??= combine(measured);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
