// The Edit room's entry point: the page shell imports this lazily (only when Edit opens), so the player
// never downloads CodeMirror, the checker, help, the tools or the debugger. It mounts the editor, its
// problem list, the tools (EditTools) and the debugger (DebugUi, its panels beside the editor).
import { DebugUi, type DebugHost } from './debug/debug-ui.js';
import { ProgramEditor } from './editor.js';
import { button } from './dialog.js';
import { EditTools, type EditHost } from './tools.js';

export interface EditRoom {
  editor: ProgramEditor;
  tools: EditTools;
  debug: DebugUi;
}

/** What the page does for the room, given its editor. */
export interface EditShell {
  tools: EditHost;
  debug: Omit<DebugHost, 'view' | 'panelsParent'>;
}

/** Build the Edit room inside `host` (the debugger's panels go beside it, in its parent). */
export function mountEditRoom(host: HTMLElement, shell: (editor: ProgramEditor) => EditShell): EditRoom {
  const editorHost = document.createElement('div');
  editorHost.id = 'editor';
  const problems = document.createElement('div');
  problems.id = 'problems';
  problems.setAttribute('role', 'alert');
  problems.hidden = true;
  host.append(editorHost, problems);
  // every edit is kept as a draft (tools.drafts, made below)
  const editor = new ProgramEditor(editorHost, problems, (text) => tools.drafts.typed(text));
  const page = shell(editor);
  const debug = new DebugUi({ ...page.debug, view: editor.view, panelsParent: host.parentElement ?? host });
  editor.plugins.push(debug.extensions);
  const tools = new EditTools(page.tools, host);
  // stepping without F-keys (a phone, a mouse): the debugger's own buttons show only once a debug run is on
  const step = button('Step ', () => debug.step(), 'Run the program one statement at a time (F8); F9 or a click in the margin sets a breakpoint');
  step.className = 'edit-step';
  step.append(Object.assign(document.createElement('kbd'), { textContent: 'F8' }));
  host.querySelector('.edit-tools .edit-note')?.before(step);
  return { editor, tools, debug };
}
