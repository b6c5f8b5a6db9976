// "Inspect DRAW strings": every DRAW string of the open program, found in its text and caught while it runs
// (in a worker), each as a small grid with its pixel map, side by side; a card opens in the main panel.
import { currentSource, DEFAULT_PROGRAM, programNames } from '../core/programs.js';
import { unicodeToCp437 } from '../core/cp437.js';
import { button, h, labelled } from './dom.js';
import type { FoundDraw, ProgramDraws } from '../core/draws.js';
import type { DrawsRequest, WorkerMessage } from '../core/protocol.js';
import { boxAround, Grid } from './grid.js';
import { frameAt, inspect } from './model.js';

export class ProgramPanel {
  readonly root: HTMLElement;
  private readonly list = h('div', { class: 'ins-cards' });
  private readonly status = h('p', { class: 'ins-program-status', role: 'status' });
  private readonly run: HTMLButtonElement;
  private readonly picker = h('select');

  constructor(private readonly programName: () => string, private readonly open: (found: FoundDraw) => void) {
    this.run = button('Inspect DRAW strings', 'List every DRAW string the open program uses, each with its pixel map', () => void this.inspectProgram());
    for (const name of programNames()) this.picker.add(new Option(`${name}.bas`, name));
    this.root = h('section', { class: 'ins-program', 'aria-labelledby': 'ins-program-title' },
      h('h2', { id: 'ins-program-title' }, 'DRAW strings of a program'),
      h('div', { class: 'ins-program-bar' }, labelled('Program', this.picker), this.run), this.status, this.list);
  }

  /** Shows the program open in the page in the picker. */
  sync(): void {
    const open = this.programName();
    this.picker.value = programNames().includes(open) ? open : DEFAULT_PROGRAM;
  }

  async inspectProgram(): Promise<void> {
    const name = this.picker.value;
    this.run.disabled = true;
    this.status.textContent = `Reading ${name}.bas and running it for a moment…`;
    this.list.replaceChildren();
    try {
      const found = await this.find(unicodeToCp437(await currentSource(name)));
      const all = [...found.literal, ...found.run];
      this.status.textContent = `${name}.bas: ${found.literal.length} string${found.literal.length === 1 ? '' : 's'} written in the listing, ` +
        `${found.run.length} caught while it ran. ${found.note}`;
      this.list.replaceChildren(...all.map((f) => this.card(f)));
    } finally {
      this.run.disabled = false;
    }
  }

  private find(source: string): Promise<ProgramDraws> {
    // the interpreter's own worker module (the page has it already), used once and ended
    const worker = new Worker(new URL('../core/worker.ts', import.meta.url), { type: 'module', name: 'qbasic-draws' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    return new Promise<ProgramDraws>((resolve) => {
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        if (event.data.type === 'draws') resolve(event.data.draws);
      };
      worker.onerror = () => resolve({ literal: [], run: [], note: 'The inspector could not run the program.' });
      // the run stops itself after two seconds; this is for a statement that never returns
      timer = setTimeout(() => resolve({ literal: [], run: [], note: 'The program did not stop in time.' }), 15_000);
      worker.postMessage({ type: 'draws', source } satisfies DrawsRequest);
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
    }, 220, 14);
    const map = h('pre', { class: 'ins-card-map', tabindex: 0, 'aria-label': `Pixel map of ${found.origin}` }, ins.mapText);
    return h('article', { class: 'ins-card' },
      h('h3', {}, found.origin), h('code', {}, JSON.stringify(found.setup.commands)), grid.canvas, map,
      this.inspectButton(found));
  }

  private inspectButton(found: FoundDraw): HTMLButtonElement {
    const b = button('Inspect', `Open ${found.setup.commands} in the inspector`, () => this.open(found));
    b.setAttribute('aria-label', `Inspect ${found.origin}`);
    return b;
  }
}
