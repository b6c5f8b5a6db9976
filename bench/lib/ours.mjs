// Our interpreter, in-process: src/index.ts and its dependencies bundled by esbuild into dist/bench-core.mjs, then
// parse + compile (timed as "compile") and new Machine(exe, host).run() (timed as "run").
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bundles and imports the core; returns { core, bundle } or { error } when it cannot be built yet. */
export async function loadOurs(root) {
  const entry = join(root, 'src/index.ts');
  if (!existsSync(entry)) return { error: 'src/index.ts does not exist yet' };
  const outfile = join(root, 'dist/bench-core.mjs');
  try {
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // chevrotain bundled in, as the CLI and the web build ship it (its lodash-es module tree loads slowly)
      sourcemap: 'linked',
      logLevel: 'silent',
    });
    const core = await import(`${pathToFileURL(outfile).href}?v=${Date.now()}`);
    for (const name of ['parse', 'compile', 'Machine', 'check']) {
      if (!core[name]) return { error: `src/index.ts does not export ${name}` };
    }
    return { core, bundle: outfile };
  } catch (e) {
    const first = e.errors?.[0];
    const why = first ? `${first.text}${first.location ? ` (${first.location.file}:${first.location.line})` : ''}` : String(e.message ?? e);
    return { error: `bundling src/index.ts failed: ${why.split('\n')[0]}` };
  }
}

/** A Host that collects PRINT output; no key pressed (INKEY$ is ""), no files, a fixed clock; stops the program at
 *  `deadline`. The text is gathered as the CLI's host gathers it (src/cli/node-host.ts): added to a string that
 *  is written out as bytes every 8 KB (here into buffers kept for the result; the text is CP437 bytes, so
 *  latin1 gives it back unchanged). A class, as the CLI's and the worker's hosts are: an object literal with a
 *  getter is made in dictionary mode, and every `s.host.inkey()` of a polling loop then paid a hash lookup. */
class CollectingHost {
  constructor(deadline) {
    this.deadline = deadline;
    this.written = [];
    this.pending = '';
  }

  get text() {
    return Buffer.concat(this.written).toString('latin1') + this.pending;
  }

  shouldStop() {
    return performance.now() > this.deadline;
  }

  writeText(text) {
    this.pending += text;
    if (this.pending.length > 8192) {
      this.written.push(Buffer.from(this.pending, 'latin1'));
      this.pending = '';
    }
  }

  inkey() {
    return ''; // no key yet (null would end the run: no key will ever come)
  }

  waitKey() {
    return null;
  }

  timer() {
    return 0;
  }

  now() {
    return new Date(0);
  }

  sleep() {}
}

export function collectingHost(deadline = Infinity) {
  return new CollectingHost(deadline);
}

function describe(diagnostics) {
  const d = diagnostics[0];
  return d ? `${d.line}:${d.col}: ${d.message}` : 'no executable and no diagnostic';
}

/** Parses and compiles `source`; throws with the first error diagnostic. */
export function compileOurs(core, source) {
  const t0 = performance.now();
  const { program, diagnostics } = core.parse(source);
  if (diagnostics.length > 0) throw new Error(`parse: ${describe(diagnostics)}`);
  const { executable, diagnostics: compileDiagnostics } = core.compile(program);
  if (!executable || compileDiagnostics.length > 0) throw new Error(`compile: ${describe(compileDiagnostics)}`);
  return { executable, compileMs: performance.now() - t0 };
}

/** Runs a compiled program to its end (stopped after `limitMs`); returns the printed text, run time, machine. */
export function runOurs(core, executable, limitMs = 120000) {
  const host = collectingHost(performance.now() + limitMs);
  const t0 = performance.now();
  const machine = new core.Machine(executable, host);
  const outcome = machine.run();
  const runMs = performance.now() - t0;
  if (outcome.kind !== 'end') {
    const why = outcome.kind === 'error' ? `${outcome.line}:${outcome.col}: ${outcome.message}`
      : outcome.kind === 'stopped' ? `stopped after the ${limitMs / 1000} s time limit` : outcome.kind;
    throw new Error(`run: ${why}`);
  }
  return { text: host.text, runMs, machine };
}
