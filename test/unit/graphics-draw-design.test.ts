// Design mode's encoder: the DRAW string it writes for a set of pixels draws exactly those pixels, checked by
// running the string with the interpreter's own DRAW (never with the encoder's idea of DRAW).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blindLength, blindMove, designDraw, DesignError, type DesignPixel } from '../../src/graphics/draw-design.js';
import { DRAW_MODES, drawnPixels, startScreen } from '../../src/graphics/draw-map.js';
import { drawStart } from '../../src/graphics/draw.js';
import { graphicsModeSpec } from '../../src/graphics/modes.js';

/** The pixels a string draws from (x, y), as the pixel map counts them. */
function pixelsOf(commands: string, x: number, y: number, mode = 13, color?: number): DesignPixel[] {
  const { map, width } = drawnPixels({ commands, x, y, mode, color });
  const out: DesignPixel[] = [];
  for (let i = 0; i < map.length; i++) if (map[i] >= 0) out.push({ x: i % width, y: Math.floor(i / width), color: map[i] });
  return out;
}

const key = (ps: DesignPixel[]) => ps.map((p) => `${p.x},${p.y}:${p.color}`).sort().join(' ');

/** Random designs: a box up to 40 x 40 somewhere on the screen, one to four of the mode's colours. */
const designs = fc.constantFrom(...DRAW_MODES).chain((mode) => {
  const { width, height, colors } = graphicsModeSpec(mode)!;
  return fc.record({
    mode: fc.constant(mode),
    w: fc.integer({ min: 1, max: 40 }),
    h: fc.integer({ min: 1, max: 40 }),
    left: fc.integer({ min: 0, max: width - 40 }),
    top: fc.integer({ min: 0, max: height - 40 }),
    density: fc.double({ min: 0.02, max: 1, noNaN: true }),
    palette: fc.uniqueArray(fc.integer({ min: 0, max: colors - 1 }), { minLength: 1, maxLength: Math.min(4, colors) }),
    seed: fc.integer(),
    start: fc.record({ x: fc.integer({ min: 0, max: width - 1 }), y: fc.integer({ min: 0, max: height - 1 }) }),
    startColor: fc.option(fc.integer({ min: 0, max: colors - 1 }), { nil: undefined }),
    end: fc.option(fc.record({ x: fc.integer({ min: -50, max: width + 50 }), y: fc.integer({ min: -50, max: height + 50 }) }), { nil: undefined }),
  });
}).map((d) => {
  let s = d.seed >>> 0;
  const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const pixels: DesignPixel[] = [];
  for (let y = 0; y < d.h; y++) {
    for (let x = 0; x < d.w; x++) {
      if (rnd() < d.density) pixels.push({ x: d.left + x, y: d.top + y, color: d.palette[Math.floor(rnd() * d.palette.length)] });
    }
  }
  return { ...d, pixels };
});

describe('designDraw', () => {
  it('draws exactly the design, for random designs in every mode DRAW draws in', () => {
    fc.assert(fc.property(designs, (d) => {
      const commands = designDraw({ pixels: d.pixels, mode: d.mode, x: d.start.x, y: d.start.y, color: d.startColor, end: d.end });
      expect(key(pixelsOf(commands, d.start.x, d.start.y, d.mode, d.startColor ?? 0))).toBe(key(d.pixels));
      if (d.end) {
        const screen = startScreen({ commands, x: d.start.x, y: d.start.y, mode: d.mode });
        screen.draw(commands);
        const pen = drawStart(screen);
        expect([pen.x, pen.y]).toEqual([d.end.x, d.end.y]);
      }
    }), { numRuns: 60, seed: 40 });
  }, 120_000);
});

/** The ten glyphs of programs/minesweeper.bas: its eight digits, the flag and the question mark (after their `bm`). */
const LISTING = [
  ['1', 'c1 bm+0,1ed3gr2'], ['2', 'c2 rfg2dr2'], ['3', 'c4 rfgfgl'], ['4', 'c1 d2r2gd'], ['5', 'c4 bm+2,0l2d2rfgl'],
  ['6', 'c3 bm+2,0lgd3r2u2l'], ['7', 'c0 r2dgd2'], ['8', 'c8 r2dg2dr2uh2'],
  ['flag', ' c0r2h1u4r1 c4r1h-1l2d1r1'], ['question mark', ' c0u1r3d1g2 bm+0,+2 r0'],
] as const;

describe('the Minesweeper listing\'s glyphs', () => {
  it('each gets a string no longer than the listing\'s own that draws the same pixels', () => {
    const table: string[] = [];
    for (const [name, listing] of LISTING) {
      const pixels = pixelsOf(listing, 160, 100);
      // the colour the pen had before is not known in the program: the string sets its own (color undefined)
      const found = designDraw({ pixels, x: 160, y: 100 });
      expect(key(pixelsOf(found, 160, 100, 13, 7))).toBe(key(pixels));
      expect(found.length).toBeLessThanOrEqual(listing.length);
      table.push(`${name}: ${listing.length} ${JSON.stringify(listing)}, ${found.length} ${found}`);
    }
    // the lengths side by side (the listing's, then Design mode's), with the strings found today
    expect(table.join('\n')).toBe([
      '1: 15 "c1 bm+0,1ed3gr2", 10 C1BDED4LR2',
      '2: 10 "c2 rfg2dr2", 9 C2RFG2DR2',
      '3: 9 "c4 rfgfgl", 8 C4RFGFGL',
      '4: 9 "c1 d2r2gd", 8 C1D2R2GD',
      '5: 17 "c4 bm+2,0l2d2rfgl", 12 C4DERBG2RFGL',
      '6: 18 "c3 bm+2,0lgd3r2u2l", 14 C3BR2LGD3R2U2L',
      '7: 9 "c0 r2dgd2", 8 C0R2DGD2',
      '8: 14 "c8 r2dg2dr2uh2", 12 C8DERDGFDL2U',
      'flag: 25 " c0r2h1u4r1 c4r1h-1l2d1r1", 17 C0R2HU4C4BRD2RU2F',
      'question mark: 22 " c0u1r3d1g2 bm+0,+2 r0", 13 C0UR3DG2BD2R0',
    ].join('\n'));
  });
});

describe('bad designs', () => {
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(DesignError);
      return (e as Error).message;
    }
    return 'no error';
  };
  it('names a pixel outside the screen, a colour the mode lacks, and a pixel given two colours', () => {
    expect(message(() => designDraw({ pixels: [{ x: 320, y: 5, color: 1 }], x: 0, y: 0 })))
      .toBe('pixel (320,5) is outside the screen: SCREEN 13 is 320 x 200 (x 0-319, y 0-199)');
    expect(message(() => designDraw({ pixels: [{ x: 1, y: 1, color: 3 }, { x: 2, y: 1, color: 4 }], mode: 1, x: 0, y: 0 })))
      .toBe('pixel (2,1) has colour 4, but SCREEN 1 has only colours 0-3');
    expect(message(() => designDraw({ pixels: [{ x: 1, y: 1, color: 3 }, { x: 1, y: 1, color: 2 }], x: 0, y: 0 })))
      .toBe('pixel (1,1) is given two colours, 3 and 2');
    expect(message(() => designDraw({ pixels: [], x: 0, y: 200 }))).toBe('the start point (0,200) is off the screen: SCREEN 13 is 320 x 200');
    expect(message(() => designDraw({ pixels: [], mode: 0, x: 0, y: 0 }))).toMatch(/^SCREEN 0 is not a mode DRAW draws in/);
  });
});

describe('blindMove', () => {
  // a relative BM+dx,dy never wins: a diagonal and a straight move are shorter (the counts have no more digits)
  it('takes the shortest of one or two B moves and, when allowed, an absolute BM', () => {
    expect(blindMove(0, 1)).toBe('BD');
    expect(blindMove(-3, -3)).toBe('BH3');
    expect(blindMove(1, 2)).toBe('BFBD');
    expect(blindMove(12, -5)).toBe('BE5BR7');
    expect(blindMove(-120, 37)).toBe('BG37BL83');
    expect(blindMove(-150, -90, { x: 10, y: 10 })).toBe('BM10,10');
  });

  it('has the length blindLength works out, for every step up to 120 either way', () => {
    for (let dx = -120; dx <= 120; dx++) {
      for (let dy = -120; dy <= 120; dy++) {
        const to = { x: 130 + dx, y: 5 - dy };
        if (blindLength(dx, dy) !== blindMove(dx, dy).length || blindLength(dx, dy, to) !== blindMove(dx, dy, to).length) {
          expect([dx, dy, blindLength(dx, dy), blindMove(dx, dy)]).toBe('the same length');
        }
      }
    }
  });
});
