// Shared helpers for the graphics unit tests: a fresh SCREEN 13 and pixel maps as strings.
import { createScreen, type GraphicsDevice } from '../../src/graphics/index.js';

export function screen13(): GraphicsDevice {
  const s = createScreen();
  s.setMode(13);
  return s;
}

/** Rows of the rectangle (inclusive) as hex digits, with `.` for the background attribute. */
export function region(s: GraphicsDevice, x0: number, y0: number, x1: number, y1: number, background = 0): string[] {
  const snap = s.snapshot();
  const rows: string[] = [];
  for (let y = y0; y <= y1; y++) {
    let row = '';
    for (let x = x0; x <= x1; x++) {
      const v = snap[y * s.width + x];
      row += v === background ? '.' : v.toString(36);
    }
    rows.push(row);
  }
  return rows;
}

/** Every non-background pixel as "x,y" (for shapes whose bounding box is not the point). */
export function litPixels(s: GraphicsDevice, background = 0): string[] {
  const snap = s.snapshot();
  const out: string[] = [];
  for (let i = 0; i < snap.length; i++) if (snap[i] !== background) out.push(`${i % s.width},${Math.floor(i / s.width)}`);
  return out;
}

export const P = (x: number, y: number, step = false) => ({ x, y, step });
