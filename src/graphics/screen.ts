// The graphics device: screen modes, pages, palette, text and the graphics statements, on typed arrays.
import {
  GraphicsError, type DrawResolver, type GraphicsDevice, type PutAction, type ScreenMemory,
} from './device.js';
import { fontForHeight } from './fonts/index.js';
import { defaultAspect, graphicsModeSpec, textModeSpec, type ModeSpec } from './modes.js';
import { colorToRgba, isValidColor } from './palettes/index.js';
import { applyColor, defaultPalette, foregroundDefault, widthSpec } from './mode-colors.js';
import {
  clampAttribute, drawLineStatement, lastPointInfo, plotPoint, pmapFunction, readPoint, viewStatement, windowStatement,
} from './ops.js';
import { circleStatement } from './circle.js';
import { paintStatement } from './paint.js';
import { DrawMachine } from './draw.js';
import { getImage, imageBytes, putImage } from './image.js';
import { recogniseGlyph } from './glyph-match.js';
import { Surface } from './surface.js';
import { Dac, dacIndexOf } from './dac.js';
import { TextLayer } from './text.js';
import { Coordinates, roundEven } from './coords.js';

const ILLEGAL = 5;

function illegal(): never {
  throw new GraphicsError(ILLEGAL);
}

/** An integer argument in lo..hi, or Illegal function call. */
export function checkRange(v: number, lo: number, hi: number): number {
  const r = roundEven(v);
  if (!(r >= lo && r <= hi)) illegal();
  return r;
}

export function createMemory(): ScreenMemory {
  return { pixels: new Uint8Array(640 * 480), rgba: new Uint32Array(256), info: new Int32Array(4) };
}

export class Screen implements GraphicsDevice {
  readonly memory: ScreenMemory;
  spec: ModeSpec = textModeSpec(80, 25);
  readonly coords = new Coordinates();
  readonly text = new TextLayer(fontForHeight(16));
  readonly surface: Surface;
  /** the colour number PALETTE gave each attribute (its meaning depends on spec.paletteKind) */
  readonly paletteColors = new Int32Array(256);
  /** DAC entries programs set through the ports (OUT &H3C8 / &H3C9) */
  private readonly dacSet = new Dac();
  /** pixels of each page; a page not yet written is made on first use (all pages start blank) */
  private pages: (Uint8Array | undefined)[] = [];
  private pageChars: Uint8Array[] = [];
  private pageAttrs: Uint8Array[] = [];
  private activePage = 0;
  private visualPage = 0;
  /** each page's text cursor: row, column and pending wrap, three numbers a page; the active page's lives
   *  in the text layer (QBasic 1.1 keeps them apart, and PCOPY copies none: oracle) */
  private pageCursors = new Int32Array(0);
  /** SCREEN 1's COLOR palette choice (0 or 1) */
  cgaPalette = 1;
  /** the attribute the last graphics statement used: DRAW draws with it until a C command */
  lastAttr = 7;

  constructor(given?: ScreenMemory) {
    const memory = given ?? createMemory();
    if (memory.pixels.length < 640 * 480 || memory.rgba.length < 256 || memory.info.length < 4) {
      throw new RangeError('ScreenMemory is too small');
    }
    this.memory = memory;
    this.surface = new Surface(memory.pixels, 640, 400);
    // Memory of our own is fresh, so already blank: writing its 256,000 zeros would only make the system
    // hand over every page of it now (a page fault each, in a browser's worker on every run).
    this.applyMode(this.spec, 0, 0, given !== undefined);
  }

  get mode(): number { return this.spec.mode; }
  get width(): number { return this.spec.width; }
  get height(): number { return this.spec.height; }
  get textCols(): number { return this.spec.textCols; }
  get textRows(): number { return this.spec.textRows; }
  get charHeight(): number { return this.text.font.height; }
  get cursorRow(): number { return this.text.reportedRow; }
  get cursorCol(): number { return this.text.reportedCol; }
  get isTextMode(): boolean { return this.spec.mode === 0; }
  /** the graphics foreground attribute (COLOR's first argument in graphics modes) */
  get foreground(): number { return this.isTextMode ? this.text.attr & 15 : this.text.attr; }
  get defaultAspect(): number { return defaultAspect(this.spec); }

  setMode(mode: number, colorSwitch?: number, activePage?: number, visualPage?: number): void {
    void colorSwitch; // colour burst on a CGA: no effect on a VGA
    const spec = mode === this.spec.mode ? this.spec : mode === 0 ? textModeSpec(this.lastTextCols, 25) : graphicsModeSpec(mode);
    if (!spec) illegal();
    const apage = activePage === undefined ? (spec === this.spec ? this.activePage : 0) : activePage;
    const vpage = visualPage === undefined ? (activePage === undefined && spec === this.spec ? this.visualPage : apage) : visualPage;
    if (!(apage >= 0 && apage < spec.pages && vpage >= 0 && vpage < spec.pages)) illegal();
    if (spec === this.spec) this.setPages(apage, vpage);
    else this.applyMode(spec, apage, vpage);
  }

  private lastTextCols = 80;

  setWidth(cols: number | undefined, rows: number | undefined): void {
    const spec = this.spec;
    const c = cols === undefined ? spec.textCols : roundEven(cols);
    const r = rows === undefined ? spec.textRows : roundEven(rows);
    const next = widthSpec(spec, c, r);
    if (!next) illegal();
    if (next.mode === spec.mode && next.textCols === spec.textCols && next.textRows === spec.textRows) return;
    this.applyMode(next, 0, 0);
  }

  /** Switches to a mode: clears every page, resets palette, colours, text view, VIEW and WINDOW. */
  private applyMode(spec: ModeSpec, apage: number, vpage: number, clear = true): void {
    this.spec = spec;
    if (spec.mode === 0) this.lastTextCols = spec.textCols;
    const size = spec.width * spec.height;
    const cells = spec.textCols * spec.textRows;
    this.pages = new Array(spec.pages);
    this.pageChars = [];
    this.pageAttrs = [];
    this.pages[vpage] = this.memory.pixels.subarray(0, size);
    // every page's characters, then every page's attributes, in one buffer: a browser's engine takes
    // microseconds to set up each typed array's memory, and SCREEN 0 has 8 pages
    const cellBytes = new Uint8Array(2 * spec.pages * cells);
    cellBytes.fill(32, 0, spec.pages * cells);
    if (spec.mode === 0) cellBytes.fill(7, spec.pages * cells);
    for (let i = 0; i < spec.pages; i++) {
      this.pageChars.push(cellBytes.subarray(i * cells, (i + 1) * cells));
      this.pageAttrs.push(cellBytes.subarray((spec.pages + i) * cells, (spec.pages + i + 1) * cells));
    }
    if (clear) this.pages[vpage]!.fill(0);
    this.pageCursors = new Int32Array(3 * spec.pages);
    for (let i = 0; i < spec.pages; i++) this.pageCursors.set([1, 1, 0], 3 * i);
    this.activePage = apage;
    this.visualPage = vpage;
    this.text.reset(spec.textCols, spec.textRows, fontForHeight(spec.charHeight), spec.mode === 0);
    this.text.attr = foregroundDefault(spec.mode);
    this.cgaPalette = 1;
    this.attachActive();
    this.coords.resetScreen(spec.width, spec.height);
    this.surface.unclip();
    this.resetPalette();
    this.lastAttr = this.foreground;
    this.drawState.reset();
  }

  private attachActive(): void {
    const page = this.page(this.activePage);
    this.surface.resize(page, this.spec.width, this.spec.height);
    this.syncClip();
    this.text.attach(this.pageChars[this.activePage], this.pageAttrs[this.activePage], page, this.spec.width);
  }

  private page(i: number): Uint8Array {
    return (this.pages[i] ??= new Uint8Array(this.spec.width * this.spec.height));
  }

  /** The visible page always lives in memory.pixels, so a host sharing that memory sees it. */
  private setPages(apage: number, vpage: number): void {
    this.text.flush();
    if (vpage !== this.visualPage) {
      const size = this.spec.width * this.spec.height;
      const shown = this.memory.pixels.subarray(0, size);
      const old = new Uint8Array(shown);
      shown.set(this.page(vpage));
      this.pages[this.visualPage] = old;
      this.pages[vpage] = shown;
      this.visualPage = vpage;
    }
    if (apage !== this.activePage) this.switchCursor(apage);
    this.activePage = apage;
    this.attachActive();
    this.bumpVersion();
  }

  private switchCursor(apage: number): void {
    const t = this.text;
    const cursors = this.pageCursors;
    cursors.set([t.row, t.col, t.pending ? 1 : 0], 3 * this.activePage);
    t.row = Math.min(Math.max(cursors[3 * apage], t.top), t.bottom);
    t.col = cursors[3 * apage + 1];
    t.pending = cursors[3 * apage + 2] !== 0;
  }

  /** Text modes: glyphs from character `first` on, `bytesPerChar` rows each in `data`, replace the ROM font's
   *  on every page until the next mode set (INT 10h AX=1100h); rows past the font's height are ignored. */
  loadGlyphs(first: number, bytesPerChar: number, data: Uint8Array): void {
    const { height, glyphs: rom } = this.text.font;
    const glyphs = new Uint8Array(rom);
    for (let i = 0; (i + 1) * bytesPerChar <= data.length && first + i < 256; i++) {
      for (let y = 0; y < Math.min(height, bytesPerChar); y++) glyphs[(first + i) * height + y] = data[i * bytesPerChar + y];
    }
    this.text.font = { height, glyphs };
    for (let p = 0; p < this.pages.length; p++) {
      this.text.attach(this.pageChars[p], this.pageAttrs[p], this.page(p), this.spec.width);
      this.text.renderAll();
    }
    this.attachActive();
    this.bumpVersion();
  }

  copyPage(from: number, to: number): void {
    const count = this.spec.pages;
    if (!(from >= 0 && from < count && to >= 0 && to < count)) illegal();
    if (from === to) return;
    this.text.flush();
    this.page(to).set(this.page(from));
    this.pageChars[to].set(this.pageChars[from]);
    this.pageAttrs[to].set(this.pageAttrs[from]);
  }

  syncClip(): void {
    const c = this.coords;
    this.surface.setClip(c.viewX0, c.viewY0, c.viewX1, c.viewY1);
  }

  private bumpVersion(): void {
    const info = this.memory.info;
    info[0] = this.spec.mode;
    info[1] = this.spec.width;
    info[2] = this.spec.height;
    info[3] = (info[3] + 1) | 0;
  }

  // ---- palette

  resetPalette(): void {
    this.dacSet.clear();
    this.paletteColors.fill(0);
    const colors = defaultPalette(this.spec.mode);
    this.paletteColors.set(colors);
    this.refreshRgba();
  }

  /** Recomputes the colour each attribute shows; with `dacIndex`, only the attributes showing that DAC entry. */
  refreshRgba(dacIndex = -1): void {
    const rgba = this.memory.rgba;
    if (dacIndex < 0) rgba.fill(0);
    for (let i = 0; i < this.spec.colors; i++) {
      const at = dacIndexOf(this.spec, this.paletteColors, i);
      if (dacIndex < 0 || at === dacIndex) rgba[i] = this.dacSet.rgba(at) ?? colorToRgba(this.spec.paletteKind, this.paletteColors[i]);
    }
    this.bumpVersion();
  }

  /** OUT &H3C9: DAC entry `index` shows `rgb6` (65536*b + 256*g + r, each 0..63), whatever the mode. */
  setDac(index: number, rgb6: number): void {
    this.dacSet.write(index, rgb6);
    this.refreshRgba(index & 255);
  }

  /** INP(&H3C9): DAC entry `index` as 65536*b + 256*g + r. */
  dac(index: number): number {
    return this.dacSet.read(index & 255, this.spec, this.paletteColors);
  }

  palette(attr?: number, color?: number): void {
    if (attr === undefined) return this.resetPalette();
    const a = checkRange(attr, 0, this.spec.colors - 1);
    if (color === undefined) illegal();
    const c = roundEven(color);
    if (!isValidColor(this.spec.paletteKind, c)) illegal();
    this.paletteColors[a] = c;
    if (this.spec.paletteKind === 'vga') this.dacSet.forget(dacIndexOf(this.spec, this.paletteColors, a));
    this.refreshRgba();
  }

  paletteUsing(colors: ArrayLike<number>): void {
    if (colors.length < this.spec.colors) illegal();
    for (let i = 0; i < this.spec.colors; i++) {
      const c = roundEven(colors[i]);
      if (c !== -1 && !isValidColor(this.spec.paletteKind, c)) illegal();
    }
    for (let i = 0; i < this.spec.colors; i++) {
      const c = roundEven(colors[i]);
      if (c !== -1) this.paletteColors[i] = c;
      if (c !== -1 && this.spec.paletteKind === 'vga') this.dacSet.forget(dacIndexOf(this.spec, this.paletteColors, i));
    }
    this.refreshRgba();
  }

  // ---- text

  print(text: string): void {
    this.text.print(text);
  }

  locate(row?: number, col?: number, cursor?: number, start?: number, stop?: number): void {
    const t = this.text;
    const r = row === undefined ? t.row : checkRange(row, t.top, t.bottom);
    const c = col === undefined ? t.col : checkRange(col, 1, t.cols);
    if (cursor !== undefined) checkRange(cursor, 0, 1);
    if (start !== undefined) checkRange(start, 0, 31);
    if (stop !== undefined) checkRange(stop, 0, 31);
    t.locate(r, c); // a row outside VIEW PRINT is an Illegal function call (checked above)
  }

  color(a?: number, b?: number, c?: number): void {
    applyColor(this, a, b, c);
    if (!this.isTextMode) this.lastAttr = this.foreground;
  }

  cls(kind?: number): void {
    const k = kind === undefined ? (this.coords.viewActive ? 1 : 2) : checkRange(kind, 0, 2);
    if (this.isTextMode) {
      if (k === 0 || k === 1) this.text.clearRows(1, this.text.rows);
      else this.text.clearRows(this.text.top, this.text.bottom);
      this.text.home();
      return;
    }
    if (k === 0) {
      this.surface.pixels.fill(0);
      this.text.chars.fill(32);
      this.text.attrs.fill(0);
    } else if (k === 1) {
      const c = this.coords;
      const save = [this.surface.clipX0, this.surface.clipY0, this.surface.clipX1, this.surface.clipY1] as const;
      this.surface.fillRect(c.viewX0, c.viewY0, c.viewX1, c.viewY1, 0);
      this.surface.setClip(...save);
    } else {
      this.text.clearRows(this.text.top, this.text.bottom);
    }
    // CLS homes the cursor to the text view and the pen to the centre of the view (QBasic help, CLS)
    this.text.home();
    if (k !== 2) this.coords.centreLastPoint();
  }

  viewPrint(top?: number, bottom?: number): void {
    const t = this.text;
    if (top === undefined) {
      t.top = 1;
      t.bottom = t.rows;
    } else {
      const lo = checkRange(top, 1, t.rows);
      const hi = checkRange(bottom ?? t.rows, 1, t.rows);
      if (hi < lo) illegal();
      t.top = lo;
      t.bottom = hi;
    }
    t.home();
  }

  screenChar(row: number, col: number, colorFlag: boolean): number {
    const t = this.text;
    const r = checkRange(row, 1, t.rows);
    const c = checkRange(col, 1, t.cols);
    const index = (r - 1) * t.cols + (c - 1);
    if (colorFlag) return this.isTextMode ? t.attrs[index] : 0;
    return this.isTextMode ? t.chars[index] : recogniseGlyph(this, r, c);
  }

  /** POKE into text video memory (B800:0 in SCREEN 0): the character (or, `attrByte`, the attribute) of a cell. */
  pokeText(row: number, col: number, attrByte: boolean, value: number): void {
    const t = this.text;
    if (!this.isTextMode || row < 1 || row > t.rows || col < 1 || col > t.cols) return;
    const index = (row - 1) * t.cols + (col - 1);
    t.setCell(row, col, attrByte ? t.chars[index] : value, attrByte ? value : t.attrs[index]);
  }

  scrollWindow(top: number, left: number, bottom: number, right: number, lines: number, down: boolean, attr: number): void {
    const t = this.text;
    bottom = Math.min(bottom, t.rows);
    right = Math.min(right, t.cols);
    if (top < 1 || left < 1 || top > bottom || left > right) return;
    t.scrollWindow(top, left, bottom, right, lines, down, attr);
  }

  writeCells(code: number, attr: number | undefined, count: number): void {
    const t = this.text;
    const start = (this.cursorRow - 1) * t.cols + (this.cursorCol - 1);
    const end = Math.min(start + count, t.rows * t.cols);
    for (let i = start; i < end; i++) {
      const keep = this.isTextMode ? t.attrs[i] : this.foreground;
      t.setCell(Math.floor(i / t.cols) + 1, (i % t.cols) + 1, code, attr ?? keep);
    }
  }

  // ---- graphics statements (each in its own module)

  pset(x: number, y: number, color: number | undefined, step: boolean): void {
    const c = this.coords;
    // whole numbers without STEP or WINDOW in a graphics mode, as plotPoint plots them (rounding, the
    // INTEGER range of coordinates and the colour's range hold); anything else, errors too, goes there
    if (!step && !c.windowActive && color !== undefined && (color & 255) === color && this.spec.mode !== 0
      && (x << 16) >> 16 === x && (y << 16) >> 16 === y) {
      const attr = clampAttribute(color & 255, this.spec.colors);
      // setLast of whole numbers without WINDOW, written out (its roundEven calls count against the engine's
      // inlining budget of the loop around PSET)
      c.lastX = x;
      c.lastY = y;
      c.version++;
      this.lastAttr = attr;
      this.surface.plot(c.absX(x), c.absY(y), attr);
      return;
    }
    plotPoint(this, x, y, color === undefined ? this.foreground : color, step);
  }

  preset(x: number, y: number, color: number | undefined, step: boolean): void {
    plotPoint(this, x, y, color === undefined ? 0 : color, step);
  }

  point(x: number, y: number): number {
    const c = this.coords;
    // whole numbers in the INTEGER range without WINDOW in a graphics mode, as readPoint reads them
    if (!c.windowActive && this.spec.mode !== 0 && (x << 16) >> 16 === x && (y << 16) >> 16 === y) {
      const ax = c.absX(x);
      const ay = c.absY(y);
      const f = this.surface;
      return f.inClip(ax, ay) ? f.get(ax, ay) : -1;
    }
    return readPoint(this, x, y);
  }

  /** SCREEN 13's video memory at A000:offset is the active page's pixel there, whatever VIEW and WINDOW say:
   *  PEEK and POKE neither clip nor move the last point (QBasic 1.1, oracle). */
  videoByte(offset: number): number {
    return this.surface.pixels[offset];
  }

  setVideoByte(offset: number, value: number): void {
    this.surface.pixels[offset] = value;
  }

  pointInfo(n: number): number {
    return lastPointInfo(this, n);
  }

  line(
    from: { x: number; y: number; step: boolean } | undefined, to: { x: number; y: number; step: boolean },
    color: number | undefined, box: '' | 'B' | 'BF', style: number | undefined,
  ): void {
    drawLineStatement(this, from, to, color, box, style);
  }

  circle(
    x: number, y: number, step: boolean, radius: number, color: number | undefined,
    start: number | undefined, end: number | undefined, aspect: number | undefined,
  ): void {
    circleStatement(this, x, y, step, radius, color, start, end, aspect);
  }

  paint(x: number, y: number, step: boolean, paint: number | string | undefined, border: number | undefined,
    background: string | undefined): void {
    paintStatement(this, x, y, step, paint, border, background);
  }

  draw(commands: string, resolver?: DrawResolver): void {
    this.drawState.run(commands, resolver);
  }

  readonly drawState: DrawMachine = new DrawMachine(this);

  view(screen: boolean, x1?: number, y1?: number, x2?: number, y2?: number, fill?: number, border?: number): void {
    viewStatement(this, screen, x1, y1, x2, y2, fill, border);
  }

  window(screen: boolean, x1?: number, y1?: number, x2?: number, y2?: number): void {
    windowStatement(this, screen, x1, y1, x2, y2);
  }

  pmap(coord: number, n: number): number {
    return pmapFunction(this, coord, n);
  }

  getImage(x1: number, y1: number, step1: boolean, x2: number, y2: number, step2: boolean): Uint8Array {
    return getImage(this, x1, y1, step1, x2, y2, step2);
  }

  imageSize(w: number, h: number): number {
    return imageBytes(this.spec, w, h);
  }

  putImage(x: number, y: number, step: boolean, data: Uint8Array, action: PutAction): void {
    putImage(this, x, y, step, data, action);
  }

  // ---- output

  flushText(): void {
    this.text.flush();
  }

  toRGBA(): Uint8Array {
    this.text.flush();
    const page = this.page(this.visualPage);
    const out = new Uint8Array(page.length * 4);
    const view = new Uint32Array(out.buffer);
    const rgba = this.memory.rgba;
    for (let i = 0; i < page.length; i++) view[i] = rgba[page[i]] | 0xff000000;
    if (!littleEndian) for (let i = 0; i < page.length; i++) writeRgbaBytes(out, i, rgba[page[i]]);
    return out;
  }

  snapshot(): Uint8Array {
    this.text.flush();
    return new Uint8Array(this.page(this.visualPage));
  }
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function writeRgbaBytes(out: Uint8Array, i: number, color: number): void {
  out[i * 4] = color & 255;
  out[i * 4 + 1] = (color >> 8) & 255;
  out[i * 4 + 2] = (color >> 16) & 255;
  out[i * 4 + 3] = 255;
}
