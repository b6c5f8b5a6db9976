// The DRAW inspector's pieces that need no browser: the inspection of one string (steps, owners, frames,
// the pixel map), share links, Compare's map parsing and differences, and the DRAW strings of a program.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { drawCommand } from '../../src/cli/draw.js';
import { differences, parseMap } from '../../web/src/inspect/compare.js';
import { literalDraws, runDraws } from '../../web/src/core/draws.js';
import { compareLink, isDrawLink, linkFor, parseLink } from '../../web/src/inspect/link.js';
import { formatKeys } from '../../src/index.js';
import { parseKeys } from '../../src/runtime/key-script.js';
import { drawnColors, frameAt, inspect, penAt } from '../../web/src/inspect/model.js';

function cli(args: string[]): string {
  let out = '';
  drawCommand(args, { stdout: (s) => (out += s), stderr: () => {}, writeFile: () => {} });
  return out;
}

describe('inspect', () => {
  it('gives the map qbasic draw prints, and each pixel the command that last set it', () => {
    const ins = inspect({ commands: 'c1 bm+0,1ed3gr2', x: 160, y: 100 });
    expect(ins.mapText).toBe(cli(['c1 bm+0,1ed3gr2']));
    expect(ins.steps.map((st) => st.text)).toEqual(['c1', 'bm+0,1', 'e', 'd3', 'g', 'r2']);
    const at = (x: number, y: number) => ins.owner[y * 320 + x];
    expect(at(161, 100)).toBe(3); // E ended there, D3 drew it again
    expect(at(160, 101)).toBe(2);
    expect(at(162, 104)).toBe(5);
    expect(at(163, 104)).toBe(-1);
    expect(ins.pen).toEqual({ x: 162, y: 104 });
  });

  it('replays the screen and the pen step by step', () => {
    const ins = inspect({ commands: 'c2 r2 c4 d2', x: 10, y: 10 });
    expect(penAt(ins, -1)).toEqual({ x: 10, y: 10 });
    expect(penAt(ins, 1)).toEqual({ x: 12, y: 10 });
    expect(frameAt(ins, 1).attr[10 * 320 + 12]).toBe(2);
    expect(frameAt(ins, 3).attr[10 * 320 + 12]).toBe(4);
    expect(frameAt(ins, -1).owner.every((v) => v === -1)).toBe(true);
  });

  it('keeps what a bad string drew before it failed, and marks the command', () => {
    const ins = inspect({ commands: 'r3 q1', x: 5, y: 5 });
    expect(ins.failure).toEqual({ message: 'Illegal function call', start: 3, end: 4 });
    expect(ins.mapText).toBe('Illegal function call in DRAW "r3 q1"\n');
    expect(drawnColors(ins).filter((v) => v >= 0).length).toBe(4);
  });

  it('marks P\'s pixels painted, in other modes and colours too', () => {
    const ins = inspect({ commands: 'r4d4l4u4bf1p2,3', x: 20, y: 20, mode: 12, color: 3 });
    const paint = ins.steps.at(-1)!;
    expect(paint.paint).toBe(true);
    expect(paint.pixels.length).toBe(9);
    expect(ins.palette[2]).not.toBe(ins.palette[3]);
    expect(ins.mapText.split('\n')[0]).toBe('DRAW "r4d4l4u4bf1p2,3" on SCREEN 12 from (20,20), colour 3');
  });
  it('gives the map qbasic draw prints for the same non-default start state', () => {
    const cases: [Parameters<typeof inspect>[0], string[]][] = [
      [{ commands: 'r4d4l4u4bf1p2,3', x: 20, y: 20, mode: 12, color: 3 }, ['--mode', '12', '--color', '3', '--at', '20,20']],
      [{ commands: 'c1 bm+0,1ed3gr2', x: 100, y: 50, mode: 1, color: 2, scale: 8, angle: 'A1' },
        ['--mode', '1', '--color', '2', '--scale', '8', '--angle', 'A1', '--at', '100,50']],
      [{ commands: 'e3 f3 nu2', x: 320, y: 100, mode: 2, color: 1, angle: 'TA30' }, ['--mode', '2', '--angle', 'TA30']],
      [{ commands: 'u2 r2', x: 160, y: 100, mode: 13, color: 40, scale: 12 }, ['--color', '40', '--scale', '12']],
    ];
    for (const [setup, args] of cases) {
      const ins = inspect(setup);
      expect(ins.failure).toBeUndefined();
      expect(ins.mapText).toBe(cli([setup.commands, ...args]));
    }
    // SCREEN 1's colour is the attribute DRAW draws with (COLOR would set the background there)
    expect(inspect({ commands: 'r2', x: 5, y: 5, mode: 1, color: 2 }).steps[0].colors).toEqual([2, 2, 2]);
  });

  it('says a P command covered the pixels of its flood that already had the fill colour', () => {
    const ins = inspect({ commands: 'c15 r6 d6 l6 u6 bm12,13 c4 r2 bm13,12 p4,15', x: 10, y: 10 });
    const p = ins.steps.findIndex((st) => st.text === 'p4,15');
    expect(ins.steps[p].start).toBe(38);
    const i = 13 * 320 + 12; // drawn by R2 in colour 4 before the fill
    expect(ins.owner[i]).toBe(p);
    expect(ins.painted[i]).toBe(1);
    expect(frameAt(ins, p).painted[i]).toBe(1);
    expect(frameAt(ins, p - 1).painted[i]).toBe(0);
  });

  it('gives P the pixels the pixel map counts, where the screen already had the fill colour', () => {
    // on black, P0 paints only its own row (the rows above and below already show colour 0, so PAINT
    // does not enter them); on another screen it fills all nine: the map counts all nine as drawn 0
    const ins = inspect({ commands: 'c15 r4d4l4u4 bf1 p0,15', x: 10, y: 10 });
    expect(ins.steps.at(-1)!.pixels.length).toBe(9);
    expect(ins.mapText.split('\n').slice(4, 11)).toEqual([
      '   9 .......', '  10 .fffff. <', '  11 .f000f.', '  12 .f000f.', '  13 .f000f.', '  14 .fffff.', '  15 .......',
    ]);
    expect(differences(drawnColors(ins), parseMap(ins.mapText, 320, 200)!).size).toBe(0);
  });
});

describe('share links', () => {
  it('round-trip the string and the start state', () => {
    const setup = { commands: 'c1 bm+0,1 & e3', x: 10, y: 20, mode: 12, color: 4, scale: 8, angle: 'TA30' };
    const hash = linkFor(setup, { x: 320, y: 240, mode: 13, color: 15 });
    expect(isDrawLink(hash)).toBe(true);
    expect(parseLink(hash)).toEqual(setup);
    expect(linkFor({ commands: 'u1', x: 160, y: 100, mode: 13, color: 15 }, { x: 160, y: 100, mode: 13, color: 15 })).toBe('#draw=u1');
    expect(parseLink('#draw=c1 bm+0,1ed3gr2')).toEqual({ commands: 'c1 bm+0,1ed3gr2' });
  });

  it('carry what Compare compares with: a second string or a pixel map, any characters', () => {
    const map = '     1\n     6\n     0\n 100 1 <\n';
    for (const compare of [{ kind: 'string', text: 'c1 bm+0,1 & e3=' }, { kind: 'map', text: map }] as const) {
      expect(parseLink(`#draw=u1${compareLink(compare)}`)).toEqual({ commands: 'u1', compare });
    }
  });
});

describe('compare', () => {
  it('reads a pixel map as qbasic draw prints it and finds the differing pixels', () => {
    const printed = parseMap(cli(['c1 bm+0,1ed3gr2']), 320, 200)!;
    const ins = inspect({ commands: 'c1 bm+0,1ed3gr2', x: 160, y: 100 });
    expect(differences(drawnColors(ins), printed).size).toBe(0);
    const other = inspect({ commands: 'c1 bm+0,1ed3gr3', x: 160, y: 100 });
    expect([...differences(drawnColors(ins), drawnColors(other))]).toEqual([104 * 320 + 163]);
    expect(parseMap('nothing here', 320, 200)).toBeUndefined();
  });
});

describe('the DRAW strings of a program', () => {
  it('finds the Minesweeper listing\'s ten glyphs: eight digits, the flag and the question mark', () => {
    const found = literalDraws(readFileSync('programs/minesweeper.bas', 'latin1'), 13);
    expect(found.map((f) => f.origin)).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `line ${407 + k}: digit(${k})`), 'line 459: DRAW', 'line 462: DRAW',
    ]);
    expect(found[8].setup.commands).toBe(' c0r2h1u4r1 c4r1h-1l2d1r1');
  });

  it('says where each literal is, so Design can write a new string there', () => {
    const source = readFileSync('programs/minesweeper.bas', 'latin1');
    const lines = source.split(/\r?\n/);
    const found = literalDraws(source, 13);
    expect(found[0].literal).toEqual({ line: 407, column: 14 });
    for (const f of found) {
      const { line, column } = f.literal!;
      expect(lines[line - 1].slice(column - 1)).toMatch(new RegExp(`^"${f.setup.commands.replace(/[+]/g, '\\+')}"`));
    }
  });

  it('catches the strings a program builds while it runs, with the state each DRAW starts from', () => {
    const source = 'SCREEN 13\nPSET (50, 60), 3\nFOR i = 1 TO 3\n  DRAW "S8 R" + STR$(i)\nNEXT\nDRAW "TA45 U2"\n';
    const { calls, note } = runDraws(source);
    expect(calls.map((c) => [c.setup.commands, c.setup.x, c.setup.y, c.setup.scale, c.setup.color, c.setup.angle])).toEqual([
      ['S8 R 1', 50, 60, undefined, 3, undefined],
      ['S8 R 2', 52, 60, 8, 3, undefined],
      ['S8 R 3', 56, 60, 8, 3, undefined],
      ['TA45 U2', 62, 60, 8, 3, undefined],
    ]);
    expect(note).toBe('The run made 4 DRAW calls and ended.');
  });

  it('types the keys it is given, so a program that draws only after a key shows its glyphs where it drew them', () => {
    const source = readFileSync('programs/minesweeper.bas', 'latin1');
    // no keys: the listing waits for one before it reveals a cell, and draws no digit
    expect(runDraws(source)).toEqual({
      calls: [],
      note: 'The run made 0 DRAW calls before it waited for a key and was ended there. Give it the keys it needs before it draws in Keys, and inspect again.',
    });
    // Space reveals the cursor's cell (the mine layout of test/golden/minesweeper/README.md): 27 cells show
    // a 1 and 6 a 2; each picture is one card, starting at the blind move that places it in its cell
    const { calls, note } = runDraws(source, { keys: '{space}' });
    expect(calls.map((c) => [c.setup.commands, c.setup.x, c.setup.y, c.times])).toEqual([
      ['bm 123, 52c1 bm+0,1ed3gr2', 123, 52, 27],
      ['bm 123, 62c2 rfg2dr2', 123, 62, 6],
    ]);
    expect(note).toBe('The run made 33 DRAW calls before it waited for a key, after the 1 key given, and was ended there.');
    expect(runDraws(source, { keys: '{nope}' }).note).toBe('The keys could not be read: unknown key {nope} in key script.');
    // a Play run's fresh game: another RND seed lays the mines elsewhere, so other cells show digits
    const fresh = runDraws(source, { keys: '{space}', randomSeed: 4321 }).calls;
    expect(fresh.map((c) => c.setup.commands)).not.toEqual(calls.map((c) => c.setup.commands));
  });

  it('makes one card of calls that set no pixel, and starts a glyph placed by S, C then BM at its BM', () => {
    const source = 'SCREEN 13\nFOR i = 1 TO 3\n  DRAW "S8 C2 BM" + STR$(10 * i) + ",20 R1"\n  DRAW "S4"\nNEXT\n';
    const { calls } = runDraws(source);
    expect(calls.map((c) => [c.setup.commands, c.setup.x, c.setup.y, c.times])).toEqual([
      ['S8 C2 BM 10,20 R1', 10, 20, 3],
      ['S4', 12, 20, 3],
    ]);
  });

  it('gives the program the mouse steps in the keys ({click X,Y}), as qbasic run --keys does', () => {
    const source = "'$INCLUDE: 'QB.BI'\nDIM r AS RegType\nSCREEN 13\nr.ax = 0: CALL INTERRUPT(&H33, r, r)\nDO\n" +
      '  r.ax = 3: CALL INTERRUPT(&H33, r, r)\nLOOP UNTIL r.bx AND 1\nDRAW "BM" + STR$(r.cx \\ 2) + "," + STR$(r.dx) + " R3"\n';
    const { calls, note } = runDraws(source, { keys: '{click 50,60}' });
    expect(calls.map((c) => [c.setup.commands, c.setup.x, c.setup.y])).toEqual([['BM 50, 60 R3', 50, 60]]);
    expect(note).toBe('The run made 1 DRAW call and ended.');
    // a pointer that only moves: the program waits for a click that never comes, and is ended there
    expect(runDraws(source, { keys: '{mouse 5,5}' }).note)
      .toBe('The run made 0 DRAW calls before it waited for more input, after the 1 mouse step given, and was ended there. ' +
        'Give it the keys it needs before it draws in Keys, and inspect again.');
  });

  it('keeps DRAW\'s errors: a call that fails still stops the program', () => {
    const { calls, note } = runDraws('SCREEN 13\nDRAW "R2"\nDRAW "R1 Q"\nPRINT "not reached"\n');
    expect(calls.map((c) => c.setup.commands)).toEqual(['R2', 'R1 Q']);
    expect(note).toBe('The run made 2 DRAW calls, then stopped at line 3: Illegal function call.');
    // and a string that runs another through X + VARPTR$ still runs it
    expect(runDraws('SCREEN 13\na$ = "R3"\nDRAW "X" + VARPTR$(a$)\nPRINT POINT(163, 100)\n').note).toBe('The run made 1 DRAW call and ended.');
  });
});

describe('formatKeys', () => {
  it('writes keys as the key script parseKeys reads back', () => {
    const keys = ['\u0000H', ' ', '+', '{', '}', '\r', 'a', '\u001b', '\u0000;'];
    expect(formatKeys(keys)).toBe('{up}{space}+{{}}{enter}a{esc}{f1}');
    expect(parseKeys(formatKeys(keys))).toEqual(keys);
  });
});
