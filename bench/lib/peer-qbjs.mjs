// QBJS (boxgaming/qbjs: QBasic / QB64 to JavaScript, a browser IDE; not on npm). With QBJS_DIR set to a
// checkout of its repository (kept outside this one), its compiler (qb2js.js) turns the program into an
// async JS function, as its qbc.js command line does, and a worker runs it on its browser runtime (qb.js)
// as its exported player page runs it (peer-qbjs-page.mjs). Programs with graphics need its canvas and
// are left out (n/a).
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const GRAPHICS = /\b(SCREEN\s+13|PSET|LINE\s*\(|CIRCLE|PAINT|DRAW|GET\s*\(|PUT\s*\()/i;

/** the page of the program prepared last (one at a time: the bench measures one program after another) */
let page;

function openPage(dir, js) {
  page?.terminate();
  const worker = new Worker(new URL('./peer-qbjs-page.mjs', import.meta.url), { workerData: { dir, js } });
  worker.unref();
  worker.on('error', () => {}); // a run waiting for it rejects with it (runOnPage)
  page = worker;
  return worker;
}

function runOnPage(worker) {
  return new Promise((resolve, reject) => {
    const fail = (e) => reject(e);
    worker.once('error', fail);
    worker.once('message', (m) => {
      worker.off('error', fail);
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.postMessage('run');
  });
}
export function qbjsPeer(dir = process.env.QBJS_DIR) {
  if (!dir || !existsSync(join(dir, 'qb2js.js'))) return undefined;
  const require = createRequire(join(dir, 'qb2js.js'));
  let version = 'git';
  try {
    version = readFileSync(join(dir, '.qbjs-version'), 'utf8').trim();
  } catch {
    // no version note next to the checkout
  }
  return {
    name: 'qbjs',
    version,
    async prepare(source) {
      if (GRAPHICS.test(source)) throw new Error('graphics need its browser canvas');
      const t0 = performance.now();
      const qbc = await require('./qb2js.js').QBCompiler();
      const js = `async function __qbjs_run() {\n${await qbc.compile(source)}\n}`;
      const errors = qbc.getWarnings().filter((w) => w.mtype);
      if (errors.length) throw new Error(`compile: ${errors[0].text}`);
      const compileMs = performance.now() - t0;
      const worker = openPage(dir, js);
      return {
        compileMs,
        /** what the program printed, and the run's time as the page's own clock measured it */
        run: () => runOnPage(worker),
      };
    },
  };
}
