// Run a source text on the scripted host and collect what tests look at.
import { runSource } from '../../src/index.js';
import { ScriptedHost, type ScriptedHostOptions } from './host.js';

export function runBasic(source: string, options: ScriptedHostOptions & { maxSteps?: number } = {}) {
  const host = new ScriptedHost(options);
  const r = runSource(source, host, { maxSteps: options.maxSteps ?? 10_000_000 });
  const diagnostics = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
  return { host, output: host.output, outcome: r.outcome, machine: r.machine, diagnostics };
}
