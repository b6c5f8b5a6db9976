// Entry point: find the page's elements, start the app with Minesweeper running, expose a read-only
// debug view for the browser tests.
import { App, type Ui } from './app.js';
import { Ctl } from './core/shared.js';
import './style.css';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html lacks #${id}`);
  return found as T;
}

const ui: Ui = {
  picker: element('program'),
  run: element('run'),
  restart: element('restart'),
  stop: element('stop'),
  toggleView: element('toggle-view'),
  revert: element('revert'),
  status: element('status'),
  screenView: element('screen-view'),
  canvas: element('screen'),
  touchKeys: element('touch-keys'),
  editorView: element('editor-view'),
  editorHost: element('editor'),
  problems: element('problems'),
};

if (!crossOriginIsolated) {
  ui.status.textContent = 'This page needs cross-origin isolation (COOP/COEP headers): serve it with npm start or npm run preview.';
} else {
  // The DRAW inspector (a room loaded on first use) has the keyboard to itself while it is open; this
  // listener comes before the app's so that the app never sees those keys.
  let inspector: { open: boolean; key(event: KeyboardEvent): void } | undefined;
  window.addEventListener('keydown', (event) => {
    if (!inspector?.open) return;
    event.stopImmediatePropagation();
    inspector.key(event);
  }, { capture: true });
  const app = new App(ui);
  let started = false;
  const openInspector = async () => {
    const { showInspector } = await import('./inspect/index.js');
    inspector = showInspector({
      programName: () => app.program,
      onClose: () => {
        history.replaceState(null, '', `#${encodeURIComponent(app.program)}`);
        if (!started) void app.start().then(() => (started = true));
      },
    });
    (window as unknown as { inspector: unknown }).inspector = inspector;
  };
  element('inspect').addEventListener('click', () => void openInspector());
  /** What the browser tests read: the run state, INKEY$ poll counter, printed text. */
  (window as unknown as { qbasic: unknown }).qbasic = {
    get state() { return app.state; },
    get view() { return app.view; },
    get program() { return app.program; },
    get polls() { return app.runner.polls; },
    get pendingKeys() { return app.runner.pendingKeys; },
    get output() { return app.output; },
    get stoppedAt() { return app.stoppedAt; },
    get tones() { return app.tonesHeard; },
    pixel: (index: number) => app.runner.screen.pixels[index],
    get pixelBuffer() { return app.runner.buffers.pixels; },
    /** the text cursor's cell [left, top, height] in pixels, height 0 when hidden */
    get cursor() { return [Ctl.cursorX, Ctl.cursorY, Ctl.cursorH].map((word) => Atomics.load(app.runner.control, word)); },
  };
  if (location.hash.startsWith('#draw=')) {
    void openInspector();
  } else void app.start().then(() => (started = true));
}
