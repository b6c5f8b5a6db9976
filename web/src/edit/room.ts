// The Edit room's entry point: the page shell imports this lazily (only when Edit opens), so the player
// never downloads CodeMirror, the checker, help or the tools. It mounts the editor, its problem list and
// the tools (EditTools) into `host`.
import { ProgramEditor } from './editor.js';
import { EditTools, type EditHost } from './tools.js';

export interface EditRoom {
  editor: ProgramEditor;
  tools: EditTools;
}

/** Build the Edit room inside `host`. `shell` gives the tools what the page does for them (running a
 *  text, opening a program) once the editor exists; `changed` gets the text after every edit. */
export function mountEditRoom(
  host: HTMLElement, shell: (editor: ProgramEditor) => EditHost, changed: (text: string) => void,
): EditRoom {
  const editorHost = document.createElement('div');
  editorHost.id = 'editor';
  const problems = document.createElement('div');
  problems.id = 'problems';
  problems.setAttribute('role', 'alert');
  problems.hidden = true;
  host.append(editorHost, problems);
  const editor = new ProgramEditor(editorHost, problems, changed);
  return { editor, tools: new EditTools(shell(editor), host) };
}
