// The Edit room's tools around the editor: New, Open, Save, Save As, Download, Upload (and drop), Share,
// the SUBs list (F2), F1 help, the gallery and the program's files. The page (app.ts) gives it an
// EditHost: the editor, how to run a text and how to show a program.
import type { DriveFiles } from '../core/protocol.js';
import { forgetSource, savedSource } from '../core/programs.js';
import { keepFullTextInTitle } from '../core/status-line.js';
import type { ProgramEditor } from './editor.js';
import { ask, firstLines } from './ask.js';
import { procedures } from './complete.js';
import { button, download, element, openDialog } from './dialog.js';
import { dosFileName, fromProgramFile, toDosFile } from './dos-text.js';
import { Drafts, STORAGE_FULL } from './drafts.js';
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
  /** show a text in the editor under a name, stopping any run; `base` is its saved text when `text` is a
   *  draft of it; `undoable` keeps the editor's history (New: Ctrl+Z brings the old text back) */
  openText(name: string, text: string, base?: string, undoable?: boolean): void;
  /** the program in the editor now goes by this name (after Save as) */
  renameProgram(name: string): void;
  /** open one of the shipped programs (false when the user kept the text in the editor) */
  openShipped(name: string): Promise<boolean>;
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
  /** the editor's text, kept as it is typed */
  readonly drafts: Drafts;
  private readonly note: HTMLElement;
  readonly exercise: ExercisePanel;
  /** the compact toolbar: room.ts puts the commands a class uses most before the note */
  readonly bar: HTMLElement;
  private readonly uploadInput = this.makeUploadInput();

  constructor(private readonly host: EditHost, view: HTMLElement) {
    this.help = new HelpWindow((source) => host.run(source));
    this.drafts = new Drafts(host.editor, () => host.program, (message) => this.say(message));
    host.editor.opened = () => {
      this.drafts.opened();
      this.say(''); // what was said was about the program before
    };
    this.exercise = new ExercisePanel(host, view, (message) => this.say(message));
    // opening any other program leaves the exercise
    const { openText, openShipped } = host;
    host.openText = (...args) => {
      if (args[0] !== this.exercise.programName) this.exercise.close();
      openText(...args);
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
    keepFullTextInTitle(this.note);
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
   *  there was one. A link made to be played plays, unless `play` is false (the page reloaded in Edit). */
  openSharedLink(fragment: string, play = true): boolean {
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
    void this.open(SHARED_NAME, shared.text).then((opened) => {
      if (!opened) return;
      history.replaceState(null, '', fragment); // a reload opens the link's program again
      const playing = shared.run && play;
      this.say(playing ? 'Opened the program from the link' : 'Opened the program from the link: F5 or Run starts it');
      if (playing) this.host.play(); // a link made to be played: the player's end card, not the editor
    });
    return true;
  }

  /** Open `#user:NAME` when it names one of the user's programs (as last edited, saved or not); true
   *  when it did. */
  openUserProgram(fragment: string): boolean {
    const name = decodeURIComponent(fragment.replace(/^#/, ''));
    if (!name.startsWith(USER_PREFIX)) return false;
    const saved = loadUserProgram(name.slice(USER_PREFIX.length));
    // a new program not typed in yet is still the new program (not the listing the address would fall back to)
    const text = savedSource(name) ?? saved ?? (name === `${USER_PREFIX}untitled` ? '' : undefined);
    if (text === undefined) return false;
    void this.mayReplace().then((replace) => replace && this.host.openText(name, text, saved ?? ''));
    return true;
  }

  /** Open `#example:NAME` (a reload of an example the user was editing), with the changes kept in this
   *  browser; true when the address names an example. */
  openExampleLink(fragment: string): boolean {
    const name = decodeURIComponent(fragment.replace(/^#/, ''));
    if (!name.startsWith(EXAMPLE_PREFIX)) return false;
    void import('./gallery.js').then(async ({ examples }) => {
      const example = (await examples()).find((e) => `${EXAMPLE_PREFIX}${e.name}` === name);
      if (!example) {
        // a mistyped or retired example: the listing, and why (not a silent empty editor)
        if (await this.host.openShipped(this.host.shippedNames()[0])) {
          this.say(`There is no example named ${name.slice(EXAMPLE_PREFIX.length)}: opened ${this.label} instead`);
        }
        return;
      }
      if (!(await this.mayReplace())) return;
      const text = await example.load();
      this.host.openText(name, savedSource(name) ?? text, text);
    });
    return true;
  }

  /**
   * Before the editor's text is replaced: when it has changes that are not saved, QBasic's "Save it now?"
   * (Save, Don't save, Cancel). False when the text stays (Cancel, or Save as… closed without saving).
   */
  async mayReplace(): Promise<boolean> {
    if (!this.host.editor.unsaved) return true;
    const answer = await ask('Save it now?', `${this.label} has changes that are not saved. Save them before it closes?`,
      [['Save', 'save'], ['Don’t save', 'drop'], ['Cancel', 'cancel']]);
    if (answer === 'cancel') return false;
    if (answer === 'drop') {
      this.drafts.forget();
      return true;
    }
    return this.save();
  }

  /** Open a text under a name, after asking about the text it replaces; when the name has a draft that
   *  is not this text, offer it back. False when the editor kept its text. */
  async open(name: string, text: string): Promise<boolean> {
    if (!(await this.mayReplace())) return false;
    const answer = await this.offerDraft(name, text);
    if (answer === 'cancel') return false;
    this.host.openText(name, answer === 'restore' ? savedSource(name)! : text, text);
    return true;
  }

  /** The editor shows `text` for the program it holds (a link's, played before the editor loaded): when
   *  changes to it are kept from before, offer them back. */
  async offerKeptChanges(): Promise<void> {
    const { editor, program } = this.host;
    const text = editor.text;
    if ((await this.offerDraft(program, text)) === 'restore' && editor.text === text) editor.load(savedSource(program)!, text);
  }

  /** When `name` has a kept draft other than `text`: "Restore the program you were editing?" ('base' drops
   *  the draft). 'none' when there is nothing to offer. */
  private async offerDraft(name: string, text: string): Promise<'none' | 'restore' | 'base' | 'cancel'> {
    const draft = savedSource(name);
    if (draft === undefined || draft === text || draft.trim() === '') return 'none';
    const answer = await ask('Restore the program you were editing?',
      'You changed this program here before and did not save it. Open it with your changes (its first lines are shown), or as it was?',
      [['Restore my changes', 'restore'], ['Open it as it was', 'base'], ['Cancel', 'cancel']], firstLines(draft));
    if (answer === 'base') forgetSource(name);
    return answer;
  }

  /** How questions name the program in the editor. */
  private get label(): string {
    const { program } = this.host;
    if (program === `${USER_PREFIX}untitled`) return 'The new program';
    if (program === SHARED_NAME) return 'The program from the link';
    if (program.startsWith(EXAMPLE_PREFIX)) return 'The example';
    return `“${this.userName ?? this.host.about?.(program)?.title ?? program}”`;
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
      else if (confirm(`Throw away your changes to “${name}” since it was last saved?`)) {
        this.drafts.forget();
        this.host.openText(program, saved);
      }
    } else if (program.startsWith(EXAMPLE_PREFIX)) {
      void import('./gallery.js').then(async ({ examples }) => {
        const example = (await examples()).find((e) => `${EXAMPLE_PREFIX}${e.name}` === program);
        if (!example || !confirm('Throw away your changes to this example?')) return;
        this.drafts.forget();
        this.host.openText(program, await example.load());
      });
    } else this.say('This program came from a link: there is no saved copy to revert to');
    return true;
  }

  private say(message: string): void {
    if (this.note.textContent === message) return; // said once: a screen reader reads it once
    this.note.textContent = message;
  }

  private get userName(): string | undefined {
    return this.host.program.startsWith(USER_PREFIX) ? this.host.program.slice(USER_PREFIX.length) : undefined;
  }

  async newProgram(): Promise<void> {
    if (!(await this.mayReplace())) return;
    const untitled = `${USER_PREFIX}untitled`;
    if (this.host.program === untitled) this.drafts.forget(); // the empty program is what the new one is
    this.host.openText(untitled, '', '', true);
    this.say('New program: Save as… gives it a name');
  }

  /** Save (Save as… for a program without a name of its own); true once it is saved. */
  save(): Promise<boolean> {
    const name = this.userName;
    if (!name || name === 'untitled') return this.saveAs();
    return Promise.resolve(this.keep(name));
  }

  private keep(name: string): boolean {
    if (!saveUserProgram(name, this.host.editor.text)) {
      this.say(STORAGE_FULL.replace('your text is not kept', 'the program was not saved'));
      return false;
    }
    const program = `${USER_PREFIX}${name}`;
    if (this.host.program !== program) this.drafts.forget(); // the changes went under the new name
    this.host.renameProgram(program);
    this.drafts.forget(); // its saved text is the text now
    this.host.editor.markSaved();
    this.say(`Saved “${name}” in this browser`);
    return true;
  }

  saveAs(): Promise<boolean> {
    let saved = false;
    let done: (saved: boolean) => void = () => {};
    const { body, close } = openDialog('Save as', 'save-dialog', () => done(saved));
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
      saved = this.keep(name);
      close();
    });
    body.append(form);
    input.select();
    return new Promise((resolve) => (done = resolve));
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
          void this.open(`${USER_PREFIX}${name}`, loadUserProgram(name) ?? '');
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
      // named by title, as the toolbar's list names them, the file name beside it
      const open = button(this.host.about?.(name)?.title ?? name, () => {
        close();
        void this.host.openShipped(name);
      });
      open.append(' ', element('span', 'file-name', `${name}.bas`));
      item.append(open);
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
    if (!(await this.mayReplace())) return;
    saveUserProgram(name, text);
    forgetSource(`${USER_PREFIX}${name}`); // the file is the program now, not an older draft of that name
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
    void showGallery(this.host, (name, text) => this.open(name, text), (text) => this.exercise.open(text));
  }
}
