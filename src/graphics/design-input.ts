// What Design mode reads a design from: a pixel map as `qbasic draw` prints it (column numbers on top, row
// numbers on the left, `.` for a pixel not drawn, 0-9 a-f for a colour, `<` and `^` marking the start
// point), or an image (RGBA bytes) whose colours are the screen mode's. Bad input is reported at its place.
import { createMemory } from './screen.js';
import { startScreen } from './draw-map.js';
import { graphicsModeSpec } from './modes.js';
import type { DesignPixel } from './draw-design.js';

/** A pixel map that does not read: the line and column (1-based) where it goes wrong. */
export class PixelMapError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) {
    super(`line ${line}, column ${column}: ${message}`);
  }
}

export interface ReadMap {
  pixels: DesignPixel[];
  /** the start point the map marks with `<` and `^`, when it marks both */
  start?: { x: number; y: number };
}

const HEADING = /^ {5}[ 0-9]*$/;
const ROW = /^( *)(-?\d+) (.*)$/;
const CARET = /^( *)\^ *$/;

/** Reads a pixel map; throws PixelMapError at the first thing that is not part of one. */
export function readPixelMap(text: string): ReadMap {
  const lines = text.split(/\r?\n/);
  const headings: string[] = [];
  const pixels: DesignPixel[] = [];
  let x0: number | undefined;
  let startY: number | undefined;
  let startX: number | undefined;
  let rows = 0;
  lines.forEach((raw, n) => {
    const line = raw.replace(/\s+$/, '');
    const lineNo = n + 1;
    if (line === '' || (rows === 0 && (line.startsWith('DRAW ') || line.startsWith('legend:')))) return;
    if (rows === 0 && HEADING.test(line)) {
      headings.push(line);
      return;
    }
    const caret = CARET.exec(line);
    if (caret && rows > 0) {
      startX = (x0 ?? 0) + caret[1].length - 5;
      return;
    }
    const row = ROW.exec(line);
    if (!row) throw new PixelMapError('not a row of a pixel map (a row number, a space, then . or 0-9 a-f for each pixel)', lineNo, 1);
    if (x0 === undefined) x0 = firstColumn(headings, lineNo);
    const y = Number(row[2]);
    let cells = row[3];
    const cellsAt = row[1].length + row[2].length + 2;
    if (cells.endsWith(' <')) {
      cells = cells.slice(0, -2);
      startY = y;
    }
    for (let k = 0; k < cells.length; k++) {
      const ch = cells[k].toLowerCase();
      if (ch === '.') continue;
      const column = cellsAt + k;
      if (ch === '#') throw new PixelMapError('# stands for any colour from 16 up: write the pixel\'s colour (0-9, a-f) instead', lineNo, column);
      if (!/[0-9a-f]/.test(ch)) throw new PixelMapError(`${JSON.stringify(cells[k])} is not a pixel: use . (not drawn) or a colour 0-9, a-f`, lineNo, column);
      pixels.push({ x: x0 + k, y, color: parseInt(ch, 16), line: lineNo, column });
    }
    rows++;
  });
  if (rows === 0) throw new PixelMapError('no rows of pixels found', Math.max(1, lines.length), 1);
  return { pixels, start: startX !== undefined && startY !== undefined ? { x: startX, y: startY } : undefined };
}

/** The x of the map's first column, from the column numbers written downwards in the heading lines. */
function firstColumn(headings: string[], lineNo: number): number {
  if (headings.length === 0) throw new PixelMapError('no column numbers above the first row (as qbasic draw prints them)', lineNo, 1);
  const width = Math.max(...headings.map((h) => h.length)) - 5;
  for (let k = 0; k < width; k++) {
    const digits = headings.map((h) => h[5 + k] ?? ' ').join('').trim();
    if (digits === '') continue;
    if (!/^\d+$/.test(digits)) throw new PixelMapError('the column numbers do not read downwards', lineNo - headings.length, 6 + k);
    return Number(digits) - k;
  }
  throw new PixelMapError('no column numbers above the first row (as qbasic draw prints them)', lineNo, 1);
}

/** A place in an image that does not give a design. */
export class ImageError extends Error {}

/**
 * The pixels of an image (RGBA bytes, `width` x `height`), its top-left corner at `at`: fully transparent
 * pixels are not drawn, nor (in an image without transparency) the pixels of colour 0's RGB, the background;
 * every other pixel must be one of the mode's colours (the lowest attribute that shows it).
 */
export function imagePixels(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, mode: number, at: { x: number; y: number }): DesignPixel[] {
  const memory = createMemory();
  startScreen({ commands: '', x: 0, y: 0, mode }, 0, memory);
  const colors = graphicsModeSpec(mode)?.colors ?? 16;
  const attrOf = new Map<number, number>();
  for (let a = colors - 1; a >= 0; a--) attrOf.set(memory.rgba[a] & 0xffffff, a);
  let transparent = false;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] === 0) transparent = true;
  const background = memory.rgba[0] & 0xffffff;
  const pixels: DesignPixel[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (rgba[i + 3] === 0) continue;
      const rgb = rgba[i] | (rgba[i + 1] << 8) | (rgba[i + 2] << 16);
      if (!transparent && rgb === background) continue;
      const attr = attrOf.get(rgb);
      if (attr === undefined) {
        const hex = [rgba[i], rgba[i + 1], rgba[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('');
        throw new ImageError(`pixel (${x},${y}) of the image: colour #${hex} is not one of SCREEN ${mode}'s colours`);
      }
      pixels.push({ x: at.x + x, y: at.y + y, color: attr });
    }
  }
  return pixels;
}
