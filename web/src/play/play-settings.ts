// The Play view's settings popover (the toolbar's sliders button): Same first game, remembered. It closes
// on a second press and on a press anywhere else.
import { preference, setPreference } from '../core/programs.js';
import './play-toolbar.css';

export interface PlaySettings {
  button: HTMLButtonElement;
  panel: HTMLElement;
  sameGame: HTMLInputElement;
}

export function wirePlaySettings({ button, panel, sameGame }: PlaySettings): void {
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
