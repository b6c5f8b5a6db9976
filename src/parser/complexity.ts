// How deeply a program nests, measured without recursion. The checker, the compiler, the runtime, the
// debugger and the inspector all walk the tree recursively, so a program nested thousands deep (blocks in
// blocks, `((((1))))`, `- - - 1`, `1 + 1 + ... + 1`) is refused here, before any of them sees it, with
// QBasic's message for a translator limit (docs/qbasic-behaviour.md, "Nesting limits").

import type { Diagnostic, Loc, Program } from './ast.js';

/**
 * The most AST nodes (blocks, statements and expression operators) one path from the program down to a
 * leaf may hold. A QBasic line has at most 255 characters, so its expressions nest far less; real programs
 * nest blocks a few dozen deep. Every walker has a large margin at this depth (docs/qbasic-behaviour.md).
 */
export const MAX_NESTING = 255;

/** Keys whose arrays are statement lists: their elements are where an error is reported and what is dropped. */
const STATEMENT_LISTS = new Set(['body', 'elseBody']);

interface Entry {
  node: unknown;
  /** nodes with a `kind` from the root down to here, this one included */
  depth: number;
  /** the innermost statement around this node, and the list it is in */
  statement?: { list: unknown[]; node: { loc?: Loc } };
}

/**
 * Finds every statement whose nesting passes `limit` nodes, drops it from its list (so no later walk meets
 * it) and reports `Expression too complex` at it (once: not again for statements inside it). Each node is
 * visited once, however deep the program.
 */
export function pruneTooDeep(program: Program, diagnostics: Diagnostic[], limit = MAX_NESTING): void {
  const dropped = new Map<unknown, NonNullable<Entry['statement']>>();
  /** each statement's enclosing statement: one inside a dropped one goes with it, unreported */
  const parent = new Map<unknown, unknown>();
  const list = program.body;
  const stack: Entry[] = list.map((node) => ({ node, depth: 0, statement: { list, node } }));
  while (stack.length > 0) {
    const { node, depth, statement } = stack.pop()!;
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, depth, statement });
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const counted = 'kind' in node ? depth + 1 : depth;
    if (counted > limit && statement) {
      dropped.set(statement.node, statement);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || value === null || typeof value !== 'object') continue;
      if (STATEMENT_LISTS.has(key) && Array.isArray(value)) {
        for (const item of value) {
          parent.set(item, statement?.node);
          stack.push({ node: item, depth: counted, statement: { list: value, node: item } });
        }
      } else {
        stack.push({ node: value, depth: counted, statement });
      }
    }
  }
  const inDropped = (node: unknown) => {
    for (let up = parent.get(node); up !== undefined; up = parent.get(up)) if (dropped.has(up)) return true;
    return false;
  };
  const lists = new Set<unknown[]>();
  for (const { list, node } of dropped.values()) {
    lists.add(list);
    if (inDropped(node)) continue;
    const { line, col } = node.loc ?? { line: 1, col: 1 };
    diagnostics.push({ message: 'Expression too complex', code: 2, line, col });
  }
  for (const list of lists) {
    const kept = list.filter((item) => !dropped.has(item));
    list.length = 0;
    for (const item of kept) list.push(item);
  }
}
