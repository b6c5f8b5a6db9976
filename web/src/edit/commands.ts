// Every command of the Edit view, once: the compact toolbar and the menu bar (menu-bar.ts) both call
// these. Run control (Run/Continue, Restart, Stop), the view switch, Revert and the DRAW inspector are the
// page's (app.ts, its header buttons): their commands press those buttons, so there is one way to run.
import { redo, selectAll, undo } from '@codemirror/commands';
import { findNext, openSearchPanel } from '@codemirror/search';
import type { EditorView } from '@codemirror/view';
import type { DebugUi } from './debug/debug-ui.js';
import { wordAt, type ProgramEditor } from './editor.js';
import type { EditTools } from './tools.js';

export interface Command {
  label: string;
  /** the key that does the same, shown beside it */
  key?: string;
  title?: string;
  run(): void;
  /** why the command cannot run now (then it is shown disabled with this reason), else undefined */
  unavailable?(): string | undefined;
}

function pageButton(id: string): HTMLButtonElement | null {
  return document.getElementById(id) as HTMLButtonElement | null;
}

/** A command that presses one of the page's header buttons (run control belongs to app.ts). */
function press(id: string, label: string, key?: string): Command {
  return {
    label, key,
    run: () => pageButton(id)?.click(),
    unavailable: () => {
      const b = pageButton(id);
      if (!b) return 'not on this page';
      return b.disabled ? b.getAttribute('aria-description') ?? b.title ?? 'not now' : undefined;
    },
  };
}

function editorCommand(editor: ProgramEditor, label: string, key: string, command: (view: EditorView) => boolean): Command {
  return { label, key, run: () => { editor.focus(); command(editor.view); } };
}

/** A new SUB or FUNCTION at the end of the program, its name asked for (QBasic's Edit menu). */
function newProcedure(editor: ProgramEditor, kind: 'SUB' | 'FUNCTION'): Command {
  return {
    label: `New ${kind}…`,
    run: () => {
      const name = prompt(`Name of the new ${kind}`)?.trim();
      if (!name || !/^[A-Za-z][\w.]*[$%&!#]?$/.test(name)) return;
      const doc = editor.view.state.doc;
      const text = `${doc.length && !doc.toString().endsWith('\n') ? '\n' : ''}\n${kind} ${name}\n  \nEND ${kind}\n`;
      editor.view.dispatch({ changes: { from: doc.length, insert: text }, selection: { anchor: doc.length + text.length - `END ${kind}\n`.length - 1 } });
      editor.focus();
    },
  };
}

export type EditCommands = ReturnType<typeof editCommands>;

export function editCommands(editor: ProgramEditor, tools: EditTools, debug: DebugUi) {
  const cursorWord = () => wordAt(editor.view.state, editor.view.state.selection.main.head);
  return {
    newProgram: { label: 'New', title: 'Start an empty program', run: () => tools.newProgram() },
    open: { label: 'Open…', title: 'Open one of your programs or a shipped one', run: () => tools.showOpen() },
    save: { label: 'Save', title: 'Keep the program in this browser', run: () => tools.save() },
    saveAs: { label: 'Save as…', title: 'Keep the program under a new name', run: () => tools.saveAs() },
    download: { label: 'Download', title: 'Download as a DOS file (CP437, CR LF)', run: () => tools.download() },
    upload: { label: 'Upload…', title: 'Open a .bas file from your computer (CP437 or UTF-8); you can also drop it here', run: () => tools.chooseUpload() },
    share: { label: 'Share…', title: 'A link that opens this program', run: () => tools.share() },
    files: { label: 'Files…', title: 'Files your program wrote; add data files', run: () => tools.showFiles() },
    gallery: { label: 'Gallery', title: 'Shipped programs, short examples and exercises', run: () => void tools.showGallery() },
    exercise: { label: 'Make an exercise…', title: 'Write an exercise with checks and share it as a link', run: () => tools.authorExercise() },
    revert: press('revert', 'Revert'),
    undo: editorCommand(editor, 'Undo', 'Ctrl+Z', undo),
    redo: editorCommand(editor, 'Redo', 'Ctrl+Y', redo),
    selectAll: editorCommand(editor, 'Select all', 'Ctrl+A', selectAll),
    newSub: newProcedure(editor, 'SUB'),
    newFunction: newProcedure(editor, 'FUNCTION'),
    subs: { label: 'SUBs…', key: 'F2', title: 'Jump to a SUB or FUNCTION', run: () => tools.showSubs() },
    play: press('toggle-view', 'Output screen', 'F4'),
    inspect: press('inspect', 'DRAW inspector'),
    find: editorCommand(editor, 'Find…', 'Ctrl+F', openSearchPanel),
    findAgain: editorCommand(editor, 'Repeat last find', 'F3', findNext),
    change: editorCommand(editor, 'Change…', 'Ctrl+F', (view) => {
      const opened = openSearchPanel(view);
      (view.dom.querySelector('.cm-search input[name=replace]') as HTMLInputElement | null)?.focus();
      return opened;
    }),
    run: { ...press('run', 'Run / Continue', 'F5'), title: 'Run the program (F5); while paused, continue' },
    restart: press('restart', 'Restart', 'Shift+F5'),
    stop: press('stop', 'Stop', 'Ctrl+Break'),
    step: { label: 'Step', key: 'F8', title: 'Run one statement at a time (F8)', run: () => debug.command('step') },
    stepOver: { label: 'Procedure step', key: 'F10', run: () => debug.command('over') },
    stepBack: { label: 'Step back', key: 'Shift+F8', run: () => debug.command('back') },
    runToCursor: { label: 'Run to cursor', key: 'F7', run: () => debug.command('runTo') },
    breakpoint: { label: 'Breakpoint', key: 'F9', title: 'Set or clear a breakpoint on the cursor’s line (F9, or click its number)', run: () => debug.toggleAtCursor() },
    clearBreakpoints: { label: 'Clear all breakpoints', run: () => debug.clearBreakpoints() },
    help: { label: 'Help', key: 'F1', title: 'Help on the keyword at the cursor (F1); the index is one step away', run: () => void tools.help.show(cursorWord()) },
    helpIndex: { label: 'Index', key: 'Shift+F1', run: () => void tools.help.showIndex() },
  } satisfies Record<string, Command>;
}
