// The on-screen keyboard for touch screens: every key a QBasic program can read from INKEY$ or INPUT.
// The first layer has digits, letters, Space, Enter, Esc, Backspace and the arrows; Shift makes the next
// letter a capital (and the digit row its symbols); the "Fn" layer has F1-F12, Tab, Home/End, PgUp/PgDn,
// Ins/Del and punctuation. Held down, a key repeats like a keyboard's.

import { ext } from '../core/keymap.js';

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

/** Fill `bar` with the keyboard; each press sends its key (held down, it repeats). */
export function createTouchKeys(bar: HTMLElement, press: (key: string) => void): void {
  let shift = false;
  let layer = 0;
  const render = () => {
    const rows = layer === 0 ? LETTERS : SECOND;
    bar.replaceChildren(
      ...rows.map((keys) => {
        const row = document.createElement('div');
        row.className = 'key-row';
        for (const key of keys) row.append(touchButton(key, shift, act));
        return row;
      }),
    );
    bar.dataset.layer = layer === 0 ? 'letters' : 'function';
  };
  const act = (key: TouchKey) => {
    if (key === SHIFT) shift = !shift;
    else if (key.name === 'Layer') layer = 1 - layer;
    else {
      press(shift && key.shifted !== undefined ? key.shifted : key.key);
      if (!shift) return;
      shift = false;
    }
    render();
  };
  render();
  bar.hidden = false;
}

function touchButton(key: TouchKey, shift: boolean, act: (key: TouchKey) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = shift && key.shifted !== undefined ? key.shifted : key.label;
  button.dataset.key = key.name ?? key.label;
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
