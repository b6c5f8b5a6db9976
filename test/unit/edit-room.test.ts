// The Edit room's logic that needs no browser: line tidying (keyword case, first spellings), completion
// and the SUBs list, DOS files (CP437, CR LF, encoding detection), share links, the teaching examples.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { check } from '../../src/index.js';
import { capitaliseOnLeave, tidyLine } from '../../web/src/edit/capitalise.js';
import { procedures, programNames } from '../../web/src/edit/complete.js';
import { detectEncoding, dosFileName, fromProgramFile, toDosFile } from '../../web/src/edit/dos-text.js';
import { MAX_LINK_LENGTH, readShareFragment, shareLink } from '../../web/src/edit/share.js';
import { runBasic } from '../support/run.js';

function tidy(text: string, lineNumber: number): string {
  const state = EditorState.create({ doc: text });
  const line = state.doc.line(lineNumber);
  return state.update({ changes: tidyLine(state.doc, line.from, line.to) }).state.doc.toString();
}

describe('tidying a line as the cursor leaves it', () => {
  it('upper-cases keywords and built-in functions, not strings, comments or names', () => {
    expect(tidy('print "print"; left$(a$, 1) \' print', 1)).toBe('PRINT "print"; LEFT$(a$, 1) \' print');
    expect(tidy('rem print this', 1)).toBe('REM print this');
    expect(tidy('if x then goto done else end', 1)).toBe('IF x THEN GOTO done ELSE END');
    expect(tidy('?"a";: ? 1', 1)).toBe('PRINT "a";: PRINT 1');
  });

  it('spells names as at their first use, whatever their suffix', () => {
    expect(tidy('PlayerName$ = "x"\nprint playername$; PLAYERNAME', 2)).toBe('PlayerName$ = "x"\nPRINT PlayerName$; PlayerName');
    expect(tidy('score = 1', 1)).toBe('score = 1');
  });

  it('happens when the cursor moves to another line, in the same transaction', () => {
    let state = EditorState.create({ doc: 'Count = 1\nprint count', extensions: capitaliseOnLeave, selection: { anchor: 21 } });
    state = state.update({ changes: { from: 21, insert: ' + 1' }, selection: { anchor: 25 } }).state;
    expect(state.doc.toString()).toBe('Count = 1\nprint count + 1'); // still on the line
    state = state.update({ changes: { from: 25, insert: '\n' }, selection: { anchor: 26 }, userEvent: 'input' }).state;
    expect(state.doc.toString()).toBe('Count = 1\nPRINT Count + 1\n');
  });
});

describe('completion and the SUBs list', () => {
  const program = 'DECLARE SUB Draw.Box (x%)\nDEF FNsq (v) = v * v\nscore% = 1\nCALL Draw.Box(score%)\nSUB Draw.Box (x%)\nEND SUB\nFUNCTION Twice (n)\nEND FUNCTION\n';

  it('finds SUBs, FUNCTIONs and DEF FNs with their lines, not DECLAREs', () => {
    expect(procedures(program)).toEqual([
      { kind: 'DEF FN', name: 'FNsq', line: 2 },
      { kind: 'SUB', name: 'Draw.Box', line: 5 },
      { kind: 'FUNCTION', name: 'Twice', line: 7 },
    ]);
  });

  it('offers the program’s procedures, then its other names once each', () => {
    expect(programNames(program).map((option) => option.label)).toEqual(['FNsq', 'Draw.Box', 'Twice', 'x%', 'v', 'score%', 'n']);
  });
});

describe('DOS files', () => {
  it('downloads as CP437 with CR LF line ends and a last line end', () => {
    expect([...toDosFile('PRINT "é╔"\nEND')]).toEqual([...Buffer.from('PRINT "'), 0x82, 0xc9, ...Buffer.from('"\r\nEND\r\n')]);
    expect(toDosFile('')).toEqual(new Uint8Array());
  });

  it('tells CP437 from UTF-8 and reads both', () => {
    const cp437 = Uint8Array.from([...Buffer.from('PRINT "'), 0x82, 0xc9, ...Buffer.from('"\r\n'), 0x1a]);
    expect(detectEncoding(cp437)).toBe('cp437');
    expect(fromProgramFile(cp437)).toEqual({ text: 'PRINT "é╔"\n', encoding: 'cp437' });
    const utf8 = Buffer.from('\uFEFFPRINT "é╔"\r\n');
    expect(fromProgramFile(utf8)).toEqual({ text: 'PRINT "é╔"\n', encoding: 'utf-8' });
  });

  it('makes 8.3 names', () => {
    expect(dosFileName('my first program')).toBe('MYFIRSTP.BAS');
    expect(dosFileName('user:')).toBe('USER.BAS');
    expect(dosFileName('***')).toBe('PROGRAM.BAS');
  });
});

describe('share links', () => {
  it('carry the program, and whether to start it, in the fragment', () => {
    const text = 'PRINT "<b>bold</b> & ü"\n';
    const link = shareLink('http://x/', { text, run: true });
    expect(link).toMatch(/^http:\/\/x\/#code=[A-Za-z0-9_-]+&run=1$/);
    expect(readShareFragment(new URL(link).hash)).toEqual({ text, run: true });
    expect(readShareFragment(new URL(shareLink('http://x/', { text, run: false })).hash)).toEqual({ text, run: false });
  });

  it('ignore damaged or absent programs', () => {
    expect(readShareFragment('#minesweeper')).toBeUndefined();
    expect(readShareFragment('#code=%%%')).toBeUndefined();
    expect(readShareFragment('#code=AAAA')).toBeUndefined();
  });

  it('fit Minesweeper, the longest shipped listing', () => {
    const minesweeper = readFileSync(join(__dirname, '../../programs/minesweeper.bas'), 'latin1');
    expect(shareLink('https://example.org/qbasic/', { text: minesweeper, run: false }).length).toBeLessThan(MAX_LINK_LENGTH);
  });
});

describe('the teaching examples', () => {
  const folder = join(__dirname, '../../web/src/edit/examples');
  const names = readdirSync(folder).filter((name) => name.endsWith('.bas'));

  it.each(names)('%s opens with a title comment, passes check() and runs', (name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    expect(text).toMatch(/^' [A-Z][\w ]+: \S/);
    expect(check(text)).toEqual([]);
    const run = runBasic(text, { keys: name === 'guess.bas' ? '50{enter}25{enter}75{enter}' : '' });
    if (name !== 'guess.bas') expect(run.outcome).toEqual({ kind: 'end' });
    expect(run.output.length).toBeGreaterThan(5);
  });
});
