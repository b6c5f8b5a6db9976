/// <reference lib="webworker" />
// The interpreter's thread (loaded by worker.ts): parses, compiles and runs one program synchronously
// against a WorkerHost.
// The screen lives in the shared buffers, so the page sees every pixel as it is drawn. Stop is the
// page terminating this worker; a fresh worker runs the next program. The parser is a part of its own
// (worker-parser.ts), loaded when there is text to parse: a shipped listing's run sent with its parse
// tree starts without it. So nothing here imports src/index.js or src/parser (a test checks the build).
import type {
  Diagnostic, Executable, GraphicsDevice, MachineOptions, Program, ReplayEntry, RunOutcome,
} from '../../../src/index.js';
import { parseSpeed } from '../../../src/runtime/clock.js';
import { compile } from '../../../src/runtime/compiler/index.js';
import { ReplayHost } from '../../../src/runtime/debug/replay.js';
import { Machine } from '../../../src/runtime/machine/machine.js';
import { WorkerDebugClient } from './debug-channel.js';
import { decodeProgram } from './parsed-listing.js';
import { programKeys } from './program-keys.js';
import { MemoryDrive } from './drive.js';
import { showPressAnyKey } from './end-message.js';
import { PostingOutbox } from './outbox.js';
import type { ProgramDraws } from './draws.js';
import type {
  CheckRequest, DrawsRequest, Problem, RunEnd, StartMessage, WarmRequest, WorkerMessage,
} from './protocol.js';
import { screenMemoryOf, stopRequested } from './shared.js';
import { WorkerHost } from './worker-host.js';

type ParserPart = typeof import('./worker-parser.js');
let parserPart: Promise<ParserPart> | undefined;
/** the parser part once it has loaded */
let parserLoaded: ParserPart | undefined;
const loadParser = () => (parserPart ??= import('./worker-parser.js').then((part) => (parserLoaded = part)));

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: WorkerMessage): void {
  scope.postMessage(message);
}

function problemsOf(diagnostics: Diagnostic[]): Problem[] {
  return diagnostics.map(({ line, col, message }) => ({ line, col, message }));
}

/** Run under the debugger: commands come through shared memory, pauses are posted to the page. */
function runDebug(debugRun: ParserPart['debugRun'], start: StartMessage, executable: Executable, host: WorkerHost,
  outbox: PostingOutbox, options: MachineOptions): { outcome: RunOutcome; screen: GraphicsDevice } {
  const control = new Int32Array(start.buffers.control);
  const client = new WorkerDebugClient(start.debug!.buffers, (event) => {
    outbox.flush();
    host.screen?.flushText();
    post({ type: 'debug', event });
  }, () => stopRequested(control));
  let screen!: GraphicsDevice;
  const outcome = debugRun(executable, host, client, {
    ...options,
    startPaused: start.debug!.startPaused,
    recorded: start.debug!.recorded,
    onMachine: (machine) => {
      screen = host.screen = machine.screen;
    },
    onPauseNow: (pauseNow) => {
      host.whileWaiting = () => {
        if (client.pauseRequested()) pauseNow();
      };
    },
  });
  return { outcome, screen };
}

/** answers kept for replaying a normal run's error under the debugger (past this, no replay) */
const MAX_RECORDED = 1_000_000;

/** A normal run's recorded input, with the drive put back as the run found it, for the debug run that
 *  replays it to its runtime error. */
function replayable(recorder: ReplayHost | undefined): ReplayEntry[] | undefined {
  if (!recorder || recorder.overflowed) return undefined;
  recorder.rewind();
  return recorder.recorded.slice();
}

/** A shipped listing's tree, compiled before its start came (the worker's orders, worker-orders.ts). */
interface Prepared {
  program: Program;
  compiled: ReturnType<typeof compile>;
}

/** the program this worker was ordered to prepare, and its tree compiled (undefined if it could not load) */
let prepared: { program: string; ready: Promise<Prepared | undefined> } | undefined;

/** What worker.ts started loading for a worker ordered to prepare a shipped listing: the tree's text
 *  (undefined for a listing without one, a CHAINing one say, or one that failed to load: it runs from its text). */
export interface Preparing {
  program: string;
  tree: Promise<string | undefined>;
}

function prepare({ program, tree }: Preparing): void {
  const ready = tree.then((text) => {
    if (text === undefined) return undefined;
    const decoded = decodeProgram(text);
    return { program: decoded, compiled: compile(decoded, { debug: false }) };
  }).catch(() => undefined);
  prepared = { program, ready };
}

/** Parse (unless the page sent the parse tree, or it was prepared), compile and run; after a normal end the
 *  screen shows `Press any key to continue` when asked. */
function run(start: StartMessage, parser: ParserPart | undefined, ready: Prepared | undefined): RunEnd {
  const debug = !!start.debug;
  const parsed = ready ? { program: ready.program, diagnostics: [] }
    : start.parsed ? { program: decodeProgram(start.parsed), diagnostics: [] } : parser!.parse(start.source);
  if (parsed.diagnostics.length) return { kind: 'diagnostics', problems: problemsOf(parsed.diagnostics) };
  if (!start.keysKnown) post({ type: 'keys', keys: programKeys(parsed.program) });
  const { executable, diagnostics } = ready && !debug ? ready.compiled : compile(parsed.program, { debug });
  if (!executable || diagnostics.length) return { kind: 'diagnostics', problems: problemsOf(diagnostics) };
  const outbox = new PostingOutbox(post);
  const drive = new MemoryDrive(start.files, (name, data) => post({ type: 'file', name, data }));
  const host = new WorkerHost(new Int32Array(start.buffers.control), outbox, drive);
  host.cells = new Uint8Array(start.buffers.cells);
  const options: MachineOptions = {
    // a parse tree is shipped only for listings that load no other program (vite.config.ts)
    screenMemory: screenMemoryOf(start.buffers), load: parser?.loadProgram, randomSeed: start.randomSeed,
    speed: start.speed ? parseSpeed(start.speed) : undefined,
  };
  post({ type: 'running' });
  let outcome: RunOutcome;
  let screen: GraphicsDevice;
  let recorder: ReplayHost | undefined;
  if (start.debug) {
    ({ outcome, screen } = runDebug(parser!.debugRun, start, executable, host, outbox, options));
  } else {
    if (start.record) {
      recorder = new ReplayHost(host);
      recorder.limit = MAX_RECORDED;
    }
    const machine = new Machine(executable, recorder ?? host, options);
    screen = host.screen = machine.screen;
    outcome = machine.run();
  }
  outbox.flush();
  if (outcome.kind === 'error') {
    const { line, col, file } = outcome;
    // an error in a program CHAIN or RUN "file" loaded says where it happened
    const message = file ? `${outcome.message} (in ${file} at ${line}:${col})` : outcome.message;
    return { kind: 'error', problem: { line, col, message }, recorded: file ? undefined : replayable(recorder) };
  }
  if (start.endPrompt) showPressAnyKey(screen);
  host.copyCells(true);
  return { kind: 'end' };
}

/** The editor's checks run in a worker of this same module, so the interpreter is downloaded once. */
function checkProgram({ check }: ParserPart, { id, source }: CheckRequest): void {
  let problems: Problem[];
  try {
    problems = problemsOf(check(source));
  } catch (e) {
    problems = [{ line: 1, col: 1, message: `Internal error: ${String(e)}` }];
  }
  post({ type: 'checked', id, problems });
}

/** The inspector's "Inspect DRAW strings" runs here too, so the interpreter is downloaded once. */
function findDraws({ programDraws }: ParserPart, { source, keys, randomSeed }: DrawsRequest): void {
  let draws: ProgramDraws;
  try {
    draws = programDraws(source, { keys, randomSeed });
  } catch (e) {
    draws = { literal: [], run: [], note: `Internal error: ${String(e)}` };
  }
  post({ type: 'draws', draws });
}

type Request = StartMessage | CheckRequest | DrawsRequest | WarmRequest;

/** A start with a parse tree and no debugger runs at once; everything else waits for the parser. */
async function receive(message: Request): Promise<void> {
  // a spare worker builds the parser (Chevrotain's grammar analysis) while it waits for a run, so a run
  // of a text then only parses it
  if (message.type === 'warm') return void (await loadParser()).loadProgram('END');
  if (message.type === 'check') return checkProgram(await loadParser(), message);
  if (message.type === 'draws') return findDraws(await loadParser(), message);
  if (message.type !== 'start') return;
  let end: RunEnd;
  try {
    const ready = message.prepared !== undefined && message.prepared === prepared?.program ? await prepared.ready : undefined;
    const parser = (message.parsed || ready) && !message.debug ? parserLoaded : await loadParser();
    end = run(message, parser, ready);
  } catch (e) {
    // an interpreter bug, not the program's fault: report it rather than die silently
    end = { kind: 'error', problem: { line: 1, col: 1, message: `Internal error: ${String(e)}` } };
  }
  post({ type: 'done', end });
}

/** Take over from worker.ts: prepare what it was ordered to, then answer the messages that waited for this. */
export function start(waiting: MessageEvent<Request>[], preparing: Preparing | undefined): void {
  if (preparing) prepare(preparing);
  scope.onmessage = (event: MessageEvent<Request>) => void receive(event.data);
  for (const event of waiting.splice(0)) void receive(event.data);
}
