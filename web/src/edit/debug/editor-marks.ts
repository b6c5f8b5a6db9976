// The debugger in the editor: breakpoints in the gutter (a click or F9 toggles the cursor's line) and the
// statement the program is paused at, highlighted from its first column to its end (not the whole line).
import { RangeSet, StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, GutterMarker, gutter, lineNumbers, type DecorationSet } from '@codemirror/view';

/** Toggle the breakpoint on a line (1-based). */
export const toggleBreakpoint = StateEffect.define<number>();
/** Show the paused statement (line, col: 1-based), or nothing (null). */
export const setCurrentStatement = StateEffect.define<{ line: number; col: number } | null>();

/** Breakpoint lines, mapped through edits. */
const breakpointField = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(set, tr) {
    set = set.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(toggleBreakpoint)) continue;
      const line = tr.state.doc.line(Math.min(Math.max(1, effect.value), tr.state.doc.lines));
      let had = false;
      set.between(line.from, line.from, () => {
        had = true;
      });
      set = had ? set.update({ filter: (from) => from !== line.from }) : set.update({ add: [breakpointMarker.range(line.from)] });
    }
    return set;
  },
});

class BreakpointMarker extends GutterMarker {
  override toDOM(): Node {
    const dot = document.createElement('span');
    dot.className = 'cm-breakpoint';
    dot.textContent = '●';
    dot.title = 'Breakpoint (F9)';
    return dot;
  }
}
const breakpointMarker = new BreakpointMarker();

/** The lines with a breakpoint (1-based). */
export function breakpointLines(state: EditorState): number[] {
  const lines: number[] = [];
  const iter = state.field(breakpointField).iter();
  for (; iter.value; iter.next()) lines.push(state.doc.lineAt(iter.from).number);
  return lines;
}

/** Where a statement starting at `col` on `text` ends: the next `:` outside strings, a comment, or the line's end. */
export function statementEnd(text: string, col: number): number {
  let quoted = false;
  for (let i = col - 1; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ':' || c === "'")) return i;
  }
  return text.trimEnd().length;
}

const currentLine = Decoration.line({ class: 'cm-debug-line' });
const currentStatement = Decoration.mark({ class: 'cm-debug-statement', attributes: { 'aria-current': 'step' } });

const currentField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(set, tr) {
    set = set.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setCurrentStatement)) continue;
      const at = effect.value;
      if (!at || at.line > tr.state.doc.lines) {
        set = Decoration.none;
        continue;
      }
      const line = tr.state.doc.line(at.line);
      const from = line.from + Math.min(at.col - 1, line.length);
      const to = Math.max(from, line.from + statementEnd(line.text, at.col));
      set = Decoration.set(to > from ? [currentLine.range(line.from), currentStatement.range(from, to)] : [currentLine.range(line.from)]);
    }
    return set;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The editor extensions: the breakpoint gutter and the line numbers (a click or a tap toggles), and the
 *  paused statement. */
export function debuggerMarks(onToggle: (view: EditorView) => void): Extension {
  return [
    breakpointField,
    currentField,
    // a second lineNumbers() adds its handlers to the editor's line numbers (CodeMirror merges them)
    lineNumbers({
      domEventHandlers: {
        mousedown(view, line, event) {
          if ((event as MouseEvent).button !== 0) return false;
          view.dispatch({ effects: toggleBreakpoint.of(view.state.doc.lineAt(line.from).number) });
          onToggle(view);
          return true;
        },
      },
    }),
    gutter({
      class: 'cm-breakpoint-gutter',
      markers: (view) => view.state.field(breakpointField),
      initialSpacer: () => breakpointMarker,
      domEventHandlers: {
        mousedown(view, line) {
          view.dispatch({ effects: toggleBreakpoint.of(view.state.doc.lineAt(line.from).number) });
          onToggle(view);
          return true;
        },
      },
    }),
  ];
}
