// Palettes, pages and the shared ScreenMemory. Colours follow the documented rules: the VGA default DAC
// (shared/reference) shown as (v << 2) | (v >> 4); SCREEN 13/12 PALETTE takes 65536*b + 256*g + r;
// SCREEN 9 and 0 take EGA indices rgbRGB (QBasic help, PALETTE).
import { describe, expect, it } from 'vitest';
import { createMemory, createScreen } from '../../src/graphics/index.js';
import { screen13 } from './graphics-helpers.js';

describe('palettes', () => {
  it('SCREEN 13 starts with the VGA default DAC: brown is 42,21,0 -> 170,85,0', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(13);
    expect(memory.rgba[6]).toBe((0 << 16) | (85 << 8) | 170);
    expect(memory.rgba[15]).toBe(0xffffff);
    expect(memory.info[0]).toBe(13);
  });

  it('PALETTE attr, 65536*b + 256*g + r in SCREEN 13; PALETTE restores the defaults', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(13);
    const version = memory.info[3];
    s.palette(1, 65536 * 63 + 256 * 32 + 16);
    expect(memory.rgba[1]).toBe((255 << 16) | (130 << 8) | 65);
    expect(memory.info[3]).not.toBe(version);
    s.pset(0, 0, 1, false);
    expect(Array.from(s.toRGBA().subarray(0, 4))).toEqual([65, 130, 255, 255]);
    s.palette();
    expect(memory.rgba[1]).toBe(170 << 16);
  });

  it('rejects colours with bits above 63 in a component and attributes beyond the mode', () => {
    const s = screen13();
    expect(() => s.palette(1, 64)).toThrow(expect.objectContaining({ code: 5 }));
    expect(() => s.palette(256, 0)).toThrow(expect.objectContaining({ code: 5 }));
    s.setMode(12);
    expect(() => s.palette(16, 0)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('a DAC write recolours exactly the attributes showing that entry, in every mode', () => {
    // SCREEN 12 shows attribute 6 through DAC entry 20 and attributes 8-15 through 56-63 (as a VGA does)
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(12);
    const before = Array.from(memory.rgba.subarray(0, 16));
    s.setDac(20, 63); // red 63
    expect(memory.rgba[6]).toBe(0xff);
    s.setDac(57, 63 << 8); // green 63: attribute 9
    expect(memory.rgba[9]).toBe(0xff00);
    expect(Array.from(memory.rgba.subarray(0, 16)).filter((v, i) => v !== before[i]).length).toBe(2);
    s.setMode(13);
    s.setDac(300, 63 << 16); // the index wraps at 256: entry 44
    expect(memory.rgba[44]).toBe(0xff0000);
    expect(memory.rgba[43]).not.toBe(0xff0000);
    s.setMode(0);
    s.setDac(7, 0); // text attribute 7 shows EGA colour 7: entry 7
    expect(memory.rgba[7]).toBe(0);
    expect(memory.rgba[15]).toBe(0xffffff);
  });

  it('SCREEN 9 takes EGA colour indices: 1 is blue, 56 dark grey (85,85,85)', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(9);
    s.palette(3, 1);
    s.palette(4, 56);
    expect(memory.rgba[3]).toBe(170 << 16);
    expect(memory.rgba[4]).toBe(0x555555);
    expect(() => s.palette(4, 64)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('PALETTE USING sets attributes 0..n-1 and -1 leaves one unchanged', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(12);
    const colors = new Array(16).fill(-1);
    colors[2] = 63;
    s.paletteUsing(colors);
    expect(memory.rgba[2]).toBe(255);
    expect(memory.rgba[1]).toBe(170 << 16);
  });

  it('COLOR in SCREEN 7 takes a background colour that recolours attribute 0', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(7);
    s.color(14, 1);
    expect(memory.rgba[0]).toBe(170 << 16);
  });
});

describe('COLOR per mode (QB45 help, COLOR Statement Details; SCREEN Statement Details - Colors)', () => {
  it('SCREEN 1 starts with 0, light cyan, light magenta, white; COLOR bg, palette picks a dim set (QBasic 1.1)', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(1);
    expect([memory.rgba[1], memory.rgba[2], memory.rgba[3]]).toEqual([0xffff55, 0xff55ff, 0xffffff]);
    s.color(4);
    expect(memory.rgba[0]).toBe(0xaa);
    expect(memory.rgba[1]).toBe(0xffff55);
    s.color(1, 0);
    expect(memory.rgba[0]).toBe(170 << 16);
    expect(memory.rgba[1]).toBe(0x00aa00);
    s.color(1, 3);
    expect([memory.rgba[1], memory.rgba[2], memory.rgba[3]]).toEqual([0xaaaa00, 0xaa00aa, 0xaaaaaa]);
  });

  it('SCREEN 2 has no COLOR; SCREEN 11-13 take a foreground only', () => {
    const s = createScreen();
    s.setMode(2);
    expect(() => s.color(1)).toThrow(expect.objectContaining({ code: 5 }));
    s.setMode(11);
    s.color(0);
    expect(() => s.color(1, 0)).toThrow(expect.objectContaining({ code: 5 }));
    expect(() => s.color(2)).toThrow(expect.objectContaining({ code: 5 }));
  });
});

describe('pages and shared memory', () => {
  it('draws on the active page and shows the visual page in ScreenMemory.pixels', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.setMode(7, 0, 1, 0);
    s.pset(0, 0, 4, false);
    expect(memory.pixels[0]).toBe(0);
    s.setMode(7, 0, 1, 1);
    expect(memory.pixels[0]).toBe(4);
    expect(s.snapshot()[0]).toBe(4);
    expect(() => s.setMode(7, 0, 8, 0)).toThrow(expect.objectContaining({ code: 5 }));
  });

  it('SCREEN with the current mode keeps the picture; another mode clears it', () => {
    const s = screen13();
    s.pset(5, 5, 3, false);
    s.setMode(13);
    expect(s.point(5, 5)).toBe(3);
    s.setMode(7);
    s.setMode(13);
    expect(s.point(5, 5)).toBe(0);
  });
});
