// CIRCLE on SCREEN 13, derived by hand from QBasic 1.1's rule (measured under DOSBox on 65 circles and
// ellipses: docs/qbasic-behaviour.md): Bresenham's circle of the radius, its points' shorter-axis
// coordinate multiplied (or divided) by the aspect as a SINGLE and rounded half away from zero.
import { describe, expect, it } from 'vitest';
import { region, screen13 } from './graphics-helpers.js';

describe('CIRCLE', () => {
  it('default aspect 5/6 in SCREEN 13: the circle r=3 squeezed, 3 * .8333333 = 2.4999999 -> 2 high', () => {
    // circle points (3,0) (3,1) (2,2) (1,3) (0,3): y * .8333333 gives 0, 1, 2 (1.67), 2 (2.5 in SINGLE is
    // just under), 2; mirrored eight ways. QBasic drew exactly this (the listing's mine, CIRCLE r=3).
    const s = screen13();
    s.circle(10, 10, false, 3, 4, undefined, undefined, undefined);
    expect(region(s, 7, 8, 13, 12)).toEqual(['.44444.', '4.....4', '4.....4', '4.....4', '.44444.']);
  });

  it('aspect 1 draws the midpoint circle, symmetric in all eight octants', () => {
    // r=3: (3,0) (3,1) (2,2) and their reflections (1,3) (0,3)
    const s = screen13();
    s.circle(10, 10, false, 3, 2, undefined, undefined, 1);
    const rows = region(s, 7, 7, 13, 13);
    expect(rows).toEqual(['..222..', '.2...2.', '2.....2', '2.....2', '2.....2', '.2...2.', '..222..']);
    const transposed = rows.map((_, i) => rows.map((r) => r[i]).join(''));
    expect(transposed).toEqual(rows);
  });

  it('aspect > 1 makes the radius vertical', () => {
    // aspect 2: the circle r=4 along y, x halved: (0,4) (1,4) -> x 0 and 1 (0.5 rounds away), (4,0) -> 2
    const s = screen13();
    s.circle(20, 20, false, 4, 1, undefined, undefined, 2);
    const rows = region(s, 17, 15, 23, 25);
    expect(rows[1]).toBe('..111..'); // top at y=16
    expect(rows[9]).toBe('..111..'); // bottom at y=24
    expect(rows[5]).toBe('.1...1.'); // widest at x=18 and x=22 on the centre row
  });

  it('draws an arc from start to end angle, counter-clockwise from 3 o\'clock', () => {
    // octants 0 and 1 whole, octant 2 only up to x=0: the top-right quarter
    const s = screen13();
    s.circle(10, 10, false, 3, 3, 0, Math.PI / 2, 1);
    expect(region(s, 7, 7, 13, 13)).toEqual(['...33..', '.....3.', '......3', '......3', '.......', '.......', '.......']);
  });

  it('negative angles add radius lines (a pie slice) and the pen ends at the centre', () => {
    const s = screen13();
    s.circle(10, 10, false, 3, 5, -0.0001, -Math.PI / 2, 1);
    expect(region(s, 7, 7, 13, 13)).toEqual(['...55..', '...5.5.', '...5..5', '...5555', '.......', '.......', '.......']);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([10, 10]);
  });

  it('rejects a negative radius and angles beyond 2*pi', () => {
    const s = screen13();
    expect(() => s.circle(1, 1, false, -1, 1, undefined, undefined, undefined)).toThrow(expect.objectContaining({ code: 5 }));
    expect(() => s.circle(1, 1, false, 5, 1, 7, undefined, undefined)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('radius 0 plots the centre', () => {
    const s = screen13();
    s.circle(5, 5, false, 0, 9, undefined, undefined, undefined);
    expect(region(s, 4, 4, 6, 6)).toEqual(['...', '.9.', '...']);
  });
});
