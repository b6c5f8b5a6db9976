// Compile-time problems: thrown as CompileError inside one statement, collected as Diagnostics.
import type { Diagnostic, Loc } from '../../parser/ast.js';
import { errorMessage } from '../errors.js';

export class CompileError extends Error {
  constructor(
    readonly code: number,
    readonly loc: Loc,
    message?: string,
  ) {
    super(message ?? errorMessage(code));
  }
}

/** Stop compiling the current statement with QBasic error `code` at `loc`. */
export function fail(code: number, loc: Loc, message?: string): never {
  throw new CompileError(code, loc, message);
}

/** A diagnostic at `at` (the start of the statement, where QBasic points) or at the error's own position. */
export function toDiagnostic(e: CompileError, at?: Loc): Diagnostic {
  const loc = at ?? e.loc;
  return { message: e.message, line: loc.line, col: loc.col, code: e.code };
}
