import { describe, expect, it } from 'vitest';
import { errorCode } from '../support/error-code.js';
import type { HostFileSystem } from '../../src/runtime/host.js';
import { FileTable } from '../../src/runtime/files/index.js';

/** A real in-memory file system (names compared case-insensitively, as on DOS). */
class MemoryFs implements HostFileSystem {
  files = new Map<string, Uint8Array>();
  read(name: string) { return this.files.get(name.toUpperCase()); }
  write(name: string, data: Uint8Array) { this.files.set(name.toUpperCase(), data.slice()); }
  exists(name: string) { return this.files.has(name.toUpperCase()); }
  remove(name: string) { this.files.delete(name.toUpperCase()); }
  rename(from: string, to: string) {
    const d = this.files.get(from.toUpperCase())!;
    this.files.delete(from.toUpperCase());
    this.files.set(to.toUpperCase(), d);
  }
  list(pattern: string) {
    const re = new RegExp('^' + pattern.toUpperCase().replace(/\./g, '\\.').replace(/\*/g, '.*').replace(/\?/g, '.') + '$');
    return [...this.files.keys()].filter((n) => re.test(n) || (pattern === '*.*' && !n.includes('.')));
  }
  text(name: string) { return String.fromCharCode(...this.read(name)!); }
  put(name: string, text: string) { this.write(name, Uint8Array.from(text, (c) => c.charCodeAt(0))); }
}

const code = errorCode;

describe('sequential files', () => {
  it('writes text with CR LF line ends and reads it back', () => {
    const fs = new MemoryFs();
    const t = new FileTable(fs);
    t.open(1, 'data.txt', 'OUTPUT');
    t.writeText(1, ' 1  2 \r\n"hi",3\r\n');
    t.close(1);
    expect(fs.text('DATA.TXT')).toBe(' 1  2 \r\n"hi",3\r\n');
    t.open(1, 'DATA.TXT', 'INPUT');
    expect(t.readField(1, 'INTEGER')).toBe(1);
    expect(t.readField(1, 'SINGLE')).toBe(2);
    expect(t.readField(1, 'STRING')).toBe('hi');
    expect(t.readField(1, 'LONG')).toBe(3);
    expect(t.eof(1)).toBe(true);
    expect(code(() => t.readField(1, 'INTEGER'))).toBe(62);
  });
  it('reads unquoted strings up to a comma, dropping surrounding spaces', () => {
    const fs = new MemoryFs();
    fs.put('A.TXT', '  hello world  , next\nlast');
    const t = new FileTable(fs);
    t.open(2, 'a.txt', 'INPUT');
    expect(t.readField(2, 'STRING')).toBe('hello world');
    expect(t.readField(2, 'STRING')).toBe('next');
    expect(t.readField(2, 'STRING')).toBe('last');
    expect(t.eof(2)).toBe(true);
  });
  it('reads lines ending in CR LF or LF and stops at Ctrl-Z', () => {
    const fs = new MemoryFs();
    fs.put('L.TXT', 'one\r\ntwo\nthree\x1agarbage');
    const t = new FileTable(fs);
    t.open(1, 'L.TXT', 'INPUT');
    expect(t.readLine(1)).toBe('one');
    expect(t.readLine(1)).toBe('two');
    expect(t.eof(1)).toBe(false);
    expect(t.readLine(1)).toBe('three');
    expect(t.eof(1)).toBe(true);
    expect(code(() => t.readLine(1))).toBe(62);
  });
  it('reads INPUT$ characters and fails past the end', () => {
    const fs = new MemoryFs();
    fs.put('C.TXT', 'abcdef');
    const t = new FileTable(fs);
    t.open(1, 'C.TXT', 'INPUT');
    expect(t.readChars(1, 4)).toBe('abcd');
    expect(code(() => t.readChars(1, 3))).toBe(62);
  });
  it('appends to an existing file', () => {
    const fs = new MemoryFs();
    fs.put('LOG.TXT', 'a\r\n');
    const t = new FileTable(fs);
    t.open(3, 'log.txt', 'APPEND');
    t.writeText(3, 'b\r\n');
    expect(t.lof(3)).toBe(6);
    t.closeAll();
    expect(fs.text('LOG.TXT')).toBe('a\r\nb\r\n');
  });
  it('tracks the output column for print zones', () => {
    const t = new FileTable(new MemoryFs());
    t.open(1, 'Z.TXT', 'OUTPUT');
    expect(t.column(1)).toBe(1);
    t.writeText(1, 'abc');
    expect(t.column(1)).toBe(4);
    t.writeText(1, 'x\r\nyz');
    expect(t.column(1)).toBe(3);
    t.newline(1);
    expect(t.column(1)).toBe(1);
    t.flushAll();
    expect(t.lof(1)).toBe(10);
  });
});

describe('RANDOM and BINARY files', () => {
  it('puts and gets records (default length 128) and reports LOC / EOF', () => {
    const fs = new MemoryFs();
    const t = new FileTable(fs);
    t.open(1, 'R.DAT', 'RANDOM', 4);
    t.putBytes(1, 2, 'BBBB');
    t.putBytes(1, 1, 'AA');
    expect(t.lof(1)).toBe(8);
    expect(t.loc(1)).toBe(1);
    expect(t.getBytes(1, 2, 4)).toBe('BBBB');
    expect(t.loc(1)).toBe(2);
    expect(t.getBytes(1, 1, 4)).toBe('AA\0\0');
    expect(t.seekPosition(1)).toBe(2);
    expect(t.eof(1)).toBe(false);
    expect(t.getBytes(1, 3, 4)).toBe('\0\0\0\0');
    expect(t.eof(1)).toBe(true);
    expect(code(() => t.putBytes(1, 1, 'TOOLONG'))).toBe(59);
    expect(code(() => t.getBytes(1, 0, 2))).toBe(63);
    t.open(2, 'D.DAT', 'RANDOM');
    t.putBytes(2, undefined, 'x');
    expect(t.lof(2)).toBe(128);
  });
  it('reads and writes bytes at 1-based positions in BINARY mode', () => {
    const fs = new MemoryFs();
    fs.put('B.BIN', 'hello');
    const t = new FileTable(fs);
    t.open(1, 'B.BIN', 'BINARY');
    expect(t.getBytes(1, 2, 3)).toBe('ell');
    expect(t.seekPosition(1)).toBe(5);
    expect(t.loc(1)).toBe(4);
    t.putBytes(1, 6, '!!');
    expect(t.lof(1)).toBe(7);
    t.seek(1, 1);
    expect(t.getBytes(1, undefined, 7)).toBe('hello!!');
    t.seek(1, 10);
    t.putBytes(1, undefined, 'Z');
    expect(t.lof(1)).toBe(10);
    expect(t.getBytes(1, 8, 3)).toBe('\0\0Z');
    t.close(1);
    expect(fs.text('B.BIN')).toBe('hello!!\0\0Z');
  });
});

describe('file table errors', () => {
  it('uses QBasic error codes', () => {
    const fs = new MemoryFs();
    const t = new FileTable(fs);
    expect(code(() => t.open(1, 'MISSING.TXT', 'INPUT'))).toBe(53);
    expect(code(() => t.open(0, 'A.TXT', 'OUTPUT'))).toBe(52);
    expect(code(() => t.open(256, 'A.TXT', 'OUTPUT'))).toBe(52);
    expect(code(() => t.open(1, '', 'OUTPUT'))).toBe(64);
    expect(code(() => t.open(1, 'A*.TXT', 'OUTPUT'))).toBe(64);
    t.open(1, 'A.TXT', 'OUTPUT');
    expect(code(() => t.open(1, 'B.TXT', 'OUTPUT'))).toBe(55);
    expect(code(() => t.open(2, 'a.txt', 'APPEND'))).toBe(55);
    expect(code(() => t.readLine(1))).toBe(54);
    expect(code(() => t.getBytes(1, 1, 1))).toBe(54);
    expect(code(() => t.writeText(9, 'x'))).toBe(52);
    expect(code(() => t.lof(9))).toBe(52);
    expect(t.freefile()).toBe(2);
    t.close(9); // closing a number that is not open is no error
    expect(code(() => new FileTable(undefined).open(1, 'A.TXT', 'OUTPUT'))).toBe(75);
  });
  it('kills and renames files', () => {
    const fs = new MemoryFs();
    fs.put('A.TXT', 'a');
    fs.put('B.TXT', 'b');
    fs.put('C.BAS', 'c');
    const t = new FileTable(fs);
    expect(t.files('*.TXT')).toEqual(['A.TXT', 'B.TXT']);
    t.rename('A.TXT', 'D.TXT');
    expect(fs.exists('D.TXT')).toBe(true);
    expect(code(() => t.rename('A.TXT', 'E.TXT'))).toBe(53);
    expect(code(() => t.rename('B.TXT', 'C.BAS'))).toBe(58);
    t.open(1, 'B.TXT', 'INPUT');
    expect(code(() => t.kill('B.TXT'))).toBe(55);
    t.close();
    t.kill('*.TXT');
    expect([...fs.files.keys()]).toEqual(['C.BAS']);
    expect(code(() => t.kill('*.TXT'))).toBe(53);
    expect(code(() => t.files('*.TXT'))).toBe(53);
  });
  it('lets two INPUT opens share a file, and gives FILEATTR mode codes', () => {
    const fs = new MemoryFs();
    fs.put('S.TXT', '1');
    const t = new FileTable(fs);
    t.open(1, 'S.TXT', 'INPUT');
    t.open(2, 'S.TXT', 'INPUT');
    expect(t.modeCode(1)).toBe(1);
    t.open(3, 'R.DAT', 'RANDOM');
    expect(t.modeCode(3)).toBe(4);
  });
});
