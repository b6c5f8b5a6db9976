// Other QBasic implementations from the npm registry that run in Node, driven in-process.
// Each adapter: prepare(source) -> { compileMs, run(): Promise<string> } (the text the program printed),
// or throws when the implementation cannot take the program.
import { createRequire } from 'node:module';
import { qbjsPeer } from './peer-qbjs.mjs';

const require = createRequire(import.meta.url);
/** a hang guard for one run (qbjc only: wwwbasic runs synchronously and cannot be interrupted) */
const RUN_LIMIT_MS = 120000;

function tryRequire(name) {
  try {
    return require(name);
  } catch {
    return undefined;
  }
}

/** qbjc (QBasic -> JS compiler; its executor awaits each statement): compile once, run many. */
function qbjcPeer() {
  const qbjc = tryRequire('qbjc');
  const Executor = tryRequire('qbjc/dist/runtime/executor')?.default;
  const NodePlatform = tryRequire('qbjc/dist/runtime/node-platform')?.NodePlatform;
  if (!qbjc || !Executor || !NodePlatform) return undefined;
  class CollectingPlatform extends NodePlatform {
    out = '';
    async print(s) {
      this.out += s;
    }
  }
  return {
    name: 'qbjc',
    version: require('qbjc/package.json').version,
    async prepare(source) {
      const t0 = performance.now();
      const { code } = await qbjc.compile({ source, sourceFileName: 'bench.bas' });
      const compileMs = performance.now() - t0;
      return {
        compileMs,
        async run() {
          const platform = new CollectingPlatform();
          // stmtExecutionDelayUs 0: no pause between statements (Node's default is 5 us)
          const executor = new Executor(platform, { stmtExecutionDelayUs: 0 });
          let stopped = false;
          const guard = setTimeout(() => { stopped = true; executor.stopExecution(); }, RUN_LIMIT_MS);
          try {
            await executor.executeModule(code);
          } finally {
            clearTimeout(guard);
          }
          if (stopped) throw new Error(`stopped after the ${RUN_LIMIT_MS / 1000} s time limit`);
          return platform.out;
        },
      };
    },
  };
}

/** wwwbasic (compiles to JS at load time; in Node it prints with console.log): compile and run together. */
function wwwbasicPeer() {
  const www = tryRequire('wwwbasic');
  if (!www) return undefined;
  return {
    name: 'wwwbasic',
    version: require('wwwbasic/package.json').version,
    async prepare(source) {
      return {
        compileMs: undefined,
        async run() {
          const lines = [];
          const saved = { log: console.log, error: console.error, info: console.info };
          console.log = (s) => lines.push(String(s));
          console.error = (s) => lines.push(`ERROR ${s}`);
          console.info = () => {};
          try {
            www.Basic(source);
          } finally {
            Object.assign(console, saved);
          }
          const error = lines.find((l) => l.startsWith('ERROR '));
          if (error) throw new Error(error.slice(6));
          return lines.filter((l) => l !== 'BASIC END').map((l) => `${l}\n`).join('');
        },
      };
    },
  };
}

/** The peers installed as devDependencies, and QBJS when QBJS_DIR names a checkout of it. */
export function loadPeers() {
  return [qbjcPeer(), wwwbasicPeer(), qbjsPeer()].filter(Boolean);
}

/** Output compared across implementations that format numbers slightly differently: ANSI codes dropped,
 * blanks collapsed. */
export function normalizeOutput(text) {
  return text
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
    .split('\n')
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter((l) => l !== '')
    .join('\n');
}
