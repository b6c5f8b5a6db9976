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
