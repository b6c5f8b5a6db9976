// The page's side of the interpreter worker: starts a program, feeds it keys, stops it by terminating
// the worker. A spare worker is kept loaded so that Run after Stop starts at once.
import type { DebugEvent } from '../../../src/index.js';
import type { DriveFiles, RunEnd, StartMessage, WarmRequest, WorkerMessage } from './protocol.js';
import {
  createSharedBuffers, Ctl, pendingKeys, pushKey, requestStop, screenMemoryOf, suspendRun, type SharedBuffers,
} from './shared.js';

export interface RunnerEvents {
  running(): void;
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
 *  an address carrying a program's text: the first run is mostly a shipped listing's, sent with its parse tree. */
let early: Worker | undefined = takeEarlyWorker();

function takeEarlyWorker(): Worker | undefined {
  const page = globalThis as { qbasicWorker?: Worker };
  const started = page.qbasicWorker;
  delete page.qbasicWorker;
  if (started) return started;
  return typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated ? spawnWorker() : undefined;
}

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
  private spareTimer: ReturnType<typeof setTimeout> | undefined;
  /** bumped on every start and stop, so messages from an older run are ignored */
  private generation = 0;
  /** the keys the program was given since its run started, and the RND seed it started with (the DRAW
   *  inspector replays them to find the DRAW calls the run made) */
  readonly typed: string[] = [];
  randomSeed: number | undefined;

  constructor(private readonly events: RunnerEvents) {
    early = undefined;
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  /** Run `source` from the start in a fresh worker (stopping any run in progress). */
  start(source: string, files: DriveFiles, options: Pick<StartMessage, 'randomSeed' | 'endPrompt' | 'speed' | 'debug' | 'record' | 'parsed'> = {}): void {
    this.stop();
    const generation = this.generation;
    const worker = this.spare ?? spawnWorker();
    this.spare = undefined;
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
    worker.postMessage({ type: 'start', source, buffers: this.buffers, files, ...options } satisfies StartMessage);
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
