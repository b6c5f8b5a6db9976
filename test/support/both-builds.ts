// Runs a source in a normal build (fast paths: fused statements, native jumps, typed slots) and in a debug
// build (every statement through the pc loop, no fast path) and returns both outputs with how each ended.
import { loadProgram, Machine } from '../../src/index.js';
import { debugRun } from '../../src/runtime/debug/index.js';
import type { DebugClient } from '../../src/runtime/debug/types.js';
import { ScriptedHost } from './host.js';

export function runBuild(source: string, debug: boolean, maxSteps = 5_000_000): string {
  const { executable, diagnostics } = loadProgram(source, { debug });
  if (!executable) return `diagnostics ${diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join(' ')}`;
  const host = new ScriptedHost({});
  const client: DebugClient = { breakpoints: new Uint8Array(0), show: () => {}, command: () => ({ kind: 'stop' }) };
  const outcome = debug ? debugRun(executable, host, client, { maxSteps }) : new Machine(executable, host, { maxSteps }).run();
  return `${host.output}\n${JSON.stringify(outcome)}`;
}
