// The Edit room's tools around the editor: New, Open, Save, Save As, Download, Upload (and drop), Share,
// the SUBs list (F2), F1 help, the gallery and the program's files. The page (app.ts) gives it an
// EditHost: the editor, how to run a text and how to show a program.
import type { DriveFiles } from '../core/protocol.js';
import { savedSource } from '../core/programs.js';
import type { ProgramEditor } from './editor.js';
import { procedures } from './complete.js';
import { button, download, element, openDialog } from './dialog.js';
import { dosFileName, fromProgramFile, toDosFile } from './dos-text.js';
import { HelpWindow } from './help-view.js';
import { cleanName, deleteUserProgram, loadUserProgram, saveUserProgram, USER_PREFIX, userPrograms } from '../core/library.js';
import './edit.css';
import { ExercisePanel } from './exercise/learner-panel.js';
import { readShareFragment, unpackText } from './share.js';
import { showFilesDialog, showShareDialog } from './share-files-dialogs.js';

export interface EditHost {
  readonly editor: ProgramEditor;
  /** the name the program in the editor goes by (`user:NAME` for the user's own programs) */
  readonly program: string;
  /** run a text (the editor's when none is given) */
  run(source?: string): void;
  /** play the editor's program as the Play view does (a new game, Play again at the end) */
  play(): void;
  /** show a text in the editor under a name, stopping any run */
  openText(name: string, text: string): void;
  /** the program in the editor now goes by this name (after Save as) */
  renameProgram(name: string): void;
  /** open one of the shipped programs */
  openShipped(name: string): Promise<void>;
  shippedNames(): string[];
  /** a shipped program's title and one-line description, when the page knows them */
  about?(name: string): { title: string; description: string } | undefined;
  /** the program's drive, and a change to it (null deletes) */
  readonly files: DriveFiles;
  putFile(name: string, data: Uint8Array | null): void;
}

/** the name an opened teaching example goes by (the gallery's) */
export const EXAMPLE_PREFIX = 'example:';
const SHARED_NAME = 'shared';

export class EditTools {
  readonly help: HelpWindow;
  private readonly note: HTMLElement;
  readonly exercise: ExercisePanel;
  /** the compact toolbar: room.ts puts the commands a class uses most before the note */
  readonly bar: HTMLElement;
  private readonly uploadInput = this.makeUploadInput();

  constructor(private readonly host: EditHost, view: HTMLElement) {
    this.help = new HelpWindow((source) => host.run(source));
    this.exercise = new ExercisePanel(host, view, (message) => this.say(message));
    // opening any other program leaves the exercise
    const { openText, openShipped } = host;
    host.openText = (name, text) => {
      if (name !== this.exercise.programName) this.exercise.close();
      openText(name, text);
    };
    host.openShipped = (name) => {
      this.exercise.close();
      return openShipped(name);
    };
    host.editor.keys = {
      help: (word) => void this.help.show(word),
      helpIndex: () => void this.help.showIndex(),
      subs: () => this.showSubs(),
    };
    const bar = (this.bar = element('div', 'edit-tools'));
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', 'Program');
    this.note = element('span', 'edit-note');
    this.note.setAttribute('role', 'status'); // polite: what the last action did
    bar.append(this.note);
    view.append(this.uploadInput);
    view.prepend(bar);
    // F1, Shift+F1 and F2 also work from the tool bar (inside the editor its key map has them)
    view.addEventListener('keydown', (event) => {
      if ((event.target as Element).closest('.cm-editor') || !['F1', 'F2'].includes(event.key)) return;
      event.preventDefault();
      if (event.key === 'F2') this.showSubs();
      else if (event.shiftKey) void this.help.showIndex();
      else void this.help.show('');
    });
    // a file dropped anywhere on the page opens in the editor (the browser would otherwise leave the page
    // to show it)
    window.addEventListener('dragover', (event) => {
      event.preventDefault();
      view.classList.add('drop-target');
    });
    window.addEventListener('dragleave', () => view.classList.remove('drop-target'));
    window.addEventListener('drop', (event) => {
      event.preventDefault();
      view.classList.remove('drop-target');
      const file = event.dataTransfer?.files[0];
      if (file && /\.(bas|txt)$/i.test(file.name)) void this.upload(file);
      else if (file) this.say(`${file.name} is not a program: drop a .bas file (data files go in Files…)`);
    });
  }

  /** Open the program a share link carries (`#code=...`), or the exercise (`#exercise=...`); true when
   *  there was one. */
  openSharedLink(fragment: string): boolean {
    const exercise = /^#exercise=([\w-]+)/.exec(fragment)?.[1];
    if (exercise) {
      try {
        return this.exercise.open(unpackText(exercise));
      } catch {
        this.say('This exercise link is damaged (cut short?): ask for it again');
        return false;
      }
    }
    const shared = readShareFragment(fragment);
    if (!shared) return false;
    this.host.openText(SHARED_NAME, shared.text);
    history.replaceState(null, '', fragment); // a reload opens the link's program again
    this.say(shared.run ? 'Opened the program from the link' : 'Opened the program from the link: F5 or Run starts it');
    if (shared.run) this.host.play(); // a link made to be played: the player's end card, not the editor
    return true;
  }

  /** Open `#user:NAME` when it names one of the user's programs (as last edited, saved or not); true
   *  when it did. */
  openUserProgram(fragment: string): boolean {
    const name = decodeURIComponent(fragment.replace(/^#/, ''));
    if (!name.startsWith(USER_PREFIX)) return false;
    const text = savedSource(name) ?? loadUserProgram(name.slice(USER_PREFIX.length));
    if (text === undefined) return false;
    this.host.openText(name, text);
    return true;
  }

  /** Revert for programs that are not shipped listings (false for those): the user's own go back to
   *  their last saved text, an example to its text; a shared link's program has nothing to go back to. */
  revert(): boolean {
    const program = this.host.program;
    if (this.host.shippedNames().includes(program)) return false;
    const name = this.userName;
    if (name !== undefined) {
      const saved = loadUserProgram(name);
      if (saved === undefined) this.say('Not saved yet: nothing to revert to');
      else if (confirm(`Throw away your changes to “${name}” since it was last saved?`)) this.host.openText(program, saved);
    } else if (program.startsWith(EXAMPLE_PREFIX)) {
      void import('./gallery.js').then(async ({ examples }) => {
        const example = (await examples()).find((e) => `${EXAMPLE_PREFIX}${e.name}` === program);
        if (example && confirm('Throw away your changes to this example?')) this.host.openText(program, await example.load());
      });
    } else this.say('This program came from a link: there is no saved copy to revert to');
    return true;
  }

  private say(message: string): void {
    this.note.textContent = message;
    this.note.title = message; // the whole text when a phone cuts it short
  }

  private get userName(): string | undefined {
    return this.host.program.startsWith(USER_PREFIX) ? this.host.program.slice(USER_PREFIX.length) : undefined;
  }

  newProgram(): void {
    this.host.openText(`${USER_PREFIX}untitled`, '');
    this.say('New program: Save as… gives it a name');
  }

  save(): void {
    const name = this.userName;
    if (!name || name === 'untitled') return this.saveAs();
    this.keep(name);
  }

  private keep(name: string): void {
    if (saveUserProgram(name, this.host.editor.text)) {
      this.host.renameProgram(`${USER_PREFIX}${name}`);
      this.say(`Saved “${name}” in this browser`);
    } else this.say('The browser refused to keep it (storage full or switched off)');
  }

  saveAs(): void {
    const { body, close } = openDialog('Save as', 'save-dialog');
    const form = element('form');
    const label = element('label', '', 'Program name ');
    const input = element('input');
    input.required = true;
    input.value = this.userName && this.userName !== 'untitled' ? this.userName : this.host.program.replace(USER_PREFIX, '');
    label.append(input);
    const save = element('button', '', 'Save');
    save.type = 'submit';
    form.append(label, save);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const name = cleanName(input.value);
      if (!name) return;
      close();
      this.keep(name);
    });
    body.append(form);
    input.select();
  }

  showOpen(): void {
    const { body, close } = openDialog('Open a program', 'open-dialog');
    const mine = userPrograms();
    body.append(element('h3', '', 'Your programs'));
    if (mine.length === 0) body.append(element('p', '', 'None yet: Save as… keeps the program in the editor here.'));
    const list = element('ul', 'program-list');
    for (const name of mine) {
      const item = element('li');
      item.append(
        button(name, () => {
          close();
          this.host.openText(`${USER_PREFIX}${name}`, loadUserProgram(name) ?? '');
        }),
        button('Delete', () => {
          if (!confirm(`Delete your program “${name}”?`)) return;
          deleteUserProgram(name);
          item.remove();
        }, undefined, `Delete ${name}`),
      );
      list.append(item);
    }
    const shipped = element('ul', 'program-list');
    for (const name of this.host.shippedNames()) {
      const item = element('li');
      item.append(button(name, () => {
        close();
        void this.host.openShipped(name);
      }));
      shipped.append(item);
    }
    body.append(list, element('h3', '', 'Shipped programs'), shipped);
  }

  download(): void {
    const name = this.userName ?? this.host.program;
    download(dosFileName(name), toDosFile(this.host.editor.text));
    this.say(`Downloaded ${dosFileName(name)}`);
  }

  private makeUploadInput(): HTMLInputElement {
    const input = element('input');
    input.type = 'file';
    input.accept = '.bas,.BAS,.txt';
    input.className = 'visually-hidden';
    input.tabIndex = -1;
    input.setAttribute('aria-label', 'Upload a program');
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (file) void this.upload(file);
      input.value = '';
    });
    return input;
  }

  /** Upload…: the browser's file chooser. */
  chooseUpload(): void {
    this.uploadInput.click();
  }

  share(): void {
    showShareDialog(this.host.editor.text);
  }

  showFiles(): void {
    showFilesDialog(this.host);
  }

  private async upload(file: File): Promise<void> {
    const { text, encoding } = fromProgramFile(new Uint8Array(await file.arrayBuffer()));
    const name = cleanName(file.name) || 'uploaded';
    saveUserProgram(name, text);
    this.host.openText(`${USER_PREFIX}${name}`, text);
    this.say(`Opened ${file.name} (${encoding === 'cp437' ? 'DOS code page 437' : 'UTF-8'}) and saved it as “${name}”`);
  }

  showSubs(): void {
    const { body, close } = openDialog('SUBs', 'subs-dialog');
    const list = element('ul', 'program-list');
    const go = (label: string, line: number) => {
      const item = element('li');
      item.append(button(label, () => {
        close();
        this.host.editor.goToLine(line);
      }));
      list.append(item);
    };
    go('Main module', 1);
    for (const procedure of procedures(this.host.editor.text)) go(`${procedure.kind} ${procedure.name}`, procedure.line);
    body.append(list);
    (list.querySelector('button') as HTMLButtonElement | null)?.focus();
  }

  /** The teacher's dialog: write an exercise, capture its expectations, share it. */
  authorExercise(): void {
    void import('./exercise/author-dialog.js').then(({ showAuthorDialog }) => showAuthorDialog(this.host, (text) => this.exercise.open(text)));
  }

  async showGallery(): Promise<void> {
    const { showGallery } = await import('./gallery.js');
    void showGallery(this.host, (text) => this.exercise.open(text));
  }
}
