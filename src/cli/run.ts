// `qbasic run`: parse, check, run against the terminal (or a key script), report, optionally save a PNG.
// `qbasic check`: the same checks, nothing run.
import { fstatSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { check, DEFAULT_VIRTUAL_SPEED, loadProgram, VirtualClock } from '../index.js';
import { Machine } from '../runtime/index.js';
import { parseScript } from '../runtime/key-script.js';
import { PipedKeys, ScriptKeys, TerminalKeys, type KeySource } from './key-sources.js';
import { NodeHost } from './node-host.js';
import { processOutput, type TextOut } from './output.js';

export interface RunOptions {
  file: string;
  keys?: string;
  png?: string;
  maxSteps?: number;
  /** statements per second (--speed) */
  speed?: number;
  /** seconds of program time to run on after the last scripted key (--seconds) */
  seconds?: number;
}

/** Exit statuses of `run`. */
export const EXIT = { end: 0, error: 1, syntax: 2, stopped: 3, keysRanOut: 4 } as const;

function report(out: TextOut, file: string, line: number, col: number, message: string): void {
  out.stderr(`${file}:${line}:${col}: ${message}\n`);
}

function includeReader(dir: string) {
  return (name: string): string | undefined => {
    try {
      return readFileSync(resolve(dir, name), 'latin1');
    } catch {
      return undefined;
    }
  };
}

function keySource(keys: string | undefined, runOn: boolean): KeySource {
  if (keys !== undefined) return new ScriptKeys(parseScript(keys), runOn);
  if (stdinIsTerminal()) return new TerminalKeys();
  return new PipedKeys(runOn);
}

/** The major device number of /dev/null, /dev/zero and the other memory devices on Linux. */
const LINUX_MEMORY_DEVICES = 1;

/**
 * Whether stdin is a terminal. A pipe or a file (how scripted runs and tests give stdin) is told by one
 * fstat: asking process.stdin would make its stream, and load Node's net or fs streams, for nothing.
 */
function stdinIsTerminal(): boolean {
  try {
    const stat = fstatSync(0);
    if (!stat.isCharacterDevice()) return false;
    // Linux's memory devices (/dev/null, /dev/zero ...: major number 1) are no terminal; telling that
    // through process.stdin cost about 50M instructions, half again a one-line run's own work
    if (process.platform === 'linux' && Math.floor(stat.rdev / 256) % 4096 === LINUX_MEMORY_DEVICES) return false;
  } catch {
    // no fd 0: process.stdin says what Node makes of it
  }
  return process.stdin.isTTY === true;
}

function readSource(file: string, out: TextOut): string | undefined {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    out.stderr(`qbasic: cannot read ${file}\n`);
    return undefined;
  }
}

/** Every syntax and type error of each file on stderr; `FILE: no errors` on stdout for a clean one. */
export function checkCommand(files: string[], out: TextOut = processOutput): number {
  let status = 0;
  for (const file of files) {
    const source = readSource(file, out);
    const diagnostics = source === undefined ? undefined : check(source, { include: includeReader(dirname(file)) });
    for (const d of diagnostics ?? []) report(out, file, d.line, d.col, d.message);
    if (diagnostics?.length === 0) out.stdout(`${file}: no errors\n`);
    else status = 2;
  }
  return status;
}

export async function runCommand(options: RunOptions): Promise<number> {
  const source = readSource(options.file, processOutput);
  if (source === undefined) return 2;
  const { executable, diagnostics } = loadProgram(source, { include: includeReader(dirname(options.file)) });
  if (!executable || diagnostics.length > 0) {
    for (const d of diagnostics) report(processOutput, options.file, d.line, d.col, d.message);
    return 2;
  }
  const runOn = options.seconds !== undefined;
  const keys = keySource(options.keys, runOn);
  // Scripted keys (or piped stdin): a virtual clock that moves with the program, at a PC's pace.
  const clock = keys.scripted ? new VirtualClock(0, new Date()) : undefined;
  const host = new NodeHost(keys, clock, runOn ? options.seconds! * 1000 : undefined);
  const speed = options.speed ?? (clock ? DEFAULT_VIRTUAL_SPEED : undefined);
  const machine = new Machine(executable, host, { maxSteps: options.maxSteps, load: loadProgram, speed });
  let outcome;
  try {
    outcome = machine.run();
  } finally {
    host.flush();
    keys.close();
  }
  if (options.png) await writePng(options.png, machine);
  if (host.outputClosed) return EXIT.end;
  switch (outcome.kind) {
    case 'end':
      if (!outcome.keysRanOut) return EXIT.end;
      processOutput.stderr('qbasic: the keys ran out while the program waited for a key\n');
      return EXIT.keysRanOut;
    case 'error':
      report(processOutput, outcome.file ?? options.file, outcome.line, outcome.col, outcome.message);
      return EXIT.error;
    default:
      if (host.timeUp) {
        processOutput.stderr(`qbasic: stopped ${options.seconds} s (program time) after the last key\n`);
        return EXIT.end;
      }
      processOutput.stderr(`qbasic: ${outcome.kind === 'stopped' ? 'stopped' : 'step limit reached'}\n`);
      return EXIT.stopped;
  }
}

async function writePng(file: string, machine: Machine): Promise<void> {
  const { PNG } = await import('pngjs');
  const { width, height } = machine.screen;
  const png = new PNG({ width, height });
  png.data = Buffer.from(machine.screen.toRGBA());
  writeFileSync(file, PNG.sync.write(png));
}
