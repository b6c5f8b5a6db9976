// Design: the inspector the other way round. Paint pixels on the grid (or paste a pixel map, or open a small
// PNG), on the main panel's screen mode and start point; the page writes the shortest DRAW string it finds
// that draws exactly them, and shows what that string draws (by the interpreter's own DRAW) beside the
// design, on the same window of the screen, any difference crossed out. A glyph taken from a program's
// listing can be written back into the program at its literal.
import {
  designDraw, DesignError, ImageError, imagePixels, PixelMapError, readPixelMap, renderMap, type DesignPixel,
} from '../../../src/index.js';
import { differences } from './compare.js';
import { button, h, labelled } from './dom.js';
import { boxAround, Grid, type Box, type GridPicture } from './grid.js';
import type { DrawPanel } from './inspector.js';
import { drawnColors, inspect, type Inspection } from './model.js';

/** A string literal of a program, where Design writes its new string. */
export interface LiteralPlace {
  program: string;
  line: number;
  column: number;
  text: string;
}

/** What the page does for Design: write a literal in the program's source (an error message if it cannot), run it. */
export interface DesignHost {
  writeLiteral?: (place: LiteralPlace, replacement: string) => Promise<string | undefined>;
  runProgram?: (program: string) => void;
}

/** The largest image Design takes: a glyph, not a picture. */
const MAX_IMAGE = 64;

export class DesignPanel {
  readonly root: HTMLDetailsElement;
  /** the design: pixels by `x,y` */
  readonly pixels = new Map<string, DesignPixel>();
  /** the string found for the design ('' when there is none) */
  found = '';
  /** the string the design came from (what it would replace) */
  private replaces: string | undefined;
  private place: LiteralPlace | undefined;
  private readonly paintColor = h('select', { id: 'ins-design-color' });
  private readonly swatch = h('span', { class: 'ins-swatch', 'aria-hidden': 'true' });
  private readonly ownColor = h('input', { type: 'checkbox', checked: true });
  private readonly absolute = h('input', { type: 'checkbox' });
  private readonly endX = h('input', { type: 'number', inputmode: 'numeric', placeholder: 'anywhere' });
  private readonly endY = h('input', { type: 'number', inputmode: 'numeric', placeholder: 'anywhere' });
  private readonly output = h('output', { class: 'ins-design-string', id: 'ins-design-string', 'aria-label': 'Designed string' });
  private readonly summary = h('p', { class: 'ins-design-summary', role: 'status' });
  private readonly error = h('p', { class: 'ins-error', role: 'alert', hidden: true });
  private readonly mapText = h('textarea', { id: 'ins-design-map', rows: 8, spellcheck: 'false', wrap: 'off' });
  private readonly file = h('input', { type: 'file', accept: 'image/png', class: 'ins-file' });
  /** the design's grid (painted on) */
  readonly grid = new Grid(h('canvas', { class: 'ins-grid ins-design-grid', tabindex: 0, role: 'img' }));
  private readonly right = new Grid(h('canvas', { class: 'ins-grid', role: 'img', 'aria-label': 'What the string draws, differences crossed out' }));
  private readonly writeButton: HTMLButtonElement;
  private readonly runButton: HTMLButtonElement;
  private readonly note = h('p', { class: 'ins-note', 'aria-live': 'polite' });
  /** the window while a drag paints (kept still under the pointer) */
  private frozen: Box | undefined;
  private drag: { set: boolean; last?: { x: number; y: number } } | undefined;
  private drawn: Inspection | undefined;

  constructor(private readonly panel: DrawPanel, private readonly host: DesignHost) {
    this.writeButton = button('Write into the program', 'Put this string into the program at the literal it came from', () => void this.write());
    this.runButton = button('Run the program', 'Run the program with the new string', () => this.place && host.runProgram?.(this.place.program));
    this.writeButton.hidden = this.runButton.hidden = true;
    const settings = h('div', { class: 'ins-design-settings' },
      h('div', { class: 'ins-paint' }, labelled('Paint with', this.paintColor), this.swatch),
      h('label', { class: 'ins-check' }, this.ownColor, ' Start the string with its C command (in a program the pen\'s ink is not known)'),
      h('fieldset', { class: 'ins-end' }, h('legend', {}, 'End the pen at (for the next glyph)'),
        labelled('End X', this.endX), labelled('End Y', this.endY)),
      h('label', { class: 'ins-check' }, this.absolute, ' Allow BM x,y (the string then draws right only from this start point)'));
    const actions = h('div', { class: 'ins-exports', role: 'group', 'aria-label': 'Design' },
      button('From the DRAW string', 'Take the pixels the DRAW string above draws as the design', () => this.fromPanel()),
      button('Clear', 'Clear every pixel of the design', () => this.setPixels([])),
      button('Copy string', 'Copy the designed string', () => void this.copy()),
      button('Show in the inspector', 'Put the designed string in the DRAW string box above', () => this.show()),
      this.writeButton, this.runButton);
    const paste = h('div', { class: 'ins-design-paste' },
      labelled('Pixel map of the design (edit or paste one, then Use this map)', this.mapText, 'ins-field ins-expected'),
      h('div', { class: 'ins-exports' },
        button('Use this map', 'Read the pixel map above as the design', () => this.fromMap()),
        labelled('Open a PNG', this.file, 'ins-field ins-file-field')));
    this.root = h('details', { class: 'ins-design' }, h('summary', {}, 'Design: paint pixels, get the string'),
      h('p', { class: 'ins-hint' }, 'Click or drag on the left grid to set pixels in the ink of Paint with (a pixel that has it already is ' +
        'cleared), from the start point and on the screen mode of Start from above. The right grid is what the string draws.'),
      settings, this.summary, h('p', {}, h('span', {}, 'String: '), this.output), this.error,
      h('div', { class: 'ins-pair' },
        h('figure', {}, h('figcaption', {}, 'The design'), this.grid.canvas),
        h('figure', {}, h('figcaption', {}, 'What the string draws'), this.right.canvas)),
      actions, this.note, paste);
    this.wire();
  }

  private wire(): void {
    const canvas = this.grid.canvas;
    canvas.style.touchAction = 'none';
    canvas.addEventListener('pointerdown', (e) => {
      const p = this.grid.pixelAt(e.clientX, e.clientY);
      if (!p) return;
      canvas.setPointerCapture(e.pointerId);
      this.frozen = this.box();
      this.drag = { set: this.pixels.get(`${p.x},${p.y}`)?.color !== this.color() };
      this.paintTo(p);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!this.drag) return;
      const p = this.grid.pixelAt(e.clientX, e.clientY);
      if (p) this.paintTo(p);
    });
    const done = () => {
      if (!this.drag) return;
      this.drag = undefined;
      this.frozen = undefined;
      this.update();
    };
    canvas.addEventListener('pointerup', done);
    canvas.addEventListener('pointercancel', done);
    for (const el of [this.endX, this.endY]) el.addEventListener('input', () => this.update());
    for (const el of [this.ownColor, this.absolute]) el.addEventListener('change', () => this.update());
    this.paintColor.addEventListener('change', () => this.fillColors());
    // opened for the first time, Design starts from the string above (Clear starts from nothing)
    this.root.addEventListener('toggle', () => (this.root.open && this.replaces === undefined ? this.fromPanel() : this.update()));
    this.file.addEventListener('change', () => {
      const f = this.file.files?.[0];
      if (f) void this.fromImage(f);
    });
    this.root.addEventListener('paste', (e) => {
      const image = [...(e.clipboardData?.files ?? [])].find((f) => f.type === 'image/png');
      if (!image) return;
      e.preventDefault();
      void this.fromImage(image);
    });
  }

  /** Sets (or clears) the pixels from the last one painted to `p`, so a fast drag leaves no gaps. */
  private paintTo(p: { x: number; y: number }): void {
    const drag = this.drag!;
    const from = drag.last ?? p;
    const steps = Math.max(Math.abs(p.x - from.x), Math.abs(p.y - from.y));
    for (let k = 0; k <= steps; k++) {
      const x = Math.round(from.x + ((p.x - from.x) * k) / (steps || 1));
      const y = Math.round(from.y + ((p.y - from.y) * k) / (steps || 1));
      if (drag.set) this.pixels.set(`${x},${y}`, { x, y, color: this.color() });
      else this.pixels.delete(`${x},${y}`);
    }
    drag.last = p;
    this.renderDesign(this.frozen ?? this.box());
  }

  private color(): number {
    return Number(this.paintColor.value);
  }

  /** Opens Design on the pixels of a program's literal (or of any string), to be written back there. */
  edit(commands: string, place?: LiteralPlace): void {
    this.root.open = true;
    this.place = place;
    this.ownColor.checked = true;
    this.fromPanel(commands);
    this.note.textContent = place ? `Editing ${place.program}.bas line ${place.line}: paint, then Write into the program.` : '';
  }

  /** The design becomes the pixels the main panel's string draws (`replaces` that string). */
  private fromPanel(commands = this.panel.setup().commands): void {
    const ins = this.panel.ins;
    const colors = drawnColors(ins);
    const pixels: DesignPixel[] = [];
    for (let i = 0; i < colors.length; i++) if (colors[i] >= 0) pixels.push({ x: i % ins.width, y: Math.floor(i / ins.width), color: colors[i] });
    this.replaces = commands;
    const used = pixels.at(-1)?.color;
    this.fillColors(); // the mode's colours first, so the glyph's own can be chosen
    if (used !== undefined) this.paintColor.value = String(used);
    this.setPixels(pixels);
  }

  private setPixels(pixels: DesignPixel[]): void {
    this.pixels.clear();
    for (const p of pixels) this.pixels.set(`${p.x},${p.y}`, { x: p.x, y: p.y, color: p.color });
    this.update();
  }

  private fromMap(): void {
    try {
      const map = readPixelMap(this.mapText.value);
      this.setPixels(map.pixels);
    } catch (e) {
      if (!(e instanceof PixelMapError)) throw e;
      this.fail(`The pixel map does not read: ${e.message}.`);
      this.selectInMap(e.line, e.column);
    }
  }

  /** Puts the caret at a line and column of the map box (where it went wrong). */
  private selectInMap(line: number, column: number): void {
    const lines = this.mapText.value.split('\n');
    const at = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
    this.mapText.focus();
    this.mapText.setSelectionRange(at, at + 1);
  }

  private async fromImage(file: Blob): Promise<void> {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      return this.fail('That file is not an image this browser can read.');
    }
    if (bitmap.width > MAX_IMAGE || bitmap.height > MAX_IMAGE) {
      return this.fail(`The image is ${bitmap.width} x ${bitmap.height}: Design takes images up to ${MAX_IMAGE} x ${MAX_IMAGE} pixels (a glyph).`);
    }
    const canvas = h('canvas', { width: bitmap.width, height: bitmap.height });
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const { data } = g.getImageData(0, 0, bitmap.width, bitmap.height);
    const setup = this.panel.setup();
    try {
      this.setPixels(imagePixels(data, bitmap.width, bitmap.height, setup.mode ?? 13, setup));
    } catch (e) {
      if (!(e instanceof ImageError)) throw e;
      this.fail(`${e.message}.`);
    }
  }

  private fail(message: string): void {
    this.error.hidden = false;
    this.error.textContent = message;
  }

  /** The palette choice follows the mode; the string is found again and both grids drawn. */
  update(): void {
    if (!this.root.open) return;
    this.fillColors();
    this.error.hidden = true;
    const setup = this.panel.setup();
    try {
      this.found = designDraw({
        pixels: [...this.pixels.values()], mode: setup.mode, x: setup.x, y: setup.y,
        color: this.ownColor.checked ? undefined : setup.color, absolute: this.absolute.checked,
        end: this.end(),
      });
    } catch (e) {
      if (!(e instanceof DesignError)) throw e;
      this.found = '';
      this.drawn = undefined;
      this.output.textContent = '';
      this.summary.textContent = '';
      const where = e.pixel?.line !== undefined ? ` (pixel map line ${e.pixel.line}, column ${e.pixel.column})` : '';
      this.fail(`${e.message}${where}: no string.`);
      this.render();
      return;
    }
    // the string run by the interpreter's DRAW from the same start, at S4 and A0 as it was written for
    this.drawn = inspect({ ...setup, commands: this.found, scale: undefined, angle: undefined });
    this.output.textContent = this.found === '' ? '(empty: paint some pixels)' : this.found;
    this.summary.textContent = this.describe();
    this.writeButton.hidden = !this.place || !this.host.writeLiteral;
    this.writeButton.disabled = this.found === '';
    this.render();
    this.mapText.value = this.designMap();
  }

  /** The end point asked for, when both fields have a number. */
  private end(): { x: number; y: number } | undefined {
    const num = (el: HTMLInputElement) => (el.value.trim() === '' || !Number.isFinite(el.valueAsNumber) ? undefined : Math.trunc(el.valueAsNumber));
    const [x, y] = [num(this.endX), num(this.endY)];
    return x !== undefined && y !== undefined ? { x, y } : undefined;
  }

  private describe(): string {
    const n = this.found.length;
    const mine = `${n} character${n === 1 ? '' : 's'}`;
    const old = this.replaces;
    if (old === undefined || old === '') return `${mine}.`;
    const diff = old.length - n;
    const than = diff > 0 ? `${diff} fewer than` : diff < 0 ? `${-diff} more than` : 'as many as';
    return `${mine}: ${than} the ${old.length} of the string it replaces, ${JSON.stringify(old)}.`;
  }

  private fillColors(): void {
    const { colors, palette } = this.panel.ins;
    if (this.paintColor.options.length !== colors) {
      const keep = this.paintColor.value;
      this.paintColor.replaceChildren(...Array.from({ length: colors }, (_, c) => new Option(`colour ${c}`, String(c))));
      this.paintColor.value = keep !== '' && Number(keep) < colors ? keep : String(Math.min(colors - 1, this.panel.setup().color ?? 1));
    }
    const rgb = palette[Number(this.paintColor.value)] ?? 0;
    this.swatch.style.background = `rgb(${rgb & 255}, ${(rgb >> 8) & 255}, ${(rgb >> 16) & 255})`;
  }


  /** The window: the design, what the string drew, the start point and the end point. */
  box(): Box {
    const { width, height } = this.panel.ins;
    const inside = (p: { x: number; y: number }) => p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
    const pixels = [...this.pixels.values()].filter(inside).map((p) => p.y * width + p.x);
    const drawn = this.drawn ? [...drawnColors(this.drawn).keys()].filter((i) => this.drawn!.owner[i] >= 0) : [];
    const start = { x: this.panel.setup().x, y: this.panel.setup().y };
    return boxAround([...pixels, ...drawn], width, height, [start, this.drawn?.pen ?? start], 16);
  }

  private designColors(): Int16Array {
    const { width, height } = this.panel.ins;
    const out = new Int16Array(width * height).fill(-1);
    for (const p of this.pixels.values()) if (p.x >= 0 && p.y >= 0 && p.x < width && p.y < height) out[p.y * width + p.x] = p.color;
    return out;
  }

  private renderDesign(box: Box, differs?: Set<number>): void {
    const ins = this.panel.ins;
    const mine = this.designColors();
    const start = { x: this.panel.setup().x, y: this.panel.setup().y };
    // the design has no pen: its cross marks the end point asked for (none when the pen may end anywhere)
    this.grid.render(this.picture(box, mine, start, this.end() ?? { x: -1, y: -1 }, differs), this.gridWidth(), 24);
    this.grid.canvas.setAttribute('aria-label', `Design grid, ${box.x0}-${box.x1} by ${box.y0}-${box.y1}, ${this.pixels.size} pixels set; ` +
      `click or drag to paint. The pixel map below is the same design as text. Start (${start.x},${start.y}); screen ${ins.width} x ${ins.height}.`);
  }

  private picture(box: Box, m: Int16Array, start: { x: number; y: number }, pen: { x: number; y: number }, differs?: Set<number>): GridPicture {
    const ins = this.panel.ins;
    return {
      box, width: ins.width, start, pen, differs,
      attr: (i) => Math.max(0, m[i]), drawn: (i) => m[i] >= 0, painted: () => false, color: (c) => ins.palette[c],
    };
  }

  private render(): void {
    const box = this.box();
    const mine = this.designColors();
    const theirs = this.drawn ? drawnColors(this.drawn) : new Int16Array(mine.length).fill(-1);
    const diff = this.drawn ? differences(mine, theirs) : undefined;
    this.renderDesign(box, diff);
    const start = { x: this.panel.setup().x, y: this.panel.setup().y };
    this.right.render(this.picture(box, theirs, start, this.drawn?.pen ?? start, diff), this.gridWidth(), 24);
  }

  /** Two grids side by side on a wide screen; on a phone each has the width (cells big enough to tap). */
  private gridWidth(): number {
    const width = this.root.clientWidth || window.innerWidth;
    return window.innerWidth <= 760 ? Math.max(200, width - 32) : Math.max(200, Math.min(440, width / 2 - 24));
  }

  /** The design as the text `qbasic draw` prints (and Use this map reads back). */
  private designMap(): string {
    const ins = this.panel.ins;
    if (this.pixels.size === 0) return '';
    const setup = this.panel.setup();
    return renderMap(this.designColors(), ins.width, ins.height, { x: setup.x, y: setup.y });
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.found);
      this.note.textContent = 'String copied.';
    } catch {
      this.note.textContent = `The browser blocks copying here; the string is: ${this.found}`;
    }
  }

  private show(): void {
    this.panel.load({ ...this.panel.setup(), commands: this.found, color: this.panel.setup().color });
  }

  private async write(): Promise<void> {
    const place = this.place;
    if (!place || !this.host.writeLiteral || this.found === '') return;
    const problem = await this.host.writeLiteral(place, this.found);
    if (problem) {
      this.note.textContent = problem;
      return;
    }
    this.note.textContent = `Written into ${place.program}.bas at line ${place.line} (Undo in the editor takes it back).`;
    this.place = { ...place, text: this.found };
    this.replaces = this.found;
    this.runButton.hidden = !this.host.runProgram;
    this.summary.textContent = this.describe();
  }
}
