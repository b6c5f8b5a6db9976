// On a touch screen (coarse pointer) the keys a game needs as buttons under the screen:
// arrows, Space, Enter, `+` and Esc.

interface TouchKey {
  label: string;
  key: string;
  title: string;
}

/** Two pads: the arrows laid out as on a keyboard, and the action keys. */
const PADS: { name: string; keys: TouchKey[] }[] = [
  {
    name: 'arrows',
    keys: [
      { label: '↑', key: '\0H', title: 'Up' },
      { label: '←', key: '\0K', title: 'Left' },
      { label: '↓', key: '\0P', title: 'Down' },
      { label: '→', key: '\0M', title: 'Right' },
    ],
  },
  {
    name: 'actions',
    keys: [
      { label: 'Esc', key: '\x1b', title: 'Escape' },
      { label: '+', key: '+', title: 'Plus' },
      { label: 'Space', key: ' ', title: 'Space' },
      { label: 'Enter', key: '\r', title: 'Enter' },
    ],
  },
];

export function isTouchScreen(): boolean {
  return window.matchMedia('(pointer: coarse)').matches;
}

/** Fill `bar` with the buttons; each press sends its key (held down, it repeats like a keyboard). */
export function createTouchKeys(bar: HTMLElement, press: (key: string) => void): void {
  for (const { name, keys } of PADS) {
    const pad = document.createElement('div');
    pad.className = `pad ${name}`;
    for (const key of keys) pad.append(touchButton(key, press));
    bar.append(pad);
  }
  bar.hidden = false;
}

function touchButton({ label, key, title }: TouchKey, press: (key: string) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.title = title;
  button.dataset.key = title;
  let repeat = 0;
  const release = () => {
    clearTimeout(repeat);
    clearInterval(repeat);
  };
  button.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    press(key);
    repeat = window.setTimeout(() => {
      repeat = window.setInterval(() => press(key), 60);
    }, 400);
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) button.addEventListener(type, release);
  return button;
}
