// The editor's text kept in the browser as it is typed (per program), so a reload, a closed tab or a
// program opened in its place never loses it; and two tabs on one program never overwrite each other.
//
// Two tabs: before each write the tab checks that the kept text is still what it last wrote or read. If
// another tab wrote in between, it writes nothing and asks which text to keep. A tab that has not typed
// since follows the other tab's text as it arrives (the storage event), undoably.
import { forgetSource, programOfKey, saveSource, savedSource } from '../core/programs.js';
import { ask, firstLines } from './ask.js';
import type { ProgramEditor } from './editor.js';

export const STORAGE_FULL = 'The browser’s storage is full (or switched off): your text is not kept in this browser, '
  + 'but it is still here in the editor. Download it, or delete programs you no longer need (Open…).';

export class Drafts {
  /** the kept text of `keptFor` as this tab last wrote or read it */
  private lastKept: string | undefined;
  private keptFor = '';
  /** a question about another tab's text is open: nothing is written until it is answered */
  private asking = false;
  private full = false;

  constructor(
    private readonly editor: ProgramEditor,
    private readonly program: () => string,
    private readonly say: (message: string) => void,
  ) {
    window.addEventListener('storage', (event) => {
      if (event.storageArea === localStorage && programOfKey(event.key) === this.program()) void this.otherTab(event.newValue);
    });
  }

  /** A program was opened in the editor: its kept text is what this tab knows. */
  opened(): void {
    this.keptFor = this.program();
    this.lastKept = savedSource(this.keptFor);
  }

  /** The program's kept text is gone (Don't save, Save as, Revert). */
  forget(): void {
    forgetSource(this.program());
    this.opened();
  }

  /** Keep the editor's text (after every edit). */
  typed(text: string): void {
    if (this.keptFor !== this.program()) this.opened();
    if (this.asking) return;
    const stored = savedSource(this.keptFor);
    if (stored !== this.lastKept && stored !== text) {
      void this.conflict(stored);
      return;
    }
    this.write(text);
  }

  private write(text: string): void {
    if (saveSource(this.keptFor, text)) {
      this.lastKept = text;
      if (this.full) this.say('Your text is kept in this browser again.');
      this.full = false;
    } else {
      this.full = true;
      this.say(STORAGE_FULL);
    }
  }

  /** Another tab changed this program's kept text. */
  private async otherTab(theirs: string | null): Promise<void> {
    if (theirs === null || this.asking || theirs === this.editor.text) {
      if (theirs !== null && !this.asking) this.lastKept = theirs;
      return;
    }
    if (this.editor.text === this.lastKept) {
      // nothing typed here since: show theirs (Ctrl+Z brings this tab's back)
      this.lastKept = theirs;
      this.editor.replace(theirs);
      this.say('Updated with the changes made in another tab.');
      return;
    }
    await this.conflict(theirs);
  }

  private async conflict(theirs: string | undefined): Promise<void> {
    this.asking = true;
    const answer = await ask('This program was changed in another tab',
      'It is open in another tab of this browser too, and its text there is now different from the text here. '
      + 'Which text do you want to keep? (The other tab’s first lines are shown.)',
      [['Keep this tab’s text', 'mine'], ['Use the other tab’s text', 'theirs']], firstLines(theirs ?? ''), 'mine');
    this.asking = false;
    const latest = savedSource(this.keptFor);
    if (answer === 'theirs' && latest !== undefined) {
      this.lastKept = latest;
      this.editor.replace(latest);
    } else {
      this.lastKept = latest;
      this.write(this.editor.text);
    }
  }
}
