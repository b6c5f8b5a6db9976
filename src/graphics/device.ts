// The contract between the runtime and the graphics device: what a BASIC statement may ask of a screen.
// Coordinates are as the program wrote them (WINDOW / VIEW applied inside); colours are attributes.
// Errors are thrown as GraphicsError with the QBasic error code (5 Illegal function call ...).

export class GraphicsError extends Error {
  constructor(readonly code: number) {
    super(`graphics error ${code}`);
    this.name = 'GraphicsError';
  }
}

/** Memory a host may hand the device so that another thread sees pixels and colours as they change. */
export interface ScreenMemory {
  /** at least 640*480 bytes: one palette attribute per pixel, row-major, `width` bytes a row */
  pixels: Uint8Array;
  /** 256 entries: 0x00BBGGRR (8 bits each) for attribute i, i.e. what the canvas shows */
  rgba: Uint32Array;
  /** [mode, width, height, version]: version is bumped on every change of mode or palette */
  info: Int32Array;
}

/** DRAW's `X` and `=` commands name variables by VARPTR$ strings; the runtime resolves them. */
export interface DrawResolver {
  /** the string held by the variable VARPTR$ returned `ptr` for (`X` command) */
  string(ptr: string): string;
  /** the number held by the variable VARPTR$ returned `ptr` for (`=` suffix of a numeric argument) */
  number(ptr: string): number;
}

export type PutAction = 'PSET' | 'PRESET' | 'AND' | 'OR' | 'XOR';

export interface GraphicsDevice {
  readonly mode: number;
  readonly width: number;
  readonly height: number;
  readonly textCols: number;
  readonly textRows: number;

  /** SCREEN mode[, colorswitch][, apage][, vpage]; an unsupported mode throws GraphicsError(5). */
  setMode(mode: number, colorSwitch?: number, activePage?: number, visualPage?: number): void;
  /** PCOPY: page `from` (pixels and text cells) onto page `to`; a page the mode lacks is GraphicsError(5). */
  copyPage(from: number, to: number): void;
  /** WIDTH cols[, rows] (may change mode in text/EGA/VGA, as QBasic does) */
  setWidth(cols: number | undefined, rows: number | undefined): void;

  // ---- text on the screen (every mode): cursor rows and columns are 1-based
  /** Write text at the cursor with the current colours, wrapping at the right edge and scrolling the text
   *  view at the bottom. "\n" is CR+LF; CHR$(7) beeps, other control characters act as in QBasic's PRINT. */
  print(text: string): void;
  locate(row?: number, col?: number, cursor?: number, start?: number, stop?: number): void;
  readonly cursorRow: number;
  readonly cursorCol: number;
  /** COLOR with the arguments as written (undefined where omitted); rules differ per mode */
  color(a?: number, b?: number, c?: number): void;
  /** CLS 0 / 1 / 2, or undefined for the default */
  cls(kind?: number): void;
  /** VIEW PRINT [top TO bottom] */
  viewPrint(top?: number, bottom?: number): void;
  /** SCREEN(row, col[, colorflag]) function: the character code (or its attribute when colorflag <> 0) */
  screenChar(row: number, col: number, colorFlag: boolean): number;
  /** POKE into text video memory (B800:0 in SCREEN 0): a cell's character, or its attribute when attrByte */
  pokeText(row: number, col: number, attrByte: boolean, value: number): void;
  /** INT 10h AH=06h/07h: scroll a window of text rows and columns (1-based) up or down; see TextLayer.scrollWindow */
  scrollWindow(top: number, left: number, bottom: number, right: number, lines: number, down: boolean, attr: number): void;
  /**
   * INT 10h AH=09h/0Ah: `count` copies of a character from the cursor on, which stays put; `attr` is the
   * attribute (a graphics mode: the colour), or undefined to keep each cell's (0Ah in a text mode).
   */
  writeCells(code: number, attr: number | undefined, count: number): void;

  // ---- pixels
  pset(x: number, y: number, color: number | undefined, step: boolean): void;
  preset(x: number, y: number, color: number | undefined, step: boolean): void;
  /** POINT(x, y): the attribute at a point, -1 outside the view */
  point(x: number, y: number): number;
  /** SCREEN 13's video memory, A000:offset (the active page's pixel, not clipped, not WINDOW-mapped) */
  videoByte(offset: number): number;
  setVideoByte(offset: number, value: number): void;
  /** POINT(n): 0/1 physical x/y of the last point referenced, 2/3 its logical (WINDOW) x/y */
  pointInfo(n: number): number;
  line(
    from: { x: number; y: number; step: boolean } | undefined,
    to: { x: number; y: number; step: boolean },
    color: number | undefined,
    box: '' | 'B' | 'BF',
    style: number | undefined,
  ): void;
  circle(
    x: number, y: number, step: boolean, radius: number, color: number | undefined,
    start: number | undefined, end: number | undefined, aspect: number | undefined,
  ): void;
  /** paint is an attribute number or a tile string; border defaults to the paint colour */
  paint(x: number, y: number, step: boolean, paint: number | string | undefined, border: number | undefined,
    background: string | undefined): void;
  draw(commands: string, resolver?: DrawResolver): void;
  /** PALETTE attr, colour; PALETTE with no arguments restores the mode's default palette */
  palette(attr?: number, color?: number): void;
  /** OUT &H3C8 / &H3C9: DAC entry `index` shows `rgb6` (65536*b + 256*g + r, 0..63 each) in every mode */
  setDac(index: number, rgb6: number): void;
  /** INP(&H3C9) after OUT &H3C7: DAC entry `index` as 65536*b + 256*g + r */
  dac(index: number): number;
  /** The text font's glyph height (8, 14 or 16) */
  readonly charHeight: number;
  /** INT 10h AX=1100h: user glyphs for the text mode from character `first` on (`bytesPerChar` bytes each) */
  loadGlyphs(first: number, bytesPerChar: number, data: Uint8Array): void;
  /** PALETTE USING: colours for attributes 0..n-1; -1 leaves an attribute unchanged */
  paletteUsing(colors: ArrayLike<number>): void;
  view(screen: boolean, x1?: number, y1?: number, x2?: number, y2?: number, fill?: number, border?: number): void;
  window(screen: boolean, x1?: number, y1?: number, x2?: number, y2?: number): void;
  /** PMAP(coord, n) */
  pmap(coord: number, n: number): number;
  /** GET (x1,y1)-(x2,y2): the bytes QBasic stores in the array (header: width in bits, height; then rows) */
  getImage(x1: number, y1: number, step1: boolean, x2: number, y2: number, step2: boolean): Uint8Array;
  /** bytes needed by getImage for a w x h block in this mode (for the array-size check) */
  imageSize(w: number, h: number): number;
  putImage(x: number, y: number, step: boolean, data: Uint8Array, action: PutAction): void;

  /** SCREEN 0 draws written text cells into the pixels lazily: this draws them now. Call it before reading
   *  ScreenMemory.pixels from outside (toRGBA and snapshot do it themselves). */
  flushText(): void;
  /** The visible page's pixels as RGBA bytes, width*height*4 (for PNG output and tests). */
  toRGBA(): Uint8Array;
  /** The visible page as attribute indices, width*height bytes (for golden-image comparisons). */
  snapshot(): Uint8Array;
}
