// QBasic's tidying of a line as you leave it: keywords upper-cased (`print` -> `PRINT`, `?` -> `PRINT`) and
// every name spelled as at its first use in the program (`Score` stays `Score` when later typed as `score`).
import { EditorState, type ChangeSpec, type Text, type Transaction } from '@codemirror/state';
import { highlight } from '../../../src/index.js';

/** A name's key: case and type suffix do not make a different spelling (`a$` and `A%` share `A`). */
const stem = (name: string) => name.replace(/[%&!#$]$/, '');

/** The spelling of each name at its first use, keyed by its upper-cased stem; `skip` is left out. */
export function firstSpellings(text: string, skip?: { from: number; to: number }): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const span of highlight(text)) {
    if (span.kind !== 'identifier' && span.kind !== 'label') continue;
    if (skip && span.from >= skip.from && span.to <= skip.to) continue;
    const name = stem(text.slice(span.from, span.to));
    if (!spellings.has(name.toUpperCase())) spellings.set(name.toUpperCase(), name);
  }
  return spellings;
}

/** The edits that tidy the line `from..to` of `doc`: offsets into `doc`. */
export function tidyLine(doc: Text, from: number, to: number): { from: number; to: number; insert: string }[] {
  const text = doc.sliceString(from, to);
  if (!text.trim()) return [];
  const whole = doc.toString();
  let spellings: Map<string, string> | undefined;
  const changes: { from: number; to: number; insert: string }[] = [];
  for (const span of highlight(text)) {
    const word = text.slice(span.from, span.to);
    let wanted = word;
    if (span.kind === 'keyword' || span.kind === 'builtin') wanted = word.toUpperCase();
    else if (span.kind === 'comment' && /^rem\b/i.test(word)) wanted = 'REM' + word.slice(3);
    else if (word === '?') wanted = text[span.to] === ' ' || span.to === text.length ? 'PRINT' : 'PRINT '; // QBasic's shorthand
    else if (span.kind === 'identifier') {
      spellings ??= firstSpellings(whole, { from, to });
      const first = spellings.get(stem(word).toUpperCase());
      if (first) wanted = first + word.slice(first.length);
    }
    if (wanted !== word) changes.push({ from: from + span.from, to: from + span.to, insert: wanted });
  }
  return changes;
}

/** A transaction filter: when the cursor leaves a line (arrow, click, Enter), that line is tidied. */
export const capitaliseOnLeave = EditorState.transactionFilter.of((tr: Transaction) => {
  if (!tr.selection || tr.isUserEvent('undo') || tr.isUserEvent('redo')) return tr;
  const before = tr.startState;
  const oldLine = before.doc.lineAt(before.selection.main.head);
  const mapped = tr.changes.mapPos(oldLine.from, 1);
  const left = tr.newDoc.lineAt(mapped);
  const now = tr.newDoc.lineAt(tr.newSelection.main.head);
  if (left.number === now.number) return tr;
  const changes: ChangeSpec[] = tidyLine(tr.newDoc, left.from, left.to);
  if (changes.length === 0) return tr;
  return [tr, { changes, sequential: true }];
});
