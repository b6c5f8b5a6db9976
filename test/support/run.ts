// Run a source text on the scripted host and collect what tests look at.
import { expect } from 'vitest';
import { runSource } from '../../src/index.js';
import { ScriptedHost, type ScriptedHostOptions } from './host.js';

export function runBasic(source: string, options: ScriptedHostOptions & { maxSteps?: number } = {}) {
  const host = new ScriptedHost(options);
  const r = runSource(source, host, { maxSteps: options.maxSteps ?? 10_000_000 });
  const diagnostics = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
  return { host, output: host.output, outcome: r.outcome, machine: r.machine, diagnostics };
}

/**
 * Runs `source` natively and as a debug build (every statement through the flat pc loop, none of the fast
 * paths); both must agree on output and outcome (error code, line, column). Returns the native run.
 */
export function runBothWays(source: string, options: ScriptedHostOptions = {}, maxSteps = 10_000_000) {
  const run = (debug: boolean) => {
    const host = new ScriptedHost(options);
    const r = runSource(source, host, { debug, maxSteps });
    expect(r.diagnostics).toEqual([]);
    return { output: host.output, outcome: r.outcome };
  };
  const native = run(false);
  expect(run(true)).toEqual(native);
  return native;
}
