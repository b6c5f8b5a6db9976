// The VGA ROM fonts as glyph tables: FONT[code * height + row], leftmost pixel in bit 7.
import { VGA8X8_BASE64 } from './vga8x8.js';
import { VGA8X14_BASE64 } from './vga8x14.js';
import { VGA8X16_BASE64 } from './vga8x16.js';

export interface Font {
  readonly height: number;
  /** 256 glyphs x height rows, one byte a row */
  readonly glyphs: Uint8Array;
}

function decode(base64: string, height: number): Font {
  const text = atob(base64);
  const glyphs = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) glyphs[i] = text.charCodeAt(i);
  return { height, glyphs };
}

/** 8x8 font: SCREEN 1, 2, 7, 8, 13 and the 43/50/60-line text modes */
export const FONT_8X8: Font = decode(VGA8X8_BASE64, 8);
/** 8x14 font: SCREEN 9 and 10 */
export const FONT_8X14: Font = decode(VGA8X14_BASE64, 14);
/** 8x16 font: SCREEN 0 on VGA, SCREEN 11 and 12 */
export const FONT_8X16: Font = decode(VGA8X16_BASE64, 16);

export function fontForHeight(height: number): Font {
  return height === 16 ? FONT_8X16 : height === 14 ? FONT_8X14 : FONT_8X8;
}
