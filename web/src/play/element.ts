// <qbasic-player src="game.bas">: the player for any page, one script tag beside it
// (`<script type="module" src="qbasic-player.js">`, built by `npm run build`). Attributes:
//   src          the program (a .bas file, CP437 or ASCII)
//   about        optional how-to-play JSON ({title, description, keys: [[keys, what they do]]})
//   new-game     seed RND from the clock before each run (a fresh game each time)
//   speed        the pace of an old PC: xt, at, 386, 486 or pentium (default: full speed)
// Keys go to the program while the player has focus (click it); Ctrl+Break stops it.
import { byteString } from '../core/cp437.js';
import { ensureIsolation } from '../core/isolation.js';
import { isBreak } from '../core/keymap.js';
import type { About } from '../core/programs.js';
import { createPlayerParts, playerStyle } from './player-dom.js';
import { clockSeed, Player } from './player.js';

const HOST_STYLE = `:host { display: block; height: 420px; contain: content; } :host([hidden]) { display: none; }`;

/** CP437 bytes as one character each, the way the interpreter reads a listing. */
async function fetchProgram(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${response.statusText}`);
  return byteString(new Uint8Array(await response.arrayBuffer()));
}

export class QBasicPlayerElement extends HTMLElement {
  player: Player | undefined;
  private source: string | undefined;

  async connectedCallback(): Promise<void> {
    if (this.shadowRoot) return;
    const shadow = this.attachShadow({ mode: 'open' });
    const style = playerStyle();
    style.textContent += HOST_STYLE;
    const parts = createPlayerParts('screen');
    shadow.append(style, parts.root);
    const isolation = await ensureIsolation(new URL(/* @vite-ignore */ 'coi-sw.js', import.meta.url).href);
    if (isolation !== 'isolated') {
      parts.about.hidden = false;
      parts.about.textContent = isolation === 'reloading' ? 'Starting…' : 'This page cannot run QBasic programs: serve it over https.';
      return;
    }
    this.player = new Player(parts, { playAgain: () => void this.start() });
    this.addEventListener('keydown', (event) => {
      if (isBreak(event)) this.player?.stop();
      else this.player?.keyDown(event);
    });
    void this.start();
  }

  disconnectedCallback(): void {
    this.player?.runner.stop();
  }

  /** Fetch the program (once) and its how-to-play, and run it from the start. */
  async start(): Promise<void> {
    const player = this.player;
    if (!player) return;
    try {
      this.source ??= await fetchProgram(new URL(this.getAttribute('src') ?? '', document.baseURI));
      const about = this.getAttribute('about');
      if (about) player.showAbout((await (await fetch(new URL(about, document.baseURI))).json()) as About);
    } catch (e) {
      player.showAbout({ title: 'Cannot load the program', description: String(e), keys: [] });
      return;
    }
    player.play(this.source, {
      randomSeed: this.hasAttribute('new-game') ? clockSeed() : undefined, speed: this.getAttribute('speed') ?? undefined,
    });
  }
}

if (!customElements.get('qbasic-player')) customElements.define('qbasic-player', QBasicPlayerElement);

declare global {
  interface HTMLElementTagNameMap {
    'qbasic-player': QBasicPlayerElement;
  }
}
