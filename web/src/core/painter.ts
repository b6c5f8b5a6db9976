// Paints the shared framebuffer into the canvas: the canvas's drawing buffer is the mode's native size
// (320x200 in SCREEN 13), each attribute looked up in the shared palette; CSS scales it up by the largest
// whole number that fits, with `image-rendering: pixelated`.
import type { ScreenMemory } from '../../../src/graphics/device.js';
import { drawMousePointer } from './mouse-pointer.js';
import { Ctl } from './shared.js';

/** Before any program has set a mode the canvas shows a black 320x200 screen. */
const DEFAULT_SIZE = { width: 320, height: 200 };

/** The text cursor blinks about four times a second, as the VGA's does (on 16 frames, off 16 frames). */
const BLINK_MS = 230;
/** Blinking characters (attribute bit 7) at half the cursor's rate (the VGA: on 32 frames, off 32). */
const ATTRIBUTE_BLINK_MS = 2 * BLINK_MS;

/** The attribute the cursor is drawn in: the mode's usual text colour. */
function cursorAttribute(mode: number): number {
  return mode === 0 ? 7 : mode === 1 ? 3 : mode === 2 || mode === 11 ? 1 : 15;
}

/**
 * The scale at which w x h fills the box with square pixels: the largest whole number when it comes
 * within 15% of the exact fit (every pixel the same size), else the exact fit (a phone's 390 px for 320).
 * Text (`wholeOnly`) is scaled by a whole number whenever it fits at its own size: at 1.42 the letters'
 * strokes would come out one and two pixels wide.
 */
export function fitScale(width: number, height: number, boxWidth: number, boxHeight: number, wholeOnly = false): number {
  const exact = Math.min(boxWidth / width, boxHeight / height);
  const whole = Math.floor(exact);
  return whole >= 1 && (wholeOnly || whole / exact > 0.85) ? whole : exact;
}

export class ScreenPainter {
  private readonly ctx: CanvasRenderingContext2D;
  private image: ImageData | undefined;
  /** the picture at the mode's size (for graphics modes, the image's own pixels) */
  private words: Uint32Array | undefined;
  /** text modes: the canvas column each drawn column comes from (9-pixel cells), else undefined */
  private columns: Int32Array | undefined;
  private shape = '';
  /** the pixels and palette version last painted, to skip frames where nothing changed */
  private lastPixels = new Uint32Array(0);
  private lastVersion = -1;
  private lastMemory: ScreenMemory | undefined;
  private lastCursor = '';
  private frame = 0;
  /** the box has been laid out (its observer's first call fits the canvas to it) */
  private observed = false;
  /** performance.now() when a picture with something on it was first painted since resetFirstFrame() */
  firstFrameAt = NaN;
  /** called once that first picture is painted */
  onFirstFrame: (() => void) | undefined;
  /** called with where the picture has something on it after each change (undefined: nowhere), and with
   *  null when the screen changes its mode (set by a phone's zoom) */
  onContent: ((bounds: ContentBounds | undefined | null) => void) | undefined;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly screen: () => ScreenMemory,
    private readonly control: () => Int32Array,
    private readonly box: HTMLElement,
    /** SCREEN 0's cell attributes (shared with the worker), for blinking characters */
    private readonly cells: () => Uint8Array = () => new Uint8Array(0),
  ) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('no 2D canvas');
    this.ctx = ctx;
    new ResizeObserver(() => {
      this.observed = true;
      this.fit();
    }).observe(box);
  }

  /** The mode's size as the device reports it in `info` ([mode, width, height, version]). */
  get size(): { width: number; height: number } {
    const [, width, height] = this.screen().info;
    return width > 0 && height > 0 ? { width, height } : DEFAULT_SIZE;
  }

  /** Paint on every animation frame until stopLoop(). */
  startLoop(): void {
    if (this.frame) return;
    const tick = () => {
      this.paint();
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  stopLoop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.paint();
  }

  /** Size the canvas for the screen as it is, without painting it: a fresh canvas is opaque black, which
   *  is what a blank screen with a black colour 0 looks like (so a page shows its screen at once, and the
   *  per-pixel work waits for a picture). */
  prepare(): void {
    if (this.image) return this.paint();
    const { width, height } = this.size;
    const memory = this.screen();
    this.resize(width, height, memory.info[0]!);
    const pixels = new Uint32Array(memory.pixels.buffer, memory.pixels.byteOffset, (width * height) >> 2);
    if ((memory.rgba[0]! & 0xffffff) !== 0 || !sameWords(pixels, this.lastPixels) || this.overlays(memory)) return this.paint();
    this.lastMemory = memory;
    this.lastVersion = memory.info[3]!;
    this.lastCursor = '';
  }

  /** Copy the framebuffer through the palette into the canvas (skipped when nothing changed). */
  paint(): void {
    const { width, height } = this.size;
    const memory = this.screen();
    if (this.shape !== `${width}x${height}:${memory.info[0]}` || !this.image) this.resize(width, height, memory.info[0]!);
    const count = width * height;
    const version = memory.info[3];
    const pixels = new Uint32Array(memory.pixels.buffer, memory.pixels.byteOffset, count >> 2);
    const cursor = this.overlays(memory);
    const blinkOff = cursor.endsWith('b');
    const unchanged = memory === this.lastMemory && version === this.lastVersion && cursor === this.lastCursor;
    if (unchanged && sameWords(pixels, this.lastPixels)) return;
    this.lastMemory = memory;
    this.lastCursor = cursor;
    this.lastVersion = version;
    this.lastPixels.set(pixels);
    const src = memory.pixels;
    const rgba = memory.rgba;
    const out = this.words!;
    for (let i = 0; i < count; i++) out[i] = rgba[src[i]] | 0xff000000;
    if (blinkOff) this.hideBlinking(out, width, height, rgba);
    if (this.lastCursor.startsWith('c')) this.drawCursor(out, width, rgba[cursorAttribute(memory.info[0])]! | 0xff000000);
    const pointer = this.pointerAt();
    if (pointer) drawMousePointer(out, width, height, pointer.x, pointer.y, this.textCell(memory.info[0]!, height), rgba[15]! | 0xff000000);
    if (this.columns) widenTextCells(out, width, height, this.columns, new Uint32Array(this.image!.data.buffer));
    this.ctx.putImageData(this.image!, 0, 0);
    this.onContent?.(contentBounds(src, width, height));
    if (Number.isNaN(this.firstFrameAt) && pixels.some((word) => word !== 0)) {
      this.firstFrameAt = performance.now();
      this.onFirstFrame?.();
    }
  }

  /** What shows over the framebuffer (cursor, mouse pointer, blinking cells hidden), as a key for change detection. */
  private overlays(memory: ScreenMemory): string {
    return this.cursor() + this.pointer() + (memory.info[0] === 0 && this.blinkingHidden() ? 'b' : '');
  }

  /** Watch for the next run's first picture (the start-up figure the bench reports). */
  resetFirstFrame(): void {
    this.firstFrameAt = NaN;
  }

  /** Where the blinking cursor shows now ('' when it does not), as a key for change detection. */
  private cursor(): string {
    const control = this.control();
    const h = Atomics.load(control, Ctl.cursorH);
    if (!h || Math.floor(performance.now() / BLINK_MS) % 2) return '';
    return `c${Atomics.load(control, Ctl.cursorX)},${Atomics.load(control, Ctl.cursorY)},${h}`;
  }

  /** The character cell's height in text modes (0 in graphics modes). */
  private textCell(mode: number, height: number): number {
    return mode === 0 ? Math.floor(height / Math.max(1, Atomics.load(this.control(), Ctl.textRows) || 25)) : 0;
  }

  /** True in the half of the blink period when blinking characters are hidden (and some blink). */
  private blinkingHidden(): boolean {
    if (!Atomics.load(this.control(), Ctl.blinkCells)) return false;
    return Math.floor(performance.now() / ATTRIBUTE_BLINK_MS) % 2 === 1;
  }

  /** Paint the foreground of each blinking cell in its background colour. */
  private hideBlinking(out: Uint32Array, width: number, height: number, rgba: Uint32Array): void {
    const cells = this.cells();
    const cols = width / 8;
    const rows = Atomics.load(this.control(), Ctl.textRows);
    const cellHeight = this.textCell(0, height);
    for (let cell = 0; cell < Math.min(rows * cols, cells.length); cell++) {
      const attr = cells[cell]!;
      if (!(attr & 0x80)) continue;
      const fg = (rgba[attr & 15]! | 0xff000000) >>> 0; // as the Uint32Array holds it
      const bg = rgba[(attr >> 4) & 7]! | 0xff000000;
      const left = (cell % cols) * 8;
      const top = Math.floor(cell / cols) * cellHeight;
      for (let y = top; y < top + cellHeight; y++) {
        for (let x = left; x < left + 8; x++) if (out[y * width + x] === fg) out[y * width + x] = bg;
      }
    }
  }

  /** Where the mouse pointer shows ('' when the program hides it), as a key for change detection. */
  private pointer(): string {
    const at = this.pointerAt();
    return at ? `p${at.x},${at.y}` : '';
  }

  private pointerAt(): { x: number; y: number } | undefined {
    const control = this.control();
    if (!Atomics.load(control, Ctl.pointerVisible)) return undefined;
    return { x: Atomics.load(control, Ctl.mouseX), y: Atomics.load(control, Ctl.mouseY) };
  }

  /** An underline cursor on the last scan lines of the cell, as the BIOS draws it. */
  private drawCursor(out: Uint32Array, width: number, color: number): void {
    const [x, y, h] = this.lastCursor.slice(1).split(/[,p]/).map(Number) as [number, number, number];
    const first = h >= 14 ? h - 3 : h - 2;
    for (let line = first; line < first + 2; line++) {
      const row = (y + line) * width;
      if (y + line < 0 || row >= out.length) continue;
      for (let i = 0; i < 8 && x + i < width; i++) out[row + x + i] = color;
    }
  }

  /** Scale the canvas by the largest whole number that fits its box, centred (CSS does the centring). */
  fit(): void {
    const { width, height } = this.canvas;
    const scale = fitScale(width, height, this.box.clientWidth, this.box.clientHeight, this.columns !== undefined);
    this.canvas.style.width = `${Math.max(1, Math.floor(width * scale))}px`;
    this.canvas.style.height = `${Math.max(1, Math.floor(height * scale))}px`;
    // shrunk (640x480 or 80-column text on a phone), nearest-pixel sampling drops whole lines: smooth instead
    this.canvas.style.imageRendering = scale < 1 ? 'auto' : '';
  }

  private resize(width: number, height: number, mode: number): void {
    this.shape = `${width}x${height}:${mode}`;
    this.onContent?.(null);
    this.columns = mode === 0 ? textColumns(width / 8) : undefined;
    const shownWidth = this.columns?.length ?? width;
    this.canvas.width = shownWidth;
    this.canvas.height = height;
    this.image = this.ctx.createImageData(shownWidth, height);
    this.words = this.columns ? new Uint32Array(width * height) : new Uint32Array(this.image.data.buffer);
    this.lastPixels = new Uint32Array((width * height) >> 2);
    this.lastVersion = -1;
    this.box.style.setProperty('--qb-aspect', `${shownWidth} / ${height}`);
    // before the page's first layout, measuring the box would force one: the observer fits it then
    if (this.observed) this.fit();
  }
}

/**
 * Text modes as a VGA shows them: 9-pixel character cells and 40-column modes at double width. The
 * 9th column repeats the 8th, as the VGA does for the line-drawing characters C0h-DFh; for most other
 * glyphs the 8th column is blank, so repeating it gives the VGA's blank 9th (the shades B0h-B2h come out
 * one pixel wider). The map gives, for each canvas column, the framebuffer column it shows.
 */
export function textColumns(cols: number): Int32Array {
  const repeat = cols <= 40 ? 2 : 1;
  const map = new Int32Array(cols * 9 * repeat);
  for (let x = 0; x < map.length; x++) {
    const column = Math.floor(x / repeat);
    map[x] = Math.floor(column / 9) * 8 + Math.min(column % 9, 7);
  }
  return map;
}

function widenTextCells(src: Uint32Array, width: number, height: number, columns: Int32Array, out: Uint32Array): void {
  const shown = columns.length;
  for (let y = 0; y < height; y++) {
    const from = y * width;
    const to = y * shown;
    for (let x = 0; x < shown; x++) out[to + x] = src[from + columns[x]!]!;
  }
}

/** The part of a picture with something on it, as fractions of its width and height. */
export interface ContentBounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a framebuffer's pixels are not colour 0 (undefined when none is). */
export function contentBounds(pixels: Uint8Array, width: number, height: number): ContentBounds | undefined {
  let [left, right, top, bottom] = [width, -1, -1, -1];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width && !pixels[row + x]) x++;
    if (x === width) continue;
    if (top < 0) top = y;
    bottom = y;
    left = Math.min(left, x);
    let last = width - 1;
    while (!pixels[row + last]) last--;
    right = Math.max(right, last);
  }
  return top < 0 ? undefined : { left: left / width, top: top / height, right: (right + 1) / width, bottom: (bottom + 1) / height };
}

function sameWords(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
