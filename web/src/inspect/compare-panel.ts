// Compare: the inspected string beside a second string, or beside a pasted expected pixel map, on the same
// window of the screen, with the pixels that differ crossed out on both.
import { describeDifferences, differences, parseMap } from './compare.js';
import { h, labelled } from './dom.js';
import { boxAround, Grid, type GridPicture } from './grid.js';
import type { DrawPanel } from './inspector.js';
import { compareLink, type CompareState } from './link.js';
import { drawnColors, inspect, type Inspection } from './model.js';

export class ComparePanel {
  readonly root: HTMLDetailsElement;
  private readonly kind = h('select');
  private readonly other = h('input', { type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: 'e.g. c1 bm+0,1ed3gr2' });
  private readonly expected = h('textarea', { rows: 8, spellcheck: 'false', wrap: 'off', placeholder: 'Paste a map as qbasic draw prints it' });
  private readonly summary = h('p', { class: 'ins-compare-summary', role: 'status' });
  private readonly list = h('ul', { class: 'ins-diff-list' });
  private readonly left = new Grid(h('canvas', { class: 'ins-grid', role: 'img', 'aria-label': 'This string, differences crossed out' }));
  private readonly right = new Grid(h('canvas', { class: 'ins-grid', role: 'img', 'aria-label': 'The other side, differences crossed out' }));

  constructor(private readonly panel: DrawPanel) {
    this.kind.add(new Option('another DRAW string', 'string'));
    this.kind.add(new Option('an expected pixel map', 'map'));
    const otherField = labelled('Second DRAW string', this.other, 'ins-field ins-string');
    const mapField = labelled('Expected pixel map', this.expected, 'ins-field ins-expected');
    mapField.hidden = true;
    this.root = h('details', { class: 'ins-compare' }, h('summary', {}, 'Compare'),
      labelled('Compare with', this.kind), otherField, mapField, this.summary,
      h('div', { class: 'ins-side' },
        h('figure', {}, h('figcaption', {}, 'This string'), this.left.canvas),
        h('figure', {}, h('figcaption', {}, 'The other'), this.right.canvas)),
      this.list);
    this.kind.addEventListener('change', () => {
      otherField.hidden = this.kind.value !== 'string';
      mapField.hidden = this.kind.value !== 'map';
      this.changed();
    });
    for (const el of [this.other, this.expected]) el.addEventListener('input', () => this.changed());
    this.root.addEventListener('toggle', () => this.changed());
    panel.linkTail = () => (this.root.open ? compareLink(this.state) : '');
  }

  /** What it compares with, as the address keeps it. */
  get state(): CompareState {
    return this.kind.value === 'map' ? { kind: 'map', text: this.expected.value } : { kind: 'string', text: this.other.value };
  }

  /** Show the Compare a link describes (open), or none (closed). */
  restore(state: CompareState | undefined): void {
    if (state?.kind === 'map') this.expected.value = state.text;
    else if (state) this.other.value = state.text;
    this.kind.value = state?.kind ?? this.kind.value;
    this.root.open = state !== undefined;
    this.kind.dispatchEvent(new Event('change'));
  }

  /** A change of what is compared: redraw, and keep it in the address. */
  private changed(): void {
    this.update();
    this.panel.writeLink();
  }

  /** Compares against a second string (opens the panel). */
  compareWith(commands: string): void {
    this.kind.value = 'string';
    this.other.value = commands;
    this.root.open = true;
    this.kind.dispatchEvent(new Event('change'));
  }

  update(): void {
    if (!this.root.open) return;
    const a = this.panel.ins;
    const mine = drawnColors(a);
    let theirs: Int16Array | undefined;
    let them: Inspection | undefined;
    if (this.kind.value === 'string') {
      them = inspect({ ...this.panel.setup(), commands: this.other.value });
      theirs = drawnColors(them);
    } else theirs = parseMap(this.expected.value, a.width, a.height);
    if (!theirs) {
      this.summary.textContent = 'Paste a pixel map: rows like "  99 ..1.." under the column numbers.';
      this.list.replaceChildren();
      return;
    }
    const diff = differences(mine, theirs);
    const drawnIndices = (m: Int16Array) => m.reduce<number[]>((acc, v, i) => (v >= 0 ? (acc.push(i), acc) : acc), []);
    const box = boxAround([...drawnIndices(mine), ...drawnIndices(theirs)], a.width, a.height, [a.start, a.pen]);
    const picture = (m: Int16Array, ins: Inspection): GridPicture => ({
      box, width: a.width, start: ins.start, pen: ins.pen, differs: diff,
      attr: (i) => Math.max(0, m[i]), drawn: (i) => m[i] >= 0, painted: (i) => ins.painted[i] === 1 && ins.owner[i] >= 0,
      color: (c) => a.palette[c],
    });
    const width = Math.max(200, Math.min(440, (this.root.clientWidth || window.innerWidth) / 2 - 24));
    this.left.render(picture(mine, a), width, 20);
    // a pasted map marks only its start point: no pen, nothing painted
    this.right.render(picture(theirs, them ?? { ...a, pen: a.start, painted: new Uint8Array(a.painted.length) }), width, 20);
    this.summary.textContent = diff.size === 0 ? 'The same pixels in the same colours.'
      : `${diff.size === 1 ? '1 pixel differs' : `${diff.size} pixels differ`} (crossed out): this string / the other.`;
    this.list.replaceChildren(...describeDifferences(diff, mine, theirs, a.width).map((t) => h('li', {}, t)));
  }
}
