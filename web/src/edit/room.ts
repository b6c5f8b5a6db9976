// The Edit room's entry point: the page shell imports this lazily (only when Edit opens), so the player
// never downloads CodeMirror, the checker, help, the tools or the debugger. It mounts the editor, its
// problem list, the menu bar and the compact toolbar (both running commands.ts's commands), the
// Immediate window, and the debugger (DebugUi, its panels beside the editor).
import { DebugUi, type DebugHost } from './debug/debug-ui.js';
import { ProgramEditor, wordAt } from './editor.js';
import { editCommands, type Command } from './commands.js';
import { button } from './dialog.js';
import { ImmediateBar } from './immediate-bar.js';
import { MenuBar } from './menu-bar.js';
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

function toolButton(command: Command): HTMLButtonElement {
  const made = button(`${command.label}${command.key ? ' ' : ''}`, () => command.run(), command.title);
  if (command.key) made.append(Object.assign(document.createElement('kbd'), { textContent: command.key }));
  return made;
}

/** A finger held still on a word (a phone has no F1): its help page. */
function helpOnLongPress(editor: ProgramEditor, help: (word: string) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: { x: number; y: number } | undefined;
  const content = editor.view.contentDOM;
  content.addEventListener('touchstart', (event) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return;
    start = { x: touch.clientX, y: touch.clientY };
    timer = setTimeout(() => {
      const pos = editor.view.posAtCoords(start!);
      const word = pos === null ? '' : wordAt(editor.view.state, pos);
      if (word) help(word);
    }, 600);
  }, { passive: true });
  const cancel = () => clearTimeout(timer);
  content.addEventListener('touchend', cancel);
  content.addEventListener('touchcancel', cancel);
  content.addEventListener('touchmove', (event) => {
    const touch = event.touches[0];
    if (touch && start && Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > 10) cancel();
  }, { passive: true });
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
  const commands = editCommands(editor, tools, debug);
  // the toolbar: what a class uses most; everything else is in the menus
  const step = toolButton(commands.step);
  step.classList.add('edit-step');
  tools.bar.prepend(...[commands.newProgram, commands.open, commands.save].map(toolButton), step,
    toolButton(commands.breakpoint), toolButton(commands.help));
  host.prepend(new MenuBar(commands, host).root);
  host.append(new ImmediateBar().root);
  helpOnLongPress(editor, (word) => void tools.help.show(word));
  return { editor, tools, debug };
}
