// Text on the screen: cursor, wrapping, scrolling, VIEW PRINT, CLS, COLOR, glyphs from the VGA ROM font.
import { describe, expect, it } from 'vitest';
import { createScreen, FONT_8X8, FONT_8X16 } from '../../src/graphics/index.js';
import { P, region, screen13 } from './graphics-helpers.js';

/** The glyph of `code` as rows of `fg`/`.` built from the ROM font bytes (leftmost pixel = bit 7). */
function glyphRows(font: typeof FONT_8X8, code: number, fg: string): string[] {
  const rows: string[] = [];
  for (let y = 0; y < font.height; y++) {
    const bits = font.glyphs[code * font.height + y];
    let row = '';
    for (let x = 0; x < 8; x++) row += bits & (0x80 >> x) ? fg : '.';
    rows.push(row);
  }
  return rows;
}

describe('text in SCREEN 13', () => {
  it('has 40x25 cells of 8x8 and prints glyphs in colour 15 on 0', () => {
    const s = screen13();
    expect([s.textCols, s.textRows]).toEqual([40, 25]);
    s.print('A');
    expect(region(s, 0, 0, 7, 7)).toEqual(glyphRows(FONT_8X8, 65, 'f'));
    expect([s.cursorRow, s.cursorCol]).toEqual([1, 2]);
  });

  it('COLOR sets the foreground; the cell background is always attribute 0', () => {
    const s = screen13();
    s.line(P(0, 0), P(15, 7), 4, 'BF', undefined);
    s.color(14);
    s.locate(1, 2);
    s.print('\xdb'); // full block
    expect(region(s, 8, 0, 15, 0)).toEqual(['eeeeeeee']);
    expect(region(s, 0, 0, 7, 0)).toEqual(['44444444']);
    expect(() => s.color(1, 2)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('wraps after column 40 only when the next character comes', () => {
    const s = screen13();
    s.print('x'.repeat(40));
    expect([s.cursorRow, s.cursorCol]).toEqual([2, 1]); // CSRLIN/POS report the pending wrap
    s.print('\n');
    expect([s.cursorRow, s.cursorCol]).toEqual([2, 1]); // no blank line after a full row
    s.print('x'.repeat(41));
    expect(s.screenChar(3, 1, false)).toBe(120);
    expect([s.cursorRow, s.cursorCol]).toEqual([3, 2]);
  });

  it('scrolls the text view up at the bottom, pixels and characters', () => {
    const s = screen13();
    s.locate(25, 1);
    s.print('Z\n');
    expect(s.screenChar(24, 1, false)).toBe(90);
    expect(region(s, 0, 23 * 8, 7, 24 * 8 - 1)).toEqual(glyphRows(FONT_8X8, 90, 'f'));
    expect(region(s, 0, 24 * 8, 7, 24 * 8 + 7).join('')).toBe('.'.repeat(64));
    expect([s.cursorRow, s.cursorCol]).toEqual([25, 1]);
  });

  it('VIEW PRINT limits scrolling and LOCATE to its rows; CLS 2 clears only them', () => {
    const s = screen13();
    s.locate(1, 1);
    s.print('T');
    s.viewPrint(5, 6);
    expect(s.cursorRow).toBe(5);
    s.print('a\nb\nc\n');
    expect([s.screenChar(5, 1, false), s.screenChar(6, 1, false)]).toEqual([99, 32]);
    expect(() => s.locate(7, 1)).toThrow(expect.objectContaining({ code: 5 }));
    s.cls(2);
    expect(s.screenChar(1, 1, false)).toBe(84);
    expect(s.screenChar(5, 1, false)).toBe(32);
  });

  it('CLS 1 clears the graphics viewport only; CLS 0 everything; the pen returns to the centre', () => {
    const s = screen13();
    s.print('T');
    s.view(true, 100, 100, 110, 110, 3, undefined);
    s.cls(1);
    expect(s.point(105, 105)).toBe(0);
    expect(s.screenChar(1, 1, false)).toBe(84);
    s.cls(0);
    expect(s.screenChar(1, 1, false)).toBe(32);
    expect([s.cursorRow, s.cursorCol]).toEqual([1, 1]);
  });
});

describe('text in other modes', () => {
  it('SCREEN 0 is 80x25 of 8x16 cells in 640x400; attributes carry fg, bg and blink', () => {
    const s = createScreen();
    expect([s.mode, s.width, s.height, s.textCols, s.textRows]).toEqual([0, 640, 400, 80, 25]);
    s.color(14, 1);
    s.print('A');
    expect(s.screenChar(1, 1, true)).toBe(0x1e);
    expect(region(s, 0, 0, 7, 15, 1)).toEqual(glyphRows(FONT_8X16, 65, 'e'));
    s.color(31, 0);
    expect(() => s.color(32)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('WIDTH 40 gives 40 columns in SCREEN 0 and clears it', () => {
    const s = createScreen();
    s.print('x');
    s.setWidth(40, undefined);
    expect([s.textCols, s.width, s.screenChar(1, 1, false)]).toEqual([40, 320, 32]);
    expect(() => s.setWidth(50, undefined)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('SCREEN 12 has 80x30 cells of 8x16, SCREEN 9 80x25 of 8x14, SCREEN 1 40x25', () => {
    const s = createScreen();
    s.setMode(12);
    expect([s.width, s.height, s.textCols, s.textRows]).toEqual([640, 480, 80, 30]);
    s.setWidth(80, 60);
    expect(s.textRows).toBe(60);
    s.setMode(9);
    expect([s.width, s.height, s.textCols, s.textRows]).toEqual([640, 350, 80, 25]);
    s.setMode(1);
    expect([s.width, s.height, s.textCols, s.textRows]).toEqual([320, 200, 40, 25]);
    expect(() => s.setMode(3)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('SCREEN(row, col) reads graphics text back by matching glyphs', () => {
    const s = screen13();
    s.print('Qb?');
    expect([1, 2, 3, 4].map((c) => s.screenChar(1, c, false))).toEqual([81, 98, 63, 32]);
  });

  it('draws glyphs into host memory at any byte offset (word and byte blits agree)', () => {
    for (const offset of [0, 1, 2]) {
      const pixels = new Uint8Array(640 * 480 + offset).subarray(offset);
      const s = createScreen({ pixels, rgba: new Uint32Array(256), info: new Int32Array(4) });
      s.setMode(13);
      s.color(14);
      s.locate(2, 3);
      s.print('A');
      expect(region(s, 16, 8, 23, 15), `offset ${offset}`).toEqual(glyphRows(FONT_8X8, 65, 'e'));
      s.setMode(0);
      s.color(12, 1);
      s.print('g');
      expect(region(s, 0, 0, 7, 15, 1), `offset ${offset}`).toEqual(glyphRows(FONT_8X16, 103, 'c'));
    }
  });

  it('control characters move the cursor as in QBasic', () => {
    const s = screen13();
    s.print('ab\x1dc'); // 29 = cursor left: c overwrites b
    expect(s.screenChar(1, 2, false)).toBe(99);
    s.print('\t');
    expect(s.cursorCol).toBe(9);
    s.print('\x0b'); // 11 = home
    expect([s.cursorRow, s.cursorCol]).toEqual([1, 1]);
  });
});
