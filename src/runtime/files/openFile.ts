// One open file: its bytes in memory, a position, and QBasic's reading rules for text (INPUT #, LINE INPUT #).
import { QBasicError } from '../errors.js';

export type FileMode = 'INPUT' | 'OUTPUT' | 'APPEND' | 'RANDOM' | 'BINARY';

const CR = 13;
const LF = 10;
const CTRL_Z = 26; // DOS end-of-file mark in text files
const SPACE = 32;
const COMMA = 44;
const QUOTE = 34;

export class OpenFile {
  /** 0-based byte position of the next read or write */
  pos = 0;
  /** bytes not yet written back to the host */
  dirty = false;
  /** 1-based column of the next character written (PRINT # zones, TAB) */
  column = 1;
  /** the last GET could not read a whole record (EOF of RANDOM/BINARY files) */
  shortRead = false;
  /** number of the last record read or written (LOC of RANDOM files) */
  lastRecord = 0;
  private bytes: Uint8Array;
  private size: number;

  constructor(
    readonly name: string,
    readonly mode: FileMode,
    readonly recLen: number,
    initial: Uint8Array,
  ) {
    this.bytes = new Uint8Array(Math.max(16, initial.length));
    this.bytes.set(initial);
    this.size = initial.length;
    if (mode === 'APPEND') this.pos = this.size;
  }

  get length(): number {
    return this.size;
  }

  /** The whole file as written so far. */
  contents(): Uint8Array {
    return this.bytes.slice(0, this.size);
  }

  /** Write a byte string at the current position, growing the file as needed. */
  write(s: string): void {
    const end = this.pos + s.length;
    this.reserve(end);
    for (let i = 0; i < s.length; i++) this.bytes[this.pos + i] = s.charCodeAt(i) & 0xff;
    if (end > this.size) {
      this.bytes.fill(0, this.size, this.pos); // a gap left by SEEK past the end reads as zeros
      this.size = end;
    }
    this.pos = end;
    this.dirty = true;
    this.trackColumn(s);
  }

  /** Up to n bytes from the current position (fewer at the end of the file). */
  read(n: number): string {
    const end = Math.min(this.size, this.pos + n);
    let s = '';
    for (let i = this.pos; i < end; i++) s += String.fromCharCode(this.bytes[i]);
    this.pos = Math.max(this.pos, end);
    return s;
  }

  /** At the end for sequential reading: past the last byte or at a Ctrl-Z. */
  atTextEnd(): boolean {
    return this.pos >= this.size || this.bytes[this.pos] === CTRL_Z;
  }

  /** LINE INPUT #: text up to CR LF, LF or CR (not included); Input past end of file (62) at the end. */
  readLine(): string {
    if (this.atTextEnd()) throw new QBasicError(62);
    let s = '';
    while (!this.atTextEnd()) {
      const b = this.bytes[this.pos++];
      if (b === CR) {
        if (this.peek() === LF) this.pos++;
        break;
      }
      if (b === LF) break;
      s += String.fromCharCode(b);
    }
    return s;
  }

  /**
   * INPUT #: the text of one item. Leading spaces and line ends are skipped; a quoted string runs to the
   * closing quote; an unquoted string ends at a comma or line end (trailing spaces dropped); a number also
   * ends at a space. The separator after the item (comma or line end) is consumed.
   */
  readItem(isString: boolean): string {
    this.skip((b) => b === SPACE || b === CR || b === LF);
    if (this.atTextEnd()) throw new QBasicError(62);
    let text: string;
    if (isString && this.peek() === QUOTE) {
      this.pos++;
      text = this.takeWhile((b) => b !== QUOTE);
      if (this.peek() === QUOTE) this.pos++;
    } else {
      const stop = isString ? (b: number) => b === COMMA || b === CR || b === LF : (b: number) => b === COMMA || b === CR || b === LF || b === SPACE;
      text = this.takeWhile((b) => !stop(b));
      if (isString) text = text.replace(/ +$/, '');
    }
    this.skip((b) => b === SPACE);
    this.skipSeparator();
    return text;
  }

  private skipSeparator(): void {
    const b = this.peek();
    if (b === COMMA || b === LF) this.pos++;
    else if (b === CR) {
      this.pos++;
      if (this.peek() === LF) this.pos++;
    }
  }

  private peek(): number | undefined {
    return this.pos < this.size ? this.bytes[this.pos] : undefined;
  }

  private skip(test: (b: number) => boolean): void {
    while (!this.atTextEnd() && test(this.bytes[this.pos])) this.pos++;
  }

  private takeWhile(test: (b: number) => boolean): string {
    let s = '';
    while (!this.atTextEnd() && test(this.bytes[this.pos])) s += String.fromCharCode(this.bytes[this.pos++]);
    return s;
  }

  private reserve(size: number): void {
    if (size <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(size, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.size));
    this.bytes = grown;
  }

  private trackColumn(s: string): void {
    const lineEnd = Math.max(s.lastIndexOf('\n'), s.lastIndexOf('\r'));
    this.column = lineEnd < 0 ? this.column + s.length : s.length - lineEnd;
  }
}
