// Completion of QBasic's keywords and of the program's own SUBs, FUNCTIONs and variables, and the list
// of procedures the SUBs dialog (F2) shows.
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { BUILTIN_KEYWORDS, highlight, STATEMENT_KEYWORDS } from '../../../src/index.js';

export const ALL_KEYWORDS = [...new Set([...STATEMENT_KEYWORDS, ...BUILTIN_KEYWORDS, 'REM', 'DATA'])].sort();

const keywordOptions: Completion[] = ALL_KEYWORDS.map((word) => ({
  label: word,
  type: BUILTIN_KEYWORDS.includes(word) ? 'function' : 'keyword',
}));

export interface Procedure {
  kind: 'SUB' | 'FUNCTION' | 'DEF FN';
  name: string;
  /** 1-based line of its definition */
  line: number;
}

/** The SUBs, FUNCTIONs and DEF FNs a program defines, in the order of the text. */
export function procedures(text: string): Procedure[] {
  const found: Procedure[] = [];
  text.split('\n').forEach((line, index) => {
    const match = /^\s*(?:\d+\s+)?(SUB|FUNCTION|DEF\s+FN)\s*([A-Za-z][\w.]*[%&!#$]?)/i.exec(line);
    if (!match) return;
    const kind = match[1]!.toUpperCase().replace(/\s+/, ' ') as Procedure['kind'];
    found.push({ kind, name: kind === 'DEF FN' ? `FN${match[2]!}` : match[2]!, line: index + 1 });
  });
  return found;
}

/** The program's own names: procedures first, then every other identifier once (first spelling). */
export function programNames(text: string): Completion[] {
  const seen = new Set<string>();
  const options: Completion[] = [];
  for (const procedure of procedures(text)) {
    if (seen.has(procedure.name.toUpperCase())) continue;
    seen.add(procedure.name.toUpperCase());
    options.push({ label: procedure.name, type: procedure.kind === 'SUB' ? 'class' : 'function', detail: procedure.kind });
  }
  for (const span of highlight(text)) {
    if (span.kind !== 'identifier') continue;
    const name = text.slice(span.from, span.to);
    if (seen.has(name.toUpperCase())) continue;
    seen.add(name.toUpperCase());
    options.push({ label: name, type: 'variable' });
  }
  return options;
}

/** The completion source: the word before the cursor, against keywords and the program's names. */
export function qbasicCompletions(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/[A-Za-z][\w.]*[$%&!#]?/);
  if (!word || (word.from === word.to && !context.explicit)) return null;
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, word.from - line.from);
  // no completion inside a string or a comment
  if ((before.match(/"/g)?.length ?? 0) % 2 === 1 || /'|\bREM\b/i.test(before)) return null;
  const text = context.state.doc.toString();
  const own = programNames(text.slice(0, word.from) + text.slice(word.to));
  return { from: word.from, options: [...own, ...keywordOptions], validFor: /^[\w.]*[$%&!#]?$/ };
}
