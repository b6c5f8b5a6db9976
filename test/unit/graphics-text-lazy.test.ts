// SCREEN 0 draws written text cells into the pixels only when they are read (flushText, snapshot, toRGBA,
// page flips, PCOPY, scrolling and clearing): every reader must see the pixels drawing at once gives.
import { describe, expect, it } from 'vitest';
import { createMemory, createScreen, FONT_8X16, type GraphicsDevice } from '../../src/graphics/index.js';

/** A small deterministic generator (xorshift32), so a failure repeats. */
function generator(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

type Op = (s: GraphicsDevice) => void;

/** Where two pixel arrays first differ ('' when they agree), cheaper to compare than the arrays themselves. */
function firstDifference(a: Uint8Array, b: Uint8Array): string {
  if (a.length !== b.length) return `lengths ${a.length} and ${b.length}`;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `byte ${i}: ${a[i]} and ${b[i]}`;
  return '';
}

/** A random text-mode statement, as a function that applies it to a screen (errors are ignored, as ON ERROR would). */
function randomOp(rnd: (n: number) => number, glyphs: boolean): Op {
  const attempt = (f: Op): Op => (s) => {
    try {
      f(s);
    } catch (e) {
      if (!(e instanceof Error && e.name === 'GraphicsError')) throw e;
    }
  };
  const text = () => {
    const pool = 'abcXYZ019 .:\r\r\t\x1c\x1d\x1e\x1f\x0b\xdb\xb0';
    let t = '';
    for (let i = rnd(90); i > 0; i--) t += pool[rnd(pool.length)];
    return t;
  };
  switch (rnd(glyphs ? 12 : 11)) {
    case 0: case 1: case 2: { const t = text(); return attempt((s) => s.print(t)); }
    case 3: { const r = 1 + rnd(25); const c = 1 + rnd(80); return attempt((s) => s.locate(r, c)); }
    case 4: { const fg = rnd(32); const bg = rnd(8); return attempt((s) => s.color(fg, bg)); }
    case 5: { const k = rnd(4); return attempt((s) => s.cls(k === 3 ? undefined : k)); }
    case 6: {
      const t = 1 + rnd(25); const b = t + rnd(26 - t); const whole = rnd(3) === 0;
      return attempt((s) => (whole ? s.viewPrint() : s.viewPrint(t, b)));
    }
    case 7: {
      const r = 1 + rnd(25); const c = 1 + rnd(80); const a = rnd(2) === 1; const v = rnd(256);
      return attempt((s) => s.pokeText(r, c, a, v));
    }
    case 8: { const a = rnd(4); const v = rnd(4); return attempt((s) => s.setMode(0, undefined, a, v)); }
    case 9: { const f = rnd(4); const t = rnd(4); return attempt((s) => s.copyPage(f, t)); }
    case 10: {
      const widths: [number, number][] = [[80, 25], [40, 25], [80, 43], [80, 50], [80, 25]];
      const [c, r] = widths[rnd(widths.length)];
      return rnd(4) ? () => {} : attempt((s) => s.setWidth(c, r));
    }
    default: {
      const first = rnd(2) ? 32 : rnd(256);
      const data = new Uint8Array(16 * (1 + rnd(3))).map(() => rnd(256));
      return attempt((s) => s.loadGlyphs(first, 16, data));
    }
  }
}

/** The visible page drawn from its cells alone: each cell's glyph in its attribute's colours. */
function drawnFromCells(s: GraphicsDevice): Uint8Array {
  const out = new Uint8Array(s.width * s.height);
  const height = s.charHeight;
  for (let row = 1; row <= s.textRows; row++) {
    for (let col = 1; col <= s.textCols; col++) {
      const code = s.screenChar(row, col, false);
      const attr = s.screenChar(row, col, true);
      for (let y = 0; y < height; y++) {
        const bits = FONT_8X16.glyphs[code * 16 + y];
        for (let x = 0; x < 8; x++) {
          out[((row - 1) * height + y) * s.width + (col - 1) * 8 + x] = bits & (0x80 >> x) ? attr & 15 : (attr >> 4) & 7;
        }
      }
    }
  }
  return out;
}

describe('SCREEN 0 text drawn when read', () => {
  it('gives the pixels of drawing each cell at once, whenever they are read', () => {
    for (let seed = 1; seed <= 16; seed++) {
      const rnd = generator(seed);
      const eager = createScreen();
      const lazyMemory = createMemory();
      const lazy = createScreen(lazyMemory);
      for (let step = 0; step < 120; step++) {
        const op = randomOp(rnd, true);
        op(eager);
        eager.flushText(); // drawn after every statement: what drawing at once gives
        op(lazy);
        if (rnd(5) === 0 || step === 119) {
          const where = `seed ${seed} step ${step}`;
          expect(firstDifference(lazy.snapshot(), eager.snapshot()), where).toBe('');
          expect(firstDifference(lazyMemory.pixels.subarray(0, lazy.width * lazy.height), eager.snapshot()), where).toBe('');
          expect(firstDifference(lazy.toRGBA(), eager.toRGBA()), where).toBe('');
        }
      }
    }
  });

  it('draws every cell with its glyph and attribute (ROM font, one page)', () => {
    for (let seed = 100; seed < 110; seed++) {
      const rnd = generator(seed);
      const s = createScreen();
      for (let step = 0; step < 200; step++) {
        const op = randomOp(rnd, false);
        op(s);
        s.setMode(0, undefined, 0, 0);
        if (s.charHeight !== 16) s.setWidth(80, 25);
        if (step % 10 === 9) expect(firstDifference(s.snapshot(), drawnFromCells(s)), `seed ${seed} step ${step}`).toBe('');
      }
    }
  });

  it('shows text in shared memory after flushText, as the page reads it', () => {
    const memory = createMemory();
    const s = createScreen(memory);
    s.color(14, 1);
    s.print('A');
    s.flushText();
    const row = Array.from(memory.pixels.subarray(4 * 640, 4 * 640 + 8));
    const bits = FONT_8X16.glyphs[65 * 16 + 4];
    expect(row).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((x) => (bits & (0x80 >> x) ? 14 : 1)));
  });
});
