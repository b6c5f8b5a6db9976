// DOS file names on the host's drive: drive letters, `\` (or `/`) separators, `.` and `..`, a current
// directory per drive (CHDIR), and 8.3 upper-case names (DOS cuts a longer name to 8 characters and its
// extension to 3). Every drive letter is the one drive the host gives the program (the CLI's directory,
// the browser's stored drive), each with its own current directory; `..` above the root is Path not found, as in DOS.
// The host sees drive-relative paths such as `GAME\SCORES.DAT`.
import { QBasicError } from '../errors.js';
import type { HostFileSystem } from '../host.js';

function fail(code: number): never {
  throw new QBasicError(code);
}

/** One path component as DOS stores it: upper case, name cut to 8 characters and extension to 3. */
export function shortName(part: string): string {
  const up = part.toUpperCase();
  if (up === '.' || up === '..') return up;
  const dot = up.indexOf('.');
  if (dot < 0) return up.slice(0, 8);
  const ext = up.slice(dot + 1);
  if (ext.includes('.')) fail(64);
  return ext ? `${up.slice(0, Math.min(dot, 8))}.${ext.slice(0, 3)}` : up.slice(0, Math.min(dot, 8));
}

export class DosDrive implements HostFileSystem {
  /** the current drive letter (the program starts on C:) */
  private drive = 'C';
  /** the current directory of each drive used so far: components below the root */
  private readonly cwd = new Map<string, string[]>();

  constructor(private readonly host: HostFileSystem) {}

  /** The current drive letter. */
  get currentDrive(): string {
    return this.drive;
  }

  /** Make another letter the current drive (`A:` typed at the SHELL prompt): every letter is this drive. */
  setDrive(letter: string): void {
    this.drive = letter.toUpperCase();
  }

  /** A drive's current directory as DOS shows it: `C:\GAME`. */
  where(drive = this.drive): string {
    return `${drive}:\\${(this.cwd.get(drive) ?? []).join('\\')}`;
  }

  /** The host path (`DIR\NAME.EXT`, '' for the root) of a DOS path; Bad file name (64) for a bad one. */
  resolve(spec: string): string {
    let rest = spec.trim().replace(/\//g, '\\');
    let drive = this.drive;
    const m = /^([a-zA-Z]):/.exec(rest);
    if (m) {
      drive = m[1].toUpperCase();
      rest = rest.slice(2);
    }
    if (/[\x00-\x1f"<>|+=;,[\]]/.test(rest)) fail(64);
    const parts = rest.startsWith('\\') ? [] : [...(this.cwd.get(drive) ?? [])];
    for (const raw of rest.split('\\')) {
      if (raw === '' || raw === '.') continue;
      if (raw === '..') {
        if (parts.length === 0) fail(76);
        parts.pop();
      }
      else parts.push(shortName(raw));
    }
    return parts.join('\\');
  }

  /** A file's host path: Bad file name when the spec names no file (`C:`, `\`). */
  file(spec: string): string {
    const p = this.resolve(spec);
    if (!p || /[\\:]$/.test(spec.trim())) fail(64);
    return p;
  }

  read(name: string): Uint8Array | undefined {
    return this.host.read(this.file(name));
  }
  write(name: string, data: Uint8Array): void {
    this.host.write(this.file(name), data);
  }
  exists(name: string): boolean {
    return this.host.exists(this.file(name));
  }
  remove(name: string): void {
    this.host.remove(this.file(name));
  }
  rename(from: string, to: string): void {
    this.host.rename(this.file(from), this.file(to));
  }

  /** Names (without their directory) matching a pattern such as `*.BAS` or `C:\GAME\*.*`. */
  list(pattern: string): string[] {
    const spec = pattern.trim() === '' || /[\\:]$/.test(pattern.trim()) ? `${pattern.trim()}*.*` : pattern;
    const p = this.resolve(spec);
    const slash = p.lastIndexOf('\\');
    if (slash >= 0 && !this.isDirectory(p.slice(0, slash))) fail(76);
    return this.host.list(p).map((n) => n.slice(n.lastIndexOf('\\') + 1));
  }

  isDirectory(path: string): boolean {
    return path === '' || (this.host.isDirectory?.(path) ?? true);
  }

  /** CHDIR: the drive's current directory (not the current drive, as in DOS); Path not found (76). */
  chdir(spec: string): void {
    const m = /^([a-zA-Z]):/.exec(spec.trim());
    const drive = m ? m[1].toUpperCase() : this.drive;
    const p = this.resolve(spec);
    if (!this.isDirectory(p)) fail(76);
    this.cwd.set(drive, p ? p.split('\\') : []);
  }

  mkdir(spec: string): void {
    const p = this.resolve(spec);
    if (!p) fail(75);
    if (!this.host.mkdir) fail(75);
    this.host.mkdir(p);
  }

  rmdir(spec: string): void {
    const p = this.resolve(spec);
    if (!p || !this.host.rmdir) fail(75);
    this.host.rmdir(p);
  }
}
