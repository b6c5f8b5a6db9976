// DRAW on SCREEN 13. Expected pixels derived by hand from the DRAW rules (QBasic help, DRAW; GW-BASIC
// manual): each move draws a line from the pen to its end, both ends plotted; B moves without drawing,
// N returns the pen; a unit is scale/4 pixels (truncated); "." below is the background.
import { describe, expect, it } from 'vitest';
import { GraphicsError, type DrawResolver } from '../../src/graphics/index.js';
import { P, region, screen13 } from './graphics-helpers.js';

function grey(): ReturnType<typeof screen13> {
  const s = screen13();
  s.line(P(0, 0), P(40, 30), 7, 'BF', undefined);
  return s;
}

// The Minesweeper listing's digits, each drawn after "bm 10,10" in a 3x5 box.
const DIGITS: [string, string[]][] = [
  ['c1 bm+0,1ed3gr2', ['.1.', '11.', '.1.', '.1.', '111']],
  ['c2 rfg2dr2', ['22.', '..2', '.2.', '2..', '222']],
  ['c4 rfgfgl', ['44.', '..4', '.4.', '..4', '44.']],
  ['c1 d2r2gd', ['1..', '1..', '111', '.1.', '.1.']],
  ['c4 bm+2,0l2d2rfgl', ['444', '4..', '44.', '..4', '44.']],
  ['c3 bm+2,0lgd3r2u2l', ['.33', '3..', '333', '3.3', '333']],
  ['c0 r2dgd2', ['000', '..0', '.0.', '.0.', '.0.']],
  ['c8 r2dg2dr2uh2', ['888', '8.8', '.8.', '8.8', '888']],
];

describe('DRAW: the Minesweeper glyphs', () => {
  for (const [commands, expected] of DIGITS) {
    it(`draws "${commands}"`, () => {
      const s = grey();
      s.draw('bm 10,10' + commands);
      expect(region(s, 9, 9, 13, 15, 7)).toEqual(['.....', ...expected.map((r) => '.' + r + '.'), '.....']);
    });
  }

  it('draws the flag: pole in 0, pennant in 4 (H-1 moves down-right)', () => {
    // from (13,17): r2 (13..15,17); h1 -> (14,16); u4 -> (14,12); r1 (15,12); c4 r1 (15..16,12);
    // h-1 -> (17,13); l2 (15..17,13); d1 (15,14); r1 (15..16,14)
    const s = grey();
    s.draw('bm 13,17 c0r2h1u4r1 c4r1h-1l2d1r1');
    expect(region(s, 13, 12, 17, 17, 7)).toEqual(['.044.', '.0444', '.044.', '.0...', '.0...', '000..']);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([16, 14]);
  });

  it('draws the question mark, the dot by R0 after a blind move', () => {
    // from (13,13): u1 (13,12); r3 (13..16,12); d1 (16,13); g2 (16,13)(15,14)(14,15); bm+0,+2 -> (14,17); r0
    const s = grey();
    s.draw('bm 13,13 c0u1r3d1g2 bm+0,+2 r0');
    expect(region(s, 13, 12, 16, 17, 7)).toEqual(['0000', '0..0', '..0.', '.0..', '....', '.0..']);
  });
});

describe('DRAW commands', () => {
  it('moves U D L R E F G H with counts and negative counts', () => {
    const s = screen13();
    s.draw('bm5,5 c1 r3 d2 l-1 u-1 e2 f1 g1 h1');
    // r3 (5..8,5); d2 (8,5..7); l-1 -> (9,7); u-1 -> (9,8); e2 (9,8)(10,7)(11,6); f1 (12,7); g1 (11,8); h1 (10,7)
    expect(region(s, 5, 5, 12, 8)).toEqual(['1111....', '...1..1.', '...111.1', '....1.1.']);
  });

  it('M moves absolutely, or relatively when x has a sign; B and N prefixes', () => {
    const s = screen13();
    s.draw('c2 bm10,10 m12,10 m-1,+2 bm+3,0 nr2 d1');
    // (10,10)-(12,10); (12,10)-(11,12) steps x at the half: (12,10)(12,11)(11,12); blind to (14,12);
    // N r2 draws (14..16,12) and leaves the pen; d1 (14,12..13)
    expect(region(s, 10, 10, 16, 13)).toEqual(['222....', '..2....', '.2..222', '....2..']);
  });

  it('S scales units by n/4 with truncation, A turns by quarter turns with the 4:3 correction', () => {
    const s = screen13();
    s.draw('c3 bm10,10 s8 r2 s2 d3 s4');
    // s8 r2 = 4 pixels (10..14,10); s2 d3 = trunc(1.5) = 1 pixel (14,10..11)
    expect(region(s, 10, 10, 14, 11)).toEqual(['33333', '....3']);
    const t = screen13();
    t.draw('c3 bm20,20 a1 u5 a0');
    // U5 = (0,-5) turned 90 degrees counter-clockwise = left, stretched by 1/aspect = 6/5: 6 pixels
    expect(region(t, 14, 20, 20, 20)).toEqual(['3333333']);
  });

  it('TA turns by any angle; A2 points the other way', () => {
    const s = screen13();
    s.draw('c4 bm30,30 ta180 r3 ta0');
    expect(region(s, 27, 30, 30, 30)).toEqual(['4444']);
    const t = screen13();
    t.draw('c4 bm30,30 a2 d2');
    expect(region(t, 30, 28, 30, 30)).toEqual(['4', '4', '4']);
  });

  it('C sets the colour; the default is the last colour used (the foreground after SCREEN)', () => {
    const s = screen13();
    s.draw('bm1,1 r1');
    s.pset(5, 1, 9, false);
    s.draw('r1');
    expect(region(s, 1, 1, 6, 1)).toEqual(['ff..99']);
  });

  it('P paints at the pen up to a border', () => {
    const s = screen13();
    s.draw('c5 bm10,10 r4 d4 l4 u4 bm+2,2 p6,5');
    expect(region(s, 10, 10, 14, 14)).toEqual(['55555', '56665', '56665', '56665', '55555']);
  });

  it('ignores blanks and semicolons; the pen becomes the last point', () => {
    const s = screen13();
    s.draw(' bm 1 0 , 1 0 ; c1 ; r 2 ; ');
    expect(region(s, 10, 10, 12, 10)).toEqual(['111']);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([12, 10]);
  });

  it('X runs a substring and = takes a number through VARPTR$', () => {
    const vars: Record<string, string | number> = { '\x03\x01\x00': 'r2', '\x02\x02\x00': 3 };
    const resolver: DrawResolver = {
      string: (ptr) => vars[ptr] as string,
      number: (ptr) => vars[ptr] as number,
    };
    const s = screen13();
    s.draw('c1 bm0,0 X\x03\x01\x00 d=\x02\x02\x00', resolver);
    expect(region(s, 0, 0, 2, 3)).toEqual(['111', '..1', '..1', '..1']);
    // a ';' after a VARPTR$ argument is an Illegal function call in QBasic 1.1 (oracle)
    expect(() => s.draw('d=\x02\x02\x00;', resolver)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('reads commands in either case; letters above CHR$(127) are not commands', () => {
    const s = screen13();
    s.draw('BM0,0 C2 r2 D1 nL1 Ta0 s4');
    expect(region(s, 0, 0, 2, 1)).toEqual(['222', '.22']);
    for (const bad of ['\xe0', '\xb5', '\xff', '\x81']) expect(() => s.draw(bad), bad).toThrow(GraphicsError);
  });

  it('bad commands are an Illegal function call', () => {
    const s = screen13();
    for (const bad of ['Q', 'm10', 'a4', 's', 'ta400', 'x', 'p1', 'r+', '=', 'c-1']) {
      expect(() => s.draw(bad), bad).toThrow(GraphicsError);
    }
  });
});
