// QBasic colouring in the editor, driven by our own lexer's highlight(): a ViewPlugin that turns its
// token spans into CodeMirror mark decorations (class `qb-<kind>`), rebuilt when the text changes.
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import { highlight } from '../../../src/index.js';
import type { HighlightKind } from '../../../src/lexer/index.js';

const KINDS: HighlightKind[] = [
  'keyword', 'builtin', 'number', 'string', 'comment', 'identifier', 'operator', 'label', 'punctuation', 'invalid',
];
const marks = new Map(KINDS.map((kind) => [kind, Decoration.mark({ class: `qb-${kind}` })]));

/** Decorations for the whole document, spans in order and never overlapping. */
export function qbasicDecorations(text: string): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  let spans: ReturnType<typeof highlight>;
  try {
    spans = highlight(text);
  } catch {
    return Decoration.none; // the lexer never throws by contract; an uncoloured editor beats a broken one
  }
  let last = 0;
  for (const { from, to, kind } of spans) {
    const end = Math.min(to, text.length);
    if (from < last || end <= from) continue;
    builder.add(from, end, marks.get(kind)!);
    last = end;
  }
  return builder.finish();
}

export const qbasicHighlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;

    constructor(view: EditorView) {
      this.decorations = qbasicDecorations(view.state.doc.toString());
    }

    update(update: ViewUpdate): void {
      if (update.docChanged) this.decorations = qbasicDecorations(update.state.doc.toString());
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
