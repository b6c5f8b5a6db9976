// The keys a program reads, found in its parse tree (web/src/core/program-keys.ts): the phone's compact
// keyboard offers exactly these. The shipped programs' keys are the ones their listings compare with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.js';
import { programKeys } from '../../web/src/core/program-keys.js';

const keysOf = (...lines: string[]) => programKeys(parse(lines.join('\n') + '\n').program!);
const listing = (name: string) => programKeys(parse(readFileSync(`programs/${name}.bas`, 'latin1').replace(/\r\n?/g, '\n')).program!);
const sorted = (keys: string[]) => [...keys].sort();

const UP = '\0H', DOWN = '\0P', LEFT = '\0K', RIGHT = '\0M';

describe('the keys a program reads', () => {
  it('INKEY$ compared with literals, CHR$ and CHR$(0) + CHR$(n), directly and through a variable', () => {
    const found = keysOf(
      'k$ = INKEY$',
      'IF k$ = "q" THEN END',
      'IF k$ = CHR$(0) + CHR$(72) THEN PRINT "up"',
      'IF INKEY$ = CHR$(27) THEN END',
      'IF CHR$(0) + "P" <> k$ THEN PRINT',
    );
    expect(found.keys).toEqual(['q', UP, '\x1b', DOWN]);
    expect(found.text).toBe(false);
    expect(found.mouse).toBe(false);
  });

  it('SELECT CASE on the key (UCASE$ of it, CONSTs, a short range of keys)', () => {
    const found = keysOf(
      'CONST ESC = 27',
      'DO: a$ = UCASE$(INKEY$): LOOP WHILE a$ = ""',
      'SELECT CASE a$',
      'CASE "Y", "N": PRINT',
      'CASE CHR$(ESC): END',
      'CASE "1" TO "3": PRINT',
      'END SELECT',
    );
    expect(found.keys).toEqual(['Y', 'N', '\x1b', '1', '2', '3']);
    expect(found.anyKey).toBe(false); // the wait for a key is not a wish for any key
    expect(keysOf('PRINT "Press a key"', 'DO: LOOP WHILE INKEY$ = ""').anyKey).toBe(true);
    expect(found.text).toBe(false);
  });

  it('codes from ASC and CVI of the key: one byte, or an extended key in the high byte', () => {
    const found = keysOf(
      'u$ = INKEY$: IF LEN(u$) = 1 THEN n = ASC(u$) ELSE n = CVI(u$)',
      'SELECT CASE n', 'CASE &H1B: END', 'CASE &H4800: PRINT', 'CASE 32, 43: PRINT', 'END SELECT',
    );
    expect(found.keys).toEqual(['\x1b', UP, ' ', '+']);
  });

  it('INSTR of a string of keys, and ON KEY traps (F-keys and arrows)', () => {
    const found = keysOf(
      'k$ = INKEY$: IF INSTR("abc", k$) THEN PRINT',
      'ON KEY(1) GOSUB h: KEY(1) ON: ON KEY(11) GOSUB h: KEY(31) ON',
      'END', 'h: RETURN',
    );
    expect(found.keys).toEqual(['a', 'b', 'c', '\0;', UP, '\0\x86']);
  });

  it('a value that never came from a key does not count', () => {
    const found = keysOf('x$ = "a"', 'IF x$ = "b" THEN PRINT', 'k$ = INKEY$', 'IF n = 3 THEN PRINT');
    expect(found.keys).toEqual([]);
  });

  it('INPUT reads text; numbers alone when every INPUT reads numbers', () => {
    expect(keysOf('INPUT "How many"; n', 'INPUT a, b')).toMatchObject({ text: true, numbers: true, keys: [] });
    expect(keysOf('INPUT n', 'LINE INPUT "Name: "; n$')).toMatchObject({ text: true, numbers: false });
    expect(keysOf('OPEN "f" FOR INPUT AS #1: INPUT #1, a$: CLOSE')).toMatchObject({ text: false, numbers: false });
  });

  it('a mouse program (INT 33h through CALL INTERRUPT)', () => {
    expect(keysOf("' $INCLUDE: 'qb.bi'", 'DIM r AS RegType', 'r.ax = 1: CALL INTERRUPT(&H33, r, r)').mouse).toBe(true);
  });

  it('Minesweeper: the arrows, Space, Enter, Esc and +', () => {
    const found = listing('minesweeper');
    expect(sorted(found.keys)).toEqual(sorted(['\x1b', '+', ' ', '\r', UP, DOWN, LEFT, RIGHT]));
    expect(found.text).toBe(false);
    expect(found.mouse).toBe(false);
  });

  it('the OCaml port reads a typed line, splits it at spaces and commas, and stops at Esc', () => {
    const found = listing('ocaml-minesweeper');
    expect(found.text).toBe(true);
    expect(found.keys).toEqual(expect.arrayContaining([',', ' ', '\x1b', '\r', '\b']));
  });

  it('the Allegro port uses the mouse and reads the arrows, Space, Z, F, X, Enter and Esc', () => {
    const found = listing('allegro-minesweeper');
    expect(found.mouse).toBe(true);
    expect(sorted(found.keys)).toEqual(sorted([UP, DOWN, LEFT, RIGHT, ' ', 'Z', 'F', 'X', '\r', '\x1b']));
  });
});
