// The VGA ROM fonts as glyph tables: FONT[code * height + row], leftmost pixel in bit 7.
import { VGA8X8_BASE64 } from './vga8x8.js';
import { VGA8X14_BASE64 } from './vga8x14.js';
import { VGA8X16_BASE64 } from './vga8x16.js';

export interface Font {
  readonly height: number;
  /** 256 glyphs x height rows, one byte a row */
  readonly glyphs: Uint8Array;
}

/** A ROM font whose glyph table is decoded when first read: a run that draws no text never decodes one. */
class RomFont implements Font {
  private table: Uint8Array | undefined;

  constructor(
    readonly height: number,
    private readonly base64: string,
  ) {}

  get glyphs(): Uint8Array {
    if (this.table === undefined) {
      const text = atob(this.base64);
      const glyphs = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) glyphs[i] = text.charCodeAt(i);
      this.table = glyphs;
    }
    return this.table;
  }
}

/** 8x8 font: SCREEN 1, 2, 7, 8, 13 and the 43/50/60-line text modes */
export const FONT_8X8: Font = new RomFont(8, VGA8X8_BASE64);
/** 8x14 font: SCREEN 9 and 10 */
export const FONT_8X14: Font = new RomFont(14, VGA8X14_BASE64);
/** 8x16 font: SCREEN 0 on VGA, SCREEN 11 and 12 */
export const FONT_8X16: Font = new RomFont(16, VGA8X16_BASE64);

export function fontForHeight(height: number): Font {
  return height === 16 ? FONT_8X16 : height === 14 ? FONT_8X14 : FONT_8X8;
}
