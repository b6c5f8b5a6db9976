// "Inspect DRAW strings": every DRAW string of the open program, found in its text and caught while it runs
// (in a worker) with the keys given, each as a small grid with its pixel map, side by side; a card opens in
// the main panel.
import { formatKeys } from '../../../src/index.js';
import { currentSource, DEFAULT_PROGRAM, programNames } from '../core/programs.js';
import { unicodeToCp437 } from '../core/cp437.js';
import { button, h, labelled } from './dom.js';
import type { FoundDraw, ProgramDraws } from '../core/draws.js';
import type { DrawsRequest, WorkerMessage } from '../core/protocol.js';
import { boxAround, Grid } from './grid.js';
import { frameAt, inspect } from './model.js';

/** A program's last run in the page: which program, the keys it was given, the RND seed it started with. */
export interface PlayRun {
  program: string;
  keys: readonly string[];
  randomSeed?: number;
}

const KEYS_HELP = 'Most programs draw only after a key or a menu choice: the run gets these keys one at a time, as ' +
  'qbasic run --keys types them (letters as they are, {enter} {space} {esc} {up} {down} {left} {right} {f1}…, and ' +
  '{click X,Y} for the mouse), and is ended ' +
  'when it waits for more (or after 10 seconds; 2 without keys).';

/** A card's grid: 220 pixels wide side by side on a wide screen; on a phone a card has the width to itself. */
function cardGrid(): [maxWidth: number, maxCell: number] {
  return window.innerWidth <= 760 ? [Math.min(360, window.innerWidth - 70), 24] : [220, 14];
}

export class ProgramPanel {
  readonly root: HTMLElement;
  private readonly list = h('div', { class: 'ins-found' });
  private readonly status = h('p', { class: 'ins-program-status', role: 'status' });
  private readonly run: HTMLButtonElement;
  private readonly picker = h('select');
  /** keys typed while it runs: most programs draw only after a key or a menu choice */
  readonly keys = h('input', {
    type: 'text', class: 'ins-keys', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', placeholder: 'e.g. {space} or 1{enter}',
    'aria-describedby': 'ins-keys-help',
  });

  private readonly help = h('p', { id: 'ins-keys-help', class: 'ins-hint' }, KEYS_HELP);
  private readonly fromPlay: HTMLButtonElement;
  /** the keys put in the box from the page's run (replaced by a later run's unless edited) */
  private filled = '';

  constructor(
    private readonly programName: () => string, private readonly playRun: (() => PlayRun) | undefined,
    private readonly open: (found: FoundDraw) => void,
    /** opens Design on a literal of the listing (`program` is the one listed) */
    private readonly design?: (found: FoundDraw, program: string) => void,
  ) {
    this.run = button('Inspect DRAW strings', 'List every DRAW string the open program uses, each with its pixel map', () => void this.inspectProgram());
    this.fromPlay = button('Keys typed in Play', 'Replay the keys you typed in the program\'s run in the page, in its game', () => this.useKeysFromPlay());
    for (const name of programNames()) this.picker.add(new Option(`${name}.bas`, name));
    this.keys.addEventListener('input', () => {
      if (this.keys.value !== this.filled) this.help.textContent = KEYS_HELP;
    });
    this.keys.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') void this.inspectProgram();
    });
    this.root = h('section', { class: 'ins-program', 'aria-labelledby': 'ins-program-title' },
      h('h2', { id: 'ins-program-title' }, 'DRAW strings of a program'),
      h('div', { class: 'ins-program-bar' }, labelled('Program', this.picker), labelled('Keys to type', this.keys, 'ins-field ins-keys-field'),
        this.fromPlay, this.run),
      this.help, this.status, this.list);
    this.picker.addEventListener('change', () => this.offerPlayKeys());
  }

  /** Shows the program open in the page in the picker, with the keys typed in its last run in the page. */
  sync(): void {
    const open = this.programName();
    this.picker.value = programNames().includes(open) ? open : DEFAULT_PROGRAM;
    this.offerPlayKeys();
    // the box follows the latest run in the page until you type keys of your own
    if (this.keys.value === '' || this.keys.value === this.filled) {
      this.keys.value = '';
      this.filled = '';
      this.help.textContent = KEYS_HELP;
      this.useKeysFromPlay();
    }
  }

  /** The page's last run, when it was of the picked program and was given keys. */
  private played(): PlayRun | undefined {
    const run = this.playRun?.();
    return run && run.program === this.picker.value && run.keys.length > 0 ? run : undefined;
  }

  private offerPlayKeys(): void {
    this.fromPlay.disabled = this.played() === undefined;
    this.fromPlay.title = this.fromPlay.disabled ? 'No keys were typed in this program\'s last run in the page'
      : 'Replay the keys you typed in the program\'s last run in the page, in the same game';
  }

  /** Fills the box with the keys typed in the page's run (its fresh game's RND seed goes with them). */
  private useKeysFromPlay(): void {
    const run = this.played();
    if (!run) return;
    this.keys.value = this.filled = formatKeys(run.keys);
    this.help.textContent = `These are the ${run.keys.length} key${run.keys.length === 1 ? '' : 's'} you typed in the program's run in the page; ` +
      'it runs again on them (a program that goes by the clock may go another way). ' + KEYS_HELP;
  }

  /** the program whose strings are listed */
  private listed = '';

  async inspectProgram(): Promise<void> {
    const name = this.picker.value;
    this.listed = name;
    this.run.disabled = true;
    this.status.textContent = `Reading ${name}.bas and running it for a moment…`;
    this.list.replaceChildren();
    try {
      const found = await this.find(unicodeToCp437(await currentSource(name)), this.keys.value, this.played()?.randomSeed);
      const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
      this.status.textContent = `${name}.bas: ${plural(found.literal.length, 'string')} written in the listing, ` +
        `${plural(found.run.length, 'picture')} drawn while it ran. ${found.note}`;
      this.list.replaceChildren(
        ...this.group('Written in the listing (drawn from the centre of the screen)', found.literal),
        ...this.group('Drawn while it ran (where and in the state the program drew them)', found.run));
    } finally {
      this.run.disabled = false;
    }
  }

  /** A heading and the cards under it (nothing when there are none). */
  private group(title: string, found: FoundDraw[]): HTMLElement[] {
    if (found.length === 0) return [];
    return [h('h3', { class: 'ins-group' }, title), h('div', { class: 'ins-cards' }, ...found.map((f) => this.card(f)))];
  }

  private find(source: string, keys: string, randomSeed: number | undefined): Promise<ProgramDraws> {
    // the interpreter's own worker module (the page has it already), used once and ended
    const worker = new Worker(new URL('../core/worker.ts', import.meta.url), { type: 'module', name: 'qbasic-draws' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    return new Promise<ProgramDraws>((resolve) => {
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        if (event.data.type === 'draws') resolve(event.data.draws);
      };
      worker.onerror = () => resolve({ literal: [], run: [], note: 'The inspector could not run the program.' });
      // the run stops itself after ten seconds at most; this is for a statement that never returns
      timer = setTimeout(() => resolve({ literal: [], run: [], note: 'The program did not stop in time.' }), 25_000);
      worker.postMessage({ type: 'draws', source, keys, randomSeed } satisfies DrawsRequest);
    }).finally(() => {
      clearTimeout(timer);
      worker.terminate();
    });
  }

  private card(found: FoundDraw): HTMLElement {
    const ins = inspect(found.setup);
    const frame = frameAt(ins, ins.steps.length - 1);
    const grid = new Grid(h('canvas', { class: 'ins-grid', role: 'img', 'aria-label': `Pixels of ${found.setup.commands}` }));
    const drawn = ins.steps.flatMap((st) => st.pixels);
    grid.render({
      box: boxAround(drawn, ins.width, ins.height, [ins.start, ins.pen], 8), width: ins.width, start: ins.start, pen: ins.pen,
      attr: (i) => frame.attr[i], drawn: (i) => frame.owner[i] >= 0, painted: (i) => frame.painted[i] === 1,
      color: (a) => ins.palette[a], failed: ins.failure !== undefined,
    }, ...cardGrid());
    const map = h('pre', { class: 'ins-card-map', tabindex: 0, 'aria-label': `Pixel map of ${found.origin}` }, ins.mapText);
    const times = found.times ? h('p', { class: 'ins-times' }, `${found.times} calls drew this same picture`) : '';
    return h('article', { class: 'ins-card' },
      h('h4', {}, found.origin), h('code', {}, JSON.stringify(found.setup.commands)), times, grid.canvas, map,
      h('div', { class: 'ins-card-actions' }, this.inspectButton(found), found.literal && this.design ? this.designButton(found) : ''));
  }

  private designButton(found: FoundDraw): HTMLButtonElement {
    const program = this.listed;
    const b = button('Design', `Edit the pixels of ${found.setup.commands} and write the new string into ${program}.bas`, () => this.design!(found, program));
    b.setAttribute('aria-label', `Design ${found.origin}`);
    return b;
  }

  private inspectButton(found: FoundDraw): HTMLButtonElement {
    const b = button('Inspect', `Open ${found.setup.commands} in the inspector`, () => this.open(found));
    b.setAttribute('aria-label', `Inspect ${found.origin}`);
    return b;
  }
}
