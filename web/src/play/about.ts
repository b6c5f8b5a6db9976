// The how-to-play panel: a program's title, what it is, and its keys (from programs/NAME.about.json). Its
// title folds it away (remembered), leaving the program's screen the room.
import type { About } from '../core/programs.js';

const FOLDED = 'qbasic-ts:about-folded';

function remembered(): boolean {
  try {
    return localStorage.getItem(FOLDED) === '1';
  } catch {
    return false;
  }
}

function remember(folded: boolean): void {
  try {
    localStorage.setItem(FOLDED, folded ? '1' : '0');
  } catch {
    // storage refused (a private window): the panel folds for this page only
  }
}

export function renderAbout(panel: HTMLElement, about: About | undefined): void {
  panel.replaceChildren();
  panel.hidden = !about;
  if (!about) return;
  const title = document.createElement('h2');
  const fold = document.createElement('button');
  fold.type = 'button';
  fold.className = 'qb-about-fold';
  fold.textContent = about.title;
  title.append(fold);
  const body = document.createElement('div');
  body.className = 'qb-about-body';
  body.id = `${panel.id || 'qb-about'}-body`;
  fold.setAttribute('aria-controls', body.id);
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
  body.append(text, keys);
  const show = (folded: boolean) => {
    fold.setAttribute('aria-expanded', String(!folded));
    fold.title = folded ? 'Show how to play' : 'Fold how to play away';
    body.hidden = folded;
    panel.classList.toggle('folded', folded);
  };
  fold.addEventListener('click', () => {
    const folded = !body.hidden;
    remember(folded);
    show(folded);
  });
  show(remembered());
  panel.append(title, body);
}
