// The on-screen keyboard for touch screens: the keys the program reads (a compact keyboard), or every key a
// QBasic program can read from INKEY$ or INPUT.
// The first layer has digits, letters, Space, Enter, Esc, Backspace and the arrows; Shift makes the next
// letter a capital (and the digit row its symbols); the "Fn" layer has F1-F12, Tab, Home/End, PgUp/PgDn,
// Ins/Del and punctuation. Held down, a key repeats like a keyboard's.

import { ext } from '../core/keymap.js';
import type { ProgramKeys } from '../core/program-keys.js';

/** A key: its label, what INKEY$ gets (a function for keys Shift changes), its width in columns. */
interface TouchKey {
  label: string;
  key: string;
  shifted?: string;
  wide?: number;
  name?: string;
}

const plain = (chars: string, shifted = chars.toUpperCase()): TouchKey[] =>
  [...chars].map((ch, i) => ({ label: ch, key: ch, shifted: shifted[i] ?? ch }));

const ARROWS: TouchKey[] = [
  { label: '←', key: ext(75), name: 'Left' },
  { label: '↑', key: ext(72), name: 'Up' },
  { label: '↓', key: ext(80), name: 'Down' },
  { label: '→', key: ext(77), name: 'Right' },
];

const SHIFT: TouchKey = { label: '⇧', key: '', name: 'Shift', wide: 1.5 };
const LAYER: TouchKey = { label: 'Fn', key: '', name: 'Layer', wide: 1.5 };
const BACKSPACE: TouchKey = { label: '⌫', key: '\b', name: 'Backspace', wide: 1.5 };

const LETTERS: TouchKey[][] = [
  plain('1234567890', '!@#$%^&*()'),
  plain('qwertyuiop'),
  plain('asdfghjkl+', 'ASDFGHJKL='),
  [SHIFT, ...plain('zxcvbnm'), BACKSPACE],
  [
    LAYER, { label: 'Esc', key: '\x1b', name: 'Escape', wide: 1.5 }, { label: 'Space', key: ' ', name: 'Space', wide: 3 },
    { label: 'Enter', key: '\r', name: 'Enter', wide: 2 }, ...ARROWS,
  ],
];

const FUNCTION_KEYS: TouchKey[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ label: `F${i + 1}`, key: ext(59 + i), name: `F${i + 1}` })),
];

const SECOND: TouchKey[][] = [
  FUNCTION_KEYS,
  [
    { label: 'F11', key: ext(133), name: 'F11' }, { label: 'F12', key: ext(134), name: 'F12' },
    { label: 'Tab', key: '\t', name: 'Tab' }, { label: 'Home', key: ext(71), name: 'Home' },
    { label: 'End', key: ext(79), name: 'End' }, { label: 'PgUp', key: ext(73), name: 'PageUp' },
    { label: 'PgDn', key: ext(81), name: 'PageDown' }, { label: 'Ins', key: ext(82), name: 'Insert' },
    { label: 'Del', key: ext(83), name: 'Delete' },
  ],
  plain('+-*/=<>()', '+-*/=<>()'),
  [SHIFT, ...plain(',.;:\'"?!', ',.;:\'"?!'), BACKSPACE],
  [
    { ...LAYER, label: 'abc' }, { label: 'Esc', key: '\x1b', name: 'Escape', wide: 1.5 },
    { label: 'Space', key: ' ', name: 'Space', wide: 3 }, { label: 'Enter', key: '\r', name: 'Enter', wide: 2 }, ...ARROWS,
  ],
];

export function isTouchScreen(): boolean {
  return window.matchMedia('(pointer: coarse)').matches;
}

/** Every key the full keyboard has, by what INKEY$ gets, for naming a program's keys. */
const KNOWN = new Map([...LETTERS, ...SECOND].flat().filter((key) => key.key).map((key) => [key.key, key]));

/** A key a program reads, as a compact key: the full keyboard's label and name where it has the key. */
function programKey(key: string): TouchKey {
  const known = KNOWN.get(key);
  if (known) return { ...known, shifted: undefined };
  const code = key.charCodeAt(key.length - 1);
  const label = key.length === 1 && code > 32 && code < 127 ? key : key.length === 1 ? `CHR$(${code})` : `0+${code}`;
  return { label, key, name: label };
}

const ARROW_NAMES = new Set(['Up', 'Down', 'Left', 'Right']);
const TYPING = new Set([...LETTERS.flat().map((key) => key.key), ...LETTERS.flat().map((key) => key.shifted)]);

export interface TouchKeyboard {
  /** the keys the running program reads (program-keys.ts): the compact keyboard offers them; undefined
   *  while they are not known yet (no keys, rather than another program's) */
  programKeys(keys: ProgramKeys | undefined): void;
}

/**
 * Fill `bar` with the keyboard; each press sends its key (held down, it repeats). A program that reads a
 * few keys gets those alone, large (the arrows as a cross), with the full keyboard one tap away; a program
 * that reads typed text gets the letters with its other keys (a comma, say) on a row of their own, and
 * the phone's own keyboard one tap away (`type`).
 */
export function createTouchKeys(bar: HTMLElement, press: (key: string) => void, type: TypingField): TouchKeyboard {
  let shift = false;
  let layer = 0;
  let compact: TouchKey[] = [];
  let extra: TouchKey[] = [];
  let showCompact = false;
  const row = (keys: TouchKey[], className = 'key-row') => {
    const element = document.createElement('div');
    element.className = className;
    for (const key of keys) element.append(touchButton(key, shift, act));
    return element;
  };
  let known = false;
  const render = () => {
    if (!known) {
      bar.replaceChildren();
      bar.dataset.layer = 'none';
      return;
    }
    if (showCompact) {
      const arrows = compact.filter((key) => ARROW_NAMES.has(key.name ?? ''));
      const others = compact.filter((key) => !arrows.includes(key));
      const cross = document.createElement('div');
      cross.className = 'key-cross';
      for (const key of arrows) cross.append(touchButton(key, false, act));
      bar.replaceChildren(row([...others, ALL_KEYS], 'key-grid'), ...(arrows.length ? [cross] : []));
      bar.dataset.layer = 'program';
      return;
    }
    const rows = layer === 0 ? LETTERS : SECOND;
    const top = [...(layer === 0 ? extra : []), ...(type.wanted ? [PHONE_KEYBOARD] : []), ...(compact.length ? [GAME_KEYS] : [])];
    bar.replaceChildren(...(top.length ? [row(top, 'key-row key-extra')] : []), ...rows.map((keys) => row(keys)));
    bar.dataset.layer = layer === 0 ? 'letters' : 'function';
  };
  const act = (key: TouchKey) => {
    if (key === SHIFT) shift = !shift;
    else if (key.name === 'Layer') layer = 1 - layer;
    else if (key === ALL_KEYS || key === GAME_KEYS) showCompact = key === GAME_KEYS;
    else if (key === PHONE_KEYBOARD) return type.open();
    else {
      press(shift && key.shifted !== undefined ? key.shifted : key.key);
      if (!shift) return;
      shift = false;
    }
    render();
  };
  render();
  bar.hidden = false;
  return {
    programKeys(keys) {
      known = keys !== undefined;
      const offered = (keys?.keys ?? []).map(programKey);
      type.wanted = !!keys?.text;
      type.numbers = !!keys?.numbers;
      // typing: the letters, with the program's other keys on a row of their own
      extra = keys?.text ? offered.filter((key) => !TYPING.has(key.key)) : [];
      compact = keys?.text || !keys ? [] : keys.anyKey ? [programKey(' '), programKey('\r')] : offered;
      showCompact = compact.length > 0;
      layer = 0;
      shift = false;
      render();
    },
  };
}

const ALL_KEYS: TouchKey = { label: 'All keys', key: '', name: 'AllKeys', wide: 1.5 };
const GAME_KEYS: TouchKey = { label: 'Game keys', key: '', name: 'GameKeys', wide: 2 };
const PHONE_KEYBOARD: TouchKey = { label: '⌨ Type', key: '', name: 'PhoneKeyboard', wide: 2 };

const LABELS: Record<string, string> = {
  AllKeys: 'All keys', GameKeys: 'Game keys', PhoneKeyboard: "The phone's keyboard", Layer: 'More keys', Shift: 'Shift',
};

/**
 * The phone's own keyboard for typed lines: a field off the screen that, focused, brings the keyboard up;
 * what is typed into it goes to the program key by key (a key the page took as a key press, a hardware
 * keyboard's, never reaches the field). It keeps one character, so that Backspace on an "empty" line
 * still reaches the program.
 */
export class TypingField {
  wanted = false;
  numbers = false;
  readonly input = document.createElement('input');

  constructor(parent: HTMLElement, private readonly press: (key: string) => void) {
    const input = this.input;
    input.className = 'qb-typing';
    input.setAttribute('aria-label', 'Type to the program');
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('autocorrect', 'off');
    input.enterKeyHint = 'enter';
    input.value = ' ';
    input.addEventListener('input', () => this.read());
    parent.append(input);
  }

  open(): void {
    this.input.inputMode = this.numbers ? 'decimal' : 'text';
    this.input.value = ' ';
    this.input.focus({ preventScroll: true });
  }

  private read(): void {
    const value = this.input.value;
    this.input.value = ' ';
    if (value === '') return this.press('\b');
    for (const ch of value.startsWith(' ') ? value.slice(1) : value) this.press(ch === '\n' ? '\r' : ch);
  }
}

function touchButton(key: TouchKey, shift: boolean, act: (key: TouchKey) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = shift && key.shifted !== undefined ? key.shifted : key.label;
  button.dataset.key = key.name ?? key.label;
  const spoken = LABELS[key.name ?? ''] ?? (key.name && key.name !== key.label ? key.name : undefined);
  if (spoken) button.setAttribute('aria-label', spoken);
  button.style.flexGrow = String(key.wide ?? 1);
  if (key === SHIFT && shift) button.classList.add('on');
  let repeat = 0;
  const release = () => {
    clearTimeout(repeat);
    clearInterval(repeat);
  };
  button.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    act(key);
    if (!key.key) return;
    repeat = window.setTimeout(() => {
      repeat = window.setInterval(() => act(key), 60);
    }, 400);
    // the keyboard may be redrawn under the finger (Shift), so the release is watched on the window
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
  });
  button.addEventListener('pointerleave', release);
  return button;
}
