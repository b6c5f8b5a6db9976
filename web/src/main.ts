// Entry point: make sure the page can share memory with the interpreter's worker (cross-origin
// isolation, through a service worker on hosts that cannot send the headers), start the shell with the
// default program playing, and expose a read-only debug view for the browser tests.
import { App, type Ui } from './app.js';
import { ensureIsolation, keepOffline } from './core/isolation.js';
import { TEXT_ADDRESS } from './core/default-program.js';
import { preloadListing, requestedProgram } from './core/programs.js';
import { firstRunPrepared } from './core/runner.js';
import { Ctl } from './core/shared.js';
import './style.css';

// the first run's listing and parse tree (fetched already by index.html's head) are ready when the app wants
// them; an address carrying a program's text (a share link, a user's program) needs neither, and the tree
// of a listing the first worker prepares (the built page's) stays in that worker
if (!TEXT_ADDRESS.test(location.hash)) preloadListing(requestedProgram(), firstRunPrepared() !== requestedProgram());

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html lacks #${id}`);
  return found as T;
}

const ui: Ui = {
  picker: element('program'),
  toggleView: element('toggle-view'),
  run: element('run'),
  restart: element('restart'),
  revert: element('revert'),
  stop: element('stop'),
  newGame: element('new-game'),
  settings: { button: element('play-settings'), panel: element('play-settings-panel'), sameGame: element('same-game'), speed: element('speed') },
  speed: element('speed'),
  fullscreen: element('fullscreen'),
  status: element('status'),
  playView: element('play-view'),
  editView: element('edit-view'),
  pickList: element('pick-list'),
};

function expose(app: App): void {
  const { player } = app;
  /** What the browser tests read: the run state, INKEY$ poll counter, printed text. */
  (window as unknown as { qbasic: unknown }).qbasic = {
    get state() { return app.state; },
    get view() { return app.view; },
    get program() { return app.program; },
    get polls() { return player.runner.polls; },
    get pendingKeys() { return player.runner.pendingKeys; },
    /** the keys the run was given, as a key script, and its RND seed */
    get typed() { return { keys: player.runner.typed.slice(), randomSeed: player.runner.randomSeed }; },
    get output() { return player.output; },
    get stoppedAt() { return player.stoppedAt; },
    get runs() { return player.runs; },
    /** ms from navigation to the first picture of the run with something on it */
    get firstFrame() { return player.painter.firstFrameAt; },
    get tones() { return player.tonesHeard; },
    pixel: (index: number) => player.runner.screen.pixels[index],
    get pixelBuffer() { return player.runner.buffers.pixels; },
    /** the text cursor's cell [left, top, height] in pixels, height 0 when hidden */
    get cursor() { return [Ctl.cursorX, Ctl.cursorY, Ctl.cursorH].map((word) => Atomics.load(player.runner.control, word)); },
    /** the mouse as the worker reads it: [x, y, buttons, left presses, right presses] */
    get mouse() {
      const c = player.runner.control;
      return [Ctl.mouseX, Ctl.mouseY, Ctl.mouseButtons, Ctl.mousePresses, Ctl.mousePresses + 1].map((w) => Atomics.load(c, w));
    },
  };
}

/** The DRAW inspector (a room loaded on first use: the toolbar's button or a `#draw=` link). While it is
 * open it has the keyboard to itself: this listener is added before the app's so the app never sees those keys. */
function wireInspector(): { open(app: App): Promise<void>; close(): void } {
  let inspector: { open: boolean; key(event: KeyboardEvent): void; close(): void } | undefined;
  window.addEventListener('keydown', (event) => {
    if (!inspector?.open) return;
    event.stopImmediatePropagation();
    inspector.key(event);
  }, { capture: true });
  return {
    async open(app) {
      const { showInspector } = await import('./inspect/index.js');
      inspector = showInspector({
        programName: () => app.program,
        playRun: () => ({ program: app.program, keys: app.player.runner.typed, randomSeed: app.player.runner.randomSeed }),
        writeLiteral: (place, text) => app.replaceLiteral(place.program, place, text),
        runProgram: (program) => {
          inspector?.close();
          void (program === app.program ? app.runFromEditor() : app.open(program).then(() => app.runFromEditor()));
        },
        onClose: () => {
          if (!location.hash.startsWith('#draw=')) return; // the address names what comes next (see hashchange)
          history.replaceState(null, '', `#${encodeURIComponent(app.program)}`);
          if (!app.program) void app.start();
        },
      });
      (window as unknown as { inspector: unknown }).inspector = inspector;
    },
    close() {
      if (inspector?.open) inspector.close();
    },
  };
}

const serviceWorker = new URL('coi-sw.js', document.baseURI).href;
const isolation = await ensureIsolation(serviceWorker);
if (isolation === 'isolated') {
  keepOffline(serviceWorker);
  const inspector = wireInspector();
  const app = new App(ui);
  expose(app);
  element('inspect').addEventListener('click', () => void inspector.open(app));
  const follow = () => {
    if (location.hash.startsWith('#draw=')) void inspector.open(app);
    else void app.start();
  };
  // an address edited by hand, or a link into the open page, opens what it names as a fresh load would
  window.addEventListener('hashchange', () => {
    if (!location.hash.startsWith('#draw=')) inspector.close();
    follow();
  });
  follow();
} else if (isolation === 'impossible') {
  ui.status.textContent = 'This browser cannot run programs from this address: open it over https (or localhost).';
}
