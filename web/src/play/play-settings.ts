// The Play view's settings popover (the toolbar's sliders button): Same first game, remembered, and on a
// narrow screen the speed (the toolbar has no room for it there; this select mirrors the toolbar's). It
// closes on a second press and on a press anywhere else.
import { preference, setPreference } from '../core/programs.js';
import './play-toolbar.css';

export interface PlaySettings {
  button: HTMLButtonElement;
  panel: HTMLElement;
  sameGame: HTMLInputElement;
  /** the toolbar's speed select, the one the app reads */
  speed: HTMLSelectElement;
}

/** A copy of the toolbar's speed select in the panel, kept in step with it both ways. */
function mirrorSpeed(panel: HTMLElement, speed: HTMLSelectElement): void {
  const copy = speed.cloneNode(true) as HTMLSelectElement;
  copy.id = 'play-speed';
  copy.removeAttribute('aria-label');
  const label = document.createElement('label');
  label.className = 'narrow-only';
  label.append('Speed ', copy);
  panel.append(label);
  copy.value = speed.value;
  copy.addEventListener('change', () => {
    speed.value = copy.value;
    speed.dispatchEvent(new Event('change'));
  });
  speed.addEventListener('change', () => (copy.value = speed.value));
}

export function wirePlaySettings({ button, panel, sameGame, speed }: PlaySettings): void {
  mirrorSpeed(panel, speed);
  // 'fresh' is the setting's older name and sense (a clock-seeded game on every run): kept, so a choice made stays
  sameGame.checked = preference('fresh') === '0';
  sameGame.addEventListener('change', () => setPreference('fresh', sameGame.checked ? '0' : '1'));
  const show = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => show(panel.hidden === true));
  document.addEventListener('pointerdown', (event) => {
    if (!panel.hidden && !button.parentElement!.contains(event.target as Node)) show(false);
  });
}
