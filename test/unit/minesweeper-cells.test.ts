// The Minesweeper listing's cells, pixel by pixel: each 10x10 cell map below is derived by hand from the
// statements renderField runs (LINE: both ends plotted; DRAW: a move plots from the pen to its end, B
// moves blind, H-1 goes down-right), except the mine, which is PC-BASIC 2.0.8's CIRCLE r=3 (aspect 5/6)
// + PAINT. They rebuild the golden frames of test/golden/minesweeper (drawn by PC-BASIC) cell by cell,
// and the graphics device must draw the same cells.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPng } from '../support/png.js';
import { P, region, screen13 } from './graphics-helpers.js';

const ROOT = path.join(import.meta.dirname, '../..');
const GOLDEN = path.join(ROOT, 'test/golden/minesweeper');
const FONT = fs.readFileSync(path.join(ROOT, 'test/fixtures/vga8x8_cp437.bin'));
const SCR_X = 110; // scrX = (320 - cellW * 10) \ 2
const SCR_Y = 50; // scrY = (200 - cellH * 10) \ 2

const inner = (row: string) => 'f' + row + '8';
// Covered: LINE (0,8)-STEP(0,-8),15 : LINE -STEP(8,0),15 : LINE (9,1)-STEP(0,8),8 : LINE -STEP(-8,0),8
const COVERED = ['fffffffff7', ...Array(8).fill(inner('77777777')), '7888888888'];
// "bm 3,7 c0r2h1u4r1 c4r1h-1l2d1r1": pole (4,2..6) and foot (3..5,7) in 0, pennant (5..7,2..4) in 4
const FLAG = ['fffffffff7', inner('77777777'), inner('77704477'), inner('77704447'), inner('77704477'),
  inner('77707777'), inner('77707777'), inner('77000777'), inner('77777777'), '7888888888'];
// "bm 3,3 c0u1r3d1g2 bm+0,+2 r0": top bar (3..6,2), hook (3,3) (6,3) (5,4) (4,5), dot (4,7)
const MAYBE = ['fffffffff7', inner('77777777'), inner('77000077'), inner('77077077'), inner('77770777'),
  inner('77707777'), inner('77777777'), inner('77707777'), inner('77777777'), '7888888888'];
// Revealed digits: "bm" x+3, y+2 then digit(n - 1) of the listing, a 3x5 glyph at (3..5, 2..6)
const GLYPHS: Record<string, string[]> = {
  '1': ['.1.', '11.', '.1.', '.1.', '111'], // c1 bm+0,1ed3gr2
  '2': ['22.', '..2', '.2.', '2..', '222'], // c2 rfg2dr2
  '3': ['44.', '..4', '.4.', '..4', '44.'], // c4 rfgfgl
};
const digit = (n: string) => Array.from({ length: 10 }, (_, y) =>
  y >= 2 && y <= 6 ? '777' + GLYPHS[n][y - 2].replace(/\./g, '7') + '7777' : '7777777777');
// Mine: CIRCLE (4,4), 3, 0 : PAINT (4,4), 0 as PC-BASIC draws it (oracle, not hand-derived)
const MINE = ['7777777777', '7777777777', '7700000777', '7000000077', '7000000077', '7000000077',
  '7700000777', '7777777777', '7777777777', '7777777777'];

function cellMap(kind: string): string[] {
  if (kind === '#') return COVERED;
  if (kind === 'F') return FLAG;
  if (kind === '?') return MAYBE;
  if (kind === '*') return MINE;
  if (kind === '.') return Array(10).fill('7777777777');
  return digit(kind);
}

// The cursor: LINE (x, y)-STEP(9, 9), 4, B over the cell
const withCursor = (map: string[]) => map.map((row, y) => (y === 0 || y === 9 ? '4'.repeat(10) : '4' + row.slice(1, 9) + '4'));

const PALETTE: Record<string, [number, number, number]> = {
  '0': [0, 0, 0], '1': [0, 0, 170], '2': [0, 170, 0], '4': [170, 0, 0], '7': [170, 170, 170],
  '8': [85, 85, 85], f: [255, 255, 255],
};

/** The whole frame as attribute characters: text rows in the 8x8 ROM font (colour 15), then the field. */
function expectedFrame(text: string[], board: string[], cursor: [number, number]): string[] {
  const rows = Array.from({ length: 200 }, () => Array<string>(320).fill('0'));
  text.forEach((line, r) => [...line].forEach((ch, c) => {
    for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) {
      rows[r * 8 + y][c * 8 + x] = FONT[ch.charCodeAt(0) * 8 + y] & (0x80 >> x) ? 'f' : '0';
    }
  }));
  board.forEach((line, r) => [...line].forEach((kind, c) => {
    const map = r === cursor[1] && c === cursor[0] ? withCursor(cellMap(kind)) : cellMap(kind);
    map.forEach((cells, y) => [...cells].forEach((a, x) => { rows[SCR_Y + r * 10 + y][SCR_X + c * 10 + x] = a; }));
  }));
  return rows.map((r) => r.join(''));
}

function pngAsAttributes(file: string): string[] {
  const img = readPng(file);
  const names = new Map(Object.entries(PALETTE).map(([k, [r, g, b]]) => [`${r},${g},${b}`, k]));
  const rows: string[] = [];
  for (let y = 0; y < img.height; y++) {
    let row = '';
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      row += names.get(`${img.data[i]},${img.data[i + 1]},${img.data[i + 2]}`) ?? '?';
    }
    rows.push(row);
  }
  return rows;
}

// Final boards of the golden games (README.md): # covered, F flag, ? question mark, * mine, . empty
const GAMES = {
  won: {
    text: [' MINES: 8 ', ' CELLS: 100 ', 'CLEARED: 100%', 'ALL DONE!'],
    board: ['#2...1F21.', '#311.12#1.', '12#1..111.', '.111....11', '........1#', '........11', '..........',
      '...111....', '...1F21...', '...12?1...'],
    cursor: [7, 0] as [number, number],
  },
  lost: {
    text: [' MINES: 8 ', ' CELLS: 100 ', 'CLEARED: 90%', 'YOU BLEW IT!'],
    board: ['.1*1.1*21.', '.222.12*1.', '.1*1..111.', '.1221...11', '..1*1...1*', '..111...11', '..........',
      '...111....', '...1*21...', '...12*1...'],
    cursor: [2, 0] as [number, number],
  },
};

describe('Minesweeper golden frames rebuilt from hand-derived cells', () => {
  for (const [name, game] of Object.entries(GAMES)) {
    it(`${name}.png (PC-BASIC) equals the frame rebuilt from its board, cursor and text`, () => {
      const actual = pngAsAttributes(path.join(GOLDEN, `${name}.png`));
      const expected = expectedFrame(game.text, game.board, game.cursor);
      const wrong = expected.flatMap((row, y) => [...row].flatMap((a, x) => (actual[y][x] === a ? [] : [`${x},${y}`])));
      expect(wrong.slice(0, 10), `${wrong.length} pixels differ`).toEqual([]);
    });
  }
});

describe('renderField cells on the graphics device', () => {
  // A cell at (20,20) over the light grey surface, drawn with renderField's statements.
  function coveredCell() {
    const s = screen13();
    s.line(P(0, 0), P(39, 39), 7, 'BF', undefined);
    s.line(P(20, 28), P(0, -8, true), 15, '', undefined);
    s.line(undefined, P(8, 0, true), 15, '', undefined);
    s.line(P(29, 21), P(0, 8, true), 8, '', undefined);
    s.line(undefined, P(-8, 0, true), 8, '', undefined);
    return s;
  }
  const cell = (s: ReturnType<typeof screen13>) => region(s, 20, 20, 29, 29, -1);

  it('draws the emboss of a covered cell', () => {
    expect(cell(coveredCell())).toEqual(COVERED);
  });

  it('draws a flag inside a covered cell', () => {
    const s = coveredCell();
    s.draw('bm ' + ' 23' + ',' + ' 27' + ' c0r2h1u4r1 c4r1h-1l2d1r1');
    expect(cell(s)).toEqual(FLAG);
  });

  it('draws a question mark inside a covered cell', () => {
    const s = coveredCell();
    s.draw('bm ' + ' 23' + ',' + ' 23' + ' c0u1r3d1g2 bm+0,+2 r0');
    expect(cell(s)).toEqual(MAYBE);
  });

  it('draws the digits 1, 2 and 3 of a revealed cell', () => {
    for (const [n, commands] of [['1', 'c1 bm+0,1ed3gr2'], ['2', 'c2 rfg2dr2'], ['3', 'c4 rfgfgl']]) {
      const s = screen13();
      s.line(P(0, 0), P(39, 39), 7, 'BF', undefined);
      s.draw('bm' + ' 23' + ',' + ' 22' + commands);
      expect(cell(s), `digit ${n}`).toEqual(digit(n));
    }
  });

  it('draws a mine (CIRCLE + PAINT) under the cursor box as QBasic 1.1 does (read back by POINT under DOSBox)', () => {
    const s = screen13();
    s.line(P(0, 0), P(39, 39), 7, 'BF', undefined);
    s.circle(24, 24, false, 3, 0, undefined, undefined, undefined);
    s.paint(24, 24, false, 0, undefined, undefined);
    s.line(P(20, 20), P(9, 9, true), 4, 'B', undefined);
    expect(cell(s)).toEqual(withCursor(MINE));
  });
});
