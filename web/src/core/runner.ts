// The page's side of the interpreter worker: starts a program, feeds it keys, stops it by terminating
// the worker. A spare worker is kept loaded so that Run after Stop starts at once.
import type { DebugEvent } from '../../../src/index.js';
import type { ProgramKeys } from './program-keys.js';
import type { DriveFiles, RunEnd, StartMessage, WarmRequest, WorkerMessage } from './protocol.js';
import {
  createSharedBuffers, Ctl, pendingKeys, pushKey, requestStop, screenMemoryOf, suspendRun, type SharedBuffers,
} from './shared.js';

export interface RunnerEvents {
  running(): void;
  /** the keys the program reads, found in its parse tree before it runs */
  keys?(keys: ProgramKeys): void;
  text(text: string): void;
  tone(frequency: number, ms: number): void;
  file(name: string, data: Uint8Array | null): void;
  done(end: RunEnd): void;
  /** a debug run paused, resumed or answered (see edit/debug) */
  debug?(event: DebugEvent): void;
}

/** A worker loading the interpreter and then its parser; messages posted to it wait until its module has run. */
function spawnWorker(): Worker {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'qbasic' });
  worker.postMessage({ type: 'warm' } satisfies WarmRequest);
  return worker;
}

/** The page's first worker: started by a line in the built index.html (vite.config.ts), else as soon as
 *  this module is evaluated, before the page is built. The built page's builds the parser at once only for
 *  an address carrying a program's text; otherwise it was sent the parse tree of the shipped listing the
 *  address names (PrepareRequest), and compiles it while the page builds itself. */
let early: Worker | undefined;
/** the shipped listing the early worker prepares */
let earlyPrepared: string | undefined;
{
  const page = globalThis as { qbasicWorker?: Worker; qbasicPrepared?: string };
  early = page.qbasicWorker;
  earlyPrepared = early && page.qbasicPrepared;
  delete page.qbasicWorker;
  delete page.qbasicPrepared;
  if (!early && typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated) early = spawnWorker();
}

/** The shipped listing the page's first worker was given to prepare, if any: its tree need not be loaded here. */
export function firstRunPrepared(): string | undefined {
  return earlyPrepared;
}

export type StartOptions = Pick<StartMessage, 'randomSeed' | 'endPrompt' | 'speed' | 'debug' | 'record' | 'parsed' | 'prepared' | 'keysKnown'>;

const MAX_TYPED = 20_000;
/** A run that has drawn nothing by then gets its spare anyway (see prepareSpare). */
const SPARE_AFTER_MS = 1500;

export class Runner {
  /** each run gets buffers of its own: a stopped worker may run on for a moment and must not draw into
   *  the next run's screen or eat its keys */
  buffers: SharedBuffers = createSharedBuffers();
  control = new Int32Array(this.buffers.control);
  screen = screenMemoryOf(this.buffers);
  cells = new Uint8Array(this.buffers.cells);
  private current: Worker | undefined;
  /** the worker the next run takes; spawned once a run has shown its first picture (prepareSpare), so
   *  its download and start never compete with the run's own start for a core */
  private spare: Worker | undefined = early ?? spawnWorker();
  /** the shipped listing the spare worker has prepared (the first run's, in the built page) */
  private sparePrepared = earlyPrepared;
  private spareTimer: ReturnType<typeof setTimeout> | undefined;
  /** bumped on every start and stop, so messages from an older run are ignored */
  private generation = 0;
  /** the keys the program was given since its run started, and the RND seed it started with (the DRAW
   *  inspector replays them to find the DRAW calls the run made) */
  readonly typed: string[] = [];
  randomSeed: number | undefined;

  constructor(private readonly events: RunnerEvents) {
    early = undefined;
    earlyPrepared = undefined;
  }

  /** The shipped listing the next run's worker has prepared: a start naming it (`prepared`) sends no tree. */
  get prepared(): string | undefined {
    return this.sparePrepared;
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  /** Run `source` from the start in a fresh worker (stopping any run in progress). */
  start(source: string, files: DriveFiles, options: StartOptions = {}): void {
    this.stop();
    const generation = this.generation;
    const worker = this.spare ?? spawnWorker();
    // a worker that prepared another program runs this one from its tree, else from its text
    const prepared = options.prepared === this.sparePrepared ? options.prepared : undefined;
    this.spare = undefined;
    this.sparePrepared = undefined;
    this.current = worker;
    this.buffers = createSharedBuffers();
    this.control = new Int32Array(this.buffers.control);
    this.screen = screenMemoryOf(this.buffers);
    this.cells = new Uint8Array(this.buffers.cells);
    this.typed.length = 0;
    this.randomSeed = options.randomSeed;
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (generation === this.generation) this.receive(event.data);
    };
    worker.onerror = (event) => {
      if (generation !== this.generation) return;
      this.finish({ kind: 'error', problem: { line: 1, col: 1, message: `Worker failed: ${event.message}` } });
    };
    worker.postMessage({ type: 'start', source, buffers: this.buffers, files, ...options, prepared } satisfies StartMessage);
  }

  /** Load the next run's worker now (the player calls this once the run's first picture is up). */
  prepareSpare(): void {
    clearTimeout(this.spareTimer);
    this.spare ??= spawnWorker();
  }

  /** Stop at once: the worker is terminated wherever it is (even in `DO: LOOP`). */
  stop(): void {
    if (this.current) this.spare ??= spawnWorker();
    this.generation++;
    if (this.current) requestStop(this.control);
    this.current?.terminate();
    this.current = undefined;
  }

  /** Hold the run where it is (QBasic's Ctrl+Break: it can continue), or let it go on. */
  suspend(held: boolean): void {
    if (this.current) suspendRun(this.control, held);
  }

  /** A key for the program; false when QBasic's 15-key buffer is full. */
  sendKey(key: string): boolean {
    const taken = pushKey(this.control, key);
    if (taken && this.typed.length < MAX_TYPED) this.typed.push(key);
    return taken;
  }

  /** INKEY$ calls the program has made (debug counter). */
  get polls(): number {
    return Atomics.load(this.control, Ctl.polls);
  }

  get pendingKeys(): number {
    return pendingKeys(this.control);
  }

  private receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'running':
        clearTimeout(this.spareTimer);
        this.spareTimer = setTimeout(() => this.prepareSpare(), SPARE_AFTER_MS);
        return this.events.running();
      case 'keys': return this.events.keys?.(message.keys);
      case 'text': return this.events.text(message.text);
      case 'tone': return this.events.tone(message.frequency, message.ms);
      case 'file': return this.events.file(message.name, message.data);
      case 'debug': return this.events.debug?.(message.event);
      case 'done': return this.finish(message.end);
      case 'checked': return;
    }
  }

  private finish(end: RunEnd): void {
    this.spare ??= spawnWorker();
    this.current?.terminate();
    this.current = undefined;
    this.generation++;
    this.events.done(end);
  }
}
