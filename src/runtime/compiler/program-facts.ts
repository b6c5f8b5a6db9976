// What code generation needs to know of the whole program before it starts, gathered in one walk of its AST:
// - which arguments it passes by reference anywhere: for each procedure name, the positions at which some
//   call names a variable, an array element or a record field (or something that may be one: a CONST or a
//   FUNCTION named the same way counts too). A scalar SUB / FUNCTION parameter that no call passes that way
//   takes every argument by value, so it can live in one frame slot as a plain local;
// - whether it reads ERL: only then does a line number need to set the last line run.
import type { Stmt } from '../../parser/ast.js';

export interface ProgramFacts {
  /** upper-case procedure name -> argument positions passed as names, elements or fields somewhere */
  referenceArgs: Map<string, Set<number>>;
  readsErl: boolean;
}

export function programFacts(body: Stmt[]): ProgramFacts {
  const found = new Map<string, Set<number>>();
  let readsErl = false;
  const visit = (node: any): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) visit(node[i]);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if ((node.kind === 'call' || node.kind === 'index') && Array.isArray(node.args)) note(found, node.name, node.args);
    else if (node.kind === 'builtin' && node.name === 'ERL') readsErl = true;
    for (const key in node) if (key !== 'loc') visit(node[key]);
  };
  visit(body);
  return { referenceArgs: found, readsErl };
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
