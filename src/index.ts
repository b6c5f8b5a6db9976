// The public API every host uses: parse, compile, run, and one-call helpers.
import type { Diagnostic } from './parser/ast.js';
import { parse } from './parser/index.js';
import { compile, Machine, type Executable, type MachineOptions, type RunOutcome } from './runtime/index.js';
import type { Host } from './runtime/host.js';

export { parse } from './parser/index.js';
export { tokenize, highlight, STATEMENT_KEYWORDS, BUILTIN_KEYWORDS } from './lexer/index.js';
export { compile, Machine, type Executable, type MachineOptions, type RunOutcome } from './runtime/index.js';
export { QBasicError, errorMessage, ERROR_MESSAGES } from './runtime/errors.js';
export { debugRun, ReplayHost, type DebugRunOptions, type ReplayEntry } from './runtime/index.js';
export type * from './runtime/debug/types.js';
export type { Host, HostFileSystem, HostMouse } from './runtime/host.js';
export type { Program, Diagnostic } from './parser/ast.js';
export { VirtualClock, ERA_SPEEDS, DEFAULT_VIRTUAL_SPEED, parseSpeed, tickTimer } from './runtime/clock.js';
export { createScreen } from './graphics/index.js';
export {
  traceDraw, drawStart, pixelMapText, drawnPixels, startScreen, setupPrefix, defaultDrawColor, DRAW_MODES, MARKER_BACKGROUND, type DrawTrace, type DrawFailure, type DrawStart,
  type DrawSetup, createMemory, graphicsModeSpec, GraphicsError,
  renderMap, designDraw, DesignError, readPixelMap, imagePixels, PixelMapError, ImageError, type DesignPixel, type DesignSetup,
} from './graphics/index.js';
export type { GraphicsDevice, ScreenMemory } from './graphics/device.js';
export { formatKeys, parseScript, type ScriptItem } from './runtime/key-script.js';
export { KeyFeeder } from './runtime/key-feeder.js';

export interface SourceOptions {
  include?: (file: string) => string | undefined;
  /** a debug build: every statement calls the debugger's hook (see runtime/debug) */
  debug?: boolean;
}

/** Parse and compile a program: hosts run it, and give it to a Machine as `load` for CHAIN and RUN "file". */
export function loadProgram(source: string, options: SourceOptions = {}): { executable?: Executable; diagnostics: Diagnostic[] } {
  const { program, diagnostics } = parse(source, options);
  if (diagnostics.length > 0) return { diagnostics };
  return compile(program, { debug: options.debug });
}

/** Every syntax and type diagnostic of a program, sorted by position (empty when it would run). */
export function check(source: string, options: SourceOptions = {}): Diagnostic[] {
  const { program, diagnostics } = parse(source, options);
  if (diagnostics.length > 0) return diagnostics;
  return compile(program, { diagnosticsOnly: true }).diagnostics;
}

/** Parse, check and run a program; `outcome` and `machine` are absent when it has diagnostics. */
export function runSource(
  source: string,
  host: Host,
  options: MachineOptions & SourceOptions = {},
): { diagnostics: Diagnostic[]; outcome?: RunOutcome; machine?: Machine } {
  const { executable, diagnostics } = loadProgram(source, options);
  if (!executable) return { diagnostics };
  const machine = new Machine(executable, host, { load: loadProgram, ...options });
  return { diagnostics: [], outcome: machine.run(), machine };
}
