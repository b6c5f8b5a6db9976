// Which arguments a program passes by reference anywhere: for each procedure name, the positions at which some
// call names a variable, an array element or a record field (or something that may be one: a CONST or a
// FUNCTION named the same way counts too). A scalar SUB / FUNCTION parameter that no call passes that way
// takes every argument by value, so it can live in one frame slot as a plain local.
import type { Stmt } from '../../parser/ast.js';

/** Upper-case procedure name -> argument positions passed as names, elements or fields somewhere. */
export function referenceArgs(body: Stmt[]): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  const visit = (node: any): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) visit(node[i]);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if ((node.kind === 'call' || node.kind === 'index') && Array.isArray(node.args)) note(found, node.name, node.args);
    for (const key in node) if (key !== 'loc') visit(node[key]);
  };
  visit(body);
  return found;
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
