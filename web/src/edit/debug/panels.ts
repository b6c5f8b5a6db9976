// The debugger's panels beside the editor: buttons for QBasic's debug keys, and the regions Variables,
// Watch, Call stack and Immediate (screen readers and the browser tests find them by these names).
import type { FrameView, PauseReport, VarView, WatchView } from '../../../../src/index.js';
import { cp437ToUnicode } from '../../core/cp437.js';

export interface PanelActions {
  command(kind: 'continue' | 'step' | 'over' | 'back' | 'runTo'): void;
  frame(index: number): void;
  watch(expressions: string[]): void;
  immediate(text: string): void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function region(name: string, ...children: Node[]): HTMLElement {
  const section = el('section', { className: `debug-region debug-${name.toLowerCase().replace(' ', '-')}` }, el('h2', {}, name), ...children);
  section.setAttribute('role', 'region');
  section.setAttribute('aria-label', name);
  return section;
}

/** On a phone one region shows at a time (the editor keeps the height): a row of buttons picks it. */
function panelTabs(regions: HTMLElement[]): HTMLElement {
  const tabs = el('div', { className: 'debug-tabs' });
  tabs.setAttribute('role', 'toolbar');
  tabs.setAttribute('aria-label', 'Debugger panels');
  const pick = (index: number) => regions.forEach((r, i) => {
    r.classList.toggle('debug-shown', i === index);
    tabs.children[i]?.setAttribute('aria-pressed', String(i === index));
  });
  regions.forEach((r, i) => {
    const name = r.getAttribute('aria-label')!;
    const tab = el('button', { type: 'button' }, name);
    tab.setAttribute('aria-label', `Show ${name}`);
    tab.addEventListener('click', () => {
      pick(i);
      r.querySelector<HTMLElement>('input, .debug-scroll')?.focus();
    });
    tabs.append(tab);
  });
  pick(0);
  return tabs;
}

const BUTTONS: [PanelActions['command'] extends (k: infer K) => void ? K : never, string, string][] = [
  ['continue', 'Continue', 'F5'],
  ['step', 'Step', 'F8'],
  ['over', 'Step over', 'F10'],
  ['back', 'Step back', '⇧F8'],
  ['runTo', 'Run to cursor', 'F7'],
];

export class DebugPanels {
  readonly root: HTMLElement;
  private readonly variables = el('ul', { className: 'debug-tree' });
  private readonly watchList = el('ul', { className: 'debug-watches' });
  private readonly stack = el('ol', { className: 'debug-stack' });
  private readonly immediateLog = el('pre', { className: 'debug-log' });
  private readonly watches: string[] = [];
  private lastWatches: WatchView[] = [];
  /** the arrays and records the user expanded (kept open from one pause to the next) */
  private readonly open = new Set<string>();

  constructor(parent: HTMLElement, private readonly actions: PanelActions) {
    const bar = el('div', { className: 'debug-buttons' });
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', 'Debug');
    for (const [kind, label, key] of BUTTONS) {
      const button = el('button', { type: 'button', title: `${label} (${key})` }, `${label} `, el('kbd', {}, key));
      button.addEventListener('click', () => actions.command(kind));
      bar.append(button);
    }
    const watchInput = this.input('Watch expression', 'add: a(i) + 1', (text) => {
      this.watches.push(text);
      this.renderWatches(this.lastWatches);
      actions.watch(this.watches);
    });
    const immediateInput = this.input('Immediate statement', 'PRINT x   x = 5   CALL Draw', (text) => actions.immediate(text));
    this.immediateLog.setAttribute('aria-live', 'polite');
    this.immediateLog.tabIndex = 0;
    const regions = [
      region('Variables', this.scrolling(this.variables)),
      region('Watch', this.scrolling(this.watchList), watchInput),
      region('Call stack', this.scrolling(this.stack)),
      region('Immediate', this.immediateLog, immediateInput),
    ];
    this.root = el('aside', { id: 'debug-panels' }, bar, panelTabs(regions), ...regions);
    this.root.setAttribute('aria-label', 'Debugger');
    parent.append(this.root);
  }

  get watchExpressions(): string[] {
    return this.watches;
  }

  /** A scrollable box keyboard users can reach (tab to it, arrows scroll). */
  private scrolling(content: HTMLElement): HTMLElement {
    const box = el('div', { className: 'debug-scroll', tabIndex: 0 }, content);
    return box;
  }

  private input(label: string, placeholder: string, enter: (text: string) => void): HTMLInputElement {
    const input = el('input', { type: 'text', placeholder, spellcheck: false, autocomplete: 'off' });
    input.setAttribute('aria-label', label);
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || !input.value.trim()) return;
      event.preventDefault();
      enter(input.value.trim());
      input.value = '';
    });
    return input;
  }

  render(report: PauseReport): void {
    this.variables.replaceChildren(...report.variables.map((v) => varItem(v, '', this.open)));
    if (report.variables.length === 0) this.variables.append(el('li', { className: 'debug-empty' }, 'No variables yet'));
    this.stack.replaceChildren(...report.stack.map((frame, i) => this.frameItem(frame, i, i === report.frame)));
    this.renderWatches(report.watches);
  }

  private frameItem(frame: FrameView, index: number, selected: boolean): HTMLElement {
    const button = el('button', { type: 'button' }, `${frame.name}`, el('span', { className: 'debug-where' }, ` line ${frame.line}`));
    if (selected) button.setAttribute('aria-current', 'true');
    button.addEventListener('click', () => this.actions.frame(index));
    return el('li', {}, button);
  }

  private renderWatches(views: WatchView[]): void {
    this.lastWatches = views;
    this.watchList.replaceChildren(...this.watches.map((expression, i) => {
      const view = views.find((w) => w.expression === expression);
      const shown = view?.error ? view.error : view?.value ?? '';
      const remove = el('button', { type: 'button', className: 'debug-remove', title: 'Remove' }, '×');
      remove.setAttribute('aria-label', `Remove watch ${expression}`);
      remove.addEventListener('click', () => {
        this.watches.splice(i, 1);
        this.renderWatches(this.lastWatches);
        this.actions.watch(this.watches);
      });
      const item = el('li', { className: view?.changed ? 'changed' : '' }, el('span', { className: 'debug-name' }, expression),
        ' = ', el('span', { className: view?.error ? 'debug-error' : 'debug-value' }, cp437ToUnicode(shown)), remove);
      if (view?.changed) item.append(el('span', { className: 'visually-hidden' }, ' (changed)'));
      return item;
    }));
  }

  /** What an Immediate statement did. */
  logImmediate(text: string, error?: string): void {
    this.immediateLog.append(`> ${text}\n`);
    if (error) this.immediateLog.append(el('span', { className: 'debug-error' }, `${error}\n`));
    this.immediateLog.scrollTop = this.immediateLog.scrollHeight;
  }

  clear(): void {
    this.variables.replaceChildren();
    this.stack.replaceChildren();
    this.renderWatches([]);
  }
}

function varItem(v: VarView, parent: string, open: Set<string>): HTMLElement {
  const path = `${parent}${v.name}`;
  const value = cp437ToUnicode(v.value);
  const type = [v.type, v.shared ? 'shared' : ''].filter(Boolean).join(', ');
  const line = [el('span', { className: 'debug-name' }, v.name), ...(type ? [el('span', { className: 'debug-type' }, ` ${type}`)] : []),
    ...(value ? [' = ', el('span', { className: 'debug-value' }, value)] : [])];
  if (v.changed) line.push(el('span', { className: 'visually-hidden' }, ' (changed)'));
  const item = el('li', { className: v.changed ? 'changed' : '' });
  if (!v.children) {
    item.append(...line);
    return item;
  }
  const children = el('ul', {}, ...v.children.map((c) => varItem(c, `${path}.`, open)));
  if (v.more) children.append(el('li', { className: 'debug-empty' }, `… ${v.more} more`));
  const details = el('details', { open: open.has(path) }, el('summary', {}, ...line), children);
  details.addEventListener('toggle', () => (details.open ? open.add(path) : open.delete(path)));
  item.append(details);
  return item;
}
