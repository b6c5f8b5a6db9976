// Running one golden program: parse, compile, run on the scripted host, and collect what to compare.
import { parse } from '../../src/parser/index.js';
import { compile, Machine } from '../../src/runtime/index.js';
import { loadProgram, parseSpeed } from '../../src/index.js';
import { ScriptedHost } from './host.js';

export interface GoldenResult {
  output: string;
  /** `LINE:COL: message` lines: diagnostics, or the runtime error */
  errors: string[];
  /** the run did not finish (step limit) */
  unfinished: boolean;
  machine?: Machine;
}

/** Steps a golden program may take before it counts as hung. */
export const GOLDEN_MAX_STEPS = 50_000_000;

/** A golden runs at a pace when its header says so: a comment line `' golden: --speed N` (N statements a second). */
function speedOf(source: string): number | undefined {
  const m = /^'\s*golden:.*--speed\s+(\S+)/m.exec(source);
  return m ? parseSpeed(m[1]) : undefined;
}

export function runGolden(source: string, keys: string | undefined, include?: (f: string) => string | undefined): GoldenResult {
  const parsed = parse(source, { include });
  const line = (d: { line: number; col: number; message: string }) => `${d.line}:${d.col}: ${d.message}`;
  if (parsed.diagnostics.length > 0) return { output: '', errors: parsed.diagnostics.map(line), unfinished: false };
  const compiled = compile(parsed.program);
  if (!compiled.executable) return { output: '', errors: compiled.diagnostics.map(line), unfinished: false };
  const host = new ScriptedHost({ keys });
  const machine = new Machine(compiled.executable, host, { maxSteps: GOLDEN_MAX_STEPS, load: loadProgram, speed: speedOf(source) });
  const outcome = machine.run();
  return {
    output: host.output,
    errors: outcome.kind === 'error' ? [line(outcome)] : [],
    unfinished: outcome.kind === 'stepLimit',
    machine,
  };
}
