// A scripted Host for tests: keys from a script (one at a time, as if typed), a virtual clock so
// TIMER and SLEEP are deterministic, files in memory, and everything printed collected.
import type { Host, HostFileSystem, HostMouse } from '../../src/runtime/host.js';
import { QBasicError } from '../../src/runtime/errors.js';
import { parseScript } from '../../src/runtime/key-script.js';
import { KeyFeeder } from '../../src/runtime/key-feeder.js';

/** Files in memory; names compare case-insensitively as on DOS. */
export class MemoryFileSystem implements HostFileSystem {
  readonly files = new Map<string, { name: string; data: Uint8Array }>();

  read(name: string): Uint8Array | undefined {
    return this.files.get(name.toUpperCase())?.data;
  }
  write(name: string, data: Uint8Array): void {
    this.files.set(name.toUpperCase(), { name, data: data.slice() });
  }
  exists(name: string): boolean {
    return this.files.has(name.toUpperCase());
  }
  remove(name: string): void {
    this.files.delete(name.toUpperCase());
  }
  rename(from: string, to: string): void {
    const f = this.files.get(from.toUpperCase());
    if (!f) return;
    this.files.delete(from.toUpperCase());
    this.files.set(to.toUpperCase(), { name: to, data: f.data });
  }
  list(pattern: string): string[] {
    const re = new RegExp('^' + pattern.toUpperCase().replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^\\\\]*').replace(/\?/g, '.') + '$');
    return [...this.files.values()].map((f) => f.name.toUpperCase()).filter((n) => re.test(n)).sort();
  }
  /** directories made with MKDIR (others exist while files are in them) */
  readonly dirs = new Set<string>();
  isDirectory(path: string): boolean {
    const up = path.toUpperCase();
    return this.dirs.has(up) || [...this.files.keys()].some((k) => k.startsWith(up + '\\'));
  }
  mkdir(path: string): void {
    if (this.isDirectory(path) || this.exists(path)) throw new QBasicError(75);
    this.dirs.add(path.toUpperCase());
  }
  rmdir(path: string): void {
    if (!this.isDirectory(path)) throw new QBasicError(76);
    if ([...this.files.keys()].some((k) => k.startsWith(path.toUpperCase() + '\\'))) throw new QBasicError(75);
    this.dirs.delete(path.toUpperCase());
  }
}

export interface ScriptedHostOptions {
  keys?: string;
  /** virtual seconds since midnight at the start (default 0) */
  startTime?: number;
  files?: MemoryFileSystem;
}

export class ScriptedHost implements Host {
  output = '';
  readonly files: MemoryFileSystem;
  readonly tones: [number, number][] = [];
  /** virtual milliseconds since the start (polls, pauses and tones) */
  clock = 0;
  /** milliseconds of statements run at MachineOptions.speed (Host.paced), when the machine has one */
  private ranMs = 0;
  private readonly feeder: KeyFeeder;
  /** the scripted mouse, when the key script has mouse steps */
  readonly mouse?: () => HostMouse | null;
  readonly moveMouse?: (x: number, y: number) => void;
  readonly mousePointer?: (visible: boolean) => void;
  /** each time INT 33h showed (true) or hid (false) the pointer */
  readonly pointerShown: boolean[] = [];
  private readonly start: number;

  constructor(options: ScriptedHostOptions = {}) {
    const feeder = (this.feeder = new KeyFeeder(parseScript(options.keys ?? '')));
    if (feeder.hasMouse) {
      this.mouse = () => feeder.mouse();
      this.moveMouse = (x, y) => feeder.moveMouse(x, y);
      this.mousePointer = (visible) => this.pointerShown.push(visible);
    }
    this.start = options.startTime ?? 0;
    this.files = options.files ?? new MemoryFileSystem();
  }

  writeText(text: string): void {
    this.output += text;
  }
  inkey(): string | null {
    this.clock += 1;
    return this.feeder.poll();
  }
  waitKey(): string | null {
    return this.feeder.take();
  }
  timer(): number {
    this.clock += 1;
    return this.start + (this.clock + this.ranMs) / 1000;
  }
  paced(ms: number): void {
    if (ms > this.ranMs) this.ranMs = ms;
  }
  now(): Date {
    return new Date(2024, 0, 1, 0, 0, this.start + (this.clock + this.ranMs) / 1000);
  }
  sleep(ms: number): void {
    this.clock += ms;
  }
  tone(frequency: number, ms: number, background?: boolean): void {
    this.tones.push([frequency, ms]);
    if (!background) this.clock += ms;
  }
}
