// QBasic's Immediate window, always under the editor: a statement typed there runs at once, before any
// program has run and between runs (`PRINT 2 + 2`). While a debug run is paused, the debugger's own
// Immediate panel runs statements inside the program (its variables); this bar hides then.
import { element } from './dialog.js';
import { askExerciseWorker } from './exercise/checker.js';

export class ImmediateBar {
  readonly root = element('section', 'immediate-bar');
  private readonly log = element('pre', 'immediate-log');
  private readonly input = element('input');

  constructor() {
    this.root.setAttribute('aria-label', 'Immediate');
    const label = element('label', 'immediate-label', 'Immediate');
    this.input.placeholder = 'PRINT 2 + 2';
    this.input.spellcheck = false;
    this.input.autocomplete = 'off';
    label.append(this.input);
    this.log.setAttribute('aria-live', 'polite');
    this.log.hidden = true;
    this.root.append(this.log, label);
    this.input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || !this.input.value.trim()) return;
      event.preventDefault();
      void this.run(this.input.value);
      this.input.value = '';
    });
  }

  private async run(text: string): Promise<void> {
    this.show(`> ${text}\n`);
    const reply = await askExerciseWorker({ type: 'capture', source: `${text}\n`, keys: '' });
    if (reply.type === 'failed') return this.show(`${reply.message}\n`, true);
    if (reply.type !== 'captured') return;
    if (reply.output) this.show(reply.output.endsWith('\n') ? reply.output : `${reply.output}\n`);
    if (reply.trouble) this.show(`${reply.trouble}\n`, true);
  }

  private show(text: string, error = false): void {
    this.log.hidden = false;
    this.log.append(error ? element('span', 'immediate-error', text) : text);
    this.log.scrollTop = this.log.scrollHeight;
  }
}
