// The player's elements, built in code so that the page and the <qbasic-player> element share them:
// the screen (canvas) with the card shown when a program ends, the how-to-play panel beside it, and the
// on-screen keyboard under it.
import css from './player.css?inline';

export interface PlayerParts {
  root: HTMLElement;
  screenBox: HTMLElement;
  canvas: HTMLCanvasElement;
  endCard: HTMLElement;
  endTitle: HTMLElement;
  /** the program's last line of text, quoted on the end card */
  endWords: HTMLElement;
  /** shown only in fullscreen: Esc belongs to the program */
  exitFullscreen: HTMLButtonElement;
  playAgain: HTMLButtonElement;
  pickAnother: HTMLButtonElement;
  seeCode: HTMLButtonElement;
  about: HTMLElement;
  touchKeys: HTMLElement;
}

function make<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text = ''): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  if (text) element.textContent = text;
  return element;
}

/** The player's tree; `canvasId` names the canvas (the page's tests look for #screen). */
export function createPlayerParts(canvasId = 'screen'): PlayerParts {
  const root = make('div', { class: 'qb-player' });
  const stage = make('div', { class: 'qb-stage' });
  const screenBox = make('div', { class: 'qb-screen-box' });
  const canvas = make('canvas', { id: canvasId, class: 'qb-screen', tabindex: '0', width: '320', height: '200', 'aria-label': "The program's screen" });
  const endCard = make('div', { class: 'qb-end-card', role: 'dialog', 'aria-labelledby': `${canvasId}-end-title` });
  const endTitle = make('p', { class: 'qb-end-title', id: `${canvasId}-end-title` }, 'The program ended');
  const playAgain = make('button', { type: 'button', id: 'play-again' }, 'Play again');
  const pickAnother = make('button', { type: 'button', id: 'pick-another' }, 'Pick another');
  const seeCode = make('button', { type: 'button', id: 'see-code' }, 'See the code');
  const endWords = make('p', { class: 'qb-end-words', 'aria-label': "The program's last words" });
  const buttons = make('div', { class: 'qb-end-buttons' });
  buttons.append(playAgain, pickAnother, seeCode);
  endCard.append(endTitle, endWords, buttons);
  endCard.hidden = true;
  const exitFullscreen = make('button', { type: 'button', class: 'qb-exit-fullscreen' }, 'Exit fullscreen');
  screenBox.append(canvas, exitFullscreen);
  const about = make('aside', { class: 'qb-about', id: `${canvasId}-about`, 'aria-label': 'How to play' });
  about.hidden = true;
  stage.append(screenBox, endCard, about);
  const touchKeys = make('nav', { class: 'qb-touch-keys', id: 'touch-keys', 'aria-label': 'Keys' });
  touchKeys.hidden = true;
  root.append(stage, touchKeys);
  return { root, screenBox, canvas, endCard, endTitle, endWords, exitFullscreen, playAgain, pickAnother, seeCode, about, touchKeys };
}

/** The player's styles, for a document or a shadow root. */
export function playerStyle(): HTMLStyleElement {
  return make('style', {}, css);
}
