// SHELL's small COMMAND.COM: the parts that are our design rather than DOS's documented behaviour
// (goldens in test/golden/files/shell_*.bas cover DIR /B, TYPE, ECHO, redirection, CD and unknown commands).
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';
import { MemoryFileSystem } from '../support/host.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('SHELL', () => {
  it('alone prompts for commands until EXIT, then the program goes on', () => {
    const r = runBasic(lines('SHELL', 'PRINT "back"'), { keys: 'echo hi{enter}exit{enter}' });
    expect(r.outcome).toEqual({ kind: 'end' });
    expect(r.output).toBe('\nType EXIT to return to the program.\n\nC:\\>echo hi\nhi\n\nC:\\>exit\nback\n');
  });

  it('ends the run normally when the keys run out at its prompt', () => {
    const r = runBasic(lines('SHELL', 'PRINT "never"'));
    expect(r.output).not.toContain('never');
    expect(r.outcome?.kind).not.toBe('error');
  });

  it('lists DIR in the MS-DOS 5 layout, with directories and the totals', () => {
    const files = new MemoryFileSystem();
    files.write('A.TXT', new Uint8Array(14));
    files.write('GAME\\B.DAT', new Uint8Array(3));
    const r = runBasic(lines('SHELL "DIR"', 'SHELL "DIR GAME /W"'), { files, startTime: 13 * 3600 + 5 * 60 });
    const out = r.output.split('\n');
    expect(out.slice(0, 5)).toEqual(['', ' Volume in drive C has no label', ' Directory of C:\\', '', 'A        TXT        14 01-01-24   1:05p']);
    expect(out[5]).toMatch(/^ +1 file\(s\) +14 bytes$/);
    expect(out[6]).toMatch(/^ +1048576 bytes free$/);
    expect(out).toContain('[.]             [..]            B.DAT');
  });

  it('changes the current drive letter, sorts through | SORT and clears the screen with CLS', () => {
    const files = new MemoryFileSystem();
    for (const n of ['C.TXT', 'A.TXT', 'B.TXT']) files.write(n, new Uint8Array(1));
    const r = runBasic(lines('SHELL "D:"', 'SHELL "CD"', 'SHELL "DIR /B | SORT"', 'PRINT "x"', 'SHELL "CLS"', 'PRINT CSRLIN'), { files });
    expect(r.output).toBe('D:\\\nA.TXT\nB.TXT\nC.TXT\nx\n 1 \n');
  });

  it('copies into the current directory, to a new name, and by wildcard', () => {
    const files = new MemoryFileSystem();
    files.write('GAME\\A.TXT', new Uint8Array([65]));
    const r = runBasic(lines('SHELL "CD GAME"', 'SHELL "COPY A.TXT"', 'SHELL "COPY A.TXT B.TXT"', 'SHELL "CD \\"', 'SHELL "COPY GAME\\*.TXT"'), { files });
    expect(r.output).toBe('File cannot be copied onto itself\n        0 file(s) copied\n        1 file(s) copied\nA.TXT\nB.TXT\n        2 file(s) copied\n');
    expect([...files.files.keys()].sort()).toEqual(['A.TXT', 'B.TXT', 'GAME\\A.TXT', 'GAME\\B.TXT']);
  });

  it('reports what it cannot do on the screen and never stops the program', () => {
    const r = runBasic(lines('SHELL "TYPE NONE.TXT"', 'SHELL "CD NOWHERE"', 'SHELL "WIN"', 'SHELL "DEL NONE.TXT"', 'PRINT "still here"'));
    expect(r.output).toBe('File not found - NONE.TXT\nInvalid directory\nBad command or file name\nFile not found\nstill here\n');
  });
});
