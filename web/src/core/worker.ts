/// <reference lib="webworker" />
// The interpreter's thread: parses, compiles and runs one program synchronously against a WorkerHost.
// The screen lives in the shared buffers, so the page sees every pixel as it is drawn. Stop is the
// page terminating this worker; a fresh worker runs the next program.
import {
  check, debugRun, loadProgram, Machine, parseSpeed, ReplayHost,
  type Diagnostic, type Executable, type GraphicsDevice, type MachineOptions, type ReplayEntry, type RunOutcome,
} from '../../../src/index.js';
import { WorkerDebugClient } from './debug-channel.js';
import { MemoryDrive } from './drive.js';
import { showPressAnyKey } from './end-message.js';
import { PostingOutbox } from './outbox.js';
import { programDraws, type ProgramDraws } from './draws.js';
import type { CheckRequest, DrawsRequest, Problem, RunEnd, StartMessage, WorkerMessage } from './protocol.js';
import { screenMemoryOf, stopRequested } from './shared.js';
import { WorkerHost } from './worker-host.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: WorkerMessage): void {
  scope.postMessage(message);
}

function problemsOf(diagnostics: Diagnostic[]): Problem[] {
  return diagnostics.map(({ line, col, message }) => ({ line, col, message }));
}

/** Run under the debugger: commands come through shared memory, pauses are posted to the page. */
function runDebug(start: StartMessage, executable: Executable, host: WorkerHost, outbox: PostingOutbox,
  options: MachineOptions): { outcome: RunOutcome; screen: GraphicsDevice } {
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

/** Parse, compile and run; after a normal end the screen shows `Press any key to continue` when asked. */
function run(start: StartMessage): RunEnd {
  const { executable, diagnostics } = loadProgram(start.source, { debug: !!start.debug });
  if (!executable || diagnostics.length) return { kind: 'diagnostics', problems: problemsOf(diagnostics) };
  const outbox = new PostingOutbox(post);
  const drive = new MemoryDrive(start.files, (name, data) => post({ type: 'file', name, data }));
  const host = new WorkerHost(new Int32Array(start.buffers.control), outbox, drive);
  host.cells = new Uint8Array(start.buffers.cells);
  const options: MachineOptions = {
    screenMemory: screenMemoryOf(start.buffers), load: loadProgram, randomSeed: start.randomSeed,
    speed: start.speed ? parseSpeed(start.speed) : undefined,
  };
  post({ type: 'running' });
  let outcome: RunOutcome;
  let screen: GraphicsDevice;
  let recorder: ReplayHost | undefined;
  if (start.debug) {
    ({ outcome, screen } = runDebug(start, executable, host, outbox, options));
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
function checkProgram({ id, source }: CheckRequest): void {
  let problems: Problem[];
  try {
    problems = problemsOf(check(source));
  } catch (e) {
    problems = [{ line: 1, col: 1, message: `Internal error: ${String(e)}` }];
  }
  post({ type: 'checked', id, problems });
}

/** The inspector's "Inspect DRAW strings" runs here too, so the interpreter is downloaded once. */
function findDraws({ source, keys, randomSeed }: DrawsRequest): void {
  let draws: ProgramDraws;
  try {
    draws = programDraws(source, { keys, randomSeed });
  } catch (e) {
    draws = { literal: [], run: [], note: `Internal error: ${String(e)}` };
  }
  post({ type: 'draws', draws });
}

scope.onmessage = (event: MessageEvent<StartMessage | CheckRequest | DrawsRequest>) => {
  if (event.data.type === 'check') return checkProgram(event.data);
  if (event.data.type === 'draws') return findDraws(event.data);
  if (event.data.type !== 'start') return;
  let end: RunEnd;
  try {
    end = run(event.data);
  } catch (e) {
    // an interpreter bug, not the program's fault: report it rather than die silently
    end = { kind: 'error', problem: { line: 1, col: 1, message: `Internal error: ${String(e)}` } };
  }
  post({ type: 'done', end });
};

// Build the parser (Chevrotain's grammar analysis) while the page is still loading the program, so the
// first run only has to parse it.
loadProgram('END');
