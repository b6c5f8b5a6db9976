// QBasic's menu bar over the editor: File, Edit, View, Search, Run, Debug, Options, Help, in QBasic's
// order and names. Alt (pressed and let go) puts the keyboard on the bar, Alt+letter opens a menu, the
// arrows move, Enter runs an item, Esc closes (and a second Esc goes back to the editor). ARIA menubar /
// menu / menuitem, so a screen reader announces it as a menu bar. The items run commands.ts's commands,
// the same the toolbar's buttons run.
import type { Command, EditCommands } from './commands.js';
import { element } from './dialog.js';
import './menu-bar.css';

type Item = Command | 'separator' | { radio: HTMLSelectElement; label: string };

interface Menu {
  name: string;
  items: Item[];
}

function menus(c: EditCommands, speed: HTMLSelectElement | null): Menu[] {
  return [
    { name: 'File', items: [c.newProgram, c.open, c.save, c.saveAs, 'separator', c.download, c.upload, c.share, c.files, 'separator', c.gallery, c.exercise, c.revert] },
    { name: 'Edit', items: [c.undo, c.redo, c.selectAll, 'separator', c.newSub, c.newFunction] },
    { name: 'View', items: [c.subs, c.play, c.inspect] },
    { name: 'Search', items: [c.find, c.findAgain, c.change] },
    { name: 'Run', items: [c.run, c.restart, c.stop] },
    { name: 'Debug', items: [c.step, c.stepOver, c.stepBack, c.runToCursor, 'separator', c.breakpoint, c.clearBreakpoints] },
    { name: 'Options', items: speed ? [...speed.options].map((o) => ({ radio: speed, label: `Speed: ${o.textContent}` })) : [] },
    { name: 'Help', items: [c.help, c.helpIndex] },
  ];
}

export class MenuBar {
  readonly root = element('div', 'edit-menubar');
  private readonly heads: HTMLButtonElement[] = [];
  private readonly popups: HTMLElement[] = [];
  private open = -1;
  /** where the keyboard was before the bar took it (Esc goes back there) */
  private returnFocus: HTMLElement | null = null;
  private altAlone = false;
  private readonly commandOf = new WeakMap<HTMLElement, Command>();

  constructor(commands: EditCommands, private readonly view: HTMLElement) {
    this.root.setAttribute('role', 'menubar');
    this.root.setAttribute('aria-label', 'Menu');
    const speed = document.getElementById('speed') as HTMLSelectElement | null;
    menus(commands, speed).forEach((menu, index) => this.addMenu(menu, index));
    this.heads[0]!.tabIndex = 0;
    document.addEventListener('keydown', (event) => this.pageKey(event), { capture: true });
    document.addEventListener('keyup', (event) => this.pageKeyUp(event), { capture: true });
    document.addEventListener('pointerdown', (event) => {
      if (this.open >= 0 && !this.root.contains(event.target as Node)) this.close(false);
    });
  }

  private addMenu(menu: Menu, index: number): void {
    const wrap = element('div', 'menu');
    const head = element('button', 'menu-head');
    head.type = 'button';
    head.setAttribute('role', 'menuitem');
    head.setAttribute('aria-haspopup', 'menu');
    head.setAttribute('aria-expanded', 'false');
    head.tabIndex = -1;
    head.id = `menu-${menu.name.toLowerCase()}`;
    const letter = element('span', 'menu-key', menu.name[0]);
    head.append(letter, menu.name.slice(1));
    head.addEventListener('click', () => (this.open === index ? this.close(true) : this.openMenu(index, false)));
    head.addEventListener('pointerenter', () => {
      if (this.open >= 0 && this.open !== index) this.openMenu(index, false);
    });
    head.addEventListener('keydown', (event) => this.headKey(event, index));
    const popup = element('div', 'menu-popup');
    popup.setAttribute('role', 'menu');
    popup.setAttribute('aria-labelledby', head.id);
    popup.hidden = true;
    for (const item of menu.items) popup.append(this.menuItem(item));
    popup.addEventListener('keydown', (event) => this.popupKey(event, index));
    wrap.append(head, popup);
    this.root.append(wrap);
    this.heads.push(head);
    this.popups.push(popup);
  }

  private menuItem(item: Item): HTMLElement {
    if (item === 'separator') {
      const line = element('div', 'menu-separator');
      line.setAttribute('role', 'separator');
      return line;
    }
    const entry = element('button', 'menu-item');
    entry.type = 'button';
    entry.tabIndex = -1;
    if ('radio' in item) {
      const option = [...item.radio.options].find((o) => `Speed: ${o.textContent}` === item.label)!;
      entry.setAttribute('role', 'menuitemradio');
      entry.append(element('span', 'menu-label', item.label));
      entry.addEventListener('click', () => {
        item.radio.value = option.value;
        item.radio.dispatchEvent(new Event('change'));
        this.close(true);
      });
      entry.dataset.radio = option.value;
      return entry;
    }
    entry.setAttribute('role', 'menuitem');
    entry.append(element('span', 'menu-label', item.label));
    if (item.key) {
      entry.append(element('kbd', '', item.key));
      entry.setAttribute('aria-keyshortcuts', item.key.replace('Ctrl', 'Control'));
    }
    if (item.title) entry.title = item.title;
    entry.addEventListener('click', () => {
      if (entry.getAttribute('aria-disabled') === 'true') return;
      this.close(true);
      item.run();
    });
    this.commandOf.set(entry, item);
    return entry;
  }

  /** Items that cannot run now say why (the run-control buttons may be disabled). */
  private refresh(popup: HTMLElement): void {
    for (const entry of popup.querySelectorAll<HTMLElement>('.menu-item')) {
      const why = this.commandOf.get(entry)?.unavailable?.();
      if (why) {
        entry.setAttribute('aria-disabled', 'true');
        entry.setAttribute('aria-description', why);
      } else {
        entry.removeAttribute('aria-disabled');
        entry.removeAttribute('aria-description');
      }
      if (entry.dataset.radio !== undefined) {
        const speed = document.getElementById('speed') as HTMLSelectElement | null;
        entry.setAttribute('aria-checked', String(speed?.value === entry.dataset.radio));
      }
    }
  }

  private items(index: number): HTMLElement[] {
    return [...this.popups[index]!.querySelectorAll<HTMLElement>('.menu-item')];
  }

  private remember(): void {
    if (this.open < 0 && !this.root.contains(document.activeElement)) this.returnFocus = document.activeElement as HTMLElement | null;
  }

  openMenu(index: number, focusFirst: boolean): void {
    this.remember();
    if (this.open >= 0 && this.open !== index) this.hide(this.open);
    this.open = index;
    const popup = this.popups[index]!;
    this.refresh(popup);
    popup.hidden = false;
    this.heads[index]!.setAttribute('aria-expanded', 'true');
    this.setTabStop(index);
    if (focusFirst) this.items(index)[0]?.focus();
    else this.heads[index]!.focus();
  }

  private hide(index: number): void {
    this.popups[index]!.hidden = true;
    this.heads[index]!.setAttribute('aria-expanded', 'false');
  }

  /** Close the open menu; `leave` gives the keyboard back to where it was (the editor). */
  close(leave: boolean): void {
    if (this.open >= 0) this.hide(this.open);
    const was = this.open;
    this.open = -1;
    if (leave) {
      (this.returnFocus?.isConnected ? this.returnFocus : this.view.querySelector<HTMLElement>('.cm-content'))?.focus();
      this.returnFocus = null;
    } else if (was >= 0 && this.root.contains(document.activeElement)) this.heads[was]!.focus();
  }

  private setTabStop(index: number): void {
    this.heads.forEach((h, i) => (h.tabIndex = i === index ? 0 : -1));
  }

  /** Put the keyboard on the bar (Alt alone), its first menu's name. */
  focusBar(index = 0): void {
    this.remember();
    this.setTabStop(index);
    this.heads[index]!.focus();
  }

  private headKey(event: KeyboardEvent, index: number): void {
    const count = this.heads.length;
    const move = (to: number) => {
      const target = (to + count) % count;
      if (this.open >= 0) this.openMenu(target, false);
      else {
        this.setTabStop(target);
        this.heads[target]!.focus();
      }
    };
    switch (event.key) {
      case 'ArrowRight': move(index + 1); break;
      case 'ArrowLeft': move(index - 1); break;
      case 'Home': move(0); break;
      case 'End': move(count - 1); break;
      case 'ArrowDown': case 'Enter': case ' ': this.openMenu(index, true); break;
      case 'ArrowUp': this.openMenu(index, false); this.items(index).at(-1)?.focus(); break;
      case 'Escape': this.open >= 0 ? this.close(false) : this.close(true); break;
      default: {
        const found = this.heads.findIndex((h) => h.textContent!.toLowerCase().startsWith(event.key.toLowerCase()));
        if (event.key.length !== 1 || found < 0) return;
        this.openMenu(found, true);
      }
    }
    event.preventDefault();
    event.stopPropagation();
  }

  private popupKey(event: KeyboardEvent, index: number): void {
    const items = this.items(index);
    const at = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown': items[(at + 1) % items.length]?.focus(); break;
      case 'ArrowUp': items[(at - 1 + items.length) % items.length]?.focus(); break;
      case 'Home': items[0]?.focus(); break;
      case 'End': items.at(-1)?.focus(); break;
      case 'ArrowRight': this.openMenu((index + 1) % this.heads.length, true); break;
      case 'ArrowLeft': this.openMenu((index - 1 + this.heads.length) % this.heads.length, true); break;
      case 'Escape': this.close(false); break;
      case 'Tab': this.close(true); break;
      case 'Enter': case ' ': (document.activeElement as HTMLElement).click(); break;
      default: {
        if (event.key.length !== 1) return;
        const found = items.find((i) => i.textContent!.toLowerCase().startsWith(event.key.toLowerCase()));
        found?.focus();
      }
    }
    event.preventDefault();
    event.stopPropagation();
  }

  private get visible(): boolean {
    return !this.view.hidden && this.root.isConnected && !document.querySelector('dialog[open]');
  }

  /** Alt+letter opens that menu (the page would otherwise give Alt+F to the browser). */
  private pageKey(event: KeyboardEvent): void {
    this.altAlone = event.key === 'Alt' && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (!event.altKey || event.ctrlKey || event.metaKey || !this.visible || event.key === 'Alt') return;
    const letter = event.code.startsWith('Key') ? event.code.slice(3).toLowerCase() : '';
    const index = this.heads.findIndex((h) => h.textContent!.toLowerCase().startsWith(letter));
    if (!letter || index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    this.openMenu(index, true);
  }

  /** Alt pressed and let go with nothing else: the keyboard goes to the bar (again: back out). */
  private pageKeyUp(event: KeyboardEvent): void {
    if (event.key !== 'Alt' || !this.altAlone || !this.visible) return;
    this.altAlone = false;
    event.preventDefault();
    if (this.root.contains(document.activeElement)) this.close(true);
    else this.focusBar();
  }
}
