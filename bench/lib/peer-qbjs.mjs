// QBJS (boxgaming/qbjs: QBasic / QB64 to JavaScript, a browser IDE; not on npm). With QBJS_DIR set to a
// checkout of its repository (kept outside this one), its compiler (qb2js.js) turns the program into an
// async JS function, which runs in Node on its browser runtime (qb.js) in a vm context with a few
// stubs: PRINT collects text (numbers formatted as qb.js formats them), the screen, events, INKEY$ and
// the frame limiter do nothing. Programs with graphics need its canvas and are left out (n/a).
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import vm from 'node:vm';

const GRAPHICS = /\b(SCREEN\s+13|PSET|LINE\s*\(|CIRCLE|PAINT|DRAW|GET\s*\(|PUT\s*\()/i;

function runtime(dir) {
  const ctx = vm.createContext({
    addEventListener() {}, window: {}, navigator: { userAgent: '' }, document: {}, console,
    GX: { sleep: async () => {}, registerGameEvents: async () => {} },
  });
  vm.runInContext(`${readFileSync(join(dir, 'qb.js'), 'utf8')}\nthis.QB = QB;`, ctx);
  const QB = ctx.QB;
  const out = [];
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
  return { ctx, out };
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
      const js = `async function __qbjs_run() {\n${await qbc.compile(source)}\n}\nthis.__run = __qbjs_run;`;
      const errors = qbc.getWarnings().filter((w) => w.mtype);
      if (errors.length) throw new Error(`compile: ${errors[0].text}`);
      const compileMs = performance.now() - t0;
      const script = new vm.Script(js);
      return {
        compileMs,
        async run() {
          const { ctx, out } = runtime(dir);
          script.runInContext(ctx);
          await ctx.__run();
          return out.join('');
        },
      };
    },
  };
}
