// What code generation needs to know of the whole program before it starts, gathered in one walk of its AST:
// - which arguments it passes by reference anywhere: for each procedure name, the positions at which some
//   call names a variable, an array element or a record field (or something that may be one: a CONST or a
//   FUNCTION named the same way counts too). A scalar SUB / FUNCTION parameter that no call passes that way
//   takes every argument by value, so it can live in one frame slot as a plain local;
// - whether it reads ERL: only then does a line number need to set the last line run;
// - which procedures may call themselves, directly or through others (see `recursive`).
import type { Stmt } from '../../parser/ast.js';

export interface ProgramFacts {
  /** upper-case procedure name -> argument positions passed as names, elements or fields somewhere */
  referenceArgs: Map<string, Set<number>>;
  readsErl: boolean;
  /**
   * upper-case names of the SUBs, FUNCTIONs and DEF FNs on a cycle of the call graph. Only their calls need
   * to count toward the step budget: any other run of work that does not end soon passes through a loop,
   * which counts its own passes. The graph has an edge wherever a body names a procedure (a call, or a bare
   * name or `name(...)` that may be one), but for a FUNCTION's assignment to its own result.
   */
  recursive: Set<string>;
}

const DEFINITIONS = new Set(['sub', 'function', 'defFn']);

export function programFacts(body: Stmt[]): ProgramFacts {
  const found = new Map<string, Set<number>>();
  const names = new Map<string, Set<string>>();
  let readsErl = false;
  let named: Set<string> | null = null;
  const visit = (node: any): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) visit(node[i]);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const kind = node.kind;
    if (DEFINITIONS.has(kind)) {
      const outer = named;
      const up = node.name.toUpperCase();
      named = names.get(up) ?? new Set();
      names.set(up, named);
      visit(node.expr);
      visit(node.body);
      named = outer;
      return;
    }
    if ((kind === 'call' || kind === 'index') && Array.isArray(node.args)) note(found, node.name, node.args);
    else if (kind === 'builtin' && node.name === 'ERL') readsErl = true;
    // (kind 'name' is also the NAME ... AS statement, which has no name of its own)
    if (named !== null && (kind === 'call' || kind === 'index' || kind === 'name') && typeof node.name === 'string') {
      named.add(node.name.toUpperCase());
    }
    if (kind === 'assign' && node.target.kind === 'name') {
      visit(node.expr);
      return;
    }
    for (const key in node) if (key !== 'loc') visit(node[key]);
  };
  visit(body);
  return { referenceArgs: found, readsErl, recursive: onCycles(names) };
}

/** The procedures that can reach themselves through the names their bodies use (those that are procedures). */
function onCycles(names: Map<string, Set<string>>): Set<string> {
  const out = new Set<string>();
  for (const start of names.keys()) {
    const seen = new Set<string>();
    const todo = [start];
    while (todo.length > 0 && !out.has(start)) {
      for (const next of names.get(todo.pop()!) ?? []) {
        if (next === start) out.add(start);
        else if (names.has(next) && !seen.has(next)) {
          seen.add(next);
          todo.push(next);
        }
      }
    }
  }
  return out;
}

function note(found: Map<string, Set<number>>, name: string, args: { kind: string }[]): void {
  for (let i = 0; i < args.length; i++) {
    const k = args[i].kind;
    if (k !== 'name' && k !== 'index' && k !== 'member') continue;
    const up = name.toUpperCase();
    let at = found.get(up);
    if (!at) found.set(up, (at = new Set()));
    at.add(i);
  }
}
