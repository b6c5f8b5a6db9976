// GET/PUT array layouts (QBasic help, "Screen Image Arrays and Compatibility": a header of width in
// bits per plane and height, then rows padded to bytes, plane after plane in 16-colour modes).
import { describe, expect, it } from 'vitest';
import { createScreen } from '../../src/graphics/index.js';
import { P, screen13 } from './graphics-helpers.js';

describe('GET and PUT', () => {
  it('SCREEN 13 stores width*8, height, then one byte per pixel', () => {
    const s = screen13();
    s.pset(10, 10, 1, false);
    s.pset(12, 11, 200, false);
    const data = s.getImage(10, 10, false, 12, 11, false);
    expect(Array.from(data)).toEqual([24, 0, 2, 0, 1, 0, 0, 0, 0, 200]);
    expect(s.imageSize(3, 2)).toBe(10);
  });

  it('SCREEN 12 stores width, height, then per row one byte string per plane', () => {
    const s = createScreen();
    s.setMode(12);
    s.pset(0, 0, 5, false); // planes 0 and 2
    s.pset(9, 0, 8, false); // plane 3, second byte
    const data = s.getImage(0, 0, false, 9, 0, false);
    // width 10 -> 2 bytes a plane: plane0 80 00, plane1 00 00, plane2 80 00, plane3 00 40
    expect(Array.from(data)).toEqual([10, 0, 1, 0, 0x80, 0, 0, 0, 0x80, 0, 0, 0x40]);
    expect(s.imageSize(10, 1)).toBe(12);
  });

  it('SCREEN 1 packs four 2-bit pixels a byte and stores width*2', () => {
    const s = createScreen();
    s.setMode(1);
    s.pset(0, 0, 3, false);
    s.pset(2, 0, 1, false);
    const data = s.getImage(0, 0, false, 4, 0, false);
    expect(Array.from(data)).toEqual([10, 0, 1, 0, 0b11000100, 0]);
  });

  it('PUT applies PSET, PRESET, AND, OR and XOR (the default)', () => {
    const s = screen13();
    s.pset(0, 0, 0b0110, false);
    s.pset(1, 0, 0b0011, false);
    const img = s.getImage(0, 0, false, 1, 0, false);
    s.line(P(0, 2), P(9, 2), 0b0101, 'BF', undefined);
    s.putImage(0, 2, false, img, 'PSET');
    s.putImage(2, 2, false, img, 'AND');
    s.putImage(4, 2, false, img, 'OR');
    s.putImage(6, 2, false, img, 'XOR');
    s.putImage(8, 2, false, img, 'PRESET');
    // PSET 6,3; AND 5&6=4, 5&3=1; OR 7,7; XOR 3,6; PRESET stores NOT v in 8 bits: 249, 252
    expect(Array.from(s.snapshot().subarray(2 * 320, 2 * 320 + 10))).toEqual([6, 3, 4, 1, 7, 7, 3, 6, 249, 252]);
  });

  it('PUT twice with XOR restores the background', () => {
    const s = screen13();
    s.line(P(5, 5), P(6, 6), 9, 'BF', undefined);
    const img = s.getImage(5, 5, false, 6, 6, false);
    s.line(P(20, 20), P(21, 21), 3, 'BF', undefined);
    s.putImage(20, 20, false, img, 'XOR');
    expect(s.point(20, 20)).toBe(3 ^ 9);
    s.putImage(20, 20, false, img, 'XOR');
    expect(s.point(21, 21)).toBe(3);
  });

  it('a block that does not fit on the screen (or in the VIEW) is an Illegal function call', () => {
    const s = screen13();
    const img = s.getImage(0, 0, false, 9, 9, false);
    expect(() => s.putImage(315, 0, false, img, 'PSET')).toThrow(expect.objectContaining({ code: 5 }));
    expect(() => s.getImage(310, 0, false, 320, 5, false)).toThrow(expect.objectContaining({ code: 5 }));
    s.view(true, 0, 0, 50, 50, undefined, undefined);
    expect(() => s.putImage(45, 45, false, img, 'PSET')).toThrow(expect.objectContaining({ code: 5 }));
  });
});
