// The DRAW inspector's main panel: the string and the state it starts from, the zoomed grid, the commands
// (hover one to see its pixels, click to step to it), stepping, errors, and the exports (PNG, the pixel
// map as `qbasic draw` prints it, a share link).
import type { DrawSetup } from '../../../src/index.js';
import { button, h, labelled } from './dom.js';
import { boxAround, Grid, type Box } from './grid.js';
import { linkFor } from './link.js';
import { modeSize } from '../core/draws.js';
import {
  defaultColor, frameAt, inspect, MODES, penAt, type Frame, type Inspection,
} from './model.js';

const ANGLES = ['', 'A1', 'A2', 'A3', 'TA'];

export class DrawPanel {
  readonly root: HTMLElement;
  ins!: Inspection;
  /** the step shown: -1 before the first command, steps.length - 1 when all have run */
  at = 0;
  private hovered: number | undefined;
  private frame!: Frame;
  readonly grid: Grid;
  private readonly input = h('input', { type: 'text', id: 'ins-string', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off' });
  private readonly commands = h('div', { class: 'ins-commands', role: 'group', 'aria-label': 'Commands of the string' });
  private readonly error = h('p', { class: 'ins-error', role: 'alert' });
  private readonly x = h('input', { type: 'number', inputmode: 'numeric' });
  private readonly y = h('input', { type: 'number', inputmode: 'numeric' });
  private readonly mode = h('select');
  private readonly color = h('input', { type: 'number', min: 0, max: 32767, inputmode: 'numeric' });
  private readonly scale = h('input', { type: 'number', min: 1, max: 255, placeholder: '4', inputmode: 'numeric' });
  private readonly angle = h('select');
  private readonly turn = h('input', { type: 'number', min: -360, max: 360, value: 0, inputmode: 'numeric', disabled: true });
  private readonly stepStatus = h('p', { class: 'ins-step-status', 'aria-live': 'polite' });
  private readonly info = h('p', { class: 'ins-info', 'aria-live': 'polite' }, 'Point at a pixel to see which command set it.');
  private readonly canvas = h('canvas', { class: 'ins-grid', tabindex: 0, role: 'img' });
  readonly map = h('textarea', { id: 'ins-map', readonly: true, rows: 12, spellcheck: 'false', wrap: 'off' });
  private readonly note = h('p', { class: 'ins-note', 'aria-live': 'polite' });
  private readonly playButton = button('Play', 'Run the commands one by one, from the start', () => this.play());
  private timer: ReturnType<typeof setInterval> | undefined;
  /** called after every new inspection (Compare redraws against it) */
  changed: () => void = () => {};
  /** the address's part for what else is shown (Compare) */
  linkTail: () => string = () => '';
  /** the screen mode the start point was last set for */
  private shownMode = '13';

  constructor(setup: Partial<DrawSetup> & { commands: string }) {
    this.grid = new Grid(this.canvas);
    for (const m of MODES) this.mode.add(new Option(`SCREEN ${m}`, String(m)));
    for (const a of ANGLES) this.angle.add(new Option(a === '' ? 'none (A0)' : a === 'TA' ? 'TA (degrees)' : a, a));
    this.fill(setup);
    this.root = this.layout();
    this.wire();
    this.update();
  }

  /** The setup the controls describe. */
  setup(): DrawSetup {
    const num = (el: HTMLInputElement, fallback: number) => (el.value.trim() === '' || !Number.isFinite(el.valueAsNumber) ? fallback : Math.trunc(el.valueAsNumber));
    const mode = Number(this.mode.value);
    const { width, height } = modeSize(mode);
    const angle = this.angle.value === 'TA' ? `TA${num(this.turn, 0)}` : this.angle.value || undefined;
    return {
      commands: this.input.value,
      x: num(this.x, width / 2), y: num(this.y, height / 2), mode,
      color: num(this.color, defaultColor(mode)),
      scale: this.scale.value.trim() === '' ? undefined : num(this.scale, 4),
      angle,
    };
  }

  /** Puts a setup into the controls (fields it leaves out get the defaults) and inspects it. */
  load(setup: Partial<DrawSetup> & { commands: string }): void {
    this.fill(setup);
    this.update();
  }

  private fill(setup: Partial<DrawSetup> & { commands: string }): void {
    const mode = MODES.includes(setup.mode ?? 13) ? setup.mode ?? 13 : 13;
    const { width, height } = modeSize(mode);
    this.input.value = setup.commands;
    this.mode.value = String(mode);
    this.shownMode = this.mode.value;
    this.x.value = String(setup.x ?? width / 2);
    this.y.value = String(setup.y ?? height / 2);
    this.color.value = String(setup.color ?? defaultColor(mode));
    this.scale.value = setup.scale === undefined ? '' : String(setup.scale);
    const turn = /^TA(-?\d+)$/i.exec(setup.angle ?? '');
    this.angle.value = turn ? 'TA' : ANGLES.includes(setup.angle ?? '') ? setup.angle ?? '' : '';
    this.turn.value = turn ? turn[1] : '0';
    this.turn.disabled = !turn;
  }

  private layout(): HTMLElement {
    const stepper = h('div', { class: 'ins-stepper', role: 'group', 'aria-label': 'Step through the commands' },
      button('◀◀ First', 'Back to the start point, before any command (Home)', () => this.stepTo(-1)),
      button('◀ Back', 'One command back (Left arrow)', () => this.stepTo(this.at - 1)),
      button('Next ▶', 'One command on (Right arrow)', () => this.stepTo(this.at + 1)),
      button('Last ▶▶', 'The whole string (End)', () => this.stepTo(this.ins.steps.length - 1)),
      this.playButton,
    );
    const exports = h('div', { class: 'ins-exports', role: 'group', 'aria-label': 'Export' },
      button('Download PNG', 'Save the grid as a PNG image', () => this.downloadPng()),
      button('Copy pixel map', 'Copy the pixel map text (as qbasic draw prints it)', () => void this.copy(this.map.value, 'Pixel map copied.', () => this.map.select())),
      button('Copy share link', 'Copy a link that opens the inspector on this string', () => void this.copy(location.href, 'Link copied.')),
    );
    const start = h('fieldset', { class: 'ins-start' }, h('legend', {}, 'Start from'),
      labelled('X', this.x), labelled('Y', this.y), labelled('Screen mode', this.mode), labelled('Colour', this.color),
      labelled('Scale S', this.scale), labelled('Angle', this.angle), labelled('TA degrees', this.turn));
    const controls = h('div', { class: 'ins-controls' },
      labelled('DRAW string', this.input, 'ins-field ins-string'), this.commands, this.error, start, stepper, this.stepStatus);
    const picture = h('div', { class: 'ins-picture' },
      h('div', { class: 'ins-grid-scroll' }, this.canvas), this.info,
      h('p', { class: 'ins-key' }, h('span', {}, '3 in a cell: set by command 3 (not a colour)'), ' ',
        h('span', { class: 'ins-key-start' }, '○ start point'), ' ',
        h('span', { class: 'ins-key-pen' }, '✕ pen'), ' ', h('span', { class: 'ins-key-hl' }, '□ command\'s pixels'),
        ' ', h('span', {}, '▨ painted by P'), ' ', h('span', {}, '· not drawn')));
    const mapBox = h('div', { class: 'ins-map' }, h('label', { for: 'ins-map' }, 'Pixel map'), this.map, exports, this.note);
    return h('div', { class: 'ins-panel' }, controls, picture, mapBox);
  }

  private wire(): void {
    const refresh = () => this.update();
    for (const el of [this.input, this.x, this.y, this.color, this.scale, this.turn]) el.addEventListener('input', refresh);
    this.mode.addEventListener('change', () => {
      const [was, now] = [modeSize(Number(this.shownMode)), modeSize(Number(this.mode.value))];
      this.shownMode = this.mode.value;
      // a start point stays where it was on a screen of the same size (SCREEN 13 and 7 ...); else the middle
      if (was.width !== now.width || was.height !== now.height) {
        this.x.value = String(now.width / 2);
        this.y.value = String(now.height / 2);
      }
      this.color.value = String(defaultColor(Number(this.mode.value)));
      this.update();
    });
    this.angle.addEventListener('change', () => {
      this.turn.disabled = this.angle.value !== 'TA';
      this.update();
    });
    for (const ev of ['keyup', 'click', 'select'] as const) this.input.addEventListener(ev, () => this.caretMoved());
    this.input.addEventListener('blur', () => this.hover(undefined));
    this.input.addEventListener('pointermove', (e) => this.pointInString(e.clientX));
    this.input.addEventListener('pointerleave', () => this.caretMoved());
    this.canvas.addEventListener('pointermove', (e) => this.pointAt(e.clientX, e.clientY));
    this.canvas.addEventListener('pointerdown', (e) => this.pointAt(e.clientX, e.clientY));
    this.canvas.addEventListener('pointerleave', () => this.hover(undefined));
    this.commands.addEventListener('pointerover', (e) => this.hover(this.stepOf(e.target)));
    this.commands.addEventListener('pointerleave', () => this.hover(undefined));
    this.commands.addEventListener('focusin', (e) => this.hover(this.stepOf(e.target)));
    this.commands.addEventListener('focusout', () => this.hover(undefined));
    this.commands.addEventListener('click', (e) => {
      const k = this.stepOf(e.target);
      if (k !== undefined) this.stepTo(k);
    });
  }

  /** Arrow keys step (Left/Right), Home/End jump; returns whether the key was used. */
  key(event: KeyboardEvent): boolean {
    const t = event.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return false;
    const moves: Record<string, number> = {
      ArrowLeft: this.at - 1, ArrowRight: this.at + 1, Home: -1, End: this.ins.steps.length - 1,
    };
    if (!(event.key in moves)) return false;
    event.preventDefault();
    this.stepTo(moves[event.key]);
    return true;
  }

  /** Steps through the whole string, a command every 0.4 s; pressed again, stops. */
  private play(): void {
    if (this.timer !== undefined) return this.stopPlaying();
    this.playButton.textContent = 'Stop';
    this.stepTo(-1);
    this.timer = setInterval(() => {
      if (this.at >= this.ins.steps.length - 1) this.stopPlaying();
      else this.stepTo(this.at + 1);
    }, 400);
  }

  private stopPlaying(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.playButton.textContent = 'Play';
  }

  stepTo(k: number): void {
    this.at = Math.max(-1, Math.min(this.ins.steps.length - 1, k));
    this.frame = frameAt(this.ins, this.at);
    this.render();
  }

  /** Runs the string again after any change of the controls. */
  update(): void {
    this.stopPlaying();
    const setup = this.setup();
    this.ins = inspect(setup);
    this.writeLink();
    this.at = this.ins.steps.length - 1;
    this.frame = frameAt(this.ins, this.at);
    this.map.value = this.ins.mapText;
    this.showCommands();
    this.render();
    this.changed();
  }

  /** The address: a share link for what is shown. */
  writeLink(): void {
    const setup = this.setup();
    const { width, height } = modeSize(setup.mode ?? 13);
    const defaults = { x: width / 2, y: height / 2, mode: 13, color: defaultColor(setup.mode ?? 13) };
    history.replaceState(null, '', linkFor(setup, defaults) + this.linkTail());
  }

  /** The grid's window: everything the string drew plus the start point and the pen. */
  box(): Box {
    const drawn = this.ins.steps.flatMap((st) => st.pixels);
    return boxAround(drawn, this.ins.width, this.ins.height, [this.ins.start, this.ins.pen]);
  }

  render(box = this.box()): void {
    const { ins, frame } = this;
    const highlight = this.hovered ?? (this.at < ins.steps.length - 1 ? this.at : undefined);
    const pen = penAt(ins, this.at);
    const failedHere = ins.failure !== undefined && this.at === ins.steps.length - 1;
    this.grid.render({
      box, width: ins.width, start: ins.start, pen, failed: failedHere,
      attr: (i) => frame.attr[i], drawn: (i) => frame.owner[i] >= 0, painted: (i) => frame.painted[i] === 1,
      color: (a) => ins.palette[a], label: (i) => String(frame.owner[i] + 1),
      highlight: highlight === undefined || highlight < 0 ? undefined : new Set(ins.steps[highlight]?.pixels ?? []),
    }, this.gridWidth(), 44);
    this.canvas.setAttribute('aria-label', `Pixel grid, ${box.x0}-${box.x1} by ${box.y0}-${box.y1}: ` +
      `start (${ins.start.x},${ins.start.y}), pen (${pen.x},${pen.y}). The pixel map below lists every pixel as text.`);
    const total = ins.steps.length;
    const step = ins.steps[this.at];
    this.stepStatus.textContent = this.at < 0
      ? `Before the first command: pen at (${pen.x},${pen.y}).`
      : `Command ${this.at + 1} of ${total}: ${step.text} (offset ${step.start}), pen at (${pen.x},${pen.y}).`;
    for (const el of this.commands.querySelectorAll<HTMLElement>('[data-step]')) {
      const k = Number(el.dataset.step);
      el.classList.toggle('done', k <= this.at);
      el.classList.toggle('current', k === this.at);
      el.classList.toggle('hl', k === this.hovered);
    }
  }

  private gridWidth(): number {
    const parent = this.canvas.parentElement;
    return Math.max(240, Math.min(900, (parent?.clientWidth || window.innerWidth) - 8));
  }

  private showCommands(): void {
    const { ins } = this;
    this.commands.replaceChildren();
    ins.steps.forEach((st, k) => {
      const bad = ins.failure !== undefined && st.start === ins.failure.start;
      if (!bad) this.commands.append(h('button', { type: 'button', class: 'ins-cmd', 'data-step': k, 'data-n': k + 1, title: `command ${k + 1}, offset ${st.start}` }, st.text));
    });
    const { failure } = ins;
    this.input.toggleAttribute('aria-invalid', failure !== undefined && !failure.inStart);
    const { color = 0, scale = 4, angle = '' } = ins.setup;
    const turn = Number(/^TA(-?\d+)$/.exec(angle)?.[1] ?? 0);
    this.color.toggleAttribute('aria-invalid', color < 0 || color > 32767);
    this.scale.toggleAttribute('aria-invalid', scale < 1 || scale > 255);
    this.turn.toggleAttribute('aria-invalid', turn < -360 || turn > 360);
    if (!failure) {
      this.error.textContent = '';
      this.error.hidden = true;
      if (ins.steps.length === 0) this.commands.append(h('span', { class: 'ins-empty' }, 'No commands yet: type a DRAW string.'));
      return;
    }
    if (failure.inStart) {
      this.commands.append(h('span', { class: 'ins-rest', title: 'not run' }, ins.setup.commands));
      this.error.hidden = false;
      this.error.textContent = `${failure.message}: DRAW does not take this start state (colour 0-32767, scale 1-255, ` +
        'TA -360 to 360), so the string does not run.';
      return;
    }
    const text = ins.setup.commands;
    const badText = text.slice(failure.start, failure.end) || '(start)';
    const k = ins.steps.findIndex((st) => st.start === failure.start);
    this.commands.append(h('span', { class: 'ins-cmd bad', 'data-step': k >= 0 ? k : undefined, 'aria-label': `${badText}: ${failure.message}` }, badText));
    const rest = text.slice(failure.end).trim();
    if (rest) this.commands.append(h('span', { class: 'ins-rest', title: 'not run' }, rest));
    this.error.hidden = false;
    this.error.textContent = `${failure.message}: ${badText} at offset ${failure.start}. DRAW stops there: the grid shows what it drew before.`;
  }

  private stepOf(target: EventTarget | null): number | undefined {
    const el = (target as HTMLElement | null)?.closest?.('[data-step]') as HTMLElement | null;
    return el ? Number(el.dataset.step) : undefined;
  }

  private pendingFrame = 0;

  /** Outlines a command's pixels (undefined: none); redraws once per animation frame at most. */
  private hover(k: number | undefined): void {
    if (k === this.hovered) return;
    this.hovered = k;
    if (this.pendingFrame) return;
    this.pendingFrame = requestAnimationFrame(() => {
      this.pendingFrame = 0;
      this.render();
    });
  }

  private caretMoved(): void {
    const pos = this.input.selectionStart ?? 0;
    const k = this.ins.steps.findIndex((st) => pos >= st.start && pos <= st.end);
    this.hover(k >= 0 ? k : undefined);
  }

  /** The pointer over the string box (monospace): the command under it is outlined on the grid. */
  private pointInString(clientX: number): void {
    const style = getComputedStyle(this.input);
    const g = document.createElement('canvas').getContext('2d')!;
    g.font = `${style.fontSize} ${style.fontFamily}`;
    const charWidth = g.measureText('M').width || 8;
    const left = this.input.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const pos = Math.floor((clientX - left + this.input.scrollLeft) / charWidth);
    const k = this.ins.steps.findIndex((st) => pos >= st.start && pos < st.end);
    this.hover(k >= 0 ? k : undefined);
  }

  private pointAt(clientX: number, clientY: number): void {
    const p = this.grid.pixelAt(clientX, clientY);
    if (!p) return;
    const i = p.y * this.ins.width + p.x;
    const k = this.frame.owner[i];
    if (k < 0) {
      this.info.textContent = `(${p.x}, ${p.y}): not drawn`;
      this.hover(undefined);
      return;
    }
    const st = this.ins.steps[k];
    const how = this.frame.painted[i] ? 'painted by' : 'set by';
    this.info.textContent = `(${p.x}, ${p.y}): colour ${this.frame.attr[i]}, ${how} ${st.text} at offset ${st.start}`;
    this.hover(k);
  }

  private downloadPng(): void {
    this.canvas.toBlob((blob) => {
      if (!blob) return;
      const a = h('a', { href: URL.createObjectURL(blob), download: 'draw.png' });
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    });
  }

  /** Copies to the clipboard; where the browser refuses, selects the map or shows the link to copy by hand. */
  private async copy(text: string, done: string, select?: () => void): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.note.textContent = done;
    } catch {
      select?.();
      this.note.textContent = select ? 'The browser blocks copying here: the map is selected, press Ctrl+C.'
        : `The browser blocks copying here; the link is: ${text}`;
    }
  }
}
