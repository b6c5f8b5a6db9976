// PAINT: flood fills derived by hand (the region 4-connected to the start, bounded by the border colour).
import { describe, expect, it } from 'vitest';
import { P, region, screen13 } from './graphics-helpers.js';

describe('PAINT', () => {
  it('fills the inside of a box up to the border colour', () => {
    const s = screen13();
    s.line(P(1, 1), P(5, 4), 4, 'B', undefined);
    s.paint(3, 2, false, 2, 4, undefined);
    expect(region(s, 0, 0, 6, 5)).toEqual(['.......', '.44444.', '.42224.', '.42224.', '.44444.', '.......']);
    expect([s.pointInfo(0), s.pointInfo(1)]).toEqual([3, 2]);
  });

  it('passes through other colours and stops only at the border; the border defaults to the paint colour', () => {
    const s = screen13();
    s.line(P(0, 0), P(4, 2), 3, 'B', undefined);
    s.pset(2, 1, 9, false);
    s.paint(1, 1, false, 3, undefined, undefined);
    expect(region(s, 0, 0, 4, 2)).toEqual(['33333', '33333', '33333']);
  });

  it('goes around corners: down one side of a wall, under it and back up the other side', () => {
    const s = screen13();
    s.line(P(0, 0), P(8, 6), 4, 'B', undefined);
    s.line(P(4, 0), P(4, 3), 4, '', undefined);
    s.line(P(6, 5), P(7, 5), 9, '', undefined); // another colour: painted over
    s.paint(2, 1, false, 6, 4, undefined);
    expect(region(s, 0, 0, 8, 6)).toEqual([
      '444444444', '466646664', '466646664', '466646664', '466666664', '466666664', '444444444',
    ]);
  });

  it('does nothing when it starts on a border pixel', () => {
    const s = screen13();
    s.line(P(0, 0), P(4, 2), 3, 'B', undefined);
    s.paint(0, 0, false, 5, 3, undefined);
    expect(region(s, 0, 0, 4, 2)).toEqual(['33333', '3...3', '33333']);
  });

  it('stays inside the VIEW', () => {
    const s = screen13();
    s.view(false, 10, 10, 12, 11, undefined, undefined);
    s.paint(0, 0, false, 6, 15, undefined);
    s.view(false);
    expect(region(s, 9, 9, 13, 12)).toEqual(['.....', '.666.', '.666.', '.....']);
  });

  it('tiles in SCREEN 13 are one pixel wide, one byte a row (KB Q44034)', () => {
    const s = screen13();
    s.line(P(0, 0), P(5, 5), 15, 'B', undefined);
    s.paint(2, 2, false, '\x01\x02\x03', 15, undefined);
    // screen row y uses tile row y MOD 3: y=1 -> 2, y=2 -> 3, y=3 -> 1, y=4 -> 2
    expect(region(s, 1, 1, 4, 4)).toEqual(['2222', '3333', '1111', '2222']);
  });

  it('tiles in 16-colour modes hold one byte per bit plane for each 8-pixel row', () => {
    const s = screen13();
    s.setMode(12);
    s.line(P(0, 0), P(9, 3), 15, 'B', undefined);
    // row 0: plane 0 = 10101010, plane 2 = 01010101 -> colours 1,4,1,4... ; pixel x uses bit 7 - (x MOD 8)
    s.paint(1, 1, false, '\xaa\x00\x55\x00', 15, undefined);
    expect(region(s, 1, 1, 8, 2)).toEqual(['41414141', '41414141']);
  });

  it('an empty tile string is an Illegal function call', () => {
    const s = screen13();
    expect(() => s.paint(1, 1, false, '', undefined, undefined)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('fills around a wall with an all-zero tile, which never reads as painted', () => {
    const s = screen13();
    s.line(P(0, 0), P(40, 30), 4, 'B', undefined);
    s.line(P(20, 0), P(20, 20), 4, '', undefined);
    s.paint(5, 5, false, '\0\0', 4, undefined);
    expect(region(s, 0, 0, 2, 1)).toEqual(['444', '4..']);
  });
});
