// The Edit room's entry point: the page shell imports this lazily (only when Edit opens), so the player
// never downloads CodeMirror, the checker or help. It mounts the editor and its problem list into `host`.
import { ProgramEditor } from './editor.js';

export interface EditRoom {
  editor: ProgramEditor;
}

/** Build the editor inside `host`; `changed` gets the text after every edit (the shell saves it). */
export function mountEditRoom(host: HTMLElement, changed: (text: string) => void): EditRoom {
  const editorHost = document.createElement('div');
  editorHost.id = 'editor';
  const problems = document.createElement('div');
  problems.id = 'problems';
  problems.setAttribute('role', 'alert');
  problems.hidden = true;
  host.append(editorHost, problems);
  return { editor: new ProgramEditor(editorHost, problems, changed) };
}
