// The page shell: one program at a time, in one of two views. Play (the default) shows the program's
// screen as large as the window allows, with how to play beside it; when the program ends it offers
// "Play again / Pick another / See the code". Edit (loaded on first use) is the editor; a run started
// there ends with QBasic's `Press any key to continue` and returns to it. F4 or the button switches views.
import { unicodeToCp437 } from './core/cp437.js';
import { TEXT_ADDRESS } from './core/default-program.js';
import { isBreak } from './core/keymap.js';
import { keepFullTextInTitle } from './core/status-line.js';
import { keepViewOverReload, viewBeforeReload } from './core/tab-view.js';
import { USER_PREFIX, userPrograms } from './core/library.js';
import {
  aboutOf, asShipped, baseSource, currentSource, forgetSource, loadDrive, preference, programNames, requestedProgram, saveDrive,
  saveSource, setPreference, shippedKeys, shippedParseTree, shippedSource,
} from './core/programs.js';
import type { DriveFiles, Problem, RunEnd, StartMessage } from './core/protocol.js';
import type { ProgramEditor } from './edit/editor.js';
import type { EditRoom } from './edit/room.js';
import type { EditHost } from './edit/tools.js';
import { createPlayerParts, playerStyle } from './play/player-dom.js';
import { clockSeed, Player, type RunState } from './play/player.js';
import { type PlaySettings, wirePlaySettings } from './play/play-settings.js';
import { RunControl } from './run-control.js';

export type View = 'play' | 'edit';

/** The shell's elements (see index.html). */
export interface Ui {
  picker: HTMLSelectElement;
  toggleView: HTMLButtonElement;
  run: HTMLButtonElement;
  restart: HTMLButtonElement;
  revert: HTMLButtonElement;
  stop: HTMLButtonElement;
  newGame: HTMLButtonElement;
  settings: PlaySettings;
  speed: HTMLSelectElement;
  fullscreen: HTMLButtonElement;
  status: HTMLElement;
  playView: HTMLElement;
  editView: HTMLElement;
  pickList: HTMLElement;
}


/** The window's title for a program: its how-to-play title, else its name (a user's without `user:`). */
function titleOf(name: string): string {
  return `${labelOf(name)} - QBasic`;
}

/** How the toolbar's list names a program: a shipped one by its title, the editor's others by where they came from. */
function labelOf(name: string): string {
  if (name === 'shared') return 'Program from a link';
  if (name === `${USER_PREFIX}untitled`) return 'Untitled program';
  if (name.startsWith('example:')) return `Example: ${name.slice('example:'.length)}`;
  if (name.startsWith('exercise:')) return `Exercise: ${name.replace(/^exercise:[^:]*:/, '')}`;
  return aboutOf(name)?.title ?? name.replace(USER_PREFIX, '');
}

export class App {
  view: View = 'play';
  program = '';
  readonly player: Player;
  /** break in, continue, restart (the toolbar's and the keys') */
  readonly runs: RunControl;
  private room: Promise<EditRoom> | undefined;
  /** the Edit room once it is mounted (its debugger sees keys before the shell) */
  private loaded: EditRoom | undefined;
  /** problems of the last run, shown when the code opens */
  private problems: Problem[] = [];
  private readonly files: DriveFiles = loadDrive();
  /** a link's program played before the editor was loaded: the editor's text once it is */
  private linkText: string | undefined;
  /** the page was reloaded in Edit: the first start opens the program there, without running it */
  private reloadedInEdit = viewBeforeReload() === 'edit';

  constructor(private readonly ui: Ui) {
    const parts = createPlayerParts();
    document.head.append(playerStyle());
    ui.playView.append(parts.root);
    const { files } = this;
    this.player = new Player(parts, {
      state: (state) => this.stateChanged(state),
      ended: (end) => this.ended(end),
      file: () => saveDrive(files),
      playAgain: () => void this.play(),
      pickAnother: () => this.showPickList(),
      seeCode: () => this.setView('edit'),
      leaveEndScreen: () => this.setView('edit'),
      debug: (event) => this.loaded?.debug.event(event),
    }, files);
    this.runs = new RunControl({
      player: this.player,
      editorText: () => this.loaded?.editor.text,
      showScreen: () => this.setView('play'),
      restart: () => void this.runFromEditor(),
    });
    keepFullTextInTitle(ui.status);
    ui.speed.value = preference('speed') ?? '';
    this.wire();
  }

  get state(): RunState {
    return this.player.state;
  }

  /** Open the program named in the address (#name), else Minesweeper, and play it at once; after a reload
   *  in Edit, open it there instead (the editor's text as it was left, nothing run). */
  async start(): Promise<void> {
    const { hash } = location;
    const inEdit = this.reloadedInEdit;
    this.reloadedInEdit = false;
    if (!inEdit && /^#code=.*&run=1/i.test(hash) && !this.loaded && (await this.playLink(hash))) return;
    if (TEXT_ADDRESS.test(hash)) {
      const { tools } = await this.editRoom();
      this.setView('edit'); // where a question about the text (Restore? Save it now?) makes sense
      if (tools.openSharedLink(hash, !inEdit) || tools.openUserProgram(hash) || tools.openExampleLink(hash)) return;
    }
    if (!(await this.open(requestedProgram()))) return;
    if (inEdit) this.setView('edit');
    else await this.play();
  }

  /** A link made to be played (`#code=...&run=1`) plays at once, without waiting for the editor's
   *  download; false when the link is damaged. */
  private async playLink(hash: string): Promise<boolean> {
    const { readShareFragment } = await import('./edit/share.js');
    const shared = readShareFragment(hash);
    if (!shared) return false;
    this.player.runner.stop();
    this.program = 'shared';
    this.linkText = shared.text;
    this.problems = [];
    this.fillPicker();
    document.title = titleOf(this.program);
    this.player.showAbout(undefined);
    await this.play();
    return true;
  }

  /** Open a program (asking first about unsaved text in the editor); false when the editor kept its text. */
  async open(name: string): Promise<boolean> {
    if (this.loaded && !(await this.loaded.tools.mayReplace())) {
      this.fillPicker();
      history.replaceState(null, '', `#${encodeURIComponent(this.program)}`);
      return false;
    }
    // the texts first: once the program is renamed, the editor's text is kept under the new name
    const texts = this.loaded && { text: await currentSource(name), base: await baseSource(name) };
    this.linkText = undefined;
    this.player.stop();
    this.player.forgetLastRun();
    this.loaded?.debug.finished();
    this.program = name;
    this.problems = [];
    this.fillPicker();
    history.replaceState(null, '', `#${encodeURIComponent(name)}`);
    document.title = titleOf(name);
    this.player.showAbout(aboutOf(name));
    if (texts) this.loaded?.editor.load(texts.text, texts.base);
    else if (this.room) (await this.room).editor.load(await currentSource(name), await baseSource(name));
    return true;
  }

  /** The DRAW inspector's Design writes a string at a literal of a program: in the editor, one undo step. */
  async replaceLiteral(program: string, at: { line: number; column: number; text: string }, text: string): Promise<string | undefined> {
    if (program !== this.program) await this.open(program);
    const { editor } = await this.editRoom();
    return editor.replaceLiteral(at.line, at.column, at.text, text);
  }

  /** Play the program from the start in the Play view: a new game (RND seeded from the clock) unless the
   *  player keeps QBasic's fixed sequence for the first game (`newGame` deals a new one regardless). */
  async play(newGame = false): Promise<void> {
    // a program with no listing of its own (a link's, a new one, an example) is the editor's text
    const source = this.loaded && !programNames().includes(this.program)
      ? this.loaded.editor.text
      : this.linkText ?? await currentSource(this.program);
    const name = this.program;
    const shipped = await asShipped(name, source);
    // a listing as shipped starts from its parse tree: the one the next worker prepared, else sent with the start
    const parsed = shipped && this.player.runner.prepared !== name ? await shippedParseTree(name) : undefined;
    const prepared = shipped && this.player.runner.prepared === name ? name : undefined;
    this.problems = [];
    this.endDebugRun();
    this.runs.started(source);
    // the worker starts first; the view's own work (layout, focus) overlaps its start
    this.player.play(unicodeToCp437(source), {
      randomSeed: newGame || !this.ui.settings.sameGame.checked ? clockSeed() : undefined, speed: this.ui.speed.value || undefined,
      parsed, prepared, keys: shipped ? shippedKeys(name) : undefined,
    });
    this.setView('play');
  }

  /** Run the editor's text (or a help example's), as QBasic's F5 does: QBasic's own RND sequence, back to
   *  the editor at the end. A debug run stays in Edit, the screen shown above the editor. */
  async runFromEditor(source?: string, debug?: StartMessage['debug']): Promise<void> {
    const { editor, debug: debugger_ } = await this.editRoom();
    if (!debug) debugger_.finished();
    this.problems = [];
    this.runs.started(source === undefined ? editor.text : undefined);
    this.setView(debug ? 'edit' : 'play');
    this.player.play(unicodeToCp437(source ?? editor.text), {
      ending: 'press-any-key', speed: this.ui.speed.value || undefined, debug, record: !debug && source === undefined,
    });
  }

  /** Edit's Play (F4): the Play view, playing the program when it has not run since it was opened (else
   *  Play would show an empty screen, or the screen of the program opened before it), and in place of a
   *  debug run, which Play ends (else Play would show the stopped run's screen, with nothing to do). */
  private showPlay(): void {
    const debugging = this.loaded !== undefined && this.loaded.debug.state !== 'off';
    if (this.runs.canContinue) this.runs.continueRun();
    else if ((this.player.state === 'idle' || debugging) && this.program) void this.play();
    else this.setView('play');
  }

  stop(): void {
    if (!this.player.live && !this.runs.paused) return;
    const fromEditor = this.player.ending === 'press-any-key';
    this.player.stop();
    this.loaded?.debug.finished();
    if (fromEditor) this.setView('edit');
  }

  /** Leaving the debugger for Play ends the debug run (its screen was already shown above the editor). */
  private endDebugRun(): void {
    if (!this.loaded || this.loaded.debug.state === 'off') return;
    this.player.stop();
    this.loaded.debug.finished();
  }

  /** Fullscreen shows the player alone: the code and the program list are outside it, so showing them
   *  leaves fullscreen (else they would be hidden behind it, or the player shown empty). */
  private leaveFullscreen(): void {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }

  setView(view: View): void {
    if (view === 'play') this.endDebugRun();
    else if (this.view === 'play') this.runs.breakIn(); // as QBasic's Ctrl+Break: F5 continues
    if (view === 'edit') this.leaveFullscreen();
    this.view = view;
    document.body.dataset.view = view;
    this.ui.playView.hidden = view !== 'play';
    this.ui.editView.hidden = view !== 'edit';
    this.ui.pickList.hidden = true;
    this.ui.toggleView.firstChild!.textContent = view === 'play' ? 'Edit ' : 'Play ';
    if (view === 'play') {
      this.player.focus();
      return;
    }
    this.editRoom().then(({ editor }) => {
      if (this.view !== 'edit') return;
      editor.view.requestMeasure();
      if (this.problems.length) editor.showRunProblems(this.problems);
      editor.focus();
    }, () => {}); // the view shows the failure
  }

  /**
   * The editor, loaded on first use (its code is a separate download). Until it is there the view says so,
   * and it says so when the download fails (the browser keeps a failed module's import failed until the
   * page is reloaded).
   */
  private editRoom(): Promise<EditRoom> {
    const loading = this.ui.editView.querySelector<HTMLElement>('#edit-loading');
    this.room ??= import('./edit/room.js').then(async ({ mountEditRoom }) => {
      loading?.remove();
      const room = mountEditRoom(this.ui.editView, (editor) => ({
        tools: this.editHost(editor),
        debug: { runner: this.player.runner, status: this.ui.status, run: (debug) => void this.runFromEditor(undefined, debug) },
      }));
      this.loaded = room;
      room.editor.load(this.linkText ?? await currentSource(this.program), this.linkText ?? await baseSource(this.program));
      if (this.linkText !== undefined) void room.tools.offerKeptChanges(); // a played link's program, edited before
      return room;
    }, (e: unknown) => {
      if (loading) {
        loading.textContent = `The editor could not be loaded (${e instanceof Error ? e.message : String(e)}). `
          + 'Reload the page to try again.';
      }
      throw e;
    });
    return this.room;
  }

  private ended(end: RunEnd | 'stopped'): void {
    this.loaded?.debug.finished();
    if (end === 'stopped' || end.kind === 'end') return;
    if (end.kind === 'error' && end.recorded && this.loaded && this.player.ending === 'press-any-key') {
      // a normal run's runtime error: a debug run replays it and pauses there (message, call stack, screen)
      this.loaded.debug.replay(end.recorded);
      return;
    }
    this.problems = end.kind === 'error' ? [end.problem] : end.problems;
    const first = this.problems[0];
    if (first) this.ui.status.textContent = `${first.message} in line ${first.line}`;
    if (this.player.ending === 'press-any-key') this.setView('edit');
  }

  private stateChanged(state: RunState): void {
    this.runs.showControls(state, this.ui.run, this.ui.stop);
    this.ui.status.textContent = this.runs.statusOf(state);
    document.body.dataset.state = state;
  }

  /** "Pick another": the shipped programs with their titles. */
  private showPickList(): void {
    this.leaveFullscreen();
    const list = this.ui.pickList;
    list.replaceChildren(
      ...programNames().map((name) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.program = name;
        button.textContent = aboutOf(name)?.title ?? name;
        button.addEventListener('click', () => void this.open(name).then((opened) => {
          if (opened) void this.play();
        }));
        return button;
      }),
    );
    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'pick-back';
    back.textContent = 'Back'; // a phone has no Esc key to shut the list
    back.addEventListener('click', () => this.closePickList());
    list.append(back);
    list.hidden = false;
    (list.firstElementChild as HTMLElement | null)?.focus();
  }

  private closePickList(): void {
    this.ui.pickList.hidden = true;
    this.player.parts.playAgain.focus();
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (this.view === 'edit' && this.loaded?.debug.key(event)) return;
    if (isBreak(event)) {
      event.preventDefault();
      this.stop();
      return;
    }
    if (event.target === this.ui.picker || event.target === this.ui.speed) return;
    if (!this.ui.pickList.hidden && event.key === 'Escape') {
      this.closePickList();
      event.preventDefault();
      return;
    }
    if (this.view === 'play') {
      if (this.player.keyDown(event)) return;
      if (event.key === 'F5' && !(!event.shiftKey && this.runs.continueRun())) void this.play();
      else if (event.key === 'F4') this.setView('edit');
      else return;
    } else if (this.player.live) {
      if (event.key !== 'F4') return;
      this.showPlay();
    } else if (event.key === 'F5' && !event.shiftKey && this.runs.continueRun()) {
      // continued (or, after a change, started again)
    } else if (event.key === 'F5') void this.runFromEditor();
    else if (event.key === 'F4') this.showPlay();
    else return;
    event.preventDefault();
  }

  /** What the Edit room's tools (web/src/edit/tools.ts) may do with the page. */
  private editHost(editor: ProgramEditor): EditHost {
    const app = this;
    const name = (program: string) => {
      this.program = program;
      this.fillPicker();
      history.replaceState(null, '', `#${encodeURIComponent(program)}`);
    };
    return {
      editor,
      files: this.files,
      get program() { return app.program; },
      run: (source) => void this.runFromEditor(source),
      play: () => void this.play(),
      openText: (program, text, base, undoable) => {
        this.linkText = undefined;
        this.player.stop();
        this.player.forgetLastRun();
        this.player.showAbout(aboutOf(program));
        name(program);
        this.problems = [];
        document.title = titleOf(program);
        editor.load(text, base, undoable);
        this.setView('edit');
      },
      renameProgram: name,
      openShipped: async (program) => {
        if (!(await this.open(program))) return false;
        this.setView('edit');
        return true;
      },
      shippedNames: programNames,
      about: aboutOf,
      putFile: (file, data) => {
        if (data) this.files[file] = data;
        else delete this.files[file];
        saveDrive(this.files);
      },
    };
  }

  /** The toolbar's program list: the shipped programs, then the user's own (saved in the Edit room). */
  private fillPicker(): void {
    const { picker } = this.ui;
    const mine = document.createElement('optgroup');
    mine.label = 'Your programs';
    mine.append(...userPrograms().map((name) => new Option(name, `${USER_PREFIX}${name}`)));
    picker.replaceChildren(...programNames().map((name) => new Option(labelOf(name), name)));
    if (mine.childElementCount) picker.append(mine);
    picker.value = this.program;
    picker.title = `Pick a program (playing: ${labelOf(this.program)})`; // the full name, however narrow the list
    if (this.program && picker.value !== this.program) {
      // a program the list does not hold (a link's, a new one, an example): named, not left blank
      const current = new Option(labelOf(this.program), this.program, true, true);
      current.disabled = true;
      picker.prepend(current);
    }
  }

  private async revert(): Promise<void> {
    if (this.room && (await this.room).tools.revert()) return;
    if (!confirm(`Throw away your changes to ${this.program} and reload the original?`)) return;
    forgetSource(this.program);
    if (this.room) (await this.room).editor.load(await shippedSource(this.program));
  }

  private wire(): void {
    const { ui } = this;
    this.fillPicker();
    // in Edit the list opens the program's code; in Play it plays it
    ui.picker.addEventListener('change', () => void this.open(ui.picker.value).then((opened) => {
      if (opened && this.view === 'play') void this.play();
    }));
    const click = (button: HTMLButtonElement, action: () => void) =>
      button.addEventListener('click', () => {
        this.player.tones.unlock();
        action();
      });
    click(ui.run, () => {
      if (this.runs.continueRun()) return;
      if (!this.loaded?.debug.runToBreakpoint()) void this.runFromEditor(); // as F5: breakpoints count
    });
    click(ui.restart, () => void this.runFromEditor());
    click(ui.stop, () => this.stop());
    click(ui.toggleView, () => (this.view === 'play' ? this.setView('edit') : this.showPlay()));
    click(ui.revert, () => void this.revert());
    click(ui.fullscreen, () => void this.player.parts.root.requestFullscreen?.().then(() => this.player.focus()));
    click(ui.newGame, () => void this.play(true));
    wirePlaySettings(ui.settings);
    ui.speed.addEventListener('change', () => setPreference('speed', ui.speed.value));
    window.addEventListener('keydown', (event) => this.onKeyDown(event), { capture: true });
    keepViewOverReload(() => this.view);
  }
}
