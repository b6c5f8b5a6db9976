/// <reference lib="webworker" />
// The interpreter's thread: parses, compiles and runs one program synchronously against a WorkerHost.
// The screen lives in the shared buffers, so the page sees every pixel as it is drawn. Stop is the
// page terminating this worker; a fresh worker runs the next program.
import { check, loadProgram, Machine, parseSpeed, type Diagnostic } from '../../../src/index.js';
import { MemoryDrive } from './drive.js';
import { showPressAnyKey } from './end-message.js';
import { PostingOutbox } from './outbox.js';
import type { CheckRequest, Problem, RunEnd, StartMessage, WorkerMessage } from './protocol.js';
import { screenMemoryOf } from './shared.js';
import { WorkerHost } from './worker-host.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: WorkerMessage): void {
  scope.postMessage(message);
}

function problemsOf(diagnostics: Diagnostic[]): Problem[] {
  return diagnostics.map(({ line, col, message }) => ({ line, col, message }));
}

/** Parse, compile and run; after a normal end the screen shows `Press any key to continue` when asked. */
function run(start: StartMessage): RunEnd {
  const { executable, diagnostics } = loadProgram(start.source);
  if (!executable || diagnostics.length) return { kind: 'diagnostics', problems: problemsOf(diagnostics) };
  const outbox = new PostingOutbox(post);
  const drive = new MemoryDrive(start.files, (name, data) => post({ type: 'file', name, data }));
  const host = new WorkerHost(new Int32Array(start.buffers.control), outbox, drive);
  const machine = new Machine(executable, host, {
    screenMemory: screenMemoryOf(start.buffers), load: loadProgram, randomSeed: start.randomSeed,
    speed: start.speed ? parseSpeed(start.speed) : undefined,
  });
  host.screen = machine.screen;
  host.cells = new Uint8Array(start.buffers.cells);
  post({ type: 'running' });
  const outcome = machine.run();
  outbox.flush();
  if (outcome.kind === 'error') {
    const { line, col, file } = outcome;
    // an error in a program CHAIN or RUN "file" loaded says where it happened
    const message = file ? `${outcome.message} (in ${file} at ${line}:${col})` : outcome.message;
    return { kind: 'error', problem: { line, col, message } };
  }
  if (start.endPrompt) showPressAnyKey(machine.screen);
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

scope.onmessage = (event: MessageEvent<StartMessage | CheckRequest>) => {
  if (event.data.type === 'check') return checkProgram(event.data);
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
