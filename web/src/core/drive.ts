// The program's disk drive in the browser: files in memory, every change reported to the page, which
// keeps them in localStorage so a program's data files (high scores ...) survive a reload.
import { QBasicError } from '../../../src/runtime/errors.js';
import type { HostFileSystem } from '../../../src/runtime/host.js';
import type { DriveFiles } from './protocol.js';

/** DOS names are case-insensitive: store them upper-cased, with `/` written as `\`. */
export function driveName(name: string): string {
  return name.trim().replace(/\//g, '\\').toUpperCase();
}

/** Does a DOS wildcard pattern (`*.BAS`, `A?.DAT`) match a file name? */
export function wildcardMatch(pattern: string, name: string): boolean {
  const source = driveName(pattern || '*.*')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^.\\\\]*')
    .replace(/\?/g, '.');
  // `*.*` also matches names without an extension, as DIR does
  const loose = source.replace(/\\\.\[\^\.\\\\\]\*$/, '(\\.[^.\\\\]*)?');
  return new RegExp(`^${loose}$`).test(name);
}

export class MemoryDrive implements HostFileSystem {
  private readonly files = new Map<string, Uint8Array>();

  constructor(initial: DriveFiles, private readonly changed: (name: string, data: Uint8Array | null) => void) {
    for (const [name, data] of Object.entries(initial)) this.files.set(driveName(name), data);
  }

  read(name: string): Uint8Array | undefined {
    return this.files.get(driveName(name));
  }

  write(name: string, data: Uint8Array): void {
    const key = driveName(name);
    const copy = data.slice();
    this.files.set(key, copy);
    this.changed(key, copy);
  }

  exists(name: string): boolean {
    return this.files.has(driveName(name));
  }

  remove(name: string): void {
    const key = driveName(name);
    if (this.files.delete(key)) this.changed(key, null);
  }

  rename(from: string, to: string): void {
    const data = this.read(from);
    if (!data) return;
    this.remove(from);
    this.write(to, data);
  }

  /** Files and directories matching the pattern (FILES and DIR show both, as in DOS). */
  list(pattern: string): string[] {
    const names = [...this.files.keys(), ...this.directories()];
    return [...new Set(names.filter((name) => wildcardMatch(pattern, name)))].sort();
  }

  /** Every directory: those MKDIR made and those that hold stored files. */
  private directories(): Set<string> {
    const found = new Set(this.dirs);
    for (const name of this.files.keys()) {
      for (let i = name.lastIndexOf('\\'); i > 0; i = name.lastIndexOf('\\', i - 1)) found.add(name.slice(0, i));
    }
    return found;
  }

  /** Directories made with MKDIR in this run; a directory also exists while files are stored in it. */
  private readonly dirs = new Set<string>();

  isDirectory(path: string): boolean {
    const key = driveName(path);
    return this.dirs.has(key) || [...this.files.keys()].some((name) => name.startsWith(key + '\\'));
  }

  mkdir(path: string): void {
    if (this.isDirectory(path) || this.exists(path)) throw new QBasicError(75);
    this.dirs.add(driveName(path));
  }

  rmdir(path: string): void {
    const key = driveName(path);
    if (!this.isDirectory(path)) throw new QBasicError(76);
    if ([...this.files.keys()].some((name) => name.startsWith(key + '\\'))) throw new QBasicError(75);
    this.dirs.delete(key);
  }
}
