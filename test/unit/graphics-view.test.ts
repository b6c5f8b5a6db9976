// VIEW, WINDOW, PMAP and POINT(n) (QBasic help for each statement), derived by hand.
import { describe, expect, it } from 'vitest';
import { P, litPixels, region, screen13 } from './graphics-helpers.js';

describe('VIEW', () => {
  it('fills and borders the view; coordinates become relative to it and drawing is clipped', () => {
    const s = screen13();
    s.view(false, 10, 10, 13, 12, 1, 2);
    expect(region(s, 9, 9, 14, 13)).toEqual(['222222', '211112', '211112', '211112', '222222']);
    s.pset(0, 0, 5, false);
    s.line(P(-5, 1), P(50, 1), 6, '', undefined);
    expect(region(s, 9, 9, 14, 13)).toEqual(['222222', '251112', '266662', '211112', '222222']);
    expect(s.point(0, 0)).toBe(5);
    expect(s.point(4, 0)).toBe(-1);
  });

  it('puts the pen at the view centre: half the size rounded down (QBasic 1.1)', () => {
    const s = screen13();
    s.view(false, 10, 10, 20, 30, undefined, undefined);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([5, 10]);
    s.view(true, 10, 10, 20, 30, undefined, undefined);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([160, 100]);
    s.view(false);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([160, 100]);
  });

  it('VIEW SCREEN keeps absolute coordinates and only clips', () => {
    const s = screen13();
    s.view(true, 10, 10, 12, 12, undefined, undefined);
    s.pset(11, 11, 4, false);
    s.pset(1, 1, 4, false);
    expect(litPixels(s)).toEqual(['11,11']);
  });

  it('rejects corners outside the screen', () => {
    const s = screen13();
    expect(() => s.view(false, 0, 0, 320, 10, undefined, undefined)).toThrow(expect.objectContaining({ code: 5 }));
  });
});

describe('WINDOW and PMAP', () => {
  it('WINDOW puts y up: (0,0) is the bottom-left pixel; WINDOW SCREEN keeps y down', () => {
    const s = screen13();
    s.window(false, 0, 0, 319, 199);
    s.pset(0, 0, 1, false);
    expect(litPixels(s)).toEqual(['0,199']);
    const t = screen13();
    t.window(true, 0, 0, 319, 199);
    t.pset(0, 0, 1, false);
    expect(litPixels(t)).toEqual(['0,0']);
  });

  it('scales logical to physical and back with PMAP', () => {
    const s = screen13();
    s.window(false, -1, -1, 1, 1);
    // x: 319 pixels over 2 units; y: 199 over 2, up
    expect(s.pmap(0, 0)).toBe(160); // 159.5 rounds to even
    expect(s.pmap(1, 1)).toBe(0);
    expect(s.pmap(-1, 1)).toBe(199);
    expect(s.pmap(319, 2)).toBeCloseTo(1);
    expect(s.pmap(0, 3)).toBeCloseTo(1);
  });

  it('WINDOW leaves the pen on its pixel and names it in the new coordinates', () => {
    const s = screen13();
    s.pset(64, 100, 1, false);
    s.window(true, 0, 0, 31.9, 19.9); // 10 pixels a unit
    expect(s.pointInfo(2)).toBeCloseTo(6.4);
    expect(s.pointInfo(0)).toBe(64);
  });

  it('keeps the last point in window coordinates for STEP and POINT(2), POINT(3)', () => {
    const s = screen13();
    s.window(false, 0, 0, 100, 100);
    s.pset(10, 20, 1, false);
    s.pset(5, 5, 2, true);
    expect([s.pointInfo(2), s.pointInfo(3)]).toEqual([15, 25]);
    expect(s.pointInfo(0)).toBe(48); // 15 * 3.19 = 47.85
  });
});
