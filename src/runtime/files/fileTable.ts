// The open-file table behind OPEN, CLOSE, PRINT #, INPUT #, GET/PUT, SEEK, EOF, LOF, LOC, KILL, NAME, FILES,
// and the whole-file reads and writes of BLOAD and BSAVE.
// Files are read whole at OPEN and written back to the host on CLOSE / closeAll() (program end).
import { QBasicError } from '../errors.js';
import type { HostFileSystem } from '../host.js';
import { DosDrive } from './dos-drive.js';
import { convert, type ValueType } from '../values/numbers.js';
import { val } from '../values/val.js';
import { OpenFile, type FileMode } from './openFile.js';

export type { FileMode } from './openFile.js';

const MAX_FILES = 255;
const DEFAULT_RECORD_LENGTH = 128;
/** FILEATTR(n, 1) codes (QB4.5 help, "FILEATTR Function"). */
const MODE_CODES: Record<FileMode, number> = { INPUT: 1, OUTPUT: 2, RANDOM: 4, APPEND: 8, BINARY: 32 };

function fail(code: number): never {
  throw new QBasicError(code);
}

/** DOS rejects these characters in a file name: Bad file name (64). */
function checkName(name: string): void {
  if (name.length === 0 || /[\x00-\x1f"*?<>|+=;,[\]]/.test(name)) fail(64);
}

function hasWildcard(name: string): boolean {
  return /[*?]/.test(name);
}

export class FileTable {
  private readonly open_ = new Map<number, OpenFile>();
  /** DOS names on the host's drive (CHDIR, MKDIR and RMDIR change it too) */
  readonly drive: DosDrive | undefined;

  constructor(private readonly fs: HostFileSystem | undefined) {
    this.drive = fs && new DosDrive(fs);
  }

  /** The host path of a file name (open files keep it, so a later CHDIR does not move them). */
  private path(name: string): string {
    return (this.drive ?? fail(75)).file(name);
  }

  /** OPEN name FOR mode AS #num [LEN = recLen]. */
  open(num: number, name: string, mode: FileMode, recLen?: number): void {
    if (num < 1 || num > MAX_FILES) fail(52);
    if (this.open_.has(num)) fail(55);
    checkName(name);
    const fs = this.host();
    if (recLen !== undefined && (recLen < 1 || recLen > 32767)) fail(59);
    name = this.path(name);
    // a file already open may be opened again for INPUT, RANDOM or BINARY, not for OUTPUT or APPEND; the new
    // number reads the file as it is on disk, without what the others hold unwritten (QBasic 1.1: oracle)
    if (mode === 'OUTPUT' || mode === 'APPEND') {
      for (const f of this.open_.values()) if (f.name === name) fail(55);
    }
    let initial = fs.read(name);
    if (mode === 'INPUT' && initial === undefined) fail(53);
    if (mode === 'OUTPUT' || initial === undefined) {
      initial = new Uint8Array(0);
      fs.write(name, initial); // DOS creates the file at OPEN
    }
    this.open_.set(num, new OpenFile(name, mode, recLen ?? DEFAULT_RECORD_LENGTH, initial));
  }

  /** CLOSE [#num]: without a number closes every file. Closing a number that is not open is no error. */
  close(num?: number): void {
    if (num === undefined) return this.closeAll();
    const f = this.open_.get(num);
    if (!f) return;
    this.flush(f);
    this.open_.delete(num);
  }

  /** Close all files (CLOSE, RESET, END, and the runtime at program end or on a fatal error). */
  closeAll(): void {
    for (const f of this.open_.values()) this.flush(f);
    this.open_.clear();
  }

  /** FREEFILE: the lowest unused file number; Too many files (67) when none is left. */
  freefile(): number {
    for (let n = 1; n <= MAX_FILES; n++) if (!this.open_.has(n)) return n;
    return fail(67);
  }

  isOpen(num: number): boolean {
    return this.open_.has(num);
  }

  /** The mode a file was opened in (FILEATTR(n, 1) gives modeCode). */
  mode(num: number): FileMode {
    return this.get(num).mode;
  }

  modeCode(num: number): number {
    return MODE_CODES[this.get(num).mode];
  }

  /** PRINT # / WRITE #: bytes as given (the caller writes "\r\n" at line ends, as DOS files have them). */
  writeText(num: number, s: string): void {
    const f = this.get(num, 'OUTPUT', 'APPEND');
    f.write(s);
  }

  /** End a line in a text file the DOS way: CR LF. */
  newline(num: number): void {
    this.writeText(num, '\r\n');
  }

  /** Write every changed file back to the host without closing it. */
  flushAll(): void {
    for (const f of this.open_.values()) this.flush(f);
  }

  /** 1-based column of the next character PRINT # writes (for `,` zones and TAB). */
  column(num: number): number {
    return this.get(num).column;
  }

  /** INPUT #: the next item for a variable of `type` (numbers read as VAL reads them; Overflow out of range). */
  readField(num: number, type: ValueType): number | string {
    const f = this.get(num, 'INPUT');
    const text = f.readItem(type === 'STRING');
    return type === 'STRING' ? text : convert(val(text), type);
  }

  /** LINE INPUT #: the next line without its line end. */
  readLine(num: number): string {
    return this.get(num, 'INPUT').readLine();
  }

  /**
   * INPUT$(n, #num): n bytes. A sequential file with fewer left is Input past end of file (62); a BINARY
   * or RANDOM file gives what is left, and EOF turns true as after a short GET (QB64-PE's eof_passed).
   */
  readChars(num: number, n: number): string {
    const f = this.get(num, 'INPUT', 'BINARY', 'RANDOM');
    if (n < 1 || n > 32767) fail(5);
    if (f.mode === 'INPUT') {
      if (f.pos + n > f.length) fail(62);
      return f.read(n);
    }
    if (f.mode === 'RANDOM' && n > f.recLen) fail(50); // FIELD overflow (QBasic 1.1)
    const s = f.read(n);
    f.shortRead = s.length < n;
    return s;
  }

  /**
   * GET #num, [position], ...: `length` bytes at a record number (RANDOM) or 1-based byte position
   * (BINARY), or at the current position. Past the end of the file the missing bytes read as CHR$(0)
   * and EOF becomes true; a BINARY file's position moves only over the bytes there were (QBasic 1.1).
   */
  getBytes(num: number, position: number | undefined, length: number): string {
    const f = this.get(num, 'RANDOM', 'BINARY');
    if (f.mode === 'RANDOM' && length > f.recLen) fail(59);
    this.moveTo(f, position);
    const record = f.mode === 'RANDOM' ? this.recordAt(f) : 0;
    const start = f.pos;
    const s = f.read(length);
    f.shortRead = s.length < length;
    if (f.mode === 'RANDOM') {
      f.lastRecord = record;
      f.pos = start + f.recLen;
    }
    return s + '\0'.repeat(length - s.length);
  }

  /** PUT #num, [position], ...: write bytes at a record number (RANDOM, padded to the record length) or byte position. */
  putBytes(num: number, position: number | undefined, bytes: string): void {
    const f = this.get(num, 'RANDOM', 'BINARY');
    if (f.mode === 'RANDOM' && bytes.length > f.recLen) fail(59);
    this.moveTo(f, position);
    if (f.mode === 'RANDOM') {
      f.lastRecord = this.recordAt(f);
      f.write(bytes + '\0'.repeat(f.recLen - bytes.length));
    } else {
      f.write(bytes);
    }
  }

  /** SEEK #num, position: a record number (RANDOM) or 1-based byte position; below 1 is Bad record number (63). */
  seek(num: number, position: number): void {
    this.moveTo(this.get(num), position);
  }

  /** SEEK(num): the next record number (RANDOM) or 1-based byte position. */
  seekPosition(num: number): number {
    const f = this.get(num);
    return f.mode === 'RANDOM' ? this.recordAt(f) : f.pos + 1;
  }

  /** EOF(num): sequential input at the end (or a Ctrl-Z); RANDOM/BINARY when the last GET came up short. */
  eof(num: number): boolean {
    const f = this.get(num);
    switch (f.mode) {
      case 'INPUT': return f.atTextEnd();
      case 'OUTPUT': case 'APPEND': return false;
      default: return f.shortRead;
    }
  }

  /** LOF(num): the length in bytes. */
  lof(num: number): number {
    return this.get(num).length;
  }

  /**
   * LOC(num) (QB4.5 help, "LOC Function"): RANDOM the last record read or written, BINARY the position of
   * the last byte read or written, sequential files the byte position divided by 128.
   */
  loc(num: number): number {
    const f = this.get(num);
    if (f.mode === 'RANDOM') return f.lastRecord;
    if (f.mode === 'BINARY') return f.pos;
    return Math.floor(f.pos / 128);
  }

  /** KILL pattern: delete matching files; File not found (53) when none match, File already open (55). */
  kill(pattern: string): void {
    checkName(pattern.replace(/[*?]/g, 'X'));
    const fs = this.host();
    const path = this.path(pattern);
    const dir = path.slice(0, path.lastIndexOf('\\') + 1);
    // a wildcard takes files only: DOS leaves the directories it matches alone
    const matches = hasWildcard(path) ? fs.list(path).map((n) => dir + n.slice(n.lastIndexOf('\\') + 1)).filter((n) => !fs.isDirectory?.(n)) : [];
    const names = hasWildcard(path) ? matches : fs.exists(path) ? [path] : [];
    if (names.length === 0) fail(53);
    for (const n of names) if (this.isNameOpen(n)) fail(55);
    for (const n of names) fs.remove(n);
  }

  /** NAME old AS new: File not found (53), File already exists (58), File already open (55). */
  rename(from: string, to: string): void {
    checkName(from);
    checkName(to);
    const fs = this.host();
    from = this.path(from);
    to = this.path(to);
    if (!fs.exists(from)) fail(53);
    if (fs.exists(to)) fail(58);
    if (this.isNameOpen(from)) fail(55);
    fs.rename(from, to);
  }

  /** A whole file (BLOAD): File not found (53). */
  readWhole(name: string): Uint8Array {
    checkName(name);
    return this.host().read(this.path(name)) ?? fail(53);
  }

  /** Write a whole file (BSAVE): File already open (55). */
  writeWhole(name: string, bytes: Uint8Array): void {
    checkName(name);
    const path = this.path(name);
    if (this.isNameOpen(path)) fail(55);
    this.host().write(path, bytes);
  }

  /** FILES [pattern]: the matching names (default `*.*`); File not found (53) when none match. */
  files(pattern = '*.*'): string[] {
    const names = (this.drive ?? fail(75)).list(pattern);
    if (names.length === 0) fail(53);
    return names;
  }

  private host(): HostFileSystem {
    return this.fs ?? fail(75);
  }

  private isNameOpen(path: string): boolean {
    for (const f of this.open_.values()) if (f.name === path) return true;
    return false;
  }

  /** The open file `num`, checking its mode: Bad file name or number (52), Bad file mode (54). */
  private get(num: number, ...modes: FileMode[]): OpenFile {
    const f = this.open_.get(num);
    if (!f) return fail(52);
    if (modes.length > 0 && !modes.includes(f.mode)) fail(54);
    return f;
  }

  private recordAt(f: OpenFile): number {
    return Math.floor(f.pos / f.recLen) + 1;
  }

  private moveTo(f: OpenFile, position: number | undefined): void {
    if (position === undefined) return;
    if (position < 1) fail(63);
    f.pos = f.mode === 'RANDOM' ? (position - 1) * f.recLen : position - 1;
  }

  private flush(f: OpenFile): void {
    if (!f.dirty) return;
    this.host().write(f.name, f.contents());
    f.dirty = false;
  }
}
