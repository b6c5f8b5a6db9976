// The DRAW inspector room, mounted over the page: the main panel, Compare, and the program's DRAW strings.
// The shell loads this module lazily (toolbar button, or a `#draw=` link) and hands it the keyboard.
import { ComparePanel } from './compare-panel.js';
import { DesignPanel, type DesignHost } from './design-panel.js';
import { button, h } from './dom.js';
import { DrawPanel } from './inspector.js';
import { isDrawLink, parseLink } from './link.js';
import { ProgramPanel, type PlayRun } from './program-panel.js';
import './inspect.css';

export interface InspectorOptions extends DesignHost {
  /** the program open in the page, whose DRAW strings "Inspect DRAW strings" lists */
  programName: () => string;
  /** the inspector closed (the shell shows the program again) */
  onClose: () => void;
  /** the program's last run in the page: the keys it was given and its RND seed (replayed to catch its DRAW calls) */
  playRun?: () => PlayRun;
}

export interface InspectorHandle {
  readonly open: boolean;
  /** a key pressed anywhere while the inspector is open */
  key(event: KeyboardEvent): void;
  close(): void;
  /** the main panel (read by the browser tests) */
  readonly panel: DrawPanel;
  readonly compare: ComparePanel;
  readonly program: ProgramPanel;
  readonly design: DesignPanel;
}

const SAMPLE = 'c1 bm+0,1ed3gr2';
let current: InspectorHandle | undefined;

/** Opens the inspector (once; later calls show it again), on the `#draw=` string of the address if any. */
export function showInspector(options: InspectorOptions): InspectorHandle {
  const link = isDrawLink(location.hash) ? parseLink(location.hash) : undefined;
  if (current) {
    const root = document.getElementById('inspector')!;
    root.hidden = false;
    current.program.sync();
    if (link) {
      current.panel.load(link);
      current.compare.restore(link.compare);
    } else current.panel.update();
    root.querySelector<HTMLInputElement>('#ins-string')?.focus();
    return current;
  }
  const panel = new DrawPanel(link ?? { commands: SAMPLE });
  const compare = new ComparePanel(panel);
  const design = new DesignPanel(panel, options);
  panel.changed = () => {
    compare.update();
    design.update();
  };
  if (link?.compare) compare.restore(link.compare);
  const program = new ProgramPanel(options.programName, options.playRun, (found) => {
    panel.load(found.setup);
    root.scrollTo({ top: 0, behavior: 'smooth' });
  }, (found, name) => {
    panel.load(found.setup);
    design.edit(found.setup.commands, { program: name, ...found.literal!, text: found.setup.commands });
    design.root.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  const close = () => {
    root.hidden = true;
    options.onClose();
  };
  const root = h('section', { id: 'inspector', class: 'inspector', 'aria-labelledby': 'ins-title' },
    h('header', { class: 'ins-head' }, h('h1', { id: 'ins-title' }, 'DRAW inspector'),
      h('p', { class: 'ins-sub' }, 'What a DRAW string puts on the screen, pixel by pixel, drawn by the interpreter\'s own DRAW.'),
      button('Close', 'Back to the program', close)),
    panel.root, design.root, compare.root, program.root);
  document.body.append(root);
  program.sync();
  panel.update(); // the grid fits its box now that it is on the page
  window.addEventListener('resize', () => !root.hidden && panel.render());
  root.querySelector<HTMLInputElement>('#ins-string')?.focus();
  current = {
    get open() { return !root.hidden; },
    key: (event) => {
      if (event.key === 'Escape' && event.target === document.body) close();
      else panel.key(event);
    },
    close,
    panel,
    compare,
    program,
    design,
  };
  return current;
}
