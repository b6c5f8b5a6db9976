// PSET's direct path (Screen.pset: whole-number coordinates and colour, no STEP, no WINDOW, a graphics
// mode) against plotPoint, the general path it stands in for: pixels, the last point, the last attribute
// (and the version DRAW reads it by) and errors must agree for every argument, inside and outside the view,
// in several modes.
import { describe, expect, it } from 'vitest';
import { Screen } from '../../src/graphics/screen.js';
import { plotPoint } from '../../src/graphics/ops.js';
import { GraphicsError } from '../../src/graphics/device.js';

type Setup = (s: Screen) => void;

const SETUPS: [string, Setup][] = [
  ['SCREEN 13', (s) => s.setMode(13)],
  ['SCREEN 12', (s) => s.setMode(12)],
  ['SCREEN 1', (s) => s.setMode(1)],
  ['SCREEN 13 with VIEW', (s) => { s.setMode(13); s.view(false, 10, 20, 100, 90); }],
  ['SCREEN 13 with VIEW SCREEN', (s) => { s.setMode(13); s.view(true, 10, 20, 100, 90); }],
  ['SCREEN 13 with WINDOW', (s) => { s.setMode(13); s.window(false, -10, -10, 10, 10); }],
  ['SCREEN 0', () => {}],
];

const VALUES = [0, 1, 5, 15, 16, 255, 256, -1, 319, 320, 199, 200, 2.5, 3.5, -0.5, 32767, 32768, -32768, -32769, 70000, 1e10, -0];

function outcome(run: () => void): string {
  try {
    run();
    return 'ok';
  } catch (e) {
    return e instanceof GraphicsError ? `error ${e.code}` : `thrown ${String(e)}`;
  }
}

describe('PSET direct path', () => {
  for (const [name, setup] of SETUPS) {
    it(`plots as plotPoint does in ${name}`, () => {
      const fast = new Screen();
      const slow = new Screen();
      setup(fast);
      setup(slow);
      let n = 0;
      for (const x of VALUES) {
        for (const y of VALUES) {
          const color = VALUES[n++ % VALUES.length];
          for (const step of [false, true]) {
            for (const c of [color, undefined]) {
              const a = outcome(() => fast.pset(x, y, c, step));
              const b = outcome(() => plotPoint(slow, x, y, c === undefined ? slow.foreground : c, step));
              expect(a, `PSET ${step ? 'STEP ' : ''}(${x}, ${y}), ${c}`).toBe(b);
              expect([fast.coords.lastX, fast.coords.lastY, fast.lastAttr, fast.coords.version])
                .toEqual([slow.coords.lastX, slow.coords.lastY, slow.lastAttr, slow.coords.version]);
              // STEP moves the pen by (x, y): put both back where they were for the next argument
              if (step) {
                fast.coords.setLast(0, 0);
                slow.coords.setLast(0, 0);
              }
            }
          }
        }
      }
      expect(fast.snapshot()).toEqual(slow.snapshot());
      expect(fast.snapshot().some((p) => p !== 0)).toBe(name !== 'SCREEN 0');
    });
  }
});
