// Text cells on any screen: a character/attribute buffer, the cursor, the VIEW PRINT area and
// scrolling, with every cell also rendered as a glyph into the page's pixels. In SCREEN 0 nothing but
// the text writes pixels, so a written cell is only marked and drawn at the next flush() (before anyone
// reads the pixels): a loop that rewrites the same rows draws each cell once per flush, not per PRINT.
// Graphics modes draw at once (PSET and friends draw over text cells in program order).
import type { Font } from './fonts/index.js';

/** For each glyph byte, its 8 pixels as two 4-pixel masks (0xff where the bit is set), in memory order. */
const GLYPH_MASKS = (() => {
  const bytes = new Uint8Array(256 * 8);
  for (let bits = 0; bits < 256; bits++) {
    for (let x = 0; x < 8; x++) bytes[bits * 8 + x] = bits & (0x80 >> x) ? 0xff : 0;
  }
  return new Uint32Array(bytes.buffer);
})();

/** The page's pixels as 32-bit words when they line up (cells start at multiples of 8 pixels). */
function wordsOf(pixels: Uint8Array): Uint32Array | undefined {
  if (pixels.byteOffset % 4 !== 0 || pixels.length % 4 !== 0) return undefined;
  return new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
}

export class TextLayer {
  cols = 80;
  rows = 25;
  font: Font;
  /** SCREEN 0 draws attribute bytes (fg, bg, blink); graphics modes draw fg on attribute 0 */
  textMode = true;
  chars: Uint8Array = new Uint8Array(0);
  attrs: Uint8Array = new Uint8Array(0);
  pixels: Uint8Array = new Uint8Array(0);
  private pixelWords: Uint32Array | undefined;
  pixelWidth = 0;
  /** SCREEN 0: cells written since the last flush (indices, each once: `marked` flags them) */
  private dirty = new Int32Array(0);
  private dirtyCount = 0;
  private marked = new Uint8Array(0);
  /** 1-based cursor; `pending` means a character was written in the last column and the wrap is due */
  row = 1;
  col = 1;
  pending = false;
  top = 1;
  bottom = 25;
  /** the attribute new characters get (SCREEN 0: blink|bg<<4|fg; graphics: the foreground colour) */
  attr = 7;
  /** what cleared cells get (SCREEN 0: the current attribute; graphics: 0) */
  get clearAttr(): number {
    return this.textMode ? this.attr : 0;
  }

  constructor(font: Font) {
    this.font = font;
  }

  /** Points the layer at a page's buffers (chars and attrs are cols*rows bytes). */
  attach(chars: Uint8Array, attrs: Uint8Array, pixels: Uint8Array, pixelWidth: number): void {
    this.flush();
    if (this.marked.length < chars.length) {
      this.marked = new Uint8Array(chars.length);
      this.dirty = new Int32Array(chars.length);
    }
    this.chars = chars;
    this.attrs = attrs;
    this.pixels = pixels;
    this.pixelWords = wordsOf(pixels);
    this.pixelWidth = pixelWidth;
  }

  /** A new mode: the old cells' pending drawing is dropped with them (call before attach). */
  reset(cols: number, rows: number, font: Font, textMode: boolean): void {
    this.discard();
    this.cols = cols;
    this.rows = rows;
    this.font = font;
    this.textMode = textMode;
    this.top = 1;
    this.bottom = rows;
    this.home();
  }

  home(): void {
    this.row = this.top;
    this.col = 1;
    this.pending = false;
  }

  /** Writes bytes at the cursor, QBasic style: control codes, wrapping, scrolling. */
  print(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i) & 255;
      if (code > 31) this.putGlyph(code);
      else this.putByte(code);
    }
  }

  private putByte(code: number): void {
    switch (code) {
      case 7: return; // BEEP: the runtime sounds it
      case 9: return this.tab();
      case 10: case 13: return this.newline();
      case 11: return this.home(); // VT: cursor home (QBasic help, "ASCII Character Codes": 11 home)
      case 12: return this.clearView(); // FF: clears the text view
      case 28: return this.moveRight();
      case 29: return this.moveLeft();
      case 30: if (this.row > this.top) this.row--; return;
      case 31: if (this.row < this.bottom) this.row++; return;
      default: return this.putGlyph(code);
    }
  }

  private putGlyph(code: number): void {
    if (this.pending) {
      this.pending = false;
      this.newline();
    }
    this.setCell(this.row, this.col, code, this.attr);
    if (this.col < this.cols) this.col++;
    else this.pending = true;
  }

  private tab(): void {
    if (this.pending) this.newline();
    do this.putGlyph(32); while (!this.pending && (this.col - 1) % 8 !== 0);
  }

  private moveRight(): void {
    if (this.col < this.cols) this.col++;
    else if (this.row < this.bottom) {
      this.row++;
      this.col = 1;
    }
  }

  private moveLeft(): void {
    this.pending = false;
    if (this.col > 1) this.col--;
    else if (this.row > this.top) {
      this.row--;
      this.col = this.cols;
    }
  }

  newline(): void {
    this.pending = false;
    this.col = 1;
    if (this.row >= this.bottom) this.scrollUp();
    else this.row++;
  }

  /** Moves the cursor; row must lie in the text view (checked by the caller). */
  locate(row: number, col: number): void {
    this.row = row;
    this.col = col;
    this.pending = false;
  }

  /** CSRLIN as QBasic reports it: a pending wrap counts as the next row except at the bottom. */
  get reportedRow(): number {
    return this.pending && this.row < this.bottom ? this.row + 1 : this.row;
  }

  /** POS(0): a pending wrap reports column 1. */
  get reportedCol(): number {
    return this.pending ? 1 : this.col;
  }

  setCell(row: number, col: number, code: number, attr: number): void {
    const index = (row - 1) * this.cols + (col - 1);
    this.chars[index] = code;
    this.attrs[index] = attr;
    if (!this.textMode) this.renderCell(row, col);
    else if (!this.marked[index]) {
      this.marked[index] = 1;
      this.dirty[this.dirtyCount++] = index;
    }
  }

  /** Draw the cells written since the last flush into the pixels. */
  flush(): void {
    const count = this.dirtyCount;
    if (count === 0) return;
    const { dirty, marked, cols } = this;
    for (let i = 0; i < count; i++) {
      const index = dirty[i];
      marked[index] = 0;
      this.renderCell(((index / cols) | 0) + 1, (index % cols) + 1);
    }
    this.dirtyCount = 0;
  }

  private discard(): void {
    for (let i = 0; i < this.dirtyCount; i++) this.marked[this.dirty[i]] = 0;
    this.dirtyCount = 0;
  }

  renderCell(row: number, col: number): void {
    const index = (row - 1) * this.cols + (col - 1);
    const attr = this.attrs[index];
    const fg = this.textMode ? attr & 15 : attr;
    const bg = this.textMode ? (attr >> 4) & 7 : 0;
    const height = this.font.height;
    const glyphs = this.font.glyphs;
    const glyphBase = this.chars[index] * height;
    const p = (row - 1) * height * this.pixelWidth + (col - 1) * 8;
    const words = this.pixelWords;
    if (words) this.blitWords(words, glyphs, glyphBase, height, p, fg, bg);
    else this.blitBytes(glyphs, glyphBase, height, p, fg, bg);
  }

  renderAll(): void {
    this.discard();
    for (let row = 1; row <= this.rows; row++) for (let col = 1; col <= this.cols; col++) this.renderCell(row, col);
  }

  /** Four pixels a store: each glyph row is two words masked between fg and bg. */
  private blitWords(
    words: Uint32Array, glyphs: Uint8Array, glyphBase: number, height: number, p: number, fg: number, bg: number,
  ): void {
    const fg4 = (fg & 255) * 0x01010101;
    const bg4 = (bg & 255) * 0x01010101;
    const stride = this.pixelWidth >> 2;
    for (let y = 0, w = p >> 2; y < height; y++, w += stride) {
      const m = glyphs[glyphBase + y] * 2;
      words[w] = (fg4 & GLYPH_MASKS[m]) | (bg4 & ~GLYPH_MASKS[m]);
      words[w + 1] = (fg4 & GLYPH_MASKS[m + 1]) | (bg4 & ~GLYPH_MASKS[m + 1]);
    }
  }

  private blitBytes(glyphs: Uint8Array, glyphBase: number, height: number, p: number, fg: number, bg: number): void {
    const { pixels, pixelWidth } = this;
    for (let y = 0; y < height; y++, p += pixelWidth) {
      const bits = glyphs[glyphBase + y];
      for (let x = 0; x < 8; x++) pixels[p + x] = bits & (0x80 >> x) ? fg : bg;
    }
  }

  /** Blanks text rows top..bottom (1-based) in the cells and the pixels. */
  clearRows(top: number, bottom: number): void {
    this.flush();
    const attr = this.clearAttr;
    this.chars.fill(32, (top - 1) * this.cols, bottom * this.cols);
    this.attrs.fill(attr, (top - 1) * this.cols, bottom * this.cols);
    const rowBytes = this.font.height * this.pixelWidth;
    const bg = this.textMode ? (attr >> 4) & 7 : 0;
    this.pixels.fill(bg, (top - 1) * rowBytes, bottom * rowBytes);
  }

  clearView(): void {
    this.clearRows(this.top, this.bottom);
    this.home();
  }

  /**
   * The BIOS window scroll (INT 10h AH=06h up, 07h down): rows top..bottom and columns left..right (1-based)
   * move `lines` rows (0, or the window's height or more, blanks it), cells and pixels alike; the rows
   * left behind get blanks of `attr` (a graphics mode fills them with colour `attr`).
   */
  scrollWindow(top: number, left: number, bottom: number, right: number, lines: number, down: boolean, attr: number): void {
    const height = bottom - top + 1;
    const n = lines === 0 || lines >= height ? height : lines;
    const width = right - left + 1;
    const glyphRow = this.font.height * this.pixelWidth;
    const span = (row: number, y: number) => (row - 1) * glyphRow + y * this.pixelWidth + (left - 1) * 8;
    const move = (from: number, to: number) => {
      const a = (from - 1) * this.cols + left - 1;
      const b = (to - 1) * this.cols + left - 1;
      this.chars.copyWithin(b, a, a + width);
      this.attrs.copyWithin(b, a, a + width);
      for (let y = 0; y < this.font.height; y++) this.pixels.copyWithin(span(to, y), span(from, y), span(from, y) + width * 8);
    };
    if (down) for (let r = bottom; r >= top + n; r--) move(r - n, r);
    else for (let r = top; r <= bottom - n; r++) move(r + n, r);
    const first = down ? top : bottom - n + 1;
    const fill = this.textMode ? (attr >> 4) & 7 : attr;
    for (let r = first; r < first + n; r++) {
      const i = (r - 1) * this.cols + left - 1;
      this.chars.fill(32, i, i + width);
      this.attrs.fill(this.textMode ? attr : 0, i, i + width);
      for (let y = 0; y < this.font.height; y++) this.pixels.fill(fill, span(r, y), span(r, y) + width * 8);
    }
  }

  /** Scrolls the text view up one row (cells and pixels) and blanks its bottom row. */
  scrollUp(): void {
    const { top, bottom, cols } = this;
    this.flush();
    if (bottom > top) {
      this.chars.copyWithin((top - 1) * cols, top * cols, bottom * cols);
      this.attrs.copyWithin((top - 1) * cols, top * cols, bottom * cols);
      const rowBytes = this.font.height * this.pixelWidth;
      this.pixels.copyWithin((top - 1) * rowBytes, top * rowBytes, bottom * rowBytes);
    }
    this.clearRows(bottom, bottom);
  }
}
