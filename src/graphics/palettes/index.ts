// Colour tables and what a PALETTE colour number means in each kind of mode.
import { VGA256_DEFAULT_6BIT } from './vga256.js';

export { VGA256_DEFAULT_6BIT };

/** How a mode reads PALETTE's colour argument. */
export type PaletteKind =
  | 'vga' // SCREEN 11, 12, 13: 65536*blue + 256*green + red, each 0..63
  | 'ega64' // SCREEN 0, 9: an EGA colour index 0..63 (bits rgbRGB)
  | 'cga16' // SCREEN 1, 2, 7, 8: one of the 16 CGA colours
  | 'mono9'; // SCREEN 10: one of the 9 monochrome pseudo-colours 0..8

/** 6-bit DAC level to 8 bits, as the VGA DAC output is usually scaled (shared/reference/README.md). */
export function sixToEight(v: number): number {
  return ((v << 2) | (v >> 4)) & 255;
}

/** Packs 6-bit r, g, b into the 0x00BBGGRR value ScreenMemory.rgba holds. */
export function packRgb6(r: number, g: number, b: number): number {
  return (sixToEight(b) << 16) | (sixToEight(g) << 8) | sixToEight(r);
}

/** The EGA 64-colour index rgbRGB (secondary bits 3-5 = 1/3 intensity, primary bits 0-2 = 2/3). */
export function egaToRgba(index: number): number {
  const level = (primary: number, secondary: number) =>
    ((index >> primary) & 1) * 42 + ((index >> secondary) & 1) * 21;
  return packRgb6(level(2, 5), level(1, 4), level(0, 3));
}

/** One of the 16 CGA colours (brown at 6): the first 16 entries of the VGA default DAC. */
export function cgaToRgba(index: number): number {
  const i = index * 3;
  return packRgb6(VGA256_DEFAULT_6BIT[i], VGA256_DEFAULT_6BIT[i + 1], VGA256_DEFAULT_6BIT[i + 2]);
}

/** A VGA colour 65536*b + 256*g + r. */
export function vgaToRgba(color: number): number {
  return packRgb6(color & 63, (color >> 8) & 63, (color >> 16) & 63);
}

/** Whether `color` is a valid PALETTE colour for the kind of mode. */
export function isValidColor(kind: PaletteKind, color: number): boolean {
  if (!Number.isInteger(color) || color < 0) return false;
  if (kind === 'vga') return color <= 0x3f3f3f && (color & 0xc0c0c0) === 0;
  return color < (kind === 'ega64' ? 64 : kind === 'mono9' ? 9 : 16);
}

/**
 * SCREEN 10's pseudo-colours (QB45 help, PALETTE: 0 off, 1 blink off-on, 2 blink off-high, 3 blink on-off,
 * 4 on, 5 blink on-high, 6 blink high-off, 7 blink high-on, 8 high intensity), shown as the grey of a
 * monochrome monitor; a blinking one is drawn steady at its brighter state.
 */
const MONO_LEVELS = [0, 42, 63, 42, 42, 63, 63, 63, 63];

export function monoToRgba(color: number): number {
  const v = MONO_LEVELS[color] ?? 0;
  return packRgb6(v, v, v);
}

export function colorToRgba(kind: PaletteKind, color: number): number {
  if (kind === 'mono9') return monoToRgba(color);
  return kind === 'vga' ? vgaToRgba(color) : kind === 'ega64' ? egaToRgba(color) : cgaToRgba(color);
}

/** The EGA attribute-controller default: attributes 0-15 as EGA colours (brown is 20). */
export const EGA_DEFAULT_16 = [0, 1, 2, 3, 4, 5, 20, 7, 56, 57, 58, 59, 60, 61, 62, 63];

/** The VGA colour for DAC entry i of the default palette. */
export function vgaDefaultColor(i: number): number {
  const j = i * 3;
  return VGA256_DEFAULT_6BIT[j] | (VGA256_DEFAULT_6BIT[j + 1] << 8) | (VGA256_DEFAULT_6BIT[j + 2] << 16);
}
