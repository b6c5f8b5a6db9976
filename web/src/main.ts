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
  const app = new App(ui);
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
  void app.start();
}
