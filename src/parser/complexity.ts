// How deeply a program nests, measured by a walk that stops at the limit (so it recurses no deeper). The
// checker, the compiler, the runtime, the debugger and the inspector all walk the tree recursively, so a
// program nested thousands deep (blocks in blocks, `((((1))))`, `- - - 1`, `1 + 1 + ... + 1`) is refused
// here, before any of them sees it, with QBasic's message for a translator limit (docs/qbasic-behaviour.md,
// "Nesting limits").

import type { Diagnostic, Loc, Program } from './ast.js';

/**
 * The most AST nodes (blocks, statements and expression operators) one path from the program down to a
 * leaf may hold. A QBasic line has at most 255 characters, so its expressions nest far less; real programs
 * nest blocks a few dozen deep. Every walker has a large margin at this depth (docs/qbasic-behaviour.md).
 */
export const MAX_NESTING = 255;

/** Keys whose arrays are statement lists: their elements are where an error is reported and what is dropped. */
const STATEMENT_LISTS = new Set(['body', 'elseBody']);

/** A statement, the list it is in, and the statement around it (undefined at the program's level). */
interface Site {
  list: unknown[];
  node: { loc?: Loc };
  up: Site | undefined;
}

/**
 * Finds every statement whose nesting passes `limit` nodes, drops it from its list (so no later walk meets
 * it) and reports `Expression too complex` at it (once: not again for statements inside it). Each node is
 * visited once. The walk recurses, but never deeper than `limit` nodes with a `kind` (and the few arrays and
 * plain objects between two of them): it stops at the first node past the limit.
 */
export function pruneTooDeep(program: Program, diagnostics: Diagnostic[], limit = MAX_NESTING): void {
  const dropped = new Map<unknown, Site>();
  const list = program.body;
  for (let i = 0; i < list.length; i++) visit(list[i], 0, { list, node: list[i], up: undefined }, dropped, limit);
  if (dropped.size === 0) return;
  const inDropped = (site: Site) => {
    for (let up = site.up; up !== undefined; up = up.up) if (dropped.has(up.node)) return true;
    return false;
  };
  const lists = new Set<unknown[]>();
  for (const site of dropped.values()) {
    lists.add(site.list);
    if (inDropped(site)) continue;
    const { line, col } = site.node.loc ?? { line: 1, col: 1 };
    diagnostics.push({ message: 'Expression too complex', code: 2, line, col });
  }
  for (const list of lists) {
    const kept = list.filter((item) => !dropped.has(item));
    list.length = 0;
    for (const item of kept) list.push(item);
  }
}

/**
 * Walks `node` (`depth` nodes with a `kind` above it) inside the statement `site`, and records the statement
 * when a node in it is too deep. A loop over the keys, not Object.entries: no array per node (the walk of a
 * 5,000-line program allocated megabytes and took a tenth of a cold check).
 */
function visit(node: unknown, depth: number, site: Site, dropped: Map<unknown, Site>, limit: number): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) visit(node[i], depth, site, dropped, limit);
    return;
  }
  const counted = 'kind' in node ? depth + 1 : depth;
  if (counted > limit) {
    dropped.set(site.node, site);
    return;
  }
  const fields = node as Record<string, unknown>;
  for (const key in fields) {
    const value = fields[key];
    if (key === 'loc' || value === null || typeof value !== 'object') continue;
    if (STATEMENT_LISTS.has(key) && Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) visit(value[i], counted, { list: value, node: value[i], up: site }, dropped, limit);
    } else {
      visit(value, counted, site, dropped, limit);
    }
  }
}
