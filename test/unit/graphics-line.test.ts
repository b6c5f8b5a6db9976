// LINE, PSET, PRESET, POINT on SCREEN 13: expectations derived by hand from Bresenham's algorithm
// (both ends plotted; a line is drawn from its upper end down, error starting at half the major axis).
import { describe, expect, it } from 'vitest';
import { Surface } from '../../src/graphics/surface.js';
import { P, litPixels, region, screen13 } from './graphics-helpers.js';

describe('PSET / PRESET / POINT', () => {
  it('plots in the given colour, the foreground (15) by default, PRESET in 0', () => {
    const s = screen13();
    s.pset(1, 1, 4, false);
    s.pset(2, 1, undefined, false);
    s.pset(3, 1, 9, false);
    s.preset(3, 1, undefined, false);
    expect(region(s, 0, 0, 4, 2)).toEqual(['.....', '.4f..', '.....']);
    expect(s.point(1, 1)).toBe(4);
    expect(s.point(-1, 0)).toBe(-1);
    expect(s.point(320, 0)).toBe(-1);
  });

  it('STEP is relative to the last point, which starts at the centre (160,100)', () => {
    const s = screen13();
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([160, 100]);
    s.pset(2, -3, 5, true);
    expect(s.point(162, 97)).toBe(5);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([162, 97]);
  });

  it('rounds coordinates half to even and draws a colour by its low byte (QBasic 1.1)', () => {
    const s = screen13();
    s.pset(2.5, 3.5, 1, false); // -> (2, 4)
    expect(litPixels(s)).toEqual(['2,4']);
    s.pset(0, 0, 300, false);
    expect(s.point(0, 0)).toBe(44);
    expect(() => s.pset(0, 0, 32768, false)).toThrow(expect.objectContaining({ code: 6 }));
    expect(() => s.pset(40000, 0, 1, false)).toThrow(expect.objectContaining({ code: 6 }));
  });
});

describe('LINE', () => {
  // QBasic 1.1's LINE, measured under DOSBox on 300 random lines (docs/qbasic-behaviour.md; every case in
  // this block was also run there and set the same pixels): drawn left to
  // right, the error starts at half the major length rounded up, loses twice the minor length a pixel and
  // takes a minor step when it reaches zero or below.
  it('draws a shallow line: (0,0)-(4,1) steps down after the first pixel (error 2 - 2 = 0)', () => {
    const s = screen13();
    s.line(P(0, 0), P(4, 1), 2, '', undefined);
    expect(region(s, 0, 0, 4, 1)).toEqual(['2....', '.2222']);
  });

  it('draws from the left end whichever end comes first: (4,0)-(0,1) and (0,1)-(4,0)', () => {
    const s = screen13();
    s.line(P(4, 0), P(0, 1), 3, '', undefined);
    expect(region(s, 0, 0, 4, 1)).toEqual(['.3333', '3....']);
    const t = screen13();
    t.line(P(0, 1), P(4, 0), 3, '', undefined);
    expect(region(t, 0, 0, 4, 1)).toEqual(['.3333', '3....']);
  });

  it('draws steep lines along y: (0,0)-(1,4)', () => {
    const s = screen13();
    s.line(P(0, 0), P(1, 4), 5, '', undefined);
    expect(region(s, 0, 0, 1, 4)).toEqual(['5.', '.5', '.5', '.5', '.5']);
  });

  it('steps where the error reaches exactly zero: (0,0)-(4,3)', () => {
    // error 2: -4 step, 4: -2 step, 6: 0 step, 8: 2
    const s = screen13();
    s.line(P(0, 0), P(4, 3), 6, '', undefined);
    expect(region(s, 0, 0, 4, 3)).toEqual(['6....', '.6...', '..6..', '...66']);
  });

  it('draws the exact diagonal and a single point', () => {
    const s = screen13();
    s.line(P(3, 0), P(0, 3), 1, '', undefined);
    s.line(P(6, 6), P(6, 6), 2, '', undefined);
    expect(region(s, 0, 0, 6, 6)).toEqual(['...1...', '..1....', '.1.....', '1......', '.......', '.......', '......2']);
  });

  it('B draws a box outline and BF fills it', () => {
    const s = screen13();
    s.line(P(1, 1), P(4, 3), 6, 'B', undefined);
    s.line(P(7, 1), P(6, 3), 7, 'BF', undefined);
    expect(region(s, 0, 0, 8, 4)).toEqual(['.........', '.6666.77.', '.6..6.77.', '.6666.77.', '.........']);
  });

  it('applies the style mask from bit 15, one bit per pixel, repeating every 16', () => {
    // &HCCCC = 1100 1100 ...: on, on, off, off; a line is drawn from its left end
    const s = screen13();
    s.line(P(0, 0), P(9, 0), 4, '', 0xcccc);
    expect(region(s, 0, 0, 9, 0)).toEqual(['44..44..44']);
    const t = screen13();
    t.line(P(17, 0), P(0, 0), 4, '', 0x8000); // only every 16th pixel counting from x=0
    expect(region(t, 0, 0, 17, 0)).toEqual(['4...............4.']);
    const u = screen13();
    u.line(P(0, 17), P(0, 0), 4, '', 0x8000); // a vertical line runs from its first end
    expect(region(u, 0, 0, 0, 17).join('')).toBe('.4...............4');
  });

  it('LINE -(x,y) starts from the last point; STEP on the end is relative to the start', () => {
    const s = screen13();
    s.pset(10, 10, 1, false);
    s.line(undefined, P(12, 10), 2, '', undefined);
    s.line(P(0, 2, true), P(1, 0, true), 3, '', undefined); // (12,12)-(13,12)
    expect(region(s, 10, 10, 13, 12)).toEqual(['222.', '....', '..33']);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([13, 12]);
  });

  it('clips to the screen without changing the slope', () => {
    const s = screen13();
    s.line(P(-10, -10), P(2, 2), 1, '', undefined);
    expect(litPixels(s)).toEqual(['0,0', '1,1', '2,2']);
  });

  it('draws a line cut by the VIEW between the cut ends, so its slope changes (as QBasic does)', () => {
    // (0,0)-(9,3) inside: y steps at x = 1, 4 and 7
    const inside = screen13();
    inside.line(P(0, 0), P(9, 3), 2, '', undefined);
    expect(region(inside, 0, 0, 9, 3)).toEqual(['2.........', '.222......', '....222...', '.......222']);
    // cut at x = 8: y = 3 * 8 / 9 = 2.67 rounds to 3, then (0,0)-(8,3) is drawn: steps at x = 1, 4 and 6
    const clipped = screen13();
    clipped.view(true, 0, 0, 8, 3, undefined, undefined);
    clipped.line(P(0, 0), P(9, 3), 2, '', undefined);
    expect(region(clipped, 0, 0, 9, 3)).toEqual(['2.........', '.222......', '....22....', '......222.']);
  });

  it('cuts the first end before the second, rounding each cut half away from zero', () => {
    // (-3,3)-(5,-1): the first end is cut at x = 0: y = 3 - 1.5 -> 1 (not 2); the second at y = 0:
    // x = 5 - 2.5 -> 2 (not 3); then (0,1)-(2,0) is drawn
    const s = screen13();
    s.line(P(-3, 3), P(5, -1), 7, '', undefined);
    expect(litPixels(s).sort()).toEqual(['0,1', '1,0', '2,0']);
  });

  it('clips horizontal and vertical runs to the VIEW on both ends', () => {
    const s = screen13();
    s.view(true, 2, 2, 5, 5, undefined, undefined);
    s.line(P(0, 3), P(9, 3), 1, '', undefined);
    s.line(P(4, 9), P(4, 0), 2, '', undefined);
    s.line(P(0, 7), P(9, 7), 3, '', undefined); // below the view: nothing
    expect(region(s, 0, 0, 7, 7)).toEqual([
      '........', '........', '....2...', '..1121..', '....2...', '....2...', '........', '........',
    ]);
  });

  it('a solid run hands on the style mask as a styled one does (16 pixels later it is back at bit 15)', () => {
    const surface = new Surface(new Uint8Array(64 * 64), 64, 64);
    for (const [x1, y1] of [[20, 0], [0, 17], [9, 9], [15, 3]]) {
      const styled = surface.line(0, 0, x1, y1, 1, 0xfffe, 0x0400);
      expect(surface.line(0, 0, x1, y1, 1, 0xffff, 0x0400), `to ${x1},${y1}`).toBe(styled);
    }
    expect(surface.line(0, 0, 15, 0, 1, 0xffff)).toBe(0x8000);
  });

  it('draws in text mode is an Illegal function call', () => {
    const s = screen13();
    s.setMode(0);
    expect(() => s.line(P(0, 0), P(1, 1), 1, '', undefined)).toThrow(expect.objectContaining({ code: 5 }));
  });
});
