// A worker that runs QBJS's output as its exported player page does (export/play.html): qb.js and the
// program loaded as classic scripts into the worker's own global scope, so the program's lookups of QB
// and its runtime's globals are ordinary global lookups (in a `vm` context each is an interceptor call,
// 7-17x slower). PRINT is collected, the screen, events, INKEY$ and the frame limiter are stubs. Each
// 'run' message runs the program once and answers with what it printed and its own time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

const { dir, js } = workerData;
const stubs = {
  addEventListener() {}, window: {}, navigator: { userAgent: '' }, document: {},
  GX: { sleep: async () => {}, registerGameEvents: async () => {} },
};
for (const [name, value] of Object.entries(stubs)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
vm.runInThisContext(readFileSync(join(dir, 'qb.js'), 'utf8'), { filename: 'qb.js' });
vm.runInThisContext(js, { filename: 'program.js' });
const QB = vm.runInThisContext('QB');
let out = [];
Object.assign(QB, {
  start() {}, end() {}, setTypeMap() {}, sub_Screen() {}, sub_Cls() {}, halted: () => false, autoLimit: async () => {},
  func_InKey: () => '',
  sub_Print: async (args) => {
    let line = '';
    for (const a of args) {
      if (a === QB.PREVENT_NEWLINE || a === QB.COLUMN_ADVANCE) continue;
      line += typeof a !== 'string' && !Number.isNaN(a) ? `${a >= 0 ? ' ' : ''}${a} ` : a;
    }
    out.push(args[args.length - 1] === QB.PREVENT_NEWLINE ? line : `${line}\n`);
  },
});
const run = vm.runInThisContext('__qbjs_run');

parentPort.on('message', async () => {
  out = [];
  try {
    const t0 = performance.now();
    await run();
    const ms = performance.now() - t0;
    parentPort.postMessage({ text: out.join(''), ms });
  } catch (e) {
    parentPort.postMessage({ error: String(e?.message ?? e) });
  }
});
