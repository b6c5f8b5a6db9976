// The program editor: CodeMirror 6 with our lexer's colouring, syntax and type errors checked as you
// type (lint), runtime errors marked at their line and column, and a message panel listing them.
import { EditorState, Prec, type Extension } from '@codemirror/state';
import {
  drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab, isolateHistory } from '@codemirror/commands';
import { lintGutter, linter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import {
  acceptCompletion, autocompletion, closeCompletion, moveCompletionSelection, startCompletion,
} from '@codemirror/autocomplete';
import { capitaliseOnLeave } from './capitalise.js';
import { explain } from './explain.js';
import { qbasicCompletions } from './complete.js';
import { Checker } from '../core/check.js';
import { qbasicHighlighting } from './highlighting.js';
import type { Problem } from '../core/protocol.js';

/** The document range a 1-based line:col problem points at: the word there, or one character. */
export function problemRange(state: EditorState, problem: Problem): { from: number; to: number } {
  const line = state.doc.line(Math.min(Math.max(1, problem.line), state.doc.lines));
  // an error past the end of the line (`expected expression`) marks the line's last character
  const from = Math.min(line.from + Math.max(0, problem.col - 1), Math.max(line.from, line.to - 1));
  const word = /^[\w$%&!#.]+/.exec(line.text.slice(from - line.from));
  const to = word ? from + word[0].length : Math.min(from + 1, line.to);
  return { from, to: Math.max(to, from) };
}

function diagnosticsFor(state: EditorState, problems: Problem[]): Diagnostic[] {
  const text = state.doc.toString();
  return problems.map((p) => {
    const why = explain(p, text);
    return { ...problemRange(state, p), severity: 'error', message: why ? `${p.message}. ${why}` : p.message };
  });
}

/** The IDE's keys the editor hands on: F1 help on the word at the cursor, Shift+F1 the help index,
 *  F2 the SUBs list. */
export interface EditorKeys {
  help(word: string): void;
  helpIndex(): void;
  subs(): void;
}

/** The word at (or just before) a position: what F1 looks up. */
export function wordAt(state: EditorState, pos: number): string {
  const line = state.doc.lineAt(pos);
  const at = pos - line.from;
  const words = line.text.matchAll(/[A-Za-z][\w.]*[$%&!#]?/g);
  for (const match of words) {
    if (match.index <= at && at <= match.index + match[0].length) return match[0];
  }
  return '';
}

export class ProgramEditor {
  readonly view: EditorView;
  /** set by the Edit room: what F1, Shift+F1 and F2 do */
  keys: EditorKeys | undefined;
  /** called when a program is loaded, before its text is shown */
  opened: (() => void) | undefined;
  private readonly checker = new Checker();
  /** the problems the last run reported, kept as long as the text is the text that ran */
  private runProblems: { text: string; problems: Problem[] } | undefined;
  /** more extensions (the debugger's marks), kept when a program is loaded */
  readonly plugins: Extension[] = [];
  /** the program's text as last opened from, or saved to, a place of its own: typing makes the editor's
   *  text differ from it (unsaved) */
  private baseline = '';

  constructor(
    parent: HTMLElement,
    private readonly panel: HTMLElement,
    private readonly changed: (text: string) => void,
  ) {
    this.view = new EditorView({ parent, state: this.createState('') });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  /** Open a program (a fresh undo history; its problems are checked at once). `base` is its saved text
   *  when `text` is a draft of it; `undoable` replaces the text as an edit Ctrl+Z takes back (New). */
  load(text: string, base = text, undoable = false): void {
    this.baseline = base;
    this.opened?.();
    if (undoable) this.replace(text);
    else this.view.setState(this.createState(text));
    this.runProblems = undefined;
    void this.checker.check(text).then((problems) => {
      if (this.text === text && !this.runProblems) this.showProblems(problems, false);
    });
  }

  /** Replace the whole text as an edit of its own (one Ctrl+Z takes back just that, however soon it
   *  follows typing). */
  replace(text: string): void {
    this.view.dispatch({
      changes: { from: 0, to: this.view.state.doc.length, insert: text }, annotations: isolateHistory.of('full'),
    });
  }

  /** Is the text other than the program's saved text? */
  get unsaved(): boolean {
    return this.text !== this.baseline;
  }

  /** The text is now the program's saved text. */
  markSaved(): void {
    this.baseline = this.text;
  }

  /** Put the cursor at the start of a 1-based line and show it. */
  goToLine(line: number): void {
    const target = this.view.state.doc.line(Math.min(Math.max(1, line), this.view.state.doc.lines));
    this.view.dispatch({ selection: { anchor: target.from }, scrollIntoView: true });
    this.view.focus();
  }

  focus(): void {
    this.view.focus();
  }

  /**
   * Replaces the string literal `"old"` whose quote is at a 1-based line and column with `"text"`, as one
   * undo step of its own (the DRAW inspector's Design); says why not when the literal is no longer there.
   */
  replaceLiteral(line: number, column: number, old: string, text: string): string | undefined {
    const doc = this.view.state.doc;
    const at = line <= doc.lines ? doc.line(line) : undefined;
    const rest = at?.text.slice(column - 1) ?? '';
    if (!at || !rest.startsWith(`"${old}`)) return `Line ${line} no longer has "${old}" at column ${column}: inspect the program again.`;
    const from = at.from + column - 1;
    const to = from + 1 + old.length + (rest[1 + old.length] === '"' ? 1 : 0);
    this.view.dispatch({
      changes: { from, to, insert: `"${text}"` }, selection: { anchor: from + 1 }, scrollIntoView: true,
      annotations: isolateHistory.of('full'), userEvent: 'input.replace',
    });
    return undefined;
  }

  /** Problems a run found (a runtime error ...): shown at once, and beside the checker's until an edit. */
  showRunProblems(problems: Problem[]): void {
    this.runProblems = { text: this.text, problems };
    this.showProblems(problems, true);
  }

  /** Mark problems in the text and list them in the panel; `reveal` moves the cursor to the first. */
  showProblems(problems: Problem[], reveal: boolean): void {
    this.view.dispatch(setDiagnostics(this.view.state, diagnosticsFor(this.view.state, problems)));
    this.renderPanel(problems);
    if (reveal && problems.length) this.goTo(problems[0]!);
  }

  goTo(problem: Problem): void {
    const { from } = problemRange(this.view.state, problem);
    this.view.dispatch({ selection: { anchor: from }, scrollIntoView: true });
    this.view.focus();
  }

  private renderPanel(problems: Problem[]): void {
    this.panel.replaceChildren(
      ...problems.slice(0, 20).map((problem) => {
        const item = document.createElement('button');
        item.className = 'problem';
        item.textContent = `Line ${problem.line}, column ${problem.col}: ${problem.message}`;
        const why = explain(problem, this.text);
        if (why) item.append(' ', Object.assign(document.createElement('span'), { className: 'problem-why', textContent: why }));
        item.addEventListener('click', () => this.goTo(problem));
        return item;
      }),
    );
    this.panel.hidden = problems.length === 0;
  }

  private createState(text: string): EditorState {
    return EditorState.create({ doc: text, extensions: this.extensions() });
  }

  private extensions(): Extension[] {
    return [
      lineNumbers(),
      highlightActiveLineGutter(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      keymap.of([
        { key: 'F1', run: (view) => (this.keys?.help(wordAt(view.state, view.state.selection.main.head)), true) },
        { key: 'Shift-F1', run: () => (this.keys?.helpIndex(), true) },
        { key: 'F2', run: () => (this.keys?.subs(), true) },
        ...defaultKeymap, ...historyKeymap, ...searchKeymap, indentWithTab,
      ]),
      // Tab takes a completion; Enter always ends the line, as typing a program expects
      autocompletion({ override: [qbasicCompletions], icons: false, defaultKeymap: false }),
      Prec.high(keymap.of([
        { key: 'Ctrl-Space', run: startCompletion },
        { key: 'Escape', run: closeCompletion },
        { key: 'ArrowDown', run: moveCompletionSelection(true) },
        { key: 'ArrowUp', run: moveCompletionSelection(false) },
        { key: 'Tab', run: acceptCompletion },
      ])),
      capitaliseOnLeave,
      qbasicHighlighting,
      ...this.plugins,
      lintGutter(),
      linter(
        async (view) => {
          const text = view.state.doc.toString();
          const problems = await this.checker.check(text);
          if (this.runProblems?.text === text) problems.push(...this.runProblems.problems);
          this.renderPanel(problems);
          return diagnosticsFor(view.state, problems);
        },
        { delay: 300 },
      ),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) this.changed(update.state.doc.toString());
      }),
      EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
      // an explicit tabindex tells checkers (axe) that the scrolling region holds a keyboard stop
      EditorView.contentAttributes.of({ 'aria-label': 'Program text (Esc then Tab leaves the editor)', tabindex: '0' }),
    ];
  }
}
