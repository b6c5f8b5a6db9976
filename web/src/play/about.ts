// The how-to-play panel: a program's title, what it is, and its keys (from programs/NAME.about.json).
import type { About } from '../core/programs.js';

export function renderAbout(panel: HTMLElement, about: About | undefined): void {
  panel.replaceChildren();
  panel.hidden = !about;
  if (!about) return;
  const title = document.createElement('h2');
  title.textContent = about.title;
  const text = document.createElement('p');
  text.textContent = about.description;
  const keys = document.createElement('dl');
  for (const [key, does] of about.keys) {
    const term = document.createElement('dt');
    term.textContent = key;
    const what = document.createElement('dd');
    what.textContent = does;
    keys.append(term, what);
  }
  panel.append(title, text, keys);
}
