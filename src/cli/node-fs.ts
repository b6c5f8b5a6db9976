// The drive the CLI gives programs: the current directory. Names are matched case-insensitively and by
// their 8.3 form (DOS programs write DATA.TXT for data.txt, MINESWEE.BAS for minesweeper.bas); paths that
// leave the directory are refused.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QBasicError } from '../runtime/errors.js';
import type { HostFileSystem } from '../runtime/host.js';
import { shortName } from '../runtime/files/dos-drive.js';

export class NodeFileSystem implements HostFileSystem {
  constructor(private readonly root: string = process.cwd()) {}

  /** The host path for a DOS name, or Bad file name / Path/File access error when it escapes the root. */
  private resolve(name: string, mustExist: boolean): string {
    const dos = name.replace(/\\/g, '/');
    if (dos === '' || /^[a-zA-Z]:/.test(dos) || dos.startsWith('/')) throw new QBasicError(64);
    const parts = dos.split('/');
    if (parts.some((p) => p === '..')) throw new QBasicError(75);
    let dir = this.root;
    for (let i = 0; i < parts.length; i++) {
      const last = i === parts.length - 1;
      const found = this.match(dir, parts[i]);
      if (!found && !last) throw new QBasicError(76);
      dir = join(dir, found ?? parts[i]);
      if (!found && last && mustExist) return dir;
    }
    return dir;
  }

  private match(dir: string, part: string): string | undefined {
    if (part === '.' || part === '') return '.';
    try {
      if (existsSync(join(dir, part))) return part;
      const up = part.toUpperCase();
      const names = readdirSync(dir);
      return names.find((n) => n.toUpperCase() === up) ?? names.find((n) => dosName(n) === up);
    } catch {
      return undefined;
    }
  }

  read(name: string): Uint8Array | undefined {
    const p = this.resolve(name, true);
    try {
      return statSync(p).isFile() ? new Uint8Array(readFileSync(p)) : undefined;
    } catch {
      return undefined;
    }
  }

  write(name: string, data: Uint8Array): void {
    try {
      writeFileSync(this.resolve(name, false), data);
    } catch (e) {
      if (e instanceof QBasicError) throw e;
      throw new QBasicError(75);
    }
  }

  exists(name: string): boolean {
    try {
      return existsSync(this.resolve(name, true));
    } catch {
      return false;
    }
  }

  remove(name: string): void {
    try {
      unlinkSync(this.resolve(name, true));
    } catch (e) {
      if (e instanceof QBasicError) throw e;
      throw new QBasicError(53);
    }
  }

  rename(from: string, to: string): void {
    try {
      renameSync(this.resolve(from, true), this.resolve(to, false));
    } catch (e) {
      if (e instanceof QBasicError) throw e;
      throw new QBasicError(53);
    }
  }

  list(pattern: string): string[] {
    const dos = pattern.replace(/\\/g, '/');
    const slash = dos.lastIndexOf('/');
    const dir = slash >= 0 ? this.resolve(dos.slice(0, slash), true) : this.root;
    const glob = (slash >= 0 ? dos.slice(slash + 1) : dos).toUpperCase() || '*.*';
    const re = new RegExp('^' + glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.') + '$');
    try {
      return readdirSync(dir).map(dosName).filter((n) => re.test(n) || (glob === '*.*' && !n.includes('.'))).sort();
    } catch {
      throw new QBasicError(76);
    }
  }

  isDirectory(p: string): boolean {
    try {
      return statSync(this.resolve(p, true)).isDirectory();
    } catch {
      return false;
    }
  }

  mkdir(p: string): void {
    try {
      mkdirSync(this.resolve(p, false));
    } catch (e) {
      if (e instanceof QBasicError) throw e;
      throw new QBasicError(75);
    }
  }

  rmdir(p: string): void {
    try {
      rmdirSync(this.resolve(p, true));
    } catch (e) {
      if (e instanceof QBasicError) throw e;
      throw new QBasicError(75);
    }
  }
}

/** A host file name as DOS shows it (8.3, upper case); names DOS cannot show keep their upper-case form. */
function dosName(n: string): string {
  try {
    return shortName(n);
  } catch {
    return n.toUpperCase();
  }
}
