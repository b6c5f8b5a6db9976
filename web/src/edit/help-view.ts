// The F1 help window: a keyword's page (syntax, explanation, example with a Run button) or, with
// Shift+F1, the index of every page with a filter. The pages load on first use.
import { button, element, openDialog, type OpenDialog } from './dialog.js';
import type { HelpEntry } from './help/entry.js';

type HelpModule = typeof import('./help/index.js');

let loading: Promise<HelpModule> | undefined;
const helpModule = () => (loading ??= import('./help/index.js'));

/** Text with `code` spans as nodes (never parsed as markup); the first mention of a keyword (3 letters
 *  or more) that has a page of its own becomes a link to that page. */
function prose(text: string, help: HelpModule, current: HelpEntry, open: (entry: HelpEntry) => void): HTMLElement[] {
  const linked = new Set<HelpEntry>([current]);
  const words = (part: string, into: HTMLElement) => {
    let last = 0;
    for (const match of part.matchAll(/\b[A-Z][A-Z]{2,}\$?/g)) {
      const target = help.helpFor(match[0]);
      if (!target || linked.has(target)) continue;
      linked.add(target);
      into.append(part.slice(last, match.index));
      const link = button(match[0], () => open(target), undefined, `Help on ${match[0]}`);
      link.className = 'help-link';
      into.append(link);
      last = match.index + match[0].length;
    }
    into.append(part.slice(last));
  };
  return text.split(/\n\s*\n/).map((paragraph) => {
    const p = element('p');
    paragraph.split('`').forEach((part, index) => (index % 2 ? p.append(element('code', '', part)) : words(part, p)));
    return p;
  });
}

export class HelpWindow {
  private current: OpenDialog | undefined;

  constructor(private readonly runExample: (source: string) => void) {}

  /** F1: the page for `word`, or the index when there is none. */
  async show(word: string): Promise<void> {
    const help = await helpModule();
    const entry = help.helpFor(word.replace(/^FN/i, '') === word ? word : 'DEF');
    if (entry) this.page(help, entry);
    else this.index(help, word ? `No help page for “${word}”: pick one below.` : '');
  }

  /** Shift+F1: the index. */
  async showIndex(): Promise<void> {
    this.index(await helpModule(), '');
  }

  private reopen(title: string): OpenDialog {
    this.current?.close();
    this.current = openDialog(title, 'help-dialog');
    return this.current;
  }

  private page(help: HelpModule, entry: HelpEntry): void {
    const { body } = this.reopen(`Help: ${help.titleOf(entry)}`);
    const syntax = element('pre', 'help-syntax', entry.syntax);
    const example = element('pre', 'help-example', entry.example);
    // both may scroll sideways on a phone: a keyboard stop lets arrow keys scroll them
    for (const [block, name] of [[syntax, 'Syntax'], [example, 'Example']] as const) {
      block.setAttribute('aria-label', name);
      block.tabIndex = 0;
    }
    const run = button('Run example', () => {
      this.current?.close();
      this.runExample(entry.example);
    });
    run.className = 'help-run';
    const tools = element('div', 'help-tools');
    tools.append(run, button('Index (Shift+F1)', () => this.index(help, '')));
    const texts = prose(entry.text, help, entry, (target) => this.page(help, target));
    body.append(element('h3', '', 'Syntax'), syntax, ...texts, element('h3', '', 'Example'), example, tools);
    if (entry.keys !== undefined) body.append(element('p', 'help-note', 'This example waits for the keyboard.'));
    if (entry.see?.length) {
      const see = element('p', 'help-see', 'See also: ');
      for (const word of entry.see) {
        const target = help.helpFor(word);
        if (target) see.append(button(word, () => this.page(help, target)), ' ');
      }
      body.append(see);
    }
    run.focus();
  }

  private index(help: HelpModule, note: string): void {
    const { body } = this.reopen('Help index');
    if (note) body.append(element('p', 'help-note', note));
    const label = element('label', 'help-filter', 'Find a keyword ');
    const filter = element('input');
    filter.type = 'search';
    label.append(filter);
    const list = element('ul', 'help-index');
    const items = help.HELP.map((entry) => {
      const item = element('li');
      item.append(button(help.titleOf(entry), () => this.page(help, entry)));
      list.append(item);
      return { item, words: entry.words.join(' ') + ' ' + help.titleOf(entry).toUpperCase() };
    });
    filter.addEventListener('input', () => {
      const wanted = filter.value.trim().toUpperCase();
      for (const { item, words } of items) item.hidden = wanted !== '' && !words.includes(wanted);
    });
    body.append(label, list);
    filter.focus();
  }
}
