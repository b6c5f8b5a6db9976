// Per-mode colour rules: default palettes, default foreground, COLOR's arguments and WIDTH's modes.
import { GraphicsError } from './device.js';
import { graphicsModeSpec, textModeSpec, type ModeSpec } from './modes.js';
import { EGA_DEFAULT_16, isValidColor, vgaDefaultColor } from './palettes/index.js';
import { roundEven } from './coords.js';

/** The interface COLOR needs from the screen. */
export interface ColorTarget {
  readonly spec: ModeSpec;
  readonly text: { attr: number };
  readonly paletteColors: Int32Array;
  cgaPalette: number;
  refreshRgba(): void;
}

// SCREEN 1 starts with colours 0, 11, 13, 15 (QB45 help, "SCREEN Statement Details - Colors"); COLOR's
// palette argument picks the low-intensity sets on a VGA: green, red, brown (even) or cyan, magenta,
// light grey (odd), and COLOR with a background only keeps the colours (QBasic 1.1, oracle captures).
const CGA_DEFAULT = [11, 13, 15];
const CGA_SETS = [
  [2, 4, 6],
  [3, 5, 7],
];

const defaults = new Map<number, readonly number[]>();

/** The colours a mode's attributes show after SCREEN (shared: callers copy them). */
export function defaultPalette(mode: number): readonly number[] {
  let colors = defaults.get(mode);
  if (colors === undefined) defaults.set(mode, (colors = paletteOf(mode)));
  return colors;
}

function paletteOf(mode: number): number[] {
  switch (mode) {
    case 0: case 9: return EGA_DEFAULT_16;
    case 1: return [0, ...CGA_DEFAULT];
    case 2: return [0, 15];
    case 7: case 8: return Array.from({ length: 16 }, (_, i) => i);
    case 10: return [0, 4, 1, 8]; // black, normal, blinking, high intensity
    case 11: return [0, 0x3f3f3f];
    case 12: return Array.from({ length: 16 }, (_, i) => vgaDefaultColor(i));
    default: return Array.from({ length: 256 }, (_, i) => vgaDefaultColor(i));
  }
}

/** The foreground after SCREEN: white in text (7 on 0), the highest attribute up to 15 in graphics. */
export function foregroundDefault(mode: number): number {
  switch (mode) {
    case 0: return 7;
    case 1: return 3;
    case 2: case 11: return 1;
    case 10: return 3;
    default: return 15;
  }
}

function argument(v: number | undefined, lo: number, hi: number): number | undefined {
  if (v === undefined) return undefined;
  const r = roundEven(v);
  if (!(r >= lo && r <= hi)) throw new GraphicsError(5);
  return r;
}

/** COLOR as QBasic reads it in each mode (QBasic help, "COLOR Statement"). */
export function applyColor(s: ColorTarget, a?: number, b?: number, c?: number): void {
  const mode = s.spec.mode;
  if (mode === 0) return textColor(s, a, b, c);
  if (c !== undefined) throw new GraphicsError(5);
  switch (mode) {
    case 1: {
      const background = argument(a, 0, 255);
      const palette = argument(b, 0, 255);
      if (background !== undefined) s.paletteColors[0] = background & 15;
      if (palette !== undefined) {
        s.cgaPalette = palette & 1;
        s.paletteColors.set(CGA_SETS[s.cgaPalette], 1);
      }
      return s.refreshRgba();
    }
    case 7: case 8: case 9: case 10: {
      const fg = argument(a, 0, s.spec.colors - 1);
      const bg = argument(b, 0, mode === 9 ? 63 : mode === 10 ? 8 : 15);
      if (fg !== undefined) s.text.attr = fg;
      if (bg !== undefined && isValidColor(s.spec.paletteKind, bg)) {
        s.paletteColors[0] = bg;
        s.refreshRgba();
      }
      return;
    }
    case 11: case 12: case 13: {
      if (b !== undefined) throw new GraphicsError(5); // "COLOR [foreground]  Screen modes 11-13" (QB45 help)
      const fg = argument(a, 0, s.spec.colors - 1);
      if (fg !== undefined) s.text.attr = fg;
      return;
    }
    default: throw new GraphicsError(5); // QB45 help gives COLOR no syntax in SCREEN 2
  }
}

/** SCREEN 0: foreground 0-31 (16+ blinks), background 0-15 (shown as 0-7), border ignored on a VGA. */
function textColor(s: ColorTarget, a?: number, b?: number, c?: number): void {
  const fg = argument(a, 0, 31);
  const bg = argument(b, 0, 15);
  argument(c, 0, 15);
  let attr = s.text.attr;
  if (fg !== undefined) attr = (attr & 0x70) | (fg & 15) | ((fg & 16) << 3);
  if (bg !== undefined) attr = (attr & 0x8f) | ((bg & 7) << 4);
  s.text.attr = attr;
}

/** The mode WIDTH cols, rows selects from `spec`, or undefined when QBasic rejects it. */
export function widthSpec(spec: ModeSpec, cols: number, rows: number): ModeSpec | undefined {
  switch (spec.mode) {
    case 0:
      return (cols === 40 || cols === 80) && (rows === 25 || rows === 43 || rows === 50)
        ? textModeSpec(cols, rows) : undefined;
    case 1: case 2: case 7: case 8: {
      if (rows !== 25 || (cols !== 40 && cols !== 80)) return undefined;
      const pair = spec.mode === 1 || spec.mode === 2 ? [1, 2] : [7, 8];
      return graphicsModeSpec(cols === 40 ? pair[0] : pair[1]);
    }
    case 9: case 10: return cols === 80 && (rows === 25 || rows === 43) ? withRows(spec, rows, rows === 25 ? 14 : 8) : undefined;
    case 11: case 12: return cols === 80 && (rows === 30 || rows === 60) ? withRows(spec, rows, rows === 30 ? 16 : 8) : undefined;
    case 13: return cols === 40 && rows === 25 ? spec : undefined;
    default: return undefined;
  }
}

function withRows(spec: ModeSpec, rows: number, charHeight: number): ModeSpec {
  return { ...spec, textRows: rows, charHeight };
}
