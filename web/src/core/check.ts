// Syntax and type errors of a program, as the editor shows them (the same checks the worker runs before
// a run), computed in a worker of their own (the interpreter's worker module, so the interpreter is
// downloaded once) so that typing never waits for the parser.
import { unicodeToCp437 } from './cp437.js';
import type { CheckRequest, Problem, WorkerMessage } from './protocol.js';

export class Checker {
  private readonly worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'qbasic-check' });
  private readonly waiting = new Map<number, (problems: Problem[]) => void>();
  private nextId = 1;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data.type !== 'checked') return;
      this.waiting.get(event.data.id)?.(event.data.problems);
      this.waiting.delete(event.data.id);
    };
  }

  /** The problems of `source` (editor text, Unicode: checked as the CP437 bytes a run would get). */
  check(source: string): Promise<Problem[]> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ type: 'check', id, source: unicodeToCp437(source) } satisfies CheckRequest);
    });
  }
}
