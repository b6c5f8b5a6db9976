// Step back by replaying: a debug run records everything the program read from the world (keys, TIMER,
// the clock, the mouse, file contents at the start) so that the debugger can run it again from the start
// and stop one statement earlier, with the same variables, arrays, screen and files as the first time.
// While a replay catches up, nothing is shown, played or waited for.
import type { Host, HostFileSystem, HostMouse } from '../host.js';

/** one answer the world gave the program (kept so a run can be replayed, even in another worker) */
export type Entry = string | number | null | Date | HostMouse;

/** Wraps a host: records its answers on a first run, gives them back in order on a replay. */
export class ReplayHost implements Host {
  private readonly log: Entry[];
  private cursor = 0;
  /** true while a replay catches up to where the debugger wants to stop (set by the debugger) */
  quiet = false;
  /** keep at most this many answers; past it recording stops and `overflowed` says the log is incomplete */
  limit = Infinity;
  overflowed = false;
  readonly files?: HostFileSystem;
  private readonly journal: FileJournal | undefined;

  /** `recorded`: the answers of an earlier run of the same program, given back before any new ones */
  constructor(private readonly inner: Host, recorded: readonly Entry[] = []) {
    this.log = recorded.slice();
    if (inner.files) {
      this.journal = new FileJournal(inner.files);
      this.files = this.journal.files;
    }
    if (inner.clockMs) this.clockMs = () => this.answer(() => inner.clockMs!()) as number;
    if (inner.pollKey) this.pollKey = () => this.answer(() => inner.pollKey!()) as string | null;
    if (inner.mouse) this.mouse = () => this.answer(() => copyMouse(inner.mouse!())) as HostMouse | null;
    if (inner.mousePointer) this.mousePointer = (visible) => inner.mousePointer!(visible);
    if (inner.moveMouse) this.moveMouse = (x, y) => inner.moveMouse!(x, y);
    if (inner.paced) this.paced = (ms) => inner.paced!(ms);
    if (inner.shouldStop) this.shouldStop = () => inner.shouldStop!();
  }

  clockMs?: () => number;
  pollKey?: () => string | null;
  mouse?: () => HostMouse | null;
  mousePointer?: (visible: boolean) => void;
  moveMouse?: (x: number, y: number) => void;
  paced?: (ms: number) => void;
  shouldStop?: () => boolean;

  /** Start again from the beginning: answers come from the log, the drive is as it was at the first start. */
  rewind(): void {
    this.cursor = 0;
    this.journal?.restore();
  }

  /** Forget the answers after the current point (the user changed the program's course). */
  truncate(): void {
    this.log.length = this.cursor;
  }

  private answer(read: () => Entry): Entry {
    if (this.cursor < this.log.length) return this.log[this.cursor++];
    if (this.overflowed || this.log.length >= this.limit) {
      this.overflowed = true;
      return read();
    }
    const value = read();
    this.log.push(value);
    this.cursor++;
    return value;
  }

  /** every answer so far, in order */
  get recorded(): readonly Entry[] {
    return this.log;
  }

  get replaying(): boolean {
    return this.cursor < this.log.length;
  }

  writeText(text: string): void {
    if (!this.quiet) this.inner.writeText(text);
  }

  inkey(): string | null {
    return this.answer(() => this.inner.inkey()) as string | null;
  }

  waitKey(timeoutMs?: number): string | null {
    return this.answer(() => this.inner.waitKey(timeoutMs)) as string | null;
  }

  timer(): number {
    return this.answer(() => this.inner.timer()) as number;
  }

  now(): Date {
    return new Date((this.answer(() => this.inner.now()) as Date).getTime());
  }

  sleep(ms: number, wakeOnKey: boolean): void {
    if (!this.replaying) this.inner.sleep(ms, wakeOnKey);
  }

  tone(frequency: number, ms: number, background?: boolean): void {
    if (this.replaying || this.quiet) return;
    if (this.inner.tone) this.inner.tone(frequency, ms, background);
    else if (!background) this.inner.sleep(ms, false);
  }

  present(): void {
    if (!this.quiet) this.inner.present?.();
  }
}

/** The drive as the program found it: the first change to each file keeps its old contents. */
class FileJournal {
  /** upper-case name -> the name as first written and the contents before the run changed it */
  private readonly before = new Map<string, { name: string; data: Uint8Array | undefined }>();
  readonly files: HostFileSystem;

  constructor(private readonly inner: HostFileSystem) {
    const keep = (name: string) => {
      const key = name.toUpperCase();
      if (!this.before.has(key)) this.before.set(key, { name, data: inner.read(name)?.slice() });
    };
    this.files = {
      read: (name) => inner.read(name),
      exists: (name) => inner.exists(name),
      list: (pattern) => inner.list(pattern),
      write: (name, data) => {
        keep(name);
        inner.write(name, data);
      },
      remove: (name) => {
        keep(name);
        inner.remove(name);
      },
      rename: (from, to) => {
        keep(from);
        keep(to);
        inner.rename(from, to);
      },
      mkdir: inner.mkdir && ((path) => inner.mkdir!(path)),
      rmdir: inner.rmdir && ((path) => inner.rmdir!(path)),
      isDirectory: inner.isDirectory && ((path) => inner.isDirectory!(path)),
    };
  }

  /** Put back every file the run changed. */
  restore(): void {
    for (const { name, data } of this.before.values()) {
      if (data) this.inner.write(name, data);
      else if (this.inner.exists(name)) this.inner.remove(name);
    }
  }
}

function copyMouse(m: HostMouse | null): HostMouse | null {
  return m && { ...m, presses: [...m.presses], releases: [...m.releases] };
}
