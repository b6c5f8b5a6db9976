// A new screen starts blank: over memory of its own (fresh, not written at all) and over memory it is
// given (a page's shared buffers, cleared: a run before may have drawn in them).
import { describe, expect, it } from 'vitest';
import { createMemory, createScreen } from '../../src/graphics/index.js';

const blank = (pixels: Uint8Array): boolean => pixels.every((p) => p === 0);

describe('a new screen', () => {
  it('starts blank in memory of its own, in SCREEN 0 and after SCREEN 13', () => {
    const s = createScreen();
    expect(blank(s.snapshot())).toBe(true);
    expect(blank(s.toRGBA().filter((_, i) => i % 4 !== 3))).toBe(true);
    s.setMode(13);
    expect(blank(s.snapshot())).toBe(true);
  });

  it('clears memory it is given that an earlier screen drew in', () => {
    const memory = createMemory();
    const first = createScreen(memory);
    first.color(14, 1);
    first.print('HELLO');
    first.flushText();
    expect(blank(memory.pixels)).toBe(false);
    memory.pixels.fill(9, 0, 640 * 400);
    const second = createScreen(memory);
    expect(blank(second.snapshot())).toBe(true);
    expect(blank(memory.pixels.subarray(0, 640 * 400))).toBe(true);
  });
});

describe("each page's text cells", () => {
  it('are its own: characters and attributes written on one page stay off the others, PCOPY copies both', () => {
    const s = createScreen();
    for (let p = 0; p < 4; p++) {
      s.setMode(0, undefined, p, 0);
      s.color(p + 1, 0);
      s.locate(1, 1);
      s.print(String.fromCharCode(65 + p));
    }
    for (let p = 0; p < 4; p++) {
      s.setMode(0, undefined, p, 0);
      expect([s.screenChar(1, 1, false), s.screenChar(1, 1, true), s.screenChar(1, 2, false), s.screenChar(25, 80, true)]).toEqual([65 + p, p + 1, 32, 7]);
    }
    s.copyPage(3, 1);
    s.setMode(0, undefined, 1, 1);
    expect([s.screenChar(1, 1, false), s.screenChar(1, 1, true)]).toEqual([68, 4]);
    s.setMode(0, undefined, 2, 2);
    expect([s.screenChar(1, 1, false), s.screenChar(1, 1, true)]).toEqual([67, 3]);
    s.setMode(13);
    expect([s.screenChar(1, 1, false), s.screenChar(1, 1, true)]).toEqual([32, 0]);
  });
});
