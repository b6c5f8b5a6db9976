// A learner's side of an exercise: the task beside the editor, Check (the checks run in a worker) and
// what each check found. The learner's program is the editor's, kept as a draft under the exercise's
// own name, so a reload or the same link later brings the work back.
import { parseExercise, type Exercise } from '../../../../src/exercise/format.js';
import { savedSource } from '../../core/programs.js';
import { button, element } from '../dialog.js';
import { packText } from '../share.js';
import type { EditHost } from '../tools.js';
import { askExerciseWorker } from './checker.js';
import { reportView } from './results-view.js';
import './exercise.css';

export const EXERCISE_PREFIX = 'exercise:';

/** A short fingerprint of an exercise's text: its drafts are kept under it. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export class ExercisePanel {
  readonly root = element('aside', 'exercise-panel');
  private text = '';
  private exercise: Exercise | undefined;
  private name = '';
  private readonly results = element('div', 'exercise-report');
  private readonly checkButton: HTMLButtonElement;

  constructor(private readonly host: EditHost, private readonly view: HTMLElement, private readonly say: (message: string) => void) {
    this.root.id = 'exercise-panel';
    this.root.setAttribute('aria-label', 'Exercise');
    this.root.hidden = true;
    this.results.setAttribute('aria-live', 'polite');
    this.checkButton = button('Check', () => void this.check(), 'Run the exercise’s checks on your program');
    this.checkButton.className = 'exercise-check';
  }

  /** The program name an exercise's draft goes by. */
  get programName(): string {
    return this.name;
  }

  /** Open an exercise's text for a learner: the task beside the editor, their draft (or the starting
   *  program) in it. False, with a message, when the text is not an exercise. */
  open(text: string): boolean {
    let exercise: Exercise;
    try {
      exercise = parseExercise(text);
    } catch (e) {
      this.say(`This exercise is damaged: ${(e as Error).message}`);
      return false;
    }
    this.text = text;
    this.exercise = exercise;
    this.name = `${EXERCISE_PREFIX}${fingerprint(text)}:${exercise.title}`;
    const draft = savedSource(this.name);
    this.host.openText(this.name, draft ?? exercise.start);
    history.replaceState(null, '', `#exercise=${packText(text)}`); // a reload opens it again, with the draft
    this.render();
    this.say(draft === undefined ? 'Write your program in the editor, then press Check' : 'Your work on this exercise so far is back in the editor');
    return true;
  }

  close(): void {
    this.root.hidden = true;
    this.view.classList.remove('has-exercise');
    this.exercise = undefined;
    this.name = '';
  }

  private render(): void {
    const exercise = this.exercise!;
    const task = element('details', 'exercise-task');
    task.open = true;
    task.append(element('summary', '', 'Task'), element('div', 'exercise-text', exercise.task));
    const count = exercise.checks.length;
    const tools = element('div', 'exercise-tools');
    tools.append(
      this.checkButton,
      button('Start again', () => this.startAgain(), 'Put the starting program back in the editor'),
      button('Close', () => this.close(), 'Hide the exercise (your work stays in this browser)', 'Close the exercise'),
    );
    this.results.replaceChildren(element('p', 'exercise-hint', `${count} check${count === 1 ? '' : 's'}: ${exercise.checks.map((c) => c.name).join('; ')}`));
    this.root.replaceChildren(element('h2', '', exercise.title), task, tools, this.results);
    this.root.hidden = false;
    this.view.classList.add('has-exercise');
    if (!this.root.isConnected) this.view.append(this.root);
  }

  private startAgain(): void {
    if (!this.exercise || !confirm('Put the starting program back? Your program in the editor is thrown away.')) return;
    this.host.openText(this.name, this.exercise.start);
    history.replaceState(null, '', `#exercise=${packText(this.text)}`);
  }

  private async check(): Promise<void> {
    if (!this.exercise) return;
    this.checkButton.disabled = true;
    this.results.replaceChildren(element('p', 'exercise-hint', 'Checking…'));
    const reply = await askExerciseWorker({ type: 'check', exercise: this.text, source: this.host.editor.text });
    this.checkButton.disabled = false;
    if (reply.type !== 'report') {
      this.results.replaceChildren(element('p', 'exercise-verdict failed', `The checks could not run: ${reply.type === 'failed' ? reply.message : ''}`));
      return;
    }
    this.results.replaceChildren(...reportView(reply.report));
    // a phone: the task folds away so the results are in view (a tap on Task brings it back)
    if (matchMedia('(max-width: 700px)').matches) this.root.querySelector('details')?.removeAttribute('open');
  }
}
