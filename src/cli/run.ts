// `qbasic run`: parse, check, run against the terminal (or a key script), report, optionally save a PNG.
// `qbasic check`: the same checks, nothing run.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { check, loadProgram } from '../index.js';
import { Machine } from '../runtime/index.js';
import { parseKeys } from './keys.js';
import { PipedKeys, ScriptKeys, TerminalKeys, type KeySource } from './key-sources.js';
import { NodeHost } from './node-host.js';

export interface RunOptions {
  file: string;
  keys?: string;
  png?: string;
  maxSteps?: number;
}

function report(file: string, line: number, col: number, message: string): void {
  process.stderr.write(`${file}:${line}:${col}: ${message}\n`);
}

function includeReader(dir: string) {
  return (name: string): string | undefined => {
    try {
      return fs.readFileSync(path.resolve(dir, name), 'latin1');
    } catch {
      return undefined;
    }
  };
}

function keySource(keys: string | undefined): KeySource {
  if (keys !== undefined) return new ScriptKeys(parseKeys(keys));
  if (process.stdin.isTTY) return new TerminalKeys();
  return new PipedKeys();
}

function readSource(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'latin1');
  } catch {
    process.stderr.write(`qbasic: cannot read ${file}\n`);
    return undefined;
  }
}

/** Every syntax and type error of each file on stderr; `FILE: no errors` on stdout for a clean one. */
export function checkCommand(files: string[]): number {
  let status = 0;
  for (const file of files) {
    const source = readSource(file);
    const diagnostics = source === undefined ? undefined : check(source, { include: includeReader(path.dirname(file)) });
    for (const d of diagnostics ?? []) report(file, d.line, d.col, d.message);
    if (diagnostics?.length === 0) process.stdout.write(`${file}: no errors\n`);
    else status = 2;
  }
  return status;
}

export async function runCommand(options: RunOptions): Promise<number> {
  const source = readSource(options.file);
  if (source === undefined) return 2;
  const { executable, diagnostics } = loadProgram(source, { include: includeReader(path.dirname(options.file)) });
  if (!executable || diagnostics.length > 0) {
    for (const d of diagnostics) report(options.file, d.line, d.col, d.message);
    return 2;
  }
  const keys = keySource(options.keys);
  const host = new NodeHost(keys);
  const machine = new Machine(executable, host, { maxSteps: options.maxSteps, load: loadProgram });
  let outcome;
  try {
    outcome = machine.run();
  } finally {
    host.flush();
    keys.close();
  }
  if (options.png) await writePng(options.png, machine);
  if (host.outputClosed) return 0;
  switch (outcome.kind) {
    case 'end': return 0;
    case 'error':
      report(outcome.file ?? options.file, outcome.line, outcome.col, outcome.message);
      return 1;
    default:
      process.stderr.write(`qbasic: ${outcome.kind === 'stopped' ? 'stopped' : 'step limit reached'}\n`);
      return 3;
  }
}

async function writePng(file: string, machine: Machine): Promise<void> {
  const { PNG } = await import('pngjs');
  const { width, height } = machine.screen;
  const png = new PNG({ width, height });
  png.data = Buffer.from(machine.screen.toRGBA());
  fs.writeFileSync(file, PNG.sync.write(png));
}
